public import StrataKit

/// One demo of the gallery: a name for the command line, a title and subtitle for the home
/// screen, and a way to make its view controller.
@MainActor
public struct Demo {
  /// The name `--demo` takes, lowercase with dashes, such as `sample-scene`.
  public let name: String
  /// The title on the home screen.
  public let title: String
  /// A line under the title on the home screen.
  public let subtitle: String
  /// Makes a fresh view controller for the demo.
  public let makeViewController: () -> ViewController
  /// Puts a freshly shown demo into the state the benchmark's drag (toward the right) works
  /// on, such as a page pushed for the drag to pop; `nil` when the demo needs nothing.
  public let prepareForBenchmark: ((ViewController) -> Void)?
  /// Puts a freshly shown demo into a state the headless tour photographs at rest, and
  /// returns where (in window coordinates) the tour starts a drag toward the right that it
  /// photographs with the pointer down; `nil` when the demo has no such step.
  public let prepareForTour: ((ViewController) -> Point?)?

  /// Creates a demo.
  public init(
    name: String, title: String, subtitle: String,
    makeViewController: @escaping () -> ViewController,
    prepareForBenchmark: ((ViewController) -> Void)? = nil,
    prepareForTour: ((ViewController) -> Point?)? = nil
  ) {
    self.name = name
    self.title = title
    self.subtitle = subtitle
    self.makeViewController = makeViewController
    self.prepareForBenchmark = prepareForBenchmark
    self.prepareForTour = prepareForTour
  }
}
