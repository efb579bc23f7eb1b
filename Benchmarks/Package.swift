// swift-tools-version:6.0
import PackageDescription

// Benchmarks live in their own package so that building and testing the library never compiles
// them. Run: swift run -c release --package-path Benchmarks plumb-bench FILE [--values] [--check]
// or: swift run -c release --package-path Benchmarks plumb-layout-bench [--cells N] [--runs R]
// A path dependency's identity is its folder's name, which depends on where the repository was
// cloned, so it is computed rather than written down.
let plumb = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "plumb")
  .lowercased()

let package = Package(
  name: "PlumbBenchmarks",
  dependencies: [.package(path: "..")],
  targets: [
    .target(name: "BenchmarkTiming"),
    .executableTarget(
      name: "plumb-bench",
      dependencies: [
        "BenchmarkTiming",
        .product(name: "Cassowary", package: plumb),
        .product(name: "SolverFormat", package: plumb),
      ]),
    .executableTarget(
      name: "plumb-layout-bench",
      dependencies: [
        "BenchmarkTiming",
        .product(name: "AutoLayout", package: plumb),
        .product(name: "LayoutCore", package: plumb),
      ]),
    .executableTarget(
      name: "plumb-stack-bench",
      dependencies: [
        "BenchmarkTiming",
        .product(name: "AutoLayout", package: plumb),
        .product(name: "LayoutCore", package: plumb),
      ]),
    .executableTarget(
      name: "plumb-check-bench",
      dependencies: [
        "BenchmarkTiming",
        .product(name: "AutoLayout", package: plumb),
        .product(name: "DeviceCatalog", package: plumb),
        .product(name: "LayoutFile", package: plumb),
        .product(name: "LayoutPipeline", package: plumb),
      ]),
    .executableTarget(
      name: "plumb-failing-bench",
      dependencies: [
        "BenchmarkTiming",
        .product(name: "DeviceCatalog", package: plumb),
        .product(name: "LayoutPipeline", package: plumb),
      ]),
    .executableTarget(
      name: "plumb-proposal-bench",
      dependencies: [
        "BenchmarkTiming",
        .product(name: "ProposalLayout", package: plumb),
        .product(name: "LayoutCore", package: plumb),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
