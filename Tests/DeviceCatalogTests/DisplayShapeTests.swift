import DeviceCatalog
import LayoutCore
import Testing

@Suite("Display shape")
struct DisplayShapeTests {
  @Test("The continuous corner meets the edges at 1.52866 r and is symmetric about the diagonal")
  func cornerCurve() {
    #expect(ContinuousCorner.boundary(atU: ContinuousCorner.extent) == 0)
    #expect(abs(ContinuousCorner.boundary(atU: 0) - ContinuousCorner.extent) < 1e-9)
    // Symmetry: v = b(u) ⇔ u = b(v).
    for u in stride(from: 0.1, to: 1.5, by: 0.1) {
      let v = ContinuousCorner.boundary(atU: u)
      #expect(abs(ContinuousCorner.boundary(atU: v) - u) < 1e-6)
    }
  }

  @Test("Point test: corners, Dynamic Island, straight edges (iPhone 14 Pro)")
  func pointTest() {
    let shape = Device.iPhone14Pro.displayShape
    #expect(!shape.contains(Point(x: 1, y: 1)))  // in the rounded corner
    #expect(shape.contains(Point(x: 196.5, y: 0.5)))  // straight top edge, above the island
    #expect(!shape.contains(Point(x: 196.5, y: 30)))  // in the island
    // Just below the calibrated island edge (48.0).
    #expect(shape.contains(Point(x: 196.5, y: 48.1)))
    #expect(!shape.contains(Point(x: 394, y: 400)))  // outside the bounds
  }

  @Test("Rasterisation uses the pixel-centre rule and agrees with the block test")
  func rasterisation() {
    let shape = Device.iPhoneSE3.displayShape  // square corners: every pixel inside
    let mask = shape.rasterize()
    #expect(mask.columns == 750 && mask.rows == 1334)
    #expect(mask.insideCount == 750 * 1334)
    let pro = DisplayShape(
      size: Size(width: 100, height: 80), scale: 3, cornerRadius: 20,
      housing: .dynamicIsland(Rect(x: 30, y: 10, width: 40, height: 12)))
    let m = pro.rasterize()
    #expect(!m[0, 0] && m[150, 0] && !m[150, 45] && m[150, 120])
    // A block is inside exactly when all its pixels are.
    for block in [
      PixelRect(minColumn: 60, minRow: 0, maxColumn: 240, maxRow: 200),
      PixelRect(minColumn: 60, minRow: 80, maxColumn: 240, maxRow: 200),
      PixelRect(minColumn: 3, minRow: 3, maxColumn: 297, maxRow: 237),
    ] {
      var all = true
      for r in block.minRow..<block.maxRow {
        for c in block.minColumn..<block.maxColumn where !m[c, r] { all = false }
      }
      #expect(pro.containsPixels(block) == all)
    }
  }
}

@Suite("Device catalog")
struct DeviceCatalogTests {
  @Test("Every device of Documentation/Facts/Devices.md is catalogued, with unique names")
  func catalog() {
    // Documentation/Facts/Devices.md#device-table: the iPhones that run iOS 17 or later are
    // XS, XS Max, XR, 11, 11 Pro, 11 Pro Max, SE 2, 12 mini, 12, 12 Pro, 12 Pro Max, 13 mini,
    // 13, 13 Pro, 13 Pro Max, SE 3, 14, 14 Plus, 14 Pro, 14 Pro Max, 15, 15 Plus, 15 Pro,
    // 15 Pro Max, 16, 16 Plus, 16 Pro, 16 Pro Max, 16e, 17, 17 Pro, 17 Pro Max, Air = 33; the
    // iPads are base 6th–10th and A16 (6), mini 5th, 6th, A17 Pro (3), Air 3rd–5th and the
    // 11/13-inch M2 and M3 (7), Pro 10.5, 12.9 2nd, 11 1st–4th, 12.9 3rd–6th, 11/13 M4 and M5
    // (14) = 30.
    #expect(Device.iPhones.count == 33)
    #expect(Device.iPads.count == 30)
    #expect(Device.all.count == 33 + 30)
    #expect(Set(Device.all.map(\.name)).count == Device.all.count)
  }

  @Test(
    "Landscape swaps the size; the housing is on the left in landscapeRight, right in landscapeLeft"
  )
  func orientations() {
    let right = Device.iPhone14Pro.screen(.landscapeRight)
    let left = Device.iPhone14Pro.screen(.landscapeLeft)
    #expect(right.size == Size(width: 852, height: 393))
    #expect(right.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(left.safeAreaInsets == right.safeAreaInsets)
    #expect(right.statusBarHeight == 0)
    // Island: portrait y 11…48 → window x 11…48 (right) or 852 − 48…852 − 11 (left).
    #expect(
      !right.shape.contains(Point(x: 30, y: 196.5)) && right.shape.contains(Point(x: 822, y: 196.5))
    )
    #expect(
      !left.shape.contains(Point(x: 822, y: 196.5)) && left.shape.contains(Point(x: 30, y: 196.5)))
    #expect(Device.iPadPro11.orientations.count == 4 && Device.iPhone14Pro.orientations.count == 3)
    #expect(Device.iPadPro11.screen(.landscapeLeft).statusBarHeight == 24)
  }

  @Test("Unsourced values are marked and listed")
  func provenance() {
    #expect(Device.iPhone14Pro.provenance(of: .cornerRadius).isSourced)
    #expect(!Device.iPhone14.provenance(of: .sensorHousing).isSourced)
    #expect(!Device.iPhone16Pro.provenance(of: .statusBarHeight).isSourced)
    // The eleven devices catalogued before the catalog grew keep exactly their unsourced values:
    // 13 mini 1 + 14 1 + 14 Pro Max 1 + 15 Pro 4 + 16 Pro 6 + 16 Pro Max 6.
    let original: Set = [
      "iPhone SE (3rd generation)", "iPhone 13 mini", "iPhone 14", "iPhone 14 Pro",
      "iPhone 14 Pro Max", "iPhone 15 Pro", "iPhone 16 Pro", "iPhone 16 Pro Max",
      "iPad Pro 11-inch (4th generation)", "iPad Pro 12.9-inch (6th generation)",
      "iPad mini (6th generation)",
    ]
    #expect(
      Device.unsourcedValues.filter { original.contains($0.device) }.count == 1 + 1 + 1 + 4 + 6 + 6)
  }
}
