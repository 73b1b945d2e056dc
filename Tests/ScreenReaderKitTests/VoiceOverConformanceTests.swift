import AccessibilityTree
import ScreenReaderKit
import Testing

/// One VoiceOver composition case: an element and what the digest says VoiceOver speaks.
struct VoiceOverCase: Sendable, CustomTestStringConvertible {
    var name: String
    var element: AccessibilityElement
    var speech: String
    var hint: String?

    init(
        _ name: String, label: String? = "OK", value: String? = nil, appHint: String? = nil,
        traits: AccessibilityTraitSet, actions: [CustomAction] = [], speech: String, hint: String? = nil
    ) {
        self.name = name
        element = AccessibilityElement(
            id: "e", label: label, value: value, hint: appHint, traits: traits, isAccessibilityElement: true,
            customActions: actions)
        self.speech = speech
        self.hint = hint
    }

    var testDescription: String { name }
}

/// Every trait, trait combination and hint rule of `reference/voiceover-speech.md`, one case each.
/// Expectations are written from the digest (and its decisions in ``VoiceOverSpeech``), in the
/// caption-panel style.
@Suite("VoiceOver conformance")
struct VoiceOverConformanceTests {
    static let adjustHint = "Swipe up or down with one finger to adjust the value."

    static let cases: [VoiceOverCase] = [
        .init("button", traits: .button, speech: "OK, Button"),
        .init("link", label: "Read more", traits: .link, speech: "Read more, Link"),
        .init("image", label: "Logo", traits: .image, speech: "Logo, Image"),
        .init("heading", label: "Settings", traits: .header, speech: "Settings, Heading"),
        .init(
            "adjustable", label: "Volume", value: "50%", traits: .adjustable, speech: "Volume, 50%, Adjustable",
            hint: adjustHint),
        .init(
            "adjustable with the app's hint: app hint first", label: "Volume", value: "50%", appHint: "Sets loudness",
            traits: .adjustable, speech: "Volume, 50%, Adjustable", hint: "Sets loudness, " + adjustHint),
        .init(
            "value without a label", label: nil, value: "50%", traits: .adjustable, speech: "50%, Adjustable",
            hint: adjustHint),
        .init(
            "disabled adjustable: Dimmed, no adjust hint", label: "Volume", value: "50%",
            traits: [.adjustable, .notEnabled], speech: "Volume, 50%, Dimmed, Adjustable"),
        .init("disabled button", traits: [.button, .notEnabled], speech: "OK, Dimmed, Button"),
        .init(
            "selected button: Selected first", label: "Bold", traits: [.button, .selected],
            speech: "Selected, Bold, Button"),
        .init(
            "switch on", label: "Wi-Fi", value: "1", traits: [.button, .switchButton],
            speech: "Wi-Fi, Switch Button, On", hint: "Double tap to toggle setting."),
        .init(
            "switch off", label: "Wi-Fi", value: "0", traits: [.button, .switchButton],
            speech: "Wi-Fi, Switch Button, Off", hint: "Double tap to toggle setting."),
        .init(
            "switch mixed", label: "Wi-Fi", value: "2", traits: [.button, .switchButton],
            speech: "Wi-Fi, Switch Button, Mixed", hint: "Double tap to toggle setting."),
        .init(
            "toggle button reads as a switch (decision)", label: "Dark mode", value: "1", traits: .toggleButton,
            speech: "Dark mode, Switch Button, On", hint: "Double tap to toggle setting."),
        .init("keyboard key hides Button", label: "Q", traits: [.button, .keyboardKey], speech: "Q"),
        .init(
            "back button labelled Back: label not repeated", label: "Back", traits: [.button, .backButton],
            speech: "Back Button"),
        .init(
            "back button hides Button", label: "Settings", traits: [.button, .backButton],
            speech: "Settings, Back Button"),
        .init("tab hides Button", label: "Home", traits: [.button, .tab], speech: "Home, Tab"),
        .init("text field", label: "Name", traits: .textEntry, speech: "Name, Text Field", hint: "Double tap to edit."),
        .init(
            "text field with text", label: "Name", value: "Alice", traits: .textEntry,
            speech: "Name, Alice, Text Field", hint: "Double tap to edit."),
        .init(
            "text field being edited", label: "Name", traits: [.textEntry, .isEditing],
            speech: "Name, Text Field, Is editing", hint: "Use the rotor to access Misspelled Words"),
        .init(
            "secure text field", label: "Password", traits: [.textEntry, .secureTextEntry],
            speech: "Password, Secure Text Field", hint: "Double tap to edit."),
        .init("search field", label: "Search", traits: .searchField, speech: "Search, Search Field"),
        .init(
            "search text field", label: "Search", traits: [.textEntry, .searchField],
            speech: "Search, Search Field", hint: "Double tap to edit."),
        .init("heading link", label: "Top", traits: [.header, .link], speech: "Top, Heading, Link"),
        .init("image button", label: "Play", traits: [.button, .image], speech: "Play, Button, Image"),
        .init(
            "custom actions", label: "Message", traits: .button,
            actions: [CustomAction(name: "Delete")], speech: "Message, Button",
            hint: "Actions available, Swipe up or down to select a custom action, then double tap to activate."),
        .init(
            "app hint", label: "Kawhi Leonard", appHint: "Double tap to get more details", traits: [],
            speech: "Kawhi Leonard", hint: "Double tap to get more details"),
        .init(
            "every ordered trait at once", label: "X", value: "1",
            traits: [.selected, .notEnabled, .button, .header, .link, .adjustable, .image, .searchField],
            speech: "Selected, X, 1, Dimmed, Button, Heading, Link, Adjustable, Image, Search Field"),
        .init(
            "Back Button, Switch Button, Tab, Text Field in the fixed order, Button hidden, raw value not spoken",
            label: "X", value: "1",
            traits: [
                .selected, .notEnabled, .button, .backButton, .switchButton, .tab, .textEntry, .isEditing, .header,
            ],
            speech: "Selected, X, Dimmed, Back Button, Switch Button, On, Tab, Text Field, Is editing, Heading"),
        .init(
            "app hint, then the adjustable hint, then Actions available without the actions hint (decision)",
            label: "Volume", value: "50%", appHint: "Sets loudness", traits: .adjustable,
            actions: [CustomAction(name: "Mute")], speech: "Volume, 50%, Adjustable",
            hint: "Sets loudness, " + adjustHint + ", Actions available"),
        .init(
            "disabled switch: no toggle hint (decision)", label: "Wi-Fi", value: "0",
            traits: [.switchButton, .notEnabled], speech: "Wi-Fi, Dimmed, Switch Button, Off"),
        .init(
            "disabled text field: no edit hint (decision)", label: "Name", traits: [.textEntry, .notEnabled],
            speech: "Name, Dimmed, Text Field"),
        .init(
            "traits with no words (decision)", label: "Text",
            traits: [
                .staticText, .summaryElement, .playsSound, .updatesFrequently, .startsMediaSession,
                .allowsDirectInteraction, .causesPageTurn, .supportsZoom, .tabBar,
            ],
            speech: "Text"),
    ]

