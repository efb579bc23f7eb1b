import LayoutCore

extension LayoutConstraint {
  /// UIKit's description (Documentation/Facts/AutoLayout.md#constraint-description), with items
  /// named by their identifiers: `<LayoutConstraint:0x… 'id' View:'a'.width == 2*View:'b'.height +
  /// 10 priority:750 (active)>`.
  ///
  /// Frame constraints print as `AutoresizingMaskLayoutConstraint` with UIKit's `h=--& v=--&`
  /// flags, and intrinsic-size constraints as `ContentSizeLayoutConstraint` with their `Hug:` or
  /// `CompressionResistance:` priority.
  public var description: String {
    let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
    var parts: [String]
    switch kind {
    case .autoresizing: parts = ["<AutoresizingMaskLayoutConstraint:\(address)", "h=--& v=--&"]
    case .contentSize: parts = ["<ContentSizeLayoutConstraint:\(address)"]
    case .user, .system: parts = ["<LayoutConstraint:\(address)"]
    }
    if let identifier { parts.append("'\(identifier)'") }
    parts.append(equation)
    if kind == .contentSize {
      parts.append(
        relation == .lessThanOrEqual ? "Hug:\(priority)" : "CompressionResistance:\(priority)")
    } else if !priority.isRequired {
      parts.append("priority:\(priority)")
    }
    return parts.joined(separator: " ") + " (\(isActive ? "active" : "inactive"))>"
  }

  /// `View:'a'.width == 2*View:'b'.height + 10`; frame constraints read `View:'a'.minX == 10`.
  var equation: String {
    var lhs = firstAnchorDescription
    if kind == .autoresizing, let item = firstItem {
      let names: [Attribute: String] = [
        .left: "minX", .top: "minY", .width: "width", .height: "height",
      ]
      lhs = "\(item.debugName).\(names[firstAttribute] ?? firstAttribute.description)"
    }
    var rhs = ""
    if !second.isEmpty, kind != .autoresizing {
      rhs =
        multiplier == 1
        ? secondAnchorDescription : "\(formatted(multiplier))*\(secondAnchorDescription)"
    }
    if rhs.isEmpty {
      rhs = formatted(constant)
    } else if constant != 0 {
      rhs += constant < 0 ? " - \(formatted(-constant))" : " + \(formatted(constant))"
    }
    return "\(lhs) \(relation.rawValue) \(rhs)"
  }
}
