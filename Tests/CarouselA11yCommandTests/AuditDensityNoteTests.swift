import Foundation
import Testing

@testable import CarouselA11yCommand

/// `audit --verbose` says at what density an Android dump was measured and why (HierarchyImport's
/// AndroidDensity, recorded on the first root): the sizes in every touch-target finding depend on it.
@Suite("carousel-a11y audit --verbose: the density a dump was measured at")
struct AuditDensityNoteTests {
    /// ui_finder's Where-is-my-train screen (Tests/RealDumps, attributed in its SOURCES.md): a
    /// 1080 px phone whose 132 px navigation bar is 48 dp at 2.75 (AOSP dimens.xml at 1ddd6d4,
    /// line 45), where the width alone suggested 2.625.
    static let dump = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("RealDumps/android/kdiitg__ui_finder__dump_whereismytrain.xml").path

    @Test func verboseNamesTheDensityAndItsEvidenceOnce() {
        let context = CommandContext.captured()
        _ = CommandRunner.run(["audit", Self.dump, "--verbose"], in: context)
        let note =
            "  - Density 2.75 (440 dpi) inferred from the 132 px navigation bar (48 dp); the screen's short side of "
            + "1080 px alone suggested 2.625; dumps do not state it."
        #expect(context.standardOutput.contains("\(Self.dump): the screen (id 0) inferred:\n"))
        #expect(context.standardOutput.components(separatedBy: note + "\n").count == 2)
    }

    /// Without --verbose the report stays as it was: no inference lines.
    @Test func withoutVerboseNoInferenceIsPrinted() {
        let context = CommandContext.captured()
        _ = CommandRunner.run(["audit", Self.dump], in: context)
        #expect(!context.standardOutput.contains("inferred from the 132 px navigation bar"))
    }
}
