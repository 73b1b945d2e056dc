import AccessibilityTree
import Testing

@testable import AuditKit

/// Every chip anatomy the platforms define (issue 21), as a synthetic screen built from the
/// chip's source (``SignalExampleScreens``, "+Chips"): a scrolling chip bar is chips, never a
/// content carousel, and no carousel rule reports it. The sources are cited beside each builder.
@Suite struct ChipAnatomyTests {
    /// A scrolling row of chips, by anatomy.
    static let rows: [(String, AccessibilityElement)] = [
        ("Material Chip, filter (Button, checkable)", SignalExampleScreens.materialFilterChips()),
        (
            "Material Chip, single selection (RadioButton)",
            SignalExampleScreens.materialFilterChips(singleSelection: true)
        ),
        ("Material Chip, input with close icon", SignalExampleScreens.materialInputChips()),
        ("Compose FilterChip", SignalExampleScreens.composeChips(selectable: true, parts: .label)),
        (
            "Compose FilterChip, leading and trailing icons",
            SignalExampleScreens.composeChips(
                selectable: true, parts: .avatarAndTrailing(avatar: "Selected", trailing: "Show options"))
        ),
        (
            "Compose AssistChip, described leading icon",
            SignalExampleScreens.composeChips(selectable: false, parts: .leadingIcon("Calendar"))
        ),
        (
            "Compose AssistChip, merged text, dropdown arrow",
            SignalExampleScreens.composeChips(selectable: false, parts: .trailingIcon("Show menu"), mergedText: true)
        ),
        ("Compose SuggestionChip", SignalExampleScreens.composeChips(selectable: false, parts: .label)),
        (
            "Compose InputChip, avatar and remove icon",
            SignalExampleScreens.composeChips(
                selectable: true, parts: .avatarAndTrailing(avatar: "Profile photo", trailing: "Remove"),
                labels: SignalExampleScreens.inputLabels)
        ),
        (
            "Compose AssistChip, avatar and trailing icon, not selectable",
            SignalExampleScreens.composeChips(
                selectable: false, parts: .avatarAndTrailing(avatar: "Profile photo", trailing: "Remove"),
                labels: SignalExampleScreens.inputLabels)
        ),
        ("Flutter chip", SignalExampleScreens.flutterChips(parts: .label)),
        ("Flutter chip, avatar initials", SignalExampleScreens.flutterChips(parts: .avatarInitials)),
        ("Flutter chip, count", SignalExampleScreens.flutterChips(parts: .count)),
        ("Flutter chip, delete button", SignalExampleScreens.flutterChips(parts: .deleteButton)),
        ("TextView chips", SignalExampleScreens.frameworkChips(className: "android.widget.TextView")),
        ("CheckedTextView chips", SignalExampleScreens.frameworkChips(className: "android.widget.CheckedTextView")),
        ("RadioButton chips", SignalExampleScreens.frameworkChips(className: "android.widget.RadioButton")),
        ("ToggleButton chips", SignalExampleScreens.frameworkChips(className: "android.widget.ToggleButton")),
        ("RecyclerView chips with icon and count", SignalExampleScreens.recyclerChipsWithCounts()),
    ]

    /// Every anatomy's screen: the Android rows on the phone, and iOS's chip bars.
    static let screens: [(String, AccessibilityScreen)] =
        rows.map { ($0.0, SignalExampleScreens.screen($0.1)) } + [
            ("iOS buttons in a scroll view", SignalExampleScreens.iOSChipBar()),
            ("iOS buttons with a symbol and a label", SignalExampleScreens.iOSChipBar(icons: true)),
        ]

    @Test(arguments: screens.indices)
    func aChipRowIsChipsNotACarousel(index: Int) throws {
        let (name, screen) = Self.screens[index]
        let found = AuditContext(screen: screen).containers
        let described = found.map { "\($0.container): \($0.category) \($0.signals.map(\.signal))" }
        #expect(!found.isEmpty, "\(name): no horizontal container found")
        #expect(!found.contains { $0.category == .contentCarousel }, "\(name): \(described)")
        #expect(found.contains { $0.category == .chips }, "\(name): \(described)")
        // A chip is no tab either: tab-role would tell the app to announce its chips as tabs.
        let findings = Auditor().audit(screen).filter { $0.rule.hasPrefix("carousel-") || $0.rule == "tab-role" }
        #expect(findings.isEmpty, "\(name): \(findings.map(\.rule))")
    }

    /// Story cards stay a content carousel however short their titles: an image over a one-word
    /// title with a described badge beside it is a chip's parts, but a card 190 dp tall is no chip.
    @Test func storyCardsWithShortTitlesStayACarousel() throws {
        let shelf = SignalExampleScreens.row(
            "stories", className: "androidx.recyclerview.widget.RecyclerView", height: 500, scrollable: true,
            items: SignalExampleScreens.items(
                4, prefix: "story", width: 400, height: 500, texts: ["Harbour", "Markets", "Ferries", "Parks"]
            ).map { card in
                var card = card
                card.children.append(
                    AccessibilityElement(
                        id: ElementID("\(card.id.rawValue)-badge"), label: "Live", role: .image,
                        className: "android.widget.ImageView",
                        frame: ScreenRect(x: card.frame.minX + 10, y: 810, width: 47, height: 47)))
                return card
            })
        let screen = SignalExampleScreens.screen(shelf)
        let found = try #require(AuditContext(screen: screen).containers.first { $0.container == "stories" })
        #expect(found.category == .contentCarousel, "\(found.evidence)")
        #expect(!found.signals.contains { $0.category == .chips }, "\(found.signals.map(\.signal))")
        #expect(Auditor().audit(screen).contains { $0.rule.hasPrefix("carousel-") })
    }

    /// The two-line rule: a count or an avatar's initials beside the label is a chip's; two
    /// names side by side are two things.
    @Test func aChipLabelIsOneLineWithACountOrInitials() {
        #expect(ContainerFacts.isChipLabel(["Vegan"]))
        #expect(ContainerFacts.isChipLabel(["Unread", "12"]))
        #expect(ContainerFacts.isChipLabel(["Inbox", "99+"]))
        #expect(ContainerFacts.isChipLabel(["AL", "Ann Lee"]))
        #expect(!ContainerFacts.isChipLabel(["Main menu", "Groups"]))
        #expect(!ContainerFacts.isChipLabel(["Vegan", "Gluten free", "3"]))
        #expect(!ContainerFacts.isChipLabel(["Everything you need to know today"]))
        #expect(!ContainerFacts.isChipLabel([]))
    }

    /// A navigation destination's name with its badge: Material's NavigationBarItemView appends
    /// ", " and the badge's description to the item's title while the badge shows
    /// (material-components-android @ ac7e18efe, NavigationBarItemView.java lines 691-700); an
    /// app's own bar may append it as a sentence. Both parts must be short, so a card's long
    /// description is no destination name.
    @Test func aDestinationNameMayCarryItsBadge() {
        #expect(ContainerFacts.isNameWithBadge("Notifications, 10 new notifications"))
        #expect(ContainerFacts.isNameWithBadge("Bildirimler. 10 yeni öğe"))
        #expect(ContainerFacts.isNameWithBadge("消息，3条未读"))
        #expect(!ContainerFacts.isNameWithBadge("Notifications"))
        #expect(!ContainerFacts.isNameWithBadge("How the new rules affect you, and what changes on Monday"))
        #expect(!ContainerFacts.isNameWithBadge("Mr. Smith goes to Washington, a film by Frank Capra"))
    }
}
