/// Memory that a host lends ``CairoRenderer`` for the pixels of one retained layer's cached
/// surface, so that it can show them without copying them first: memory shared with a display
/// server, which can then read a layer's pixels straight into a window.
///
/// The pixels are premultiplied ARGB32 in native byte order, `stride` bytes a row; the memory
/// stays valid, and does not move, while the object lives.
@MainActor
package protocol LayerMemory: AnyObject, Sendable {
  /// The first byte of the top row.
  var pixels: UnsafeMutableRawPointer { get }
  /// The bytes from one row to the next.
  var stride: Int { get }
}

/// What makes ``LayerMemory`` for the layers the renderer keeps.
@MainActor
package protocol LayerMemoryProvider: AnyObject {
  /// Memory for a surface of `pixelWidth` × `pixelHeight` pixels, all zero (transparent), or
  /// `nil` when there is none to lend: the renderer then allocates the surface itself.
  func makeLayerMemory(pixelWidth: Int, pixelHeight: Int) -> (any LayerMemory)?
}

/// Where the pixels of one rectangle of a ``PixelMove`` are in a retained layer's lent memory.
package struct LayerPixels: Equatable, Sendable {
  /// The memory.
  package let memory: any LayerMemory
  /// The pixel of the memory (from its top-left corner) that shows at the rectangle's origin.
  package let x: Int
  package let y: Int

  package static func == (lhs: LayerPixels, rhs: LayerPixels) -> Bool {
    lhs.memory === rhs.memory && lhs.x == rhs.x && lhs.y == rhs.y
  }
}
