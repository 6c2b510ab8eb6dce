import Foundation

// SwiftPM gives an executable its own `main`, so the libFuzzer driver is started from here.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ body: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argc, &argv, fuzzResponse))
