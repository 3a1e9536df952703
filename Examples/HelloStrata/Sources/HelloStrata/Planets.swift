import StrataKit
import StrataNavigation

/// The first screen: a list of planets; choosing one pushes its page.
public final class PlanetsViewController: ViewController {
  let planets = ["Mercury", "Venus", "Earth", "Mars"]

  /// Shows the list.
  public override func viewDidLoad() {
    title = "Planets"
    let list = ListView(frame: view.bounds)
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    list.rows = planets.map { ListRow(title: $0, accessory: .disclosureIndicator) }
    list.onSelect = { [unowned self] index in
      navigationController?.push(PlanetViewController(name: planets[index]), animated: true)
    }
    view.addSubview(list)
  }
}

/// The second screen: a planet's name, large, in the middle.
public final class PlanetViewController: ViewController {
  /// Creates the page of the planet called `name`.
  public init(name: String) {
    super.init()
    title = name
  }

  /// Shows the name.
  public override func viewDidLoad() {
    view.backgroundColor = Color(red: 0.9, green: 0.95, blue: 1)
    let label = Label(frame: view.bounds, text: title)
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    label.font = .system(size: 48)
    label.textAlignment = .center
    view.addSubview(label)
  }
}
