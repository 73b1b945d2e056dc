import FuzzDriver
import HierarchyImport

/// Every importer entry point on raw bytes: format detection, then whichever reader the bytes
/// select (XML: WebDriverAgent, uiautomator, Appium UiAutomator2; JSON: WebDriverAgent, AXe,
/// idb, screen documents). Any result is fine; a crash, a leak or a hang is the bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? ScreenImporter.detectFormat(of: bytes, fileName: "fuzz")
    _ = try? ScreenImporter.importScreen(bytes: bytes, fileName: "fuzz")
    return 0
}

/// The entry point SwiftPM links for this executable: libFuzzer's driver on ``fuzzImport(_:_:)``.
@_cdecl("FuzzImport_main")
public func fuzzImportMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzImport)
}
