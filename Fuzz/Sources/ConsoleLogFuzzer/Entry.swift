// The entry point SwiftPM calls instead of `main`; see FuzzDriver.
import FuzzDriver

@_cdecl("ConsoleLogFuzzer_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv) { data, size in
    guard let data else { return 0 }
    return LLVMFuzzerTestOneInput(data, size)
  }
}
