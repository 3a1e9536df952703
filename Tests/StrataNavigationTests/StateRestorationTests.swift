import Foundation
import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// Every container saves its navigation state, goes through JSON, and comes back in new
/// controllers as it was: the same controllers shown in the same order, the same selection,
/// and appearance states that match the screen.
@Suite("Containers restore their navigation state", .strictDiagnostics)
@MainActor
struct StateRestorationTests {
  let log = CallLog()
  let size = Size(width: 1024, height: 768)

  @Test("a stack comes back with its controllers in order, the top one on screen")
  func stack() throws {
    let a = NoteViewController("A", log: log)
    let stack = StackController(rootViewController: a)
    stack.restorationIdentifier = "stack"
    let host = TestHost(rootViewController: stack, size: size)
    let b = NoteViewController("B", log: log)
    let c = NoteViewController("C", log: log)
    c.note = "scrolled to the end"
    stack.push(b, animated: false)
    stack.push(c, animated: true)
    host.settle()
    let archive = try Restoration.throughJSON(try Restoration.archive(of: stack))

    let newA = NoteViewController("A", log: log)
    let restored = StackController(rootViewController: newA)
    restored.restorationIdentifier = "stack"
    let newHost = TestHost(rootViewController: restored, size: size)
    try restored.restoreState(from: archive, resolver: Restoration.making(["B", "C"], log: log))
    newHost.settle()

    #expect(restored.viewControllers.map(\.restorationIdentifier) == ["A", "B", "C"])
    #expect(restored.viewControllers.first === newA)
    #expect(restored.children.count == 3)
    let top = try #require(restored.topViewController as? NoteViewController)
    #expect(top.note == "scrolled to the end")
    Restoration.expectShown([top], hidden: Array(restored.viewControllers.dropLast()), in: newHost)
    try newHost.checkInvariants()
  }

  @Test("a stack stops at the first controller without an identifier")
  func stackWithoutIdentifier() throws {
    let stack = StackController(rootViewController: NoteViewController("A", log: log))
    stack.restorationIdentifier = "stack"
    stack.push(LoggingViewController("anonymous", log: log), animated: false)
    stack.push(NoteViewController("C", log: log), animated: false)
    let archive = try Restoration.archive(of: stack)
    #expect(archive.root.restorationIdentifiers(forKey: "viewControllers") == ["A"])
  }

  @Test("a navigation controller comes back with its stack and its hidden bar")
  func navigation() throws {
    let navigation = NavigationController(rootViewController: NoteViewController("A", log: log))
    navigation.restorationIdentifier = "navigation"
    let host = TestHost(rootViewController: navigation, size: size)
    navigation.push(NoteViewController("B", log: log), animated: false)
    navigation.setNavigationBarHidden(true, animated: false)
    host.settle()
    let archive = try Restoration.throughJSON(try Restoration.archive(of: navigation))

    let restored = NavigationController(rootViewController: NoteViewController("A", log: log))
    restored.restorationIdentifier = "navigation"
    let newHost = TestHost(rootViewController: restored, size: size)
    try restored.restoreState(from: archive, resolver: Restoration.making(["B"], log: log))
    newHost.settle()
    #expect(restored.viewControllers.map(\.restorationIdentifier) == ["A", "B"])
    #expect(restored.isNavigationBarHidden)
    Restoration.expectShown(
      [restored.viewControllers[1]], hidden: [restored.viewControllers[0]], in: newHost)
  }

  @Test("a tab bar controller comes back on the selected tab, the others off screen")
  func tabs() throws {
    func makeTabs() -> (TabBarController, [NoteViewController]) {
      let tabs = TabBarController()
      tabs.restorationIdentifier = "tabs"
      let controllers = ["X", "Y", "Z"].map { NoteViewController($0, log: log) }
      tabs.viewControllers = controllers
      return (tabs, controllers)
    }
    let (tabs, _) = makeTabs()
    let host = TestHost(rootViewController: tabs, size: size)
    tabs.selectedIndex = 2
    host.settle()
    let archive = try Restoration.throughJSON(try Restoration.archive(of: tabs))

    let (restored, controllers) = makeTabs()
    let newHost = TestHost(rootViewController: restored, size: size)
    newHost.settle()
    try restored.restoreState(from: archive)
    newHost.settle()
    #expect(restored.selectedIndex == 2)
    #expect(Restoration.same(restored.viewControllers, controllers))
    Restoration.expectShown([controllers[2]], hidden: Array(controllers[0..<2]), in: newHost)
  }

