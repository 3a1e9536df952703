// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "FourWays",
  // Strata from this repository; an app elsewhere names a release instead:
  // .package(url: "https://github.com/strata-swift/strata.git", from: "0.1.0")
  dependencies: [.package(name: "Strata", path: "../..")],
  targets: [
    .target(
      name: "FourWays",
      dependencies: [
        .product(name: "StrataKit", package: "Strata"),
        .product(name: "StrataNavigation", package: "Strata"),
      ]
    ),
    .executableTarget(
      name: "four-ways",
      dependencies: [
        "FourWays",
        .product(name: "StrataCairo", package: "Strata"),
        .product(name: "StrataSDL", package: "Strata"),
      ]
    ),
    .testTarget(
      name: "FourWaysTests",
      dependencies: ["FourWays", .product(name: "StrataTesting", package: "Strata")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
