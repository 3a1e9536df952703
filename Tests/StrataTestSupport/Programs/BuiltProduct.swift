import Foundation

/// An executable product of this package (`strata-gallery`, `strata-bench`, `strata-fuzz`),
/// found in the build folder that holds the running test binary, which SwiftPM builds before
/// the tests.
public struct BuiltProduct: Sendable {
  /// The product's name, as `Package.swift` declares it.
  public let name: String

  /// The product called `name`.
  public init(_ name: String) {
    self.name = name
  }

  /// The executable's full path: beside the test binary.
  public var path: String {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent(name).path
  }

  /// Starts the product with `arguments`, `environment` added to (or, for `nil` values,
  /// removed from) the test's, and returns at once.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program's name.
  ///   - environment: Variables to set, or with `nil`, to unset; none by default.
  ///   - keepsErrors: Whether standard error goes to a pipe the test reads (true, the
  ///     default) or to `/dev/null`.
  /// - Returns: The running program; the test reads it and waits for it, or stops it.
  /// - Throws: ``TestSetupError`` when the product is not built or cannot start.
  public func start(
    _ arguments: [String], environment: [String: String?] = [:], keepsErrors: Bool = true
  ) throws -> ChildProcess {
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw TestSetupError(
        description: "\(name) is not built beside the tests: run `swift build --build-tests`")
    }
    return try ChildProcess(
      path: path, arguments: arguments, environment: environment, keepsErrors: keepsErrors)
  }

  /// Runs the product with `arguments` and `environment` (see
  /// ``start(_:environment:keepsErrors:)``) to completion; returns its status, standard output
  /// and standard error. This blocks the calling thread: an async test awaits the overload
  /// that waits on a thread of its own.
  ///
  /// - Throws: ``TestSetupError`` when the product is not built or cannot start.
  public func run(_ arguments: [String], environment: [String: String?] = [:]) throws
    -> ProgramRun
  {
    try start(arguments, environment: environment).finish()
  }

  /// Runs the product as the blocking ``run(_:environment:)`` does, waiting on a thread of its
  /// own.
  ///
  /// - Throws: ``TestSetupError`` when the product is not built or cannot start.
  public func run(_ arguments: [String], environment: [String: String?] = [:]) async throws
    -> ProgramRun
  {
    try await start(arguments, environment: environment).finish()
  }
}
