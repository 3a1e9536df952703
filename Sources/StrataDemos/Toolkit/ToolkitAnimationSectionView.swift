public import StrataKit

/// A section of the Toolkit demo: a "Spring" button that throws a card to the other side of a
/// track with an underdamped spring, and a "Toggle" button that flips a switch with a timed,
/// eased animation.
@MainActor
public final class ToolkitAnimationSectionView: View {
  /// The height the section wants, in points.
  public static let preferredHeight = 196.0

  /// The button that springs the card.
  public let springButton = Button(title: "Spring")
  /// The button that flips the switch.
  public let toggleButton = Button(title: "Toggle")
  /// The card the spring moves.
  public let card = View()
  /// The switch's knob, which slides over ``switchTrack``.
  public let switchKnob = View()
  /// The switch's track, whose colour follows the switch.
  public let switchTrack = View()
  /// The label beside the switch: "Off" or "On".
  public let switchLabel = Label(text: "Off")

  /// Whether the card rests at the trailing end of its track.
  public private(set) var isCardAtTrailingEnd = false
  /// Whether the switch is on.
  public private(set) var isSwitchOn = false

  /// The spring the card moves with: a 0.55 s response, damping ratio 0.55 (it overshoots).
  public static let cardSpring = (response: 0.55, dampingRatio: 0.55)
  /// How long the switch takes to flip, in seconds.
  public static let switchDuration = 0.3

  private let cardLabel = Label(text: "Spring")

  /// Creates the section.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    backgroundColor = .white
    cornerRadius = 16
    borderWidth = 1
    borderColor = Color(white: 0.86)

    for button in [springButton, toggleButton] {
      button.backgroundColor = Color(rgb: 0xE8_F1_FF)
      button.cornerRadius = 10
      addSubview(button)
    }
    springButton.action = { [weak self] _ in self?.springCard() }
    toggleButton.action = { [weak self] _ in self?.toggleSwitch() }

    card.backgroundColor = Color(rgb: 0x2D_8C_F0)
    card.cornerRadius = 14
    card.shadow = Shadow(
      color: .black, opacity: 0.25, radius: 6, offset: Size(width: 0, height: 3))
    cardLabel.font = .boldSystem(size: 15)
    cardLabel.textColor = .white
    cardLabel.textAlignment = .center
    cardLabel.isUserInteractionEnabled = false
    card.addSubview(cardLabel)
    addSubview(card)

    switchTrack.cornerRadius = 15
    switchTrack.backgroundColor = Self.trackColor(isOn: false)
    addSubview(switchTrack)
    switchKnob.backgroundColor = .white
    switchKnob.cornerRadius = 13
    switchKnob.shadow = Shadow(
      color: .black, opacity: 0.2, radius: 2, offset: Size(width: 0, height: 1))
    switchTrack.addSubview(switchKnob)
    switchLabel.font = .system(size: 15)
    switchLabel.textColor = Color(white: 0.3)
    addSubview(switchLabel)
  }

  /// Sends the card to the other end of its track with ``cardSpring``.
  public func springCard() {
    isCardAtTrailingEnd.toggle()
    let target = cardCenter()
    View.animate(
      springResponse: Self.cardSpring.response, dampingRatio: Self.cardSpring.dampingRatio
    ) {
      card.center = target
    }
  }

  /// Flips the switch over ``switchDuration`` seconds, easing in and out.
  public func toggleSwitch() {
    isSwitchOn.toggle()
    switchLabel.text = isSwitchOn ? "On" : "Off"
    let knobCenter = self.knobCenter()
    let color = Self.trackColor(isOn: isSwitchOn)
    View.animate(withDuration: Self.switchDuration) {
      switchKnob.center = knobCenter
      switchTrack.backgroundColor = color
    }
  }

  /// Places the buttons in a row at the top, the card's track below them and the switch
  /// beside the toggle button.
  public override func layoutSubviews() {
    let inset = 16.0
    springButton.frame = Rect(x: inset, y: inset, width: 110, height: 36)
    toggleButton.frame = Rect(x: inset + 126, y: inset, width: 110, height: 36)
    switchTrack.frame = Rect(x: inset + 256, y: inset + 3, width: 52, height: 30)
    switchLabel.frame = Rect(x: inset + 318, y: inset, width: 60, height: 36)
    placeKnob()
    card.bounds = Rect(x: 0, y: 0, width: 120, height: 96)
    card.center = cardCenter()
    cardLabel.frame = Rect(x: 0, y: 0, width: 120, height: 96)
  }

  private func placeKnob() {
    switchKnob.bounds = Rect(x: 0, y: 0, width: 26, height: 26)
    switchKnob.center = knobCenter()
  }

  private func knobCenter() -> Point {
    Point(x: isSwitchOn ? 37 : 15, y: 15)
  }

  private func cardCenter() -> Point {
    let inset = 16.0
    let halfWidth = 60.0
    let x = isCardAtTrailingEnd ? bounds.width - inset - halfWidth : inset + halfWidth
    return Point(x: max(inset + halfWidth, x), y: 68 + 48 + 8)
  }

  private static func trackColor(isOn: Bool) -> Color {
    isOn ? Color(rgb: 0x34_C7_59) : Color(white: 0.82)
  }
}