    @Test(arguments: cases)
    func speech(_ testCase: VoiceOverCase) {
        let voiceOver = VoiceOverSpeech()
        #expect(voiceOver.speech(for: testCase.element).description == testCase.speech)
        #expect(voiceOver.hint(for: testCase.element)?.description == testCase.hint)
    }

    // A tab bar's members: "Tab, x of y", Button not spoken (AccessibilitySnapshot@5b03db8
    // AccessibilityHierarchyParser.swift:414-441, UIAccessibility+SnapshotAdditions.swift:89-92, 123-126,
    // 178-185). Entering a UITabBar, the device first says "Tab Bar" (AccessibilitySnapshot issue #26,
    // recorded on iOS 14-17; its snapshots do not show it): we follow the device.
    @Test func aSelectedTabSaysItsPositionInTheTabBar() {
        let tabs = ["Home", "Search", "Library", "Profile"].enumerated().map { offset, name in
            AccessibilityElement(
                id: ElementID("tab\(offset)"), label: name,
                traits: offset == 0 ? [.button, .tab, .selected] : [.button, .tab],
                frame: ScreenRect(x: Double(offset) * 97, y: 800, width: 97, height: 44), isAccessibilityElement: true)
        }
        let bar = AccessibilityElement(id: "bar", traits: .tabBar, containerType: .tabBar, children: tabs)
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Build.iOSScreen([bar]))
        #expect(voiceOver.swipeRight().spokenText() == "Tab Bar, Selected, Home, Tab, 1 of 4")
        #expect(voiceOver.swipeRight().spokenText() == "Search, Tab, 2 of 4")
    }

    // In a view with the tabBar trait that is not a UITabBar, every reachable element of its subtree is a
    // tab, numbered in the view's reading order, so hidden ones are not counted; the outermost such view
    // wins, so a bar inside a bar does not count its own tabs (AccessibilitySnapshot@5b03db8
    // AccessibilityHierarchyParser.swift:411-441; :839, 866: a context provider is passed down and never
    // replaced).
    @Test func hiddenTabsAreNotCountedAndTheOutermostBarCounts() throws {
        func tab(_ id: ElementID, _ name: String, x: Double, hidden: Bool = false) -> AccessibilityElement {
            AccessibilityElement(
                id: id, label: name, traits: [.button], frame: ScreenRect(x: x, y: 800, width: 90, height: 44),
                isAccessibilityElement: true, isHidden: hidden)
        }
        let inner = AccessibilityElement(
            id: "inner", traits: .tabBar, children: [tab("i0", "Day", x: 200), tab("i1", "Week", x: 290)])
        let bar = AccessibilityElement(
            id: "bar", traits: .tabBar,
            children: [
                tab("t0", "Home", x: 0), tab("gone", "Gone", x: 50, hidden: true), tab("t1", "Feed", x: 100), inner,
            ])
        let screen = Build.iOSScreen([bar])
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: screen)
        let index = ScreenIndex(screen)
        let expected = ["Home, Tab, 1 of 4", "Feed, Tab, 2 of 4", "Day, Tab, 3 of 4", "Week, Tab, 4 of 4"]
        #expect(voiceOver.focusOrder == ["t0", "t1", "i0", "i1"])
        for (id, speech) in zip(voiceOver.focusOrder, expected) {
            #expect(voiceOver.swipeRight().spokenText() == speech)
            let element = try #require(voiceOver.element(id))
            #expect(VoiceOverSpeech().speech(for: element, in: index).description == speech)
        }
    }

    // In a real UITabBar (``ContainerType/tabBar``) only its tab bar buttons are tabs, numbered among all of
    // them, a hidden one included; any other element inside it gets no context (AccessibilitySnapshot@5b03db8
    // AccessibilityHierarchyParser.swift:378-409, 990-1008).
    @Test func aUITabBarNumbersOnlyItsButtons() throws {
        let buttons = ["Home", "Gone", "Feed"].enumerated().map { offset, name in
            AccessibilityElement(
                id: ElementID(name), label: name, traits: .button, className: "XCUIElementTypeButton",
                frame: ScreenRect(x: Double(offset) * 100, y: 800, width: 90, height: 44), isAccessibilityElement: true,
                isHidden: name == "Gone")
        }
        let badge = AccessibilityElement(
            id: "badge", label: "3", traits: .staticText, className: "XCUIElementTypeStaticText",
            frame: ScreenRect(x: 300, y: 800, width: 40, height: 44), isAccessibilityElement: true)
        let bar = AccessibilityElement(
            id: "bar", traits: .tabBar, className: "XCUIElementTypeTabBar", containerType: .tabBar,
            children: buttons + [badge])
        let screen = Build.iOSScreen([bar])
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: screen)
        #expect(voiceOver.focusOrder == ["Home", "Feed", "badge"])
        #expect(voiceOver.swipeRight().spokenText() == "Tab Bar, Home, Tab, 1 of 3")
        #expect(voiceOver.swipeRight().spokenText() == "Feed, Tab, 3 of 3")
        #expect(voiceOver.swipeRight().spokenText() == "3")
        let badgeElement = try #require(voiceOver.element("badge"))
        #expect(VoiceOverSpeech().speech(for: badgeElement, in: ScreenIndex(screen)).description == "3")
    }

    // "Landmark" on an explicitly ordered landmark's first entry, "End" on its last; an only entry says only
    // "Landmark" (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:83-97, 444-486).
    @Test func aLandmarkSaysLandmarkOnItsFirstMemberAndEndOnItsLast() {
        let landmark = AccessibilityElement(
            id: "nav", containerType: .landmark, hasExplicitOrder: true,
            children: [Build.text("link", "Home", y: 50), Build.text("about", "About", y: 70)])
        var voiceOver = ScreenReaderSimulator(
            .voiceOver,
            screen: Build.iOSScreen([Build.text("top", "Top", y: 0), landmark, Build.text("end", "Bottom", y: 100)]))
        voiceOver.swipeRight()
        #expect(voiceOver.swipeRight().spokenText() == "Home, Landmark")
        #expect(voiceOver.swipeRight().spokenText() == "About, End")
        #expect(voiceOver.swipeRight().spokenText() == "Bottom")
    }

    // Only the outermost container gives context, and an explicitly ordered one only to its own entries: the
    // members of a list that is an entry of a landmark say neither the list's edges nor the landmark's
    // (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:839, 866; :445-456, the element is
    // not among the landmark's entries).
    @Test func aListInsideALandmarkGivesItsMembersNoContext() {
        let list = AccessibilityElement(
            id: "list", containerType: .list, hasExplicitOrder: true,
            children: [Build.text("item", "Item", y: 50), Build.text("item2", "Item 2", y: 70)])
        let landmark = AccessibilityElement(
            id: "main", containerType: .landmark, hasExplicitOrder: true,
            children: [Build.text("heading", "Main", y: 30), list])
        var voiceOver = ScreenReaderSimulator(
            .voiceOver,
            screen: Build.iOSScreen([Build.text("top", "Top", y: 0), landmark, Build.text("end", "Bottom", y: 100)]))
        voiceOver.swipeRight()
        #expect(voiceOver.swipeRight().spokenText() == "Main, Landmark")
        #expect(voiceOver.swipeRight().spokenText() == "Item")
        #expect(voiceOver.swipeRight().spokenText() == "Item 2")
        #expect(voiceOver.swipeRight().spokenText() == "Bottom")
    }

    @Test func semanticGroupsAndTablesSayNothingOnEntry() {
        let group = AccessibilityElement(
            id: "g", containerType: .semanticGroup, children: [Build.text("a", "A", y: 50)])
        let table = AccessibilityElement(id: "t", containerType: .dataTable, children: [Build.text("b", "B", y: 100)])
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Build.iOSScreen([group, table]))
        #expect(voiceOver.swipeRight().spokenText() == "A")
        #expect(voiceOver.swipeRight().spokenText() == "B")
    }
}
