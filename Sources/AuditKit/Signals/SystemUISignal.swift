import AccessibilityTree

/// `system-ui`: the container belongs to Android's system UI (`com.android.systemui`).
struct SystemUISignal: ContainerSignal {
    static let package = "com.android.systemui"

    var identifier: String { "system-ui" }
    var rationale: String {
        "A resource id names the package that defines the view (Resources.getResourceName: package:type/entry); "
            + "com.android.systemui draws the status bar, quick settings and the notification shade, whose rows "
            + "are icons and tiles. Its media carousel is one of cards, so system UI is a carousel only with "
            + "content evidence."
    }
    var category: ContainerCategory { .other }
    var kind: SignalKind { .demandsCards }
    var weight: Double { 0 }

    var triggeringExamples: [SignalExample] {
        let icons = SignalExampleScreens.row(
            "notifications", className: "android.widget.HorizontalScrollView", top: 0, height: 63, width: 400,
            identifier: "com.android.systemui:id/notificationIcons",
            items: SignalExampleScreens.items(5, prefix: "icon", left: 20, top: 10, width: 42, height: 42, gap: 10))
        return [
            SignalExample(
                "the status bar's notification icons", SignalExampleScreens.screen(icons), container: "notifications")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "an app's shelf of story cards", SignalExampleScreens.screen(SignalExampleScreens.cardShelf()),
                container: "shelf")
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let identifiers = ([subject.container] + subject.items).compactMap(\.identifier)
        guard identifiers.contains(where: { $0.hasPrefix(Self.package + ":") }) else { return nil }
        return "its resource ids are \(Self.package)'s: system UI (status bar, quick settings), not an app's content"
    }
}
