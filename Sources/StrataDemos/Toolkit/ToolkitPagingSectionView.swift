public import StrataKit

/// A section of the Toolkit demo: a horizontally paging scroll view of coloured pages with a
/// label that says which page shows.
@MainActor
public final class ToolkitPagingSectionView: View {
  /// The height the section wants, in points.
  public static let preferredHeight = 236.0

  /// The paging scroll view.
  public let pager = ScrollView()
  /// The label under the pager: "Page 1 of 5".
  public let pageLabel = Label()
  /// The pages, left to right.
  public let pages: [ToolkitPageView]

  /// The page that shows (the one nearest the content offset), from 0.
  public private(set) var currentPage = 0 {
    didSet { if currentPage != oldValue { updatePageLabel() } }
  }

  /// The colours and names of the pages.
  public static let pageStyles: [(name: String, color: Color)] = [
    ("Coral", Color(rgb: 0xF2_6B_5B)),
    ("Amber", Color(rgb: 0xF5_A6_23)),
    ("Jade", Color(rgb: 0x2E_B8_7A)),
    ("Azure", Color(rgb: 0x2D_8C_F0)),
    ("Violet", Color(rgb: 0x8E_5C_E6)),
  ]

  /// Creates the section with its pages.
  public override init(frame: Rect = .zero) {
    pages = Self.pageStyles.enumerated().map { index, style in
      ToolkitPageView(number: index + 1, name: style.name, color: style.color)
    }
    super.init(frame: frame)
    pager.isPagingEnabled = true
    pager.showsHorizontalScrollIndicator = false
    pager.cornerRadius = 16
    pager.delegate = self
    addSubview(pager)
    for page in pages { pager.addSubview(page) }
    pageLabel.font = .system(size: 13)
    pageLabel.textColor = Color(white: 0.4)
    pageLabel.textAlignment = .center
    addSubview(pageLabel)
    updatePageLabel()
  }

  /// Places the pages side by side, one pager width each, keeping the current page in view
  /// when the width changes.
  public override func layoutSubviews() {
    let pagerFrame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height - 36)
    let widthChanged = pager.bounds.width != pagerFrame.width
    pager.frame = pagerFrame
    let pageWidth = pagerFrame.width
    for (index, page) in pages.enumerated() {
      page.frame = Rect(
        x: Double(index) * pageWidth, y: 0, width: pageWidth, height: pagerFrame.height)
    }
    pager.contentSize = Size(width: pageWidth * Double(pages.count), height: pagerFrame.height)
    if widthChanged, !pager.isDragging, !pager.isDecelerating {
      pager.contentOffset = Point(x: Double(currentPage) * pageWidth, y: 0)
    }
    pageLabel.frame = Rect(x: 0, y: pagerFrame.maxY + 8, width: bounds.width, height: 20)
  }

  private func updatePageLabel() {
    let name = Self.pageStyles[currentPage].name
    pageLabel.text = "Page \(currentPage + 1) of \(pages.count) · \(name)"
  }
}

// MARK: - ScrollViewDelegate

extension ToolkitPagingSectionView: ScrollViewDelegate {
  /// Follows the page nearest the content offset.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {
    let width = scrollView.bounds.width
    guard width > 0 else { return }
    let page = Int((scrollView.contentOffset.x / width).rounded())
    currentPage = min(max(page, 0), pages.count - 1)
  }
}
