/// Why a ``PagesContainer`` refused a call. Its state is left as it was.
public enum PagesContainerError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The index is not the index of a page.
  case indexOutOfRange(Int, count: Int)

  /// A sentence that says what was wrong.
  public var description: String {
    switch self {
    case .indexOutOfRange(let index, let count):
      "page index \(index) is out of range (there are \(count) pages)"
    }
  }
}
