import StrataKit
import StrataTesting

/// A text field in a 400 × 200 window at (20, 20), 300 × 30 points, in a 10-point font: with
/// the deterministic text system every character is 6 points wide and the line 12 tall, so
/// character `i` starts at window x 20 + 6i.
@MainActor
struct TextFieldScene {
  let host: TestHost
  let controller: ViewController
  let field: TextField

  init(text: String = "", focus: Bool = true) {
    controller = ViewController()
    host = TestHost(rootViewController: controller, size: Size(width: 400, height: 200))
    field = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 30), text: text)
    field.font = .system(size: 10)
    controller.view.addSubview(field)
    host.advance(by: TestHost.frameDuration)
    if focus { host.tap(at: Point(x: 318, y: 35)) }
  }

  /// The window point over the left half of character `index` (the caret goes before it).
  func point(before index: Int) -> Point {
    Point(x: 20 + 6 * Double(index) + 1, y: 35)
  }

  /// The caret's left edge in window coordinates (-1 outside a window).
  var caretX: Double { field.textInputCaretRect?.minX ?? -1 }
}

/// A delegate that records what it hears and refuses what it is told to.
@MainActor
final class RecordingTextFieldDelegate: TextFieldDelegate {
  var entries: [String] = []
  var allowsBegin = true
  var refusedText: Set<String> = []
  var allowsClear = true

  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
    entries.append("shouldBegin")
    return allowsBegin
  }

  func textFieldDidBeginEditing(_ textField: TextField) { entries.append("didBegin") }

  func textFieldDidEndEditing(_ textField: TextField) { entries.append("didEnd") }

  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>,
    replacementString string: String
  ) -> Bool {
    !refusedText.contains(string)
  }

  func textFieldDidChange(_ textField: TextField) { entries.append("change:\(textField.text)") }

  func textFieldShouldClear(_ textField: TextField) -> Bool {
    entries.append("shouldClear")
    return allowsClear
  }

  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    entries.append("return")
    return true
  }
}
