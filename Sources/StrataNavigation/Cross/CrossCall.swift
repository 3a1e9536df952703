import StrataKit

/// A call to a ``CrossNavigationController`` waiting for the running transition or drag to
/// end: the screen stack's call over screens and their sides, refused with a
/// ``CrossNavigationControllerError``. A present is a push of the screen with its side, a
/// dismiss a pop; a dismiss to an earlier screen may choose the side it comes back in from.
typealias CrossCall = ScreenStackCall<CrossEntry, CrossNavigationControllerError>
