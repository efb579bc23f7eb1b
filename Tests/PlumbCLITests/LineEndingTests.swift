import LayoutFile
import Testing

/// Errors point at the right line, and show its text, whatever the line endings: YAML ends a line
/// at LF, CR or CRLF alike (found by LayoutFileFuzzer: a CR-only file got line numbers whose
/// text could not be shown, and CRLF files were not split into lines at all).
@Test(
  "An error shows its line's text with LF, CRLF and CR line endings",
  arguments: ["\n", "\r\n", "\r"])
func errorsShowTheirLineWithAnyLineEnding(_ newline: String) {
  let lines = ["device: iPhone 14 Pro", "orientation: portrait", "colour: red"]
  let text = lines.joined(separator: newline) + newline
  do {
    _ = try LayoutDocument.parse(text)
    Issue.record("an unknown key was accepted")
  } catch {
    // The third line holds the unknown key.
    #expect(error.line == 3)
    #expect(error.lineText == lines[2])
  }
}
