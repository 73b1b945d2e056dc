import AccessibilityTree
import Foundation
import HierarchyImport
import ScreenReaderKit
import Testing

/// What the readers say on the real Compose and XCUITest text dumps kept with the importer's
/// fixtures (Tests/HierarchyImportTests/Fixtures, attributed in its SOURCES.md). Each stop was
/// checked by hand against the dump and the rules in docs/fidelity.md.
@Suite("Speech on real Compose and XCUITest text dumps")
struct RealTextDumpSpeechTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("HierarchyImportTests/Fixtures")

    static func walk(_ path: String, _ reader: ScreenReader) throws -> [Transcript.Step] {
        let screen = try ScreenImporter.importScreen(contentsOf: fixtures.appendingPathComponent(path).path)
        var simulator = ScreenReaderSimulator(reader, screen: screen)
        return simulator.walkToEnd().steps.filter { !$0.sounds.contains("boundary") }
    }

    // Rally's tabs, merged and unmerged trees alike: three stops (the root, traversal group and
    // selectable group have no words and no actions). Each tab: "selected" only on the selected one
    // (Compose sets isSelected for a Tab, androidx@0094ab0 compose/ui/ui/src/androidMain/kotlin/androidx/
    // compose/ui/platform/AndroidComposeViewAccessibilityDelegateCompat.android.kt,
    // populateAccessibilityNodeInfoProperties), then its content description and the role description
    // "Tab" (set there for a tab without accessibility children), at talkback@26a27dc
    // C/roledescription/TreeNodesDescription.java:82-112 (selected first) and C/CompositorUtils.java:83-109
    // (state, name, role joined); the cleared "ACCOUNTS" Text is not read. Clickable: "Double-tap to
    // activate" (C/hint/ClickableHint.java:139-146), but not the selected tab, which Compose does
    // not offer again (androidx mirror xiaocainiaooo/room3@12b1198, same file and function:
    // `isClickable = !isRadioButtonOrTab || !isSelected`; tenth sweep).
    // Not asserted: what follows the role ("1 of 3", "In list" from the unmerged tree's
    // [SelectableGroup]: TalkBackComposeWordsTests.composeSemanticsTabsSayComposesTabWord).
    @Test(arguments: [
        "compose/dscoppelletti__TestingCodelab__TopAppBarTest_merged.txt",
        "compose/dscoppelletti__TestingCodelab__TopAppBarTest_unmerged.txt",
    ])
    func talkBackReadsTheRallyTabs(path: String) throws {
        let steps = try Self.walk(path, .talkBack)
        #expect(steps.count == 3)
        let expected = ["Overview, Tab", "selected, Accounts, Tab", "Bills, Tab"]
        for (step, speech) in zip(steps, expected) {
            #expect(step.speech.hasPrefix(speech), "\(step.speech)")
            #expect(step.hint == (speech.hasPrefix("selected") ? nil : "Double-tap to activate"))
        }
        #expect(!steps.contains { $0.speech.contains("ACCOUNTS") })
    }

    // `po app` of a SwiftUI app: the application and its window and Other containers are not stops;
    // the static text says its label alone, the button its label and "Button", with no hint
    // (AccessibilitySnapshot@5b03db8 Sources/AccessibilitySnapshot/Parser/Swift/Classes/
    // UIAccessibility+SnapshotAdditions.swift:8-11 label, :83-158 trait words, :166-174 joining).
    @Test func voiceOverReadsTheHelloWorldApp() throws {
        let steps = try Self.walk("xcuitest/rjchatfield__AX__AXUITests_po_app.txt", .voiceOver)
        #expect(steps.map(\.speech) == ["Hello, world!", "Tap me!, Button"])
        #expect(steps.map(\.hint) == [nil, nil])
    }
}
