import Foundation
import Testing

/// Keeps `Android/conformance/vectors.json` true: the Kotlin component replays it, so it must be
/// exactly what CarouselKit produces now. Regenerate with
/// `ANDROID_VECTORS_WRITE=1 swift test --skip-build --filter AndroidConformanceVectorTests`.
@Suite struct AndroidConformanceVectorTests {
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Android/conformance/vectors.json")

    @Test func committedVectorsAreWhatCarouselKitProducesNow() throws {
        let produced = try AndroidConformanceVectors.text()
        if ProcessInfo.processInfo.environment["ANDROID_VECTORS_WRITE"] == "1" {
            try FileManager.default.createDirectory(
                at: Self.path.deletingLastPathComponent(), withIntermediateDirectories: true)
            try produced.write(to: Self.path, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: Self.path, encoding: .utf8)
        let producedLines = produced.split(separator: "\n", omittingEmptySubsequences: false)
        let committedLines = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(producedLines, committedLines).enumerated().first { $0.element.0 != $0.element.1 }?
            .offset
        #expect(
            produced == committed,
            "Android/conformance/vectors.json differs from CarouselKit at line \((firstDifference ?? min(producedLines.count, committedLines.count)) + 1); regenerate it (see the suite's doc comment)"
        )
    }

    @Test func vectorsCoverStrategiesLanguagesRotationAndItemChanges() throws {
        let scenarios = AndroidConformanceVectors.scenarios
        let strategies = Set(scenarios.map(\.strategy))
        #expect(strategies.count >= 6)
        #expect(Set(scenarios.map(\.language)).count == 13)
        #expect(scenarios.contains { $0.rotationMilliseconds != nil })
        let steps = scenarios.flatMap(\.steps)
        #expect(steps.contains { if case .removed = $0 { true } else { false } })
        #expect(steps.contains { if case .reloaded = $0 { true } else { false } })
        // Boundaries and announcements occur, so the vectors exercise them.
        let text = try AndroidConformanceVectors.text()
        #expect(text.contains("\"kind\":\"boundary\""))
        #expect(text.contains("\"kind\":\"announce\""))
        #expect(text.contains("\"kind\":\"pageScrolled\""))
        #expect(text.contains("\"kind\":\"layoutChanged\""))
    }
}
