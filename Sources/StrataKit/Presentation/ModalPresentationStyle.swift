/// How a presented view controller shows, as `UIModalPresentationStyle`.
///
/// A sheet (``pageSheet``, ``formSheet``) is a card centred over a dimmed backdrop in a
/// regular-width window and covers the window below a 10-point inset in a compact one; a person
/// drags it down, or presses Escape, to dismiss it. A full-screen presentation covers the
/// window and makes the presenter disappear; an over-full-screen one covers it and leaves the
/// presenter on screen beneath.
public enum ModalPresentationStyle: String, Sendable, Hashable, Codable {
  /// The system's choice: a page sheet.
  case automatic
  /// Covers the window; the presenter disappears.
  case fullScreen
  /// Covers the window; the presenter stays on screen beneath (the presented view may be
  /// partly transparent).
  case overFullScreen
  /// A wide card: 704 points wide (at most the window less 20 points each side) and the
  /// window's height less 20 points above and below, in a regular-width window.
  case pageSheet
  /// A smaller card: 540×620 points (at most the window less 20 points each side), in a
  /// regular-width window.
  case formSheet
}
