import StrataKit

/// One frame the headless tour captured: where it was written, a caption for the contact
/// sheet, and its pixels.
struct TourFrame {
  /// The PNG's path.
  let path: String
  /// What the frame shows, such as "Toolkit: page flung".
  let caption: String
  /// The rendered pixels.
  let image: Image
}
