public import StrataKit

/// The "Toolkit" demo: a vertical scroll view of sections that show the substrate at work — a
/// horizontally paging scroll view, buttons that animate with a spring and with a timed curve,
/// and a list of labels. Everything is drawn; nothing is random or reads the clock, so the same
/// input always gives the same frames.
@MainActor
public final class ToolkitDemoViewController: ViewController {
  /// The vertical scroll view that holds the sections.
  public let scrollView = ScrollView()
  /// The section with the paging scroll view.
  public let pagingSection = ToolkitPagingSectionView()
  /// The section with the animation buttons.
  public let animationSection = ToolkitAnimationSectionView()
  /// The section with the list of labels.
  public let listSection = ToolkitListSectionView()

  private let headingLabel = Label(text: "Toolkit")
  private let introLabel = Label(
    text: "A scroll view of sections: drag it, page the cards sideways, press the buttons.")
  private let sectionTitles = [
    ToolkitDemoViewController.makeSectionTitle("Paging scroll view"),
    ToolkitDemoViewController.makeSectionTitle("Animations"),
    ToolkitDemoViewController.makeSectionTitle("Labels"),
  ]

  /// The space around and between the sections, in points.
  public static let margin = 20.0

  /// Builds the sections.
  public override func viewDidLoad() {
    title = "Toolkit"
    view.backgroundColor = Color(red: 0.95, green: 0.96, blue: 0.98)
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.alwaysBounceVertical = true
    view.addSubview(scrollView)

    headingLabel.font = .boldSystem(size: 28)
    introLabel.font = .system(size: 15)
    introLabel.textColor = Color(white: 0.35)
    introLabel.numberOfLines = 2
    for subview in [headingLabel, introLabel] + sectionTitles {
      scrollView.addSubview(subview)
    }
    for section in [pagingSection, animationSection, listSection] as [View] {
      scrollView.addSubview(section)
    }
  }

  /// Stacks the sections at the scroll view's width and sizes its content to fit them.
  public override func viewDidLayoutSubviews() {
    let margin = Self.margin
    let width = max(0, scrollView.bounds.width - 2 * margin)
    var y = margin
    headingLabel.frame = Rect(x: margin, y: y, width: width, height: 36)
    y += 40
    introLabel.frame = Rect(x: margin, y: y, width: width, height: 40)
    y += 48
    let sections: [(Label, View, Double)] = [
      (sectionTitles[0], pagingSection, ToolkitPagingSectionView.preferredHeight),
      (sectionTitles[1], animationSection, ToolkitAnimationSectionView.preferredHeight),
      (sectionTitles[2], listSection, listSection.preferredHeight),
    ]
    for (titleLabel, section, height) in sections {
      titleLabel.frame = Rect(x: margin, y: y, width: width, height: 24)
      y += 32
      section.frame = Rect(x: margin, y: y, width: width, height: height)
      y += height + margin
    }
    scrollView.contentSize = Size(width: scrollView.bounds.width, height: y)
  }

  private static func makeSectionTitle(_ text: String) -> Label {
    let label = Label(text: text.uppercased())
    label.font = .boldSystem(size: 13)
    label.textColor = Color(white: 0.45)
    return label
  }
}
