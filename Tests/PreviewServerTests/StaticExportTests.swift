import Foundation
import PreviewServer
import Testing

@Suite("StaticExport")
struct StaticExportTests {
  @Test(
    "index.html embeds the updates so that they read back unchanged; the assets are the live page's"
  )
  func embedsUpdates() throws {
    let update = PreviewRenderer(scenarios: twoScenarios).render(
      try mediaPlayerText(), name: "player.yaml", file: 0)
    let files = StaticExport(updates: [update]).files()
    #expect(files.map(\.name) == ["index.html", "app.js", "app.css"])
    #expect(files[1].text == PreviewPage.script && files[2].text == PreviewPage.style)
    let html = files[0].text
    let open = "<script type=\"application/json\" id=\"plumb-data\">"
    let start = try #require(html.range(of: open))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let embedded = String(html[start.upperBound..<end.lowerBound])
    // The SVGs' own "</svg>" must not end the element early: written "<\/", which JSON reads as "</".
    #expect(!embedded.contains("</"))
    let decoded = try JSONDecoder().decode([PreviewUpdate].self, from: Data(embedded.utf8))
    #expect(decoded == [update])
    #expect(html.contains("<body class=\"static\">"))
  }

  @Test("write(to:) creates the directory and the three files")
  func writesFiles() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-html-\(UUID().uuidString)/nested")
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let update = PreviewRenderer(scenarios: twoScenarios).render(
      "views: {}\n", name: "empty.yaml", file: 0)
    try StaticExport(updates: [update]).write(to: directory.path)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "app.css", "app.js", "index.html",
      ])
  }
}
