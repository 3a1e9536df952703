/// How far the user moved a ``PagesTopBar``'s strip away from the offset the pages' position
/// gives, and where the pages were then: the displacement fades out as the pages move one page
/// from there.
struct StripDisplacement {
  /// The strip's offset minus the formula's offset, in points.
  let amount: Double
  /// The pages' position (a fractional index) when the user left the strip.
  let pagePosition: Double
}
