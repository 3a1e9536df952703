/// A JSON document built in code, with object keys kept in the order they were given so that
/// the output is stable from run to run.
enum JSONValue: Sendable {
  /// An object: keys and values, in order.
  case object([(String, JSONValue)])
  /// An array.
  case array([JSONValue])
  /// A number, written with a fixed number of decimals; `nil` decimals writes an integer.
  case number(Double, decimals: Int?)
  /// A string.
  case string(String)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null

  /// An integer.
  static func integer(_ value: Int) -> JSONValue { .number(Double(value), decimals: nil) }

  /// The document as text, indented by two spaces per level, ending without a newline.
  ///
  /// - Complexity: O(n) in the size of the document.
  func serialized() -> String {
    var output = ""
    write(into: &output, indent: 0)
    return output
  }

  private func write(into output: inout String, indent: Int) {
    let padding = String(repeating: " ", count: indent + 2)
    switch self {
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      for (index, (key, value)) in members.enumerated() {
        output += padding + Self.quoted(key) + ": "
        value.write(into: &output, indent: indent + 2)
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "}"
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += padding
        element.write(into: &output, indent: indent + 2)
        output += index == elements.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "]"
    case .number(let value, let decimals):
      output += value.isFinite ? Decimals.format(value, decimals: decimals ?? 0) : "null"
    case .string(let text):
      output += Self.quoted(text)
    case .bool(let flag):
      output += flag ? "true" : "false"
    case .null:
      output += "null"
    }
  }

  /// `text` as a JSON string literal, with quotes, backslashes and control characters
  /// escaped.
  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
