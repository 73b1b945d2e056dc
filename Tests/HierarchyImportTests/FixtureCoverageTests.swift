import AccessibilityTree
import Foundation
import Testing

@testable import HierarchyImport

@Suite("Every fixture")
struct FixtureCoverageTests {
    @Test(arguments: Fixture.all)
    func importsWithoutError(path: String) throws {
        let screen = try Fixture.screen(path)
        #expect(!screen.roots.isEmpty)
        #expect(screen.allElements.allSatisfy { $0.source != nil })
        // Maestro Studio's element list gives only fractions of an unstated screen size.
        if path != Fixture.maestroElements { #expect(screen.size.width > 0 && screen.size.height > 0) }
    }

    @Test func formatsAreDetectedFromContent() throws {
        let expected: [String: DumpFormat] = [
            Fixture.uiautomatorOld: .uiautomator, Fixture.uiautomatorAPI27: .uiautomator,
            Fixture.uiautomatorNew: .uiautomator, Fixture.uiautomatorChat: .uiautomator,
            Fixture.appiumLauncher: .appiumUiAutomator2, Fixture.appiumSettings: .appiumUiAutomator2,
            Fixture.iosKeyboards: .webDriverAgentXML, Fixture.iosSettings: .webDriverAgentXML,
            Fixture.idbTree: .webDriverAgentJSON, Fixture.axe: .axeJSON,
            Fixture.maestroElements: .maestroElementList, Fixture.espressoDecorView: .espressoHierarchy,
            Fixture.composeRallyMerged: .composeSemantics, Fixture.composeRallyUnmerged: .composeSemantics,
            Fixture.xcuitestPoApp: .xcuitestDebugDescription,
        ]
        for (path, format) in expected {
            // A misleading name: detection must not look at it.
            #expect(try ScreenImporter.detectFormat(of: Fixture.bytes(path), fileName: "dump.txt") == format, "\(path)")
        }
    }

    @Test func everyFixtureFileIsListedAndAttributed() throws {
        let base = try Fixture.url("SOURCES.md").deletingLastPathComponent()
        let sources = try String(contentsOf: base.appendingPathComponent("SOURCES.md"), encoding: .utf8)
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: base.path)
        while let next = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: base.appendingPathComponent(next).path, isDirectory: &isDirectory)
            if exists, !isDirectory.boolValue, next != "SOURCES.md" { found.append(next) }
        }
        #expect(found.sorted() == Fixture.all.sorted())
        for path in Fixture.all { #expect(sources.contains("| \(path) |"), "\(path) has no row in SOURCES.md") }
    }
}
