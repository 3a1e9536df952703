/// What a view has been told to answer to an assistive technology; a `nil` field leaves the
/// answer to the view's class (a label's text, a button's traits).
struct AccessibilitySettings {
  var isElement: Bool?
  var label: String?
  var value: String?
  var hint: String?
  var traits: AccessibilityTraits?
  var containerType: AccessibilityContainerType?
  /// A frame set by the app, in the window's coordinates; `nil` follows the view.
  var frame: Rect?
  var elementsHidden = false
  var viewIsModal = false
  var groupsChildren = false
  /// The role a control gives itself where its traits do not say it (a text field's entry).
  var role: AccessibilityRole?
  var customActions: [AccessibilityCustomAction]?
}
