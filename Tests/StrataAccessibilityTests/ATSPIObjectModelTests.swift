import CGIO
import StrataKit
import StrataTesting
import Testing

@testable import StrataAccessibility

/// A screen a reader meets: a title, a button, a list of three rows (the second selected).
@MainActor
private final class ReaderScreen: ViewController {
  let heading = Label(frame: Rect(x: 10, y: 10, width: 200, height: 30), text: "Animals")
  let go = Button(frame: Rect(x: 10, y: 50, width: 80, height: 40), title: "Go")
  let list = ListView(frame: Rect(x: 10, y: 100, width: 300, height: 90))
  var goRuns = 0
  var chosen: [Int] = []

  override func viewDidLoad() {
    view.backgroundColor = .white
    go.action = { [unowned self] _ in goRuns += 1 }
    list.rows = ["Beaver", "Buck deer", "Cat"].map { ListRow(title: $0) }
    list.rowHeight = 30
    list.selectedIndex = 1
    list.onSelect = { [unowned self] in
      chosen.append($0)
      list.selectedIndex = $0
    }
    for subview in [heading, go, list] as [View] { view.addSubview(subview) }
  }
}

/// A volume control a reader adjusts, in steps of 10 from 0% to 100%.
@MainActor
private final class VolumeView: View {
  var level = 40

  override var isAccessibilityElement: Bool {
    get { true }
    set {}
  }
  override var accessibilityLabel: String? {
    get { "Volume" }
    set {}
  }
  override var accessibilityValue: String? {
    get { "\(level)%" }
    set {}
  }
  override var accessibilityTraits: AccessibilityTraits {
    get { .adjustable }
    set {}
  }
  override func accessibilityIncrement() { level = min(100, level + 10) }
  override func accessibilityDecrement() { level = max(0, level - 10) }
}

@Suite("The AT-SPI object model: what clients read and do", .strictDiagnostics)
@MainActor
struct ATSPIObjectModelTests {
  private func makeModel() -> (TestHost, ReaderScreen, ATSPIObjectModel) {
    let screen = ReaderScreen()
    let host = TestHost(rootViewController: screen, size: Size(width: 400, height: 300))
    host.window.accessibilityLabel = "Reader"
    let model = ATSPIObjectModel(window: host.window, applicationName: "reader") {
      ScreenPlacement(originX: 100, originY: 50, unitsPerPoint: 2)
    }
    model.busName = ":1.7"
    _ = model.refresh()
    return (host, screen, model)
  }

  private func reply(
    _ model: ATSPIObjectModel, _ method: String, _ interface: String, at path: String,
    _ arguments: [DBusValue] = []
  ) -> [DBusValue] {
    let result = model.call(
      method, of: "org.a11y.atspi." + interface, at: path, arguments: .tuple(arguments))
    guard case .success(let reply) = result else {
      Issue.record("\(interface).\(method) at \(path) failed: \(result)")
      return []
    }
    return reply.members
  }

  private func path(named name: String, in model: ATSPIObjectModel) -> String? {
    model.tree.elements.first { $0.value.node.label == name }?.key
  }