  @Test("a pages container comes back on the selected page")
  func pages() throws {
    func makePages() -> (PagesContainer, [NoteViewController]) {
      let pages = PagesContainer()
      pages.restorationIdentifier = "pages"
      let controllers = ["P0", "P1", "P2", "P3"].map { NoteViewController($0, log: log) }
      pages.viewControllers = controllers
      return (pages, controllers)
    }
    let (pages, _) = makePages()
    let host = TestHost(rootViewController: pages, size: size)
    pages.setSelectedIndex(3, animated: true)
    host.settle()
    let archive = try Restoration.throughJSON(try Restoration.archive(of: pages))

    let (restored, controllers) = makePages()
    let newHost = TestHost(rootViewController: restored, size: size)
    newHost.settle()
    try restored.restoreState(from: archive)
    newHost.settle()
    #expect(restored.selectedIndex == 3)
    #expect(restored.pagesScrollView.contentOffset.x == 3 * restored.pagesScrollView.bounds.width)
    Restoration.expectShown(
      [controllers[3]], hidden: [controllers[0], controllers[1]], in: newHost)
  }

  @Test("a layered stack comes back with its layers, their widths and their places")
  func layered() throws {
    func makeLayered() -> LayeredNavigationController {
      let layered = LayeredNavigationController(
        rootViewController: NoteViewController("R", log: log))
      layered.restorationIdentifier = "layered"
      return layered
    }
    let layered = makeLayered()
    let host = TestHost(rootViewController: layered, size: size)
    layered.push(NoteViewController("L1", log: log), animated: false) { $0.width = 300 }
    layered.push(NoteViewController("L2", log: log), maximumWidth: true, animated: false)
    layered.push(NoteViewController("L3", log: log), animated: true) { item in
      item.hasChrome = false
      item.nextItemDistance = 20
    }
    host.settle()
    let positions = layered.viewControllers.map { $0.layeredNavigationItem?.currentViewPosition }
    let widths = layered.viewControllers.map { $0.view.superview?.superview?.frame.width }
    let shown = layered.viewControllers.map { $0.appearanceState }
    #expect(Set(positions.compactMap { $0?.x }).count == 4, "the layers overlap: \(positions)")
    let archive = try Restoration.throughJSON(try Restoration.archive(of: layered))

    let restored = makeLayered()
    let newHost = TestHost(rootViewController: restored, size: size)
    try restored.restoreState(
      from: archive, resolver: Restoration.making(["L1", "L2", "L3"], log: log))
    newHost.settle()
    #expect(restored.viewControllers.map(\.restorationIdentifier) == ["R", "L1", "L2", "L3"])
    #expect(
      restored.viewControllers.map { $0.layeredNavigationItem?.currentViewPosition } == positions)
    #expect(restored.viewControllers.map { $0.view.superview?.superview?.frame.width } == widths)
    #expect(restored.viewControllers.map(\.appearanceState) == shown)
    let top = try #require(restored.topViewController?.layeredNavigationItem)
    #expect(!top.hasChrome)
    #expect(top.nextItemDistance == 20)
    #expect(restored.viewControllers[1].layeredNavigationItem?.width == 300)
    try newHost.checkInvariants()
  }

  @Test("a split comes back with its detail and its hidden primary")
  func split() throws {
    func makeSplit() -> (SplitViewController, NoteViewController) {
      let primary = NoteViewController("primary", log: log)
      let split = SplitViewController(viewControllers: [
        primary, NoteViewController("detail-1", log: log),
      ])
      split.restorationIdentifier = "split"
      return (split, primary)
    }
    let (split, _) = makeSplit()
    let host = TestHost(rootViewController: split, size: size)
    host.settle()
    split.showDetail(NoteViewController("detail-2", log: log), sender: nil)
    split.setPrimaryHidden(true, animated: true)
    host.settle()
    #expect(split.isPrimaryHidden)
    let archive = try Restoration.throughJSON(try Restoration.archive(of: split))

    let (restored, primary) = makeSplit()
    let newHost = TestHost(rootViewController: restored, size: size)
    newHost.settle()
    try restored.restoreState(from: archive, resolver: Restoration.making(["detail-2"], log: log))
    newHost.settle()
    #expect(restored.isPrimaryHidden)
    let detail = try #require(restored.detailViewController)
    #expect(detail.restorationIdentifier == "detail-2")
    #expect(restored.visibleViewControllers.map(\.restorationIdentifier) == ["detail-2"])
    Restoration.expectShown([detail], hidden: [primary], in: newHost)
    try newHost.checkInvariants()
  }

  @Test(
    "navigation controllers in a split archive their own stacks, collapsed or not",
    arguments: [(500.0, 500.0), (500.0, 1100.0), (1100.0, 500.0)])
  func collapsedSplit(from archivedWidth: Double, to restoredWidth: Double) throws {
    func makeSplit() -> SplitViewController {
      let columns = ["P", "S", "D"].map { name in
        let navigation = NavigationController(
          rootViewController: NoteViewController(name.lowercased() + "0", log: log))
        navigation.restorationIdentifier = name
        return navigation
      }
      let split = SplitViewController(viewControllers: columns)
      split.restorationIdentifier = "split"
      return split
    }
    let split = makeSplit()
    let host = TestHost(
      rootViewController: split, size: Size(width: archivedWidth, height: 600))
    host.settle()
    let archive = try Restoration.throughJSON(try Restoration.archive(of: split))
    let identifiers = { (key: String) in
      archive.root.restorationIdentifiers(forKey: key)
    }
    #expect(
      [identifiers("primary"), identifiers("secondary"), identifiers("detail")] == [
        ["P"], ["S"], ["D"],
      ])

    let restored = makeSplit()
    let newHost = TestHost(
      rootViewController: restored, size: Size(width: restoredWidth, height: 600))
    newHost.settle()
    let before = restored.viewControllers.map {
      ($0 as? NavigationController)?.viewControllers ?? []
    }
    try restored.restoreState(from: archive)
    newHost.settle()
    let after = restored.viewControllers.map {
      ($0 as? NavigationController)?.viewControllers ?? []
    }
    #expect(zip(before, after).allSatisfy { Restoration.same($0, $1) })
    let all = after.flatMap { $0 }
    #expect(Set(all.map(ObjectIdentifier.init)).count == all.count, "a controller twice")
    let again = String(
      decoding: try Restoration.json(try Restoration.archive(of: restored)), as: UTF8.self)
    #expect(again == String(decoding: try Restoration.json(archive), as: UTF8.self))
    try newHost.checkInvariants()
  }

  @Test("a cross navigation comes back with its screens and their sides")
  func cross() throws {
    func makeCross() -> CrossNavigationController {
      let cross = CrossNavigationController(rootViewController: NoteViewController("O", log: log))
      cross.restorationIdentifier = "cross"
      return cross
    }
    let cross = makeCross()
    let host = TestHost(rootViewController: cross, size: size)
    cross.present(NoteViewController("E", log: log), direction: .right, animated: false)
    cross.present(NoteViewController("S", log: log), direction: .bottom, animated: true)
    host.settle()
    let archive = try Restoration.throughJSON(try Restoration.archive(of: cross))

    let restored = makeCross()
    let newHost = TestHost(rootViewController: restored, size: size)
    try restored.restoreState(from: archive, resolver: Restoration.making(["E", "S"], log: log))
    newHost.settle()
    #expect(restored.viewControllers.map(\.restorationIdentifier) == ["O", "E", "S"])
    #expect(restored.viewControllers.map { restored.direction(of: $0) } == [nil, .right, .bottom])
    Restoration.expectShown(
      [restored.viewControllers[2]], hidden: Array(restored.viewControllers.prefix(2)),
      in: newHost)
    // The way back still works after the restoration.
    restored.dismiss(animated: false)
    newHost.settle()
    #expect(restored.viewControllers.map(\.restorationIdentifier) == ["O", "E"])
  }

  @Test("a stack inside a tab comes back on its tab with its pushed controllers")
  func nested() throws {
    func makeApp() -> TabBarController {
      let tabs = TabBarController()
      tabs.restorationIdentifier = "tabs"
      let stack = NavigationController(rootViewController: NoteViewController("A", log: log))
      stack.restorationIdentifier = "stack"
      tabs.viewControllers = [NoteViewController("home", log: log), stack]
      return tabs
    }
    let tabs = makeApp()
    let host = TestHost(rootViewController: tabs, size: size)
    tabs.selectedIndex = 1
    (tabs.selectedViewController as? NavigationController)?.push(
      NoteViewController("B", log: log), animated: false)
    host.settle()
    let archive = try Restoration.throughJSON(try Restoration.archive(of: tabs))

    let restored = makeApp()
    let newHost = TestHost(rootViewController: restored, size: size)
    newHost.settle()
    try restored.restoreState(from: archive, resolver: Restoration.making(["B"], log: log))
    newHost.settle()
    #expect(restored.selectedIndex == 1)
    let stack = try #require(restored.selectedViewController as? NavigationController)
    #expect(stack.viewControllers.map(\.restorationIdentifier) == ["A", "B"])
    Restoration.expectShown(
      [stack, stack.viewControllers[1]],
      hidden: [stack.viewControllers[0], restored.viewControllers[0]], in: newHost)
    try newHost.checkInvariants()
  }

  @Test("a kept archive keeps no restored controller alive")
  func archiveKeepsNothingAlive() throws {
    weak var weakStack: StackController?
    weak var weakPushed: ViewController?
    var archive: RestorationArchive?
    do {
      let stack = StackController(rootViewController: NoteViewController("A", log: log))
      stack.restorationIdentifier = "stack"
      stack.push(NoteViewController("B", log: log), animated: false)
      archive = try Restoration.archive(of: stack)
      let restored = StackController(rootViewController: NoteViewController("A", log: log))
      restored.restorationIdentifier = "stack"
      try restored.restoreState(
        from: try #require(archive), resolver: Restoration.making(["B"], log: log))
      weakStack = restored
      weakPushed = restored.topViewController
      #expect(weakPushed?.restorationIdentifier == "B")
    }
    #expect(archive != nil)
    #expect(weakStack == nil)
    #expect(weakPushed == nil)
  }

  // MARK: Stale archives

  @Test("an archive naming a controller the app no longer has changes nothing")
  func unresolvedIdentifier() throws {
    let stack = StackController(rootViewController: NoteViewController("A", log: log))
    stack.restorationIdentifier = "stack"
    stack.push(NoteViewController("gone", log: log), animated: false)
    let archive = try Restoration.throughJSON(try Restoration.archive(of: stack))

    let root = NoteViewController("A", log: log)
    let restored = StackController(rootViewController: root)
    restored.restorationIdentifier = "stack"
    let host = TestHost(rootViewController: restored, size: size)
    #expect(throws: StateRestorationError.unresolvedIdentifier(["stack", "gone"])) {
      try restored.restoreState(from: archive)
    }
    host.settle()
    #expect(Restoration.same(restored.viewControllers, [root]))
    Restoration.expectShown([root], hidden: [], in: host)
  }

  @Test("a selection out of range, another version or another root changes nothing")
  func staleArchives() throws {
    let tabs = TabBarController()
    tabs.restorationIdentifier = "tabs"
    let controllers = ["X", "Y"].map { NoteViewController($0, log: log) }
    tabs.viewControllers = controllers
    let host = TestHost(rootViewController: tabs, size: size)
    tabs.selectedIndex = 1
    host.settle()
    let json = String(
      decoding: try Restoration.json(try Restoration.archive(of: tabs)), as: UTF8.self)
    #expect(json.contains(#""selectedIndex":1"#))
    tabs.selectedIndex = 0
    host.settle()

    func archive(_ text: String) throws -> RestorationArchive {
      try JSONDecoder().decode(RestorationArchive.self, from: Data(text.utf8))
    }
    let outOfRange = try archive(
      json.replacingOccurrences(of: #""selectedIndex":1"#, with: #""selectedIndex":7"#))
    #expect(
      throws: StateRestorationError.invalidState(
        identifierPath: ["tabs"], reason: "tab 7 is out of range for 2 tabs")
    ) { try tabs.restoreState(from: outOfRange) }
    let wrongType = try archive(
      json.replacingOccurrences(of: #""selectedIndex":1"#, with: #""selectedIndex":"one""#))
    #expect {
      try tabs.restoreState(from: wrongType)
    } throws: { error in
      guard
        case .invalidValue(key: "selectedIndex", identifierPath: ["tabs"], _) = error
          as? StateRestorationError
      else { return false }
      return true
    }
    let newer = try archive(json.replacingOccurrences(of: #""version":1"#, with: #""version":2"#))
    #expect(throws: StateRestorationError.unsupportedVersion(2, expected: 1)) {
      try tabs.restoreState(from: newer)
    }
    let otherRoot = try archive(
      json.replacingOccurrences(
        of: #""restorationIdentifier":"tabs""#, with: #""restorationIdentifier":"stack""#))
    #expect(throws: StateRestorationError.identifierMismatch(expected: "tabs", found: "stack")) {
      try tabs.restoreState(from: otherRoot)
    }
    host.settle()
    #expect(tabs.selectedIndex == 0)
    Restoration.expectShown([controllers[0]], hidden: [controllers[1]], in: host)
  }

  @Test("a layered archive whose root is another controller changes nothing")
  func layeredOtherRoot() throws {
    let layered = LayeredNavigationController(rootViewController: NoteViewController("R", log: log))
    layered.restorationIdentifier = "layered"
    layered.push(NoteViewController("L1", log: log), animated: false)
    let archive = try Restoration.throughJSON(try Restoration.archive(of: layered))

    let restored = LayeredNavigationController(
      rootViewController: LoggingViewController("R", log: log))
    restored.restorationIdentifier = "layered"
    let host = TestHost(rootViewController: restored, size: size)
    let resolver = Restoration.making(["R", "L1"], log: log)
    #expect {
      try restored.restoreState(from: archive, resolver: resolver)
    } throws: { error in
      guard case .invalidState(identifierPath: ["layered"], _) = error as? StateRestorationError
      else { return false }
      return true
    }
    host.settle()
    #expect(restored.viewControllers.count == 1)
  }
}
