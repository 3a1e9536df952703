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
        },
        gestureCaption: "pop drag, the previous page in parallax under the shadow"),
      Demo(
        name: "pages", title: "Pages",
        subtitle: "DAPagesContainer: swipe the animals under a bar of their titles",
        makeViewController: { PagesDemoViewController() },
        prepareForBenchmark: { demo in
          // The last-but-one page, so that the drag to the right pages back.
          (demo as? PagesDemoViewController)?.selectPageForBenchmark()
        },
        gestureCaption: "swipe, the two titles cross-fading"),
      Demo(
        name: "pages-30", title: "Pages (30)",
        subtitle: "Thirty pages: the title strip scrolls with them",
        makeViewController: { PagesDemoViewController(pageCount: 30) },
        prepareForBenchmark: { demo in
          // The last-but-one page, so that the drag to the right pages back.
          (demo as? PagesDemoViewController)?.selectPageForBenchmark()
        },
        gestureCaption: "swipe, the two titles cross-fading"),
      Demo(
        name: "pages-1000", title: "Pages (1,000)",
        subtitle: "A thousand pages cost per frame what four do",
        makeViewController: { PagesDemoViewController(pageCount: 1000) },
        prepareForBenchmark: { demo in
          // The last-but-one page, so that the drag to the right pages back.
          (demo as? PagesDemoViewController)?.selectPageForBenchmark()
        },
        gestureCaption: "swipe, the two titles cross-fading"),
      Demo(
        name: "layered", title: "Layered",
        subtitle: "FRLayeredNavigationController: layers of paper you drag aside",
        makeViewController: { LayeredDemoViewController() },
        prepareForBenchmark: { demo in
          // Four layers, the top one under the drag.
          (demo as? LayeredDemoViewController)?.pushStackedLayers(count: 4)
        },
        gestureCaption: "the top layer dragged aside, the layers below following",
        gestureStart: { demo in (demo as? LayeredDemoViewController)?.topLayerDragPoint }),
      Demo(
        name: "layered-100", title: "Layered (100)",
        subtitle: "A hundred layers, 96 of them covered, cost per frame what four do",
        makeViewController: { LayeredDemoViewController(layerCount: 100) }),
      Demo(
        name: "split", title: "Split",
        subtitle: "TOSplitViewController: three columns that collapse as the window narrows",
        makeViewController: { SplitDemoViewController() },
        windowWidths: SplitDemoViewController.sweepWidths,
        benchmarkDragArea: { demo in
          // The detail page's strip of pages.
          (demo as? SplitDemoViewController)?.benchmarkDragArea
        }),
      Demo(
        name: "cross", title: "Cross",
        subtitle: "CrossNavigation: drag a screen in from any of the four sides",
        makeViewController: { CrossDemoViewController() },
        prepareForBenchmark: { demo in
          // The centre screen, so that a drag toward the left brings the east screen in.
          (demo as? CrossDemoViewController)?.showCentre()
        },
        gestureCaption: "drag left, the right-hand screen coming in with its percent bar",
        signatureDirection: .towardLeft,
        moreGestures: [
          DemoGesture(
            direction: .up, caption: "drag up, the tab bar controller rising from the bottom")
        ]),
      Demo(
        name: "cross-graph", title: "Cross (graph)",
        subtitle: "The same four-way app, described as JSON",
        makeViewController: { CrossGraphDemoViewController() },
        prepareForBenchmark: { demo in
          (demo as? CrossGraphDemoViewController)?.showRoot()
        },
        gestureCaption: "drag right, the graph's left-hand screen coming in"),
      Demo(
        name: "pages-text", title: "Pages (text)",
        subtitle: "The four animals in text: the pages set beside libadwaita's carousel",
        makeViewController: { PagesDemoViewController(content: .text) },
        prepareForBenchmark: { demo in
          // The last-but-one page, so that the drag to the right pages back.
          (demo as? PagesDemoViewController)?.selectPageForBenchmark()
        },
        gestureCaption: "swipe, text on both pages, the two titles cross-fading"),
      Demo(
        name: "list-100", title: "List (100)",
        subtitle: "A hundred rows of text, to set beside ten thousand",
        makeViewController: { ListDemoViewController(rowCount: 100) },
        gestureCaption: "a fling up, rows reused as they scroll in",
        signatureDirection: .up),
      Demo(
        name: "list-10000", title: "List (10,000)",
        subtitle: "Ten thousand rows cost per frame what a hundred do: rows are reused",
        makeViewController: { ListDemoViewController(rowCount: 10_000) },
        gestureCaption: "a fling up, rows reused as they scroll in",
        signatureDirection: .up),
    ]
  }

  /// The demo called `name`, if any.
  public static func demo(named name: String) -> Demo? {
    all.first { $0.name == name }
  }
}
