public import StrataKit
public import StrataTesting
public import Testing

/// Whether `controller`'s view is in `host`'s window and shows some of itself there (a
/// neighbouring page waiting in the hierarchy off screen does not).
@MainActor
public func isShowingInWindow(_ controller: ViewController, host: TestHost) -> Bool {
  guard let view = controller.viewIfLoaded, view.window === host.window else { return false }
  let shown = view.convert(view.bounds, to: nil).intersection(host.window.bounds)
  return shown.width > 0.5 && shown.height > 0.5
}

/// Expects each controller to have appeared exactly when ``isShowingInWindow(_:host:)``, and
/// to have disappeared otherwise.
@MainActor
public func expectAppearanceInSync(
  _ controllers: [ViewController], host: TestHost,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for controller in controllers {
    let inWindow = isShowingInWindow(controller, host: host)
    #expect(
      controller.appearanceState == (inWindow ? .appeared : .disappeared),
      "\(controller.title ?? "?") is \(controller.appearanceState), in window: \(inWindow)",
      sourceLocation: sourceLocation)
  }
}
