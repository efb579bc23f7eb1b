// SwiftPM links an executable with `main` aliased to `<Target>_main`, which would hide libFuzzer's
// own `main`. Each fuzz target therefore exports `<Target>_main` (its `Entry.swift`) and hands
// control to libFuzzer's driver through `runFuzzer`.

/// The signature of `LLVMFuzzerTestOneInput`.
public typealias FuzzCallback = @convention(c) (UnsafeRawPointer?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: FuzzCallback
) -> CInt

/// Runs libFuzzer's driver with the process's arguments, calling `callback` for each input.
public func runFuzzer(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ callback: FuzzCallback
) -> CInt {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments, callback)
}
