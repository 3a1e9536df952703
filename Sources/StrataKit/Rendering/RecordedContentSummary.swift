/// What the compositor needs every frame from a view's recorded content, worked out once per
/// recording: a hash of it, for the view's fingerprint, and the rectangle it draws in.
struct RecordedContentSummary {
  /// The hash of the commands.
  let hash: Int
  /// The union of the commands' extents, in the view's coordinates; ``Rect/null`` when there
  /// are none, `nil` when one of them can draw anywhere (it has no extent).
  let extent: Rect?

  init(_ content: [DisplayCommand]) {
    var hasher = Hasher()
    hasher.combine(content)
    hash = hasher.finalize()
    var extent: Rect? = .null
    for command in content {
      guard let rect = command.extent, let union = extent else {
        extent = nil
        break
      }
      extent = union.union(rect)
    }
    self.extent = extent
  }
}
