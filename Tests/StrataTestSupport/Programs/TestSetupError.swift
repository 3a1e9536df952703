/// Why a test could not set up or run what it needs (Xvfb, a tool, a built program); the test
/// fails with this message.
public struct TestSetupError: Error, Sendable, CustomStringConvertible {
  /// What is missing or what failed, and how to get it.
  public let description: String

  /// An error that says `description`.
  public init(description: String) {
    self.description = description
  }
}
