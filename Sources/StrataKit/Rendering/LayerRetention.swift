/// What the ``Compositor`` keeps about the views it draws as layers, from frame to frame, for
/// as long as each view is in the window: the layer's identity, content generation and damage,
/// the records of what its views drew (in its own coordinates), and the content its last walk
/// emitted, which a later frame emits again, placed and faded anew, while nothing in the
/// layer's subtree changed.
///
/// A layer out of sight for a while (a page resting beside the visible one) keeps its identity
/// and generation, so that a renderer's pixels of it serve again when it comes back into view;
/// the state of a view that left the window is dropped.
@MainActor
struct LayerRetention {
  /// What is kept about one layer.
  final class State {
    let id: DisplayLayer.ID
    /// The view; a state whose view is gone or out of the window is dropped (and never taken
    /// for another view that got the same object identifier).
    weak var view: View?
    var generation = 0
    /// What changed in the frame that made `generation`, in the layer's coordinates.
    var damage = Rect.null
    var records: [ObjectIdentifier: DamageTracker.Record] = [:]
    var lastFrame: Int
    /// What the last walk of the layer's subtree emitted, from its push to its pop, and the
    /// epoch it was walked in; `nil` when it has to be walked again.
    var retained: Content?

    init(id: DisplayLayer.ID, view: View, frame: Int) {
      self.id = id
      self.view = view
      self.lastFrame = frame
    }
  }

  /// A layer's content as a walk emitted it: reused while nothing in the subtree changed.
  struct Content {
    /// The layer's commands after its ``DisplayCommand/pushLayer(_:)``, to its pop.
    var commands: [DisplayCommand]
    /// The layer as pushed; only its placement and alpha change when it is reused.
    var layer: DisplayLayer
    /// The composition epoch of the walk: a subtree stamped later changed since.
    var epoch: UInt64
    /// The pixels per point and text system the walk drew with.
    var scale: Double
    var textSystem: ObjectIdentifier
    /// The states of the layers nested in it, which the reuse keeps alive.
    var nested: [State]
    /// The layers near sight that its walk found inside it (see ``nearSight``).
    var nearSight: [DisplayLayer.ID] = []
  }

  /// What the walk of one layer's content found inside it.
  struct Inner {
    /// The states of the layers emitted inside it.
    var states: [State] = []
    /// The layers near sight found inside it.
    var nearSight: [DisplayLayer.ID] = []
  }

  /// The last layer identity handed out, process-wide so that no two layers share one: a
  /// renderer may draw the lists of several windows, and keys its cache by identity.
  private static var lastLayerID: UInt64 = 0

  /// Whether a layer whose subtree did not change since its last walk is emitted as that walk
  /// emitted it instead of being walked again; defaults to true.
  var retainsContent = true
  /// How many layers the frame emitted from their last walk.
  private(set) var reusedCount = 0
  private var states: [ObjectIdentifier: State] = [:]
  /// For each layer being walked, what was found inside it so far.
  private var nested: [Inner] = []
  private var frameNumber = 0
  /// The layers out of sight in this frame whose views are still drawn as layers and lie
  /// within one clip's size of what shows (the page beside the visible one): what the next
  /// motion shows first.
  private(set) var nearSight: [DisplayLayer.ID] = []

  /// The view each layer identity stands for, as object identifiers.
  var layerViews: [DisplayLayer.ID: ObjectIdentifier] {
    Dictionary(uniqueKeysWithValues: states.map { ($0.value.id, $0.key) })
  }

  /// Starts frame `frameNumber`.
  mutating func beginFrame(_ frameNumber: Int) {
    self.frameNumber = frameNumber
    reusedCount = 0
    nearSight = []
  }

  /// Ends the frame composed for `window`: returns the layers not emitted whose views are
  /// still in it (out of sight), and forgets those whose views left.
  mutating func endFrame(in window: Window) -> [DisplayLayer.ID] {
    var outOfSight: [DisplayLayer.ID] = []
    var dropped: [ObjectIdentifier] = []
    for (identifier, state) in states where state.lastFrame != frameNumber {
      if state.view?.window === window {
        outOfSight.append(state.id)
      } else {
        dropped.append(identifier)
      }
    }
    for identifier in dropped { states[identifier] = nil }
    return outOfSight
  }

  /// The content `view`'s layer emitted in its last walk, when it can be emitted again: the
  /// view was not stamped since (its `drawingStamp`), and the scale and text system are the
  /// same. Counts it, and the layers nested in it, as emitted in this frame.
  mutating func reusableContent(
    of view: View, scale: Double, textSystem: any TextSystem
  ) -> Content? {
    guard retainsContent, let state = states[ObjectIdentifier(view)], state.view === view,
      let retained = state.retained, view.drawingStamp <= retained.epoch,
      retained.scale == scale, retained.textSystem == ObjectIdentifier(textSystem)
    else { return nil }
    reusedCount += 1
    state.lastFrame = frameNumber
    for inner in retained.nested { inner.lastFrame = frameNumber }
    nearSight += retained.nearSight
    noteEmitted(state, inner: Inner(states: retained.nested, nearSight: retained.nearSight))
    return retained
  }

  /// The state of the layer `view` is drawn as, made when it becomes one, marked as emitted in
  /// this frame and with no retained content (its subtree is being walked again).
  mutating func state(for view: View) -> State {
    let identifier = ObjectIdentifier(view)
    let state: State
    if let existing = states[identifier], existing.view === view {
      state = existing
    } else {
      Self.lastLayerID += 1
      state = State(
        id: DisplayLayer.ID(rawValue: Self.lastLayerID), view: view, frame: frameNumber)
      states[identifier] = state
    }
    state.lastFrame = frameNumber
    state.retained = nil
    return state
  }

  /// Starts walking a layer's content: the layers emitted inside it are collected.
  mutating func beginContent() {
    nested.append(Inner())
  }

  /// Ends walking a layer's content; returns what was found inside it.
  mutating func endContent() -> Inner {
    nested.removeLast()
  }

  /// Counts `state` and what was found inside it as emitted inside the layer being walked, if
  /// any.
  mutating func noteEmitted(_ state: State, inner: Inner) {
    guard !nested.isEmpty else { return }
    nested[nested.count - 1].states.append(state)
    nested[nested.count - 1].states += inner.states
    nested[nested.count - 1].nearSight += inner.nearSight
  }

  /// Notes that `view`, culled in this frame although it is still drawn as a layer, lies near
  /// sight (see ``nearSight``), when it was drawn as a layer before and kept its identity.
  mutating func noteNearSight(_ view: View) {
    guard let state = states[ObjectIdentifier(view)], state.view === view,
      state.lastFrame != frameNumber
    else { return }
    nearSight.append(state.id)
    if !nested.isEmpty { nested[nested.count - 1].nearSight.append(state.id) }
  }

  /// Whether `view` was drawn as a layer before and kept its identity.
  func hasLayer(for view: View) -> Bool {
    states[ObjectIdentifier(view)]?.view === view
  }
}
