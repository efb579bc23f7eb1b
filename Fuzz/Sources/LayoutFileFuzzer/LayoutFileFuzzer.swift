// libFuzzer target: the layout file reader (YAML or JSON), its one-line equations and Visual
// Format lines, and building the result on a device.
//
// Input: the file's text (UTF-8, invalid sequences repaired). It must either read, or throw a
// `LayoutFileError` whose line lies in the file (0 for whole-file errors) and whose description
// renders; a document that reads must then build on iPhone 14 Pro in landscape — or throw such
// an error — and lay out, which must not crash either. Every line is also fed to the equation
// parser on its own.
import DeviceCatalog
import LayoutFile
import LayoutPipeline

@_cdecl("LLVMFuzzerTestOneInput")
func LLVMFuzzerTestOneInput(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
  // Lines as YAML counts them (LF, CR, CRLF, NEL, LS, PS): an error's line must lie within them,
  // and its text must be the text of that line.
  let lines = text.split(omittingEmptySubsequences: false) { character in
    character == "\n" || character == "\r\n" || character == "\r" || character == "\u{85}"
      || character == "\u{2028}" || character == "\u{2029}"
  }
  let lineCount = lines.count

  func checked(_ error: LayoutFileError) {
    guard error.line >= 0, error.line <= lineCount + 1, error.column >= 0 else {
      fatalError("error outside the file (\(lineCount) lines): \(error)")
    }
    if error.line >= 1 && error.line <= lineCount && error.lineText != String(lines[error.line - 1])
    {
      fatalError("error shows the wrong line text: \(error)")
    }
    _ = error.description
  }

  for line in lines {
    var parser = EquationParser(String(line))
    _ = try? parser.parse()
  }
  let document: LayoutDocument
  do {
    document = try LayoutDocument.parse(text)
  } catch {
    checked(error)
    return 0
  }
  do {
    _ = try Pipeline.run(document, in: Scenario(device: .iPhone14Pro, orientation: .landscapeLeft))
  } catch {
    checked(error)
  }
  return 0
}
