import StrataKit

/// A bar that shows how much of a cross demo screen is visible: a track, a fill as wide as the
/// fraction, and a label such as "62 % visible".
@MainActor
final class CrossDemoPercentBar: View {
  private let track = View()
  private let fill = View()
  private let label = Label()

  /// The visible fraction shown, 0…1.
  var fraction = 1.0 {
    didSet {
      guard fraction != oldValue else { return }
      label.text = "\(Int((fraction * 100).rounded())) % visible"
      setNeedsLayout()
    }
  }

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    track.backgroundColor = Color(white: 1, alpha: 0.25)
    track.cornerRadius = 6
    fill.backgroundColor = .white
    fill.cornerRadius = 6
    label.font = .boldSystem(size: 15)
    label.textColor = .white
    label.text = "100 % visible"
    addSubview(track)
    track.addSubview(fill)
    addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    View.performWithoutAnimation {
      label.frame = Rect(x: 0, y: 0, width: bounds.width, height: 20)
      track.frame = Rect(x: 0, y: 26, width: bounds.width, height: 12)
      fill.frame = Rect(x: 0, y: 0, width: bounds.width * min(1, max(0, fraction)), height: 12)
    }
  }
}
