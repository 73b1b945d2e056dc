import AccessibilityTree
import Foundation
import HierarchyImport
import ScreenReaderKit
import Testing

/// VoiceOver walks over the real iOS dumps in `Tests/RealDumps/ios` (attribution in
/// Tests/RealDumps/SOURCES.md), with stops checked by hand against the dump and the rules in
/// docs/fidelity.md. Counts are asserted where every stop could be checked; where a dump leaves
/// a fact open (no `accessible` attribute on a labelled container), only the stops that do not
/// depend on it are.
@Suite("VoiceOver on real iOS dumps")
struct RealIOSDumpTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("RealDumps/ios")

    /// The walk's stops (the final boundary step left out).
    static func walk(_ name: String) throws -> [Transcript.Step] {
        let path = directory.appendingPathComponent(name).path
        let screen = try ScreenImporter.importScreen(contentsOf: path)
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: screen)
        return voiceOver.walkToEnd().steps.filter { !$0.sounds.contains("boundary") }
    }

    // iOS 26.4 Settings: the full-screen list's CollectionView is visible="false" while its cells are
    // visible; every cell is reached, down to "Screen Time", which sits under the toolbar (visible="false",
    // reached by scrolling), then the toolbar's search field. Its value "Search" repeats the label: the
    // placeholder of an empty field. A system search field says "Search Field" in the text field's place
    // (the decision in docs/fidelity.md, "Search field").
    @Test func settingsListIsWalkedToItsLastRow() throws {
        let steps = try Self.walk("RadishSoftware__mobster__test_verify_fixtures_SETTINGS_ROOT.xml")
        let rows = [
            "Apple Account, Sign in to access your iCloud data, the App Store, Apple services, and more., Button",
            "Ready for Apple Intelligence, Button", "General, Button", "Accessibility, Button", "Action Button, Button",
            "Apple Intelligence & Siri, Button", "Camera, Button", "Home Screen & App Library, Button",
            "Search, Button", "StandBy, Button", "Screen Time, Button",
        ]
        #expect(steps.map(\.speech) == ["Settings, Heading"] + rows + ["Search, Search Field"])
        #expect(steps.last?.hint == "Double tap to edit.")
        #expect(steps.map(\.isOffScreen) == Array(repeating: false, count: 11) + [true, false])
    }

    // iOS 26.4 Settings > General: the back button keeps the previous title; the nav bar title and the
    // table's own "General" header are both headings; each labelled cell is one button, its chevron inside.
    @Test func generalSettings() throws {
        let steps = try Self.walk("RadishSoftware__mobster__test_verify_fixtures_SETTINGS_GENERAL.xml")
        #expect(steps.count == 12)
        #expect(steps.first?.speech == "Settings, Back Button")
        #expect(steps.map(\.speech).prefix(3).last == "General, Heading")
        #expect(steps.last?.speech == "VPN & Device Management, Button")
        #expect(!steps.contains { $0.speech.hasPrefix("chevron") })
    }

    // SwiftUI Form: the back button labelled "Back" says only "Back Button"; the switch row is one
    // element; "Version" (not visible, inside "Version, 1.0 (1)") is the combined row's part, not a stop.
    @Test func daybreakSettingsForm() throws {
        let steps = try Self.walk("RadishSoftware__mobster__test_verify_fixtures_DAYBREAK_SETTINGS.xml")
        let speech = steps.map(\.speech)
        #expect(steps.count == 12)
        #expect(speech.first == "Back Button")
        #expect(speech.contains("Daily reminder, Switch Button, Off"))
        #expect(
            steps.first { $0.speech == "Daily reminder, Switch Button, Off" }?.hint == "Double tap to toggle setting.")
        #expect(speech.contains("Version, 1.0 (1)") && !speech.contains("Version"))
        #expect(speech.last == "Data, On this iPhone only")
    }

    // A full-screen cover over onboarding: the covered onboarding (all visible="false", under the later
    // full-size overlay) is not reached; the paywall is, from "Not now" to the footer links.
    @Test func paywallCoversTheOnboarding() throws {
        let steps = try Self.walk("RadishSoftware__mobster__test_verify_fixtures_DAYBREAK_PAYWALL.xml")
        let speech = steps.map(\.speech)
        #expect(steps.count == 16)
        #expect(speech.first == "Not now, Button")
        #expect(speech.contains("Selected, Annual, $39.99 / year, Button"))
        #expect(speech.suffix(3) == ["Restore Purchases, Button", "Terms, Link", "Privacy, Link"])
        #expect(!speech.contains { $0.contains("Drink water") || $0.contains("Continue") || $0.contains("Page 1") })
    }

    // Three SwiftUI pages stacked in one frame, two hidden with opacity(0): only the shown page and
    // the custom tab row are reached.
    @Test func opacityHiddenPagesAreSkipped() throws {
        let steps = try Self.walk("RadishSoftware__mobster__test_verify_fixtures_HIDDEN_PAGES.xml")
        #expect(
            steps.map(\.speech) == [
                "Weekly summary", "Share week, Button", "Today, Button", "Week, Button", "Settings, Button",
            ])
    }

    // A SwiftUI TabView: a real tab bar, entered once ("Tab Bar"), tabs with positions, the selected
    // one's WebDriverAgent value "1" not spoken.
    @Test func tabViewTabs() throws {
        let steps = try Self.walk("RadishSoftware__mobster__test_verify_fixtures_TAB_VIEW.xml")
        #expect(
            steps.map(\.speech) == [
                "Weekly summary", "Share week, Button", "Tab Bar, Today, Tab, 1 of 3", "Selected, Week, Tab, 2 of 3",
                "Settings, Tab, 3 of 3",
            ])
    }

    // Today screen: the date, the heading and the three habit switch rows. (The "Last 7 days" strip is
    // a labelled container with a value; without the `accessible` attribute, which this dump leaves
    // out, whether it is one element is open, so the stop count is not asserted.)
    @Test func daybreakToday() throws {
        let speech = try Self.walk("RadishSoftware__mobster__test_verify_fixtures_DAYBREAK_TODAY.xml").map(\.speech)
        #expect(speech.prefix(3) == ["MONDAY, SEPTEMBER 28", "Settings, Button", "Today, Heading"])
        #expect(
            speech.suffix(4) == [
                "Habits, Heading", "Drink water, Switch Button, Off", "Read 10 pages, Switch Button, Off",
                "Walk 5,000 steps, Switch Button, Off",
            ])
    }

    // Calendar day view (Japanese, about iOS 17): every hour of the timeline is a stop, including the
    // hours scrolled above the viewport (visible="false", off screen); the toolbar's three buttons end it.
    @Test func calendarTimelineIsReachedWhole() throws {
        let steps = try Self.walk("ldi-github__shirates-core__XmlDataIos_DateAndTime_ja.xml")
        let speech = steps.map(\.speech)
        #expect(steps.count == 39)
        for hour in 0..<24 where hour != 14 { #expect(speech.contains("\(hour):00")) }
        #expect(speech.contains("14:00, 進行中"))
        #expect(steps.first { $0.speech == "0:00" }?.isOffScreen == true)
        #expect(speech.contains("12月, Back Button"))
        #expect(speech.suffix(3) == ["今日, Button", "カレンダー, Button", "出席依頼, Button"])
    }

    // A registration form in a scroll view: the fields below the fold (visible="false") are reached; an
    // empty field reads its placeholder, which WebDriverAgent writes as the value. (The status bar's
    // place in the swipe order is not asserted.)
    @Test func registrationFormBelowTheFold() throws {
        let steps = try Self.walk("ldi-github__shirates-core__XmlDataIos_iOS1.xml")
        let speech = steps.map(\.speech)
        #expect(speech.contains("First Name, Text Field") && speech.contains("Last Name, Text Field"))
        #expect(speech.contains("password1, Secure Text Field"))
        let register = try #require(steps.first { $0.speech == "Register, Dimmed, Button" })
        #expect(register.isOffScreen)
        #expect(speech.last == "Attention")
    }
}
