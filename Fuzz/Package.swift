// swift-tools-version:6.0
// Coverage-guided fuzzers for Plumb (libFuzzer through `-sanitize=fuzzer`). Build and run them
// with `Scripts/fuzz/run.sh TARGET SECONDS`; see RESULTS.md.
//
// SolverFuzzer compiles the Cassowary sources into its own module (Sources/SolverFuzzer/Cassowary
// is a symlink to ../../../Sources/Cassowary) so that it can call the `package` test hook
// `Solver.invariantViolation()`, which a separate package cannot see.
import PackageDescription

let package = Package(
  name: "PlumbFuzz",
  dependencies: [
    .package(name: "Plumb", path: ".."),
    .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
  ],
  targets: [
    .target(name: "FuzzDriver"),
    .executableTarget(
      name: "SolverFuzzer",
      dependencies: ["FuzzDriver", .product(name: "BigInt", package: "BigInt")]),
    .executableTarget(
      name: "VisualFormatFuzzer",
      dependencies: [
        "FuzzDriver",
        .product(name: "AutoLayout", package: "Plumb"),
        .product(name: "LayoutCore", package: "Plumb"),
      ]),
    .executableTarget(
      name: "LayoutFileFuzzer",
      dependencies: [
        "FuzzDriver",
        .product(name: "LayoutFile", package: "Plumb"),
        .product(name: "LayoutPipeline", package: "Plumb"),
        .product(name: "DeviceCatalog", package: "Plumb"),
      ]),
    .executableTarget(
      name: "InterfaceBuilderFuzzer",
      dependencies: [
        "FuzzDriver",
        .product(name: "InterfaceBuilder", package: "Plumb"),
        .product(name: "LayoutPipeline", package: "Plumb"),
        .product(name: "DeviceCatalog", package: "Plumb"),
      ]),
    .executableTarget(
      name: "ConsoleLogFuzzer",
      dependencies: [
        "FuzzDriver",
        .product(name: "ConsoleLog", package: "Plumb"),
        .product(name: "LayoutExplain", package: "Plumb"),
        .product(name: "DeviceCatalog", package: "Plumb"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
