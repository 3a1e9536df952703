import StrataKit

/// A call to a container kept as data while the container's transition or drag runs: the
/// change it asks for, so that the state the waiting calls will leave can be worked out from
/// the state on screen at any moment, and each call applies to the state as the transition
/// left it when its turn comes.
@MainActor
protocol ContainerCall {
  /// What the calls change: a stack of screens, of layers, the selected page.
  associatedtype State
  /// Why a call cannot apply to a state.
  associatedtype Failure: Error

  /// The state this call leaves when applied to `state`, or why it cannot apply.
  ///
  /// - Parameters:
  ///   - state: The state to apply the call to.
  ///   - owner: The container the call was made on.
  /// - Returns: The state after the call.
  /// - Throws: Why the call cannot apply to `state`: what a direct call would throw.
  func applied(to state: State, owner: ViewController) throws(Failure) -> State
}

/// The calls made on a container while its transition or drag runs, oldest first: the one
/// typed queue of every container that keeps its calls as data (stacks of screens, layers,
/// page selections). Running them is the container's: each takes the first call when
/// `performWhenIdle` gives it the turn.
struct ContainerCallQueue<Call: ContainerCall> {
  /// The waiting calls, oldest first.
  private(set) var calls: [Call] = []

  /// Creates an empty queue.
  init() {}

  /// Whether no call waits.
  var isEmpty: Bool { calls.isEmpty }

  /// How many calls wait.
  var count: Int { calls.count }

  /// Puts `call` behind the waiting ones.
  mutating func append(_ call: Call) {
    calls.append(call)
  }

  /// Takes the oldest call out of the queue; `nil` when none waits.
  /// - Complexity: O(*n*) in the number of waiting calls.
  mutating func popFirst() -> Call? {
    calls.isEmpty ? nil : calls.removeFirst()
  }

  /// The state the waiting calls leave `state` in, applied oldest first: the planned state
  /// the container's public properties report. A call that does not apply to the state the
  /// calls before it leave is skipped, as it will be refused when its turn comes.
  /// - Complexity: *c* applications for *c* waiting calls.
  @MainActor
  func planned(from state: Call.State, owner: ViewController) -> Call.State {
    calls.reduce(state) { state, call in
      (try? call.applied(to: state, owner: owner)) ?? state
    }
  }
}
