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
  /// Puts a freshly shown demo into the state the benchmark's drag (toward
  /// ``signatureDirection``) works on, such as a page pushed for the drag to pop; `nil` when
  /// the demo needs nothing. The tour also calls it before each of ``moreGestures``.
  public let prepareForBenchmark: ((ViewController) -> Void)?
  /// What the demo's signature gesture shows mid-way, such as "a pop drag: the previous page
  /// in parallax": the gesture is the benchmark's drag toward ``signatureDirection``, after
  /// ``prepareForBenchmark``, and the headless tour photographs it with the pointer still
  /// down. `nil` when the demo has no container gesture to show.
  public let gestureCaption: String?
  /// The way the benchmark's drag and the signature gesture move the finger; toward the right
  /// by default.
  public let signatureDirection: DemoGesture.Direction
  /// Further drags the headless tour photographs mid-way after the signature gesture, each
  /// after ``prepareForBenchmark``; none by default.
  public let moreGestures: [DemoGesture]
  /// Where the signature gesture starts, in window coordinates, once the demo is prepared
  /// (the layered demo's top layer, say); `nil` (or no closure) starts it a fifth of the way
  /// before the middle of the demo.
  public let gestureStart: ((ViewController) -> Point?)?
  /// Window widths, in points, the demo is meant to be seen at besides the window's own: the
  /// headless tour photographs it at each, and `strata-bench` resizes through them and back
  /// before its drag. Empty by default.
  public let windowWidths: [Double]
  /// The part of the window, in points, the benchmark's drag crosses, asked of the demo's
  /// controller once it is prepared; `nil` (the default, or as an answer) means the whole
  /// window.
  public let benchmarkDragArea: ((ViewController) -> Rect?)?

  /// Creates a demo.
  public init(
    name: String, title: String, subtitle: String,
    makeViewController: @escaping () -> ViewController,
    prepareForBenchmark: ((ViewController) -> Void)? = nil,
    gestureCaption: String? = nil,
    signatureDirection: DemoGesture.Direction = .towardRight,
    moreGestures: [DemoGesture] = [],
    gestureStart: ((ViewController) -> Point?)? = nil,
    windowWidths: [Double] = [], benchmarkDragArea: ((ViewController) -> Rect?)? = nil
  ) {
    self.name = name
    self.title = title
    self.subtitle = subtitle
    self.makeViewController = makeViewController
    self.prepareForBenchmark = prepareForBenchmark
    self.gestureCaption = gestureCaption
    self.signatureDirection = signatureDirection
    self.moreGestures = moreGestures
    self.gestureStart = gestureStart
    self.windowWidths = windowWidths
    self.benchmarkDragArea = benchmarkDragArea
  }
}
