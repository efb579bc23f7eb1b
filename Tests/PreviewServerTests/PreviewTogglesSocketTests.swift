import Foundation
import Hummingbird
import HummingbirdTesting
import LayoutFile
import LayoutPipeline
import LayoutReports
import PreviewServer
import Testing

/// The toggles over a real loopback WebSocket: an edit that changes them is laid out in the
/// scenarios chosen, and so is every save after it, until a refused choice, which changes nothing.
@Suite("Preview toggles over the WebSocket")
struct PreviewTogglesSocketTests {
  @Test("Choosing a text size and the keyboard re-renders every device with them, saves too")
  func togglesChangeTheScenarios() async throws {
    let (directory, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = try mediaPlayerText()
    try await server(watching: file).application().test(.live) { client in
      let port = try #require(client.port)
      let socket = try await RawWebSocket.onThread {
        try RawWebSocket(port: port, origin: "http://127.0.0.1:\(port)")
      }
      let initial = try #require(decodeUpdate(try await socket.receiveText().text))
      #expect(initial.toggles.first { $0.key == "keyboard" }?.selected == ["hidden"])
      try socket.send(
        #"{"file":0,"seq":1,"text":\#(try jsonString(text)),"selection":{"contentSize":["accessibilityExtraExtraExtraLarge"],"keyboard":["shown"]}}"#
      )
      let answer = try #require(decodeUpdate(try await socket.receiveText().text))
      #expect(answer.seq == 1)
      #expect(
        answer.toggles.first { $0.key == "contentSize" }?.selected == [
          "accessibilityExtraExtraExtraLarge"
        ])
      // The oracle: the pipeline itself in the two devices' scenarios with the new traits.
      let chosen = twoScenarios.map {
        Scenario(
          device: $0.device, orientation: $0.orientation,
          contentSizeCategory: .accessibilityExtraExtraExtraLarge,
          showsKeyboard: true)
      }
      let document = try LayoutDocument.parse(text, file: file.path)
      #expect(answer.panels.count == chosen.count)
      for (panel, scenario) in zip(answer.panels, chosen) {
        let result = try Pipeline.run(
          document, in: scenario, options: Pipeline.Options(check: true))
        #expect(panel.svg == result.svg())
        #expect(panel.conditions["keyboard"] == "shown")
        #expect(panel.title == "iPhone 14 Pro · \(scenario.conditions)")
      }
      // A refused choice changes nothing: it says why, with the edit's number.
      try socket.send(#"{"file":0,"seq":2,"text":"views: {}\n","selection":{"keyboard":[]}}"#)
      let refusal = try await socket.receiveText().text
      #expect(
        refusal.contains("choose at least one value for `keyboard`")
          && refusal.contains("\"seq\":2"))
      // A save is laid out in the page's choice, not the command line's.
      let saved = text.replacingOccurrences(of: "aspectFit: 21/9", with: "aspectFit: 16/9")
      try Data(saved.utf8).write(to: file)
      let pushed = try #require(decodeUpdate(try await socket.receiveText().text))
      #expect(pushed.seq == nil && pushed.source == saved)
      #expect(
        pushed.panels.map { $0.conditions["contentSize"] } == [
          "accessibilityExtraExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
        ])
      #expect(pushed.panels.allSatisfy { $0.conditions["keyboard"] == "shown" })
    }
  }
}
