/// Walks a window's view tree and emits its display list.
///
/// Per view, in order: its transform, its clip when it clips to bounds, an opacity group when
/// its alpha is below 1 and it has more than one thing to draw (a single drawing is faded
/// directly), its shadow, background, border, its cached content (recorded by `draw(in:)` only
/// when stale), then its subviews. Hidden and fully transparent views are skipped with their
/// subtrees.
///
/// It also tracks damage: for every view that draws, a fingerprint of what it draws and where
/// (its window transform, accumulated opacity, clip and own commands) and the window-space
/// rectangle it covers. The damage of a frame is the union of the old and new rectangles of the
/// views whose fingerprint changed, appeared or disappeared.
@MainActor
struct Compositor {
  /// Where a view drew in the last frame, and a fingerprint of how.
  private struct DrawRecord {
    var fingerprint: Int
    var rect: Rect
  }

  /// What the walk carries down the tree.
  private struct Environment {
    var toWindow: AffineTransform
    var opacity: Double
    var clip: Rect
  }

  /// How many views ran `draw(in:)` during the last composition.
  private(set) var recordedViewCount = 0
  /// The window-space rectangle that changed in the last composition (``Rect/null`` when
  /// nothing did).
  private(set) var damage = Rect.null
  private var records: [ObjectIdentifier: DrawRecord] = [:]
  private var newRecords: [ObjectIdentifier: DrawRecord] = [:]
  private var lastWindowSize: Size?

  mutating func compose(_ window: Window) -> DisplayList {
    recordedViewCount = 0
    damage = .null
    newRecords = [:]
    newRecords.reserveCapacity(records.count)
    var commands: [DisplayCommand] = []
    let everything = Rect(origin: .zero, size: window.bounds.size)
    let environment = Environment(toWindow: .identity, opacity: 1, clip: everything)
    emit(
      window, presentation: window.presentation, textSystem: window.textSystem, isRoot: true,
      environment: environment, into: &commands)
    for (identifier, record) in records where newRecords[identifier] == nil {
      damage = damage.union(record.rect)
    }
    records = newRecords
    newRecords = [:]
    if lastWindowSize != window.bounds.size {
      damage = everything
      lastWindowSize = window.bounds.size
    }
    damage = damage.intersection(everything)
    if !damage.isNull { damage = damage.integral }
    return DisplayList(commands: commands)
  }

  /// Emits `view`, drawn with `presentation` (computed once by the caller, which needed it to
  /// decide whether the view is visible), and its subtree.
  private mutating func emit(
    _ view: View, presentation: ViewPresentation, textSystem: any TextSystem, isRoot: Bool,
    environment: Environment, into commands: inout [DisplayCommand]
  ) {
    guard !view.isHidden, presentation.alpha > 0 else { return }
    let content = cachedContent(of: view, textSystem: textSystem)
    let bounds = presentation.bounds
    let alpha = presentation.alpha
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
    let visibleSubviews = view.subviews.filter { !$0.isHidden }
      .map { (view: $0, presentation: $0.presentation) }
      .filter { $0.presentation.alpha > 0 }
    if own.isEmpty && visibleSubviews.isEmpty { return }

    let start = commands.count
    let transform = isRoot ? AffineTransform.identity : presentation.transformToSuperview
    var inner = environment
    inner.toWindow = transform.concatenating(environment.toWindow)
    inner.opacity *= alpha
    if view.clipsToBounds {
      inner.clip = inner.clip.intersection(bounds.applying(inner.toWindow))
    }
    if !own.isEmpty {
      record(view, own: own, bounds: bounds, shadow: shadow, environment: inner)
    }
    let pushesTransform = !transform.isIdentity
    if pushesTransform { commands.append(.pushTransform(transform)) }
    if view.clipsToBounds {
      commands.append(.pushClip(bounds, cornerRadius: view.cornerRadius))
    }
    var pushesOpacity = false
    if alpha < 1 {
      if visibleSubviews.isEmpty, own.count == 1, let faded = own[0].fading(by: alpha) {
        own[0] = faded
      } else {
        pushesOpacity = true
        commands.append(.pushOpacity(alpha))
      }
    }
    commands.append(contentsOf: own)
    let beforeSubviews = commands.count
    for subview in visibleSubviews
    where !isCulled(subview.view, presentation: subview.presentation, environment: inner) {
      emit(
        subview.view, presentation: subview.presentation, textSystem: textSystem, isRoot: false,
        environment: inner, into: &commands)
    }
    if own.isEmpty, commands.count == beforeSubviews {
      // Nothing below drew: drop the pushes instead of emitting an empty group.
      commands.removeSubrange(start...)
      return
    }
    if pushesOpacity { commands.append(.pop) }
    if view.clipsToBounds { commands.append(.pop) }
    if pushesTransform { commands.append(.pop) }
  }

