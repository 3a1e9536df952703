/// One row of a ``ListView``: a title, an optional subtitle and an accessory.
public struct ListRow: Sendable, Hashable {
  /// What a row shows at its trailing edge.
  public enum Accessory: String, Sendable, Hashable {
    /// Nothing.
    case none
    /// A chevron: the row leads somewhere.
    case disclosureIndicator
    /// A check mark: the row is chosen.
    case checkmark
  }

  /// The main text.
  public var title: String
  /// Smaller text under the title, if any.
  public var subtitle: String?
  /// The trailing accessory; defaults to none.
  public var accessory: Accessory

  /// Creates a row.
  public init(title: String, subtitle: String? = nil, accessory: Accessory = .none) {
    self.title = title
    self.subtitle = subtitle
    self.accessory = accessory
  }
}
