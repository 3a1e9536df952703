import StrataKit

extension BarButtonItem {
  /// A button showing this item as the bars show one: its title, bold for
  /// ``BarButtonItem/Style/done``, enabled as the item is, sending the item's action.
  func makeBarButton() -> Button {
    let button = Button(title: title)
    button.titleLabel.font = style == .done ? .boldSystem(size: 17) : .system(size: 17)
    button.isEnabled = isEnabled
    button.action = { [weak self] _ in self?.sendAction() }
    return button
  }
}
