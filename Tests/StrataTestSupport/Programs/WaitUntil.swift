/// Checks `condition` every `interval` seconds (50 ms unless given) until it holds or `timeout`
/// seconds passed; returns whether it held. For a test that waits on another process (a trace
/// line, a window); what it waited for is asserted, never how long it took.
public func waitUntil(
  timeout: Double, every interval: Double = 0.05, _ condition: () async throws -> Bool
) async throws -> Bool {
  let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
  while ContinuousClock.now < deadline {
    if try await condition() { return true }
    try await Task.sleep(for: .milliseconds(Int(interval * 1000)))
  }
  return try await condition()
}
