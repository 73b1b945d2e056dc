import AccessibilityTree
import ScreenReaderKit
import Testing

/// Reading order and swipe directions on right-to-left (Arabic, Hebrew) screens.
@Suite("Right-to-left reading")
struct RightToLeftReadingTests {
    /// Three buttons on one row, in tree order from the left edge: "a" at x 0, "b" at 120, "c" at 240.
    private func row(_ platform: Platform, language: String = "ar") -> AccessibilityScreen {
        let buttons = ["a", "b", "c"].enumerated().map { offset, name in
            AccessibilityElement(
                id: ElementID(name), label: name.uppercased(), traits: .button,
                className: platform == .android ? "android.widget.Button" : nil,
                frame: ScreenRect(x: Double(offset) * 120, y: 100, width: 100, height: 44),
                isAccessibilityElement: platform == .iOS, isClickable: platform == .android, isFocusable: true)
        }
        let root = AccessibilityElement(
            id: "root", className: platform == .android ? "android.widget.FrameLayout" : nil,
            frame: ScreenRect(x: 0, y: 0, width: 400, height: 800), children: buttons)
        return AccessibilityScreen(
            platform: platform, size: ScreenSize(width: 400, height: 800), layoutDirection: .rightToLeft,
            language: language, roots: [root])
    }

