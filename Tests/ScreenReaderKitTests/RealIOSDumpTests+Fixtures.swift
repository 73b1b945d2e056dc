import Foundation
import HierarchyImport
import ScreenReaderKit
import Testing

/// VoiceOver walks over the iOS dumps in `Tests/HierarchyImportTests/Fixtures` (attribution in its
/// SOURCES.md), checked by hand against the dump and the rules derived from
/// AccessibilitySnapshot@5b03db81f49275312ea1a56914dbe9aa1608e3f0 (`SA` =
/// Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift).
extension RealIOSDumpTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("HierarchyImportTests/Fixtures")

    /// The walk's stops over a fixture dump (the final boundary step left out).
    static func walkFixture(_ name: String) throws -> [Transcript.Step] {
        let screen = try ScreenImporter.importScreen(contentsOf: fixtures.appendingPathComponent(name).path)
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: screen)
        return voiceOver.walkToEnd().steps.filter { !$0.sounds.contains("boundary") }
    }

    // AXe describe-ui of a Tuist app: the heading reads its label then "Heading"; the disabled button
    // "Dimmed" before "Button", the fixed trait order (SA:83-158); no hints (a dimmed element gets
    // none of the trait hints, SA:224-254, and the app gave none).
    @Test func axeHeadingAndDimmedButton() throws {
        let steps = try Self.walkFixture("json/tuist__tuist__tools_test_axe_describe_ui.json")
        #expect(steps.map(\.speech) == ["Previews, Heading", "Run, Dimmed, Button"])
        #expect(steps.map(\.hint) == [nil, nil])
    }

    // Settings > Keyboards (about iOS 16-17, no traits in the dump): the back button keeps the
    // previous screen's title (SA:8-11, 293-298); each switch row is one element whose switch value
    // 0/1 says Off/On after "Switch Button" (SA:99-120) with the toggle hint (SA:224-230); the nested
    // links are one stop, the outer Link (SA:83-158 "Link"). (Not asserted: the disclosure rows
    // "Keyboards, 3" and the section headers, whose Button/Heading words are open without traits; the
    // rows below the fold, whose cells lack the switch value, WebDriverAgent leaving their switches at
    // stale frames, so their words are not what a device says.)
    @Test func keyboardSettingsSwitchRows() throws {
        let steps = try Self.walkFixture("ios-xml/ldi-github__shirates-core__XmlDataIos_KeyboardScreen.xml")
        let speech = steps.map(\.speech)
        #expect(steps.count == 26)
        #expect(speech.first == "General, Back Button")
        let autoCorrection = try #require(steps.first { $0.speech.hasPrefix("Auto-Correction") })
        #expect(autoCorrection.speech == "Auto-Correction, Switch Button, Off")
        #expect(autoCorrection.hint == "Double tap to toggle setting.")
        #expect(speech.contains("Smart Punctuation, Switch Button, On"))
        #expect(speech.contains("About Dictation and Privacy…, Link"))
        #expect(speech.filter { $0.contains("About Dictation") }.count == 1)
        #expect(speech.contains("Delete Slide-to-Type by Word, Switch Button, On"))
    }
}
