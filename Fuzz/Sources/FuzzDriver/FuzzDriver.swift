/// One fuzz input's entry point, as libFuzzer calls it.
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

/// Runs libFuzzer's driver on `target` with the process's arguments.
///
/// SwiftPM links an executable's entry point as `<Target>_main`, so each fuzz target defines
/// that symbol and calls this; libFuzzer's own `main` is not linked in its place.
public func runFuzzer(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ target: FuzzTarget
) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, target)
}

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: FuzzTarget
) -> CInt
