import StrataKit

/// What a cross pan will drive once it begins, as decided while it was asked whether it may
/// begin: nothing on screen changes until then.
@MainActor
struct CrossInteraction {
  /// The destination the drag asks for (the side the screen comes from when presenting).
  let direction: CrossDirection
  /// The screen a presenting drag brings in; `nil` for a drag that goes back.
  let destination: ViewController?
  /// The way the finger moves to complete the transition, a unit vector in window coordinates.
  let fingerDirection: Point
}
