public import StrataKit
public import StrataNavigation

/// The pages demo, modelled on DAPagesContainer's: four drawn animals (BEAVER, BUCK DEER, CAT,
/// REALLY CUTE LION) under a bar of their titles, or, with `pageCount`, that many pages so the
/// strip scrolls.
@MainActor
public final class PagesDemoViewController: ViewController {
  /// The container the demo shows.
  public let container = PagesContainer()

  /// Creates the demo with the original's four pages, or with `pageCount` numbered pages.
  public init(pageCount: Int? = nil) {
    super.init()
    let animals = AnimalPictureView.Animal.allCases
    if let pageCount {
      title = "Pages (\(pageCount))"
      container.viewControllers = (0..<max(1, pageCount)).map { index in
        AnimalPageViewController(
          animal: animals[index % animals.count], title: "PAGE \(index + 1)")
      }
    } else {
      title = "Pages"
      container.viewControllers = animals.map { AnimalPageViewController(animal: $0) }
    }
    container.restorationIdentifier = "pages"
    for (index, page) in container.viewControllers.enumerated() {
      page.restorationIdentifier = "page-\(index)"
    }
  }

  /// Archives the container (its selected page).
  public override func encodeRestorableState(with coder: StateCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(container, forKey: "pages")
  }

  /// Shows the container as a child.
  public override func viewDidLoad() {
    embed(container, in: view)
  }

  /// The container: Ctrl+Tab and Ctrl+Page Down page with the focus anywhere in the demo.
  public override var childForKeyCommands: ViewController? { container }

  /// Selects a page in the middle without animation, so a drag either way has a page to show.
  public func selectPageForBenchmark() {
    container.selectedIndex = container.viewControllers.count / 2
  }
}
