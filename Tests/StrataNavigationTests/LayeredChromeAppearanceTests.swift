import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// The chrome's look, styled as FRNavigationBar's appearance allowed.
@Suite("LayeredNavigationController chrome appearance", .strictDiagnostics)
@MainActor
struct LayeredChromeAppearanceTests {
  /// The chrome's title label of `controller`'s layer: the label that shows `title`.
  private func titleLabel(of controller: ViewController, showing title: String) -> Label? {
    guard let layerView = controller.view.superview?.superview else { return nil }
    var pending: [View] = [layerView]
    while let view = pending.popLast() {
      if let label = view as? Label, label.text == title, view !== controller.view { return label }
      pending += view.subviews.filter { $0 !== controller.view }
    }
    return nil
  }

  @Test("the container's appearance styles every layer's chrome; an item's wins for its layer")
  func appearanceStylesChrome() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B")
    let a = try #require(titleLabel(of: pushed[0], showing: "A"))
    let b = try #require(titleLabel(of: pushed[1], showing: "B"))
    #expect(a.font == .boldSystem(size: 17) && a.textColor == .black)
    #expect(a.superview?.backgroundColor == Color(white: 0.95))
    #expect(scene.container.chromeAppearance == .standard)

    let stripe = try Image(pixelWidth: 1, pixelHeight: 2, pixels: [0xFF_33_66_99, 0xFF_11_22_33])
    scene.container.chromeAppearance = LayeredChromeAppearance(
      backgroundColor: Color(rgb: 0x20_30_40), backgroundImage: stripe,
      titleFont: .system(size: 20), titleColor: .white)
    scene.host.render()
    for label in [a, b] {
      #expect(label.font == .system(size: 20))
      #expect(label.textColor == .white)
      #expect(label.superview?.backgroundColor == Color(rgb: 0x20_30_40))
      let image = label.superview?.subviews.compactMap { $0 as? ImageView }.first
      #expect(image?.image == stripe && image?.isHidden == false)
      #expect(image?.frame == label.superview?.bounds)
    }

    let item = try #require(pushed[1].layeredNavigationItem)
    item.chromeAppearance = LayeredChromeAppearance(titleColor: .red)
    scene.host.render()
    #expect(b.textColor == .red && b.font == .boldSystem(size: 17))
    #expect(b.superview?.subviews.compactMap { $0 as? ImageView }.first?.isHidden == true)
    #expect(a.textColor == .white)

    // A layer pushed later takes the container's look.
    let c = scene.make("C")
    scene.container.push(c, animated: false)
    scene.host.render()
    #expect(titleLabel(of: c, showing: "C")?.font == .system(size: 20))
    try scene.expectAgreement()
  }
}
