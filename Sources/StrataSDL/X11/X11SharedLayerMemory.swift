import CSDL2
import StrataCairo

#if canImport(Glibc)
  import Glibc
#endif

/// Memory for the pixels of retained layers that the X server reads too (MIT-SHM), so that it
/// can put a layer's pixels into the window itself.
///
/// X servers copy a window's pixels onto themselves towards the right or down backwards, a
/// word at a time (`fbBlt`), at about three times the cost of a copy the other way: for the
/// pages of a swipe back, putting the moved pixels from the layers' own memory
/// (`XShmPutImage`, one forward copy) costs less than moving them in the window
/// (``X11WindowCopier``). ``X11PixelMover`` chooses between the two per move.
///
/// Each layer's memory is a memory file handed to the server as a descriptor
/// (``X11DescriptorSharing``), which the server's first read costs a third of what a System V
/// segment's does; where the server cannot take descriptors (a server without MIT-SHM 1.2, or
/// `STRATA_X11_SHARED_MEMORY=system-v` in the environment), it is a System V segment named by
/// its id.
///
/// The Xlib and MIT-SHM calls are looked up with `dlsym` in the libX11 and libXext that SDL's
/// X11 driver loaded, and go through SDL's connection, in order with its own requests. The
/// server reads the memory when it handles a put: ``finishFrame()`` waits for that before the
/// renderer may draw into it again.
@MainActor
final class X11SharedLayerMemory: LayerMemoryProvider {
  /// How layer memory reaches the server.
  enum Sharing: String, Sendable {
    /// Memory files, handed over as descriptors.
    case descriptors = "descriptor"
    /// System V segments, named by their ids.
    case systemV = "system-v"

    /// The sharing `STRATA_X11_SHARED_MEMORY` asks for: System V for `system-v` (any case),
    /// descriptors where the server takes them otherwise.
    static var requested: Sharing {
      let value = getenv("STRATA_X11_SHARED_MEMORY").map { String(cString: $0).lowercased() }
      return value == Sharing.systemV.rawValue ? .systemV : .descriptors
    }
  }

  fileprivate typealias Attach = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
  private typealias CreateImage =
    @convention(c) (
      OpaquePointer?, UnsafeMutableRawPointer?, UInt32, Int32, UnsafeMutablePointer<CChar>?,
      UnsafeMutableRawPointer?, UInt32, UInt32
    ) -> UnsafeMutableRawPointer?
  private typealias PutImage =
    @convention(c) (
      OpaquePointer?, UInt, OpaquePointer?, UnsafeMutableRawPointer?, Int32, Int32, Int32, Int32,
      UInt32, UInt32, Int32
    ) -> Int32
  private typealias Query = @convention(c) (OpaquePointer?) -> Int32
  fileprivate typealias Sync = @convention(c) (OpaquePointer?, Int32) -> Int32
  private typealias ErrorHandler =
    @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
  private typealias SetErrorHandler = @convention(c) (ErrorHandler?) -> ErrorHandler?

  /// Xlib's `ZPixmap`: an image of whole pixels.
  private static let zPixmap: Int32 = 2
  /// The depth of the windows it puts into: 24 bits of colour in 32-bit pixels (XRGB8888).
  private static let depth: UInt32 = 24

  /// The copier whose connection, window and graphics context the puts go through.
  let copier: X11WindowCopier
  private let createImage: CreateImage
  fileprivate let attach: Attach
  fileprivate let detach: Attach
  private let putImage: PutImage
  fileprivate let sync: Sync
  /// Descriptor passing, when the memory is shared that way; `nil` for System V segments.
  private var descriptorSharing: X11DescriptorSharing?
  /// How this provider shares its memory.
  var sharing: Sharing { descriptorSharing == nil ? .systemV : .descriptors }
  /// Whether puts were sent that the server may not have handled yet.
  private var hasPendingReads = false
  /// False once the window's connection is about to go: memory released after that is only
  /// detached here.
  fileprivate private(set) var isConnected = true
  /// How many pixels were put from layer memory.
  private(set) var putPixelCount = 0
  /// How many segments this provider lent that are still alive.
  fileprivate(set) var liveSegmentCount = 0

