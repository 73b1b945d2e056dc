import AuditKit
import Foundation
import FuzzDriver
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

/// The entry point SwiftPM links for this executable: libFuzzer's driver on ``fuzzReadAndAudit(_:_:)``.
@_cdecl("FuzzReadAndAudit_main")
public func fuzzReadAndAuditMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzReadAndAudit)
}
