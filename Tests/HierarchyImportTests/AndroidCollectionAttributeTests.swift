import AccessibilityTree
import Testing

@testable import HierarchyImport

/// The three attributes the Kotlin component's dumps (`Android/dumps`) add to uiautomator's:
/// what the framework node carries but `uiautomator dump` leaves out.
@Suite("Android dumps: role-description and collection info attributes")
struct AndroidCollectionAttributeTests {
    @Test func roleDescriptionAndCollectionInfoAreReadNotInferred() throws {
        let imported = try screen(
            """
            <hierarchy rotation="0">
            <node class="androidx.recyclerview.widget.RecyclerView" scrollable="true" role-description="Carousel" \
            collection-info="1,8" content-desc="Related stories" bounds="[0,0][1080,600]">
            <node class="android.widget.Button" collection-item-info="0,5" content-desc="Story 6" bounds="[0,0][540,600]"/>
            <node class="android.widget.Button" collection-item-info="0,6" content-desc="Story 7" bounds="[540,0][1080,600]"/>
            </node>
            </hierarchy>
            """)
        let carousel = imported.roots[0]
        #expect(carousel.roleDescription == "Carousel")
        // Stated, so not inferred from the two children on screen (a scrolling list's -1).
        #expect(carousel.collectionInfo == CollectionInfo(rowCount: 1, columnCount: 8))
        #expect(
            carousel.children.map(\.collectionItemInfo) == [
                CollectionItemInfo(rowIndex: 0, columnIndex: 5), CollectionItemInfo(rowIndex: 0, columnIndex: 6),
            ])
        #expect(!carousel.inferences.contains { $0.hasPrefix("collectionInfo inferred") })
    }

    @Test func aMalformedPairNamesTheAttributeAndLine() throws {
        let error = try #require(
            importError("<hierarchy>\n  <node collection-info=\"1;8\"/>\n</hierarchy>", fileName: "bad.xml"))
        #expect(error.kind == .invalidValue)
        #expect(
            error.description
                == #"bad.xml:2:3: attribute collection-info="1;8" of <node> is not valid; expected two integers from -1 up, separated by a comma"#
        )
        let below = try #require(importError(#"<hierarchy><node collection-item-info="0,-2"/></hierarchy>"#))
        #expect(below.kind == .invalidValue && below.problem.contains("from -1 up"))
    }
}
