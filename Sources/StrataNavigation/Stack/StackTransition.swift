import StrataKit

/// A transition between two top controllers of a ``StackController`` that is running: the
/// screen stack's transition over controllers.
typealias StackTransition = ScreenTransition<ViewController>
