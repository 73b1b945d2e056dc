import AuditKit
import Foundation
import HierarchyImport
import ScreenReaderKit

/// Import, then what every user of a dump does next: the platform's reader walks it from the
/// first element to the last (and the other reader, which the CLI refuses but the library
/// allows), and the auditor runs every rule.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReadAndAudit(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    guard let screen = try? ScreenImporter.importScreen(data: bytes, fileName: "fuzz") else { return 0 }
    for reader in ScreenReader.allCases {
        var simulator = ScreenReaderSimulator(reader, screen: screen)
        _ = simulator.walkToEnd()
    }
    _ = Auditor().audit(screen, file: "fuzz")
    return 0
}

/// SwiftPM links an executable's entry point as `FuzzReadAndAudit_main`; hand control to libFuzzer's driver
/// (libFuzzer's own `main` is not linked in its place).
@_cdecl("FuzzReadAndAudit_main")
public func fuzzReadAndAuditMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzReadAndAudit)
}

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt
