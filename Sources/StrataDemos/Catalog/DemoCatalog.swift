/// Every demo, in the order the gallery lists them. Containers add theirs as they land.
@MainActor
public enum DemoCatalog {
  /// All demos.
  public static var all: [Demo] {
    [
      Demo(
        name: "toolkit", title: "Toolkit",
        subtitle: "Scrolling, paging, buttons, springs and timed animations",
        makeViewController: { ToolkitDemoViewController() }),
      Demo(
        name: "sample-scene", title: "Sample scene",
        subtitle: "Clipping, corners, borders, shadows, text, images",
        makeViewController: { SampleSceneViewController() }),
      Demo(
        name: "stack", title: "Stack",
        subtitle: "CWStackController: drag anywhere to pop, or left to push the next page",
        makeViewController: { StackDemoViewController() },
        prepareForBenchmark: { demo in
          // A photo page on top, so that the drag to the right pops it.
          (demo as? StackDemoViewController)?.pushPhotoPage()
        }),
      Demo(
        name: "pages", title: "Pages",
        subtitle: "DAPagesContainer: swipe the animals under a bar of their titles",
        makeViewController: { PagesDemoViewController() },
        prepareForBenchmark: { demo in
          // The last-but-one page, so that the drag to the right pages back.
          (demo as? PagesDemoViewController)?.selectPageForBenchmark()
        }),
      Demo(
        name: "pages-30", title: "Pages (30)",
        subtitle: "Thirty pages: the title strip scrolls with them",
        makeViewController: { PagesDemoViewController(pageCount: 30) },
        prepareForBenchmark: { demo in
          // The last-but-one page, so that the drag to the right pages back.
          (demo as? PagesDemoViewController)?.selectPageForBenchmark()
        }),
      Demo(
        name: "pages-1000", title: "Pages (1,000)",
        subtitle: "A thousand pages cost per frame what four do",
        makeViewController: { PagesDemoViewController(pageCount: 1000) },
        prepareForBenchmark: { demo in
          // The last-but-one page, so that the drag to the right pages back.
          (demo as? PagesDemoViewController)?.selectPageForBenchmark()
        }),
      Demo(
        name: "split", title: "Split",
        subtitle: "TOSplitViewController: three columns that collapse as the window narrows",
        makeViewController: { SplitDemoViewController() },
        windowWidths: SplitDemoViewController.sweepWidths,
        benchmarkDragArea: { demo in
          // The detail page's strip of pages.
          (demo as? SplitDemoViewController)?.benchmarkDragArea
        }),
    ]
  }

  /// The demo called `name`, if any.
  public static func demo(named name: String) -> Demo? {
    all.first { $0.name == name }
  }
}
