/// Opaque colours as premultiplied ARGB32 pixels.
enum Pixel {
  static let red: UInt32 = 0xFFFF_0000
  static let white: UInt32 = 0xFFFF_FFFF
  static let blue: UInt32 = 0xFF00_00FF
  static let clear: UInt32 = 0
}
