/// Walks a window's view tree and emits its display list.
///
/// Per view, in order: its transform, its clip when it clips to bounds, an opacity group when
/// its alpha is below 1 and it has more than one thing to draw (a single drawing is faded
/// directly), its shadow, background, border, its cached content (recorded by `draw(in:)` only
/// when stale), its subviews, then, on the window's focused view while the focus came from the
/// keyboard, the focus ring: a 2-point stroke in the window's tint just inside its bounds,
/// above its content and subviews, under its clip and opacity. Hidden and fully transparent
/// views are skipped with their subtrees.
///
/// The ring has a record of its own (not the view's), so that it appearing, moving to another
/// view or leaving damages its old and new rectangles only; the window marks the views it
/// leaves and reaches as changed, so a retained layer around either is walked again.
///
/// It also tracks damage: for every view that draws, a fingerprint of what it draws and where
/// (its window transform, accumulated opacity, clip, own commands and the view drawn just
/// before it, so that a change of paint order counts) and the window-space
/// rectangle it covers. The damage of a frame is the union of the old and new rectangles of the
/// views whose fingerprint changed, appeared or disappeared.
///
/// A view that is a layer (``View/shouldRasterize``, or a subview its superview's
/// `rasterizesSubviewWhileMoving` names) and whose transform to the window is a translation is
/// emitted as ``DisplayCommand/pushLayer(_:)`` instead of a transform: its position snapped to
/// whole device pixels, its alpha applied to the layer as a whole, its content recorded in its
/// own coordinates. Its views' fingerprints and rectangles are kept in those coordinates, so
/// moving the layer changes none of them: the window's damage gets the layer's old and new
/// rectangles when it moves (or its alpha or clip change) and, when something inside changes,
/// only that part; the layer carries its inner damage and a generation for the renderer.
@MainActor
struct Compositor {
  /// What the walk carries down the tree. Coordinates are the scope's: the window's, or the
  /// layer's that the view is drawn in.
  private struct Environment {
    var toScope: AffineTransform
    var opacity: Double
    var clip: Rect
  }

