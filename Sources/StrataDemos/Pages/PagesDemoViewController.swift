public import StrataKit
public import StrataNavigation

/// The pages demo, modelled on DAPagesContainer's: four drawn animals (BEAVER, BUCK DEER, CAT,
/// REALLY CUTE LION) under a bar of their titles, or, with `pageCount`, that many pages so the
/// strip scrolls; with ``Content/text``, the animals told in text instead of drawn.
@MainActor
public final class PagesDemoViewController: ViewController {
  /// What each page of the demo shows.
  public enum Content: Sendable, Hashable {
    /// A drawn animal filling the page (the original demo's pictures).
    case pictures
    /// Which page it is, the animal's name and a paragraph about it, centred on a light page:
    /// the pages libadwaita's carousel shows beside the gallery in `make bench-peer`.
    case text
  }

  /// The container the demo shows.
  public let container = PagesContainer()

  /// Creates the demo with the original's four pages, or with `pageCount` numbered pages,
  /// each showing `content` (pictures by default).
  public init(pageCount: Int? = nil, content: Content = .pictures) {
    super.init()
    let animals = AnimalPictureView.Animal.allCases
    let count = pageCount.map { max(1, $0) } ?? animals.count
    switch (pageCount, content) {
    case (nil, .pictures): title = "Pages"
    case (nil, .text): title = "Pages (text)"
    case (let pageCount?, .pictures): title = "Pages (\(pageCount))"
    case (let pageCount?, .text): title = "Pages (\(pageCount), text)"
    }
    container.viewControllers = (0..<count).map { index -> ViewController in
      let animal = animals[index % animals.count]
      let title = pageCount == nil ? nil : "PAGE \(index + 1)"
      switch content {
      case .pictures:
        return AnimalPageViewController(animal: animal, title: title)
      case .text:
        return AnimalTextPageViewController(
          animal: animal, number: index + 1, of: count, title: title)
      }
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
