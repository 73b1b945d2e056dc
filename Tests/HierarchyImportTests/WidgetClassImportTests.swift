import AccessibilityTree
import HierarchyImport
import Testing

/// The importer resolves each class name through the class table (``WidgetClass``): roles by the
/// platform's hierarchy, a documented guess for an app's class, and Material's tab row found by
/// its tabs when it reports itself as a HorizontalScrollView.
@Suite("Android class names through the class table")
struct WidgetClassImportTests {
    private func dump(_ body: String) throws -> AccessibilityScreen {
        let xml = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
            <node index="0" class="android.widget.FrameLayout" package="com.example" bounds="[0,0][1080,2400]">
            \(body)
            </node>
            </hierarchy>
            """
        return try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "classes.xml")
    }

    @Test func platformSubclassesTakeTheirSuperclassRole() throws {
        let screen = try dump(
            #"<node class="android.widget.QuickContactBadge" content-desc="Ada" clickable="true" bounds="[0,0][100,100]"/>"#
                + #"<node class="android.widget.ExpandableListView" bounds="[0,100][1080,900]"/>"#)
        let badge = try #require(screen.element(withID: "0.0"))
        #expect(badge.role == .image)
        #expect(!badge.inferences.contains { $0.contains("guessed") })
        #expect(try #require(screen.element(withID: "0.1")).role == .list)
    }

    @Test func anAppClassIsGuessedAndTheGuessIsRecorded() throws {
        let screen = try dump(
            #"<node class="com.example.MyRecyclerView" scrollable="true" bounds="[0,0][1080,900]">"#
                + #"<node class="android.widget.TextView" text="A" bounds="[0,0][1080,100]"/>"#
                + #"<node class="android.widget.TextView" text="B" bounds="[0,100][1080,200]"/></node>"#)
        let list = try #require(screen.element(withID: "0.0"))
        #expect(list.role == .list)
        #expect(list.inferences.contains { $0.hasPrefix("role list guessed: com.example.MyRecyclerView") })
        // Named like a RecyclerView, so its collection info is filled in as a RecyclerView's.
        #expect(list.collectionInfo?.columnCount == 1)
    }

    @Test func aHorizontalScrollViewOfActionBarTabsIsATabRow() throws {
        func tab(_ label: String, _ index: Int) -> String {
            #"<node class="androidx.appcompat.app.ActionBar$Tab" clickable="true" content-desc="\#(label)" "#
                + #"bounds="[\#(index * 360),100][\#(index * 360 + 360),250]"/>"#
        }
        let screen = try dump(
            #"<node class="android.widget.HorizontalScrollView" bounds="[0,100][1080,250]">"#
                + #"<node class="android.widget.LinearLayout" bounds="[0,100][1080,250]">"#
                + tab("Home", 0) + tab("News", 1) + tab("Sport", 2) + "</node></node>")
        let row = try #require(screen.element(withID: "0.0"))
        #expect(
            row.collectionInfo == CollectionInfo(rowCount: 1, columnCount: 3, selectionMode: .single, isInferred: true))
        #expect(row.children.map(\.label) == ["Home", "News", "Sport"])
        #expect(row.children.map(\.collectionItemInfo?.columnIndex) == [0, 1, 2])
        #expect(row.children.allSatisfy { $0.roleDescription == "Tab" })
    }

    @Test func aHorizontalScrollViewOfOtherChildrenIsNoTabRow() throws {
        let screen = try dump(
            #"<node class="android.widget.HorizontalScrollView" bounds="[0,100][1080,250]">"#
                + #"<node class="android.widget.Button" text="A" clickable="true" bounds="[0,100][540,250]"/>"#
                + #"<node class="android.widget.Button" text="B" clickable="true" bounds="[540,100][1080,250]"/></node>"#
        )
        let row = try #require(screen.element(withID: "0.0"))
        #expect(row.collectionInfo == nil)
        #expect(row.role == .horizontalScrollView)
    }

    @Test func aSwitchByItsJavaClassKeepsItsTextAsValue() throws {
        let screen = try dump(
            #"<node class="com.google.android.material.switchmaterial.SwitchMaterial" text="Sync" checkable="true" "#
                + #"checked="true" clickable="true" bounds="[0,0][1080,100]"/>"#)
        let toggle = try #require(screen.element(withID: "0.0"))
        #expect(toggle.role == .toggle)
        #expect(toggle.value == "Sync")
        #expect(toggle.checkedState == .checked)
    }
}
