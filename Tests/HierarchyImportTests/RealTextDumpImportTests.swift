import AccessibilityTree
import Foundation
import Testing

@testable import HierarchyImport

/// Real Compose `printToLog` and XCUITest `po app` outputs (issue 12), extracted from the test
/// code of permissively licensed repositories (Fixtures/SOURCES.md). Each expectation was read
/// off the dump by hand.
@Suite("Real Compose and XCUITest text dumps")
struct RealTextDumpImportTests {
    static func element(_ screen: AccessibilityScreen, labelled label: String) throws -> AccessibilityElement {
        try #require(screen.allElements.first { $0.label == label }, "no element labelled \(label)")
    }

    // The Rally codelab's top app bar, merged tree: the three tabs are printed one level under the
    // root (as logged), each a ElementRole = 'Tab' node with a content description, Selected, OnClick and
    // MergeDescendants; only "Accounts" is selected. Frames are the printed pixel bounds.
    @Test func composeMergedRallyTabs() throws {
        let bytes = try Fixture.bytes(Fixture.composeRallyMerged)
        let screen = try ScreenImporter.importScreen(bytes: bytes, fileName: "rally.txt")
        #expect(screen.platform == .android)
        #expect(screen.size == ScreenSize(width: 1080, height: 210))
        #expect(screen.roots.count == 1)
        let root = try #require(screen.roots.first)
        #expect(root.frame == ScreenRect(x: 0, y: 63, width: 1080, height: 147))
        #expect(root.children.map(\.label) == [nil, nil, "Overview", "Accounts", "Bills"])
        #expect(root.inferences.contains { $0.hasPrefix("Merged tree") })

        let overview = try Self.element(screen, labelled: "Overview")
        #expect(overview.frame == ScreenRect(x: 42, y: 105, width: 63, height: 63))
        #expect(overview.role == .tab && !overview.traits.contains(.selected))
        #expect(overview.isClickable && overview.isFocusable && overview.isScreenReaderFocusable)
        let accounts = try Self.element(screen, labelled: "Accounts")
        #expect(accounts.frame == ScreenRect(x: 189, y: 105, width: 280, height: 63))
        #expect(accounts.traits.contains(.selected))
        let bills = try Self.element(screen, labelled: "Bills")
        #expect(bills.frame == ScreenRect(x: 553, y: 105, width: 63, height: 63))
        // The log's line numbers: the logcat line is line 1, "Node #4" line 8, column 4 (after " |-").
        #expect(overview.source == DumpLocation(file: "rally.txt", line: 8, column: 4))
        // [SelectableGroup] and IsTraversalGroup are not modelled: the two group nodes carry nothing.
        #expect(root.children[1].label == nil && root.children[1].role == nil)
    }

    // The same bar, unmerged: the traversal group holds the selectable group, which holds the tabs;
    // the selected tab's "ACCOUNTS" Text child is printed, but the tab has ClearAndSetSemantics, so
    // accessibility never sees it (SemanticsNode.getChildren returns no children for a clearing node
    // when asked for accessibility, includeReplacedSemantics = false).
    @Test func composeUnmergedRallyTabs() throws {
        let screen = try Fixture.screen(Fixture.composeRallyUnmerged)
        let root = try #require(screen.roots.first)
        #expect(root.inferences.contains { $0.hasPrefix("Unmerged tree") })
        let group = try #require(root.children.first?.children.first)
        #expect(group.children.map(\.label) == ["Overview", "Accounts", "Bills"])
        let accounts = group.children[1]
        let text = try #require(accounts.children.first)
        #expect(text.label == "ACCOUNTS")
        #expect(text.frame == ScreenRect(x: 284, y: 105, width: 185, height: 49))
        #expect(!text.isVisible)
        #expect(text.inferences.contains { $0.contains("ClearAndSetSemantics") })
        #expect(accounts.isVisible && group.children.allSatisfy(\.isVisible))
    }

    // A ElementRole.Tab node gets the role description "Tab" only when its accessibility children are empty
    // (androidx@0094ab0 compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/
    // AndroidComposeViewAccessibilityDelegateCompat.android.kt, populateAccessibilityNodeInfoProperties,
    // `isFake || replacedChildren.isEmpty()`). In the Rally tabs every tab has ClearAndSetSemantics.
    @Test(arguments: [Fixture.composeRallyMerged, Fixture.composeRallyUnmerged])
    func composeRallyTabsHaveTheTabRoleDescription(path: String) throws {
        let screen = try Fixture.screen(path)
        let tabs = screen.allElements.filter { $0.role == .tab }
        #expect(tabs.map(\.label) == ["Overview", "Accounts", "Bills"])
        #expect(tabs.allSatisfy { $0.roleDescription == "Tab" })
    }

