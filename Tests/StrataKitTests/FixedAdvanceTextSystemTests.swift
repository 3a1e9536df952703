import StrataKit
import StrataTesting
import Testing

@Suite("FixedAdvanceTextSystem", .strictDiagnostics)
@MainActor
struct FixedAdvanceTextSystemTests {
  private let system = FixedAdvanceTextSystem()
  private let font = Font.system(size: 10)

  private func measure(
    _ text: String, width: Double? = nil, lines: Int = 0,
    mode: LineBreakMode = .byWordWrapping
  ) -> Size {
    system.measure(text, font: font, width: width, numberOfLines: lines, lineBreakMode: mode)
  }

  @Test("each character advances 0.6 × the size and each line is 1.2 × the size tall")
  func metrics() {
    #expect(measure("hello world") == Size(width: 66, height: 12))
    #expect(
      system.measure(
        "ab", font: .system(size: 20), width: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        == Size(width: 24, height: 24))
    #expect(measure("") == .zero)
  }

  @Test("newlines start new lines and the widest line sets the width")
  func newlines() {
    #expect(measure("ab\nabcd\n\nx") == Size(width: 24, height: 48))
  }

  @Test("words wrap greedily at spaces")
  func wordWrap() {
    // A 60-point box holds 10 characters.
    #expect(measure("hello world", width: 60) == Size(width: 30, height: 24))
    #expect(measure("aaaa bbbbb", width: 60) == Size(width: 60, height: 12))
    #expect(measure("aa bb cc dd ee", width: 60) == Size(width: 48, height: 24))
    #expect(measure("hi", width: 60) == Size(width: 12, height: 12))
  }

  @Test("a word wider than the box breaks between characters")
  func longWord() {
    #expect(measure("abcdefghijkl", width: 30) == Size(width: 30, height: 36))
    #expect(measure("ab cdefghijklm", width: 30) == Size(width: 30, height: 48))
  }

  @Test("character wrapping fills each line")
  func charWrap() {
    #expect(measure("hello world", width: 30, mode: .byCharWrapping) == Size(width: 30, height: 36))
  }

  @Test("numberOfLines caps the lines shown; 0 means no limit")
  func lineCap() {
    #expect(measure("aa bb cc dd ee", width: 12, lines: 2) == Size(width: 12, height: 24))
    #expect(measure("aa bb cc dd ee", width: 12, lines: 0) == Size(width: 12, height: 60))
    #expect(measure("a\nb\nc", lines: 2) == Size(width: 6, height: 24))
  }

  @Test("one line is not wrapped, and its width is capped at the box's width")
  func oneLine() {
    #expect(measure("hello world", width: 30, lines: 1) == Size(width: 30, height: 12))
    #expect(measure("hello world", lines: 1) == Size(width: 66, height: 12))
    #expect(measure("hi", width: 30, lines: 1) == Size(width: 12, height: 12))
  }
}
