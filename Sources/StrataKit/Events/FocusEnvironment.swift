/// Something that says where the keyboard focus goes when it moves into it, as
/// `UIFocusEnvironment`: views and view controllers are focus environments.
///
/// When a container changes what shows (a push or a pop, a page, a tab, a layer, a column, a
/// cross screen) and the focus was in the content that left, the window moves the focus into
/// the content that came: to the view focused there when it last left, when its controller
/// ``ViewController/restoresFocusAfterTransition``; else to the first focusable view the
/// controller's ``preferredFocusEnvironments`` lead to; else to its first focusable view in
/// reading order (see ``Window/focusableViews``).
@MainActor
public protocol FocusEnvironment: AnyObject {
  /// The environments to look in first, most preferred first, when the focus moves into this
  /// one: a focusable view is taken as it is, any other environment is searched the same way,
  /// then its own focusable views in reading order.
  var preferredFocusEnvironments: [any FocusEnvironment] { get }
}

extension View: FocusEnvironment {}

extension ViewController: FocusEnvironment {}
