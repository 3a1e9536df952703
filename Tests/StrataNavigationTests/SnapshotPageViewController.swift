import StrataKit

/// A page with a colour, a big white title and four translucent bars, to make a container's
/// pages easy to tell apart in a snapshot.
@MainActor
final class SnapshotPageViewController: ViewController {
  /// Where the title and the bars go and how big they are, in points.
  struct Metrics {
    /// The title's distance from the page's top and left edges.
    var inset: Double
    /// The title's height.
    var titleHeight: Double
    /// The title's bold font size.
    var titleSize: Double
    /// The top of the first bar.
    var firstBarY: Double
    /// From the top of one bar to the top of the next.
    var barPitch: Double
    /// Each bar's size.
    var barSize: Size
    /// Each bar's corner radius.
    var barCornerRadius: Double

    /// The stack's pages: a 28-point title and bars 24 points tall.
    static let stack = Metrics(
      inset: 24, titleHeight: 40, titleSize: 28, firstBarY: 90, barPitch: 40,
      barSize: Size(width: 240, height: 24), barCornerRadius: 6)

    /// The layered container's pages: a 26-point title and bars 20 points tall.
    static let layered = Metrics(
      inset: 20, titleHeight: 36, titleSize: 26, firstBarY: 76, barPitch: 36,
      barSize: Size(width: 220, height: 20), barCornerRadius: 5)
  }

  private let color: Color
  private let metrics: Metrics

  /// A page titled `title`, filled with `color`, laid out by `metrics`.
  init(title: String, color: Color, metrics: Metrics) {
    self.color = color
    self.metrics = metrics
    super.init()
    self.title = title
  }

  override func viewDidLoad() {
    view.backgroundColor = color
    let label = Label(
      frame: Rect(x: metrics.inset, y: metrics.inset, width: 300, height: metrics.titleHeight),
      text: title)
    label.font = .boldSystem(size: metrics.titleSize)
    label.textColor = .white
    view.addSubview(label)
    for row in 0..<4 {
      let bar = View(
        frame: Rect(
          origin: Point(x: metrics.inset, y: metrics.firstBarY + Double(row) * metrics.barPitch),
          size: metrics.barSize))
      bar.backgroundColor = Color(white: 1, alpha: 0.35)
      bar.cornerRadius = metrics.barCornerRadius
      view.addSubview(bar)
    }
  }
}
