import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@Suite("Trait collections and size transitions", .strictDiagnostics)
@MainActor
struct TraitCollectionTests {
  @Test("a dimension below 600 points is compact, from 600 up regular")
  func sizeClassThreshold() {
    #expect(TraitCollection.sizeClass(forLength: 599) == .compact)
    #expect(TraitCollection.sizeClass(forLength: 599.99) == .compact)
    #expect(TraitCollection.sizeClass(forLength: 600) == .regular)
    #expect(TraitCollection.sizeClass(forLength: 0) == .compact)
  }

  @Test("a window 599 wide is horizontally compact, 600 wide regular; its root inherits that")
  func windowSizeClasses() {
    let narrow = Window(size: Size(width: 599, height: 600), scale: 2)
    #expect(narrow.traitCollection.horizontalSizeClass == .compact)
    #expect(narrow.traitCollection.verticalSizeClass == .regular)
    #expect(narrow.traitCollection.displayScale == 2)
    #expect(narrow.traitCollection.layoutDirection == .leftToRight)

    let wide = Window(size: Size(width: 600, height: 599))
    #expect(wide.traitCollection.horizontalSizeClass == .regular)
    #expect(wide.traitCollection.verticalSizeClass == .compact)

    let root = ViewController()
    let child = ViewController()
    embed(child, in: root)
    narrow.rootViewController = root
    #expect(root.traitCollection == narrow.traitCollection)
    #expect(child.traitCollection == narrow.traitCollection)
  }

  @Test("a child added later takes its parent's traits")
  func childInheritsOnAdd() {
    let window = Window(size: Size(width: 800, height: 400))
    let root = ViewController()
    window.rootViewController = root
    let child = ViewController()
    embed(child, in: root)
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(child.traitCollection.verticalSizeClass == .compact)
  }

