/// One step of a fuzz walk, as text that replays it: a name and its arguments, written
/// `name(arg,arg)` (or `name` alone). A call to a container is named after the part that makes
/// it (`stack.push(new,anim)`); the shared steps are `frame(seconds)` (one frame that much
/// later), `drop` (one frame two frames' time later: a dropped frame), `stall` (one frame 0.1 s
/// later), `rest(seconds)` (time passes without a frame), `settle`, `down(x,y)`, `move(x,y)`,
/// `up`, `cancel`, `fling(x,y,vx,vy)`, `tap(x,y)`, `resize(w,h)` and `key(mods+name)`.
///
/// A step names what it acts on relative to the state when it runs (`stack.popTo(1)` pops to the
/// second controller there is then), so that any sub-list of a walk still runs: that is what
/// lets a failing walk shrink.
struct FuzzStep: Equatable, CustomStringConvertible {
  /// What the step does: `frame`, `settle`, `stack.push`, ...
  var name: String
  /// Its arguments, as written.
  var arguments: [String]

  /// Creates a step named `name` with `arguments`.
  init(_ name: String, _ arguments: [String] = []) {
    self.name = name
    self.arguments = arguments
  }

  /// Parses one step written as ``description`` writes it; `nil` when it is malformed.
  init?(parsing text: Substring) {
    guard let open = text.firstIndex(of: "(") else {
      guard !text.isEmpty else { return nil }
      self.init(String(text))
      return
    }
    guard text.last == ")" else { return nil }
    let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
    self.init(
      String(text[..<open]),
      inside.isEmpty
        ? [] : inside.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
  }

  /// The step as text, without spaces: `name` or `name(a,b)`.
  var description: String {
    arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ",")))"
  }

  /// The part of the name before the first dot, which names the part that performs a call;
  /// `nil` for a shared step.
  var partName: Substring? {
    guard let dot = name.firstIndex(of: ".") else { return nil }
    return name[..<dot]
  }

  /// The call's own name, after the part's: `push` in `stack.push`.
  var callName: Substring {
    guard let dot = name.firstIndex(of: ".") else { return Substring(name) }
    return name[name.index(after: dot)...]
  }

  /// The integer argument at `index`, or 0.
  func integer(_ index: Int) -> Int {
    arguments.indices.contains(index) ? Int(arguments[index]) ?? 0 : 0
  }

  /// The number argument at `index`, or 0.
  func number(_ index: Int) -> Double {
    arguments.indices.contains(index) ? Double(arguments[index]) ?? 0 : 0
  }

  /// The argument at `index`, or an empty string.
  func argument(_ index: Int) -> String {
    arguments.indices.contains(index) ? arguments[index] : ""
  }

  /// Whether the call animates: its `anim` argument.
  var isAnimated: Bool { arguments.contains("anim") }

  /// A walk written as text: the steps separated by spaces.
  static func text(of steps: [FuzzStep]) -> String {
    steps.map(\.description).joined(separator: " ")
  }

  /// Parses a walk written by ``text(of:)``; `nil` when a step is malformed.
  static func parse(_ text: String) -> [FuzzStep]? {
    var steps: [FuzzStep] = []
    for token in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }) {
      guard let step = FuzzStep(parsing: token) else { return nil }
      steps.append(step)
    }
    return steps
  }
}
