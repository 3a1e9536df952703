import StrataDemos
import StrataKit
import StrataNavigation
import StrataTesting
import Testing

@Suite("The demos' sheets, alerts and fields", .strictDiagnostics)
@MainActor
struct DemoEditingTests {
  /// The stack demo with its article pushed (the first row).
  private func openArticle() throws -> (TestHost, StackDemoViewController, ViewController) {
    let demo = StackDemoViewController()
    let host = TestHost(rootViewController: demo, size: Size(width: 1024, height: 700))
    host.tap(at: Point(x: 200, y: 22))
    host.settle()
    let article = try #require(demo.stack.topViewController)
    #expect(article.title == "Long article")
    return (host, demo, article)
  }

  /// The button of a toolbar or alert titled `title`, as a reader finds it.
  private func tapButton(_ title: String, in host: TestHost) {
    guard let node = host.accessibilityTree().first(labelled: title, role: .pushButton) else {
      Issue.record("no button \(title) in\n\(host.accessibilityTree())")
      return
    }
    host.tap(at: Point(x: node.frame.midX, y: node.frame.midY))
  }

  @Test("the article's Comment presents a sheet; typing enables Send; Send adds the comment")
  func commentSheet() throws {
    let (host, _, article) = try openArticle()
    tapButton("Comment", in: host)
    host.settle()
    let sheet = try #require(article.presentedViewController)
    #expect(sheet.title == "Comment")
    #expect(host.accessibilityTree().first(labelled: "Long article") == nil)
    let field = try #require(host.firstResponder as? TextField)
    #expect(host.accessibilityTree().first(labelled: "Send")?.states.contains(.enabled) == false)
    host.type("Well put")
    #expect(field.text == "Well put")
    #expect(host.accessibilityTree().first(labelled: "Comment", role: .text)?.value == "Well put")
    tapButton("Send", in: host)
    host.settle()
    #expect(article.presentedViewController == nil)
    #expect(host.accessibilityTree().allNodes.contains { $0.label?.hasSuffix("Well put") == true })
    try host.checkInvariants()
  }

  @Test("the sheet dragged down goes away without a comment; Escape does too")
  func sheetDismissal() throws {
    let (host, _, article) = try openArticle()
    tapButton("Comment", in: host)
    host.settle()
    host.type("Draft")
    host.drag(from: Point(x: 512, y: 60), to: Point(x: 512, y: 640))
    host.settle()
    #expect(article.presentedViewController == nil)
    #expect(!host.accessibilityTree().allNodes.contains { $0.label?.hasSuffix("Draft") == true })
    tapButton("Comment", in: host)
    host.settle()
    #expect(article.presentedViewController != nil)
    _ = host.press(key: .escape)
    host.settle()
    #expect(article.presentedViewController == nil)
  }

  @Test("the article's Delete asks first: Cancel keeps it, Delete takes it off the stack")
  func deleteAlert() throws {
    let (host, demo, article) = try openArticle()
    tapButton("Delete", in: host)
    host.settle()
    #expect(article.presentedViewController is AlertController)
    #expect(host.accessibilityTree().first(labelled: "Delete this article?") != nil)
    _ = host.press(key: .escape)
    host.settle()
    #expect(article.presentedViewController == nil)
    #expect(demo.stack.topViewController === article)
    tapButton("Delete", in: host)
    host.settle()
    tapButton("Delete", in: host)
    host.settle()
    #expect(demo.stack.viewControllers.count == 1)
    try host.checkInvariants()
  }

  @Test("the split demo's places filter as one types in the search field")
  func splitSearch() throws {
    let demo = SplitDemoViewController()
    let host = TestHost(rootViewController: demo, size: Size(width: 1100, height: 700))
    host.settle()
    let search = try #require(
      host.accessibilityTree().first(labelled: "Search places", role: .entry))
    host.tap(at: Point(x: search.frame.midX, y: search.frame.midY))
    host.type("ri")
    let places = ["Mountains", "Rivers", "Forests", "Coasts", "Deserts", "Islands"]
    func shown() -> [String] {
      host.accessibilityTree().all(.listItem).compactMap(\.label).filter(places.contains)
    }
    #expect(shown() == ["Rivers"])
    host.type("x")
    #expect(shown().isEmpty)
    _ = host.press(key: .backspace)
    _ = host.press(key: .backspace)
    _ = host.press(key: .backspace)
    #expect(shown() == places)
    host.type("s")
    #expect(shown() == ["Mountains", "Rivers", "Forests", "Coasts", "Deserts", "Islands"])
    host.type("t")
    #expect(shown() == ["Forests", "Coasts"])
    guard let coasts = host.accessibilityTree().first(labelled: "Coasts", role: .listItem) else {
      Issue.record("Coasts is not listed in\n\(host.accessibilityTree())")
      return
    }
    host.tap(at: Point(x: coasts.frame.midX, y: coasts.frame.midY))
    host.settle()
    #expect(host.accessibilityTree().first(labelled: "Coasts 1", role: .listItem) != nil)
  }
}