  /// The clip a layer's content starts with: everything (a layer's content is not clipped by
  /// what is around it).
  private static let unclipped = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)

  /// How many views ran `draw(in:)` during the last composition.
  private(set) var recordedViewCount = 0
  /// The window-space rectangle that changed in the last composition (``Rect/null`` when
  /// nothing did).
  private(set) var damage = Rect.null
  private var windowRecords: [ObjectIdentifier: DamageTracker.Record] = [:]
  /// Where things drew in the scopes being walked, and what changed.
  private var tracker = DamageTracker()
  /// The views drawn as layers: their identities, generations and retained content.
  private var retention = LayerRetention()
  private var frameNumber = 0
  private var scale = 1.0
  private var lastWindowSize: Size?
  /// The composition epoch of the walk in progress (see ``View/beginDrawingEpoch()``).
  private var epoch: UInt64 = 0
  /// Whether a layer whose subtree did not change since its last walk is emitted as that walk
  /// emitted it instead of being walked again; defaults to true. The list is the same either
  /// way (a window that verifies composition checks that it is).
  var retainsLayerContent: Bool {
    get { retention.retainsContent }
    set { retention.retainsContent = newValue }
  }
  /// How many layers the last composition emitted from their last walk.
  var reusedLayerCount: Int { retention.reusedCount }

  /// The key of the focus ring's record: a scope has at most one ring, as a window has one
  /// focused view.
  private static let focusRingKey = ObjectIdentifier(FocusRingRecordKey.self)
  /// The view that draws the focus ring in the composition in progress, and its colour.
  private var focusRing: (view: View, color: Color)?

  /// The view each layer identity stands for, as object identifiers.
  var layerViews: [DisplayLayer.ID: ObjectIdentifier] { retention.layerViews }

  mutating func compose(_ window: Window) -> DisplayList {
    recordedViewCount = 0
    frameNumber += 1
    retention.beginFrame(frameNumber)
    epoch = View.beginDrawingEpoch()
    scale = window.scale
    focusRing = window.focusRingView.map { ($0, window.tintColor) }
    defer { focusRing = nil }
    tracker = DamageTracker()
    tracker.beginScope(records: windowRecords)
    var commands: [DisplayCommand] = []
    let everything = Rect(origin: .zero, size: window.bounds.size)
    let environment = Environment(toScope: .identity, opacity: 1, clip: everything)
    emit(
      window, presentation: window.presentation, textSystem: window.textSystem, isRoot: true,
      wantsLayer: window.shouldRasterize, environment: environment, into: &commands)
    (windowRecords, damage) = tracker.endScope()
    let outOfSight = retention.endFrame(in: window)
    let nearSight = retention.nearSight
    if lastWindowSize != window.bounds.size {
      damage = everything
      lastWindowSize = window.bounds.size
    }
    damage = damage.intersection(everything)
    if !damage.isNull { damage = damage.integral }
    // Only layers still out of sight at the frame's end (not one whose view left the window).
    let stillNear = nearSight.isEmpty ? [] : nearSight.filter(Set(outOfSight).contains)
    return DisplayList(
      commands: commands, layersOutOfSight: outOfSight, layersNearSight: stillNear)
  }

  /// The layers `views` would be, each as a top-level layer placed where it is in `window`,
  /// with the identities and generations this compositor gives them (made now for a view never
  /// drawn as a layer): what a host rasterises before the window rests, so that the motion
  /// that first shows them does not. Their content is retained as a walk's is, so that a frame
  /// that draws one of them as a layer while nothing in it changed reuses it, with the same
  /// identity and generation. The window's damage and records stay as they are. A view not in
  /// `window`, hidden or faded out (or under an ancestor that is), or whose transform to the
  /// window is not a translation, is left out.
  mutating func composeLayers(of views: [View], in window: Window) -> DisplayList {
    epoch = View.beginDrawingEpoch()
    scale = window.scale
    let windowTracker = tracker
    defer { tracker = windowTracker }
    tracker = DamageTracker()
    tracker.beginScope(records: [:])
    let environment = Environment(toScope: .identity, opacity: 1, clip: Self.unclipped)
    var commands: [DisplayCommand] = []
    for view in views where view.window === window {
      guard let toWindow = Self.visibleTransform(of: view, in: window),
        let placed = snappedTranslation(toWindow),
        let drawing = drawing(
          of: view, presentation: view.presentation, textSystem: window.textSystem)
      else { continue }
      emitLayer(
        drawing, placed: placed, textSystem: window.textSystem, environment: environment,
        into: &commands)
    }
    _ = tracker.endScope()
    return DisplayList(commands: commands)
  }

  /// The transform from `view`'s coordinates to `window`'s, through the presentations of it
  /// and its ancestors (`presentationTransformToWindow`); `nil` when one of them is hidden or
  /// fully transparent, or it is not in `window`.
  private static func visibleTransform(of view: View, in window: Window) -> AffineTransform? {
    var current = view
    while current !== window {
      guard !current.isHidden, current.presentation.alpha > 0, let superview = current.superview
      else { return nil }
      current = superview
    }
    return view.presentationTransformToWindow
  }

  /// What a view draws in a frame, gathered before it is emitted.
  private struct Drawing {
    let view: View
    /// Its presentation bounds and alpha.
    let bounds: Rect
    let alpha: Double
    /// Its shadow, background, border and recorded content, in that order.
    var own: [DisplayCommand]
    /// How many of `own`'s last commands are its recorded content, and their hash.
    let content: (count: Int, hash: Int)
    /// Its shadow, at its presentation opacity.
    let shadow: Shadow
    /// Its subviews that are not hidden, with their presentations.
    let subviews: [(view: View, presentation: ViewPresentation)]
    /// The focus ring it draws over its content and subviews, if any.
    let ring: DisplayCommand?
  }

  /// Emits `view`, drawn with `presentation` (computed once by the caller, which needed it to
  /// decide whether the view is visible), and its subtree; as a layer when `wantsLayer` and
  /// its transform to the scope is a translation.
  private mutating func emit(
    _ view: View, presentation: ViewPresentation, textSystem: any TextSystem, isRoot: Bool,
    wantsLayer: Bool, environment: Environment, into commands: inout [DisplayCommand]
  ) {
    guard !view.isHidden, presentation.alpha > 0 else { return }
    let transform = isRoot ? AffineTransform.identity : presentation.transformToSuperview
    let toScope = transform.concatenating(environment.toScope)
    // Where the view is placed as a layer; `nil` when it is not one.
    let placed = wantsLayer ? snappedTranslation(toScope) : nil
    if let placed, !isRoot,
      emitRetainedLayer(
        view, alpha: presentation.alpha, placed: placed, textSystem: textSystem,
        environment: environment, into: &commands)
    {
      return
    }
    guard let drawing = drawing(of: view, presentation: presentation, textSystem: textSystem)
    else { return }
    if let placed {
      emitLayer(
        drawing, placed: placed, textSystem: textSystem, environment: environment,
        into: &commands)
    } else {
      emitView(
        drawing, transform: transform, textSystem: textSystem, environment: environment,
        into: &commands)
    }
  }

  /// What `view` draws with `presentation`; `nil` when it draws nothing and has no visible
  /// subview.
  private mutating func drawing(
    of view: View, presentation: ViewPresentation, textSystem: any TextSystem
  ) -> Drawing? {
    let content = cachedContent(of: view, textSystem: textSystem)
    let contentHash = summary(of: view, content: content).hash
    let bounds = presentation.bounds
    var own: [DisplayCommand] = []
    var shadow = view.shadow
    shadow.opacity = presentation.shadowOpacity
    if shadow.isVisible, !view.clipsToBounds {
      own.append(.shadow(shadow, rect: bounds, cornerRadius: view.cornerRadius))
    }
    if let background = presentation.backgroundColor, !background.isClear {
      own.append(.fillRect(bounds, cornerRadius: view.cornerRadius, color: background))
    }
    if view.borderWidth > 0, !view.borderColor.isClear {
      let inset = view.borderWidth / 2
      own.append(
        .strokeRect(
          bounds.insetBy(dx: inset, dy: inset),
          cornerRadius: max(0, view.cornerRadius - inset), color: view.borderColor,
          lineWidth: view.borderWidth))
    }
    own.append(contentsOf: content)
    // One pass, one array: this runs for every view of every frame.
    var visibleSubviews: [(view: View, presentation: ViewPresentation)] = []
    visibleSubviews.reserveCapacity(view.subviews.count)
    for subview in view.subviews where !subview.isHidden {
      let presentation = subview.presentation
      if presentation.alpha > 0 { visibleSubviews.append((subview, presentation)) }
    }
    let ring = focusRingCommand(for: view, bounds: bounds)
    if own.isEmpty && visibleSubviews.isEmpty && ring == nil { return nil }
    return Drawing(
      view: view, bounds: bounds, alpha: presentation.alpha, own: own,
      content: (content.count, contentHash), shadow: shadow, subviews: visibleSubviews,
      ring: ring)
  }

  /// Emits `drawing`'s view, not as a layer: its transform to its superview (`transform`),
  /// clip and opacity pushed around what it draws and its subviews, when they draw anything.
  private mutating func emitView(
    _ drawing: Drawing, transform: AffineTransform, textSystem: any TextSystem,
    environment: Environment, into commands: inout [DisplayCommand]
  ) {
    var drawing = drawing
    let view = drawing.view
    let start = commands.count
    var inner = environment
    inner.toScope = transform.concatenating(environment.toScope)
    inner.opacity *= drawing.alpha
    if view.clipsToBounds {
      inner.clip = inner.clip.intersection(drawing.bounds.applying(inner.toScope))
    }
    if !drawing.own.isEmpty { record(drawing, environment: inner) }
    let pushesTransform = !transform.isIdentity
    if pushesTransform { commands.append(.pushTransform(transform)) }
    if view.clipsToBounds {
      commands.append(.pushClip(drawing.bounds, cornerRadius: view.cornerRadius))
    }
    var pushesOpacity = false
    if drawing.alpha < 1 {
      if drawing.subviews.isEmpty, drawing.ring == nil, drawing.own.count == 1,
        let faded = drawing.own[0].fading(by: drawing.alpha)
      {
        drawing.own[0] = faded
      } else {
        pushesOpacity = true
        commands.append(.pushOpacity(drawing.alpha))
      }
    }
    commands.append(contentsOf: drawing.own)
    let beforeSubviews = commands.count
    let paintedBeforeSubviews = tracker.lastPainted
    emitSubviews(
      of: view, drawing.subviews, textSystem: textSystem, environment: inner, into: &commands)
    // Its subviews lie inside it: what follows sees the view and them as one piece.
    if view.clipsToBounds { tracker.lastPainted = paintedBeforeSubviews }
    if let ring = drawing.ring {
      commands.append(ring)
      recordFocusRing(ring, environment: inner)
    }
    if drawing.own.isEmpty, commands.count == beforeSubviews {
      // Nothing below drew: drop the pushes instead of emitting an empty group.
      commands.removeSubrange(start...)
      return
    }
    if pushesOpacity { commands.append(.pop) }
    if view.clipsToBounds { commands.append(.pop) }
    if pushesTransform { commands.append(.pop) }
  }

  /// Emits the subviews of `view` that are not culled, each as a layer when `view` says so.
  private mutating func emitSubviews(
    of view: View, _ subviews: [(view: View, presentation: ViewPresentation)],
    textSystem: any TextSystem, environment: Environment, into commands: inout [DisplayCommand]
  ) {
    let layerRule = view.rasterizesSubviewWhileMoving
    for subview in subviews {
      if let extent = cullingExtent(
        of: subview.view, presentation: subview.presentation, textSystem: textSystem,
        environment: environment), !extent.intersects(environment.clip)
      {
        // Out of sight. One that is still a layer and lies within one clip's size of what
        // shows (the page beside the visible one) is what the next motion shows first.
        let clip = environment.clip
        if retention.hasLayer(for: subview.view),
          extent.intersects(clip.insetBy(dx: -clip.width, dy: -clip.height)),
          subview.view.shouldRasterize || (layerRule?(subview.view) ?? false)
        {
          retention.noteNearSight(subview.view)
        }
        continue
      }
      let wantsLayer = subview.view.shouldRasterize || (layerRule?(subview.view) ?? false)
      emit(
        subview.view, presentation: subview.presentation, textSystem: textSystem, isRoot: false,
        wantsLayer: wantsLayer, environment: environment, into: &commands)
    }
  }

  /// Emits `drawing`'s view as a layer placed by `placed` (its transform to the scope, a
  /// translation snapped to device pixels): its content in its own coordinates, recorded in a
  /// scope of its own, and one record in the enclosing scope for the layer as a whole.
  private mutating func emitLayer(
    _ drawing: Drawing, placed: AffineTransform, textSystem: any TextSystem,
    environment: Environment, into commands: inout [DisplayCommand]
  ) {
    let view = drawing.view
    let state = retention.state(for: view)
    var inner = Environment(toScope: .identity, opacity: 1, clip: Self.unclipped)
    if view.clipsToBounds { inner.clip = drawing.bounds }
    let isOpaque =
      view.cornerRadius == 0 && (view.presentation.backgroundColor?.alpha ?? 0) >= 1
    tracker.beginScope(records: state.records)
    let start = commands.count
    commands.append(.pop)  // The layer's push, written once its content is known.
    if !drawing.own.isEmpty { record(drawing, environment: inner) }
    if view.clipsToBounds {
      commands.append(.pushClip(drawing.bounds, cornerRadius: view.cornerRadius))
    }
    commands.append(contentsOf: drawing.own)
    let beforeSubviews = commands.count
    retention.beginContent()
    emitSubviews(
      of: view, drawing.subviews, textSystem: textSystem, environment: inner, into: &commands)
    if let ring = drawing.ring {
      commands.append(ring)
      recordFocusRing(ring, environment: inner)
    }
    let found = retention.endContent()
    let scope = tracker.endScope()
    if drawing.own.isEmpty, commands.count == beforeSubviews {
      commands.removeSubrange(start...)
      return
    }
    if view.clipsToBounds { commands.append(.pop) }
    commands.append(.pop)
    retention.noteEmitted(state, inner: found)
    var drawn = DamageTracker.Extent()
    for record in scope.records.values { drawn.add(record.rect) }
    let extent = drawn.rect
    state.records = scope.records
    if !scope.damage.isNull {
      state.generation += 1
      state.damage = scope.damage
    }
    let layer = DisplayLayer(
      id: state.id, transform: placed.concatenating(environment.toScope.inverted()),
      alpha: drawing.alpha, bounds: extent, scale: scale, generation: state.generation,
      damage: state.damage, opaqueRect: isOpaque ? drawing.bounds : .null)
    commands[start] = .pushLayer(layer)
    if retention.retainsContent {
      state.retained = LayerRetention.Content(
        commands: Array(commands[(start + 1)...]), layer: layer, epoch: epoch, scale: scale,
        textSystem: ObjectIdentifier(textSystem), nested: found.states,
        nearSight: found.nearSight)
    }
    recordPlacement(
      of: view, extent: extent, placed: placed, alpha: drawing.alpha,
      innerDamage: scope.damage, environment: environment)
  }

  /// Emits `view` as its layer's last walk emitted it, placed by `placed` and faded by
  /// `alpha`, when nothing in its subtree changed since (and the scale and text system are the
  /// same); returns whether it did.
  private mutating func emitRetainedLayer(
    _ view: View, alpha: Double, placed: AffineTransform, textSystem: any TextSystem,
    environment: Environment, into commands: inout [DisplayCommand]
  ) -> Bool {
    guard let retained = retention.reusableContent(of: view, scale: scale, textSystem: textSystem)
    else { return false }
    var layer = retained.layer
    layer.transform = placed.concatenating(environment.toScope.inverted())
    layer.alpha = alpha
    commands.append(.pushLayer(layer))
    commands.append(contentsOf: retained.commands)
    recordPlacement(
      of: view, extent: layer.bounds, placed: placed, alpha: alpha, innerDamage: .null,
      environment: environment)
    return true
  }

  /// Records a layer as a whole in the enclosing scope: where it is placed, its alpha, the clip
  /// around it and its `extent`; damages its old and new rectangles when any of them changed,
  /// else only `innerDamage` (what changed inside it, in its coordinates).
  private mutating func recordPlacement(
    of view: View, extent: Rect, placed: AffineTransform, alpha: Double, innerDamage: Rect,
    environment: Environment
  ) {
    var hasher = Hasher()
    hasher.combine("layer")
    hasher.combine(placed)
    hasher.combine(environment.opacity * alpha)
    hasher.combine(DamageTracker.fingerprintable(environment.clip))
    hasher.combine(extent)
    tracker.record(
      ObjectIdentifier(view), fingerprint: hasher, clip: environment.clip, isPainted: true,
      damageIfUnchanged: innerDamage.isNull
        ? .null : innerDamage.applying(placed).intersection(environment.clip)
    ) {
      extent.applying(placed).intersection(environment.clip)
    }
  }

  /// `transform` with its translation rounded to whole device pixels, when it is a finite
  /// translation; `nil` otherwise (a view scaled or rotated is not drawn as a layer).
  private func snappedTranslation(_ transform: AffineTransform) -> AffineTransform? {
    let tolerance = 1e-9
    guard transform.isFinite, abs(transform.a - 1) < tolerance, abs(transform.d - 1) < tolerance,
      abs(transform.b) < tolerance, abs(transform.c) < tolerance, scale > 0, scale.isFinite
    else { return nil }
    return AffineTransform(
      translationX: (transform.tx * scale).rounded() / scale,
      y: (transform.ty * scale).rounded() / scale)
  }

  /// Where `view` and its subtree can draw, in the coordinates of the scope being walked, when
  /// that is known, so that the view can be skipped where it lies wholly outside the clip it
  /// would be drawn in (culled); `nil` when it cannot be culled. Only views whose subtree
  /// cannot reach outside their own rectangle are culled: views that clip to their bounds, and
  /// views without subviews or shadow (whose content could overflow: it counts). A view whose
  /// content is stale and that does not clip records it first, so that it is culled by what it
  /// draws on the first frame as on the next.
  private mutating func cullingExtent(
    of view: View, presentation: ViewPresentation, textSystem: any TextSystem,
    environment: Environment
  ) -> Rect? {
    guard view.clipsToBounds || view.subviews.isEmpty else { return nil }
    guard !view.shadow.isVisible else { return nil }
    let toWindow = presentation.transformToSuperview.concatenating(environment.toScope)
    var extent = presentation.bounds
    if !view.clipsToBounds {
      let content = cachedContent(of: view, textSystem: textSystem)
      guard let drawn = summary(of: view, content: content).extent else { return nil }
      extent = extent.union(drawn)
    }
    return extent.applying(toWindow)
  }

  /// Remembers where `drawing`'s view draws now, in the coordinates of the scope being walked,
  /// and adds the change to the scope's damage. Its own commands end with its recorded
  /// content, which the fingerprint takes by its hash.
  private mutating func record(_ drawing: Drawing, environment: Environment) {
    let own = drawing.own
    var hasher = Hasher()
    hasher.combine(environment.toScope)
    hasher.combine(environment.opacity)
    hasher.combine(DamageTracker.fingerprintable(environment.clip))
    hasher.combine(own[..<(own.count - drawing.content.count)])
    hasher.combine(drawing.content.hash)
    tracker.record(
      ObjectIdentifier(drawing.view), fingerprint: hasher, clip: environment.clip, isPainted: true
    ) {
      var extent = drawing.bounds
      let shadow = drawing.shadow
      if shadow.isVisible {
        let spread = shadow.radius * 2 + 1
        extent = extent.union(
          drawing.bounds.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
            .insetBy(dx: -spread, dy: -spread))
      }
      for command in own {
        extent = extent.union(
          command.extent ?? environment.clip.applying(environment.toScope.inverted()))
      }
      return extent.applying(environment.toScope).insetBy(dx: -1, dy: -1)
        .intersection(environment.clip)
    }
  }

  /// The focus ring `view` draws over its content and subviews when it is the focus ring's
  /// view: a 2-point stroke just inside `bounds` (its presentation bounds), following its
  /// corners; `nil` otherwise, or when the view is too small to show one.
  private func focusRingCommand(for view: View, bounds: Rect) -> DisplayCommand? {
    guard let focusRing, focusRing.view === view else { return nil }
    let lineWidth = 2.0
    let inset = lineWidth / 2
    let rect = bounds.insetBy(dx: inset, dy: inset)
    guard !rect.isEmpty else { return nil }
    return .strokeRect(
      rect, cornerRadius: max(0, view.cornerRadius - inset), color: focusRing.color,
      lineWidth: lineWidth)
  }

  /// Remembers where the focus ring `ring` draws now in the scope being walked, under a record
  /// of its own, and damages its old and new rectangles when it changed. It does not count as
  /// the view drawn last: what follows it keeps its fingerprint whether or not a ring shows.
  private mutating func recordFocusRing(_ ring: DisplayCommand, environment: Environment) {
    var hasher = Hasher()
    hasher.combine("focus ring")
    hasher.combine(environment.toScope)
    hasher.combine(environment.opacity)
    hasher.combine(DamageTracker.fingerprintable(environment.clip))
    hasher.combine(ring)
    tracker.record(
      Self.focusRingKey, fingerprint: hasher, clip: environment.clip, isPainted: false
    ) {
      (ring.extent ?? .null).applying(environment.toScope).insetBy(dx: -1, dy: -1)
        .intersection(environment.clip)
    }
  }

  /// The summary of `view`'s recorded `content`, worked out once per recording.
  private func summary(of view: View, content: [DisplayCommand]) -> RecordedContentSummary {
    if let summary = view.cachedContentSummary { return summary }
    let summary = RecordedContentSummary(content)
    view.cachedContentSummary = summary
    return summary
  }

  private mutating func cachedContent(of view: View, textSystem: any TextSystem)
    -> [DisplayCommand]
  {
    if let cached = view.cachedContent { return cached }
    let context = DrawingContext(bounds: view.bounds, textSystem: textSystem)
    view.draw(in: context)
    recordedViewCount += 1
    view.cachedContent = context.commands
    return context.commands
  }
}

/// A type whose identity names the focus ring's record among the views' records.
private enum FocusRingRecordKey {}