  /// Shared memory for `copier`'s window, or `nil` when the server cannot share memory with
  /// this process (MIT-SHM missing, or a server on another machine), the window is not
  /// XRGB8888, or a call is missing.
  init?(copier: X11WindowCopier) {
    guard
      copier.window.withUnsafeHandle({ SDL_GetWindowPixelFormat($0) })
        == SDL_PIXELFORMAT_RGB888.rawValue,
      let x11 = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
      let xext = dlopen("libXext.so.6", RTLD_NOW | RTLD_NOLOAD),
      let query = dlsym(xext, "XShmQueryExtension"),
      let createImage = dlsym(xext, "XShmCreateImage"),
      let attach = dlsym(xext, "XShmAttach"),
      let detach = dlsym(xext, "XShmDetach"),
      let putImage = dlsym(xext, "XShmPutImage"),
      let sync = dlsym(x11, "XSync"),
      let setErrorHandler = dlsym(x11, "XSetErrorHandler"),
      unsafeBitCast(query, to: Query.self)(copier.display) != 0
    else { return nil }
    self.copier = copier
    self.createImage = unsafeBitCast(createImage, to: CreateImage.self)
    self.attach = unsafeBitCast(attach, to: Attach.self)
    self.detach = unsafeBitCast(detach, to: Attach.self)
    self.putImage = unsafeBitCast(putImage, to: PutImage.self)
    self.sync = unsafeBitCast(sync, to: Sync.self)
    // Descriptors where the server takes them: a refusal comes back to the checked request.
    if Sharing.requested == .descriptors,
      let descriptors = X11DescriptorSharing(display: copier.display)
    {
      descriptorSharing = descriptors
      if makeLayerMemory(pixelWidth: 1, pixelHeight: 1) != nil { return }
      descriptorSharing = nil
    }
    // A server on another machine has the extension but cannot attach this machine's memory:
    // try once, with the error that refusal brings caught rather than ending the process.
    let handlers = unsafeBitCast(setErrorHandler, to: SetErrorHandler.self)
    _ = self.sync(copier.display, 0)
    attachFailed = false
    let previous = handlers { _, _ in
      attachFailed = true
      return 0
    }
    var probe = makeLayerMemory(pixelWidth: 1, pixelHeight: 1)
    let refused = probe == nil || attachFailed
    // Released while the handler still catches what detaching a refused segment brings.
    probe = nil
    _ = self.sync(copier.display, 0)
    _ = handlers(previous)
    guard !refused, probe == nil else { return nil }
  }

  func makeLayerMemory(pixelWidth: Int, pixelHeight: Int) -> (any LayerMemory)? {
    guard isConnected, let width = UInt32(exactly: pixelWidth),
      let height = UInt32(exactly: pixelHeight), width > 0, height > 0
    else { return nil }
    let (bytes, overflow) = (pixelWidth * 4).multipliedReportingOverflow(by: pixelHeight)
    guard !overflow else { return nil }
    // One kind for all: a memory file that fails is no reason to try a System V segment.
    let made =
      if let descriptorSharing {
        makeFileSegment(bytes: bytes, sharing: descriptorSharing)
      } else {
        makeSystemVSegment(bytes: bytes)
      }
    guard let segment = made else { return nil }
    guard let address = segment.pointee.shmaddr,
      let image = createImage(
        copier.display, nil, Self.depth, Self.zPixmap, address, segment, width, height)
    else {
      _ = detach(copier.display, segment)
      _ = sync(copier.display, 0)
      X11SharedPixels.unmap(segment, bytes: bytes)
      return nil
    }
    liveSegmentCount += 1
    return X11SharedPixels(
      pixels: UnsafeMutableRawPointer(address), width: pixelWidth, height: pixelHeight,
      segment: segment, image: image, owner: self)
  }

  /// A memory file of `bytes` zeroes, mapped here and attached to the server through
  /// `sharing`, or `nil` when the system or the server refuses it.
  ///
  /// Its pages are put in place as it is mapped (`MAP_POPULATE`): the renderer draws into all
  /// of them next, and one pass of the system over a 31.7 MB file costs less than a fault per
  /// page as it draws (31–35 ms against 35–41 ms on a 2-core guest).
  private func makeFileSegment(bytes: Int, sharing: X11DescriptorSharing)
    -> UnsafeMutablePointer<strata_x11_shm_segment_info>?
  {
    let descriptor = strata_memfd_create("strata-layer")
    guard descriptor >= 0 else { return nil }
    guard ftruncate(descriptor, off_t(bytes)) == 0,
      let address = mmap(
        nil, bytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE, descriptor, 0),
      address != UnsafeMutableRawPointer(bitPattern: -1)
    else {
      close(descriptor)
      return nil
    }
    guard let id = sharing.attach(descriptor) else {
      _ = munmap(address, bytes)
      return nil
    }
    return Self.segmentInfo(id: UInt(id), systemVID: -1, address: address)
  }

