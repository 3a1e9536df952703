public import StrataKit

/// How the chrome of a ``LayeredNavigationController``'s layers looks (the bar across the top
/// of a layer): what `FRNavigationBar`'s appearance styled, its background and its title's text
/// attributes.
///
/// Set it for every layer of a container through
/// ``LayeredNavigationController/chromeAppearance``, or for one layer through its item's
/// ``LayeredNavigationItem/chromeAppearance``, which wins.
///
/// | FRNavigationBar | LayeredChromeAppearance |
/// | --- | --- |
/// | `[FRNavigationBar appearance]`, `appearanceWhenContainedIn:` | ``LayeredNavigationController/chromeAppearance``, ``LayeredNavigationItem/chromeAppearance`` |
/// | `backgroundImage` | ``backgroundImage`` (over ``backgroundColor``) |
/// | `titleTextAttributes` (font, text colour) | ``titleFont``, ``titleColor`` |
public struct LayeredChromeAppearance: Sendable, Hashable {
  /// The look Strata gives the chrome unless told otherwise: a white 0.95 bar with a bold
  /// 17-point black title.
  public static let standard = LayeredChromeAppearance()

  /// The bar's background colour; white 0.95 by default.
  public var backgroundColor: Color
  /// An image stretched across the bar, over ``backgroundColor``; none by default.
  public var backgroundImage: Image?
  /// The title's font; bold 17-point system type by default.
  public var titleFont: Font
  /// The title's colour; black by default.
  public var titleColor: Color

  /// Creates an appearance; each parameter defaults to the ``standard`` look.
  public init(
    backgroundColor: Color = Color(white: 0.95), backgroundImage: Image? = nil,
    titleFont: Font = .boldSystem(size: 17), titleColor: Color = .black
  ) {
    self.backgroundColor = backgroundColor
    self.backgroundImage = backgroundImage
    self.titleFont = titleFont
    self.titleColor = titleColor
  }
}
