/// Writes a ``BenchReport`` as text tables for a person: the floor first, then one table per
/// demo and scale, every figure in microseconds and as a ratio to the floor at that scale.
struct TableFormatter {
  /// The report to write.
  let report: BenchReport

  /// The report as lines of text, ending with a newline.
  func text() -> String {
    var lines: [String] = []
    let machine = report.machine
    let memory = Decimals.format(Double(machine.memoryBytes) / 1_073_741_824, decimals: 1)
    lines.append("strata-bench: Strata frame benchmark, \(report.build) build, \(report.date)")
    lines.append(
      "machine: \(machine.cpuModel), \(machine.logicalCores) logical cores, \(memory) GiB, "
        + "\(machine.operatingSystem), \(machine.kernel)")
    lines.append(
      "window: \(Decimals.format(report.windowWidth, decimals: 0))×"
        + "\(Decimals.format(report.windowHeight, decimals: 0)) points; a drag of "
        + "\(report.dragMoves) moves, one per frame of 1/60 s, then frames until the window "
        + "rests (at most \(report.settleLimit))")
    lines.append("")
    lines.append("physical floor (median of each repeat, µs)")
    lines += columns(
      [["scale", "pixels", "MB", "repeats", "memcpy", "cairo_paint"]]
        + report.floors.map { floor in
          [
            "\(Decimals.format(floor.scale, decimals: 0))x",
            "\(floor.pixelWidth)×\(floor.pixelHeight)",
            Decimals.format(Double(floor.byteCount) / 1_000_000, decimals: 1),
            "\(floor.repeats)",
            Decimals.format(floor.memcpy.median, decimals: 1),
            Decimals.format(floor.cairoPaint.median, decimals: 1),
          ]
        },
      leftAligned: [0, 1])
    for scene in report.scenes {
      lines.append("")
      lines += sceneLines(scene)
    }
    lines.append("")
    lines.append(
      "×memcpy, ×paint: the figure divided by the floor's median at the same scale. "
        + "Run took \(Decimals.format(report.elapsedSeconds, decimals: 1)) s.")
    return lines.joined(separator: "\n") + "\n"
  }

  private func sceneLines(_ scene: SceneResult) -> [String] {
    let floor = report.floor(atScale: scene.scale)
    var lines: [String] = []
    lines.append(
      "\(scene.demoName) (\(scene.demoTitle)) at \(Decimals.format(scene.scale, decimals: 0))x, "
        + "\(scene.pixelWidth)×\(scene.pixelHeight) pixels")
    let settle = scene.frameCount - scene.dragFrameCount - scene.resizeFrameCount
    let resizes = scene.resizeFrameCount > 0 ? "\(scene.resizeFrameCount) resize, " : ""
    lines.append(
      "  \(scene.frameCount) frames (\(resizes)\(scene.dragFrameCount) drag, \(settle) settle, "
        + (scene.settled ? "came to rest" : "still moving at the limit") + "); "
        + "\(scene.framesWithNothingRecorded) with nothing re-recorded; median damage "
        + "\(Decimals.format(scene.medianDamagedFraction * 100, decimals: 1)) % of the window")
    let frameBytes = Double(max(1, scene.pixelWidth * scene.pixelHeight * 4))
    lines.append(
      "  layer cache: peak "
        + "\(Decimals.format(Double(scene.layerCachePeakBytes) / 1_000_000, decimals: 1)) MB "
        + "(\(Decimals.format(Double(scene.layerCachePeakBytes) / frameBytes, decimals: 2)) full "
        + "frames), \(scene.layerRasterizations) layer rasterisations in both runs")
    var rows: [[String]] = [
      [
        "phase", "median", "×memcpy", "×paint", "p95", "×memcpy", "×paint", "max", "×memcpy",
        "×paint",
      ]
    ]
    for phase in Phase.allCases {
      guard let summary = scene.phases[phase] else { continue }
      rows.append(row(phase.label, summary, floor: floor))
    }
    rows.append(row("rasterisation, damage only", scene.damageOnly.rasterization, floor: floor))
    rows.append(row("total, damage only", scene.damageOnly.total, floor: floor))
    lines += columns(rows, leftAligned: [0]).map { "  " + $0 }
    lines.append(
      "  the parts' medians add up to "
        + "\(Decimals.format(scene.phaseMedianSumToTotal * 100, decimals: 1)) % of the total's "
        + "median (means: \(Decimals.format(scene.phaseMeanSumToTotal * 100, decimals: 1)) %)")
    lines.append(
      "  \"damage only\": the same \(scene.damageOnly.frameCount) frames run again, "
        + "rasterising only each frame's damaged rectangle")
    return lines
  }

  private func row(_ label: String, _ summary: Summary, floor: FloorResult?) -> [String] {
    var cells = [label]
    for value in [summary.median, summary.p95, summary.max] {
      cells.append(Decimals.format(value, decimals: 1))
      cells.append(ratio(value, to: floor?.memcpy.median))
      cells.append(ratio(value, to: floor?.cairoPaint.median))
    }
    return cells
  }

  private func ratio(_ value: Double, to floor: Double?) -> String {
    guard let floor, floor > 0 else { return "-" }
    let ratio = value / floor
    return Decimals.format(ratio, decimals: ratio < 10 ? 2 : 1)
  }

  /// `rows` as lines of columns two spaces apart, padded to the widest cell; the columns in
  /// `leftAligned` align left, the others right.
  private func columns(_ rows: [[String]], leftAligned: Set<Int>) -> [String] {
    var widths: [Int] = []
    for row in rows {
      for (index, cell) in row.enumerated() {
        if index == widths.count { widths.append(0) }
        widths[index] = max(widths[index], cell.count)
      }
    }
    return rows.map { row in
      row.enumerated().map { index, cell in
        let padding = String(repeating: " ", count: widths[index] - cell.count)
        return leftAligned.contains(index) ? cell + padding : padding + cell
      }
      .joined(separator: "  ")
      .replacing(/\s+$/, with: "")
    }
  }
}
