public import StrataKit
public import StrataNavigation

/// The stack demo, modelled on CWStackController's demo app: a tab bar controller whose first
/// tab is a stack over a list. The rows push a long article, a chain of photo pages that a left
/// drag pushes one after another, a wide canvas whose horizontal scroll view shares drags with
/// the stack, and a full-screen page that hides the tab bar.
@MainActor
public final class StackDemoViewController: ViewController {
  /// The tab bar controller the demo shows.
  public let tabs = TabBarController()
  /// The stack in the first tab.
  public let stack: StackController

  /// Creates the demo.
  public override init() {
    stack = StackController(rootViewController: StackDemoListViewController())
    super.init()
    title = "Stack"
    stack.title = "Stack"
    let about = StackDemoPageViewController(
      title: "About", color: Color(rgb: 0x6C_5B_7B),
      text: "A pan anywhere pops (drag right) or pushes (drag left when a page offers a next one).")
    tabs.viewControllers = [stack, about]
    tabs.restorationIdentifier = "tabs"
    stack.restorationIdentifier = "stack"
    about.restorationIdentifier = "about"
  }

  /// Archives the tab bar controller (its tab, and the stack's pages).
  public override func encodeRestorableState(with coder: StateCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(tabs, forKey: "tabs")
  }

  /// Makes the pages the list pushes, by their identifiers (`article`, `photo-3`, …).
  public override func viewController(
    withRestorationIdentifierPath identifierPath: [String], coder: StateCoder
  ) -> ViewController? {
    identifierPath.last.flatMap(StackDemoListViewController.makePage(identifier:))
  }

  /// Shows the tab bar controller as a child.
  public override func viewDidLoad() {
    embed(tabs, in: view)
  }

  /// The tabs: keys go to the stack that shows, with the focus anywhere in the demo.
  public override var childForKeyCommands: ViewController? { tabs }

  /// Pushes the first photo page without animation (the benchmark drags it away).
  public func pushPhotoPage() {
    stack.push(StackDemoPhotoViewController(number: 1), animated: false)
  }
}
