/// What a view has been told to answer to an assistive technology; a `nil` field leaves the
/// answer to the view's class (a label's text, a button's traits).
struct AccessibilitySettings {
  var isElement: Bool?
  var label: String?
  var value: String?
  var hint: String?
  var traits: AccessibilityTraits?
  var containerType: AccessibilityContainerType?
}
