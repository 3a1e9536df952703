/// Builds a window's accessibility tree from its views, as an assistive technology reads it:
/// what is hidden, transparent, outside the window or a clipping ancestor, or wholly covered by
/// an opaque view drawn above it is left out; a modal view leaves out everything but itself;
/// an element is a leaf; a view that groups (a list, a tab bar, a view with actions) is a node;
/// other views lend their elements to their parent. Geometry is what the current frame draws.
@MainActor
struct AccessibilityTreeBuilder {
  let window: Window
  /// The views of the nodes built, by identity, for performing actions on them.
  private(set) var views: [AccessibilityNode.ID: View] = [:]
  /// Opaque rectangles drawn above what is visited next (the walk goes from the top down).
  private var covers: [Rect] = []
  /// The elements of each view controller's view after its first, by the first's identity:
  /// a screen (a split's column, a page) is read as a whole, so it stands in its parent's
  /// reading order by its first element and brings the others with it where the nodes of a
  /// group (or the frame) are put together.
  private var screenRest: [AccessibilityNode.ID: [AccessibilityNode]] = [:]

  init(window: Window) { self.window = window }

  /// The tree: the window's frame with the elements it shows.
  mutating func build() -> AccessibilityNode {
    views = [:]
    covers = []
    screenRest = [:]
    var frame = AccessibilityNode(
      id: nil, role: .frame,
      label: window.accessibilityLabel ?? window.rootViewController?.title,
      states: [.enabled], frame: window.bounds)
    if let modal = topmostModalView(in: window, transform: .identity) {
      frame.children = expanded(
        nodes(
          for: modal.view, transform: modal.transform, clip: window.bounds, parent: .plain,
          isModal: true))
    } else {
      frame.children = expanded(
        childNodes(of: window, transform: .identity, clip: window.bounds, parent: .plain))
    }
    return frame
  }

  /// What a node's parent is, which names some roles (an item of a list, a tab of a bar).
  private enum ParentKind { case plain, list, tabBar }

  private func isShown(_ view: View) -> Bool {
    !view.isHidden && view.presentation.alpha > 0.001 && !view.accessibilityElementsHidden
  }

  /// The last-drawn visible view that is modal, with its transform to the window.
  private func topmostModalView(in view: View, transform: AffineTransform)
    -> (view: View, transform: AffineTransform)?
  {
    for subview in view.subviews.reversed() where isShown(subview) {
      let mapping = subview.presentation.transformToSuperview.concatenating(transform)
      if let found = topmostModalView(in: subview, transform: mapping) { return found }
      if subview.accessibilityViewIsModal { return (subview, mapping) }
    }
    return nil
  }

  /// The nodes `view`'s subviews give, in reading order.
  private mutating func childNodes(
    of view: View, transform: AffineTransform, clip: Rect, parent: ParentKind
  ) -> [AccessibilityNode] {
    var result: [AccessibilityNode] = []
    // From the top down, so that what is drawn above is known as a cover.
    for subview in view.subviews.reversed() where isShown(subview) {
      let mapping = subview.presentation.transformToSuperview.concatenating(transform)
      let found = nodes(for: subview, transform: mapping, clip: clip, parent: parent)
      if subview.owningViewController != nil, found.count > 1 {
        let whole = expanded(Self.inReadingOrder(found, rightToLeft: isRightToLeft))
        guard let first = whole[0].id else {
          result.insert(contentsOf: whole, at: 0)
          continue
        }
        screenRest[first] = Array(whole.dropFirst())
        result.insert(whole[0], at: 0)
      } else {
        result.insert(contentsOf: found, at: 0)
      }
    }
    return Self.inReadingOrder(result, rightToLeft: isRightToLeft)
  }

  /// `nodes` with the rest of each screen after its first element, as they are put together;
  /// each screen's rest is given out once.
  private mutating func expanded(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] {
    var result: [AccessibilityNode] = []
    for node in nodes {
      result.append(node)
      if let id = node.id, let rest = screenRest.removeValue(forKey: id) {
        result += rest
      }
    }
    return result
  }

  private var isRightToLeft: Bool { window.traitCollection.layoutDirection == .rightToLeft }

  /// The node `view` makes (an element or a group), or the nodes of its subviews.
  private mutating func nodes(
    for view: View, transform: AffineTransform, clip: Rect, parent: ParentKind,
    isModal: Bool = false
  ) -> [AccessibilityNode] {
    let drawn = view.presentationBounds.applying(transform)
    let visible = drawn.intersection(clip)
    defer { addCover(of: view, visible: visible, transform: transform) }
    if view.isAccessibilityElement {
      guard isVisible(visible) else { return [] }
      return [element(for: view, visible: visible, parent: parent, isModal: isModal)]
    }
    let innerClip = view.clipsToBounds ? visible : clip
    let kind = Self.groupKind(of: view)
    let actions = Self.customActions(of: view)
    let groups =
      isModal || kind != .plain || !actions.isEmpty || view.shouldGroupAccessibilityChildren
      || view.accessibilityContainerType != .none
    // A view that does not group passes its parent's kind on: a tab bar's tabs may sit in a
    // scroll view inside it.
    let children = childNodes(
      of: view, transform: transform, clip: innerClip, parent: groups ? kind : parent)
    guard groups else { return children }
    guard isVisible(visible) || !children.isEmpty else { return [] }
    let id = register(view)
    var states: AccessibilityNode.States = [.enabled]
    if isModal { states.insert(.modal) }
    return [
      AccessibilityNode(
        id: id, role: Self.groupRole(of: view, kind: kind), label: view.accessibilityLabel,
        value: view.accessibilityValue, hint: view.accessibilityHint,
        traits: view.accessibilityTraits, states: states, frame: frame(of: view, visible: visible),
        actions: actions.map(\.name), children: expanded(children))
    ]
  }

