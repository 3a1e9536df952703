public import StrataKit

/// A container with a bar along its bottom that the controllers it shows may hide through
/// `hidesBottomBarWhenPushed`, as ``TabBarController`` does.
///
/// A container inside it that changes what it shows (a ``BottomBarContent``, such as
/// ``StackController``) tells its nearest host when a transition begins and ends, so that the
/// bar can travel with the view that shows it; neither needs to know the other's type.
@MainActor
public protocol BottomBarHosting: AnyObject {
  /// Content inside the host begins `transition`: when exactly one side hides the bar, the
  /// host may move the bar into the view of the side that shows it.
  func bottomBarContentWillTransition(_ transition: BottomBarTransition)

  /// A transition of `content` ended: the host shows or hides its bar for what `content`
  /// shows now.
  func bottomBarContentDidTransition(_ content: any BottomBarContent)
}

/// A container whose shown controllers decide whether the bottom bar of the
/// ``BottomBarHosting`` container around it shows.
@MainActor
public protocol BottomBarContent: AnyObject {
  /// Whether what the container shows now hides the host's bottom bar.
  var hidesBottomBar: Bool { get }
}

// MARK: -

extension ViewController {
  /// The nearest ancestor that hosts a bottom bar (a ``BottomBarHosting`` container), if any.
  public var bottomBarHost: (any BottomBarHosting)? {
    var current = parent
    while let controller = current {
      if let host = controller as? any BottomBarHosting { return host }
      current = controller.parent
    }
    return nil
  }
}
