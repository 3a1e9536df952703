import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A controller that records the horizontal size classes it is told it changed to.
@MainActor
private final class SizeClassRecordingViewController: ViewController {
  var changes: [UserInterfaceSizeClass] = []

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    changes.append(traitCollection.horizontalSizeClass)
  }
}

@Suite("SplitViewController column traits", .strictDiagnostics)
@MainActor
struct SplitColumnTraitsTests {
  @Test("the primary in two or three columns and the secondary in three are compact")
  func narrowColumnsAreCompact() throws {
    let scene = SplitScene()
    #expect(scene.split.traitCollection.horizontalSizeClass == .regular)
    #expect(scene.primary.traitCollection.horizontalSizeClass == .compact)
    #expect(scene.secondary.traitCollection.horizontalSizeClass == .compact)
    #expect(scene.detail.traitCollection.horizontalSizeClass == .regular)

    try scene.resize(to: 800)
    #expect(scene.primary.traitCollection.horizontalSizeClass == .compact)
    #expect(scene.detail.traitCollection.horizontalSizeClass == .regular)

    // One column in a regular window: the primary alone inherits the split's class.
    try scene.resize(to: 650)
    #expect(scene.split.visibleViewControllers.count == 1)
    #expect(scene.primary.traitCollection.horizontalSizeClass == .regular)

    try scene.resize(to: 1100)
    #expect(scene.primary.traitCollection.horizontalSizeClass == .compact)
    #expect(scene.secondary.traitCollection.horizontalSizeClass == .compact)
    scene.split.setPrimaryHidden(true, animated: false)
    #expect(scene.primary.traitCollection.horizontalSizeClass == .compact)
  }

  @Test("a column's controller is told when its size class changes with the column count")
  func traitChangesAreReported() throws {
    let primary = SizeClassRecordingViewController()
    let secondary = SizeClassRecordingViewController()
    let detail = SizeClassRecordingViewController()
    let split = SplitViewController(viewControllers: [primary, secondary, detail])
    let host = TestHost(rootViewController: split, size: Size(width: 1100, height: 600))
    #expect(primary.changes.last == .compact)
    #expect(detail.changes.last == .regular)
    primary.changes = []
    host.resize(to: Size(width: 650, height: 600))
    host.settle()
    #expect(primary.changes == [.regular])
    host.resize(to: Size(width: 800, height: 600))
    host.settle()
    #expect(primary.changes == [.regular, .compact])
    try host.checkInvariants()
    try SplitScene.checkAgreement(of: split)
  }

  @Test("controllers merged onto a compact primary are compact; back in the detail, regular")
  func mergedControllersFollowThePrimary() throws {
    let scene = NavigationSplitScene()
    let secondPage = try #require(scene.secondary.topViewController)
    let detailPage = try #require(scene.detail.topViewController)
    #expect(secondPage.traitCollection.horizontalSizeClass == .compact)
    #expect(detailPage.traitCollection.horizontalSizeClass == .regular)
    try scene.resize(to: 800)
    #expect(secondPage.parent === scene.primary)
    #expect(secondPage.traitCollection.horizontalSizeClass == .compact)
    try scene.resize(to: 650)
    #expect(detailPage.parent === scene.primary)
    #expect(detailPage.traitCollection.horizontalSizeClass == .regular)
    #expect(secondPage.traitCollection.horizontalSizeClass == .regular)
    try scene.resize(to: 1100)
    #expect(detailPage.traitCollection.horizontalSizeClass == .regular)
    #expect(secondPage.traitCollection.horizontalSizeClass == .compact)
  }
}
