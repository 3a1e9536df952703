import StrataKit

/// One screen of a ``ScreenStack``: its controller, and what else the container keeps about
/// it (a cross navigation keeps the side each screen came in from). A stack controller's
/// screens are its controllers themselves.
@MainActor
protocol ScreenStackEntry {
  /// How a call may ask the screen left on top to come back when the screens above it go,
  /// for a container that lets a call choose (a cross navigation's side); `Never` for one that
  /// does not.
  associatedtype ReturnSide = Never

  /// The screen's controller.
  var controller: ViewController { get }
}

// MARK: - ScreenStackEntry

extension ViewController: ScreenStackEntry {
  /// A stack controller's screen is its controller.
  var controller: ViewController { self }
}
