// SwiftPM links an executable with `main` aliased to `LayoutFileFuzzer_main`, which would hide libFuzzer's
// own `main`; this entry point hands control to libFuzzer's driver instead.
typealias FuzzCallback = @convention(c) (UnsafeRawPointer?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: FuzzCallback
) -> CInt

@_cdecl("LayoutFileFuzzer_main")
func fuzzerMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
    guard let data else { return 0 }
    return LLVMFuzzerTestOneInput(data, size)
  }
}
