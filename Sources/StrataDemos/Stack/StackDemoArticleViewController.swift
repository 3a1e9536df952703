import StrataKit
import StrataNavigation

/// A long article in a vertical scroll view: vertical drags scroll it, horizontal ones pop.
/// A toolbar along its bottom comments on it (a page sheet with a text field) and deletes it
/// (asked through an alert; the article leaves the stack).
@MainActor
final class StackDemoArticleViewController: ViewController {
  /// Creates the article; its toolbar takes the tab bar's place while it shows.
  override init() {
    super.init()
    hidesBottomBarWhenPushed = true
  }

  /// The bar along the bottom with Comment and Delete.
  let toolbar = Toolbar()
  /// The comments sent from the sheet, newest last.
  private(set) var comments: [String] = []
  private let commentsLabel = Label()

  override func viewDidLoad() {
    title = "Long article"
    view.backgroundColor = .white
    let scroll = ScrollView(
      frame: Rect(
        x: 0, y: 0, width: view.bounds.width,
        height: max(0, view.bounds.height - Toolbar.height)))
    scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(scroll)
    var y = 24.0
    let heading = Label(
      frame: Rect(x: 24, y: y, width: 520, height: 36), text: "On stacks of paper")
    heading.font = .boldSystem(size: 26)
    heading.accessibilityTraits = .header
    scroll.addSubview(heading)
    y += 44
    commentsLabel.frame = Rect(x: 24, y: y, width: 520, height: 22)
    commentsLabel.font = .system(size: 15)
    commentsLabel.textColor = .systemBlue
    commentsLabel.text = "No comments yet"
    scroll.addSubview(commentsLabel)
    y += 34
    for paragraph in 1...24 {
      let label = Label(
        frame: Rect(x: 24, y: y, width: 520, height: 66),
        text:
          "Paragraph \(paragraph). A stack keeps where you came from one drag away: pull the "
          + "page to the right and the previous one slides back in, a third as fast, underneath.")
      label.font = .system(size: 15)
      label.numberOfLines = 0
      label.textColor = Color(white: 0.2)
      scroll.addSubview(label)
      y += 78
    }
    scroll.contentSize = Size(width: 560, height: y + 60)
    toolbar.frame = Rect(
      x: 0, y: view.bounds.height - Toolbar.height, width: view.bounds.width,
      height: Toolbar.height)
    toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    toolbar.setItems(
      [
        BarButtonItem(title: "Comment") { [weak self] _ in self?.showCommentSheet() },
        .flexibleSpace(),
        BarButtonItem(title: "Delete") { [weak self] _ in self?.confirmDelete() },
      ], animated: false)
    view.addSubview(toolbar)
  }

  /// Presents a page sheet with a text field; Send adds the comment under the article.
  func showCommentSheet() {
    let sheet = StackDemoCommentViewController { [weak self] text in
      guard let self else { return }
      self.comments.append(text)
      self.commentsLabel.text = "Comments: \(self.comments.count), the last: \(text)"
    }
    sheet.modalPresentationStyle = .pageSheet
    present(sheet, animated: true)
  }

  /// Asks through an alert whether to delete the article; Delete takes it off the stack.
  func confirmDelete() {
    let alert = AlertController(
      title: "Delete this article?", message: "It leaves the stack and cannot come back.",
      preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      AlertAction(title: "Delete", style: .destructive) { [weak self] _ in
        guard let self, let stack = self.stackController else { return }
        _ = stack.pop(animated: true)
      })
    present(alert, animated: true)
  }
}

/// The sheet the article's Comment item presents: a title, a text field and Send and Cancel.
@MainActor
final class StackDemoCommentViewController: ViewController, TextFieldDelegate {
  /// The field the comment is typed in.
  let field = TextField()
  private let send: (String) -> Void
  private let sendButton = Button(title: "Send")
  private let cancelButton = Button(title: "Cancel")

  init(send: @escaping (String) -> Void) {
    self.send = send
    super.init()
    title = "Comment"
  }

  override func viewDidLoad() {
    view.backgroundColor = .white
    let heading = Label(text: "Comment on the article")
    heading.font = .boldSystem(size: 17)
    heading.textAlignment = .center
    heading.accessibilityTraits = .header
    heading.frame = Rect(x: 80, y: 12, width: max(0, view.bounds.width - 160), height: 24)
    heading.autoresizingMask = [.flexibleWidth]
    cancelButton.frame = Rect(x: 8, y: 6, width: 72, height: 36)
    cancelButton.action = { [weak self] _ in self?.dismiss(animated: true) }
    sendButton.frame = Rect(x: view.bounds.width - 80, y: 6, width: 72, height: 36)
    sendButton.autoresizingMask = [.flexibleLeftMargin]
    sendButton.titleLabel.font = .boldSystem(size: 15)
    sendButton.isEnabled = false
    sendButton.action = { [weak self] _ in self?.sendComment() }
    field.frame = Rect(x: 16, y: 56, width: max(0, view.bounds.width - 32), height: 36)
    field.autoresizingMask = [.flexibleWidth]
    field.placeholder = "Write a comment"
    field.borderStyle = .roundedRect
    field.clearButtonMode = .whileEditing
    field.accessibilityLabel = "Comment"
    field.delegate = self
    field.editingChanged = { [weak self] field in self?.sendButton.isEnabled = field.hasText }
    for subview in [heading, cancelButton, sendButton, field] as [View] {
      view.addSubview(subview)
    }
  }

  /// The field takes the keyboard as the sheet appears.
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    _ = field.becomeFirstResponder()
  }

  /// Return sends, as the Send button does.
  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    sendComment()
    return false
  }

  private func sendComment() {
    let text = field.text
    guard !text.isEmpty else { return }
    send(text)
    dismiss(animated: true)
  }
}
