import StrataKit

/// A controller a ``CrossNavigationController`` made from its graph, and the graph screen it
/// stands for; the controller is held weakly so that a screen that is gone is forgotten.
@MainActor
struct CrossGraphScreen {
  /// The controller made by the screen's factory.
  weak var controller: ViewController?
  /// The screen's identifier in the graph.
  let identifier: String
}
