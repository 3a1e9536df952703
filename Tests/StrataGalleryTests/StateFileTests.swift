import Foundation
import StrataDemos
import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataGallery

/// The state file survives the gallery dying while it saves, and a save that cannot be written
/// keeps the previous state: the real program, through `--save-states`, killed with SIGKILL.
@Suite("the gallery's state file survives the process dying", .serialized)
@MainActor
struct StateFileTests {
  /// How many times the gallery is started and killed while it saves.
  static let kills = 25
  /// How many saves each run makes unless it is killed first.
  nonisolated static let savesPerRun = 100

  /// The bytes each save writes in turn: save `k` writes `states[(k - 1) % states.count]`.
  private static func savedBytes() throws -> [[UInt8]] {
    try StateSaveLoop.states(of: DemoCatalog.all).map { try GalleryStateStore.encoded($0) }
  }

  /// The number of the last whole `saved K DEMO` line in `output`, or 0 when there is none.
  private nonisolated static func lastSave(in output: String) -> Int {
    let whole = output.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast()
    for line in whole.reversed() {
      let words = line.split(separator: " ")
      if words.count == 3, words[0] == "saved", let number = Int(words[1]) { return number }
    }
    return 0
  }

  /// The entries of `folder` whose names begin with a dot: temporary files left behind.
  private static func temporaryFiles(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
      $0.hasPrefix(".")
    }
  }

  @Test(
    "killed with SIGKILL at 25 seeded moments during a hundred saves, the file always holds the state saved last or the one being saved"
  )
  func killedWhileSaving() async throws {
    let stateHome = try TemporaryFolder("gallery-kill")
    defer { stateHome.remove() }
    let statePath = stateHome.path("strata-gallery/state.json")
    let saved = try Self.savedBytes()
    try #require(saved.count >= 2, "two saves in a row must differ")
    var rng = SplitMix64(seed: 34)
    var kills = 0
    var fileBeforeRun: [UInt8]?
    for run in 1...Self.kills {
      // Kill once save `after` is reported, after a pause of up to 3 ms: in the middle of a
      // later save, or between two.
      let after = 1 + rng.below(Self.savesPerRun - 2)
      let pause = UInt32(rng.below(3_000))
      let stateFolder = stateHome.path
      let (status, output) = try await offThePool {
        try Self.runKilled(afterSave: after, pause: pause, stateHome: stateFolder)
      }
      if status == 128 + SIGKILL { kills += 1 }
      #expect(status == 128 + SIGKILL || status == 0, "run \(run): status \(status)")

      let last = Self.lastSave(in: output)
      let file = try [UInt8](Data(contentsOf: URL(fileURLWithPath: statePath)))
      // The state saved last, or the one it was saving (save `last + 1`).
      var allowed = [last == 0 ? fileBeforeRun : saved[(last - 1) % saved.count]]
      if last < Self.savesPerRun { allowed.append(saved[last % saved.count]) }
      let intact = allowed.contains(file)
      #expect(
        intact,
        "run \(run): killed after save \(last), the file holds \(file.count) bytes: \(String(decoding: file.prefix(200), as: UTF8.self))"
      )
      #expect(
        (try? GalleryStateStore(path: statePath).load()) != nil,
        "run \(run): the gallery cannot read its state back")
      fileBeforeRun = file
    }
    // Seeded pauses of under 3 ms land inside the hundred saves nearly always.
    #expect(kills >= Self.kills - 2, "only \(kills) runs were killed before they ended")
  }

  /// Runs the gallery's hundred saves and kills it `pause` microseconds after it reported
  /// save `after`, reading its output as it comes; returns its exit status and what it
  /// printed. It blocks the calling thread throughout, as the kill must follow the report at
  /// once: the test runs it on a thread of its own.
  private nonisolated static func runKilled(
    afterSave after: Int, pause: UInt32, stateHome: String
  ) throws
    -> (status: Int32, output: String)
  {
    let gallery = try GalleryExecutable.product.start(
      ["--save-states", "\(savesPerRun)"],
      environment: GalleryExecutable.environment(adding: ["XDG_STATE_HOME": stateHome]))
    var output = ""
    var killed = false
    while true {
      let chunk = gallery.read(until: UInt8(ascii: "\n"))
      if chunk.isEmpty { break }
      output += chunk
      if !killed, lastSave(in: output) >= after {
        usleep(pause)
        gallery.kill()
        killed = true
      }
    }
    return (gallery.wait(), output)
  }

  @Test(
    "a save that cannot be written (a file size limit, as a full disk) keeps the previous state and says so in one line"
  )
  func fullDiskKeepsThePreviousState() async throws {
    let stateHome = try TemporaryFolder("gallery-full")
    defer { stateHome.remove() }
    let folder = stateHome.path("strata-gallery")
    let statePath = folder + "/state.json"
    let saved = try Self.savedBytes()
    // The previous state: the second demo's (a first save would write the first demo's).
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(saved[1]).write(to: URL(fileURLWithPath: statePath))

    // `ulimit -f 0`: no regular file may grow past 0 bytes, so the write fails part way, as it
    // would on a full disk (the gallery ignores SIGXFSZ and sees EFBIG).
    let gallery = try ChildProcess(
      path: "/bin/sh",
      arguments: [
        "-c", #"ulimit -f 0 && exec "$0" --save-states 1"#, GalleryExecutable.product.path,
      ],
      environment: GalleryExecutable.environment(adding: ["XDG_STATE_HOME": stateHome.path]),
      keepsErrors: true)
    let result = await gallery.finish()

    #expect(result.status == 1, "stdout: \(result.output) stderr: \(result.errors)")
    #expect(result.output.isEmpty, "\(result.output)")
    let lines = result.errors.split(separator: "\n")
    #expect(lines.count == 1, "stderr: \(result.errors)")
    #expect(
      result.errors.hasPrefix(
        "strata-gallery: could not save the state in \(statePath), which keeps the previous one"),
      "stderr: \(result.errors)")
    #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: statePath))) == saved[1])
    #expect(
      Self.temporaryFiles(in: folder).isEmpty, "left behind: \(Self.temporaryFiles(in: folder))")
  }

  @Test(
    "a state folder that cannot be made (its parent is a regular file) fails the save in one line and touches nothing"
  )
  func folderThatCannotBeMade() async throws {
    // The tests may run as root, whom chmod does not stop: a folder under a regular file can be
    // made by nobody.
    let scratch = try TemporaryFolder("gallery-blocked")
    defer { scratch.remove() }
    let blocker = scratch.path("not-a-folder")
    try Data("a file".utf8).write(to: URL(fileURLWithPath: blocker))

    let result = try await GalleryExecutable.run(
      ["--save-states", "1"], environment: ["XDG_STATE_HOME": blocker])

    #expect(result.status == 1, "stderr: \(result.errors)")
    #expect(result.errors.split(separator: "\n").count == 1, "stderr: \(result.errors)")
    #expect(
      result.errors.hasPrefix(
        "strata-gallery: could not save the state in \(blocker)/strata-gallery/state.json, which keeps the previous one: cannot create \(blocker)/strata-gallery"
      ), "stderr: \(result.errors)")
    #expect(try String(contentsOfFile: blocker, encoding: .utf8) == "a file")
  }

  @Test(
    "a run that is not killed saves a hundred times and leaves the last state, and nothing else")
  func hundredSaves() async throws {
    let stateHome = try TemporaryFolder("gallery-saves")
    defer { stateHome.remove() }
    let folder = stateHome.path("strata-gallery")
    let saved = try Self.savedBytes()

    let result = try await GalleryExecutable.run(
      ["--save-states", "\(Self.savesPerRun)"], environment: ["XDG_STATE_HOME": stateHome.path])

    #expect(result.status == 0, "stderr: \(result.errors)")
    #expect(Self.lastSave(in: result.output) == Self.savesPerRun)
    #expect(
      try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/state.json")))
        == saved[(Self.savesPerRun - 1) % saved.count])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["state.json"])
  }

  @Test(
    "a save removes the temporary files that killed saves left, but not a fresh one beside it")
  func abandonedTemporariesRemoved() throws {
    let folder = try TemporaryFolder("gallery-abandoned")
    defer { folder.remove() }
    let files = FileManager.default
    let abandoned = folder.path(".state.json.Ab12Cd")
    let fresh = folder.path(".state.json.Ef34Gh")
    let other = folder.path(".state.json.notatemporary")
    for path in [abandoned, fresh, other] {
      #expect(files.createFile(atPath: path, contents: Data("half".utf8)))
    }
    // Killed two minutes ago, and so was the file that only looks like one.
    let old = Date(timeIntervalSinceNow: -120)
    try files.setAttributes([.modificationDate: old], ofItemAtPath: abandoned)
    try files.setAttributes([.modificationDate: old], ofItemAtPath: other)

    try FileReplacement(path: folder.path("state.json")).replace(with: Array("{}".utf8))

    let left = try files.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == [".state.json.Ef34Gh", ".state.json.notatemporary", "state.json"])
  }
}