  /// A private System V segment of `bytes` zeroes, readable and writable by this user only,
  /// attached here and by the server, or `nil` when either refuses it.
  private func makeSystemVSegment(bytes: Int) -> UnsafeMutablePointer<strata_x11_shm_segment_info>?
  {
    let id = shmget(0, bytes, IPC_CREAT | 0o600)
    guard id >= 0 else { return nil }
    guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1)
    else {
      _ = shmctl(id, IPC_RMID, nil)
      return nil
    }
    let segment = Self.segmentInfo(id: 0, systemVID: id, address: address)
    guard attach(copier.display, segment) != 0 else {
      _ = shmdt(address)
      _ = shmctl(id, IPC_RMID, nil)
      segment.deallocate()
      return nil
    }
    // Once the server has attached it, the segment can be marked for removal: the system frees
    // it when both sides have detached, even if this process ends without doing so.
    _ = sync(copier.display, 0)
    _ = shmctl(id, IPC_RMID, nil)
    return segment
  }

  /// Xlib's description of a segment at `address`: `id` is its XID (for a System V segment,
  /// Xlib's attach sets it), `systemVID` its System V id or -1 for a memory file.
  private static func segmentInfo(id: UInt, systemVID: Int32, address: UnsafeMutableRawPointer)
    -> UnsafeMutablePointer<strata_x11_shm_segment_info>
  {
    let segment = UnsafeMutablePointer<strata_x11_shm_segment_info>.allocate(capacity: 1)
    segment.initialize(
      to: strata_x11_shm_segment_info(
        shmseg: id, shmid: systemVID, shmaddr: address.assumingMemoryBound(to: CChar.self),
        readOnly: 1))
    return segment
  }

  /// Whether the pixels of every rectangle of `move` are in memory of this provider. (A put
  /// from outside the memory would be an X error, which ends the process.)
  func holdsAllPixels(of move: PixelMove) -> Bool {
    guard move.sources.count == move.rects.count else { return false }
    return zip(move.rects, move.sources).allSatisfy { rect, source in
      guard let source, let memory = source.memory as? X11SharedPixels, memory.owner === self
      else { return false }
      return source.x >= 0 && source.y >= 0 && source.x + rect.width <= memory.width
        && source.y + rect.height <= memory.height
    }
  }

  /// Asks the server to put the pixels of each rectangle of `move` into the window from layer
  /// memory (which ``holdsAllPixels(of:)`` must have confirmed).
  func put(_ move: PixelMove) {
    for (rect, source) in zip(move.rects, move.sources) {
      guard let source, let memory = source.memory as? X11SharedPixels,
        let sourceX = Int32(exactly: source.x), let sourceY = Int32(exactly: source.y),
        let x = Int32(exactly: rect.x), let y = Int32(exactly: rect.y),
        let width = UInt32(exactly: rect.width), let height = UInt32(exactly: rect.height)
      else { continue }
      _ = putImage(
        copier.display, copier.drawable, copier.graphicsContext, memory.image, sourceX, sourceY,
        x, y, width, height, 0)
      putPixelCount += rect.area
      hasPendingReads = true
    }
  }

  /// Waits until the server has handled the puts sent so far, so that the memory they read
  /// may change; only notes it when `serverIsDone` (a round trip on the same connection, such
  /// as the `XSync` that ends SDL's update of the window, already waited for that).
  func finishFrame(serverIsDone: Bool = false) {
    guard hasPendingReads else { return }
    if !serverIsDone { _ = sync(copier.display, 0) }
    hasPendingReads = false
  }

  /// Detaches every segment still alive from here on without telling the server, which is
  /// about to lose the connection (and with it the attachments).
  func disconnect() {
    finishFrame()
    isConnected = false
  }
}

/// Set by the error handler ``X11SharedLayerMemory`` installs while it tries to attach memory;
/// Xlib calls the handler on the thread that made the call, the main one.
nonisolated(unsafe) private var attachFailed = false

/// One segment of memory shared with the X server: the pixels of one layer's surface.
@MainActor
final class X11SharedPixels: LayerMemory {
  let pixels: UnsafeMutableRawPointer
  let stride: Int
  /// The size of the memory in pixels.
  let width: Int
  let height: Int
  private let segment: UnsafeMutablePointer<strata_x11_shm_segment_info>
  /// Xlib's `XImage` describing the memory, for `XShmPutImage`.
  fileprivate let image: UnsafeMutableRawPointer
  fileprivate weak var owner: X11SharedLayerMemory?

  fileprivate init(
    pixels: UnsafeMutableRawPointer, width: Int, height: Int,
    segment: UnsafeMutablePointer<strata_x11_shm_segment_info>, image: UnsafeMutableRawPointer,
    owner: X11SharedLayerMemory
  ) {
    self.pixels = pixels
    self.stride = width * 4
    self.width = width
    self.height = height
    self.segment = segment
    self.image = image
    self.owner = owner
  }

  isolated deinit {
    owner?.liveSegmentCount -= 1
    if let owner, owner.isConnected {
      // The server handles the detach after every put already sent; once it has, nothing of
      // it reads the memory any more.
      _ = owner.detach(owner.copier.display, segment)
      _ = owner.sync(owner.copier.display, 0)
    }
    // Xlib allocated the image with calloc (what XFree frees), without the pixels.
    Glibc.free(image)
    Self.unmap(segment, bytes: stride * height)
  }

  /// Unmaps the memory of `segment` (`bytes` long) from this process and frees the description.
  fileprivate static func unmap(
    _ segment: UnsafeMutablePointer<strata_x11_shm_segment_info>, bytes: Int
  ) {
    if let address = segment.pointee.shmaddr {
      if segment.pointee.shmid >= 0 {
        _ = shmdt(address)
      } else {
        _ = munmap(address, bytes)
      }
    }
    segment.deallocate()
  }
}
