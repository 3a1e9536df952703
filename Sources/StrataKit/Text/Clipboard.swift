/// A place to copy text to and paste it from, as `UIPasteboard`'s string.
///
/// A window's ``Window/clipboard`` is the one its text fields cut, copy and paste through:
/// an in-memory one (``MemoryClipboard``) by default, the system's in a windowed application
/// (`StrataSDL`'s, through SDL), a recording one in tests.
@MainActor
public protocol Clipboard: AnyObject {
  /// The text on the clipboard, or `nil` when it holds none; setting it replaces what it
  /// held (`nil` empties it).
  var string: String? { get set }
}