  @Test("the application holds the frame named after the window, and the frame the elements")
  func applicationAndFrame() throws {
    let (_, _, model) = makeModel()
    let root = ATSPIPaths.root
    #expect(model.property("Name", of: "org.a11y.atspi.Accessible", at: root) == .string("reader"))
    #expect(
      model.property("ToolkitName", of: "org.a11y.atspi.Application", at: root)
        == .string("Strata"))
    #expect(reply(model, "GetRole", "Accessible", at: root) == [.uint32(75)])
    #expect(
      reply(model, "GetChildren", "Accessible", at: root) == [
        .array(elementType: "(so)", [.reference(busName: ":1.7", path: ATSPIPaths.window)])
      ])
    let window = ATSPIPaths.window
    #expect(
      model.property("Name", of: "org.a11y.atspi.Accessible", at: window) == .string("Reader"))
    #expect(reply(model, "GetRole", "Accessible", at: window) == [.uint32(23)])
    #expect(
      model.property("Parent", of: "org.a11y.atspi.Accessible", at: window)
        == .reference(busName: ":1.7", path: root))
    let names = try #require(
      reply(model, "GetChildren", "Accessible", at: window).first?.members.compactMap {
        $0.members.last?.stringValue.flatMap { model.tree[$0]?.node.label ?? "list" }
      })
    #expect(names == ["Animals", "Go", "list"])
  }

  @Test("roles, states and interfaces follow GTK 4's: a label has text, a list selects")
  func rolesStatesInterfaces() throws {
    let (_, _, model) = makeModel()
    let go = try #require(path(named: "Go", in: model))
    #expect(reply(model, "GetRole", "Accessible", at: go) == [.uint32(43)])
    #expect(reply(model, "GetRoleName", "Accessible", at: go) == [.string("push button")])
    let states = ATSPIStateSet.enabled.union([.sensitive, .focusable, .visible, .showing])
    #expect(
      reply(model, "GetState", "Accessible", at: go) == [
        .array(elementType: "u", states.words.map(DBusValue.uint32))
      ])
    #expect(model.interfaces(at: go)?.contains("org.a11y.atspi.Action") == true)
    let heading = try #require(path(named: "Animals", in: model))
    #expect(model.interfaces(at: heading)?.contains("org.a11y.atspi.Text") == true)
    #expect(
      reply(model, "GetText", "Text", at: heading, [.int32(0), .int32(-1)]) == [.string("Animals")])
    #expect(
      reply(model, "GetText", "Text", at: heading, [.int32(2), .int32(4)]) == [.string("im")])
    let list = try #require(model.tree.elements.first { $0.value.node.role == .list }?.key)
    #expect(model.interfaces(at: list)?.contains("org.a11y.atspi.Selection") == true)
    #expect(
      model.property("NSelectedChildren", of: "org.a11y.atspi.Selection", at: list) == .int32(1))
    let selected = reply(model, "GetSelectedChild", "Selection", at: list, [.int32(0)])
    #expect(selected.first?.members.last?.stringValue == path(named: "Buck deer", in: model))
  }

  @Test("the cache lists every element at once: reference, parent, index, role, name, states")
  func cacheItems() throws {
    let (_, _, model) = makeModel()
    let items = try #require(reply(model, "GetItems", "Cache", at: ATSPIPaths.cache).first)
    #expect(items.signature == "a((so)(so)(so)iiassusau)")
    #expect(items.members.count == model.tree.elements.count)
    let go = try #require(path(named: "Go", in: model))
    let item = try #require(
      items.members.first { $0.members.first?.members.last?.stringValue == go })
    let fields = item.members
    #expect(fields[2] == .reference(busName: ":1.7", path: ATSPIPaths.window))
    #expect(fields[3] == .int32(1))
    #expect(fields[6] == .string("Go"))
    #expect(fields[7] == .uint32(43))
  }

  @Test("a slider's value reads as a number, a client's new value steps it, and it is heard")
  func sliderValue() throws {
    let (host, screen, model) = makeModel()
    let volume = VolumeView(frame: Rect(x: 10, y: 220, width: 200, height: 30))
    screen.view.addSubview(volume)
    _ = host.advance(by: 1.0 / 60)
    model.invalidate()
    _ = model.refresh()
    let slider = try #require(path(named: "Volume", in: model))
    let value = "org.a11y.atspi.Value"
    #expect(model.interfaces(at: slider)?.contains(value) == true)
    #expect(model.property("CurrentValue", of: value, at: slider) == .double(40))
    #expect(model.property("MaximumValue", of: value, at: slider) == .double(100))
    #expect(model.setProperty("CurrentValue", of: value, at: slider, to: .double(80)))
    #expect(volume.level == 50)
    #expect(!model.setProperty("CurrentValue", of: value, at: slider, to: .string("loud")))
    _ = host.advance(by: 1.0 / 60)
    model.invalidate()
    #expect(
      model.refresh() == [
        .propertyChanged(path: slider, property: "accessible-value", value: .double(50))
      ])
  }

  @Test("a screen change moves a reader's focus to its element, and its announcement is said")
  func screenChange() throws {
    let (host, _, model) = makeModel()
    let token = host.window.observeAccessibilityNotifications { model.note($0) }
    host.window.postAccessibilityNotification(.screenChanged(focus: nil, announcement: "Animals"))
    let heading = try #require(path(named: "Animals", in: model))
    #expect(
      model.refresh() == [
        .focus(path: heading), .announcement(path: ATSPIPaths.window, text: "Animals"),
      ])
    #expect(model.refresh().isEmpty)
    withExtendedLifetime(token) {}
  }

  @Test("extents are in screen units, from the window's place on the screen or the window's")
  func extents() throws {
    let (_, _, model) = makeModel()
    let go = try #require(path(named: "Go", in: model))
    #expect(
      reply(model, "GetExtents", "Component", at: go, [.uint32(1)]) == [
        .tuple([.int32(20), .int32(100), .int32(160), .int32(80)])
      ])
    #expect(
      reply(model, "GetExtents", "Component", at: go, [.uint32(0)]) == [
        .tuple([.int32(120), .int32(150), .int32(160), .int32(80)])
      ])
    let hit = reply(
      model, "GetAccessibleAtPoint", "Component", at: ATSPIPaths.window,
      [.int32(150), .int32(170), .uint32(0)])
    #expect(hit.first?.members.last?.stringValue == go)
  }

  @Test("click activates a button; selecting a child of a list activates the row")
  func actions() throws {
    let (host, screen, model) = makeModel()
    let go = try #require(path(named: "Go", in: model))
    #expect(reply(model, "GetName", "Action", at: go, [.int32(0)]) == [.string("click")])
    #expect(reply(model, "DoAction", "Action", at: go, [.int32(0)]) == [.boolean(true)])
    #expect(screen.goRuns == 1)
    #expect(reply(model, "DoAction", "Action", at: go, [.int32(5)]) == [.boolean(false)])
    #expect(screen.goRuns == 1)
    let list = try #require(model.tree.elements.first { $0.value.node.role == .list }?.key)
    #expect(reply(model, "SelectChild", "Selection", at: list, [.int32(2)]) == [.boolean(true)])
    #expect(screen.chosen == [2])
    _ = host.advance(by: 1.0 / 60)
    let events = model.refresh()
    let cat = try #require(path(named: "Cat", in: model))
    let buck = try #require(path(named: "Buck deer", in: model))
    #expect(events.contains(.stateChanged(path: cat, state: "selected", isOn: true)))
    #expect(events.contains(.stateChanged(path: buck, state: "selected", isOn: false)))
  }

  @Test("a path that is gone or a method not answered is a D-Bus error, and changes nothing")
  func badCalls() throws {
    let (_, screen, model) = makeModel()
    let missing = model.call(
      "GetRole", of: "org.a11y.atspi.Accessible", at: ATSPIPaths.prefix + "/999",
      arguments: .tuple([]))
    #expect(missing == .failure(.unknownObject(ATSPIPaths.prefix + "/999")))
    let go = try #require(path(named: "Go", in: model))
    let wrong = model.call(
      "SelectChild", of: "org.a11y.atspi.Selection", at: go, arguments: .tuple([.int32(0)]))
    #expect(wrong == .failure(.unknownMethod("org.a11y.atspi.Selection", "SelectChild")))
    #expect(
      reply(model, "GetChildAtIndex", "Accessible", at: go, [.int32(-3)]).first?.members.last
        == .objectPath(ATSPIPaths.null))
    #expect(screen.goRuns == 0)
  }

  @Test(
    "after a frame, what changed is sent once: a name, a view gone, a view back with a new path")
  func changesAfterFrames() throws {
    let (host, screen, model) = makeModel()
    let go = try #require(path(named: "Go", in: model))
    screen.go.setTitle("Run", for: .normal)
    _ = host.advance(by: 1.0 / 60)
    model.invalidate()
    #expect(
      model.refresh() == [
        .propertyChanged(path: go, property: "accessible-name", value: .string("Run"))
      ])
    #expect(model.refresh().isEmpty)
    screen.go.isHidden = true
    _ = host.advance(by: 1.0 / 60)
    model.invalidate()
    let gone = model.refresh()
    #expect(
      gone == [
        .stateChanged(path: go, state: "showing", isOn: false),
        .childrenChanged(path: ATSPIPaths.window, isAdded: false, index: 1, child: go),
      ])
    screen.go.isHidden = false
    _ = host.advance(by: 1.0 / 60)
    model.invalidate()
    let back = model.refresh()
    let again = try #require(path(named: "Run", in: model))
    #expect(again != go)
    #expect(
      back == [.childrenChanged(path: ATSPIPaths.window, isAdded: true, index: 1, child: again)])
  }

  @Test("a click during a slide is done at once, and the tree read after each frame follows it")
  func actionDuringAnimation() throws {
    let (host, screen, model) = makeModel()
    View.animate(withDuration: 0.3) { screen.go.frame.origin.x = 200 }
    _ = host.advance(by: 0.1)
    model.invalidate()
    #expect(model.refresh().isEmpty)
    let go = try #require(path(named: "Go", in: model))
    let during = try #require(model.tree[go]?.node.frame.minX)
    #expect(during > 10 && during < 200)
    #expect(reply(model, "DoAction", "Action", at: go, [.int32(0)]) == [.boolean(true)])
    #expect(screen.goRuns == 1)
    _ = host.advance(by: 0.3)
    model.invalidate()
    _ = model.refresh()
    #expect(model.tree[go]?.node.frame.minX == 200)
  }
}

@Suite("D-Bus values and GLib's variants")
struct DBusValueTests {
  @Test("signatures, and a value survives a trip through a GVariant")
  func roundTrip() throws {
    let value = DBusValue.tuple([
      .string("accessible-name"), .int32(-1), .uint32(7), .boolean(true), .double(0.5),
      .variant(.reference(busName: ":1.2", path: "/org/a11y/atspi/accessible/3")),
      .array(elementType: "{ss}", [.dictEntry(key: .string("toolkit"), value: .string("Strata"))]),
      .array(elementType: "(so)", []),
    ])
    #expect(value.signature == "(siubdva{ss}a(so))")
    let variant = GVariantConversion.variant(of: value)
    let sunk = g_variant_ref_sink(variant)
    defer { g_variant_unref(sunk) }
    #expect(GVariantConversion.value(of: try #require(sunk)) == value)
  }
}
