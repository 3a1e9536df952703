import StrataDemos
import StrataKit
import StrataSDL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `strata-gallery` program: a window with a list of demos when there is a display, a
/// scripted headless tour written as PNGs when there is none. `--help` lists the options.
@main
struct StrataGallery {
  @MainActor
  static func main() {
    let options: GalleryOptions
    do {
      options = try GalleryOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      printError("strata-gallery: \(error)\n\n\(GalleryOptions.usage)")
      exit(2)
    }
    if options.showsHelp {
      print(GalleryOptions.usage)
      exit(0)
    }
    // A file size limit is a full disk to the state file: its write fails and the previous
    // state stays, rather than the signal ending the process.
    signal(SIGXFSZ, SIG_IGN)
    let demos = DemoCatalog.all
    var initialIndex: Int?
    if let name = options.demoName {
      guard let index = demos.firstIndex(where: { $0.name == name }) else {
        printError("strata-gallery: there is no demo called '\(name)'. The demos are:")
        for demo in demos { printError("  \(demo.name)  \(demo.title): \(demo.subtitle)") }
        exit(2)
      }
      initialIndex = index
    }

    if let count = options.saveCount {
      guard let store = GalleryStateStore.standard() else {
        printError("strata-gallery: neither XDG_STATE_HOME nor HOME says where to save the state")
        exit(2)
      }
      exit(StateSaveLoop.run(count: count, store: store, demos: demos))
    }

    if hasDisplay() {
      // The saved state reopens the demo that was open, unless the command line asks for a
      // demo or a fresh start; the headless tour below never reads nor writes it.
      let store = GalleryStateStore.standard()
      var restoration: RestorationArchive?
      if let store, initialIndex == nil, !options.fresh {
        (initialIndex, restoration) = savedDemo(in: store, demos: demos)
      }
      let gallery = GalleryViewController(demos: demos, initialDemoIndex: initialIndex)
      gallery.pendingRestoration = restoration
      gallery.onRestorationFailure = { error in
        printError("strata-gallery: ignoring the saved state in \(store?.path ?? ""): \(error)")
      }
      let tracer = options.trace ? GalleryTracer.standardOutput() : nil
      tracer?.attach(to: gallery)
      let saveState = { [weak gallery] in
        guard let store, let gallery else { return }
        do {
          try store.save(gallery.savedState())
        } catch {
          printError("strata-gallery: \(error)")
        }
      }
      let application: Application
      do {
        application = try WindowedGallery.open(gallery, options: options, willQuit: saveState) {
          reason in
          tracer?.stop()
          printError("strata-gallery: \(reason)")
          _exit(1)
        }
      } catch {
        tracer?.stop()
        printError("strata-gallery: could not open a window (\(error)); running the headless tour")
        runTour(options: options, demos: initialIndex.map { [demos[$0]] } ?? demos)
        return
      }
      do {
        try WindowedGallery.run(application)
        tracer?.stop()
        exit(0)
      } catch {
        tracer?.stop()
        printError("strata-gallery: the window failed while running: \(error)")
        exit(1)
      }
    }
    runTour(options: options, demos: initialIndex.map { [demos[$0]] } ?? demos)
  }

  @MainActor
  private static func runTour(options: GalleryOptions, demos: [Demo]) {
    do {
      let samplePaths = try SampleSceneRenderer.render(into: options.outputDirectory)
      let tour = GalleryTour(
        demos: demos, size: options.size, scale: options.scale ?? 1,
        outputDirectory: options.outputDirectory,
        tracer: options.trace ? GalleryTracer.standardOutput() : nil)
      let result = try tour.run()
      print("No display, so strata-gallery ran its headless tour instead of opening a window.")
      print("Contact sheet of the tour: \(result.contactSheetPath)")
      print("Frames (\(result.frames.count)):")
      for frame in result.frames { print("  \(frame.path)  \(frame.caption)") }
      print("Sample scene:")
      for path in samplePaths { print("  \(path)") }
      print("Open them with any image viewer. On a desktop, open the window with:")
      print("  DISPLAY=:0 swift run strata-gallery")
    } catch {
      printError("strata-gallery: \(error)")
      exit(1)
    }
  }

  /// The demo the state saved in `store` reopens (its index in `demos`) and its navigation
  /// state; `(nil, nil)` when there is none, or, after one line on standard error, when the
  /// file is unreadable, corrupt, of another version or names a demo there is no longer.
  @MainActor
  private static func savedDemo(
    in store: GalleryStateStore, demos: [Demo]
  ) -> (Int?, RestorationArchive?) {
    do {
      guard let state = try store.load() else { return (nil, nil) }
      do {
        guard let index = try state.demoIndex(in: demos) else { return (nil, nil) }
        return (index, state.archive)
      } catch {
        throw GalleryStateStore.Failure(path: store.path, reason: error.description)
      }
    } catch {
      printError("strata-gallery: \(error)")
      return (nil, nil)
    }
  }

  /// Whether `DISPLAY` or `WAYLAND_DISPLAY` names a display.
  private static func hasDisplay() -> Bool {
    ["DISPLAY", "WAYLAND_DISPLAY"].contains { name in
      guard let value = getenv(name) else { return false }
      return value.pointee != 0
    }
  }

  /// Writes `text` and a newline to standard error, after flushing standard output.
  static func printError(_ text: String) {
    fflush(nil)
    let line = text + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
  }
}
