import StrataKit

/// One page of the pages demo told in text instead of a picture: which page it is ("Page 1 of
/// 4"), the animal's name as a heading and a paragraph about it, centred on a light page. The
/// same four pages libadwaita's carousel shows beside the gallery in `make bench-peer`.
@MainActor
final class AnimalTextPageViewController: ViewController {
  /// The widest the text runs, in points; a narrower page wraps it in less.
  static let columnWidth = 640.0
  /// The space between the counter, the heading and the paragraph, in points.
  static let spacing = 24.0
  /// The least space between the text and the page's sides, in points.
  static let sideMargin = 24.0
  /// The page's background: a white just off white, as GTK's window background is.
  static let background = Color(rgb: 0xFA_FA_FA)

  private let counterLabel = Label()
  private let headingLabel = Label()
  private let bodyLabel = Label()

  /// Creates the page for `animal`, number `number` of `count`, with `title` as its heading
  /// and title (the animal's name in capitals unless given).
  init(animal: AnimalPictureView.Animal, number: Int, of count: Int, title: String? = nil) {
    super.init()
    self.title = title ?? animal.title
    counterLabel.text = "Page \(number) of \(count)"
    headingLabel.text = self.title
    bodyLabel.text = Self.paragraph(about: animal)
  }

  /// Puts the three labels on a light page.
  override func viewDidLoad() {
    view.backgroundColor = Self.background
    counterLabel.font = .system(size: 15)
    counterLabel.textColor = Color(white: 0.45)
    headingLabel.font = .boldSystem(size: 28)
    headingLabel.accessibilityTraits = .header
    bodyLabel.font = .system(size: 17)
    bodyLabel.textColor = Color(white: 0.15)
    bodyLabel.numberOfLines = 0
    for label in [counterLabel, headingLabel, bodyLabel] {
      label.textAlignment = .center
      view.addSubview(label)
    }
  }

  /// Stacks the labels in a column at most ``columnWidth`` wide, the whole centred on the
  /// page; text that does not fit a short page is cut off at its bottom.
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let width = max(0, min(Self.columnWidth, bounds.width - 2 * Self.sideMargin))
    let fitting = Size(width: width, height: .infinity)
    let labels = [counterLabel, headingLabel, bodyLabel]
    let heights = labels.map { $0.sizeThatFits(fitting).height }
    let total = heights.reduce(0, +) + Self.spacing * Double(labels.count - 1)
    var y = max(0, ((bounds.height - total) / 2).rounded(.down))
    let x = ((bounds.width - width) / 2).rounded(.down)
    for (label, height) in zip(labels, heights) {
      label.frame = Rect(x: x, y: y, width: width, height: height)
      y += height + Self.spacing
    }
  }

  /// A paragraph about `animal`: the text the peer's carousel shows on its page.
  static func paragraph(about animal: AnimalPictureView.Animal) -> String {
    switch animal {
    case .beaver:
      "Beavers build dams of branches and mud across streams, turning running water into "
        + "still ponds where they raise their young in lodges reachable only from underwater."
    case .buckDeer:
      "A buck grows a new set of antlers every year. They start as soft bone under a velvet "
        + "skin, harden over the summer, and fall off again late in the winter."
    case .cat:
      "A cat's whiskers are about as wide as its body, so it can tell whether it fits "
        + "through a gap before it tries. It sleeps for most of the day and hunts at dusk."
    case .lion:
      "Lions live in prides of related females, their cubs and a few males. A lion's roar "
        + "can be heard eight kilometres away, and it rests up to twenty hours a day."
    }
  }
}
