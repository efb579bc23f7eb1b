/// SwiftUI's `SafeAreaRegions`, by the name a `body:` file writes
/// (`ignoresSafeArea(_:edges:)`).
public enum SafeAreaRegionName: String, Hashable, Sendable, CaseIterable {
  /// `.all`: the container's safe area and the keyboard's.
  case all
  /// `.container`: the device's and the containers' insets.
  case container
  /// `.keyboard`: the software keyboard's inset.
  case keyboard
}
