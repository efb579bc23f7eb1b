// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Plumb",
  products: [
    .library(name: "LayoutCore", targets: ["LayoutCore"]),
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "SolverFormat", targets: ["SolverFormat"]),
    .library(name: "AutoLayout", targets: ["AutoLayout"]),
    .library(name: "ProposalLayout", targets: ["ProposalLayout"]),
    .library(name: "LayoutBridge", targets: ["LayoutBridge"]),
    .library(name: "DeviceCatalog", targets: ["DeviceCatalog"]),
    .library(name: "AspectFit", targets: ["AspectFit"]),
    .library(name: "SVGRendering", targets: ["SVGRendering"]),
    .library(name: "LayoutFile", targets: ["LayoutFile"]),
    .library(name: "LayoutCommands", targets: ["LayoutCommands"]),
    .executable(name: "plumb", targets: ["plumb"]),
  ],
  dependencies: [
    // Only the layout-file reader and the command line use these two; the layout libraries
    // build without them.
    .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Exact rationals for the solver's fallback when rounding breaks a required constraint.
    .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
  ],
  targets: [
    // MARK: - Core (BigInt is the only dependency outside this package)
    .target(name: "LayoutCore"),
    .target(name: "Cassowary", dependencies: [.product(name: "BigInt", package: "BigInt")]),
    .target(name: "SolverFormat", dependencies: ["Cassowary"]),
    .target(name: "AutoLayout", dependencies: ["Cassowary", "LayoutCore"]),
    .target(name: "ProposalLayout", dependencies: ["LayoutCore"]),
    .target(name: "LayoutBridge", dependencies: ["AutoLayout", "ProposalLayout"]),
    .target(name: "DeviceCatalog", dependencies: ["LayoutCore"]),
    .target(name: "AspectFit", dependencies: ["AutoLayout", "Cassowary", "DeviceCatalog"]),

    // MARK: - Files, pictures and the command line
    .target(name: "SVGRendering", dependencies: ["LayoutCore", "DeviceCatalog"]),
    .target(
      name: "LayoutFile",
      dependencies: [
        "AutoLayout", "AspectFit", "DeviceCatalog", "LayoutCore", "Cassowary", "SolverFormat",
        .product(name: "Yams", package: "Yams"),
      ]),
    .target(
      name: "LayoutCommands",
      dependencies: [
        "LayoutFile", "SVGRendering", "DeviceCatalog", "LayoutCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "plumb", dependencies: ["LayoutCommands"]),

    // MARK: - Tests
    .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore"]),
    // A seeded random generator shared by the randomized tests (test targets cannot import
    // each other).
    .target(name: "SeededRandom", path: "Tests/SeededRandom"),
    .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "SeededRandom"]),
    .testTarget(
      name: "CassowaryTests",
      dependencies: ["Cassowary", "SolverFormat", "SeededRandom"],
      resources: [.copy("Fixtures")]),
    .testTarget(name: "ProposalLayoutTests", dependencies: ["ProposalLayout"]),
    // SwiftUI code pasted unchanged but for its import, compiled on its own.
    .testTarget(name: "SwiftUIPasteTests", dependencies: ["ProposalLayout"]),
    .testTarget(
      name: "ReadmeTests",
      dependencies: [
        "Cassowary", "AutoLayout", "ProposalLayout", "LayoutBridge", "LayoutCore", "AspectFit",
        "DeviceCatalog",
      ]),
    .testTarget(name: "LayoutBridgeTests", dependencies: ["LayoutBridge"]),
    .testTarget(name: "DeviceCatalogTests", dependencies: ["DeviceCatalog"]),
    .testTarget(name: "AspectFitTests", dependencies: ["AspectFit"]),
    .testTarget(
      name: "PlumbCLITests",
      // Depending on the executable makes `swift test` build it, so the tests can run it.
      dependencies: ["LayoutFile", "SVGRendering", "LayoutCommands", "DeviceCatalog", "plumb"],
      exclude: ["Snapshots", "Malformed", "Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
