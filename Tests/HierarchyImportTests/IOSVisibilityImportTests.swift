import AccessibilityTree
import Testing

@testable import HierarchyImport

/// What the iOS importer makes of WebDriverAgent's `visible`, `traits` and values (issue 9,
/// parts 1 and 2). WebDriverAgent's `visible` is XCTest's on-screen estimate
/// (appium/WebDriverAgent@c279b4c WebDriverAgentLib/Categories/XCUIElement+FBIsVisible.m:47-76), so on its own it
/// hides nothing; AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:807-827 skips
/// only hidden, transparent and zero-size views.
@Suite("iOS dumps: visibility, private traits and WebDriverAgent's values")
struct IOSVisibilityImportTests {
    static func page(_ body: String) -> String {
        """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" x="0" y="0" width="402" height="874">\
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="402" height="874">\
        \(body)</XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>
        """
    }

    static func screen(_ body: String) throws -> AccessibilityScreen {
        try ScreenImporter.importScreen(bytes: Array(page(body).utf8), fileName: "page.xml")
    }

    static func element(_ label: String, in screen: AccessibilityScreen) throws -> AccessibilityElement {
        try #require(screen.allElements.first { $0.label == label })
    }

    // A full-screen collection view that WebDriverAgent calls not visible keeps its visible cells
    // and its off-screen cell reachable (the iOS 26 Settings dump's shape).
    @Test func aCollectionViewNotVisibleHidesNothing() throws {
        let screen = try Self.screen(
            """
            <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" enabled="true" visible="false" x="0" y="0" width="402" height="874" traits="">\
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="General" enabled="true" visible="true" x="16" y="380" width="370" height="53" traits="StaticText, Button"/>\
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Screen Time" enabled="true" visible="false" x="16" y="831" width="370" height="53" traits="StaticText, Button"/>\
            </XCUIElementTypeCollectionView>
            """)
        let collection = try #require(screen.allElements.first { $0.className == "XCUIElementTypeCollectionView" })
        #expect(!collection.isVisible && !collection.isHidden && collection.groupsChildren)
        #expect(ReadingOrder.voiceOver(screen).compactMap(\.label) == ["General", "Screen Time"])
    }

    // traits="" means no public trait: the type decides, and the inference says why.
    @Test func emptyTraitsLetTheTypeDecide() throws {
        let screen = try Self.screen(
            #"<XCUIElementTypeTextField type="XCUIElementTypeTextField" label="Name" enabled="true" visible="true" x="20" y="100" width="300" height="44" traits=""/>"#
        )
        let field = try Self.element("Name", in: screen)
        #expect(field.traits == .textEntry)
        #expect(field.inferences.contains { $0.contains(#"traits="" means no public trait"#) })
    }

    // Private traits never appear in `traits`: a search field listing SearchField still gets text entry.
    @Test func privateTraitsAreAddedToListedOnes() throws {
        let screen = try Self.screen(
            #"<XCUIElementTypeSearchField type="XCUIElementTypeSearchField" label="Search" value="Search" enabled="true" visible="true" x="32" y="803" width="337" height="38" traits="SearchField"/>"#
        )
        let field = try Self.element("Search", in: screen)
        #expect(field.traits == [.searchField, .textEntry])
        // The value repeating the label is the placeholder of an empty field.
        #expect(field.value == nil)
        #expect(field.inferences.contains { $0.hasPrefix("Value dropped") })
    }

    // WebDriverAgent reports a selected button's state as value "1"; it is not an accessibilityValue.
    @Test func aSelectedButtonsValueOneIsDropped() throws {
        let screen = try Self.screen(
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="Week" value="1" enabled="true" visible="true" selected="true" x="20" y="100" width="100" height="44" traits="Button, Selected"/>"#
                + #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="Count" value="1" enabled="true" visible="true" x="20" y="200" width="100" height="44" traits="Button"/>"#
        )
        let week = try Self.element("Week", in: screen)
        #expect(week.value == nil && week.isSelected)
        #expect(try Self.element("Count", in: screen).value == "1")
    }

    // Zero-size elements are skipped (parser:822-827).
    @Test func zeroSizeElementsAreHidden() throws {
        let screen = try Self.screen(
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="Ghost" enabled="true" visible="false" x="28" y="798" width="0" height="0" traits="Button"/>"#
        )
        let ghost = try Self.element("Ghost", in: screen)
        #expect(ghost.isHidden)
        #expect(ghost.inferences.contains("Hidden inferred: VoiceOver skips a zero-size element."))
    }

    // SwiftUI pages hidden with opacity(0) share a frame with the shown page: the not-visible ones
    // are transparent layers (alpha 0, which VoiceOver skips); a LabeledContent's part inside the
    // combined element is said by that element.
    @Test func notVisibleElementsInsideAVisibleSiblingAreHidden() throws {
        let screen = try Self.screen(
            """
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="0" y="0" width="402" height="874">\
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Morning list" enabled="true" visible="false" x="130" y="386" width="142" height="34" traits="StaticText"/>\
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Weekly summary" enabled="true" visible="true" x="97" y="386" width="208" height="34" traits="StaticText"/>\
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Version" enabled="true" visible="false" x="32" y="522" width="57" height="21" traits="StaticText"/>\
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Version, 1.0 (1)" enabled="true" visible="true" x="16" y="506" width="370" height="53" traits="StaticText"/>\
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Below" enabled="true" visible="false" x="16" y="900" width="370" height="53" traits="StaticText"/>\
            </XCUIElementTypeOther>
            """)
        #expect(try Self.element("Morning list", in: screen).isHidden)
        #expect(try Self.element("Version", in: screen).isHidden)
        #expect(try !Self.element("Below", in: screen).isHidden)
        #expect(
            ReadingOrder.voiceOver(screen).compactMap(\.label) == ["Weekly summary", "Version, 1.0 (1)", "Below"])
    }

    // A full-screen cover: the covered screen's subtree is wholly not visible and a later visible
    // sibling covers it. Off-screen rows inside a scroll view are never treated so.
    @Test func aScreenCoveredByAPresentationIsHidden() throws {
        let screen = try Self.screen(
            """
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="false" x="0" y="0" width="402" height="874">\
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Continue" enabled="true" visible="false" x="24" y="772" width="354" height="56" traits="Button"/>\
            </XCUIElementTypeOther>\
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="0" y="0" width="402" height="874">\
            <XCUIElementTypeScrollView type="XCUIElementTypeScrollView" enabled="true" visible="true" x="0" y="0" width="402" height="874">\
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="false" x="0" y="900" width="402" height="100">\
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Footnote" enabled="true" visible="false" x="0" y="900" width="402" height="20" traits="StaticText"/>\
            </XCUIElementTypeOther>\
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="0" y="0" width="402" height="1200"/>\
            </XCUIElementTypeScrollView>\
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Start free trial" enabled="true" visible="true" x="20" y="724" width="362" height="57" traits="Button"/>\
            </XCUIElementTypeOther>
            """)
        let covered = try #require(screen.element(withID: "0.0.0"))
        #expect(covered.isHidden)
        #expect(covered.inferences.contains { $0.contains("presented over it") })
        #expect(ReadingOrder.voiceOver(screen).compactMap(\.label) == ["Start free trial", "Footnote"])
    }
}
