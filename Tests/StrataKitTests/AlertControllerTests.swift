import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// A screen with a button that counts its taps.
@MainActor
private final class Presenter: ViewController {
  let button = Button(frame: Rect(x: 20, y: 20, width: 120, height: 40), title: "Go")
  var taps = 0

  override func viewDidLoad() {
    button.action = { [weak self] _ in self?.taps += 1 }
    view.addSubview(button)
  }
}

/// The buttons an alert shows, by title.
@MainActor
private func buttons(in view: View) -> [String: Button] {
  var found: [String: Button] = [:]
  func walk(_ view: View) {
    if let button = view as? Button, let title = button.currentTitle { found[title] = button }
    for subview in view.subviews { walk(subview) }
  }
  walk(view)
  return found
}

@Suite("Alert controller", .strictDiagnostics)
@MainActor
struct AlertControllerTests {
  private func makeHost(size: Size = Size(width: 1024, height: 768)) -> (TestHost, Presenter) {
    let root = Presenter()
    return (TestHost(rootViewController: root, size: size), root)
  }

  private func makeAlert(
    style: AlertController.Style = .alert, titles: [(String, AlertAction.Style)],
    picked: @escaping (String) -> Void
  ) -> AlertController {
    let alert = AlertController(
      title: "Delete?", message: "It cannot be undone.", preferredStyle: style)
    for (title, actionStyle) in titles {
      alert.addAction(AlertAction(title: title, style: actionStyle) { picked($0.title ?? "") })
    }
    return alert
  }

  @Test(
    "an alert fades in as a centred 270-point card, two buttons side by side, cancel on the left")
  func alertLayout() throws {
    let (host, root) = makeHost()
    let alert = makeAlert(titles: [("Delete", .destructive), ("Cancel", .cancel)]) { _ in }
    root.present(alert, animated: true)
    host.advance(by: TestHost.frameDuration)
    let card = try #require(alert.view.superview)
    #expect(card.presentation.alpha < 1)
    host.settle()
    #expect(card.presentation.alpha == 1)
    #expect(card.frame.width == 270)
    #expect(card.frame.midX == 512)
    #expect(abs(card.frame.midY - 384) <= 1)
    let found = buttons(in: alert.view)
    let delete = try #require(found["Delete"])
    let cancel = try #require(found["Cancel"])
    #expect(cancel.frame.minX == 0)
    #expect(delete.frame.minX > cancel.frame.maxX)
    #expect(delete.frame.minY == cancel.frame.minY)
    #expect(delete.titleColor(for: .normal) == .red)
    #expect(cancel.titleLabel.font == .boldSystem(size: 17))
    #expect(card.frame.height == cancel.frame.maxY)
  }

  @Test("three actions stack, the cancel action last")
  func threeActionsStack() throws {
    let (host, root) = makeHost()
    let alert = makeAlert(titles: [("Cancel", .cancel), ("One", .default), ("Two", .default)]) {
      _ in
    }
    root.present(alert, animated: false)
    host.render()
    let found = buttons(in: alert.view)
    let one = try #require(found["One"])
    let two = try #require(found["Two"])
    let cancel = try #require(found["Cancel"])
    #expect(one.frame.minY < two.frame.minY)
    #expect(two.frame.minY < cancel.frame.minY)
    #expect(one.frame.width == 270)
  }

  @Test("tapping an action dismisses the alert, then runs its handler")
  func tapPicksAction() throws {
    let (host, root) = makeHost()
    var picked: [String] = []
    let alert = makeAlert(titles: [("OK", .default), ("Cancel", .cancel)]) { picked.append($0) }
    root.present(alert, animated: true)
    host.settle()
    #expect(host.tap(on: try #require(buttons(in: alert.view)["OK"])))
    #expect(alert.isBeingDismissed)
    #expect(picked.isEmpty)
    host.settle()
    #expect(picked == ["OK"])
    #expect(root.presentedViewController == nil)
  }

  @Test("Return picks the only default action, Escape the cancel action")
  func keysPickActions() throws {
    let (host, root) = makeHost()
    var picked: [String] = []
    let alert = makeAlert(titles: [("Cancel", .cancel), ("Save", .default)]) { picked.append($0) }
    root.present(alert, animated: true)
    host.settle()
    host.rest(for: 1)
    #expect(host.press(key: .enter))
    host.settle()
    #expect(picked == ["Save"])
    root.present(alert, animated: true)
    host.settle()
    #expect(host.press(key: .escape))
    host.settle()
    #expect(picked == ["Save", "Cancel"])
  }

