#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `strata-gallery` program. Until the windowed gallery lands, it renders the sample scene
/// headless and prints where the PNGs are.
@main
struct StrataGallery {
  @MainActor
  static func main() {
    do {
      let arguments = Array(CommandLine.arguments.dropFirst())
      var directory = "gallery-output"
      if let index = arguments.firstIndex(of: "--output"), index + 1 < arguments.count {
        directory = arguments[index + 1]
      }
      let paths = try SampleSceneRenderer.render(into: directory)
      print("Rendered the sample scene headless:")
      for path in paths { print("  \(path)") }
      print("Open them with any image viewer.")
    } catch {
      print("strata-gallery: \(error)")
      exit(1)
    }
  }
}
