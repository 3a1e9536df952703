import FourWays
import StrataCairo
import StrataKit
import StrataNavigation
import StrataSDL

// Pages inside a navigation stack: in a window when there is a display; without one, a PNG of
// a route sliding in over the pages.
let navigation = makeFourWays()
let size = Size(width: 480, height: 640)
if Application.isDisplayAvailable {
  try Application.run(rootViewController: navigation, title: "Four Ways", size: size)
} else {
  let host = HeadlessHost(rootViewController: navigation, size: size)
  let pages = navigation.topViewController as? PagesContainer
  pages?.setSelectedIndex(2, animated: false)
  host.advance(by: 0.1)
  navigation.push(RouteViewController(route: "Line 4 to the beach"), animated: true)
  host.advance(by: 0.1)
  let path = CommandLine.arguments.dropFirst().first ?? "four-ways.png"
  try host.writePNG(to: path)
  print("No display, so four-ways wrote \(path)")
}
