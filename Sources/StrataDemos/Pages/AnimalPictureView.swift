import StrataKit

/// A drawn portrait of one of the animals of DAPagesContainer's demo: no image files needed.
@MainActor
final class AnimalPictureView: View {
  /// The animals the demo shows.
  enum Animal: CaseIterable {
    case beaver
    case buckDeer
    case cat
    case lion

    var title: String {
      switch self {
      case .beaver: "BEAVER"
      case .buckDeer: "BUCK DEER"
      case .cat: "CAT"
      case .lion: "REALLY CUTE LION"
      }
    }

    var fur: Color {
      switch self {
      case .beaver: Color(rgb: 0x8B_5A_2B)
      case .buckDeer: Color(rgb: 0xC1_8A_4E)
      case .cat: Color(rgb: 0x9E_9E_A8)
      case .lion: Color(rgb: 0xE8_B0_4C)
      }
    }

    var background: Color {
      switch self {
      case .beaver: Color(rgb: 0x7F_B7_BE)
      case .buckDeer: Color(rgb: 0x9C_C0_7A)
      case .cat: Color(rgb: 0xF3_D9_C0)
      case .lion: Color(rgb: 0xF6_E2_7F)
      }
    }
  }

  private let animal: Animal

  init(animal: Animal) {
    self.animal = animal
    super.init()
    backgroundColor = animal.background
  }

  override func draw(in context: DrawingContext) {
    let bounds = context.bounds
    let size = min(bounds.width, bounds.height) * 0.5
    let center = Point(x: bounds.midX, y: bounds.midY + size * 0.1)
    let fur = animal.fur
    let dark = fur.interpolated(to: .black, fraction: 0.45)
    func circle(_ point: Point, _ radius: Double) -> Path {
      Path(
        ellipseIn: Rect(
          x: point.x - radius, y: point.y - radius, width: radius * 2, height: radius * 2))
    }
    switch animal {
    case .lion:
      context.fill(circle(center, size * 0.78), color: Color(rgb: 0xB8_6B_1E))
    case .buckDeer:
      for side in [-1.0, 1.0] {
        var antler = Path()
        let base = Point(x: center.x + side * size * 0.25, y: center.y - size * 0.4)
        antler.move(to: base)
        antler.addLine(to: Point(x: base.x + side * size * 0.3, y: base.y - size * 0.55))
        antler.move(to: Point(x: base.x + side * size * 0.12, y: base.y - size * 0.22))
        antler.addLine(to: Point(x: base.x + side * size * 0.42, y: base.y - size * 0.25))
        antler.move(to: Point(x: base.x + side * size * 0.22, y: base.y - size * 0.4))
        antler.addLine(to: Point(x: base.x + side * size * 0.1, y: base.y - size * 0.7))
        context.stroke(antler, color: Color(rgb: 0x5E_3B_1C), lineWidth: max(2, size * 0.06))
      }
    default:
      break
    }
    // Ears.
    for side in [-1.0, 1.0] {
      let earCenter = Point(x: center.x + side * size * 0.36, y: center.y - size * 0.38)
      if animal == .cat {
        var ear = Path()
        ear.move(to: Point(x: earCenter.x - size * 0.18, y: earCenter.y + size * 0.12))
        ear.addLine(to: Point(x: earCenter.x + side * size * 0.05, y: earCenter.y - size * 0.3))
        ear.addLine(to: Point(x: earCenter.x + size * 0.18, y: earCenter.y + size * 0.12))
        ear.closeSubpath()
        context.fill(ear, color: fur)
      } else {
        context.fill(circle(earCenter, size * 0.15), color: fur)
        context.fill(circle(earCenter, size * 0.08), color: dark)
      }
    }
    // Head, muzzle, eyes, nose.
    context.fill(circle(center, size * 0.5), color: fur)
    let muzzle = Point(x: center.x, y: center.y + size * 0.18)
    context.fill(
      Path(
        ellipseIn: Rect(
          x: muzzle.x - size * 0.24, y: muzzle.y - size * 0.15, width: size * 0.48,
          height: size * 0.3)),
      color: fur.interpolated(to: .white, fraction: 0.55))
    for side in [-1.0, 1.0] {
      let eye = Point(x: center.x + side * size * 0.19, y: center.y - size * 0.1)
      context.fill(circle(eye, size * 0.07), color: .white)
      context.fill(circle(eye, size * 0.04), color: .black)
    }
    context.fill(circle(Point(x: muzzle.x, y: muzzle.y - size * 0.05), size * 0.06), color: dark)
    if animal == .beaver {
      context.fill(
        Rect(
          x: muzzle.x - size * 0.07, y: muzzle.y + size * 0.05, width: size * 0.14,
          height: size * 0.12), color: .white)
    }
    if animal == .cat || animal == .lion {
      for side in [-1.0, 1.0] {
        for row in 0..<2 {
          var whisker = Path()
          let y = muzzle.y + Double(row) * size * 0.06
          whisker.move(to: Point(x: muzzle.x + side * size * 0.12, y: y))
          whisker.addLine(to: Point(x: muzzle.x + side * size * 0.42, y: y - size * 0.04))
          context.stroke(whisker, color: dark, lineWidth: 1.5)
        }
      }
    }
  }
}
