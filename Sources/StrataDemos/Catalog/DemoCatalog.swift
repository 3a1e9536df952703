/// Every demo, in the order the gallery lists them. Containers add theirs as they land.
@MainActor
public enum DemoCatalog {
  /// All demos.
  public static var all: [Demo] {
    [
      Demo(
        name: "sample-scene", title: "Sample scene",
        subtitle: "Clipping, corners, borders, shadows, text, images",
        makeViewController: { SampleSceneViewController() })
    ]
  }

  /// The demo called `name`, if any.
  public static func demo(named name: String) -> Demo? {
    all.first { $0.name == name }
  }
}
