import AccessibilityTree
import Foundation
import HierarchyImport
import ScreenReaderKit
import Testing

/// The cases of the issue 23 sweep: the rules of AccessibilitySnapshot's parser and description
/// (cashapp/AccessibilitySnapshot@5b03db81f49275312ea1a56914dbe9aa1608e3f0; `HP` =
/// AccessibilityHierarchyParser.swift, `SA` = UIAccessibility+SnapshotAdditions.swift) that had no
/// case, and the two decisions no source settles. Each row of `docs/fidelity.md` names its case.
extension VoiceOverSourceConformanceTests {
    /// A screen-document frame with the size given.
    static func frame(x: Double, y: Double, width: Double, height: Double) -> String {
        #""frame": {"x": \#(x), "y": \#(y), "width": \#(width), "height": \#(height)}"#
    }

    static let sweepCases: [VoiceOverSourceCase] = [
        // HP:822-826: a zero-size view that is an accessibility element is pruned, in a screen document as in a dump.
        .init(
            "zero-size element in a screen document",
            Dump.document(
                #"{"id": "ghost", "label": "Ghost", "traits": ["button"], "isAccessibilityElement": true, \#(frame(x: 20, y: 10, width: 0, height: 0))}"#,
                #"{"id": "next", "label": "Next", "traits": ["button"], "isAccessibilityElement": true, \#(Dump.frame(y: 100))}"#
            ), ["Next, Button"]),
        // The same at the origin: the file says the frame is zero-size; no frame at all is not zero-size.
        .init(
            "zero-size element at the origin in a screen document",
            Dump.document(
                #"{"id": "ghost", "label": "Ghost", "isAccessibilityElement": true, \#(frame(x: 0, y: 0, width: 0, height: 0))}"#,
                #"{"id": "next", "label": "Next", "isAccessibilityElement": true, \#(Dump.frame(y: 100))}"#
            ), ["Next"]),
        .init(
            "element without a frame in a screen document is read",
            Dump.document(
                #"{"id": "plain", "label": "Plain", "isAccessibilityElement": true}"#,
                #"{"id": "next", "label": "Next", "isAccessibilityElement": true, \#(Dump.frame(y: 100))}"#
            ), ["Plain", "Next"]),
        // HP:824: a zero-size view with an accessibilityElements array is pruned with its elements.
        .init(
            "zero-size accessibility container in a screen document",
            Dump.document(
                #"{"id": "box", "hasExplicitOrder": true, \#(frame(x: 20, y: 10, width: 0, height: 0)), "children": [{"id": "a", "label": "Inside", "isAccessibilityElement": true, \#(Dump.frame(y: 10))}]}"#,
                #"{"id": "next", "label": "Next", "isAccessibilityElement": true, \#(Dump.frame(y: 100))}"#
            ), ["Next"]),
        // HP:816-821: a zero-size wrapper that only holds subviews (no clipping in the model) is passed through.
        .init(
            "zero-size wrapper in a screen document keeps its subviews",
            Dump.document(
                #"{"id": "wrap", \#(frame(x: 20, y: 10, width: 0, height: 0)), "children": [{"id": "a", "label": "Wrapped", "isAccessibilityElement": true, \#(Dump.frame(y: 10))}]}"#,
                #"{"id": "next", "label": "Next", "isAccessibilityElement": true, \#(Dump.frame(y: 100))}"#
            ), ["Wrapped", "Next"]),
        // HP:834-850 vs 851-860: the modal rule applies among subviews only; an accessibilityElements array's
        // modal entry is read with the others.
        .init(
            "modal entry of an accessibility container does not silence the others",
            Dump.document(
                #"{"id": "box", "hasExplicitOrder": true, "children": [{"id": "a", "label": "First", "isAccessibilityElement": true, \#(Dump.frame(y: 10))}, {"id": "b", "label": "Sheet", "isModal": true, "isAccessibilityElement": true, \#(Dump.frame(y: 100))}]}"#
            ), ["First", "Sheet"]),
        // HP:856: the last modal subview is chosen before it is parsed, so a hidden one leaves its siblings unread.
        .init(
            "a hidden modal view still silences its siblings",
            Dump.document(
                #"{"id": "box", "children": [{"id": "m", "isModal": true, "isHidden": true, "children": [{"id": "x", "label": "Gone", "isAccessibilityElement": true}]}, {"id": "s", "label": "Sibling", "isAccessibilityElement": true, \#(Dump.frame(y: 10))}]}"#,
                #"{"id": "after", "label": "After", "isAccessibilityElement": true, \#(Dump.frame(y: 500))}"#
            ), ["After"]),
        // SA:128-133: the text-field words need the text-entry trait; the secure trait alone says nothing.
        .init(
            "secure trait without text entry",
            Dump.document(
                #"{"id": "e", "label": "Code", "traits": ["secureTextEntry"], "isAccessibilityElement": true}"#),
            ["Code"], snapshot: ("Code", nil)),
        // SA:128-138 with the search-field decision: "Search Field" takes the text field's place, then Is editing,
        // and the editing hint (SA:233-234).
        .init(
            "search field being edited",
            Dump.document(
                #"{"id": "e", "label": "Find", "traits": ["textEntry", "searchField", "isEditing"], "isAccessibilityElement": true}"#
            ), ["Find, Search Field, Is editing"], hint: "Use the rotor to access Misspelled Words",
            snapshot: ("Find. Search Field. Is editing.", "Use the rotor to access Misspelled Words")),
        // A secure field keeps its own word; the search-field word then comes last (SA:129-130, 156-158).
        .init(
            "secure search field",
            Dump.document(
                #"{"id": "e", "label": "PIN", "traits": ["textEntry", "secureTextEntry", "searchField"], "isAccessibilityElement": true}"#
            ), ["PIN, Secure Text Field, Search Field"], hint: editHint,
            snapshot: ("PIN. Secure Text Field. Search Field.", editHint)),
        // Decision (docs/fidelity.md, "Custom actions hint"): on an adjustable element the vertical swipe adjusts,
        // so "Actions available" is not followed by the custom-actions hint; the adjustable hint stays (SA:246-254).
        .init(
            "custom actions on an adjustable element",
            Dump.document(
                #"{"id": "e", "label": "Volume", "value": "50%", "traits": ["adjustable"], "isAccessibilityElement": true, "customActions": [{"name": "Mute", "key": "mute"}]}"#
            ), ["Volume, 50%, Adjustable"], hint: adjustHint + ", Actions available",
            snapshot: ("Volume: 50%. Adjustable.", adjustHint)),
        // Decision: a dimmed element gets no usage hint (SA:224, 232, 247), so only "Actions available".
        .init(
            "custom actions on a dimmed button",
            Dump.document(
                #"{"id": "e", "label": "Send", "traits": ["button", "notEnabled"], "isAccessibilityElement": true, "customActions": [{"name": "Schedule", "key": "schedule"}]}"#
            ), ["Send, Dimmed, Button"], hint: "Actions available", snapshot: ("Send. Dimmed. Button.", nil)),
        .init(
            "custom actions on a dimmed adjustable element",
            Dump.document(
                #"{"id": "e", "label": "Volume", "value": "50%", "traits": ["adjustable", "notEnabled"], "isAccessibilityElement": true, "customActions": [{"name": "Mute", "key": "mute"}]}"#
            ), ["Volume, 50%, Dimmed, Adjustable"], hint: "Actions available",
            snapshot: ("Volume: 50%. Dimmed. Adjustable.", nil)),
        // HP:873-879: a view with shouldGroupAccessibilityChildren keeps its elements together, sorted among
        // themselves and placed by the one read first (HP:724-735).
        .init(
            "children grouped by shouldGroupAccessibilityChildren are read as a block",
            Dump.document(
                #"{"id": "g", "groupsChildren": true, "children": [{"id": "a", "label": "Top left", "isAccessibilityElement": true, \#(Dump.frame(y: 10, x: 0))}, {"id": "b", "label": "Low left", "isAccessibilityElement": true, \#(Dump.frame(y: 300, x: 0))}]}"#,
                #"{"id": "c", "label": "Top right", "isAccessibilityElement": true, \#(Dump.frame(y: 10, x: 200))}"#
            ), ["Top left", "Low left", "Top right"]),
        // HP:843-848, 959-971: an accessibility container below a view with the tabBar trait (reached through
        // subviews) sorts by its own frame, not by its first element; the view's tabs are numbered in that order
        // (HP:414-441). Here the box lies left of "A" while its elements lie right of it.
        .init(
            "accessibility container in a tab bar trait view sorts by its own frame",
            Dump.document(
                #"{"id": "bar", "traits": ["tabBar"], "children": [{"id": "a", "label": "A", "isAccessibilityElement": true, \#(Dump.frame(y: 10, x: 100))}, {"id": "box", "hasExplicitOrder": true, \#(frame(x: 0, y: 10, width: 60, height: 30)), "children": [{"id": "b", "label": "B", "isAccessibilityElement": true, \#(Dump.frame(y: 10, x: 250))}, {"id": "c", "label": "C", "isAccessibilityElement": true, \#(Dump.frame(y: 10, x: 300))}]}]}"#
            ), ["B, Tab, 1 of 3", "C, Tab, 2 of 3", "A, Tab, 3 of 3"]),
        // Elsewhere the same container sorts by its first element (HP:724-735).
        .init(
            "accessibility container outside a tab bar trait view sorts by its first element",
            Dump.document(
                #"{"id": "a", "label": "A", "isAccessibilityElement": true, \#(Dump.frame(y: 10, x: 100))}"#,
                #"{"id": "box", "hasExplicitOrder": true, \#(frame(x: 0, y: 10, width: 60, height: 30)), "children": [{"id": "b", "label": "B", "isAccessibilityElement": true, \#(Dump.frame(y: 10, x: 250))}, {"id": "c", "label": "C", "isAccessibilityElement": true, \#(Dump.frame(y: 10, x: 300))}]}"#
            ), ["A", "B", "C"]),
        // SA:6: the words come from the element's own language (AS de.lproj/Localizable.strings:11, 23:
        // "Taste.", "Überschrift."); the element beside it keeps the screen's.
        .init(
            "trait words in the element's own language",
            Dump.document(
                #"{"id": "e", "label": "Weiter", "language": "de", "traits": ["button", "header"], "isAccessibilityElement": true, \#(Dump.frame(y: 10))}"#,
                #"{"id": "f", "label": "Next", "traits": ["button"], "isAccessibilityElement": true, \#(Dump.frame(y: 100))}"#
            ), ["Weiter, Taste, Überschrift", "Next, Button"]),
    ]

    // HP:822-826 for live screens: a component's placeholder stands for its view, an element or an
    // accessibility container, so a zero-size placeholder hides the component.
    @Test func aZeroSizePlaceholderHidesItsComponent() throws {
        let file = """
            {"format": "accessible-carousel-screen", "version": 1, "screen": {"platform": "ios",
             "size": {"width": 402, "height": 874}, "roots": [
              {"id": "before", "label": "Before", "isAccessibilityElement": true, \(Dump.frame(y: 10))},
              {"id": "rating", \(Self.frame(x: 20, y: 200, width: 0, height: 0))},
              {"id": "after", "label": "After", "isAccessibilityElement": true, \(Dump.frame(y: 500))}]},
             "components": [{"adjustable": {"id": "rating", "label": "Rating", "lowerBound": 1, "upperBound": 5,
               "step": 1, "value": 2, "format": {"counted": {"unit": "star"}}}}]}
            """
        let imported = try ScreenImporter.importDocument(data: Data(file.utf8), fileName: "live.json")
        let components = try imported.components.map { try $0.makeComponent(for: imported.screen.platform) }
        #expect(components.count == 1)
        let voiceOver = ScreenReaderSimulator(
            .voiceOver, liveScreen: LiveScreen(imported.screen, components: components))
        #expect(voiceOver.focusOrder == ["before", "after"])
        var shown = imported.screen
        shown.roots[1].frame = ScreenRect(x: 20, y: 200, width: 300, height: 44)
        shown.roots[1].isHidden = false
        let visible = ScreenReaderSimulator(.voiceOver, liveScreen: LiveScreen(shown, components: components))
        #expect(visible.focusOrder == ["before", "rating", "after"])
    }

    // A real dump (iOS 26.4 Settings, RadishSoftware/mobster, MIT): the toolbar's search field sits inside a
    // zero-size, non-clipping wrapper, the SwiftUI bridging view HP:816-821 describes; it is reached.
    @Test func theSettingsSearchFieldIsReachedThroughItsZeroSizeWrapper() throws {
        let path = RealIOSDumpTests.directory.appendingPathComponent(
            "RadishSoftware__mobster__test_verify_fixtures_SETTINGS_ROOT.xml"
        ).path
        let screen = try ScreenImporter.importScreen(contentsOf: path)
        let wrapper = try #require(
            screen.roots.flatMap(\.subtree).first {
                $0.frame.width == 0 && $0.frame.height == 0 && $0.subtree.contains { $0.label == "Search" }
            })
        #expect(!wrapper.isHidden)
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: screen)
        let steps = voiceOver.walkToEnd().steps.filter { !$0.sounds.contains("boundary") }
        #expect(steps.last?.speech == "Search, Search Field")
    }
}
