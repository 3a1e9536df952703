/// A message with buttons, presented modally: Strata's `UIAlertController`.
///
/// Present it with ``ViewController/present(_:animated:completion:)``. An ``Style/alert``
/// shows as a card 270 points wide, centred over a dimmed window, fading and shrinking in: a
/// bold title, the message, then the buttons, side by side when there are two and stacked
/// otherwise (the cancel action on the left, or last). An ``Style/actionSheet`` slides up at the
/// bottom of a compact window, its cancel action apart below the others; in a regular window
/// it shows centred, as an alert does.
///
/// Tapping an enabled action's button dismisses the alert, then runs the action's handler.
/// Return picks the ``preferredAction`` (else the only default action), Escape the cancel
/// action; without one, the key does nothing.
///
/// | UIKit | Strata |
/// | --- | --- |
/// | `UIAlertController(title:message:preferredStyle:)` | ``init(title:message:preferredStyle:)`` |
/// | `addAction(_:)`, `actions`, `preferredAction` | ``addAction(_:)``, ``actions``, ``preferredAction`` |
/// | `UIAlertAction(title:style:handler:)` | ``AlertAction/init(title:style:handler:)`` |
open class AlertController: ViewController {
  /// How an alert controller shows.
  public enum Style: String, Sendable, Hashable {
    /// A centred card.
    case alert
    /// A card at the bottom of a compact window.
    case actionSheet
  }

  /// The height of an action's button: 44 points.
  public static let buttonHeight = 44.0
  /// The space around an alert's text, and around an action sheet in a compact window: in
  /// points.
  static let textPadding = 16.0
  /// The margin around an action sheet and the gap above its cancel action: 8 points.
  static let actionSheetMargin = 8.0

  /// How the controller shows; set when it is created.
  public let preferredStyle: Style

  /// The text under the title.
  public var message: String? {
    didSet { if message != oldValue { contentDidChange() } }
  }

  /// The actions, in the order they were added.
  public private(set) var actions: [AlertAction] = []

  /// The action Return picks; must be one of ``actions`` (another is ignored, with a
  /// diagnostic). Defaults to `nil`: Return picks the only default action, if there is one.
  public var preferredAction: AlertAction? {
    get { storedPreferredAction }
    set {
      if let newValue, !actions.contains(where: { $0 === newValue }) {
        Diagnostics.warn(
          "AlertController: the preferred action is not one of its actions; the call was ignored")
        return
      }
      storedPreferredAction = newValue
    }
  }

  private var storedPreferredAction: AlertAction?
  private let titleLabel = Label()
  private let messageLabel = Label()
  /// Holds the text and the actions (all but the cancel action in an action sheet).
  private let groupView = View()
  /// Holds an action sheet's cancel action, apart.
  private let cancelGroupView = View()
  private let verticalSeparator = View()
  private var separators: [View] = []
  /// The actions' buttons, in the order of ``actions``.
  private var buttons: [Button] = []
  private var titleObservation: ObservationToken?
  /// Whether an action was picked since the alert last appeared, so no other is.
  private var hasPickedAction = false

