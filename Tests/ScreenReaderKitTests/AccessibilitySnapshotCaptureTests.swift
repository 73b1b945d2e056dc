import AccessibilityTree
import Foundation
import HierarchyImport
import ScreenReaderKit
import Testing

/// One hierarchy from AccessibilitySnapshot's tests, described as a view capture
/// (`Tests/Captures/<name>.capture.json`, written from the test's source as facts: frames, labels,
/// flags), and the descriptions AccessibilitySnapshot's reference gives for it, in VoiceOver's order.
struct SnapshotCaptureCase: Sendable, CustomTestStringConvertible {
    /// The capture's file name without `.capture.json`.
    var name: String
    /// Each stop's description in AccessibilitySnapshot's notation, in order; `nil` when the source
    /// asserts only ``mustContain`` / ``mustNotContain``.
    var descriptions: [String]?
    /// Traits that a stop must carry (the source asserts only that such an element is found).
    var mustContain: AccessibilityTraitSet = []
    /// Traits that no stop may carry.
    var mustNotContain: AccessibilityTraitSet = []
    /// Where the expectation comes from.
    var source: String

    var testDescription: String { name }
}

/// VoiceOver reads the captures the way AccessibilitySnapshot's parser and description say.
///
/// Sources: `AS` is cashapp/AccessibilitySnapshot at 5b03db81f49275312ea1a56914dbe9aa1608e3f0;
/// `HPT` its Example/UnitTests/AccessibilityHierarchyParserTests.swift (each test's XCTAssertEqual
/// of descriptions), `MT` its Example/SnapshotTests/ModalTests.swift with the iOS 26.2 reference
/// images Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.ModalTests/<test>_26_2_402x874@3x.png
/// (the legend lists each element's description in order), and `MVC` its
/// Example/AccessibilitySnapshot/ModalAccessibilityViewController.swift (the views those tests show).
/// The rules they exercise are in AS Sources/AccessibilitySnapshot/Parser/Swift/Classes/
/// AccessibilityHierarchyParser.swift (`HP`).
@Suite("VoiceOver on captures of AccessibilitySnapshot's test hierarchies")
struct AccessibilitySnapshotCaptureTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Captures")

    static let cases: [SnapshotCaptureCase] = [
        // Rows top to bottom, each row in the layout direction (HP:307-337).
        .init(name: "as-layout-direction-ltr", descriptions: ["A", "B", "C", "D"], source: "HPT:7-42"),
        .init(name: "as-layout-direction-rtl", descriptions: ["B", "A", "D", "C"], source: "HPT:44-48"),
        // Phone: 8 points apart is another row (HP:323-331); B is 0 wide but 10 high, so it stays (HP:823-824).
        .init(name: "as-vertical-separation-phone", descriptions: ["C", "D", "B", "A"], source: "HPT:51-97"),
        // Pad: 13 points (HP:325); accessibility frames 25 apart are rows.
        .init(name: "as-vertical-separation-pad", descriptions: ["C", "D", "B", "A"], source: "HPT:99-117"),
        .init(name: "as-semantic-group-with-label", descriptions: ["Element"], source: "HPT:186-224"),
        .init(name: "as-semantic-group-without-label", descriptions: ["Element"], source: "HPT:226-252"),
        // UILabels with static text (not spoken); groups sorted inside, placed by their first member.
        .init(
            name: "as-nested-containers", descriptions: ["Outer Item", "Inner Item 1", "Inner Item 2"],
            source: "HPT:313-380 with NestedContainersTestView, HPT:1076-1131"),
        .init(name: "as-hierarchy-sort-order", descriptions: ["A", "B", "C"], source: "HPT:382-410"),
        // A list read in subview order gives no "List Start"/"List End" (HP:555).
        .init(
            name: "as-container-children-sort-order", descriptions: ["First", "Second", "Third"],
            source: "HPT:412-451"),
        // accessibilityElements keeps its order even when it holds only groups (HP:834-849).
        .init(
            name: "as-accessibility-elements-only-subgroups", descriptions: ["Cell 1", "Cell 2", "Header"],
            source: "HPT:688-734"),
        .init(
            name: "as-accessibility-elements-mixed", descriptions: ["Direct Element", "Container Child"],
            source: "HPT:736-772"),
        .init(name: "as-groups-sort-by-first-child", descriptions: ["B1", "A1", "A2"], source: "HPT:774-817"),
        .init(name: "as-group-sort-vertical-threshold", descriptions: ["B1", "A1"], source: "HPT:819-853"),
        // Not a tab bar button, so no tab context (HP:378-409).
        .init(name: "as-tab-bar-without-items", descriptions: ["orphan"], source: "HPT:899-925"),
        .init(name: "as-empty-accessibility-path", descriptions: ["emptyPath"], source: "HPT:927-943"),
        // A zero-size wrapper that does not clip is passed through; one that clips hides (HP:811-826).
        .init(
            name: "as-zero-frame-wrapper-not-clipping", mustContain: .searchField, source: "HPT:624-653"),
        .init(
            name: "as-zero-frame-wrapper-clipping", mustNotContain: .searchField, source: "HPT:655-686"),
        // Only the last modal subview is read (HP:851-860), at every level.
        .init(name: "as-modal-single", descriptions: ["Modal 0"], source: "MT testSingleModal; MVC"),
        .init(
            name: "as-modal-single-directly-specified", descriptions: ["Modal View 0"],
            source: "MT testSingleDirectlySpecifiedModal; MVC"),
        .init(
            name: "as-modal-single-inaccessible", descriptions: [], source: "MT testSingleInaccessibleModal; MVC"),
        .init(name: "as-modal-two", descriptions: ["Modal 1"], source: "MT testTwoModals; MVC"),
        .init(
            name: "as-modal-two-containers",
            descriptions: ["Don't Read Me", "Don't Read Me", "Modal 1", "Modal 1", "Don't Read Me", "Don't Read Me"],
            source: "MT testTwoContainers; MVC"),
        .init(
            name: "as-modal-one-and-one-container", descriptions: ["Modal 0"],
            source: "MT testOneModalOneContainer; MVC"),
    ]

    /// The stops of a walk over the capture, each in AccessibilitySnapshot's notation, with its element.
    static func described(_ name: String) throws -> [(description: String, element: AccessibilityElement)] {
        let path = directory.appendingPathComponent(name + ".capture.json").path
        let imported = try ScreenImporter.importDocument(contentsOf: path)
        #expect(imported.format == .viewCapture)
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: imported.screen)
        let steps = voiceOver.walkToEnd().steps.filter { !$0.sounds.contains("boundary") }
        return try steps.map { step in
            let id = ElementID(try #require(step.element))
            let element = try #require(voiceOver.element(id))
            let written = VoiceOverSpeech().snapshotDescription(
                for: element, context: voiceOver.voiceOverContext(of: id))
            return (written.description, element)
        }
    }

    @Test(arguments: cases)
    func voiceOverSaysWhatAccessibilitySnapshotDescribes(_ testCase: SnapshotCaptureCase) throws {
        let stops = try Self.described(testCase.name)
        if let descriptions = testCase.descriptions {
            #expect(stops.map(\.description) == descriptions, "\(testCase.source)")
        }
        if !testCase.mustContain.isEmpty {
            #expect(stops.contains { $0.element.traits.isSuperset(of: testCase.mustContain) }, "\(testCase.source)")
        }
        if !testCase.mustNotContain.isEmpty {
            #expect(
                !stops.contains { !$0.element.traits.isDisjoint(with: testCase.mustNotContain) }, "\(testCase.source)")
        }
    }

    @Test func everyCaptureHasACaseAndTheCorpusIsBroad() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasSuffix(".capture.json") }.map { String($0.dropLast(".capture.json".count)) }
        #expect(Set(files) == Set(Self.cases.map(\.name)))
        #expect(Self.cases.count >= 20)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }
}
