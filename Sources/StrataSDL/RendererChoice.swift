import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the window host presents its pixels: through SDL's accelerated renderer (OpenGL) or its
/// software renderer.
///
/// Without a GPU driver (Xvfb, virtual machines, many CI and remote machines) OpenGL runs on
/// Mesa's software rasteriser, which spends a core per frame to copy a texture; SDL's software
/// renderer copies the same pixels for a fraction of that. The automatic choice therefore keeps
/// OpenGL only when it is real hardware. On a machine that shows no graphics device to the
/// process it does not even ask OpenGL: creating a context to read its renderer's name loads Mesa
/// and LLVM, about 60 MB that stay resident for the life of the process.
/// `STRATA_RENDERER=software` or `STRATA_RENDERER=accelerated` overrides it.
enum RendererChoice: String, Sendable, Equatable {
  /// OpenGL unless its renderer is a software rasteriser (llvmpipe, softpipe, swrast), then
  /// SDL's software renderer.
  case automatic
  /// SDL's software renderer, always.
  case software
  /// SDL's accelerated renderer whatever drives it (SDL's software renderer only when none can
  /// be created).
  case accelerated

  /// The choice `STRATA_RENDERER` names (`software` or `accelerated`, any case); automatic when
  /// it is unset, empty or names something else.
  init(environmentValue: String?) {
    self = environmentValue.flatMap { RendererChoice(rawValue: $0.lowercased()) } ?? .automatic
  }

  /// The choice the process's environment makes, now.
  static var current: RendererChoice {
    RendererChoice(environmentValue: getenv("STRATA_RENDERER").map { String(cString: $0) })
  }

  /// Whether a machine with these device entries may have OpenGL in hardware: a DRM device
  /// (`card…` or `renderD…` among `driEntries`, the names in `/dev/dri`) or NVIDIA's driver
  /// (`hasNVIDIAControl`, `/dev/nvidiactl`). Without one, OpenGL is a software rasteriser.
  static func mayHaveGraphicsHardware(driEntries: [String], hasNVIDIAControl: Bool) -> Bool {
    hasNVIDIAControl || driEntries.contains { $0.hasPrefix("card") || $0.hasPrefix("renderD") }
  }

  /// Whether this machine shows the process a graphics device, now (see
  /// ``mayHaveGraphicsHardware(driEntries:hasNVIDIAControl:)``).
  static var machineMayHaveGraphicsHardware: Bool {
    let files = FileManager.default
    return mayHaveGraphicsHardware(
      driEntries: (try? files.contentsOfDirectory(atPath: "/dev/dri")) ?? [],
      hasNVIDIAControl: files.fileExists(atPath: "/dev/nvidiactl"))
  }

  /// Whether an OpenGL renderer string (`GL_RENDERER`) names a software rasteriser.
  static func isSoftwareRasteriser(_ glRenderer: String) -> Bool {
    let name = glRenderer.lowercased()
    return ["llvmpipe", "softpipe", "swrast", "software rasterizer"].contains {
      name.contains($0)
    }
  }
}
