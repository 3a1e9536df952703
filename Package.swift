// swift-tools-version: 6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
  name: "Strata",
  products: [
    .library(name: "StrataKit", targets: ["StrataKit"]),
    .library(name: "StrataNavigation", targets: ["StrataNavigation"]),
    .library(name: "StrataCairo", targets: ["StrataCairo"]),
    .library(name: "StrataTesting", targets: ["StrataTesting"]),
    .library(name: "StrataSDL", targets: ["StrataSDL"]),
    .executable(name: "strata-gallery", targets: ["StrataGallery"]),
    .executable(name: "strata-bench", targets: ["StrataBench"]),
    .executable(name: "strata-fuzz", targets: ["StrataFuzz"]),
  ],
  targets: [
    .target(name: "StrataKit", swiftSettings: strictSettings),
    .target(
      name: "StrataNavigation",
      dependencies: ["StrataKit"],
      swiftSettings: strictSettings
    ),
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "pangocairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
    ),
    .target(
      name: "StrataCairo",
      dependencies: ["StrataKit", "CCairo"],
      swiftSettings: strictSettings
    ),
    .systemLibrary(
      name: "CSDL2",
      pkgConfig: "sdl2",
      providers: [.apt(["libsdl2-dev"])]
    ),
    .systemLibrary(
      name: "CGIO",
      pkgConfig: "gio-2.0",
      providers: [.apt(["libglib2.0-dev"])]
    ),
    .target(
      name: "StrataAccessibility",
      dependencies: ["StrataKit", "CGIO"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "StrataSDL",
      dependencies: ["StrataKit", "StrataCairo", "CSDL2", "StrataAccessibility"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "StrataDemos",
      dependencies: ["StrataKit", "StrataNavigation"],
      resources: [.copy("Cross/cross-graph.json")],
      swiftSettings: strictSettings
    ),
    .target(
      name: "StrataTesting",
      dependencies: ["StrataKit", "StrataCairo"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "StrataGallery",
      dependencies: ["StrataKit", "StrataCairo", "StrataSDL", "StrataDemos"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "StrataBench",
      dependencies: ["StrataKit", "StrataCairo", "StrataDemos", "CCairo"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "StrataFuzz",
      dependencies: ["StrataKit", "StrataNavigation", "StrataTesting", "StrataDemos"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "StrataTestSupport",
      dependencies: ["StrataKit", "StrataCairo", "StrataTesting"],
      path: "Tests/StrataTestSupport",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StrataKitTests",
      dependencies: ["StrataKit", "StrataTesting", "StrataTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StrataCairoTests",
      dependencies: ["StrataKit", "StrataCairo", "StrataTesting", "StrataTestSupport"],
      exclude: ["Snapshots"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StrataNavigationTests",
      dependencies: [
        "StrataNavigation", "StrataKit", "StrataTesting", "StrataDemos", "StrataTestSupport",
      ],
      exclude: ["Snapshots"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StrataSDLTests",
      dependencies: [
        "StrataSDL", "StrataKit", "StrataCairo", "StrataTesting", "StrataTestSupport",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StrataAccessibilityTests",
      dependencies: ["StrataAccessibility", "StrataKit", "StrataTesting", "CGIO"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StrataTestSupportTests",
      dependencies: ["StrataKit", "StrataTesting", "StrataTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StrataBenchTests",
      dependencies: ["StrataBench", "StrataTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StrataFuzzTests",
      dependencies: ["StrataFuzz", "StrataTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StrataGalleryTests",
      dependencies: [
        "StrataGallery", "StrataDemos", "StrataKit", "StrataNavigation", "StrataCairo",
        "StrataTesting", "StrataTestSupport",
      ],
      exclude: ["Snapshots"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
