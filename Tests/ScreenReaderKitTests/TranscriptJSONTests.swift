import AccessibilityTree
import Foundation
import HierarchyImport
import Testing

@testable import ScreenReaderKit

/// The JSON transcript is written by `PrettyJSONWriter`, not by `JSONEncoder`: these tests hold
/// its bytes to `JSONEncoder`'s (`[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, the
/// transcript's format since it was first written) on real walks and on random steps that use
/// every field and every escape.
@Suite("JSON transcripts")
struct TranscriptJSONTests {
    /// A small deterministic generator (SplitMix64), so a failure can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    static func text(_ generator: inout Generator) -> String {
        let pieces = ["Play", " ", "\"", "\\", "/", "\u{7F}", "é", "日本", "👍🏽", "\u{2028}", "50%", "Biên tập"]
        var text = ""
        for _ in 0..<Int.random(in: 0...5, using: &generator) {
            if Bool.random(using: &generator) {
                text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0..<0x20, using: &generator)))
            } else {
                text += pieces.randomElement(using: &generator) ?? ""
            }
        }
        return text
    }

    static func texts(_ generator: inout Generator) -> [String] {
        (0..<max(0, Int.random(in: -2...3, using: &generator))).map { _ in text(&generator) }
    }

    @Test func randomTranscriptsAreWrittenAsJSONEncoderWritesThem() throws {
        var generator = Generator(state: 10)
        var compared = 0
        for round in 0..<300 {
            let steps = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                var step = Transcript.Step(
                    gesture: Self.text(&generator),
                    element: Bool.random(using: &generator) ? Self.text(&generator) : nil,
                    elementDescription: Self.text(&generator), speech: Self.text(&generator),
                    hint: Bool.random(using: &generator) ? Self.text(&generator) : nil, sounds: Self.texts(&generator),
                    announcements: Self.texts(&generator), performed: Self.texts(&generator),
                    isOffScreen: Bool.random(using: &generator))
                step.inferences = Self.texts(&generator)
                return step
            }
            let transcript = Transcript(
                reader: ScreenReader.allCases.randomElement(using: &generator) ?? .talkBack, steps: steps)
            let written = try transcript.rendered(.json)
            let encoded = try TranscriptRenderer.encoded(transcript)
            #expect(written == encoded, "round \(round)")
            if written != encoded { break }
            compared += 1
        }
        #expect(compared == 300)
    }

    /// Both readers' walks over the real dumps of `Tests/RealDumps` (attributed in its SOURCES
    /// file), every second of each platform's folder.
    @Test func realWalksAreWrittenAsJSONEncoderWritesThem() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("RealDumps")
        var steps = 0
        for platform in ["android", "ios"] {
            let folder = corpus.appendingPathComponent(platform)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".xml") }
                .sorted()
            for (offset, name) in names.enumerated() where offset % 2 == 0 {
                let screen = try ScreenImporter.importScreen(contentsOf: folder.appendingPathComponent(name).path)
                for reader in ScreenReader.allCases {
                    var simulator = ScreenReaderSimulator(reader, screen: screen)
                    let transcript = simulator.walkToEnd()
                    steps += transcript.steps.count
                    #expect(try transcript.rendered(.json) == TranscriptRenderer.encoded(transcript), "\(name)")
                }
            }
        }
        #expect(steps > 1_000)
    }

    /// A stored property added to a step and not to the writer would vanish from the JSON: every
    /// encoded property of a fully set step must come out as a key.
    @Test func everyEncodedPropertyIsWritten() throws {
        var step = Transcript.Step(
            gesture: "swipe right", element: "a", elementDescription: "A", speech: "A, Button", hint: "Double-tap",
            sounds: ["boundary"], announcements: ["Saved"], performed: ["scroll forward"], isOffScreen: true)
        step.inferences = ["words"]
        let json = try Transcript(reader: .talkBack, steps: [step]).rendered(.json)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["reader", "steps"])
        let written = try #require((document["steps"] as? [[String: Any]])?.first)
        // Every stored property but the short description, which is not encoded (Transcript's
        // documentation), under its coding key.
        let stored = Set(Mirror(reflecting: step).children.compactMap(\.label)).subtracting(["elementDescription"])
            .map { $0 == "isOffScreen" ? "offScreen" : $0 }
        #expect(Set(written.keys) == Set(stored))
    }
}
