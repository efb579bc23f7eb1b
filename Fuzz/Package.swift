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
  dependencies: [.package(name: "Plumb", path: "..")],
  targets: [
    .executableTarget(name: "SolverFuzzer"),
    .executableTarget(
      name: "VisualFormatFuzzer",
      dependencies: [
        .product(name: "AutoLayout", package: "Plumb"), .product(name: "LayoutCore", package: "Plumb"),
      ]),
    // Hook for the layout-file fuzzer (owned by the file-format / `plumb` CLI work): add
    // `.executableTarget(name: "LayoutFileFuzzer", dependencies: [<file-format product>])` with a
    // `LLVMFuzzerTestOneInput` like the two above, seeds in Corpus/LayoutFileFuzzer, and
    // `Scripts/fuzz/run.sh LayoutFileFuzzer SECONDS` will build and run it unchanged.
  ],
  swiftLanguageModes: [.v6]
)
