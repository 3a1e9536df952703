import StrataKit

/// One page of the pages demo: a drawn animal filling the page.
@MainActor
final class AnimalPageViewController: ViewController {
  private let animal: AnimalPictureView.Animal

  init(animal: AnimalPictureView.Animal, title: String? = nil) {
    self.animal = animal
    super.init()
    self.title = title ?? animal.title
  }

  override func loadView() {
    view = AnimalPictureView(animal: animal)
  }
}
