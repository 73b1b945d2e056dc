import AccessibilityTree
import Foundation
import HierarchyImport

/// The real dumps in the repository's `Tests/HierarchyImportTests/Fixtures` (attribution in
/// SOURCES.md there), found relative to this file so no copy is kept here.
enum FixtureDumps {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("HierarchyImportTests/Fixtures")

    static let uiautomatorOld = "android-uiautomator/dtmilano__AndroidViewClient__mocks_UIAUTOMATOR_DUMP.xml"
    static let uiautomatorAPI27 = "android-uiautomator/dtmilano__AndroidViewClient__mocks_UIAUTOMATOR_DUMP_API27.xml"
    static let uiautomatorLogin = "android-uiautomator/docer1990__visiontest__hierarchy.xml"
    static let uiautomatorChat = "android-uiautomator/HarnessTeam__Nora__chat_dump.xml"
    static let appiumLauncher = "android-appium/Bioto__tron-ai__page_source_629b9fb_launcher.xml"
    static let appiumSettings = "android-appium/ldi-github__shirates-core__XmlDataAndroid_SettingsTopScreen.xml"
    static let iosKeyboards = "ios-xml/ldi-github__shirates-core__XmlDataIos_KeyboardScreen.xml"
    static let iosSettings = "ios-xml/ldi-github__shirates-core__XmlDataIos_SettingsTopScreen.xml"
    static let idbTree = "json/facebook__idb__FBControlCoreTests_Fixtures_tree.json"
    static let axe = "json/tuist__tuist__tools_test_axe_describe_ui.json"

    /// Every dump in the fixture folder, by its path under it.
    static let all = [
        uiautomatorOld, uiautomatorAPI27, uiautomatorLogin, uiautomatorChat, appiumLauncher, appiumSettings,
        iosKeyboards, iosSettings, idbTree, axe,
    ]

    /// The absolute path of a dump.
    static func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// The dump imported as the CLI imports it.
    static func screen(_ name: String) throws -> AccessibilityScreen {
        try ScreenImporter.importScreen(contentsOf: path(name))
    }
}
