import AccessibilityTree
import CarouselKit
import Foundation
import ScreenReaderKit
import Testing

@Suite("Transcripts")
struct TranscriptTests {
    static let screen = Build.iOSScreen([
        AccessibilityElement(
            id: "volume", label: "Volume", value: "50%", traits: .adjustable,
            frame: ScreenRect(x: 0, y: 0, width: 300, height: 30), isAccessibilityElement: true),
        Build.text("after", "After", y: 100),
    ])

    private func recorded() -> ScreenReaderSimulator {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.screen)
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        voiceOver.post(.announce("Saved"))
        return voiceOver
    }

    @Test func everyStepIsRecorded() {
        let steps = recorded().transcript.steps
        #expect(steps.map(\.gesture) == ["swipe right", "swipe right", "swipe right", "notification announce"])
        #expect(steps[0].element == "volume")
        #expect(steps[0].elementDescription == "Volume (Adjustable)")
        #expect(steps[0].speech == "Volume, 50%, Adjustable")
        #expect(steps[0].hint == "Swipe up or down with one finger to adjust the value.")
        #expect(steps[2].sounds == ["boundary"])
        #expect(steps[2].speech == "")
        #expect(steps[3].announcements == ["Saved"])
    }

    // The description is the element's own label and trait words, composed once with the step's speech
    // and never carried over to another stop: the heading item (column 0, so a row heading) keeps its
    // trait on the way back, the plain item and the boundary step keep theirs.
    @Test func talkBackDescribesEachStopByItsOwnWords() {
        let screen = TalkBackConformanceTests.collection(
            CollectionInfo(rowCount: 5, columnCount: 2), className: "android.widget.GridView",
            items: [
                CollectionItemInfo(rowIndex: 0, columnIndex: 0),
                CollectionItemInfo(rowIndex: 1, columnIndex: 0, isHeading: true),
            ])
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        for _ in 0..<4 { talkBack.swipeRight() }
        talkBack.swipeLeft()
        let steps = talkBack.transcript.steps
        #expect(steps.map(\.element) == ["i0", "i1", "after", "after", "i1"])
        #expect(
            steps.map(\.elementDescription) == [
                "Item 1", "Item 2 (Row heading)", "After", "After", "Item 2 (Row heading)",
            ])
    }

    @Test func textRendering() throws {
        let text = try recorded().transcript.rendered(.text)
        #expect(
            text == """
                1. swipe right -> volume: Volume (Adjustable)
                   speech: Volume, 50%, Adjustable
                   hint: Swipe up or down with one finger to adjust the value.
                2. swipe right -> after: After
                   speech: After
                3. swipe right -> after: After
                   sounds: boundary
                4. notification announce -> after: After
                   announcement: Saved

                """)
    }

    @Test func jsonStepsHaveTheFixedShape() throws {
        let json = try recorded().transcript.rendered(.json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["reader", "steps"])
        #expect(object["reader"] as? String == "voiceover")
        let decoded = try #require(object["steps"] as? [[String: Any]])
        #expect(decoded.count == 4)
        #expect(Set(decoded[0].keys) == ["gesture", "element", "speech", "hint", "sounds"])
        #expect(decoded[0]["gesture"] as? String == "swipe right")
        #expect(decoded[0]["element"] as? String == "volume")
        #expect(decoded[0]["speech"] as? String == "Volume, 50%, Adjustable")
        #expect(decoded[1]["hint"] is NSNull)
        #expect(decoded[2]["sounds"] as? [String] == ["boundary"])
        #expect(decoded[3]["announcements"] as? [String] == ["Saved"])
    }

    @Test func jsonRoundTripsWithoutTheDescription() throws {
        let transcript = recorded().transcript
        let data = Data(try transcript.rendered(.json).utf8)
        let steps = try JSONDecoder().decode(Transcript.self, from: data).steps
        #expect(steps.map(\.speech) == transcript.steps.map(\.speech))
        #expect(steps.map(\.announcements) == transcript.steps.map(\.announcements))
        #expect(steps.allSatisfy { $0.elementDescription == nil })
    }

    @Test func renderersAreFoundByIdentifier() {
        #expect(TranscriptRenderer.named("text")?.identifier == "text")
        #expect(TranscriptRenderer.named("json")?.identifier == "json")
        #expect(TranscriptRenderer.named("sarif") == nil)
    }

    @Test func walkingReturnsOneStepPerElementAndTheBoundary() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.screen)
        let walk = voiceOver.walkToEnd()
        #expect(walk.steps.map(\.element) == ["volume", "after", "after"])
        #expect(walk.steps.last?.sounds == ["boundary"])
    }

    // A stop outside the screen is reached (VoiceOver scrolls to it) and marked in JSON and text;
    // a stop on screen writes no offScreen key.
    @Test func offScreenStopsAreMarked() throws {
        let below = AccessibilityElement(
            id: "below", label: "Below", frame: ScreenRect(x: 0, y: 1000, width: 100, height: 40),
            isAccessibilityElement: true,
            isVisible: false)
        let shown = AccessibilityElement(
            id: "shown", label: "Shown", frame: ScreenRect(x: 0, y: 100, width: 100, height: 40),
            isAccessibilityElement: true
        )
        let screen = AccessibilityScreen(
            platform: .iOS, size: ScreenSize(width: 400, height: 800), roots: [shown, below])
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: screen)
        let walk = voiceOver.walkToEnd()
        // The last step is the boundary at the end: focus stays on the off-screen element.
        #expect(walk.steps.map(\.isOffScreen) == [false, true, true])
        let json = try walk.rendered(.json)
        #expect(json.components(separatedBy: #""offScreen" : true"#).count == 3)
        let decoded = try JSONDecoder().decode(Transcript.self, from: Data(json.utf8))
        #expect(decoded.steps.map(\.isOffScreen) == [false, true, true])
        #expect(try walk.rendered(.text).contains("2. swipe right -> below: Below (off screen)\n   speech: Below"))
    }
}
