public import StrataKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A scene that shows every drawing feature of the substrate at once: nested clipping, rounded
/// corners, borders, shadows, an alpha group, a rotated view, a gradient, an image, and wrapped
/// and truncated text. `make run` renders it; the snapshot tests compare it pixel by pixel.
@MainActor
public final class SampleSceneViewController: ViewController {
  /// The size the scene is laid out for, in points.
  public static let preferredSize = Size(width: 480, height: 360)

  /// Builds the scene.
  public override func viewDidLoad() {
    title = "Sample scene"
    view.backgroundColor = Color(red: 0.93, green: 0.94, blue: 0.96)

    let card = View(frame: Rect(x: 20, y: 20, width: 260, height: 150))
    card.backgroundColor = .white
    card.cornerRadius = 14
    card.borderWidth = 1
    card.borderColor = Color(white: 0.8)
    card.shadow = Shadow(color: .black, opacity: 0.35, radius: 8, offset: Size(width: 0, height: 4))
    view.addSubview(card)

    let heading = Label(frame: Rect(x: 16, y: 12, width: 228, height: 28), text: "Strata")
    heading.font = .boldSystem(size: 22)
    card.addSubview(heading)

    let body = Label(
      frame: Rect(x: 16, y: 44, width: 228, height: 60),
      text: "Views, view controllers and a display list, drawn by Cairo with Pango text.")
    body.font = .system(size: 13)
    body.numberOfLines = 0
    body.textColor = Color(white: 0.25)
    card.addSubview(body)

    let truncated = Label(
      frame: Rect(x: 16, y: 110, width: 228, height: 24),
      text: "A single line that is far too long to fit in this card, so it is truncated")
    truncated.font = .system(size: 13)
    truncated.textColor = .systemBlue
    card.addSubview(truncated)

    let clipper = View(frame: Rect(x: 300, y: 20, width: 160, height: 150))
    clipper.clipsToBounds = true
    clipper.cornerRadius = 24
    view.addSubview(clipper)
    let gradient = GradientView(
      frame: Rect(x: -20, y: -20, width: 200, height: 190),
      colors: [Color(rgb: 0x3A_7B_D5), Color(rgb: 0x00_D2_FF), Color(rgb: 0xF9_D4_23)])
    clipper.addSubview(gradient)
    let innerClip = View(frame: Rect(x: 30, y: 40, width: 100, height: 70))
    innerClip.clipsToBounds = true
    innerClip.borderWidth = 2
    innerClip.borderColor = .white
    clipper.addSubview(innerClip)
    let disc = DiscView(frame: Rect(x: 40, y: 20, width: 90, height: 90))
    innerClip.addSubview(disc)

    let group = View(frame: Rect(x: 20, y: 195, width: 130, height: 140))
    group.alpha = 0.5
    view.addSubview(group)
    let back = View(frame: Rect(x: 0, y: 0, width: 90, height: 90))
    back.backgroundColor = .red
    back.cornerRadius = 8
    group.addSubview(back)
    let front = View(frame: Rect(x: 40, y: 50, width: 90, height: 90))
    front.backgroundColor = .blue
    front.cornerRadius = 8
    group.addSubview(front)

    let rotated = Label(frame: Rect(x: 170, y: 230, width: 120, height: 60), text: "Rotated")
    rotated.backgroundColor = .orange
    rotated.cornerRadius = 10
    rotated.textAlignment = .center
    rotated.textColor = .white
    rotated.font = .boldSystem(size: 18)
    rotated.transform = AffineTransform(rotationAngle: -0.26)
    view.addSubview(rotated)

    let picture = ImageView(
      image: Self.sunsetImage(), frame: Rect(x: 310, y: 195, width: 150, height: 100))
    picture.contentMode = .scaleAspectFill
    picture.clipsToBounds = true
    picture.cornerRadius = 12
    view.addSubview(picture)

    let button = Button(frame: Rect(x: 310, y: 305, width: 150, height: 36), title: "Button")
    button.backgroundColor = .white
    button.cornerRadius = 8
    button.borderWidth = 1
    button.borderColor = .systemBlue
    view.addSubview(button)
  }

  /// A drawn picture of a sun over the sea, 240×160 pixels at scale 2.
  public static func sunsetImage() -> Image {
    let width = 240
    let height = 160
    return Image(pixelWidth: width, pixelHeight: height, scale: 2) { column, row in
      let x = Double(column) / Double(width)
      let y = Double(row) / Double(height)
      let horizon = 0.62
      if y > horizon {
        let depth = (y - horizon) / (1 - horizon)
        let ripple = 0.5 + 0.5 * sin(Double(row) * 0.9 + x * 6)
        return Color(red: 0.1, green: 0.25 + 0.1 * ripple, blue: 0.55 - 0.25 * depth)
      }
      let dx = x - 0.5
      let dy = (y - 0.5) * Double(height) / Double(width)
      if (dx * dx + dy * dy).squareRoot() < 0.14 {
        return Color(red: 1, green: 0.86, blue: 0.35)
      }
      let sky = y / horizon
      return Color(red: 0.98, green: 0.45 + 0.25 * sky, blue: 0.35 + 0.1 * sky)
    }
  }
}
