// libFuzzer target: the console-log reader (`ConsoleLog(bytes:)`) and the explainer behind
// `plumb explain` on any bytes.
//
// Input: the bytes as they are (the reader takes bytes, binary included). The rules are
// `consoleLogInvariantViolation` in ConsoleLogInvariants.swift, a link to the file the test
// target ConsoleLogTests compiles too (it replays Corpus/ConsoleLogFuzzer): a reading error
// lies inside the input, a second reading is equal, every verified fix ends the conflict, the
// JSON report parses and the picture marks the conflict.
@_cdecl("LLVMFuzzerTestOneInput")
func LLVMFuzzerTestOneInput(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let bytes = [UInt8](UnsafeRawBufferPointer(start: data, count: size))
  if let violation = consoleLogInvariantViolation(bytes) { fatalError(violation) }
  return 0
}