  @Test("Return picks the preferred action among several; Escape without a cancel does nothing")
  func preferredAndNoCancel() throws {
    let (host, root) = makeHost()
    var picked: [String] = []
    let alert = makeAlert(titles: [("One", .default), ("Two", .default)]) { picked.append($0) }
    root.present(alert, animated: false)
    host.render()
    #expect(!host.press(key: .escape))
    host.settle()
    #expect(root.presentedViewController === alert)
    alert.preferredAction = alert.actions[1]
    host.press(key: .enter)
    host.settle()
    #expect(picked == ["Two"])
  }

  @Test("a disabled action is neither tapped nor picked by Return; enabled again, it is")
  func disabledAction() throws {
    let (host, root) = makeHost()
    var picked: [String] = []
    let alert = makeAlert(titles: [("OK", .default), ("Cancel", .cancel)]) { picked.append($0) }
    alert.actions[0].isEnabled = false
    root.present(alert, animated: false)
    host.render()
    let ok = try #require(buttons(in: alert.view)["OK"])
    #expect(!ok.isEnabled)
    host.tap(on: ok)
    host.settle()
    #expect(picked.isEmpty)
    #expect(root.presentedViewController === alert)
    // With no default to pick, Return goes to the focused button: the cancel action, the only
    // one enabled, which took the focus when the alert appeared.
    #expect(host.firstResponder === buttons(in: alert.view)["Cancel"])
    alert.actions[0].isEnabled = true
    #expect(ok.isEnabled)
    #expect(host.press(key: .enter))
    host.settle()
    #expect(picked == ["OK"])
    #expect(root.presentedViewController == nil)
  }

  @Test("the presenter's button under an alert takes no tap, and the focus goes to the default")
  func containment() throws {
    let (host, root) = makeHost()
    let alert = makeAlert(titles: [("Cancel", .cancel), ("OK", .default)]) { _ in }
    root.present(alert, animated: true)
    host.settle()
    host.tap(on: root.button)
    #expect(root.taps == 0)
    let ok = try #require(buttons(in: alert.view)["OK"])
    let cancel = try #require(buttons(in: alert.view)["Cancel"])
    #expect(host.firstResponder === ok)
    host.press(key: .tab)
    #expect(host.firstResponder === cancel)
    host.press(key: .tab)
    #expect(host.firstResponder === ok)
  }

  @Test("an action sheet in a compact window slides up at the bottom, its cancel action apart")
  func actionSheetCompact() throws {
    let (host, root) = makeHost(size: Size(width: 400, height: 700))
    var picked: [String] = []
    let sheet = makeAlert(
      style: .actionSheet,
      titles: [("Cancel", .cancel), ("Share", .default), ("Delete", .destructive)]
    ) { picked.append($0) }
    root.present(sheet, animated: true)
    host.advance(by: TestHost.frameDuration)
    let card = try #require(sheet.view.superview)
    #expect(card.presentation.transform.ty > 0)
    host.settle()
    #expect(card.frame.minX == 8)
    #expect(card.frame.width == 384)
    #expect(card.frame.maxY == 692)
    let found = buttons(in: sheet.view)
    let cancel = try #require(found["Cancel"])
    let delete = try #require(found["Delete"])
    let cancelFrame = cancel.convert(cancel.bounds, to: nil)
    let deleteFrame = delete.convert(delete.bounds, to: nil)
    #expect(cancelFrame.maxY == 692)
    #expect(cancelFrame.minY - deleteFrame.maxY == 8)
    host.tap(on: cancel)
    host.settle()
    #expect(picked == ["Cancel"])
  }

  @Test("an action sheet in a regular window shows centred, as an alert")
  func actionSheetRegular() throws {
    let (host, root) = makeHost()
    let sheet = makeAlert(style: .actionSheet, titles: [("Share", .default)]) { _ in }
    root.present(sheet, animated: false)
    host.render()
    let card = try #require(sheet.view.superview)
    #expect(card.frame.midX == 512)
    #expect(card.frame.width == 304)
  }

  @Test("a second cancel action and a preferred action from elsewhere are refused")
  func misuse() throws {
    let alert = AlertController(title: nil, message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    expectDiagnostic(containing: "at most one cancel") {
      alert.addAction(AlertAction(title: "Also", style: .cancel))
    }
    expectDiagnostic(containing: "not one of its actions") {
      alert.preferredAction = AlertAction(title: "Stray", style: .default)
    }
    #expect(alert.actions.count == 1)
    #expect(alert.preferredAction == nil)
  }
}
