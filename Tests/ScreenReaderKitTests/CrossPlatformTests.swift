import AccessibilityTree
import Testing

@testable import ScreenReaderKit

/// `speak --reader talkback` on an iOS screen and VoiceOver on an Android one (issue 12): the
/// other platform's nearest semantics, marked as an approximation.
@Suite("Cross-platform hearing")
struct CrossPlatformTests {
    private func speech(_ screen: AccessibilityScreen, _ reader: ScreenReader) -> [String] {
        var simulator = ScreenReaderSimulator(reader, screen: CrossPlatformScreen.approximate(screen, for: reader))
        return simulator.walkToEnd().steps.map(\.speech).filter { !$0.isEmpty }
    }

    @Test func talkBackReadsAnIOSScreensTraitsAsAndroidRoles() {
        let cell = AccessibilityElement(
            id: "0.1", label: "Wi-Fi", value: "1", traits: [.switchButton], className: "XCUIElementTypeCell",
            frame: ScreenRect(x: 0, y: 100, width: 390, height: 44), isAccessibilityElement: true,
            children: [
                AccessibilityElement(
                    id: "0.1.0", label: "Wi-Fi", traits: [.staticText],
                    frame: ScreenRect(x: 16, y: 110, width: 100, height: 20),
                    isAccessibilityElement: true)
            ])
        let screen = AccessibilityScreen(
            platform: .iOS, size: ScreenSize(width: 390, height: 844),
            roots: [
                AccessibilityElement(
                    id: "0", frame: ScreenRect(x: 0, y: 0, width: 390, height: 844),
                    children: [
                        AccessibilityElement(
                            id: "0.0", label: "Back", traits: [.button], className: "XCUIElementTypeButton",
                            frame: ScreenRect(x: 0, y: 40, width: 60, height: 44), isAccessibilityElement: true),
                        cell,
                    ])
            ])
        let converted = CrossPlatformScreen.approximate(screen, for: .talkBack)
        #expect(converted.platform == .android && converted.unit == .pixels(density: 1))
        #expect(converted.roots[0].inferences.first?.hasPrefix("Cross-platform approximation: an iOS screen") == true)
        let toggle = converted.roots[0].children[1]
        #expect(toggle.isClickable && toggle.isFocusable && toggle.isCheckable && toggle.checkedState == .checked)
        #expect(toggle.role == .toggle)
        // The label inside the cell is spoken with it, not as a stop of its own.
        #expect(!toggle.children[0].isFocusable)
        #expect(speech(screen, .talkBack) == ["Back, Button", "on, Wi-Fi, Switch"])
    }

    @Test func voiceOverReadsAnAndroidScreensRolesAsTraits() {
        let row = AccessibilityElement(
            id: "0.0", className: "android.widget.LinearLayout",
            frame: ScreenRect(x: 0, y: 200, width: 1080, height: 150),
            isClickable: true, isFocusable: true,
            children: [
                AccessibilityElement(
                    id: "0.0.0", label: "Battery", className: "android.widget.TextView",
                    frame: ScreenRect(x: 40, y: 210, width: 400, height: 60)),
                AccessibilityElement(
                    id: "0.0.1", label: "100%", className: "android.widget.TextView",
                    frame: ScreenRect(x: 40, y: 280, width: 400, height: 60)),
            ])
        let box = AccessibilityElement(
            id: "0.1", label: "Battery saver", className: "android.widget.CheckBox",
            frame: ScreenRect(x: 0, y: 400, width: 1080, height: 150), isCheckable: true, checkedState: .checked,
            isClickable: true, isFocusable: true)
        let screen = AccessibilityScreen(
            platform: .android, size: ScreenSize(width: 1080, height: 2400), unit: .pixels(density: 2.625),
            roots: [
                AccessibilityElement(
                    id: "0", className: "android.widget.FrameLayout",
                    frame: ScreenRect(x: 0, y: 0, width: 1080, height: 2400),
                    children: [row, box])
            ])
        let converted = CrossPlatformScreen.approximate(screen, for: .voiceOver)
        #expect(converted.platform == .iOS && converted.unit == .points)
        #expect(converted.size.width == 1080 / 2.625)
        let convertedRow = converted.roots[0].children[0]
        #expect(convertedRow.isAccessibilityElement && convertedRow.label == "Battery, 100%")
        #expect(convertedRow.traits == .button)
        #expect(convertedRow.inferences.contains { $0.hasPrefix("Cross-platform approximation for VoiceOver") })
        let convertedBox = converted.roots[0].children[1]
        #expect(convertedBox.traits == .switchButton && convertedBox.value == "1")
        // The frame container has actionable descendants, so it is not one element itself.
        #expect(!converted.roots[0].isAccessibilityElement)
        #expect(speech(screen, .voiceOver) == ["Battery, 100%, Button", "Battery saver, Switch Button, On"])
    }

    @Test func aScreenOfTheReadersOwnPlatformIsUnchanged() {
        let screen = AccessibilityScreen(
            platform: .iOS, roots: [AccessibilityElement(id: "0", label: "A", isAccessibilityElement: true)])
        #expect(CrossPlatformScreen.approximate(screen, for: .voiceOver) == screen)
    }
}