  /// Whether `view` lies wholly outside the clip it would be drawn in, so that it and its
  /// subtree can be skipped. Only views whose subtree cannot reach outside their own rectangle
  /// are culled: views that clip to their bounds, and views without subviews, shadow or content
  /// (whose content could overflow).
  private func isCulled(
    _ view: View, presentation: ViewPresentation, environment: Environment
  ) -> Bool {
    guard view.clipsToBounds || view.subviews.isEmpty else { return false }
    guard !view.shadow.isVisible else { return false }
    let toWindow = presentation.transformToSuperview.concatenating(environment.toWindow)
    var extent = presentation.bounds
    if let content = view.cachedContent {
      for command in content {
        guard let rect = Self.extent(of: command) else { return false }
        extent = extent.union(rect)
      }
    } else if !view.clipsToBounds {
      // Content not recorded yet: it could draw anywhere, so do not cull.
      return false
    }
    return !extent.applying(toWindow).intersects(environment.clip)
  }

  /// Remembers where `view` draws now and adds the change to the damage.
  private mutating func record(
    _ view: View, own: [DisplayCommand], bounds: Rect, shadow: Shadow, environment: Environment
  ) {
    var hasher = Hasher()
    hasher.combine(environment.toWindow)
    hasher.combine(environment.opacity)
    hasher.combine(environment.clip)
    hasher.combine(own)
    let fingerprint = hasher.finalize()
    let identifier = ObjectIdentifier(view)
    if let old = records[identifier], old.fingerprint == fingerprint {
      newRecords[identifier] = old
      return
    }
    var extent = bounds
    if shadow.isVisible {
      let spread = shadow.radius * 2 + 1
      extent = extent.union(
        bounds.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
          .insetBy(dx: -spread, dy: -spread))
    }
    for command in own {
      extent = extent.union(
        Self.extent(of: command) ?? environment.clip.applying(environment.toWindow.inverted()))
    }
    let rect = extent.applying(environment.toWindow).insetBy(dx: -1, dy: -1)
      .intersection(environment.clip)
    if let old = records[identifier] { damage = damage.union(old.rect) }
    damage = damage.union(rect)
    newRecords[identifier] = DrawRecord(fingerprint: fingerprint, rect: rect)
  }

  /// The local rectangle a drawing command covers, or `nil` when it cannot be bounded simply
  /// (a change of coordinates inside a view's content).
  private static func extent(of command: DisplayCommand) -> Rect? {
    switch command {
    case .fillRect(let rect, _, _), .linearGradient(_, let rect), .image(_, let rect, _):
      return rect
    case .strokeRect(let rect, _, _, let width):
      return rect.insetBy(dx: -width, dy: -width)
    case .fillPath(let path, _):
      return path.boundingBox
    case .strokePath(let path, _, let width):
      return path.boundingBox.insetBy(dx: -width, dy: -width)
    case .text(let run):
      // Text may overflow its frame (one unwrapped line): allow a generous margin.
      return run.frame.insetBy(dx: -run.font.pointSize * 2, dy: -run.font.pointSize)
    case .shadow(let shadow, let rect, _):
      let spread = shadow.radius * 2 + 1
      return rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
        .insetBy(dx: -spread, dy: -spread)
    case .pushClip(let rect, _):
      return rect
    case .pushTransform, .pushOpacity, .pop:
      return nil
    }
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
