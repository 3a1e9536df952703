import StrataKit

/// The archive keys of a container that shows one of a list of controllers (tabs, pages).
enum SelectionRestorationKey {
  /// The controllers, in order.
  static let viewControllers = "viewControllers"
  /// The index of the selected controller among the archived ones.
  static let selectedIndex = "selectedIndex"
}

@MainActor
extension StateCoder {
  /// Archives the controllers of `controllers` that have a `restorationIdentifier`, in order,
  /// and the index of `selected` among them (none when `selected` is not archived).
  func encodeSelection(of controllers: [ViewController], selected: ViewController?) {
    let archived = controllers.filter { $0.restorationIdentifier != nil }
    encode(archived, forKey: SelectionRestorationKey.viewControllers)
    if let selected, let index = archived.firstIndex(where: { $0 === selected }) {
      encode(index, forKey: SelectionRestorationKey.selectedIndex)
    }
  }

  /// The archived controllers (`current` when none were archived) and the archived selection.
  ///
  /// - Throws: ``StateRestorationError/invalidState(identifierPath:reason:)`` when the index is
  ///   out of range for the controllers; `noun` names one of them in the reason.
  func decodeSelection(
    current: [ViewController], noun: String
  ) throws(StateRestorationError) -> (controllers: [ViewController], index: Int?) {
    var controllers = decodeViewControllers(forKey: SelectionRestorationKey.viewControllers)
    if controllers.isEmpty { controllers = current }
    let index = try decodeIfPresent(Int.self, forKey: SelectionRestorationKey.selectedIndex)
    if let index, !controllers.indices.contains(index) {
      throw .invalidState(
        identifierPath: identifierPath,
        reason: "\(noun) \(index) is out of range for \(controllers.count) \(noun)s")
    }
    return (controllers, index)
  }
}
