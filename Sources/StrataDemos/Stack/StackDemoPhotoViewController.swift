import StrataKit
import StrataNavigation

/// A drawn "photo" page that offers the next one, so a left drag pushes it.
@MainActor
final class StackDemoPhotoViewController: ViewController, StackPushSource {
  private let number: Int
  private static let palette: [UInt32] = [
    0xE0_7A_5F, 0x3D_40_5B, 0x81_B2_9A, 0xF2_CC_8F, 0x5C_94_D1,
  ]

  init(number: Int) {
    self.number = number
    super.init()
    title = "Photo \(number)"
    restorationIdentifier = "photo-\(number)"
  }

  func nextViewController() -> ViewController? {
    number < 12 ? StackDemoPhotoViewController(number: number + 1) : nil
  }

  override func viewDidLoad() {
    let color = Color(rgb: Self.palette[(number - 1) % Self.palette.count])
    view.backgroundColor = color
    let frame = View(frame: Rect(x: 40, y: 80, width: 320, height: 220))
    frame.backgroundColor = .white
    frame.cornerRadius = 6
    frame.shadow = Shadow(color: .black, opacity: 0.3, radius: 8, offset: Size(width: 0, height: 4))
    view.addSubview(frame)
    let picture = View(frame: Rect(x: 10, y: 10, width: 300, height: 200))
    picture.backgroundColor = color.interpolated(to: .white, fraction: 0.35)
    picture.clipsToBounds = true
    frame.addSubview(picture)
    let sun = View(frame: Rect(x: 200, y: 30, width: 60, height: 60))
    sun.backgroundColor = Color(rgb: 0xFF_E0_66)
    sun.cornerRadius = 30
    picture.addSubview(sun)
    let hill = View(frame: Rect(x: -40, y: 120, width: 380, height: 200))
    hill.backgroundColor = color.interpolated(to: .black, fraction: 0.25)
    hill.cornerRadius = 100
    picture.addSubview(hill)
    let caption = Label(
      frame: Rect(x: 40, y: 24, width: 400, height: 40), text: "Photo \(number) — drag left")
    caption.font = .boldSystem(size: 22)
    caption.textColor = .white
    view.addSubview(caption)
  }
}