  /// Whether some of a rectangle shows: not empty, and not wholly under one opaque cover.
  private func isVisible(_ rect: Rect) -> Bool {
    !rect.isEmpty && !covers.contains { $0.contains(rect) }
  }

  /// Notes `view` as an opaque cover of what is drawn under it, when it is one: an opaque
  /// background, drawn fully opaque, not rotated.
  private mutating func addCover(of view: View, visible: Rect, transform: AffineTransform) {
    guard !visible.isEmpty, transform.b == 0, transform.c == 0,
      let background = view.presentation.backgroundColor, background.alpha >= 1,
      view.presentation.alpha >= 1, view.cornerRadius == 0
    else { return }
    covers.append(visible)
  }

  private mutating func register(_ view: View) -> AccessibilityNode.ID {
    let id = AccessibilityNode.ID(view)
    views[id] = view
    return id
  }

  private func frame(of view: View, visible: Rect) -> Rect {
    view.accessibilitySettings.frame ?? visible
  }

  private mutating func element(
    for view: View, visible: Rect, parent: ParentKind, isModal: Bool
  ) -> AccessibilityNode {
    let id = register(view)
    let traits = view.accessibilityTraits
    let role = Self.elementRole(of: view, traits: traits, parent: parent)
    var states: AccessibilityNode.States = []
    if !traits.contains(.notEnabled) { states.insert(.enabled) }
    if traits.contains(.selected) { states.insert(.selected) }
    if role == .listItem || role == .pageTab { states.insert(.selectable) }
    if view.canBecomeFocused { states.insert(.focusable) }
    if window.firstResponder === view { states.insert(.focused) }
    if role.isEditableText { states.insert(.editable) }
    if isModal { states.insert(.modal) }
    var node = AccessibilityNode(
      id: id, role: role, label: view.accessibilityLabel, value: view.accessibilityValue,
      hint: view.accessibilityHint, traits: traits, states: states,
      frame: frame(of: view, visible: visible),
      actions: Self.standardActions(role: role, traits: traits)
        + Self.customActions(of: view).map(\.name))
    node.textState = (view as? any AccessibilityTextEditing)?.accessibilityTextState
    return node
  }

  // MARK: Roles and actions

  private static func groupKind(of view: View) -> ParentKind {
    if view.accessibilityContainerType == .list { return .list }
    if view.accessibilityTraits.contains(.tabBar) { return .tabBar }
    return .plain
  }

  private static func groupRole(of view: View, kind: ParentKind) -> AccessibilityRole {
    switch (kind, view.accessibilityContainerType) {
    case (.list, _): .list
    case (.tabBar, _): .pageTabList
    case (_, .landmark): .landmark
    default: .panel
    }
  }

  private static func elementRole(
    of view: View, traits: AccessibilityTraits, parent: ParentKind
  ) -> AccessibilityRole {
    if let editing = view as? any AccessibilityTextEditing { return editing.accessibilityTextRole }
    if let role = view.accessibilitySettings.role { return role }
    switch parent {
    case .list: return .listItem
    case .tabBar: return .pageTab
    case .plain: break
    }
    let byTrait: [(AccessibilityTraits, AccessibilityRole)] = [
      (.tabBar, .pageTabList), (.adjustable, .slider), (.searchField, .entry),
      (.link, .link), (.button, .pushButton), (.header, .heading), (.image, .image),
    ]
    return byTrait.first { traits.contains($0.0) }?.1 ?? .label
  }

  private static func standardActions(role: AccessibilityRole, traits: AccessibilityTraits)
    -> [String]
  {
    var actions: [String] = []
    let activates: Set<AccessibilityRole> = [.pushButton, .link, .listItem, .pageTab]
    if activates.contains(role) || role.isEditableText, !traits.contains(.notEnabled) {
      actions.append("activate")
    }
    if traits.contains(.adjustable) { actions += ["increment", "decrement"] }
    return actions
  }

  /// The view's named actions, then its controller's when it is a controller's root view.
  static func customActions(of view: View) -> [AccessibilityCustomAction] {
    var actions = view.accessibilityCustomActions ?? []
    if let controller = view.owningViewController, controller.viewIfLoaded === view {
      actions += controller.accessibilityCustomActions ?? []
    }
    return actions
  }

  /// Sorts sibling nodes as a reader goes: by their top (to the nearest point), then from the
  /// leading edge.
  static func inReadingOrder(_ nodes: [AccessibilityNode], rightToLeft: Bool)
    -> [AccessibilityNode]
  {
    let keyed = nodes.enumerated().map { ($0.offset, $0.element) }
    return keyed.sorted { left, right in
      let (a, b) = (left.1.frame, right.1.frame)
      let (topA, topB) = (a.minY.rounded(), b.minY.rounded())
      if topA != topB { return topA < topB }
      let (edgeA, edgeB) = rightToLeft ? (-a.maxX, -b.maxX) : (a.minX, b.minX)
      if edgeA != edgeB { return edgeA < edgeB }
      return left.0 < right.0
    }.map(\.1)
  }
}
