public import StrataKit

/// A clipboard for tests: it keeps its text in memory, as the system's would between
/// applications, and counts what was written and read, so a test can show that a copy
/// reached it (or that a secure field wrote nothing). Set it as a window's
/// `Window.clipboard`.
@MainActor
public final class TestClipboard: Clipboard {
  /// Every text written to the clipboard, oldest first (`nil` for an emptying).
  public private(set) var writes: [String?] = []
  /// How many times the clipboard's text was read.
  public private(set) var readCount = 0
  private var stored: String?

  /// Creates a clipboard holding `string` (none by default).
  public init(string: String? = nil) {
    stored = string
  }

  /// The text on the clipboard; reading counts in ``readCount``, writing is recorded in
  /// ``writes``.
  public var string: String? {
    get {
      readCount += 1
      return stored
    }
    set {
      writes.append(newValue)
      stored = newValue
    }
  }
}
