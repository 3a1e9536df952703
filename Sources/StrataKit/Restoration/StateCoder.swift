/// A keyed archive of one view controller's restorable state: Strata's `NSCoder` for state
/// restoration.
///
/// A controller writes what it needs to come back as it was in
/// `encodeRestorableState(with:)` (any `Encodable` value under a key, and the controllers it
/// shows under keys of their own) and reads it back in `decodeRestorableState(with:)`. A coder
/// is `Codable` itself, so a whole tree of them (a ``RestorationArchive``) is written as plain
/// JSON with `JSONEncoder`:
///
/// ```json
/// {"controllers":{"viewControllers":[{"restorationIdentifier":"list","values":{}}]},
///  "restorationIdentifier":"stack","values":{"scrollOffset":120}}
/// ```
///
/// Values and controllers have separate keys. A controller without a
/// `restorationIdentifier` is not archived, and neither is anything it shows, as in UIKit.
public final class StateCoder: Codable {
  /// The `restorationIdentifier` of the controller this coder archives.
  public let restorationIdentifier: String

  /// The values, by key, as trees.
  private(set) var values: [String: StateValue] = [:]
  /// The archives of the controllers encoded under each key, in order.
  private(set) var controllers: [String: [StateCoder]] = [:]
  /// The identifiers of the controller and its archived ancestors, root first: where the coder
  /// is in the archive (for the errors a controller throws while decoding).
  public internal(set) var identifierPath: [String] = []
  /// While restoring, the controllers found or created for ``controllers``, by key; emptied
  /// once the restoration ends, so that a kept archive keeps no controller alive.
  var resolvedControllers: [String: [ViewController]] = [:]
  /// The values that could not be encoded, with why, for the archive to report.
  var encodingFailures: [String] = []

  /// Creates an empty coder for the controller identified by `restorationIdentifier`.
  public init(restorationIdentifier: String) {
    self.restorationIdentifier = restorationIdentifier
    identifierPath = [restorationIdentifier]
  }

  /// The keys of the values, sorted.
  public var allKeys: [String] { values.keys.sorted() }

  /// Whether a value is stored under `key`.
  public func containsValue(forKey key: String) -> Bool { values[key] != nil }

  /// Stores `value` under `key`, replacing what was there. A value that cannot be encoded (a
  /// number that is not finite, or one whose `encode(to:)` throws) is left out and reported
  /// as a diagnostic when the archive is made.
  public func encode(_ value: some Encodable, forKey key: String) {
    do {
      values[key] = try StateValueEncoder.encode(value)
    } catch {
      values[key] = nil
      encodingFailures.append("\(key): \(error)")
    }
  }

  /// The value stored under `key`, as a `type`.
  ///
  /// - Throws: ``StateRestorationError/missingValue(key:identifierPath:)`` when there is none;
  ///   ``StateRestorationError/invalidValue(key:identifierPath:reason:)`` when it is not a
  ///   `type`.
  public func decode<Value: Decodable>(
    _ type: Value.Type, forKey key: String
  ) throws(StateRestorationError) -> Value {
    guard let tree = values[key] else {
      throw .missingValue(key: key, identifierPath: identifierPath)
    }
    do {
      return try StateValueDecoder.decode(type, from: tree)
    } catch {
      throw .invalidValue(key: key, identifierPath: identifierPath, reason: "\(error)")
    }
  }

  /// The value stored under `key` as a `type`, or `nil` when there is none.
  ///
  /// - Throws: ``StateRestorationError/invalidValue(key:identifierPath:reason:)`` when the
  ///   value is not a `type`.
  public func decodeIfPresent<Value: Decodable>(
    _ type: Value.Type, forKey key: String
  ) throws(StateRestorationError) -> Value? {
    guard containsValue(forKey: key) else { return nil }
    return try decode(type, forKey: key)
  }

  /// Archives `viewController` under `key`: its identifier and, through its
  /// `encodeRestorableState(with:)`, its own state and the controllers it shows. A controller
  /// without a `restorationIdentifier` (or `nil`) leaves nothing under `key`.
  @MainActor
  public func encode(_ viewController: ViewController?, forKey key: String) {
    encode(viewController.map { [$0] } ?? [], forKey: key)
  }

  /// Archives `viewControllers` under `key`, in order, as
  /// `encode(_:forKey:)` archives one; those without a
  /// `restorationIdentifier` are left out.
  @MainActor
  public func encode(_ viewControllers: [ViewController], forKey key: String) {
    let archived = viewControllers.compactMap { controller -> StateCoder? in
      guard let identifier = controller.restorationIdentifier else { return nil }
      let coder = StateCoder(restorationIdentifier: identifier)
      coder.identifierPath = identifierPath + [identifier]
      controller.encodeRestorableState(with: coder)
      return coder
    }
    controllers[key] = archived.isEmpty ? nil : archived
  }

  /// The controller archived under `key`, found among the controller's own children or
  /// created for it before `decodeRestorableState(with:)` is called, already holding its own
  /// restored state; `nil` when none was archived.
  @MainActor
  public func decodeViewController(forKey key: String) -> ViewController? {
    resolvedControllers[key]?.first
  }

  /// The controllers archived under `key`, in order, found or created as
  /// ``decodeViewController(forKey:)`` finds one; empty when none were archived.
  @MainActor
  public func decodeViewControllers(forKey key: String) -> [ViewController] {
    resolvedControllers[key] ?? []
  }

  /// The `restorationIdentifier`s of the controllers archived under `key`, in order: what a
  /// factory (`viewController(withRestorationIdentifierPath:coder:)`) reads to make a
  /// container with the right first controller.
  public func restorationIdentifiers(forKey key: String) -> [String] {
    controllers[key]?.map(\.restorationIdentifier) ?? []
  }

  /// The archives of the controllers encoded under `key`, in order: a container that
  /// archives a controller whose own stack lives elsewhere for now (a split column collapsed
  /// into the primary) completes that archive.
  package func archives(forKey key: String) -> [StateCoder] {
    controllers[key] ?? []
  }

  /// The archives of every controller encoded in this coder, by key, sorted by key.
  var controllerRecords: [(key: String, coders: [StateCoder])] {
    controllers.keys.sorted().map { ($0, controllers[$0] ?? []) }
  }

  // MARK: Codable

  private enum CodingKeys: String, CodingKey {
    case restorationIdentifier, values, controllers
  }

  /// Writes the coder as `{"restorationIdentifier", "values", "controllers"}`, leaving out
  /// empty parts.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(restorationIdentifier, forKey: .restorationIdentifier)
    if !values.isEmpty { try container.encode(values, forKey: .values) }
    if !controllers.isEmpty { try container.encode(controllers, forKey: .controllers) }
  }

  /// Reads a coder that ``encode(to:)`` wrote.
  ///
  /// - Throws: `DecodingError` when the data is not such a coder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    restorationIdentifier = try container.decode(String.self, forKey: .restorationIdentifier)
    values = try container.decodeIfPresent([String: StateValue].self, forKey: .values) ?? [:]
    controllers =
      try container.decodeIfPresent([String: [StateCoder]].self, forKey: .controllers) ?? [:]
    identifierPath = [restorationIdentifier]
  }
}
