import Foundation
import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A logging controller with a note of its own that it saves and restores.
@MainActor
final class NoteViewController: LoggingViewController {
  var note = ""

  /// A controller called `name`, with `name` as its restoration identifier.
  init(_ name: String, log: CallLog) {
    super.init(name, log: log)
    restorationIdentifier = name
  }

  override func encodeRestorableState(with coder: StateCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(note, forKey: "note")
  }

  override func decodeRestorableState(with coder: StateCoder) throws {
    try super.decodeRestorableState(with: coder)
    note = try coder.decodeIfPresent(String.self, forKey: "note") ?? ""
  }
}

/// Helpers the restoration tests share.
@MainActor
enum Restoration {
  /// `archive` written as JSON (sorted keys) and read back, as a file would hold it.
  static func throughJSON(_ archive: RestorationArchive) throws -> RestorationArchive {
    try JSONDecoder().decode(RestorationArchive.self, from: json(archive))
  }

  /// `archive` as JSON with sorted keys.
  static func json(_ archive: RestorationArchive) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(archive)
  }

  /// The archive of `root`, which must have one.
  static func archive(of root: ViewController) throws -> RestorationArchive {
    try #require(root.restorationArchive())
  }

  /// A resolver that makes a ``NoteViewController`` for any identifier in `names`.
  static func making(_ names: Set<String>, log: CallLog) -> RestorationResolver {
    { path, _ in
      guard let name = path.last, names.contains(name) else { return nil }
      return NoteViewController(name, log: log)
    }
  }

  /// Whether `first` and `second` hold the same controllers in the same order.
  static func same(_ first: [ViewController], _ second: [ViewController]) -> Bool {
    first.count == second.count && zip(first, second).allSatisfy { $0 === $1 }
  }

  /// Expects the controllers on screen to be exactly `onScreen` (their views in the window,
  /// appeared) and the others in `offScreen` to be out of the window and disappeared.
  static func expectShown(
    _ onScreen: [ViewController], hidden offScreen: [ViewController], in host: TestHost,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for controller in onScreen {
      #expect(
        controller.viewIfLoaded?.window === host.window, "\(controller.title ?? "?") not shown",
        sourceLocation: sourceLocation)
      #expect(
        controller.appearanceState == .appeared, "\(controller.title ?? "?") not appeared",
        sourceLocation: sourceLocation)
    }
    for controller in offScreen {
      #expect(
        controller.viewIfLoaded?.window == nil, "\(controller.title ?? "?") shown",
        sourceLocation: sourceLocation)
      #expect(
        controller.appearanceState == .disappeared, "\(controller.title ?? "?") appeared",
        sourceLocation: sourceLocation)
    }
  }
}
