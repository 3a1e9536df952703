import StrataKit

/// A window's accessibility tree laid out as AT-SPI reads it: each element by its object path,
/// with its parent's path, its children's paths and its index among its siblings.
struct ATSPITree {
  /// One element: its node (without its children, which are paths here) and its place.
  struct Element: Equatable {
    /// The node as the window's tree gave it, its `children` emptied.
    var node: AccessibilityNode
    /// The parent's path; the application's for the frame.
    var parent: String
    /// The children's paths, in reading order.
    var children: [String]
    /// The index among the parent's children.
    var index: Int
  }

  /// Every element but the application, by path.
  private(set) var elements: [String: Element] = [:]

  /// The tree of `root` (the window's frame), its elements' paths taken from `paths`, which
  /// forgets those of elements gone.
  ///
  /// - Complexity: O(n) in the number of elements.
  init(root: AccessibilityNode, paths: inout ATSPIPaths) {
    var ids: Set<AccessibilityNode.ID> = []
    add(root, parent: ATSPIPaths.root, index: 0, paths: &paths, ids: &ids)
    paths.keepOnly(ids)
  }

  /// An empty tree.
  init() {}

  @discardableResult
  private mutating func add(
    _ node: AccessibilityNode, parent: String, index: Int, paths: inout ATSPIPaths,
    ids: inout Set<AccessibilityNode.ID>
  ) -> String {
    let path = paths.path(for: node.id)
    if let id = node.id { ids.insert(id) }
    var bare = node
    bare.children = []
    let children = node.children.enumerated().map { offset, child in
      add(child, parent: path, index: offset, paths: &paths, ids: &ids)
    }
    elements[path] = Element(node: bare, parent: parent, children: children, index: index)
    return path
  }

  /// The element at `path`, or `nil` when there is none.
  subscript(path: String) -> Element? { elements[path] }

  /// Whether the object at `path` is in the tree: the application always is.
  func contains(_ path: String) -> Bool {
    path == ATSPIPaths.root || elements[path] != nil
  }

  /// The paths of the elements at and under `path`, depth first (children in reading order).
  func subtree(at path: String) -> [String] {
    guard let element = elements[path] else { return [] }
    return [path] + element.children.flatMap { subtree(at: $0) }
  }

  /// The path of the element with the keyboard focus, if one shows.
  var focusedPath: String? {
    elements.first { $0.value.node.states.contains(.focused) }?.key
  }
}
