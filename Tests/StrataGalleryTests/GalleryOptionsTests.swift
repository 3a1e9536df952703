import Foundation
import StrataKit
import StrataTesting
import Testing

@testable import StrataGallery

@Suite("Gallery command line", .strictDiagnostics)
struct GalleryOptionsTests {
  @Test("no arguments give the defaults")
  func defaults() throws {
    let options = try GalleryOptions.parse([])
    #expect(options.size == Size(width: 1024, height: 768))
    #expect(options.scale == nil)
    #expect(options.demoName == nil)
    #expect(!options.trace)
    #expect(options.outputDirectory == "gallery-output")
    #expect(!options.showsHelp)
    #expect(!options.fresh)
    #expect(!options.checksInvariants)
    #expect(options.speed == 1)
  }

  @Test("--check-invariants asks for the checks after every frame, and takes no value")
  func checkInvariants() throws {
    #expect(try GalleryOptions.parse(["--check-invariants"]).checksInvariants)
    #expect(throws: GalleryOptionsError.unexpectedValue(option: "--check-invariants")) {
      try GalleryOptions.parse(["--check-invariants=1"])
    }
  }

  @Test("--fresh asks to ignore the saved state, and takes no value")
  func fresh() throws {
    #expect(try GalleryOptions.parse(["--fresh"]).fresh)
    #expect(throws: GalleryOptionsError.unexpectedValue(option: "--fresh")) {
      try GalleryOptions.parse(["--fresh=yes"])
    }
  }

  @Test("the checks --check-invariants runs after a frame find a child's view outside its parent")
  @MainActor
  func invariantChecks() throws {
    let window = Window(size: Size(width: 400, height: 300))
    let root = ViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    _ = window.render()
    #expect(WindowedGallery.invariantViolations(of: window).isEmpty)
    // A child whose view is put straight into the window, not into its parent's view.
    let child = ViewController()
    root.addChild(child)
    window.addSubview(child.view)
    child.didMove(toParent: root)
    _ = window.render()
    let violations = WindowedGallery.invariantViolations(of: window)
    #expect(
      violations.contains { $0.contains("outside its parent's view") }, "\(violations)")
  }

  @Test("every option is read, with its value next or after '='")
  func everyOption() throws {
    let options = try GalleryOptions.parse([
      "--size", "800x600", "--scale=2", "--demo", "toolkit", "--trace", "--output=/tmp/out",
      "--speed", "0.25",
    ])
    #expect(options.speed == 0.25)
    #expect(options.size == Size(width: 800, height: 600))
    #expect(options.scale == 2)
    #expect(options.demoName == "toolkit")
    #expect(options.trace)
    #expect(options.outputDirectory == "/tmp/out")
    #expect(try GalleryOptions.parse(["--help"]).showsHelp)
    #expect(try GalleryOptions.parse(["--save-states", "100"]).saveCount == 100)
    #expect(try GalleryOptions.parse([]).saveCount == nil)
    #expect(
      try GalleryOptions.parse(["--size=1280X720.5"]).size == Size(width: 1280, height: 720.5))
  }

  @Test(
    "malformed command lines are typed errors",
    arguments: [
      (["--size", "800"], GalleryOptionsError.invalidSize("800")),
      (["--size", "0x600"], .invalidSize("0x600")),
      (["--size", "axb"], .invalidSize("axb")),
      (["--size=800x"], .invalidSize("800x")),
      (["--scale", "-1"], .invalidScale("-1")),
      (["--scale", "nan"], .invalidScale("nan")),
      (["--scale", "0"], .invalidScale("0")),
      (["--scale=inf"], .invalidScale("inf")),
      (["--scale", "4.5"], .invalidScale("4.5")),
      (["--size", "nanx600"], .invalidSize("nanx600")),
      (["--size", "800xinf"], .invalidSize("800xinf")),
      (["--size", "100000x100000"], .sizeTooLarge("100000x100000")),
      (["--size", "800x16385"], .sizeTooLarge("800x16385")),
      (["--size", "16384x16384"], .tooManyPixels(width: 16384, height: 16384)),
      (["--size", "5000x4000", "--scale", "4"], .tooManyPixels(width: 20000, height: 16000)),
      (["--scale", "4", "--size", "4100x10"], .tooManyPixels(width: 16400, height: 40)),
      (["--demo"], .missingValue(option: "--demo")),
      (["--output="], .missingValue(option: "--output")),
      (["--trace=1"], .unexpectedValue(option: "--trace")),
      (["--frobnicate"], .unknownOption("--frobnicate")),
      (["--save-states", "0"], .invalidCount(option: "--save-states", "0")),
      (["--save-states=many"], .invalidCount(option: "--save-states", "many")),
      (["--save-states", "1000001"], .invalidCount(option: "--save-states", "1000001")),
      (["toolkit"], .unknownOption("toolkit")),
      (["--speed", "0"], .invalidSpeed("0")),
      (["--speed", "2"], .invalidSpeed("2")),
      (["--speed=nan"], .invalidSpeed("nan")),
      (["--speed", "-inf"], .invalidSpeed("-inf")),
      (["--speed", "slow"], .invalidSpeed("slow")),
      (["--speed"], .missingValue(option: "--speed")),
    ])
  func errors(arguments: [String], expected: GalleryOptionsError) {
    #expect(throws: expected) { try GalleryOptions.parse(arguments) }
    #expect(!expected.description.isEmpty)
  }

  @Test("sizes and scales up to the limits are accepted")
  func limits() throws {
    let largest = try GalleryOptions.parse(["--size", "8192x8192"])
    #expect(largest.size == Size(width: 8192, height: 8192))
    let scaled = try GalleryOptions.parse(["--size=2048x2048", "--scale=4"])
    #expect(scaled.pixelSize == (width: 8192, height: 8192))
    #expect(try GalleryOptions.parse(["--size", "16384x100"]).size.width == 16384)
    #expect(try GalleryOptions.parse(["--scale", "0.25"]).scale == 0.25)
    #expect(try GalleryOptions.parse(["--speed", "0.01"]).speed == 0.01)
    #expect(try GalleryOptions.parse(["--speed=1"]).speed == 1)
  }

  @Test("the errors for bad sizes and scales say what the limits are")
  func limitMessages() {
    #expect(
      GalleryOptionsError.sizeTooLarge("100000x100000").description
        == "--size 100000x100000 is too large: each side may be at most 16384 points")
    #expect(
      GalleryOptionsError.invalidScale("0").description
        == "--scale wants a number above 0 and at most 4, such as 1 or 2, not '0'")
    #expect(
      GalleryOptionsError.tooManyPixels(width: 20000, height: 16000).description
        == "--size and --scale ask for a window of 20000×16000 pixels, too many to draw: "
        + "at most 16384 pixels a side and 67108864 in all (8192×8192)")
  }

  @Test("trace events are one line of JSON each, with titles escaped")
  func traceLines() throws {
    #expect(GalleryEvent.push("Toolkit").jsonLine == #"{"event":"push","title":"Toolkit"}"#)
    #expect(
      GalleryEvent.select(#"Say "hi"\ now"#).jsonLine
        == #"{"event":"select","title":"Say \"hi\"\\ now"}"#)
    #expect(
      GalleryEvent.appear("a\nb\u{1}").jsonLine == #"{"event":"appear","title":"a\nb\u0001"}"#)
    #expect(
      GalleryEvent.resize(width: 600, height: 500.5).jsonLine
        == #"{"event":"resize","height":500.5,"width":600}"#)
    #expect(
      GalleryEvent.ready(width: 800, height: 600, renderer: "software", driver: "software")
        .jsonLine
        == #"{"driver":"software","event":"ready","height":600,"renderer":"software","width":800}"#
    )
    #expect(
      GalleryEvent.frame(
        x: 0, y: 48, width: 1920, height: 96, moved: 0, milliseconds: 2.1434999,
        time: 5021.3374999
      )
      .jsonLine
        == #"{"event":"frame","height":96,"moved":0,"ms":2.143,"t":5021.337,"width":1920,"x":0,"y":48}"#
    )
    #expect(
      GalleryEvent.frame(
        x: 0, y: 0, width: 0, height: 0, moved: 0, milliseconds: .nan, time: -.infinity
      ).jsonLine
        == #"{"event":"frame","height":0,"moved":0,"ms":0,"t":0,"width":0,"x":0,"y":0}"#)
    // The lines of a frame, of a frame that came due unchanged and of a rest are written
    // without the encoder, to the same text the encoder writes.
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let times = [0, 12, 2.1434999, 0.0004, 1e-7, 123_456.789, -3, .infinity, 86_400.0005, 7e6]
    for (milliseconds, time) in zip(times, times.reversed()) {
      let frame = GalleryEvent.frame(
        x: 7, y: -2, width: 1920, height: 1032, moved: 1_873_991, milliseconds: milliseconds,
        time: time)
      let encoded = String(decoding: try encoder.encode(frame), as: UTF8.self)
      #expect(frame.jsonLine == encoded, "\(milliseconds), \(time)")
      // So are a frame that came due unchanged and a rest.
      for event in [GalleryEvent.unchanged(time: time), .rest] {
        let encoded = String(decoding: try encoder.encode(event), as: UTF8.self)
        #expect(event.jsonLine == encoded, "\(time)")
      }
    }
  }

  @Test("every trace line parses back into the event it was written from")
  func traceLinesParseBack() throws {
    let events: [GalleryEvent] = [
      .select(#"Say "hi"\ now"#), .push("Toolkit"), .pop("Pages (1,000)"), .appear("a\nb\u{1}"),
      .disappear("Strata Gallery"),
      .ready(width: 800, height: 600, renderer: "accelerated", driver: "opengl"),
      .resize(width: 390.25, height: 500),
      .frame(
        x: 10, y: 48, width: 780, height: 552, moved: 700_000, milliseconds: 12.5,
        time: 31_536.042),
      .unchanged(time: 31_536.059),
      .invariant("view 0x1 has a superview that does not list it; the \"root\" moved"),
    ]
    for event in events {
      let object = try JSONSerialization.jsonObject(with: Data(event.jsonLine.utf8))
      let fields = try #require(object as? [String: Any])
      #expect(fields["event"] as? String == event.name)
      #expect(try JSONDecoder().decode(GalleryEvent.self, from: Data(event.jsonLine.utf8)) == event)
    }
  }
}
