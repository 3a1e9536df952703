import StrataKit
import StrataTesting
import Testing

@testable import StrataCairo

@Suite(.strictDiagnostics) struct PangoTextSystemTests {
  private let font = Font.system(size: 17)

  @MainActor @Test("longer text measures wider, and the height is one line")
  func widerText() {
    let textSystem = PangoTextSystem()
    let short = textSystem.measure(
      "Hello", font: font, width: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    let long = textSystem.measure(
      "Hello, world", font: font, width: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    #expect(long.width > short.width)
    #expect(short.width > 20)
    #expect(short.height == long.height)
    #expect(short.height > 17 && short.height < 17 * 1.5)
  }

  @MainActor @Test("the font is proportional: WWW measures wider than iii")
  func proportional() {
    let textSystem = PangoTextSystem()
    let wide = textSystem.measure(
      "WWW", font: font, width: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    let narrow = textSystem.measure(
      "iii", font: font, width: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    #expect(wide.width > 2 * narrow.width)
  }

  @MainActor @Test("bold and larger fonts measure wider")
  func weightAndSize() {
    let textSystem = PangoTextSystem()
    func width(_ font: Font) -> Double {
      textSystem.measure(
        "Strata", font: font, width: nil, numberOfLines: 1, lineBreakMode: .byClipping
      ).width
    }
    #expect(width(.boldSystem(size: 17)) > width(.system(size: 17)))
    #expect(width(.system(size: 34)) > 1.9 * width(.system(size: 17)))
  }

  @MainActor @Test("wrapping at a width gives more lines, in whole line steps")
  func wrapping() throws {
    let textSystem = PangoTextSystem()
    let text = "The quick brown fox jumps over the lazy dog"
    let oneLine = textSystem.measure(
      text, font: font, width: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    let wrapped = textSystem.measure(
      text, font: font, width: 120, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(wrapped.width <= 120)
    let lines = wrapped.height / oneLine.height
    #expect(lines >= 3)
    #expect(abs(lines - lines.rounded()) < 0.01)
  }

  @MainActor @Test("numberOfLines caps the height, truncating or not")
  func lineLimit() {
    let textSystem = PangoTextSystem()
    let text = "The quick brown fox jumps over the lazy dog"
    let line = textSystem.measure(
      "x", font: font, width: nil, numberOfLines: 1, lineBreakMode: .byWordWrapping
    ).height
    for mode in [LineBreakMode.byWordWrapping, .byCharWrapping, .byTruncatingTail] {
      let capped = textSystem.measure(
        text, font: font, width: 120, numberOfLines: 2, lineBreakMode: mode)
      #expect(abs(capped.height - 2 * line) < 0.01, "\(mode)")
    }
    let paragraphs = textSystem.measure(
      "a\nb\nc\nd", font: font, width: nil, numberOfLines: 3, lineBreakMode: .byTruncatingTail)
    #expect(abs(paragraphs.height - 3 * line) < 0.01)
  }

  @MainActor @Test("one line does not wrap: it is capped at the width")
  func oneLineCapped() {
    let textSystem = PangoTextSystem()
    let text = "The quick brown fox jumps over the lazy dog"
    for mode in [LineBreakMode.byTruncatingTail, .byClipping, .byWordWrapping] {
      let size = textSystem.measure(
        text, font: font, width: 80, numberOfLines: 1, lineBreakMode: mode)
      #expect(size.width <= 80, "\(mode)")
      #expect(size.width > 60, "\(mode)")
      #expect(size.height < 17 * 1.5, "\(mode)")
    }
  }

  @MainActor @Test("empty text measures zero; newlines add lines")
  func emptyAndNewlines() {
    let textSystem = PangoTextSystem()
    #expect(
      textSystem.measure("", font: font, width: nil, numberOfLines: 0, lineBreakMode: .byClipping)
        == .zero)
    let one = textSystem.measure(
      "a", font: font, width: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    let three = textSystem.measure(
      "a\nb\nc", font: font, width: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(abs(three.height - 3 * one.height) < 0.01)
  }

  @MainActor @Test("non-ASCII text is measured by its UTF-8 bytes, not its characters")
  func unicode() {
    let textSystem = PangoTextSystem()
    let accented = textSystem.measure(
      "Ééé — ✓", font: font, width: nil, numberOfLines: 1, lineBreakMode: .byClipping)
    let plain = textSystem.measure(
      "Ééé", font: font, width: nil, numberOfLines: 1, lineBreakMode: .byClipping)
    #expect(accented.width > plain.width + 10)
  }

  @MainActor @Test("the same measurement twice is laid out once")
  func cache() {
    let textSystem = PangoTextSystem()
    let first = textSystem.measure(
      "Cached", font: font, width: 100, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(textSystem.layoutCacheMisses == 1)
    #expect(textSystem.layoutCacheHits == 0)
    let second = textSystem.measure(
      "Cached", font: font, width: 100, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(first == second)
    #expect(textSystem.layoutCacheMisses == 1)
    #expect(textSystem.layoutCacheHits == 1)
    #expect(textSystem.cachedLayoutCount == 1)
  }

  @MainActor @Test("the layout cache stays bounded")
  func boundedCache() {
    let textSystem = PangoTextSystem()
    for index in 0..<(PangoTextSystem.layoutCacheLimit + 10) {
      _ = textSystem.measure(
        "\(index)", font: font, width: nil, numberOfLines: 1, lineBreakMode: .byClipping)
    }
    #expect(textSystem.cachedLayoutCount <= PangoTextSystem.layoutCacheLimit)
  }
}
