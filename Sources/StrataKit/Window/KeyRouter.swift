/// Routes a window's key events: a key going down is offered to the key commands along the
/// responder chain, then to the first responder's `pressesBegan(_:)`; a key whose going down a
/// command took has its going up taken too.
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

  /// Routes a key event; returns whether a key command handled it.
  func send(_ event: KeyEvent) -> Bool {
    var handled = false
    arena.handleEvent(at: event.timestamp) {
      handled = deliver(event)
    }
    return handled
  }

  private func deliver(_ event: KeyEvent) -> Bool {
    let start = keyResponder
    switch event.phase {
    case .down:
      var responder = start
      while let current = responder {
        if let command = current.keyCommands.first(where: { $0.matches(event) }) {
          keysTakenByCommands.insert(event.key)
          command.action(command)
          return true
        }
        responder = current.next
      }
      start?.pressesBegan(event)
    case .up:
      if keysTakenByCommands.remove(event.key) != nil { return true }
      start?.pressesEnded(event)
    }
    return false
  }

  /// The first responder when it is in this window, else the root view controller, else the
  /// window.
  private var keyResponder: Responder? {
    guard let window else { return nil }
    if let first = window.firstResponder, first.responderWindow === window { return first }
    return window.rootViewController ?? window
  }
}
