import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@Suite("Color", .strictDiagnostics)
struct ColorTests {
  @Test("components are clamped to 0…1 and NaN becomes 0")
  func clamping() {
    let color = Color(red: 1.5, green: -0.2, blue: .nan, alpha: 2)
    #expect(color.red == 1)
    #expect(color.green == 0)
    #expect(color.blue == 0)
    #expect(color.alpha == 1)
    #expect(Color(white: 0.5, alpha: -1).alpha == 0)
    #expect(Color(red: 0.25, green: 0.5, blue: 0.75).alpha == 1)
  }

  @Test("a hex value gives 8-bit components")
  func hex() {
    let color = Color(rgb: 0xFF8000)
    #expect(color.red == 1)
    #expect(color.green == 128.0 / 255.0)
    #expect(color.blue == 0)
    #expect(color.alpha == 1)
  }

  @Test("the named colours have UIKit's components")
  func namedColors() {
    let third = 1.0 / 3.0
    let table: [(String, Color, [Double])] = [
      ("black", .black, [0, 0, 0, 1]),
      ("darkGray", .darkGray, [third, third, third, 1]),
      ("lightGray", .lightGray, [2 * third, 2 * third, 2 * third, 1]),
      ("white", .white, [1, 1, 1, 1]),
      ("gray", .gray, [0.5, 0.5, 0.5, 1]),
      ("red", .red, [1, 0, 0, 1]),
      ("green", .green, [0, 1, 0, 1]),
      ("blue", .blue, [0, 0, 1, 1]),
      ("cyan", .cyan, [0, 1, 1, 1]),
      ("yellow", .yellow, [1, 1, 0, 1]),
      ("magenta", .magenta, [1, 0, 1, 1]),
      ("orange", .orange, [1, 0.5, 0, 1]),
      ("purple", .purple, [0.5, 0, 0.5, 1]),
      ("brown", .brown, [0.6, 0.4, 0.2, 1]),
      ("clear", .clear, [0, 0, 0, 0]),
    ]
    for (name, color, components) in table {
      let expected = Color(
        red: components[0], green: components[1], blue: components[2], alpha: components[3])
      #expect(isClose(color, expected), "\(name) is \(color)")
    }
  }

  @Test("withAlphaComponent replaces only the opacity; clear is the only named clear colour")
  func alpha() {
    let faded = Color.orange.withAlphaComponent(0.25)
    #expect(faded == Color(red: 1, green: 0.5, blue: 0, alpha: 0.25))
    #expect(Color.clear.isClear)
    #expect(Color.white.withAlphaComponent(0).isClear)
    #expect(!Color.black.isClear)
  }

  @Test("colours interpolate component by component, alpha included")
  func interpolation() {
    let from = Color(red: 0, green: 0, blue: 0, alpha: 0)
    let to = Color(red: 1, green: 0.5, blue: 0.25, alpha: 1)
    #expect(
      isClose(
        from.interpolated(to: to, fraction: 0.5),
        Color(red: 0.5, green: 0.25, blue: 0.125, alpha: 0.5)))
    #expect(from.interpolated(to: to, fraction: 0) == from)
    #expect(from.interpolated(to: to, fraction: 1) == to)
    #expect(Color.black.interpolated(to: .white, fraction: 2) == .white)
  }

  @Test("a colour describes itself as rgba")
  func description() {
    #expect(Color.orange.description == "rgba(1, 0.5, 0, 1)")
    #expect(Color.darkGray.description == "rgba(0.333, 0.333, 0.333, 1)")
  }
}
