extension CairoImageSurface {
  /// Copies the pixels of `move` inside this surface, its rectangles in order, each as
  /// `memmove` would (source and destination may overlap); returns false, copying nothing, when
  /// any of them lies partly outside.
  ///
  /// - Complexity: O(pixels moved).
  @discardableResult
  func movePixels(_ move: PixelMove) -> Bool {
    let bounds = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
    guard
      move.rects.allSatisfy({
        $0.area > 0 && bounds.contains($0) && bounds.contains(move.source(of: $0))
      })
    else { return false }
    for destination in move.rects {
      let source = move.source(of: destination)
      let rowBytes = destination.width * 4
      let moved: Void? = withUnsafeMutablePixelData(dirtying: destination) { data, stride in
        // Rows in the order that reads every source row before it is overwritten.
        for step in 0..<destination.height {
          let row = move.dy > 0 ? destination.height - 1 - step : step
          let from = data + (source.y + row) * stride + source.x * 4
          let to = data + (destination.y + row) * stride + destination.x * 4
          to.copyMemory(from: from, byteCount: rowBytes)
        }
      }
      if moved == nil { return false }
    }
    return true
  }
}
