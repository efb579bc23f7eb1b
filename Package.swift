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
  ],
  targets: [
    // MARK: - Core (no dependencies outside this package)
    .target(name: "LayoutCore"),
    .target(name: "Cassowary"),
    .target(name: "SolverFormat", dependencies: ["Cassowary"]),
    .target(name: "AutoLayout", dependencies: ["Cassowary", "LayoutCore"]),
    .target(name: "ProposalLayout", dependencies: ["LayoutCore"]),
    .target(name: "LayoutBridge", dependencies: ["AutoLayout", "ProposalLayout"]),
    .target(name: "DeviceCatalog", dependencies: ["LayoutCore"]),
    .target(name: "AspectFit", dependencies: ["AutoLayout", "Cassowary", "DeviceCatalog"]),

    // MARK: - Tests
    .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore"]),
    .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout"]),
    .testTarget(
      name: "CassowaryTests",
      dependencies: ["Cassowary", "SolverFormat"],
      resources: [.copy("Fixtures")]),
    .testTarget(name: "ProposalLayoutTests", dependencies: ["ProposalLayout"]),
    .testTarget(
      name: "ReadmeTests",
      dependencies: [
        "Cassowary", "AutoLayout", "ProposalLayout", "LayoutBridge", "LayoutCore", "AspectFit",
        "DeviceCatalog",
      ]),
    .testTarget(name: "LayoutBridgeTests", dependencies: ["LayoutBridge"]),
    .testTarget(name: "DeviceCatalogTests", dependencies: ["DeviceCatalog"]),
    .testTarget(name: "AspectFitTests", dependencies: ["AspectFit"]),
  ],
  swiftLanguageModes: [.v6]
)
