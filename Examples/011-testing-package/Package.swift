// swift-tools-version:6.0
// A team's own package, testing its UIKit screen on Linux with Plumb: the screen compiles
// against UIKit on Apple platforms and against PlumbUIKit everywhere else. Plumb is the
// repository two folders up.
import PackageDescription

let package = Package(
  name: "ProfileHeader",
  dependencies: [
    .package(name: "Plumb", path: "../..")
  ],
  targets: [
    .target(
      name: "ProfileHeader",
      // Used only where UIKit is not (Linux, macOS): the screen imports it behind
      // `#if canImport(UIKit)`.
      dependencies: [.product(name: "PlumbUIKit", package: "Plumb")]),
    .testTarget(
      name: "ProfileHeaderTests",
      dependencies: [
        "ProfileHeader",
        .product(name: "PlumbTesting", package: "Plumb"),
      ],
      // The recorded geometry, read by path beside the test file.
      exclude: ["__Snapshots__"]),
  ]
)
