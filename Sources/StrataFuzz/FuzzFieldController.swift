import StrataKit

/// A controller with a text field over a ``FuzzController`` child: what the presentation walks
/// present, and the root of their stack, so that typing has somewhere to go at every level.
///
/// The child fills the view and logs its appearance callbacks (forwarded by this controller),
/// so a presentation's appearance order is checked as every container's is. The field runs
/// across the top, 40 points down, leaving a strip above it where a drag grabs a sheet.
@MainActor
final class FuzzFieldController: ViewController {
  /// The field the walk types into.
  let field = TextField()
  /// The child that fills the view and checks the appearance callbacks.
  let content: FuzzController

  /// Creates a controller named `name` (its `title`) over `content`.
  init(name: String, content: FuzzController) {
    self.content = content
    super.init()
    title = name
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(content)
    content.view.frame = view.bounds
    content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(content.view)
    content.didMove(toParent: self)
    field.frame = Rect(x: 16, y: 40, width: max(0, view.bounds.width - 32), height: 36)
    field.autoresizingMask = [.flexibleWidth]
    field.borderStyle = .roundedRect
    field.clearButtonMode = .whileEditing
    field.accessibilityLabel = title
    view.addSubview(field)
  }
}
