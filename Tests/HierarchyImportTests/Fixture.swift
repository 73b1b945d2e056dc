import AccessibilityTree
import Foundation
import HierarchyImport

/// The repository's copies of real dumps (see Fixtures/SOURCES.md) and small helpers.
enum Fixture {
    static let uiautomatorOld = "android-uiautomator/dtmilano__AndroidViewClient__mocks_UIAUTOMATOR_DUMP.xml"
    static let uiautomatorAPI27 = "android-uiautomator/dtmilano__AndroidViewClient__mocks_UIAUTOMATOR_DUMP_API27.xml"
    static let uiautomatorNew = "android-uiautomator/docer1990__visiontest__hierarchy.xml"
    static let uiautomatorChat = "android-uiautomator/HarnessTeam__Nora__chat_dump.xml"
    static let appiumLauncher = "android-appium/Bioto__tron-ai__page_source_629b9fb_launcher.xml"
    static let appiumSettings = "android-appium/ldi-github__shirates-core__XmlDataAndroid_SettingsTopScreen.xml"
    static let iosKeyboards = "ios-xml/ldi-github__shirates-core__XmlDataIos_KeyboardScreen.xml"
    static let iosSettings = "ios-xml/ldi-github__shirates-core__XmlDataIos_SettingsTopScreen.xml"
    static let idbTree = "json/facebook__idb__FBControlCoreTests_Fixtures_tree.json"
    static let axe = "json/tuist__tuist__tools_test_axe_describe_ui.json"
    static let maestroElements = "maestro/mobile-dev-inc__maestro__studio_fixtures_sampleElements.json"
    static let espressoDecorView = "espresso/wix__Detox__DetoxExceptionUtilsTest_NoMatchingView.txt"
    static let composeRallyMerged = "compose/dscoppelletti__TestingCodelab__TopAppBarTest_merged.txt"
    static let composeRallyUnmerged = "compose/dscoppelletti__TestingCodelab__TopAppBarTest_unmerged.txt"
    static let xcuitestPoApp = "xcuitest/rjchatfield__AX__AXUITests_po_app.txt"

    static let all = [
        uiautomatorOld, uiautomatorAPI27, uiautomatorNew, uiautomatorChat, appiumLauncher, appiumSettings,
        iosKeyboards, iosSettings, idbTree, axe, maestroElements, espressoDecorView, composeRallyMerged,
        composeRallyUnmerged, xcuitestPoApp,
    ]

    struct Missing: Error { let path: String }

    static func url(_ path: String) throws -> URL {
        guard let base = Bundle.module.resourceURL else { throw Missing(path: path) }
        let url = base.appendingPathComponent("Fixtures").appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else { throw Missing(path: path) }
        return url
    }

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(path)))
    }

    static func screen(_ path: String) throws -> AccessibilityScreen {
        try ScreenImporter.importScreen(contentsOf: url(path).path)
    }
}

/// The error importing `bytes` throws, or `nil` when it imports.
func importError(_ bytes: [UInt8], fileName: String = "test.xml", limits: ImportLimits = .default) -> ImportError? {
    do {
        _ = try ScreenImporter.importScreen(bytes: bytes, fileName: fileName, limits: limits)
        return nil
    } catch {
        return error
    }
}

func importError(_ text: String, fileName: String = "test.xml") -> ImportError? {
    importError(Array(text.utf8), fileName: fileName)
}

func screen(_ text: String, fileName: String = "inline.xml") throws -> AccessibilityScreen {
    try ScreenImporter.importScreen(bytes: Array(text.utf8), fileName: fileName)
}

/// A uiautomator dump of the body (Appium's, stating a 1080 x 2400 screen, when `appium`),
/// imported, and its elements by label, else by resource id (a later one wins).
func importedDump(_ body: String, appium: Bool = false, fileName: String = "dump.xml") throws -> (
    screen: AccessibilityScreen, byName: [String: AccessibilityElement]
) {
    let root = appium ? #"<hierarchy rotation="0" width="1080" height="2400">"# : #"<hierarchy rotation="0">"#
    let screen = try screen(
        "<?xml version='1.0' encoding='UTF-8'?>\n\(root)\n\(body)\n</hierarchy>", fileName: fileName)
    var byName: [String: AccessibilityElement] = [:]
    for element in screen.allElements {
        if let name = element.label ?? element.identifier { byName[name] = element }
    }
    return (screen, byName)
}

/// The 1-based line and column (in Unicode scalars) of a byte offset, counted independently of
/// the importer: through String.
func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    let prefix = String(decoding: bytes[..<offset], as: UTF8.self)
    let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.count, (lines.last.map { $0.unicodeScalars.count } ?? 0) + 1)
}

/// The byte offset of the first occurrence of `needle`.
func offset(of needle: String, in bytes: [UInt8]) -> Int? {
    let pattern = Array(needle.utf8)
    guard pattern.count <= bytes.count else { return nil }
    for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
        if Array(bytes[start..<(start + pattern.count)]) == pattern { return start }
    }
    return nil
}

/// A small deterministic generator (SplitMix64) so random-input tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