    // The rest of that rule, on inputs written here in the printed shape: a tab without children, a
    // merging tab whose only descendant is a plain Text, a merging tab holding another merging node,
    // and a tab that neither merges nor clears but has a child. A merging tab with children hands
    // its role to the fake node Compose appends after them, which gets the role description
    // (androidx SemanticsNode.kt `emitFakeNodes`; `isFake` in the rule above; tenth sweep); the
    // tab that does not merge gets none.
    @Test func composeTabRoleDescriptionNeedsNoAccessibilityChildren() throws {
        let text = """
            Printing with useUnmergedTree = 'true'
            Node #1 at (l=0.0, t=0.0, r=1080.0, b=200.0)px
             |-Node #2 at (l=0.0, t=0.0, r=200.0, b=100.0)px
             | Role = 'Tab'
             | ContentDescription = '[Alone]'
             |-Node #3 at (l=200.0, t=0.0, r=400.0, b=100.0)px
             | Role = 'Tab'
             | MergeDescendants = 'true'
             |  |-Node #4 at (l=200.0, t=0.0, r=400.0, b=50.0)px
             |    Text = '[Merged text]'
             |-Node #5 at (l=400.0, t=0.0, r=600.0, b=100.0)px
             | Role = 'Tab'
             | MergeDescendants = 'true'
             |  |-Node #6 at (l=400.0, t=0.0, r=600.0, b=50.0)px
             |    Role = 'Button'
             |    Text = '[Inner button]'
             |    MergeDescendants = 'true'
             |-Node #7 at (l=600.0, t=0.0, r=800.0, b=100.0)px
               Role = 'Tab'
               ContentDescription = '[Plain parent]'
                |-Node #8 at (l=600.0, t=0.0, r=800.0, b=50.0)px
                  Text = '[Child]'
            """
        let screen = try screen(text, fileName: "tabs.txt")
        // The tabs themselves, then the fake nodes after the two merging tabs' children.
        let tabs = ["0.0", "0.1.1", "0.2.1", "0.3"].map { screen.element(withID: ElementID($0)) }
        #expect(tabs.map { $0?.roleDescription } == ["Tab", "Tab", "Tab", nil])
        #expect(tabs.map { $0?.label } == ["Alone", nil, nil, "Plain parent"])
        #expect(tabs[1]?.inferences.contains { $0.hasPrefix("Fake node") } == true)
        #expect(screen.element(withID: "0.1")?.children.last?.id == tabs[1]?.id)
        #expect(screen.element(withID: "0.1")?.role == nil && screen.element(withID: "0.0")?.role == .tab)
    }

    // `po app` on a SwiftUI "Hello, world!" app: Application > Window > four Others > a static text
    // and a button. The "Path to element" and "Query chain" sections that follow are not elements.
    @Test func xcuitestPoAppOfASwiftUIApp() throws {
        let bytes = try Fixture.bytes(Fixture.xcuitestPoApp)
        #expect(try ScreenImporter.detectFormat(of: bytes, fileName: "po.txt") == .xcuitestDebugDescription)
        let screen = try ScreenImporter.importScreen(bytes: bytes, fileName: "po.txt")
        #expect(screen.platform == .iOS)
        // The Application line has no frame: the size is the window's.
        #expect(screen.size == ScreenSize(width: 390, height: 844))
        #expect(screen.roots.first?.frame == .zero)
        #expect(screen.roots.first?.inferences.contains { $0.hasPrefix("Screen size from the largest window") } == true)
        #expect(screen.allElements.count == 8)
        #expect(screen.allElements.filter { $0.label == "AX" }.count == 1)
        let hello = try Self.element(screen, labelled: "Hello, world!")
        #expect(hello.frame == ScreenRect(x: 147.7, y: 404.1, width: 94.7, height: 20.3))
        #expect(hello.traits.contains(.staticText) && !hello.traits.contains(.button))
        #expect(hello.source == DumpLocation(file: "po.txt", line: 8, column: 15))
        let button = try Self.element(screen, labelled: "Tap me!")
        #expect(button.frame == ScreenRect(x: 164.7, y: 448.7, width: 60.7, height: 20.3))
        #expect(button.traits.contains(.button))
    }
}
