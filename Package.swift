// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Plumb",
  products: [
    .library(name: "LayoutCore", targets: ["LayoutCore"]),
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "SolverFormat", targets: ["SolverFormat"]),
    .library(name: "AutoLayout", targets: ["AutoLayout"]),
    .library(name: "Typography", targets: ["Typography"]),
    .library(name: "Traits", targets: ["Traits"]),
    .library(name: "ProposalLayout", targets: ["ProposalLayout"]),
    .library(name: "LayoutBridge", targets: ["LayoutBridge"]),
    .library(name: "DeviceCatalog", targets: ["DeviceCatalog"]),
    .library(name: "AspectFit", targets: ["AspectFit"]),
    .library(name: "SVGRendering", targets: ["SVGRendering"]),
    .library(name: "LayoutVocabulary", targets: ["LayoutVocabulary"]),
    .library(name: "LayoutFile", targets: ["LayoutFile"]),
    .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
    .library(name: "LayoutPipeline", targets: ["LayoutPipeline"]),
    .library(name: "LayoutReports", targets: ["LayoutReports"]),
    .library(name: "PreviewServer", targets: ["PreviewServer"]),
    .library(name: "LayoutCommands", targets: ["LayoutCommands"]),
    .library(name: "ConsoleLog", targets: ["ConsoleLog"]),
    .library(name: "LayoutExplain", targets: ["LayoutExplain"]),
    .library(name: "PlumbTesting", targets: ["PlumbTesting"]),
    .library(name: "PlumbUIKit", targets: ["PlumbUIKit"]),
    .library(name: "PlumbSnapshotTesting", targets: ["PlumbSnapshotTesting"]),
    .executable(name: "plumb", targets: ["plumb"]),
  ],
  dependencies: [
    // Only the layout-file reader and the command line use these two; the layout libraries
    // build without them.
    .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Exact rationals for the solver's fallback when rounding breaks a required constraint.
    .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
    // Only `plumb preview` (the PreviewServer module) uses these: a local web server and its
    // WebSocket.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    // Hummingbird's own service runner; the preview's file watcher is one of its services.
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    // HTTP field names for the preview's tests (already a dependency of Hummingbird).
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    // Only PlumbSnapshotTesting uses this (its `SnapshotTesting` product, which depends on
    // nothing; the package's inline snapshots and swift-syntax are resolved but never built).
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    // MARK: - Core (BigInt is the only dependency outside this package)
    .target(name: "LayoutCore"),
    .target(name: "Cassowary", dependencies: [.product(name: "BigInt", package: "BigInt")]),
    .target(name: "SolverFormat", dependencies: ["Cassowary"]),
    .target(name: "Typography"),
    // Size classes, shared by the device catalog and Auto Layout's trait collections.
    .target(name: "Traits"),
    .target(name: "DeviceCatalog", dependencies: ["LayoutCore", "Traits"]),
    // A window can be made for a catalogued device (`Window(device:orientation:)`).
    .target(
      name: "AutoLayout",
      dependencies: ["Cassowary", "DeviceCatalog", "LayoutCore", "Typography", "Traits"]),
    .target(name: "ProposalLayout", dependencies: ["LayoutCore", "Typography"]),
    .target(
      name: "LayoutBridge",
      dependencies: ["AutoLayout", "Cassowary", "LayoutCore", "ProposalLayout"]),
    .target(
      name: "AspectFit", dependencies: ["AutoLayout", "Cassowary", "DeviceCatalog", "LayoutCore"]),

    // MARK: - Files, pictures and the command line
    .target(name: "SVGRendering", dependencies: ["LayoutCore", "DeviceCatalog"]),
    // The typed values the readers produce and the pipeline maps onto the layout engines
    // (edges, alignments, stack settings, attributes, relations): no layout here.
    .target(name: "LayoutVocabulary"),
    // The file format alone: the document model, the reader, the equation language, limits.
    // No layout engine: the pipeline maps its values onto Auto Layout and ProposalLayout.
    .target(
      name: "LayoutFile",
      dependencies: [
        "LayoutCore", "LayoutVocabulary", "Traits", "Typography",
        .product(name: "Yams", package: "Yams"),
      ]),
    // Storyboards and xibs read into a value model (Foundation's XMLParser; no layout here).
    .target(
      name: "InterfaceBuilder",
      dependencies: ["LayoutCore", "LayoutVocabulary", "Traits", "Typography"]),
    // Source + scenario → window → frames, findings, constraint system; no output formats,
    // processes or file walking here.
    .target(
      name: "LayoutPipeline",
      dependencies: [
        "AspectFit", "AutoLayout", "Cassowary", "DeviceCatalog", "InterfaceBuilder", "LayoutCore",
        "LayoutFile",
        "LayoutVocabulary", "ProposalLayout", "SolverFormat", "Traits",
      ]),
    // The pipeline's results as people, CI and browsers read them: text tables, JSON, JUnit XML,
    // GitHub annotations, SVG pictures and contact sheets. Reads only the neutral results.
    .target(
      name: "LayoutReports",
      dependencies: [
        "DeviceCatalog", "InterfaceBuilder", "LayoutCore", "LayoutPipeline", "SVGRendering",
      ]),
    // `plumb preview`: the pipeline's results as a page in the browser, re-rendered live over a
    // WebSocket; also written as static files by `plumb render --html`.
    .target(
      name: "PreviewServer",
      dependencies: [
        "DeviceCatalog", "InterfaceBuilder", "LayoutFile", "LayoutPipeline", "LayoutReports",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]),
    // Argument parsing, printing, exit statuses, finding files in directories and running
    // `rsvg-convert` for PNG; the work is the pipeline's, the output the reports'.
    .target(
      name: "LayoutCommands",
      dependencies: [
        "ConsoleLog", "DeviceCatalog", "LayoutCore", "LayoutExplain", "LayoutFile",
        "LayoutPipeline", "LayoutReports",
        "PreviewServer", "SVGRendering",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Yams", package: "Yams"),
      ]),
    .executableTarget(name: "plumb", dependencies: ["LayoutCommands"]),
    // UIKit's layout console output (conflict logs, _autolayoutTrace, constraint listings) read
    // into typed values; no layout here.
    .target(name: "ConsoleLog"),
    // A console log's constraints rebuilt and solved with Plumb's Auto Layout: the conflict in
    // plain words and the smallest fixes, each verified by solving again.
    .target(
      name: "LayoutExplain",
      dependencies: ["AutoLayout", "ConsoleLog", "DeviceCatalog", "LayoutCore"]),
    // Checks and geometry snapshots in a team's own Swift Testing or XCTest tests: one call per
    // screen (a layout file, a storyboard scene, views built in code, a UIKit-spelled view
    // controller), failures at the test's line.
    .target(
      name: "PlumbTesting",
      dependencies: [
        "AutoLayout", "DeviceCatalog", "LayoutCore", "LayoutPipeline", "LayoutReports",
        "PlumbUIKit", "Typography",
      ]),
    // Plumb's geometry and pictures as swift-snapshot-testing strategies, apart from
    // PlumbTesting so that the checks do not depend on that library.
    .target(
      name: "PlumbSnapshotTesting",
      dependencies: [
        "LayoutPipeline", "LayoutReports", "PlumbTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    // UIKit's names over Auto Layout, so that layout code written for UIKit compiles unchanged
    // behind `#if canImport(UIKit)`.
    .target(
      name: "PlumbUIKit", dependencies: ["AutoLayout", "Cassowary", "DeviceCatalog", "LayoutCore"]),

    // MARK: - Tests
    .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore"]),
    .testTarget(
      name: "ConsoleLogTests",
      dependencies: ["ConsoleLog", "DeviceCatalog", "LayoutCore", "LayoutExplain", "SeededRandom"]),
    // A seeded random generator shared by the randomized tests (test targets cannot import
    // each other).
    .target(name: "SeededRandom", path: "Tests/SeededRandom"),
    .testTarget(
      name: "AutoLayoutTests", dependencies: ["AutoLayout", "LayoutCore", "SeededRandom"]),
    .testTarget(
      name: "CassowaryTests",
      dependencies: ["Cassowary", "SolverFormat", "SeededRandom"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "ProposalLayoutTests", dependencies: ["ProposalLayout", "LayoutCore", "SVGRendering"]),
    .testTarget(
      name: "LayoutPipelineTests",
      dependencies: [
        "AutoLayout", "DeviceCatalog", "LayoutCore", "LayoutFile", "LayoutPipeline",
        "LayoutReports", "ProposalLayout", "SVGRendering", "SeededRandom", "TemporaryFolder",
      ]),
    // What the commands do with the file system: finding layout files in directories.
    .testTarget(
      name: "LayoutCommandsTests",
      dependencies: [
        "DeviceCatalog", "LayoutCommands", "LayoutPipeline", "TemporaryFolder",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // Temporary folders of files, shared by the tests that read or walk them.
    .target(name: "TemporaryFolder", path: "Tests/TemporaryFolder"),
    .target(name: "SyntheticFont", path: "Tests/SyntheticFont"),
    .testTarget(
      name: "InterfaceBuilderTests",
      dependencies: [
        "DeviceCatalog", "InterfaceBuilder", "LayoutCore", "LayoutPipeline", "LayoutReports",
        "SyntheticFont", "Traits",
      ],
      resources: [.copy("Fixtures")]),
    // Published UIKit layout code, each folder compiled as its own module (two define a
    // `ViewController`) against PlumbUIKit alone, with only its import changed and in the Swift 5
    // language mode it was written for; Tests/Fixtures/UIKitCode/SOURCES.md says where each
    // file comes from and what its author meant it to do, which UIKitCodeTests checks.
    .target(
      name: "UIKitCodeUseYourLoaf", dependencies: ["PlumbUIKit"],
      path: "Tests/Fixtures/UIKitCode/UseYourLoaf", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "UIKitCodeStarterKitCustomView", dependencies: ["PlumbUIKit"],
      path: "Tests/Fixtures/UIKitCode/StarterKitCustomView",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "UIKitCodeStarterKitIntrinsic", dependencies: ["PlumbUIKit"],
      path: "Tests/Fixtures/UIKitCode/StarterKitIntrinsic",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "UIKitCodeStarterKitEmbedded", dependencies: ["PlumbUIKit"],
      path: "Tests/Fixtures/UIKitCode/StarterKitEmbedded",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "UIKitCodeStarterKitBasics", dependencies: ["PlumbUIKit"],
      path: "Tests/Fixtures/UIKitCode/StarterKitBasics", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "UIKitCodeStarterKitScrollableStack", dependencies: ["PlumbUIKit"],
      path: "Tests/Fixtures/UIKitCode/StarterKitScrollableStack",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "UIKitCodeTests",
      dependencies: [
        "AutoLayout", "DeviceCatalog", "PlumbUIKit", "UIKitCodeStarterKitBasics",
        "UIKitCodeStarterKitCustomView", "UIKitCodeStarterKitEmbedded",
        "UIKitCodeStarterKitIntrinsic", "UIKitCodeStarterKitScrollableStack",
        "UIKitCodeUseYourLoaf",
      ]),
    // Examples/011-testing-package, a team's package testing its UIKit screen with
    // PlumbTesting, compiled here from the same files so that `swift test` runs its tests
    // without building Plumb a second time as the example's dependency (its README says how to
    // run it on its own).
    .target(
      name: "ProfileHeader", dependencies: ["PlumbUIKit"],
      path: "Examples/011-testing-package/Sources/ProfileHeader"),
    .testTarget(
      name: "ProfileHeaderTests", dependencies: ["PlumbTesting", "ProfileHeader"],
      path: "Examples/011-testing-package/Tests/ProfileHeaderTests", exclude: ["__Snapshots__"]),
    .testTarget(name: "TypographyTests", dependencies: ["Typography", "SyntheticFont"]),
    // SwiftUI code pasted unchanged but for its import, compiled on its own.
    .testTarget(name: "SwiftUIPasteTests", dependencies: ["LayoutCore", "ProposalLayout"]),
    // Each README example in its own target, depending only on the modules it imports (a
    // missing import fails the build); ReadmeTests checks they match the README's text.
    .testTarget(name: "ReadmeTests"),
    .testTarget(
      name: "ReadmeSolverSnippetTests", dependencies: ["Cassowary"],
      path: "Tests/ReadmeSnippets/Solver"),
    .testTarget(
      name: "ReadmeAutoLayoutSnippetTests", dependencies: ["AutoLayout", "LayoutCore"],
      path: "Tests/ReadmeSnippets/AutoLayout"),
    .testTarget(
      name: "ReadmeProposalLayoutSnippetTests", dependencies: ["ProposalLayout"],
      path: "Tests/ReadmeSnippets/ProposalLayout"),
    .testTarget(
      name: "ReadmeAspectFitSnippetTests",
      dependencies: ["AspectFit", "AutoLayout", "DeviceCatalog"],
      path: "Tests/ReadmeSnippets/AspectFit"),
    .testTarget(
      name: "ReadmeLayoutBridgeSnippetTests",
      dependencies: ["AutoLayout", "LayoutBridge", "ProposalLayout"],
      path: "Tests/ReadmeSnippets/LayoutBridge"),
    .testTarget(
      name: "LayoutBridgeTests",
      dependencies: ["AutoLayout", "LayoutBridge", "LayoutCore", "ProposalLayout"]),
    .testTarget(
      name: "DeviceCatalogTests", dependencies: ["DeviceCatalog", "LayoutCore", "Traits"]),
    .testTarget(
      name: "AspectFitTests",
      dependencies: ["AspectFit", "AutoLayout", "DeviceCatalog", "LayoutCore"]),
    .testTarget(
      name: "PlumbCLITests",
      // Depending on the executable makes `swift test` build it, so the tests can run it.
      dependencies: [
        "LayoutFile", "LayoutPipeline", "SVGRendering", "LayoutCommands", "DeviceCatalog",
        "LayoutCore", "plumb",
      ],
      exclude: ["Snapshots", "Malformed", "Fixtures", "ScenarioErrors", "Apps"]),
    .testTarget(
      name: "PreviewServerTests",
      dependencies: [
        "DeviceCatalog", "InterfaceBuilder", "LayoutFile", "LayoutPipeline", "LayoutReports",
        "PreviewServer", "Typography",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
      ]),
    .testTarget(
      name: "PlumbTestingTests",
      dependencies: [
        "AutoLayout", "DeviceCatalog", "LayoutCore", "LayoutPipeline", "PlumbTesting",
        "PlumbUIKit", "TemporaryFolder",
      ],
      // Geometry snapshots the tests recorded, read by path beside the test file.
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "PlumbSnapshotTestingTests",
      dependencies: [
        "DeviceCatalog", "LayoutPipeline", "PlumbSnapshotTesting", "PlumbTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      // What assertSnapshot recorded, read by path beside the test file.
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
