import StrataCairo

/// What moves pixels inside a window on the display server's side, so that a frame whose
/// content only moved is not sent to the server again: the server moves what it already shows.
///
/// ``WindowPresenter`` asks one for a frame that leaves its move to the host
/// (`RenderedFrame.hostMove`): ``move(_:)`` before the pixels the frame drew are sent,
/// ``flush()`` when the frame drew none, ``finishFrame(serverIsDone:)`` after the frame is
/// shown. The X11 implementation lives in the `X11` folder; other display servers have none,
/// and their frames move their pixels in the frame's surface.
@MainActor
protocol WindowPixelMover: AnyObject {
  /// Memory for the pixels of retained layers that the display server can read too, for the
  /// renderer's layer surfaces; `nil` when the server cannot share memory.
  var layerMemory: (any LayerMemoryProvider)? { get }
  /// How many pixels the server took from ``layerMemory`` rather than moving them in the
  /// window.
  var sharedPixelCount: Int { get }
  /// How ``layerMemory`` reaches the display server (under X11 `descriptor` or `system-v`);
  /// `nil` when there is none.
  var layerMemorySharing: String? { get }
  /// How many pieces of ``layerMemory`` lent to the renderer are still alive.
  var liveLayerMemoryCount: Int { get }
  /// Has the server move the window's pixels as `move` says, in order with the pixels sent
  /// after it.
  func move(_ move: PixelMove)
  /// Sends the requests made so far to the server.
  func flush()
  /// Waits until the server has read what it was asked to take from ``layerMemory``, so that
  /// the memory may change; `serverIsDone` when the window's own update already waited for the
  /// server to handle every request sent so far (then there is nothing to wait for).
  func finishFrame(serverIsDone: Bool)
  /// Stops using the server's shared memory: the connection is about to close.
  func disconnect()
}
