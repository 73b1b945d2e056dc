import AccessibilityTree

/// `launcher-home-screens`: Launcher3's workspace pages, half the screen high or more.
struct LauncherHomeScreensSignal: ContainerSignal {
    var identifier: String { "launcher-home-screens" }
    var rationale: String {
        "AOSP Launcher3's Workspace is a PagedView of CellLayout home screens (packages/apps/Launcher3, "
            + "Workspace.java): each page is a grid of app icons, a screen of its own, not a card."
    }
    var category: ContainerCategory { .screenPager }
    var kind: SignalKind { .kind }
    var weight: Double { 160 }
    var thresholds: [SignalThreshold] { [SignalThreshold("shortest workspace", 0.5, "share of the screen's height")] }

    var triggeringExamples: [SignalExample] {
        // Workspace extends PagedView: a pager of home screens, one shown.
        var workspace = SignalExampleScreens.row(
            "workspace", className: "com.android.launcher3.Workspace", top: 200, height: 1800, scrollable: true,
            items: SignalExampleScreens.items(
                1, prefix: "page", className: "com.android.launcher3.CellLayout", left: 0, top: 200, width: 1080,
                height: 1800, gap: 0, image: false))
        workspace.role = .pager
        return [SignalExample("Launcher3's workspace", SignalExampleScreens.screen(workspace), container: "workspace")]
    }

    var nonTriggeringExamples: [SignalExample] { [LauncherDockSignal.dockExample] }

    func evidence(for subject: ContainerSubject) -> String? {
        guard WidgetClassNames.isLauncher(subject.className),
            subject.container.frame.height >= subject.metrics.bounds.height * 0.5
        else { return nil }
        return "class \(subject.className): a launcher's home screens or dock, not content cards"
    }
}
