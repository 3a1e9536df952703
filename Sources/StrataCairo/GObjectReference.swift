import CCairo

/// Owns one reference to a GLib object (a Pango font map, context or layout) and releases it
/// with `g_object_unref` when it goes away.
final class GObjectReference {
  private let object: UnsafeMutableRawPointer

  /// Takes over a reference the caller already holds (from a `…_new` call).
  init(adopting object: UnsafeMutableRawPointer) {
    self.object = object
  }

  deinit {
    g_object_unref(object)
  }

  /// Calls `body` with the object's pointer, which must not escape the call.
  func withUnsafeObject<Result>(_ body: (UnsafeMutableRawPointer) throws -> Result) rethrows
    -> Result
  {
    try body(object)
  }
}
