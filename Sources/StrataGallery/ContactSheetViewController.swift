import StrataKit

/// The tour's contact sheet: a heading over a grid of frames, each with its caption, drawn
/// with Strata's own views.
@MainActor
final class ContactSheetViewController: ViewController {
  /// The frames, in reading order.
  let frames: [TourFrame]
  /// How many frames a row holds.
  let columns: Int
  /// The size of one frame's cell, in points.
  let cellSize: Size

  private static let margin = 24.0
  private static let headingHeight = 56.0
  private static let captionHeight = 28.0

  /// Creates a sheet of `frames`, `columns` to a row, each scaled to fit `thumbnailWidth`
  /// points across (its height from `aspectRatio`, height over width).
  init(frames: [TourFrame], columns: Int = 4, thumbnailWidth: Double = 300, aspectRatio: Double) {
    self.frames = frames
    self.columns = max(1, columns)
    cellSize = Size(width: thumbnailWidth, height: (thumbnailWidth * aspectRatio).rounded())
    super.init()
    title = "Tour"
  }

  /// The size the sheet needs, in points.
  var preferredSize: Size {
    let rows = max(1, (frames.count + columns - 1) / columns)
    let margin = Self.margin
    return Size(
      width: margin + Double(columns) * (cellSize.width + margin),
      height: Self.headingHeight + margin
        + Double(rows) * (cellSize.height + Self.captionHeight + margin))
  }

  /// Builds the grid.
  override func viewDidLoad() {
    view.backgroundColor = Color(rgb: 0x1E_29_3B)
    let margin = Self.margin
    let heading = Label(
      frame: Rect(x: margin, y: 16, width: preferredSize.width - 2 * margin, height: 30),
      text: "Strata Gallery · headless tour")
    heading.font = .boldSystem(size: 20)
    heading.textColor = .white
    view.addSubview(heading)

    for (index, frame) in frames.enumerated() {
      let column = index % columns
      let row = index / columns
      let x = margin + Double(column) * (cellSize.width + margin)
      let y =
        Self.headingHeight + margin + Double(row) * (cellSize.height + Self.captionHeight + margin)
      let cell = View(frame: Rect(x: x, y: y, width: cellSize.width, height: cellSize.height))
      cell.backgroundColor = Color(rgb: 0x11_18_27)
      cell.cornerRadius = 6
      cell.clipsToBounds = true
      let imageView = ImageView(image: frame.image, frame: cell.bounds)
      imageView.contentMode = .scaleAspectFit
      cell.addSubview(imageView)
      view.addSubview(cell)

      let caption = Label(
        frame: Rect(x: x, y: y + cellSize.height + 4, width: cellSize.width, height: 22),
        text: "\(index + 1). \(frame.caption)")
      caption.font = .system(size: 13)
      caption.textColor = Color(white: 0.88)
      view.addSubview(caption)
    }
  }
}
