/// What the ``Compositor`` remembers from one frame to the next of where each thing drew, in
/// each coordinate space it walks (the window's, or a layer's), and what changed since.
///
/// Everything that draws (a view's own drawing, a layer as a whole, the focus ring) goes
/// through one ``record(_:fingerprint:clip:isPainted:damageIfUnchanged:rect:)``: a fingerprint
/// of what it draws and where, and the rectangle it covers. When the fingerprint is the one of
/// the last frame, nothing changed there; when it differs, appeared or went away, its old and
/// new rectangles are damaged.
struct DamageTracker {
  /// Where something drew in a frame, and a fingerprint of how.
  struct Record {
    var fingerprint: Int
    var rect: Rect
  }

  /// The records of one coordinate space being walked: the window, or a layer.
  private struct Scope {
    /// The records of the last frame.
    var records: [ObjectIdentifier: Record]
    /// The records of this frame so far.
    var newRecords: [ObjectIdentifier: Record] = [:]
    /// What changed in this frame so far, in the scope's coordinates.
    var damage = Rect.null
    /// The thing that drew last in this frame so far, where it shows: each fingerprint holds
    /// the one painted before it, so that siblings that change places damage where they are.
    /// A thing that shows nothing (clipped away) is not counted, so that one appearing or
    /// leaving out of sight (a page loaded beside the visible one) damages nothing.
    var previous: ObjectIdentifier?
  }

  /// The union of rectangles taken in any order, such as a dictionary's: it keeps their
  /// extreme edges and makes the rectangle once. A chain of unions rounds the width at every
  /// step, differently for each order, so two walks of the same views could disagree in the
  /// last bit.
  struct Extent {
    private var minX = Double.infinity
    private var minY = Double.infinity
    private var maxX = -Double.infinity
    private var maxY = -Double.infinity

    mutating func add(_ rect: Rect) {
      guard !rect.isNull else { return }
      let rect = rect.standardized
      minX = min(minX, rect.minX)
      minY = min(minY, rect.minY)
      maxX = max(maxX, rect.maxX)
      maxY = max(maxY, rect.maxY)
    }

    /// The rectangle from the edges; ``Rect/null`` when none was added.
    var rect: Rect {
      guard minX.isFinite, minY.isFinite else { return .null }
      return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
  }

  /// The scopes being walked, the innermost last.
  private var scopes: [Scope] = []

  /// The thing painted last in the innermost scope so far, where it shows: what the next
  /// record's fingerprint takes as the thing painted before it. A view that clips its subviews
  /// sets it back after them, so that what follows it sees the view and its subviews as one
  /// piece: rows that come and go in a scrolling list leave the bar painted over it as it
  /// was, while a change inside the piece damages where it is by its own records.
  var lastPainted: ObjectIdentifier? {
    get { scopes[scopes.count - 1].previous }
    set { scopes[scopes.count - 1].previous = newValue }
  }

  /// Starts walking a coordinate space whose last frame left `records`.
  mutating func beginScope(records: [ObjectIdentifier: Record]) {
    scopes.append(Scope(records: records))
  }

  /// Ends the innermost scope: what drew there in the last frame and not in this one is
  /// damaged too. Returns this frame's records, to begin the scope with next frame, and the
  /// scope's damage.
  mutating func endScope() -> (records: [ObjectIdentifier: Record], damage: Rect) {
    var scope = scopes.removeLast()
    var gone = Extent()
    for (key, record) in scope.records where scope.newRecords[key] == nil {
      gone.add(record.rect)
    }
    scope.damage = scope.damage.union(gone.rect)
    return (scope.newRecords, scope.damage)
  }

  /// Adds `damage` (in the innermost scope's coordinates) to the innermost scope's.
  mutating func damage(_ damage: Rect) {
    scopes[scopes.count - 1].damage = scopes[scopes.count - 1].damage.union(damage)
  }

  /// Records that `key` draws in the innermost scope, under `clip`, as `fingerprint` (to which
  /// what was painted before it is added) says.
  ///
  /// When the fingerprint is last frame's, the old record stands and only `unchangedDamage`
  /// (what changed inside something drawn as a whole, such as a layer) is damaged; otherwise
  /// `rect()` is where it draws now, and its old and new rectangles are damaged. When
  /// `isPainted`, it becomes what was painted last wherever it shows.
  mutating func record(
    _ key: ObjectIdentifier, fingerprint: Hasher, clip: Rect, isPainted: Bool,
    damageIfUnchanged unchangedDamage: Rect = .null, rect: () -> Rect
  ) {
    let top = scopes.count - 1
    var hasher = fingerprint
    hasher.combine(scopes[top].previous)
    let fingerprint = hasher.finalize()
    let old = scopes[top].records[key]
    if let old, old.fingerprint == fingerprint {
      if isPainted, Self.shows(old.rect, in: clip) { scopes[top].previous = key }
      scopes[top].newRecords[key] = old
      if !unchangedDamage.isNull { damage(unchangedDamage) }
      return
    }
    let rect = rect()
    if isPainted, Self.shows(rect, in: clip) { scopes[top].previous = key }
    if let old { damage(old.rect) }
    damage(rect)
    scopes[top].newRecords[key] = Record(fingerprint: fingerprint, rect: rect)
  }

  /// Whether a record's rectangle `rect` (already within `clip`) shows more than the one-point
  /// margin that records keep around what they draw for anti-aliasing: a view laid just
  /// outside the clip (the page beside the visible one) reaches into it only by that margin.
  private static func shows(_ rect: Rect, in clip: Rect) -> Bool {
    let inner = clip.insetBy(dx: 1, dy: 1)
    return inner.isEmpty ? !rect.isEmpty : !rect.intersection(inner).isEmpty
  }

  /// `clip` with its edges rounded to 2⁻²⁰ of a point, for fingerprints: a clip worked out
  /// through a scroll view's moving bounds carries rounding noise (such as 2 × 10⁻¹³ for 0)
  /// that changes from frame to frame while the clip stays where it was, and would otherwise
  /// damage everything under it every frame.
  static func fingerprintable(_ clip: Rect) -> Rect {
    guard !clip.isNull, clip.minX.isFinite, clip.minY.isFinite, clip.maxX.isFinite,
      clip.maxY.isFinite
    else { return clip }
    let grid = 1_048_576.0
    let minX = (clip.minX * grid).rounded() / grid
    let minY = (clip.minY * grid).rounded() / grid
    let maxX = (clip.maxX * grid).rounded() / grid
    let maxY = (clip.maxY * grid).rounded() / grid
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
