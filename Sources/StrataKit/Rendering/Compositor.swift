/// Walks a window's view tree and emits its display list.
///
/// Per view, in order: its transform, its clip when it clips to bounds, an opacity group when
/// its alpha is below 1 and it has more than one thing to draw (a single drawing is faded
/// directly), its shadow, background, border, its cached content (recorded by `draw(in:)` only
/// when stale), then its subviews. Hidden and fully transparent views are skipped with their
/// subtrees.
@MainActor
struct Compositor {
  /// How many views ran `draw(in:)` during the last composition.
  private(set) var recordedViewCount = 0

  mutating func compose(_ window: Window) -> DisplayList {
    recordedViewCount = 0
    var commands: [DisplayCommand] = []
    emit(window, textSystem: window.textSystem, isRoot: true, into: &commands)
    return DisplayList(commands: commands)
  }

  private mutating func emit(
    _ view: View, textSystem: any TextSystem, isRoot: Bool, into commands: inout [DisplayCommand]
  ) {
    let presentation = view.presentation
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
    let visibleSubviews = view.subviews.filter { !$0.isHidden && $0.presentation.alpha > 0 }
    if own.isEmpty && visibleSubviews.isEmpty { return }

    let start = commands.count
    let transform = isRoot ? AffineTransform.identity : presentation.transformToSuperview
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
    for subview in visibleSubviews {
      emit(subview, textSystem: textSystem, isRoot: false, into: &commands)
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
