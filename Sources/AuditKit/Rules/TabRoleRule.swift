import AccessibilityTree

/// `tab-role`: a tab strip or bottom navigation bar whose items the screen reader does not
/// announce as tabs.
///
/// Runs on the containers ``HorizontalContainerClassifier`` classifies as tabs or bottom
/// navigation (never on carousels, whose cards get `carousel-card-role`), when they are built
/// by hand: the platforms' own tab widgets (`UITabBar`, segmented controls, a container with the
/// tab-bar trait, `TabLayout`, `BottomNavigationView`, `NavigationBarView`, `ActionBar$Tab`)
/// announce their items as tabs whatever the dump records. An item is reported when the user
/// can act on it and the screen reader announces it as a button, with no "tab" among the role
/// words for it or an element inside it (VoiceOver says "Tab" for the tab trait, TalkBack for a
/// tab class or a `roleDescription` of "Tab"). An item announced with no role at all is left
/// alone: uiautomator does not dump a node's role description, so the dump cannot tell whether
/// the app set one. Severity info.
public struct TabRoleRule: AuditRule {
    /// Creates the rule.
    public init() {}

    public var identifier: String { "tab-role" }
    public var name: String { "Tab role" }
    public var rationale: String {
        "A tab is announced as a tab with its selected state (\"Games, Tab, 1 of 4, Selected\"), so the user knows "
            + "it switches the view below rather than opening something; a tab strip is not a carousel and its items "
            + "are not buttons. WCAG 4.1.2 Name, Role, Value."
    }
    public var defaultSeverity: Severity { .info }
    public var platforms: Set<Platform> { [.iOS, .android] }
    public var helpURI: String? { "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html" }

    /// A hand-built tab row under the navigation bar: three buttons, the first selected.
    private static func tabRow(traits: AccessibilityTraitSet) -> AccessibilityElement {
        AccessibilityElement(
            id: "tabs", className: "XCUIElementTypeOther", frame: ScreenRect(x: 0, y: 100, width: 390, height: 44),
            children: ["Home", "Search", "Library"].enumerated().map { index, name in
                AccessibilityElement(
                    id: ElementID("tab\(index)"), label: name, traits: index == 0 ? traits.union(.selected) : traits,
                    className: "XCUIElementTypeButton",
                    frame: ScreenRect(x: Double(index) * 130, y: 100, width: 130, height: 44),
                    isAccessibilityElement: true)
            })
    }

    public var triggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a hand-built tab row of buttons, one selected: VoiceOver says \"Button\", not \"Tab\"",
                ExampleScreens.iOS([Self.tabRow(traits: [.button])]), landsOn: ["tabs"])
        ]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a hand-built tab row whose items have the tab trait",
                ExampleScreens.iOS([Self.tabRow(traits: [.button, .tab])])),
            RuleExample(
                "a carousel: its cards are not tabs",
                ExampleScreens.iOS([ExampleScreens.iOSCollection(label: "Related stories, Carousel")])),
            RealDumpExamples.playStoreTabsExample, RealDumpExamples.douyinTabsExample,
            RealDumpExamples.screenPagerExample,
        ]
    }

    /// Whether the container is, or its items are, a platform tab widget.
    private static func isPlatformTabWidget(_ container: AccessibilityElement, context: AuditContext) -> Bool {
        if CarouselDetector.isTabOrIndicatorContainer(container) || container.traits.contains(.tabBar) { return true }
        return container.subtreeContains { element in
            let name = element.className ?? ""
            // An ASCII class name (nearly every one) is searched by its bytes: for ASCII text and
            // ASCII markers, Foundation's search finds the same places.
            let ascii = name.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.allSatisfy { $0 < 0x80 } ? asciiTabMarkers.contains { bytes.holds($0) } : nil
            }
            if let ascii, let found = ascii { return found }
            return tabMarkers.contains { name.contains($0) }
        }
    }

    /// Class-name parts of the platforms' own tabs and navigation items.
    private static let tabMarkers = ["$Tab", "TabView", "NavigationItemView", "NavigationBarItemView"]
    /// ``tabMarkers`` as bytes.
    private static let asciiTabMarkers = tabMarkers.map { Array($0.utf8) }

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for container in context.containers where container.category == .tabs || container.category == .bottomNavigation
        {
            guard let element = context.index[container.container], !Self.isPlatformTabWidget(element, context: context)
            else { continue }
            let buttons = container.items.compactMap { context.index[$0] }.filter { item in
                guard item.isPresent, item.isEnabled, item.isReportedToScreenReader(on: context.platform),
                    item.subtreeContains(where: { $0.isActionable(on: context.platform) })
                else { return false }
                let roles = item.subtree.flatMap { context.roleWords(of: $0) }
                return roles.contains { context.vocabulary.isButtonWord($0) }
                    && !roles.contains { context.vocabulary.isTabWord($0) }
            }
            guard !buttons.isEmpty else { continue }
            let fix =
                context.platform == .iOS
                ? "give them the tab trait (a UITabBar or UISegmentedControl item has it) and mark the selected tab "
                    + "selected"
                : "use TabLayout or BottomNavigationView, Compose's Tab or NavigationBarItem (Role.Tab), or set their "
                    + "roleDescription to \"Tab\", and mark the selected tab selected"
            // An unnamed tab is called unlabelled, not by an element id nobody reads; the finding's
            // related locations say where each tab is.
            let spoken = buttons.map { $0.speakableText(on: context.platform) }
            let names = spoken.prefix(3).map { $0.map { "\"\($0)\"" } ?? "unlabelled" }
            let more = buttons.count > 3 ? " and \(buttons.count - 3) more" : ""
            let unnamed = spoken.allSatisfy { $0 == nil }
            let what =
                switch (buttons.count == 1, unnamed) {
                case (true, true): "An unlabelled tab switches the view but is announced as a button, not a tab"
                case (true, false): "The tab \(names[0]) switches the view but is announced as a button, not a tab"
                case (false, true):
                    "\(buttons.count) unlabelled tabs switch the view but are announced as buttons, not tabs"
                case (false, false):
                    "\(buttons.count) tabs (\(names.joined(separator: ", "))\(more)) switch the view but are announced "
                        + "as buttons, not tabs"
                }
            // One finding on the strip, listing its tabs.
            findings.append(
                context.finding(
                    self, about: element, message: "\(what); \(fix)." + context.languageCaveat,
                    related: buttons.map { ($0, "announced as a button") }))
        }
        return findings
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes hold `part` as a run of consecutive bytes.
    fileprivate func holds(_ part: [UInt8]) -> Bool {
        guard !part.isEmpty else { return true }
        guard count >= part.count else { return false }
        return (0...(count - part.count)).contains { start in
            self[start..<(start + part.count)].elementsEqual(part)
        }
    }
}
