/// A part of a frame that the benchmark times on its own, plus the frame as a whole.
enum Phase: String, CaseIterable, Sendable {
  /// Delivering the frame's pointer events: hit testing, gesture recognizers, their actions.
  case events
  /// `Window.advanceFrame()`: animation sampling, display links and completions.
  case animation
  /// `View.layoutIfNeeded()` on the window.
  case layout
  /// `Window.composeDisplayList()`: walking the tree into the display list.
  case recording
  /// `CairoRenderer` drawing the display list into the full-frame surface.
  case rasterization
  /// The whole frame, timed around all of the above (not their sum).
  case total

  /// The phases that make up a frame, without ``total``.
  static let parts: [Phase] = [.events, .animation, .layout, .recording, .rasterization]

  /// The name in the human-readable table.
  var label: String {
    switch self {
    case .events: "events + gestures"
    case .animation: "animation"
    case .layout: "layout"
    case .recording: "display list"
    case .rasterization: "rasterisation"
    case .total: "total"
    }
  }
}
