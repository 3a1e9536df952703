import StrataKit
import StrataNavigation

/// A container (or containers nested in each other) the fuzzer walks: how to build it in a
/// world, and what its parts are.
@MainActor
struct FuzzTarget {
  /// The name `--container` takes.
  let name: String
  /// Whether a resize may change what the parts' models predict (a split collapses its
  /// columns into the primary's stack).
  var resizeChangesState = false
  /// Builds the root controller and its parts in `world`.
  let build: (FuzzWorld) -> (root: ViewController, parts: [any FuzzPart])

  /// Every target, single containers first, then nested ones.
  static let all: [FuzzTarget] = [
    FuzzTarget(name: "stack") { world in
      let stack = world.track(
        StackController(rootViewController: world.makeController()), name: "stack")
      return (stack, [StackPart(name: "stack", stack: stack, world: world)])
    },
    FuzzTarget(name: "navigation") { world in
      let navigation = world.track(
        NavigationController(rootViewController: world.makeController()), name: "navigation")
      return (navigation, [StackPart(name: "nav", stack: navigation, world: world)])
    },
    FuzzTarget(name: "tabs") { world in
      let tabs = world.track(TabBarController(), name: "tabs")
      tabs.setViewControllers((0..<3).map { _ in world.makeController() }, animated: false)
      return (tabs, [TabsPart(name: "tabs", tabs: tabs, world: world)])
    },
    FuzzTarget(name: "pages") { world in
      let pages = world.track(PagesContainer(), name: "pages")
      pages.viewControllers = (0..<4).map { _ in world.makeController() }
      return (pages, [PagesPart(name: "pages", pages: pages, world: world)])
    },
    FuzzTarget(name: "layered") { world in
      let layered = world.track(
        LayeredNavigationController(rootViewController: world.makeController()), name: "layered")
      return (layered, [LayeredPart(name: "layered", layered: layered, world: world)])
    },
    FuzzTarget(name: "split", resizeChangesState: true) { world in
      let split = world.track(
        SplitViewController(viewControllers: (0..<3).map { _ in world.makeController() }),
        name: "split")
      return (split, [SplitPart(name: "split", split: split, world: world)])
    },
    FuzzTarget(name: "cross") { world in
      let cross = world.track(
        CrossNavigationController(rootViewController: world.makeController()), name: "cross")
      return (cross, [CrossPart(name: "cross", cross: cross, world: world)])
    },
    FuzzTarget(name: "stack-in-tabs") { world in
      let stack = world.track(
        StackController(rootViewController: world.makeController()), name: "stack")
      let tabs = world.track(TabBarController(), name: "tabs")
      tabs.setViewControllers(
        [stack, world.makeController(), world.makeController()], animated: false)
      return (
        tabs,
        [
          TabsPart(name: "tabs", tabs: tabs, world: world),
          StackPart(name: "stack", stack: stack, world: world),
        ]
      )
    },
    FuzzTarget(name: "pages-in-stack") { world in
      let pages = world.track(PagesContainer(), name: "pages")
      pages.viewControllers = (0..<3).map { _ in world.makeController() }
      let stack = world.track(StackController(rootViewController: pages), name: "stack")
      return (
        stack,
        [
          StackPart(name: "stack", stack: stack, world: world),
          PagesPart(name: "pages", pages: pages, world: world),
        ]
      )
    },
    FuzzTarget(name: "navigation-in-split", resizeChangesState: true) { world in
      let columns = (0..<3).map { index in
        world.track(
          NavigationController(rootViewController: world.makeController()), name: "nav\(index)")
      }
      let split = world.track(SplitViewController(viewControllers: columns), name: "split")
      return (
        split,
        [SplitPart(name: "split", split: split, world: world)]
          + columns.enumerated().map {
            StackPart(name: "nav\($0.offset)", stack: $0.element, world: world)
          }
      )
    },
    FuzzTarget(name: "layered-in-tabs") { world in
      let layered = world.track(
        LayeredNavigationController(rootViewController: world.makeController()), name: "layered")
      let tabs = world.track(TabBarController(), name: "tabs")
      tabs.setViewControllers([world.makeController(), layered], animated: false)
      return (
        tabs,
        [
          TabsPart(name: "tabs", tabs: tabs, world: world),
          LayeredPart(name: "layered", layered: layered, world: world),
        ]
      )
    },
    FuzzTarget(name: "stack-in-cross") { world in
      let stack = world.track(
        StackController(rootViewController: world.makeController()), name: "stack")
      let cross = world.track(CrossNavigationController(rootViewController: stack), name: "cross")
      return (
        cross,
        [
          CrossPart(name: "cross", cross: cross, world: world),
          StackPart(name: "stack", stack: stack, world: world),
        ]
      )
    },
    FuzzTarget(name: "presentations") { world in
      let base = world.track(FuzzFieldController(name: "base", content: world.makeController()))
      let stack = world.track(StackController(rootViewController: base), name: "stack")
      // The stack's top that is in the stack now, not one a waiting push names.
      let top = { [unowned stack] () -> ViewController in
        stack.children.last { $0 === stack.topViewController } ?? stack
      }
      let modal = PresentationPart(name: "modal", root: stack, world: world, top: top)
      let text = TextFieldPart(
        name: "text", root: stack, world: world, topmost: { [unowned modal] in modal.chain.last }
      ) { [unowned modal] in
        guard let last = modal.chain.last else { return top() as? FuzzFieldController }
        return last as? FuzzFieldController
      }
      return (stack, [StackPart(name: "stack", stack: stack, world: world), modal, text])
    },
  ]

  /// The target named `name`, if there is one.
  static func named(_ name: String) -> FuzzTarget? {
    all.first { $0.name == name }
  }
}
