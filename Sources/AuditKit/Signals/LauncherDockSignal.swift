import AccessibilityTree

/// `launcher-dock`: Launcher3's hotseat (or a short workspace row): app icons, not cards.
struct LauncherDockSignal: ContainerSignal {
    var identifier: String { "launcher-dock" }
    var rationale: String {
        "AOSP Launcher3's Hotseat is a CellLayout of the dock's app icons (packages/apps/Launcher3, "
            + "Hotseat.java): shortcuts, not cards."
    }
    var category: ContainerCategory { .other }
    var kind: SignalKind { .kind }
    var weight: Double { 160 }

    static var dockExample: SignalExample {
        // Marked scrollable, as some launchers' docks are, so the detector weighs it.
        let dock = SignalExampleScreens.row(
            "dock", className: "com.android.launcher3.Hotseat", top: 2050, height: 250, scrollable: true,
            items: SignalExampleScreens.items(
                5, prefix: "app", className: "android.widget.TextView", left: 40, top: 2050, width: 180, height: 250,
                gap: 30, texts: ["Phone", "Messages", "Chrome", "Camera", "Photos"]))
        return SignalExample("Launcher3's hotseat", SignalExampleScreens.screen(dock), container: "dock")
    }

    var triggeringExamples: [SignalExample] { [Self.dockExample] }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? {
        guard WidgetClassNames.isLauncher(subject.className),
            subject.container.frame.height < subject.metrics.bounds.height * 0.5
        else { return nil }
        return "class \(subject.className): a launcher's home screens or dock, not content cards"
    }
}
