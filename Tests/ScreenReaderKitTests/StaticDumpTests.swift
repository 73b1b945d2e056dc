import AccessibilityTree
import Foundation
import ScreenReaderKit
import Testing

/// Screens read from files are plain `AccessibilityScreen`s and are navigated like any other.
@Suite("Static screens decoded from JSON")
struct StaticDumpTests {
    static let androidJSON = """
        {
          "platform": "android", "size": {"width": 1080, "height": 2400}, "unit": {"pixels": {"density": 2.625}},
          "layoutDirection": "leftToRight", "language": "en",
          "roots": [{
            "id": "0", "className": "android.widget.FrameLayout",
            "frame": {"origin": {"x": 0, "y": 0}, "size": {"width": 1080, "height": 2400}},
            "children": [
              {"id": "0.0", "label": "Inbox", "className": "android.widget.TextView", "traits": ["header"]},
              {"id": "0.1", "className": "android.widget.LinearLayout", "isClickable": true, "children": [
                {"id": "0.1.0", "label": "Ada", "className": "android.widget.TextView"},
                {"id": "0.1.1", "label": "Lunch?", "className": "android.widget.TextView"}
              ]},
              {"id": "0.2", "className": "android.widget.ImageButton", "isClickable": true}
            ]
          }]
        }
        """

    @Test func talkBackWalksADecodedAndroidScreen() throws {
        let screen = try JSONDecoder().decode(AccessibilityScreen.self, from: Data(Self.androidJSON.utf8))
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        let walk = talkBack.walkToEnd()
        #expect(walk.steps.map(\.speech) == ["Inbox, Heading", "Ada, Lunch?", "Unlabelled, Button", ""])
        #expect(walk.steps.map(\.hint) == [nil, "Double-tap to activate", "Double-tap to activate", nil])
        #expect(walk.steps.last?.sounds == ["boundary"])
    }

    @Test func voiceOverReadsTheSameNodesByItsOwnRules() throws {
        var screen = try JSONDecoder().decode(AccessibilityScreen.self, from: Data(Self.androidJSON.utf8))
        screen.platform = .iOS
        // VoiceOver focuses only accessibility elements: none are marked, so nothing is reachable.
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: screen)
        #expect(voiceOver.focusOrder.isEmpty)
        #expect(voiceOver.swipeRight().sounds == [.boundary])
    }
}
