import AccessibilityTree
import Testing

@testable import ScreenReaderKit

/// A tab-bar-trait view's tabs are numbered in the order AccessibilitySnapshot's parser sorts the
/// view's hierarchy: with the app's layout direction and its device's idiom
/// (AccessibilitySnapshot@5b03db8 `AccessibilityHierarchyParser.swift:419-426`, sorted by the
/// comparison of :307-338: right to left compares the frames' origins the other way, and a top
/// higher by 8 pt on iPhone or 13 pt on iPad comes first). `VoiceOverSpeech.speech(for:in:)`
/// finds the same numbers as a walk does (before the fourteenth sweep it sorted the view alone,
/// left to right with the iPhone tolerance, whatever the screen).
@Suite struct VoiceOverContextLayoutTests {
    /// Two tabs in a view with the tab bar trait; `a` at `aFrame`, `b` at `bFrame`.
    static func screen(
        direction: ScreenLayoutDirection, size: ScreenSize, aFrame: ScreenRect, bFrame: ScreenRect
    ) -> AccessibilityScreen {
        let tabs = [("a", "Home", aFrame), ("b", "Search", bFrame)].map { id, label, frame in
            AccessibilityElement(
                id: ElementID(id), label: label, traits: .button, frame: frame, isAccessibilityElement: true)
        }
        let bar = AccessibilityElement(
            id: "bar", traits: .tabBar, frame: ScreenRect(x: 0, y: 0, width: 400, height: 60), children: tabs)
        return AccessibilityScreen(platform: .iOS, size: size, layoutDirection: direction, roots: [bar])
    }

    /// The speech of each tab by itself and along a walk.
    static func spoken(_ screen: AccessibilityScreen) throws -> (alone: [String], walked: [String]) {
        let index = ScreenIndex(screen)
        let alone = try ["a", "b"].map { id in
            VoiceOverSpeech().speech(for: try #require(index[ElementID(id)]), in: index).description
        }
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: screen)
        let walked = voiceOver.walkToEnd().steps.filter { !$0.sounds.contains("boundary") }.map(\.speech)
        return (alone, walked)
    }

    @Test func rightToLeftTabsAreNumberedFromTheRight() throws {
        let screen = Self.screen(
            direction: .rightToLeft, size: ScreenSize(width: 400, height: 800),
            aFrame: ScreenRect(x: 0, y: 10, width: 100, height: 40),
            bFrame: ScreenRect(x: 200, y: 10, width: 100, height: 40))
        let spoken = try Self.spoken(screen)
        #expect(spoken.alone == ["Home, Tab, 2 of 2", "Search, Tab, 1 of 2"])
        #expect(spoken.walked == ["Search, Tab, 1 of 2", "Home, Tab, 2 of 2"])
    }

    @Test func iPadTabsShareARowWithinThirteenPoints() throws {
        // Tops 10 pt apart: one row on iPad (read left to right), two rows on iPhone.
        let aFrame = ScreenRect(x: 0, y: 10, width: 100, height: 40)
        let bFrame = ScreenRect(x: 200, y: 0, width: 100, height: 40)
        let pad = try Self.spoken(
            Self.screen(
                direction: .leftToRight, size: ScreenSize(width: 820, height: 1180), aFrame: aFrame, bFrame: bFrame))
        #expect(pad.alone == ["Home, Tab, 1 of 2", "Search, Tab, 2 of 2"])
        #expect(pad.walked == ["Home, Tab, 1 of 2", "Search, Tab, 2 of 2"])
        let phone = try Self.spoken(
            Self.screen(
                direction: .leftToRight, size: ScreenSize(width: 400, height: 800), aFrame: aFrame, bFrame: bFrame))
        #expect(phone.alone == ["Home, Tab, 2 of 2", "Search, Tab, 1 of 2"])
    }
}
