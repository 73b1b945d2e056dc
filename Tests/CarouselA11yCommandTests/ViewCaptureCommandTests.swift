import Foundation
import Testing

@testable import CarouselA11yCommand

/// `speak`, `walk`, `audit` and `report` read view captures (`*.capture.json`) like any other file.
@Suite("carousel-a11y on view captures")
struct ViewCaptureCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
    /// The accessible carousel's screen as UIKit's AccessibleCarouselView exposes it.
    static let carouselCapture = path("Examples/related-stories.capture.json")
    /// The same screen as a screen document with live components.
    static let carouselDocument = path("Examples/related-stories.json")

    private func run(_ arguments: [String]) -> (status: CarouselA11yCommand.CommandExitStatus, out: String, err: String)
    {
        let context = CommandContext.captured()
        let status = CommandRunner.run(arguments, in: context)
        return (status, context.standardOutput, context.standardError)
    }

    /// VoiceOver only: TalkBack hears the document's components made for Android (another
    /// strategy), but the capture as UIKit showed it.
    @Test func theCarouselsCaptureSoundsLikeItsScreenDocument() {
        for format in ["text", "json"] {
            let captured = run(["speak", Self.carouselCapture, "--format", format])
            let documented = run(["speak", Self.carouselDocument, "--format", format])
            #expect(captured.status == .success && documented.status == .success)
            #expect(!captured.out.isEmpty)
            if format == "text" {
                #expect(captured.out == documented.out)
            } else {
                // Element identities differ (the capture's are paths); the speech does not.
                #expect(speeches(captured.out) == speeches(documented.out))
                #expect(speeches(captured.out).count == 5)
            }
        }
        let voiceOver = run(["speak", Self.carouselCapture]).out
        #expect(
            voiceOver.contains(
                "\"Related stories, Carousel, How do the new lockdown restrictions affect me?, Button, 1 of 3, Adjustable\""
            ))
    }

    private func speeches(_ json: String) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let steps = object["steps"] as? [[String: Any]]
        else { return [] }
        return steps.map { ($0["speech"] as? String) ?? "" }
    }

    @Test func talkBackReadsACaptureAsAnApproximationAndSaysSo() {
        let result = run(["speak", Self.carouselCapture, "--reader", "talkback"])
        #expect(result.status == .success)
        #expect(result.err.contains("TalkBack reading an iOS screen: a cross-platform approximation"))
    }

    @Test func theModalAlertIsAllVoiceOverReads() {
        let result = run(["speak", Self.path("Examples/settings-alert.capture.json")])
        #expect(result.status == .success)
        let stops = result.out.split(separator: "\n").filter { !$0.contains("<boundary>") }
        #expect(
            stops.map { String($0.drop { $0 != "\"" }) } == [
                "\"Turn off all notifications?, Heading\"", "\"You can turn them on again here.\"",
                "\"Cancel, Button\"", "\"Turn Off, Button\"",
            ])
    }

    @Test func aTabBarAndAListInACaptureGiveTheirContext() {
        let result = run(["speak", Self.path("Examples/swiftui-tabs.capture.json")])
        #expect(result.out.contains("\"Ada, Lunch on Friday?, Button, List Start\""))
        #expect(result.out.contains("\"Sent, Tab, 2 of 3\""))
        #expect(!result.out.contains("Draft saved"))
    }

    @Test func walkAndAuditReadCaptures() {
        let walked = run(["walk", Self.carouselCapture, "--gestures", "right,right,right"])
        #expect(walked.status == .success)
        #expect(walked.out.contains("\"Rating, 2 stars, Adjustable\""))
        for name in ["related-stories", "settings-alert", "swiftui-tabs"] {
            let audited = run(["audit", Self.path("Examples/\(name).capture.json")])
            #expect(audited.status == .success, "\(name): \(audited.out)")
        }
    }

    @Test func reportDrawsACapture() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("capture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("report.html").path
        let result = run(["report", Self.carouselCapture, "--output", output])
        #expect(result.status == .success)
        let html = try String(contentsOfFile: output, encoding: .utf8)
        #expect(html.contains(#"<rect class="screen" x="0" y="0" width="390" height="844"/>"#))
        // Each of the four stops is drawn at its captured accessibility frame.
        for frame in [
            #"x="16" y="100" width="358" height="60""#, #"x="0" y="180" width="390" height="160""#,
            #"x="16" y="360" width="200" height="44""#, #"x="16" y="420" width="358" height="44""#,
        ] {
            #expect(html.contains(#"class="el stop""#) && html.contains(frame), "\(frame)")
        }
        #expect(html.components(separatedBy: #"<rect class="el stop""#).count == 5)
    }

    @Test func aBrokenCaptureIsBadInput() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bad-\(UUID().uuidString).capture.json")
        try Data(#"{"format": "accessible-carousel-view-capture", "version": 1, "screen": {}, "roots": []}"#.utf8)
            .write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = run(["speak", file.path])
        #expect(result.status == .badInput)
        #expect(result.err.contains("\(file.path):1:"))
        #expect(result.err.contains("invalid view capture at screen"))
    }
}
