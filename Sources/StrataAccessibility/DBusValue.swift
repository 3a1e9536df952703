/// A D-Bus value as plain Swift data: what the AT-SPI object model answers and reads, so that
/// it is tested without a bus. ``GVariantConversion`` is the one place it meets GLib.
enum DBusValue: Sendable, Hashable {
  /// A string (`s`).
  case string(String)
  /// An object path (`o`).
  case objectPath(String)
  /// A signed 32-bit integer (`i`).
  case int32(Int32)
  /// An unsigned 32-bit integer (`u`).
  case uint32(UInt32)
  /// A boolean (`b`).
  case boolean(Bool)
  /// A double (`d`).
  case double(Double)
  /// A structure of its members, in order (`(…)`).
  indirect case tuple([DBusValue])
  /// An array whose elements have the type `elementType` (`a…`), given so that an empty array
  /// is typed.
  indirect case array(elementType: String, [DBusValue])
  /// A dictionary entry (`{…}`), only inside an array.
  indirect case dictEntry(key: DBusValue, value: DBusValue)
  /// A value of any type in a box (`v`).
  indirect case variant(DBusValue)

  /// The value's D-Bus type signature.
  var signature: String {
    switch self {
    case .string: "s"
    case .objectPath: "o"
    case .int32: "i"
    case .uint32: "u"
    case .boolean: "b"
    case .double: "d"
    case .tuple(let members): "(" + members.map(\.signature).joined() + ")"
    case .array(let elementType, _): "a" + elementType
    case .dictEntry(let key, let value): "{" + key.signature + value.signature + "}"
    case .variant: "v"
    }
  }

  /// A reference to an accessible object: the bus name of its application and its path, as
  /// AT-SPI passes objects (`(so)`).
  static func reference(busName: String, path: String) -> DBusValue {
    .tuple([.string(busName), .objectPath(path)])
  }

  /// An array of strings (`as`).
  static func strings(_ strings: [String]) -> DBusValue {
    .array(elementType: "s", strings.map(DBusValue.string))
  }

  /// The value as a signed integer, when it is one of the integer kinds (and fits).
  var intValue: Int? {
    switch self {
    case .int32(let value): Int(value)
    case .uint32(let value): Int(value)
    case .variant(let inner): inner.intValue
    default: nil
    }
  }

  /// The value as a double, when it is a number.
  var doubleValue: Double? {
    switch self {
    case .double(let value): value
    case .variant(let inner): inner.doubleValue
    default: intValue.map(Double.init)
    }
  }

  /// The value as a string, when it is a string or an object path.
  var stringValue: String? {
    switch self {
    case .string(let value), .objectPath(let value): value
    case .variant(let inner): inner.stringValue
    default: nil
    }
  }

  /// The members of a structure, or the elements of an array; empty for anything else.
  var members: [DBusValue] {
    switch self {
    case .tuple(let members), .array(_, let members): members
    default: []
    }
  }
}
