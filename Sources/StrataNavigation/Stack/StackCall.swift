import StrataKit

/// A call to a ``StackController`` waiting for the running transition or drag to end: the
/// screen stack's call over controllers, refused with a ``StackControllerError``.
typealias StackCall = ScreenStackCall<ViewController, StackControllerError>
