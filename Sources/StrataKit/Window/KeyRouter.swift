/// Routes a window's key events: a key going down is offered to the key commands along the
/// responder chain, then to the first responder's `pressesBegan(_:)`, which passes it up to the
/// window (Tab moves the focus there); a key whose going down a command took has its going up
/// taken too.
@MainActor
final class KeyRouter {
  private weak var window: Window?
  /// The arena whose recognizers learn from each key event's timestamp that time passed.
  private let arena: GestureArena
  private var keysTakenByCommands: Set<Key> = []

  /// Creates the key room of `window`; key events pass time in `arena`.
  init(window: Window, arena: GestureArena) {
    self.window = window
    self.arena = arena
  }

  /// How many key events are being delivered now (more than one when a responder sends
  /// another while it handles one).
  private var deliveryDepth = 0

  /// Whether a key event is being handled: a view that becomes first responder now took the
  /// focus from the keyboard, and shows its focus ring.
  var isDelivering: Bool { deliveryDepth > 0 }

  /// Routes a key event; returns whether a key command handled it. A focused view that left
  /// the window hands the focus on first (see `Window.updateFocusIfNeeded()`).
  func send(_ event: KeyEvent) -> Bool {
    window?.updateFocusIfNeeded()
    var handled = false
    arena.handleEvent(at: event.timestamp) {
      deliveryDepth += 1
      defer { deliveryDepth -= 1 }
      handled = deliver(event)
    }
    return handled
  }

  private func deliver(_ event: KeyEvent) -> Bool {
    let start = soleListTaking(event) ?? keyResponder
    switch event.phase {
    case .down:
      for responder in commandChain(from: start) {
        if let command = responder.keyCommands.first(where: { $0.matches(event) }) {
          keysTakenByCommands.insert(event.key)
          command.action(command)
          return true
        }
      }
      start?.pressesBegan(event)
    case .up:
      if keysTakenByCommands.remove(event.key) != nil { return true }
      start?.pressesEnded(event)
    }
    return false
  }

  /// The responders whose key commands a key is offered to, in order: `start` and its
  /// responder chain up to the window. Where the chain comes up into a controller from a view
  /// of its own (a bar, a tab strip: the focus is inside none of its children), the current
  /// child and its own current children come first, deepest first (see
  /// ``deepestCurrentChild(of:)``), so a container's shortcuts act on the child a person sees
  /// then too, as they do with no focus at all.
  private func commandChain(from start: Responder?) -> [Responder] {
    var chain: [Responder] = []
    let focused = start as? View
    var responder = start
    while let current = responder, chain.count < 512 {
      if let focused, let controller = current as? ViewController,
        let child = currentChild(of: controller),
        !controller.children.contains(where: { child in
          child.viewIfLoaded.map { focused.isDescendant(of: $0) } ?? false
        })
      {
        var inner: Responder? = deepestCurrentChild(of: child)
        while let node = inner, node !== controller, chain.count < 512 {
          if !chain.contains(where: { $0 === node }) { chain.append(node) }
          inner = node.next
        }
      }
      if !chain.contains(where: { $0 === current }) { chain.append(current) }
      responder = current.next
    }
    return chain
  }

  /// `controller`'s ``ViewController/childForKeyCommands`` when it is its child and shows in
  /// this window.
  private func currentChild(of controller: ViewController) -> ViewController? {
    guard let window, let child = controller.childForKeyCommands, child.parent === controller,
      child.viewIfLoaded?.window === window
    else { return nil }
    return child
  }

  /// The deepest current child under `controller` (itself when it has none), following
  /// ``ViewController/childForKeyCommands`` down at most 64 levels.
  private func deepestCurrentChild(of controller: ViewController) -> ViewController {
    var controller = controller
    var visited = 0
    while visited < 64, let child = currentChild(of: controller) {
      controller = child
      visited += 1
    }
    return controller
  }

  /// The list a list's key (an arrow up or down, Return) goes to while nothing holds the
  /// focus: the one list among the window's focusable views, so a list works as soon as it
  /// shows; `nil` when the focus is somewhere, the key is another, or no list or several show.
  private func soleListTaking(_ event: KeyEvent) -> ListView? {
    guard let window, window.firstResponder == nil, event.modifiers.isEmpty,
      [.upArrow, .downArrow, .enter].contains(event.key)
    else { return nil }
    let lists = window.focusableViews.compactMap { $0 as? ListView }
    return lists.count == 1 ? lists[0] : nil
  }

  /// The first responder when it is in this window, else the root view controller, else the
  /// window (the topmost presented controller instead, when one shows and the first responder
  /// is not inside it); from a view controller, its deepest current child (see
  /// `ViewController.childForKeyCommands`), so that with the focus on a container or nowhere a
  /// key reaches what a person sees as current before the containers above it.
  private var keyResponder: Responder? {
    guard let window else { return nil }
    var start: Responder = window.firstResponder ?? window.rootViewController ?? window
    // While something is presented, keys go to it.
    if let presented = window.topmostPresentedViewController,
      !window.isInsideTopmostPresentation(start)
    {
      start = presented
    }
    guard let controller = start as? ViewController else { return start }
    return deepestCurrentChild(of: controller)
  }
}
