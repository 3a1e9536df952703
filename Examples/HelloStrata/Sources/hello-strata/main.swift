import HelloStrata
import StrataCairo
import StrataKit
import StrataNavigation
import StrataSDL

// The planets in a navigation stack: in a window when there is a display; without one, a PNG
// of the second screen sliding in.
let navigation = NavigationController(rootViewController: PlanetsViewController())
let size = Size(width: 480, height: 640)
if Application.isDisplayAvailable {
  try Application.run(rootViewController: navigation, title: "Hello, Strata", size: size)
} else {
  let host = HeadlessHost(rootViewController: navigation, size: size)
  navigation.push(PlanetViewController(name: "Earth"), animated: true)
  host.advance(by: 0.1)
  let path = CommandLine.arguments.dropFirst().first ?? "hello-strata.png"
  try host.writePNG(to: path)
  print("No display, so hello-strata wrote \(path)")
}
