// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "HelloStrata",
  // Strata from this repository; an app elsewhere names a release instead:
  // .package(url: "https://github.com/strata-swift/strata.git", from: "0.1.0")
  dependencies: [.package(name: "Strata", path: "../..")],
  targets: [
    .target(
      name: "HelloStrata",
      dependencies: [
        .product(name: "StrataKit", package: "Strata"),
        .product(name: "StrataNavigation", package: "Strata"),
      ]
    ),
    .executableTarget(
      name: "hello-strata",
      dependencies: [
        "HelloStrata",
        .product(name: "StrataCairo", package: "Strata"),
        .product(name: "StrataSDL", package: "Strata"),
      ]
    ),
    .testTarget(
      name: "HelloStrataTests",
      dependencies: ["HelloStrata", .product(name: "StrataTesting", package: "Strata")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