  @Test(
    "resizing across the threshold sends willTransition, viewWillTransition, then traitCollectionDidChange, root before children"
  )
  func resizeAcrossThreshold() {
    let log = CallLog()
    let window = Window(size: Size(width: 599, height: 800))
    let root = RecordingViewController("root", log: log, categories: [.traits])
    let child = RecordingViewController("child", log: log, categories: [.traits])
    embed(child, in: root)
    window.rootViewController = root
    window.makeKeyAndVisible()
    log.clear()

    window.resize(to: Size(width: 600, height: 800))

    #expect(
      log.entries == [
        "root.willTransition(to: regular/regular)",
        "child.willTransition(to: regular/regular)",
        "root.viewWillTransition(to: 600×800)",
        "child.viewWillTransition(to: 600×800)",
        "root.traitCollectionDidChange(from: compact/regular)",
        "child.traitCollectionDidChange(from: compact/regular)",
      ])
    #expect(root.traitCollection.horizontalSizeClass == .regular)
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(root.view.bounds.size == Size(width: 600, height: 800))
  }

  @Test("during viewWillTransition the view still has its old size")
  func oldSizeDuringWillTransition() {
    let window = Window(size: Size(width: 400, height: 300))
    let root = RecordingViewController("root", log: CallLog())
    window.rootViewController = root
    window.makeKeyAndVisible()
    var sizes: [Size] = []
    root.onViewWillTransition = { size, _ in
      sizes.append(root.view.bounds.size)
      sizes.append(size)
    }

    window.resize(to: Size(width: 500, height: 350))

    #expect(sizes == [Size(width: 400, height: 300), Size(width: 500, height: 350)])
  }

  @Test("a resize within one size class sends only viewWillTransition")
  func resizeWithinSizeClass() {
    let log = CallLog()
    let window = Window(size: Size(width: 300, height: 400))
    let root = RecordingViewController("root", log: log, categories: [.traits])
    window.rootViewController = root
    window.makeKeyAndVisible()
    log.clear()

    window.resize(to: Size(width: 500, height: 500))
    window.resize(to: Size(width: 500, height: 500))

    #expect(log.entries == ["root.viewWillTransition(to: 500×500)"])
  }

  @Test("a change of scale alone sends the trait callbacks but no size transition")
  func scaleChange() {
    let log = CallLog()
    let window = Window(size: Size(width: 300, height: 400))
    let root = RecordingViewController("root", log: log, categories: [.traits])
    window.rootViewController = root
    window.makeKeyAndVisible()
    log.clear()

    window.resize(to: Size(width: 300, height: 400), scale: 2)

    #expect(
      log.entries == [
        "root.willTransition(to: compact/compact)",
        "root.traitCollectionDidChange(from: compact/compact)",
      ])
    #expect(root.traitCollection.displayScale == 2)
    #expect(window.scale == 2)
  }

  @Test("the coordinator's alongside work runs after the new size is in place, then its completion")
  func coordinatorBlocks() throws {
    let window = Window(size: Size(width: 599, height: 800))
    let root = RecordingViewController("root", log: CallLog())
    window.rootViewController = root
    window.makeKeyAndVisible()
    var events: [String] = []
    var captured: ViewControllerTransitionCoordinator?
    root.onViewWillTransition = { _, coordinator in
      captured = coordinator
      coordinator.animate(
        alongsideTransition: { _ in
          events.append(
            "alongside \(root.view.bounds.size) \(root.traitCollection.horizontalSizeClass)")
        },
        completion: { _ in events.append("completion") })
      events.append("registered")
    }

    window.resize(to: Size(width: 700, height: 800))

    #expect(events == ["registered", "alongside 700×800 regular", "completion"])
    let coordinator = try #require(captured)
    #expect(!coordinator.isAnimated)
    #expect(!coordinator.isCancelled)
    #expect(!coordinator.animate(alongsideTransition: { _ in events.append("late") }))
    #expect(events.count == 3)
  }

  @Test("an override replaces only the traits it specifies, for that child only")
  func overrideTraits() {
    let log = CallLog()
    let window = Window(size: Size(width: 800, height: 800), scale: 2)
    let root = ViewController()
    let overridden = RecordingViewController("overridden", log: log, categories: [.traits])
    let sibling = ViewController()
    let grandchild = ViewController()
    embed(overridden, in: root)
    embed(sibling, in: root)
    embed(grandchild, in: overridden)
    window.rootViewController = root
    log.clear()

    let override = TraitCollection(horizontalSizeClass: .compact)
    root.setOverrideTraitCollection(override, forChild: overridden)

    #expect(log.entries == ["overridden.traitCollectionDidChange(from: regular/regular)"])
    #expect(root.overrideTraitCollection(forChild: overridden) == override)
    #expect(overridden.traitCollection.horizontalSizeClass == .compact)
    #expect(overridden.traitCollection.verticalSizeClass == .regular)
    #expect(overridden.traitCollection.displayScale == 2)
    #expect(grandchild.traitCollection.horizontalSizeClass == .compact)
    #expect(sibling.traitCollection.horizontalSizeClass == .regular)
    #expect(root.traitCollection.horizontalSizeClass == .regular)
  }

  @Test("an override survives a window resize and can be removed")
  func overrideAcrossResize() {
    let log = CallLog()
    let window = Window(size: Size(width: 800, height: 800))
    let root = ViewController()
    let child = RecordingViewController("child", log: log, categories: [.traits])
    embed(child, in: root)
    window.rootViewController = root
    window.makeKeyAndVisible()
    root.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .compact), forChild: child)
    log.clear()

    window.resize(to: Size(width: 800, height: 500))

    #expect(child.traitCollection.sizeClasses == "compact/compact")
    #expect(log.entries.contains("child.willTransition(to: compact/compact)"))
    #expect(log.entries.last == "child.traitCollectionDidChange(from: compact/regular)")

    log.clear()
    root.setOverrideTraitCollection(nil, forChild: child)
    #expect(child.traitCollection.sizeClasses == "regular/compact")
    #expect(log.entries == ["child.traitCollectionDidChange(from: compact/compact)"])
    #expect(root.overrideTraitCollection(forChild: child) == nil)
  }

  @Test("overriding the traits of a controller that is not a child does nothing")
  func overrideForStranger() {
    let window = Window(size: Size(width: 800, height: 800))
    let root = ViewController()
    let stranger = ViewController()
    window.rootViewController = root
    root.setOverrideTraitCollection(
      TraitCollection(horizontalSizeClass: .compact), forChild: stranger)
    #expect(root.overrideTraitCollection(forChild: stranger) == nil)
    #expect(stranger.traitCollection.horizontalSizeClass == .unspecified)
  }

  @Test("combining collections takes, per trait, the last one that specifies it")
  func combining() {
    let base = TraitCollection(
      horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 1,
      layoutDirection: .leftToRight)
    let combined = TraitCollection(traitsFrom: [
      base, TraitCollection(verticalSizeClass: .compact), TraitCollection(displayScale: 3),
    ])
    #expect(
      combined
        == TraitCollection(
          horizontalSizeClass: .regular, verticalSizeClass: .compact, displayScale: 3,
          layoutDirection: .leftToRight))
    #expect(combined.containsTraits(in: TraitCollection(verticalSizeClass: .compact)))
    #expect(!combined.containsTraits(in: TraitCollection(horizontalSizeClass: .compact)))
    #expect(combined.containsTraits(in: TraitCollection()))
    #expect(TraitCollection(displayScale: -2).displayScale == 0)
  }
}
