import Foundation
import Testing

@testable import StrataBench

@Suite("JSONValue")
struct JSONValueTests {
  @Test("a document with awkward strings and rounded numbers parses back to the same values")
  func parsesBack() throws {
    let document = JSONValue.object([
      ("title", .string("Say \"hi\"\\ now\n\u{1}/é")),
      ("median", .number(12.345_678, decimals: 2)),
      ("ratio", .number(0.000_123_45, decimals: 4)),
      ("scale", .number(2, decimals: nil)),
      ("negativeZero", .number(-0.001, decimals: 2)),
      ("infinite", .number(.infinity, decimals: 2)),
      ("bytes", .integer(8_294_400)),
      ("settled", .bool(true)),
      ("phases", .array([.null, .object([])])),
    ])
    let text = document.serialized()
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let fields = try #require(object as? [String: Any])
    #expect(fields["title"] as? String == "Say \"hi\"\\ now\n\u{1}/é")
    #expect(fields["median"] as? Double == 12.35)
    #expect(fields["ratio"] as? Double == 0.0001)
    #expect(fields["scale"] as? Int == 2)
    #expect(fields["negativeZero"] as? Double == 0)
    #expect(fields["infinite"] is NSNull)
    #expect(fields["bytes"] as? Int == 8_294_400)
    #expect(fields["settled"] as? Bool == true)
    let phases = try #require(fields["phases"] as? [Any])
    #expect(phases.count == 2 && phases[0] is NSNull)
    #expect(text.contains(#""median" : 12.35,"#))
    #expect(text.contains(#""scale" : 2,"#))
    #expect(!text.contains("-0"))
  }

  @Test("keys are written sorted, whatever order the document gives them in")
  func sortedKeys() {
    let text = JSONValue.object([("b", .integer(1)), ("a", .integer(2))]).serialized()
    #expect(text == "{\n  \"a\" : 2,\n  \"b\" : 1\n}")
  }

  @Test("numbers round half away from zero to the places asked for")
  func rounding() {
    #expect(Decimals.rounded(1.005, decimals: 1) == 1)
    #expect(Decimals.rounded(-2.5, decimals: 0) == -3)
    #expect(Decimals.rounded(123.456, decimals: 2) == 123.46)
    #expect(Decimals.format(123.456, decimals: 2) == "123.46")
    #expect(Decimals.format(-0.001, decimals: 2) == "0.00")
  }
}
