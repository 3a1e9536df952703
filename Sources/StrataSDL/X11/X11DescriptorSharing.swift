import CSDL2

#if canImport(Glibc)
  import Glibc
#endif

/// Hands the X server segments of memory as file descriptors (MIT-SHM 1.2's `ShmAttachFd`)
/// rather than by System V ids.
///
/// The server maps such a segment as a shared file, which Linux fills around each page fault
/// (16 pages at a time by default), while a System V segment faults one page at a time: on a
/// 2-core guest the server's first `XShmPutImage` from a fresh 31.7 MB segment (a page at scale
/// 2) cost it 5.6–6.3 ms from a memory file against 19–23 ms from a System V segment, and
/// 3.6–4.2 ms either way after.
///
/// The XCB calls are looked up with `dlsym` in libX11-xcb (Xlib's own XCB connection) and
/// libxcb-shm, and go through SDL's connection in order with Xlib's requests. A descriptor can
/// only travel over a local socket: a server reached over the network gets none.
@MainActor
struct X11DescriptorSharing {
  private typealias GetConnection = @convention(c) (OpaquePointer?) -> OpaquePointer?
  private typealias GetDescriptor = @convention(c) (OpaquePointer?) -> Int32
  private typealias GenerateID = @convention(c) (OpaquePointer?) -> UInt32
  private typealias AttachDescriptor =
    @convention(c) (OpaquePointer?, UInt32, Int32, UInt8) -> strata_xcb_void_cookie
  private typealias RequestCheck =
    @convention(c) (OpaquePointer?, strata_xcb_void_cookie) -> UnsafeMutableRawPointer?

  /// What `xcb_generate_id` returns when the connection has failed or has no ids left.
  private static let noID = UInt32.max

  private let connection: OpaquePointer
  private let generateID: GenerateID
  private let attachDescriptor: AttachDescriptor
  private let requestCheck: RequestCheck

  /// Sharing through Xlib's connection `display`, or `nil` when a library or call is missing
  /// or the connection is not a local socket.
  init?(display: OpaquePointer) {
    guard
      let xlibXCB = dlopen("libX11-xcb.so.1", RTLD_NOW),
      let xcb = dlopen("libxcb.so.1", RTLD_NOW | RTLD_NOLOAD),
      let shm = dlopen("libxcb-shm.so.0", RTLD_NOW),
      let getConnection = dlsym(xlibXCB, "XGetXCBConnection"),
      let getDescriptor = dlsym(xcb, "xcb_get_file_descriptor"),
      let generateID = dlsym(xcb, "xcb_generate_id"),
      let requestCheck = dlsym(xcb, "xcb_request_check"),
      let attachDescriptor = dlsym(shm, "xcb_shm_attach_fd_checked"),
      let connection = unsafeBitCast(getConnection, to: GetConnection.self)(display),
      Self.isLocalSocket(unsafeBitCast(getDescriptor, to: GetDescriptor.self)(connection))
    else { return nil }
    self.connection = connection
    self.generateID = unsafeBitCast(generateID, to: GenerateID.self)
    self.attachDescriptor = unsafeBitCast(attachDescriptor, to: AttachDescriptor.self)
    self.requestCheck = unsafeBitCast(requestCheck, to: RequestCheck.self)
  }

  /// Attaches the memory file `descriptor` as a segment the server may only read, and returns
  /// the segment's id, or `nil` when the server refused it (a server without MIT-SHM 1.2).
  /// The descriptor is this call's from now on: it is closed either way.
  ///
  /// The request is checked (a round trip), so that a refusal comes back here instead of
  /// reaching Xlib's error handler, which would end the process.
  func attach(_ descriptor: Int32) -> UInt32? {
    let id = generateID(connection)
    guard id != Self.noID else {
      close(descriptor)
      return nil
    }
    // XCB owns the descriptor once the request is made, and closes it after sending it.
    let cookie = attachDescriptor(connection, id, descriptor, 1)
    if let error = requestCheck(connection, cookie) {
      free(error)
      return nil
    }
    return id
  }

  /// Whether `descriptor` is a socket to this machine (a Unix domain socket).
  private static func isLocalSocket(_ descriptor: Int32) -> Bool {
    guard descriptor >= 0 else { return false }
    var address = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let result = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    return result == 0 && address.ss_family == sa_family_t(AF_UNIX)
  }
}
