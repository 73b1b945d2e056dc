import AccessibilityTree
import Testing

@testable import HierarchyImport

/// Numbers a dump may state that no app produces, each of which stopped the importer with a
/// trap before the eighth fuzzing session (Fuzz/README.md).
@Suite("Hostile numbers")
struct HostileNumberImportTests {
    /// A Compose `printToLog` dump of one progress node with `range` in its `ProgressBarRangeInfo`.
    private func composeProgress(_ range: String) throws -> AccessibilityElement {
        let text = """
            Printing with useUnmergedTree = 'false'
            Node #1 at (l=0.0, t=0.0, r=1080.0, b=2000.0)px
             |-Node #2 at (l=0.0, t=63.0, r=1080.0, b=210.0)px
               ProgressBarRangeInfo = 'ProgressBarRangeInfo(\(range), steps=0)'
               ContentDescription = '[Progress]'

            """
        let screen = try ScreenImporter.importScreen(bytes: Array(text.utf8), fileName: "progress.txt")
        return try #require(screen.roots.flatMap(\.subtree).first { $0.label == "Progress" })
    }

    // The range's width, 2e308, is past Double's largest: it overflowed to infinity, the fraction
    // became NaN, and Int(_:) trapped in ProgressRange.percent.
    @Test func aRangeWiderThanTheLargestDoubleStatesItsPercent() throws {
        let full = try composeProgress("current=1e308, range=-1e308..1e308")
        #expect(full.value == "100%")
        #expect(full.stateDescription == "100 percent.")
        let half = try composeProgress("current=0.0, range=-1.7e308..1.7e308")
        #expect(half.value == "50%")
        let quarter = try composeProgress("current=-8.5e307, range=-1.7e308..1.7e308")
        #expect(quarter.value == "25%")
    }

    @Test func anOrdinaryRangeStillStatesComposesPercent() throws {
        #expect(try composeProgress("current=0.5, range=0.0..1.0").value == "50%")
        #expect(try composeProgress("current=0.001, range=0.0..1.0").value == "1%")
        #expect(try composeProgress("current=12.0, range=10.0..10.0").value == "0%")
    }
}
