import LayoutPipeline
import LayoutReports
import PlumbTesting
import SnapshotTesting

extension Snapshotting where Value == [LayoutResult], Format == String {
  /// The frames of every view on every scenario as text, byte for byte the file
  /// `expectGeometrySnapshot` writes (one renderer for both), stored by swift-snapshot-testing
  /// as `__Snapshots__/<TestFile>/<test>.<n>.txt`. A mismatch says first which views moved or
  /// resized, by how much, on which scenarios, and which of the file's constraints are gone or
  /// new, then gives the line diff.
  ///
  /// ```swift
  /// let results = expectLayout(ofFile: "Layouts/sign-in.yaml", on: .iPhones.portrait)
  /// assertSnapshot(of: results, as: .geometry)
  /// ```
  public static var geometry: Snapshotting {
    Snapshotting<String, String>(pathExtension: "txt", diffing: .geometry).pullback {
      GeometrySnapshot($0).text
    }
  }
}

extension Snapshotting where Value == LayoutResult, Format == String {
  /// The picture Plumb draws of one scene on one scenario, as SVG text (`plumb render`'s
  /// picture), stored as `.svg` and compared line by line. Plumb draws SVG itself and makes PNG
  /// only through an external rasteriser (`rsvg-convert`), so the SVG is the image this
  /// strategy keeps: any reviewer's browser shows it, and its diff is text.
  public static var svg: Snapshotting {
    Snapshotting<String, String>(pathExtension: "svg", diffing: .lines).pullback { $0.svg() }
  }
}

extension Diffing where Value == String {
  /// Geometry snapshot text compared as `expectGeometrySnapshot` compares it: the changes in
  /// words, then swift-snapshot-testing's line diff. Text that does not read as a snapshot
  /// (edited by hand) is said so, above the line diff.
  static var geometry: Diffing {
    Diffing(toData: Diffing.lines.toData, fromData: Diffing.lines.fromData) { old, new in
      guard let (lineDiff, attachments) = Diffing.lines.diff(old, new) else { return nil }
      let explanation: [String]
      do {
        explanation = try GeometrySnapshot(text: new).changes(from: GeometrySnapshot(text: old))
      } catch {
        explanation = ["The recorded snapshot does not read as geometry: \(error)"]
      }
      return ((explanation + ["", lineDiff]).joined(separator: "\n"), attachments)
    }
  }
}