  /// Creates an alert controller.
  ///
  /// - Parameters:
  ///   - title: The bold text at the top; `nil` for none.
  ///   - message: The text under it; `nil` for none.
  ///   - preferredStyle: An alert or an action sheet.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.preferredStyle = preferredStyle
    self.message = message
    super.init()
    self.title = title
    titleObservation = observeTitle { [weak self] _ in self?.contentDidChange() }
  }

  /// Adds `action` as the last button. A second cancel action, or an action added twice, is
  /// ignored with a diagnostic.
  public func addAction(_ action: AlertAction) {
    if actions.contains(where: { $0 === action }) {
      Diagnostics.warn("AlertController: the action was added already; the call was ignored")
      return
    }
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      Diagnostics.warn(
        "AlertController: an alert has at most one cancel action; the call was ignored")
      return
    }
    actions.append(action)
    if isViewLoaded { rebuildButtons() }
  }

  /// Builds the card's views.
  open override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.font = .boldSystem(size: 17)
    messageLabel.font = .system(size: 13)
    for label in [titleLabel, messageLabel] {
      label.textAlignment = .center
      label.numberOfLines = 0
      label.lineBreakMode = .byWordWrapping
      groupView.addSubview(label)
    }
    verticalSeparator.backgroundColor = Self.separatorColor
    groupView.addSubview(verticalSeparator)
    view.addSubview(groupView)
    view.addSubview(cancelGroupView)
    rebuildButtons()
  }

  /// Lays the card out in the view's width.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    arrange(width: view.bounds.width)
  }

  /// Lets an action be picked again each time the alert appears.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    hasPickedAction = false
  }

  /// Return picks the preferred (or only default) action, Escape the cancel action.
  open override var keyCommands: [KeyCommand] {
    var commands: [KeyCommand] = []
    if let action = returnAction {
      commands.append(
        KeyCommand(input: .enter, title: action.title) { [weak self] _ in self?.pick(action) })
    }
    if let action = actions.first(where: { $0.style == .cancel && $0.isEnabled }) {
      commands.append(
        KeyCommand(input: .escape, title: action.title) { [weak self] _ in self?.pick(action) })
    }
    return commands
  }

  /// The focus goes first to the button Return would press.
  open override var preferredFocusEnvironments: [any FocusEnvironment] {
    returnAction?.button.map { [$0] } ?? []
  }

  /// The action Return picks: the enabled preferred action, else the only enabled default
  /// action.
  private var returnAction: AlertAction? {
    if let preferred = storedPreferredAction, preferred.isEnabled { return preferred }
    let defaults = actions.filter { $0.style == .default && $0.isEnabled }
    return defaults.count == 1 ? defaults[0] : nil
  }

  /// Dismisses the alert, then runs `action`'s handler; nothing when the action is disabled
  /// or another was picked already.
  func pick(_ action: AlertAction) {
    guard action.isEnabled, !hasPickedAction, actions.contains(where: { $0 === action }) else {
      return
    }
    hasPickedAction = true
    do {
      try tryDismiss(animated: true) { action.handler?(action) }
    } catch {
      // Not presented (shown some other way): the handler runs at once.
      action.handler?(action)
    }
  }

  // MARK: Layout

  /// The width of the card in a presentation that shows it as an alert: 270 points for an
  /// alert, 304 for an action sheet.
  var cardWidth: Double { preferredStyle == .alert ? 270 : 304 }

  /// The height the card needs at `width` points; lays the views out for it.
  func contentHeight(forWidth width: Double) -> Double {
    loadViewIfNeeded()
    return arrange(width: width)
  }

  private static let separatorColor = Color(white: 0.8)
  private static let cardColor = Color(white: 0.97)

  /// Whether the alert shows as an action sheet at the bottom of the window.
  private var showsAsActionSheet: Bool { incomingPresentation?.layout == .actionSheet }

  /// The indices of the actions in the order their buttons show in the main group: the cancel
  /// action first when two show side by side, last when stacked, apart in an action sheet.
  private func groupOrder() -> (group: [Int], cancel: Int?) {
    let cancel = actions.firstIndex { $0.style == .cancel }
    let others = actions.indices.filter { $0 != cancel }
    guard let cancel else { return (others, nil) }
    if showsAsActionSheet { return (others, cancel) }
    if actions.count == 2 { return ([cancel] + others, nil) }
    return (others + [cancel], nil)
  }

  private func rebuildButtons() {
    for button in buttons { button.removeFromSuperview() }
    for separator in separators { separator.removeFromSuperview() }
    separators = []
    buttons = []
    for action in actions {
      let button = Button(title: action.title)
      button.titleLabel.font =
        action.style == .cancel ? .boldSystem(size: 17) : .system(size: 17)
      button.setTitleColor(action.style == .destructive ? .red : .systemBlue, for: .normal)
      button.setTitleColor(.gray, for: .disabled)
      button.isEnabled = action.isEnabled
      button.action = { [weak self, weak action] _ in
        guard let self, let action else { return }
        self.pick(action)
      }
      action.button = button
      buttons.append(button)
      let separator = View()
      separator.backgroundColor = Self.separatorColor
      separators.append(separator)
    }
    contentDidChange()
  }

  private func contentDidChange() {
    titleLabel.text = title
    messageLabel.text = message
    viewIfLoaded?.setNeedsLayout()
    incomingPresentation?.wrapperView.superview?.setNeedsLayout()
  }

  /// Places the views for a card `width` points wide and returns its height.
  @discardableResult
  private func arrange(width: Double) -> Double {
    let sheet = showsAsActionSheet
    let padding = Self.textPadding
    let textWidth = max(0, width - 2 * padding)
    var y = 0.0
    let hasTitle = !(title ?? "").isEmpty
    let hasMessage = !(message ?? "").isEmpty
    titleLabel.isHidden = !hasTitle
    messageLabel.isHidden = !hasMessage
    if hasTitle || hasMessage {
      y = padding
      let fitting = Size(width: textWidth, height: .greatestFiniteMagnitude)
      if hasTitle {
        let height = titleLabel.sizeThatFits(fitting).height
        titleLabel.frame = Rect(x: padding, y: y, width: textWidth, height: height)
        y += height
      }
      if hasMessage {
        if hasTitle { y += 4 }
        let height = messageLabel.sizeThatFits(fitting).height
        messageLabel.frame = Rect(x: padding, y: y, width: textWidth, height: height)
        y += height
      }
      y += padding
    }
    let (group, cancel) = groupOrder()
    let sideBySide = !sheet && group.count == 2
    verticalSeparator.isHidden = !sideBySide
    let height = Self.buttonHeight
    for (position, index) in group.enumerated() {
      let button = buttons[index]
      let separator = separators[index]
      let frame: Rect
      if sideBySide {
        let half = (width / 2).rounded()
        frame =
          position == 0
          ? Rect(x: 0, y: y + 1, width: half, height: height)
          : Rect(x: half + 1, y: y + 1, width: max(0, width - half - 1), height: height)
      } else {
        frame = Rect(x: 0, y: y + 1, width: width, height: height)
        y += height + 1
      }
      separator.frame = Rect(x: frame.minX, y: frame.minY - 1, width: frame.width, height: 1)
      button.frame = frame
      if separator.superview !== groupView { groupView.addSubview(separator) }
      if button.superview !== groupView { groupView.addSubview(button) }
    }
    if sideBySide {
      verticalSeparator.frame = Rect(x: (width / 2).rounded(), y: y + 1, width: 1, height: height)
      y += height + 1
    }
    groupView.frame = Rect(x: 0, y: 0, width: width, height: y)
    var total = y
    if let cancel {
      let button = buttons[cancel]
      separators[cancel].removeFromSuperview()
      if button.superview !== cancelGroupView { cancelGroupView.addSubview(button) }
      button.frame = Rect(x: 0, y: 0, width: width, height: height)
      cancelGroupView.frame = Rect(
        x: 0, y: y + Self.actionSheetMargin, width: width, height: height)
      total = cancelGroupView.frame.maxY
    }
    cancelGroupView.isHidden = cancel == nil
    let radius = sheet ? PresentationController.cornerRadius : 0
    for group in [groupView, cancelGroupView] {
      group.backgroundColor = Self.cardColor
      group.cornerRadius = radius
      group.clipsToBounds = sheet
    }
    view.backgroundColor = sheet ? nil : Self.cardColor
    return total
  }
}