    // VoiceOver orders each row in the layout direction, comparing frame origins with `>` for
    // right to left (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:307-312, 328-337),
    // and on a right-to-left device swipe left selects the next item, swipe right the previous
    // (Apple, "Use VoiceOver gestures on iPad", Hebrew edition, support.apple.com/he-il/guide/ipad/ipad9a246584, iPadOS 18).
    @Test func voiceOverStartsAtTheRightEdgeAndSwipesLeftForNext() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: row(.iOS))
        #expect(voiceOver.focusOrder == ["c", "b", "a"])
        #expect(voiceOver.swipesAreMirrored)
        #expect(voiceOver.nextGesture == .swipeLeft && voiceOver.previousGesture == .swipeRight)
        voiceOver.walkToEnd()
        #expect(voiceOver.transcript.steps.map(\.element) == ["c", "b", "a", "a"])
        #expect(voiceOver.transcript.steps.allSatisfy { $0.gesture == "swipe left" })
        #expect(voiceOver.perform(.swipeRight).focus == "b")
    }

    // A group is placed by the member VoiceOver reaches first, with the same right-to-left
    // comparison (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:708-731).
    @Test func voiceOverPlacesAGroupByItsRightmostMember() {
        let group = AccessibilityElement(
            id: "group", groupsChildren: true,
            children: [
                AccessibilityElement(
                    id: "g1", label: "G1", frame: ScreenRect(x: 0, y: 100, width: 50, height: 44),
                    isAccessibilityElement: true),
                AccessibilityElement(
                    id: "g2", label: "G2", frame: ScreenRect(x: 300, y: 100, width: 50, height: 44),
                    isAccessibilityElement: true),
            ])
        let lone = AccessibilityElement(
            id: "lone", label: "Lone", frame: ScreenRect(x: 200, y: 100, width: 50, height: 44),
            isAccessibilityElement: true)
        let screen = AccessibilityScreen(
            platform: .iOS, layoutDirection: .rightToLeft,
            roots: [AccessibilityElement(id: "root", children: [lone, group])])
        #expect(ScreenReaderSimulator(.voiceOver, screen: screen).focusOrder == ["g2", "g1", "lone"])
    }

    // TalkBack's linear order is the node tree's, also on a right-to-left screen: its child
    // reordering compares bounds left to right only (RIGHT_TO_LEFT is the constant false,
    // google/talkback@26a27dc utils/.../traversal/ReorderedChildrenIterator.java:72-73, 213-224).
    // Android's framework already lists a right-to-left layout's children in its order.
    @Test func talkBackKeepsTheTreeOrder() {
        let talkBack = ScreenReaderSimulator(.talkBack, screen: row(.android))
        #expect(talkBack.focusOrder == ["a", "b", "c"])
    }

    // The bounds-based child reordering also runs left to right on a right-to-left screen
    // (ReorderedChildrenIterator.java:72-73, 149-187, 213-224): a container placed by its child's
    // bounds (x 200) moves after a sibling that starts further left (x 0), though a right-to-left
    // comparison (by right edges) would keep it first.
    @Test func talkBackReordersChildrenLeftToRightOnRightToLeftScreens() {
        let inner = AccessibilityElement(
            id: "a.child", label: "A", className: "android.widget.Button",
            frame: ScreenRect(x: 200, y: 0, width: 100, height: 100), isClickable: true, isFocusable: true)
        let container = AccessibilityElement(
            id: "a", className: "android.widget.FrameLayout", frame: ScreenRect(x: 0, y: 0, width: 400, height: 100),
            children: [inner])
        let button = AccessibilityElement(
            id: "b", label: "B", className: "android.widget.Button",
            frame: ScreenRect(x: 0, y: 0, width: 100, height: 100),
            isClickable: true, isFocusable: true)
        let root = AccessibilityElement(
            id: "root", className: "android.widget.LinearLayout",
            frame: ScreenRect(x: 0, y: 0, width: 400, height: 800),
            children: [container, button])
        for direction in [ScreenLayoutDirection.leftToRight, .rightToLeft] {
            let screen = AccessibilityScreen(
                platform: .android, size: ScreenSize(width: 400, height: 800), layoutDirection: direction, roots: [root]
            )
            #expect(ScreenReaderSimulator(.talkBack, screen: screen).focusOrder == ["b", "a.child"], "\(direction)")
        }
    }

    // On a right-to-left screen TalkBack swaps the swipes: swipe left is "next", swipe right
    // "previous" (GestureShortcutMapping.java:98-121 with skipGestureForRTL :903-921; defaults
    // donottranslate.xml:1075-1077).
    @Test func talkBackSwipeLeftIsNextOnRightToLeftScreens() {
        var talkBack = ScreenReaderSimulator(.talkBack, screen: row(.android))
        #expect(talkBack.swipesAreMirrored)
        #expect(talkBack.nextGesture == .swipeLeft && talkBack.previousGesture == .swipeRight)
        #expect(talkBack.perform(.swipeLeft).focus == "a")
        #expect(talkBack.perform(.swipeLeft).focus == "b")
        #expect(talkBack.perform(.swipeRight).focus == "a")
    }

    @Test func talkBackWalksARightToLeftScreenWithSwipeLeft() {
        var talkBack = ScreenReaderSimulator(.talkBack, screen: row(.android, language: "he"))
        let transcript = talkBack.walkToEnd()
        #expect(transcript.steps.map(\.element) == ["a", "b", "c", "c"])
        #expect(transcript.steps.allSatisfy { $0.gesture == "swipe left" })
        // google/talkback@26a27dc talkback/src/main/res/values-iw/strings.xml value_button; the
        // lone capital label "A" is utils/src/main/res/values-iw/strings.xml template_capital_letter
        // (AccessibilityNodeFeedbackUtils.java:82-91).
        #expect(transcript.steps.first?.speech == "A גדולה, לחצן")
    }

    /// TalkBack mirrors its swipes by its own layout direction, the device's language's
    /// (`WindowUtils.isScreenLayoutRTL` of its context, google/talkback@26a27dc0
    /// `utils/.../WindowUtils.java:46-53`, read by `GestureShortcutMapping.java:903-921`; TalkBack
    /// declares `supportsRtl`, `talkback/src/main/AndroidManifest.xml:65`), even where the app
    /// is laid out left to right; VoiceOver by the screen's. Twelfth session: before, an Arabic
    /// device's TalkBack on a left-to-right app was not mirrored.
    @Test func talkBackMirrorsByTheDevicesLanguageAndVoiceOverByTheScreen() {
        var screen = row(.android, language: "de")
        screen.layoutDirection = .leftToRight
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        #expect(!talkBack.swipesAreMirrored)
        #expect(talkBack.perform(.swipeRight).focus == "a")
        var arabicDevice = row(.android)
        arabicDevice.layoutDirection = .leftToRight
        var arabicTalkBack = ScreenReaderSimulator(.talkBack, screen: arabicDevice)
        #expect(arabicTalkBack.swipesAreMirrored)
        #expect(arabicTalkBack.perform(.swipeLeft).focus == "a")
        #expect(arabicTalkBack.perform(.swipeLeft).focus == "b")
        var iOS = row(.iOS)
        iOS.layoutDirection = .leftToRight
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: iOS)
        #expect(voiceOver.perform(.swipeRight).focus == "a")
    }
}
