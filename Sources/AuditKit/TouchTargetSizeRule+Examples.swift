import AccessibilityTree

/// `touch-target-size`'s examples: the sizes, and each exception as its source states it, with a
/// screen it excuses and one it does not.
extension TouchTargetSizeRule {
    private static func button(_ frame: ScreenRect) -> AccessibilityElement {
        AccessibilityElement(
            id: "close", label: "Close", traits: [.button], className: "XCUIElementTypeButton", frame: frame,
            isAccessibilityElement: true)
    }

    private static func androidButton(
        _ frame: ScreenRect, id: ElementID = "close", label: String = "Close", identifier: String? = nil,
        traits: AccessibilityTraitSet = []
    ) -> AccessibilityElement {
        AccessibilityElement(
            id: id, label: label, traits: traits, role: .button, className: "android.widget.ImageButton",
            identifier: identifier, frame: frame, isClickable: true)
    }

    private static func text(
        _ id: ElementID, _ label: String, _ frame: ScreenRect, clickable: Bool = false,
        className: String = "android.widget.TextView"
    ) -> AccessibilityElement {
        AccessibilityElement(id: id, label: label, className: className, frame: frame, isClickable: clickable)
    }

    /// A scroll view whose one item holds a wrapping group of genre chips (105 px rows at density
    /// 2.625, 40 dp) and a card: the scroller's top edge cuts the first row of chips to 57 px and
    /// the card's top, where a 100 px close button sits beside one large image.
    static var wrappedChips: AccessibilityElement {
        func chip(_ id: ElementID, _ label: String, _ frame: ScreenRect) -> AccessibilityElement {
            AccessibilityElement(
                id: id, label: label, className: "android.view.View", frame: frame, isClickable: true,
                isFocusable: true)
        }
        let group = AccessibilityElement(
            id: "genres", className: "android.view.View",
            frame: ScreenRect(left: 42, top: 275, right: 538, bottom: 584),
            children: [
                chip("puzzle", "Puzzle", ScreenRect(left: 42, top: 275, right: 263, bottom: 332)),
                chip("strategy", "Strategy", ScreenRect(left: 284, top: 275, right: 506, bottom: 332)),
                chip("sports", "Sports", ScreenRect(left: 42, top: 353, right: 296, bottom: 458)),
                chip("indie", "Indie", ScreenRect(left: 42, top: 479, right: 328, bottom: 584)),
            ])
        let card = AccessibilityElement(
            id: "card", className: "android.widget.FrameLayout",
            frame: ScreenRect(left: 560, top: 275, right: 1038, bottom: 900),
            children: [
                AccessibilityElement(
                    id: "close", label: "Close", className: "android.widget.ImageView",
                    frame: ScreenRect(left: 938, top: 275, right: 1038, bottom: 375), isClickable: true),
                AccessibilityElement(
                    id: "cover", className: "android.widget.ImageView",
                    frame: ScreenRect(left: 560, top: 400, right: 1038, bottom: 900)),
            ])
        return AccessibilityElement(
            id: "scroller", className: "android.widget.ScrollView",
            frame: ScreenRect(left: 0, top: 275, right: 1080, bottom: 2337), isFocusable: true, isScrollable: true,
            children: [
                AccessibilityElement(
                    id: "content", className: "android.widget.LinearLayout",
                    frame: ScreenRect(left: 0, top: 275, right: 1080, bottom: 900), children: [group, card])
            ])
    }

    /// A WebView showing a page whose menu button the page draws 84 x 84 px (32 dp at 2.625),
    /// beside a native 84 x 84 px share button outside the WebView: both are measured, and the
    /// web one's finding is lowered one level, as ATF lowers web content
    /// (TouchTargetSizeCheck.java lines 248-262 at c65cab0).
    static var webPageBesideNativeButton: [AccessibilityElement] {
        [
            AccessibilityElement(
                id: "web", className: "android.webkit.WebView",
                frame: ScreenRect(left: 0, top: 200, right: 1080, bottom: 2000),
                children: [
                    AccessibilityElement(
                        id: "page", className: "android.view.View",
                        frame: ScreenRect(left: 0, top: 200, right: 1080, bottom: 2000),
                        children: [
                            AccessibilityElement(
                                id: "webMenu", label: "Menu", role: .button, className: "android.widget.Button",
                                frame: ScreenRect(x: 960, y: 240, width: 84, height: 84), isClickable: true,
                                isFocusable: true)
                        ])
                ]),
            androidButton(ScreenRect(x: 960, y: 2100, width: 84, height: 84), id: "share", label: "Share"),
        ]
    }

    public var triggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a 30 x 30 pt iOS button",
                ExampleScreens.iOS([Self.button(ScreenRect(x: 340, y: 50, width: 30, height: 30))]),
                landsOn: ["close"]),
            RuleExample(
                "a 100 x 100 px Android button at density 2.625 (38 dp)",
                ExampleScreens.android([Self.androidButton(ScreenRect(x: 900, y: 100, width: 100, height: 100))]),
                landsOn: ["close"]),
            RuleExample(
                "a 100 x 100 px Android button, density unknown (inferred 2.625)",
                ExampleScreens.android(
                    [Self.androidButton(ScreenRect(x: 900, y: 100, width: 100, height: 100))], density: nil),
                landsOn: ["close"]),
            RuleExample(
                "a 61 x 17 dp \"See all\" standing apart beside its section heading: WCAG 2.5.8's inline exception "
                    + "is for a target in a sentence, so it is measured",
                ExampleScreens.android([Self.sectionHeader]), landsOn: ["seeAll"]),
            RuleExample(
                "icons on the line of a screen's title: a back arrow drawn by an icon font's glyph (U+E614) before it "
                    + "and two emoji buttons after the app's name, each set in the title's line: an icon is no word of a "
                    + "sentence, so WCAG 2.5.8's inline exception does not cover them",
                ExampleScreens.android([Self.iconsOnATitleLine]), landsOn: ["back", "settings", "add"]),
            RuleExample(
                "40 dp tall filter chips lying wholly inside the horizontal scroller whose edges they touch: not cut",
                ExampleScreens.android([Self.chipBar]), landsOn: ["all", "messaging", "fun", "photos"]),
            RuleExample(
                "wrapped genre chips in one item of a scroll view: the top row, 57 px where its peers are 105 px, is "
                    + "cut by the scroller and measured at its peers' 40 dp, as small as the whole chips below; and "
                    + "a close button at the edge beside one large image of its class, small by design, is measured "
                    + "as it is",
                ExampleScreens.android([Self.wrappedChips]),
                landsOn: ["puzzle", "strategy", "sports", "indie", "close"]),
            RuleExample(
                "a 32 dp tall bottom navigation bar ending at the screen's bottom edge with its labels on screen: "
                    + "whole, so measured",
                ExampleScreens.android([Self.bottomNavigation(labelsOnScreen: true)]),
                landsOn: ["chats", "explore", "profile"]),
            RuleExample(
                "a 28 dp tall tab bar above the screen's bottom whose tabs' labels overflow below them, so Android "
                    + "clips each label to its tab upside down ([106,2089][163,2070]): the tab, not the screen's "
                    + "edge, cuts the label, so the end tabs along the screen's sides are whole and measured",
                ExampleScreens.android([Self.overflowingTabBar]), landsOn: ["map", "poi", "gear", "weather"]),
            RuleExample(
                "a map's markers, 80 x 80 px (27 dp at 3.0): clickable virtual views its SDK exposes over the map's "
                    + "TextureView. WCAG 2.5.8's Essential exception covers a pin's place on the map, not its size, "
                    + "which the app chooses, so they are measured as ATF measures them; a marker the panned map's "
                    + "edge cuts is measured at its fellows' size, as an item a scroller cuts is",
                ExampleScreens.android([Self.mapWithMarkers], density: 3), landsOn: ["pin1", "pin2", "pin3"]),
            RuleExample(
                "an ad's 29 x 24 px \"AD\" badge that its SDK stacked three times at one place: one target, "
                    + "reported once",
                ExampleScreens.android(
                    (1...3).map { index in
                        AccessibilityElement(
                            id: ElementID("badge\(index)"), label: "AD", className: "android.widget.TextView",
                            identifier: "com.example.ads:id/badge",
                            frame: ScreenRect(left: 40, top: 1248, right: 69, bottom: 1272), isClickable: true)
                    }), landsOn: ["badge1"]),
            RuleExample(
                "a terminal's own row of extra keys: a view of the app, not the keyboard's input-method window",
                ExampleScreens.android([Self.extraKeys]), landsOn: ["esc", "tab", "ctrl"]),
            RuleExample(
                "two 46 dp tall React Native buttons described \"touch\" on a clickable card described \"touch\" "
                    + "too: on Android the same name is no proof of the same action, so each button is measured, "
                    + "lowered as ATF lowers a target inside a larger clickable",
                ExampleScreens.android([Self.touchCard]), landsOn: ["yes", "no"]),
            RuleExample(
                "a small \"Close\" whose only big twin shares the generic test id \"touch\" (which a \"Menu\" "
                    + "carries too): the same name is not the same action",
                ExampleScreens.android([
                    Self.androidButton(ScreenRect(left: 990, top: 80, right: 1060, bottom: 150), identifier: "touch"),
                    Self.androidButton(
                        ScreenRect(left: 40, top: 2000, right: 1040, bottom: 2160), id: "bigClose",
                        identifier: "touch"),
                    Self.androidButton(
                        ScreenRect(left: 40, top: 1800, right: 1040, bottom: 1960), id: "menu", label: "Menu",
                        identifier: "touch"),
                ]),
                landsOn: ["close"]),
            RuleExample(
                "37 dp tall action buttons along the bottom of an Appium window whose reported height (2088 px) "
                    + "leaves out the navigation bar: they end at its edge whole",
                Self.appiumWindowWithoutNavigationBar, landsOn: ["gift", "share", "more"]),
            RuleExample(
                "a 79 x 30 dp \"Follow\" button with its own action inside a larger clickable post (ATF reports it, "
                    + "demoted to a warning; this rule's findings are warnings)",
                ExampleScreens.android([Self.postWithFollowButton]), landsOn: ["follow"]),
            RuleExample(
                "small parts of a focusable profile card described \"Tom Smith. 12 posts\" that are controls of "
                    + "their own: a \"Follow\" button the card's label does not name, a count the user can focus, a "
                    + "name whose id says \"more\", a check box, a part named exactly as the card, an unnamed photo, "
                    + "and a focusable chip with the word it holds",
                ExampleScreens.android([Self.profileCardWithOwnControls]),
                landsOn: ["follow", "count", "more", "check", "same", "avatar", "postsChip", "posts"]),
            RuleExample(
                "a small \"Vime3D\" inside a big clickable button described \"Original sound by Vime3D\" that is "
                    + "no focus stop itself: nothing shows that the button does the part's action",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "sound", label: "Original sound by Vime3D", role: .button,
                        className: "android.widget.Button",
                        frame: ScreenRect(left: 880, top: 1578, right: 1080, bottom: 1749), isClickable: true,
                        children: [
                            AccessibilityElement(
                                id: "artist", label: "Vime3D", className: "android.widget.TextView",
                                frame: ScreenRect(left: 904, top: 1700, right: 1080, bottom: 1740), isClickable: true)
                        ])
                ]),
                landsOn: ["artist"]),
            RuleExample(
                "a disabled 38 dp Send button: measured, as ATF's TouchTargetSizeCheck measures it",
                ExampleScreens.android([
                    Self.androidButton(
                        ScreenRect(x: 900, y: 2000, width: 100, height: 100), id: "send", label: "Send",
                        traits: [.notEnabled])
                ]),
                landsOn: ["send"]),
            RuleExample(
                "a labelled 276 x 39 pt SwiftUI toggle: bigger than a standard switch, so its size is the app's",
                ExampleScreens.iOS([Self.labelledToggle]), landsOn: ["toggle"]),
            RuleExample(
                "a 38 pt tall menu button in a navigation bar, listed as a PopUpButton with only the Header trait",
                ExampleScreens.iOS([
                    AccessibilityElement(
                        id: "menu", label: "Trending", traits: [.header], className: "XCUIElementTypePopUpButton",
                        frame: ScreenRect(x: 141, y: 65, width: 94, height: 38), isAccessibilityElement: true)
                ]),
                landsOn: ["menu"]),
            RuleExample(
                "an \"Accept\" button inside a cookie notice whose text does not hold its words: a control of the "
                    + "notice, not a link in its sentence (WCAG 2.5.8's inline exception)",
                ExampleScreens.android([Self.cookieNotice]), landsOn: ["accept"]),
            RuleExample(
                "a full-width 40 dp \"Load more\" button at a list's bottom edge under rows of another class: no "
                    + "peer of its class shows it cut, so it is measured; and a strip's last tab, whole at the "
                    + "scroller's end, is measured like the others",
                ExampleScreens.android([Self.listWithLoadMore, Self.tabStrip(lastTabCut: false)]),
                landsOn: ["loadMore", "tab1", "tab2", "tab3", "tab4"]),
            RuleExample(
                "a 47 x 30 pt Reply button in a post VoiceOver reads as one element (accessible=\"false\"): a finger "
                    + "still taps it",
                ExampleScreens.iOS([Self.post]), landsOn: ["reply"]),
            RuleExample(
                "a 32 dp menu button a web page draws inside a WebView, beside a native 32 dp share button: both "
                    + "are measured; the web one is lowered a level, as ATF lowers web content",
                ExampleScreens.android(Self.webPageBesideNativeButton), landsOn: ["webMenu", "share"]),
            RuleExample(
                "a 32 dp \"All\" chip flush with the start of a scrolling chip bar, narrower than its peers only "
                    + "because its label is shorter (a chip's width is its paddings and its text's): whole, so "
                    + "measured with the others",
                ExampleScreens.android([Self.chipBarStartingWithAll]),
                landsOn: ["chipAll", "chipElectronics", "chipBooks", "chipHome"]),
            RuleExample(
                "a 28 pt \"Like\" button inside a post cell labelled \"Liked by Tom and 5 others\": no word of the "
                    + "cell's title, so a target of its own",
                ExampleScreens.iOS([Self.postLikedBy]), landsOn: ["like"]),
            RuleExample(
                "a 14 sp \"See all\" touching a 16 sp heading whose frame fills the row up to it (53 and 46 px): "
                    + "two font sizes, so no sentence runs into the link",
                ExampleScreens.android([Self.headingFillingItsRow]), landsOn: ["fillSeeAll"]),
            RuleExample(
                "a comment list scrolled so its top edge cuts the first comment: that comment's avatar (55 px) "
                    + "and menu (70 px) are shorter than the same views in the other comments (93 and 108 px), so "
                    + "cut, and measured at those views' 35 dp and 41 dp, as small as the other comments' avatars "
                    + "and menus; the authors' names, whose heights differ from comment to comment, are measured "
                    + "as they are",
                ExampleScreens.android([Self.commentList(firstCut: true)]),
                landsOn: ["avatar1", "name1", "menu1", "avatar2", "name2", "menu2", "avatar3", "name3", "menu3"]),
            RuleExample(
                "a workbench page whose sections each hold a grid of one resource id: the page's bottom edge "
                    + "cuts the last grid's tiles to 105 of their 311 px; the three where whole tiles of the other "
                    + "grids stand (two of one size) are cut, and measured at those tiles' 311 px, large enough; the "
                    + "fourth, matched by one tile only, is measured as it is",
                ExampleScreens.android([Self.workbench(gridIdentifier: "com.example:id/member_list")]),
                landsOn: ["cut3.3"]),
            RuleExample(
                "the same workbench with grids of no resource id: nothing says they are one layout, so every cut "
                    + "tile is measured",
                ExampleScreens.android([Self.workbench(gridIdentifier: nil)]),
                landsOn: ["cut3.0", "cut3.1", "cut3.2", "cut3.3"]),
            RuleExample(
                "a shop's sort bar on a pager's page at rest (the page spans the pager): its narrow layout-switch "
                    + "button at the pager's right edge is whole, as the page is, and measured with the four 43 dp "
                    + "sort buttons",
                ExampleScreens.android([Self.pagedSortBar(shift: 0)], density: 3.5),
                landsOn: ["sort0", "sort1", "sort2", "sort3", "layoutSwitch"]),
            RuleExample(
                "the same page swiped in 300 px from the right: the page no longer spans the pager, so its "
                    + "last sort button, 90 of its 230 px, is cut by the pager's right edge and measured at the "
                    + "width its fellows share, 43 dp tall as they are; the layout switch lies beyond it",
                ExampleScreens.android([Self.pagedSortBar(shift: 300)], density: 3.5),
                landsOn: ["sort0", "sort1", "sort2", "sort3"]),
            RuleExample(
                "a notification list's 46 dp menu buttons at its right edge, with no resource ids, beside a friend "
                    + "request's 392 px Confirm and Delete buttons lower in their row: not the same view, so they "
                    + "show no whole size, and every button is measured",
                ExampleScreens.android([Self.notificationList]),
                landsOn: ["menu1", "confirm", "delete", "menu3"]),
            RuleExample(
                "a grid of restaurant cards whose right edge cuts the third column to 80% of its width and the "
                    + "heart at each of those cards' corner to 42 of its 108 px: the two cut hearts, each shorter "
                    + "than the whole hearts of the other cards, are measured at their 41 dp, as the four whole "
                    + "hearts are",
                ExampleScreens.android([Self.cardGridWithHearts]),
                landsOn: ["heart1", "heart2", "heart3", "heart4", "heart5", "heart6"]),
            RuleExample(
                "a vertical scroll view's task editor: a wordless toggle flush with its left edge and a menu button "
                    + "flush with its right edge, beside a row of wider chips; a vertical scroller cuts nothing at its "
                    + "sides, so they are whole and measured, and so are the 35 dp chips; and a horizontal row of "
                    + "57 dp avatars whose 30 dp \"Add story\" button sits flush with the row's top, which a "
                    + "horizontal scroller does not cut either",
                ExampleScreens.android([Self.taskEditor, Self.storyRow]),
                landsOn: ["toggle", "menu", "none", "school", "work", "personal", "projects", "addStory"]),
            RuleExample(
                "a web page's bottom tabs whose labels lie below the screen (empty bounds), with icon buttons "
                    + "that stop 10 px above the screen's edge: the tabs are cut, the buttons are whole and "
                    + "measured; so is a help button at the edge inside no tab, though the page around it holds a "
                    + "view laid out off screen",
                ExampleScreens.android([Self.webTabBar(iconsReachTheEdge: false)]),
                landsOn: ["checkIn.icon", "apply.icon", "stats.icon", "settings.icon", "help"]),
            RuleExample(
                "the same comment list at its start: the first comment's avatar and menu end at the list's top "
                    + "edge as tall as the same views below, so whole and measured",
                ExampleScreens.android([Self.commentList(firstCut: false)]),
                landsOn: ["avatar1", "name1", "menu1", "avatar2", "name2", "menu2", "avatar3", "name3", "menu3"]),
        ]
    }

    /// A section heading laid out to fill its row up to its "See all" link.
    private static var headingFillingItsRow: AccessibilityElement {
        AccessibilityElement(
            id: "fillHeader", className: "android.widget.LinearLayout",
            frame: ScreenRect(left: 44, top: 940, right: 1036, bottom: 1036),
            children: [
                text("fillHeading", "Recommended for you", ScreenRect(left: 44, top: 961, right: 877, bottom: 1014)),
                text(
                    "fillSeeAll", "See all", ScreenRect(left: 877, top: 965, right: 1036, bottom: 1011),
                    clickable: true),
            ])
    }

    /// A Material chip bar in a HorizontalScrollView whose first chip, "All", is flush with its
    /// start: 137, 315, 210 and 345 px wide, 84 px (32 dp) tall.
    private static var chipBarStartingWithAll: AccessibilityElement {
        let chips: [(ElementID, String, Double, Double)] = [
            ("chipAll", "All", 0, 137), ("chipElectronics", "Electronics", 160, 475), ("chipBooks", "Books", 500, 710),
            ("chipHome", "Home & Garden", 735, 1080),
        ]
        let frame = ScreenRect(left: 0, top: 400, right: 1080, bottom: 484)
        return AccessibilityElement(
            id: "chipBar", className: "android.widget.HorizontalScrollView", frame: frame, isScrollable: true,
            children: [
                AccessibilityElement(
                    id: "chipGroup", className: "com.google.android.material.chip.ChipGroup", frame: frame,
                    children: chips.map { id, label, left, right in
                        AccessibilityElement(
                            id: id, label: label, className: "com.google.android.material.chip.Chip",
                            frame: ScreenRect(left: left, top: 400, right: right, bottom: 484), isCheckable: true,
                            isClickable: true, isFocusable: true)
                    })
            ])
    }

    /// A post cell VoiceOver reads by its label, holding a small "Like" button.
    static var postLikedBy: AccessibilityElement {
        AccessibilityElement(
            id: "postCell", label: "Anna Berg, Liked by Tom and 5 others", traits: [.button],
            className: "XCUIElementTypeCell", frame: ScreenRect(x: 0, y: 200, width: 390, height: 300),
            isAccessibilityElement: true,
            children: [
                AccessibilityElement(
                    id: "like", label: "Like", traits: [.button], className: "XCUIElementTypeButton",
                    frame: ScreenRect(x: 16, y: 460, width: 28, height: 28), isAccessibilityElement: true)
            ])
    }

    /// A timeline post read as one cell, with its own Reply button (after mobiumdev/mobium's Ice
    /// Cubes timeline).
    private static var post: AccessibilityElement {
        AccessibilityElement(
            id: "cell", label: "Author One, 2h, Hello", className: "XCUIElementTypeCell",
            frame: ScreenRect(x: 0, y: 116, width: 390, height: 520), isAccessibilityElement: true,
            children: [
                AccessibilityElement(
                    id: "reply", label: "Reply", traits: [.button], className: "XCUIElementTypeButton",
                    frame: ScreenRect(x: 60, y: 601, width: 47, height: 30), isAccessibilityElement: false)
            ])
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a like button's icon and count, clickable parts that are no focus stops, inside a focusable 67 x 63 dp "
                    + "button described \"Like video. 163.2K likes\": the button takes their action (WCAG 2.5.8's "
                    + "equivalent exception)",
                ExampleScreens.android([Self.likeButtonWithParts])),
            RuleExample(
                "a 44 x 44 pt iOS button",
                ExampleScreens.iOS([Self.button(ScreenRect(x: 340, y: 50, width: 44, height: 44))])
            ),
            RuleExample(
                "a link's text listed as a small Link inside the 44 pt tall Link",
                ExampleScreens.iOS([
                    AccessibilityElement(
                        id: "about", label: "About Privacy", traits: [.link], className: "XCUIElementTypeLink",
                        frame: ScreenRect(x: 20, y: 500, width: 350, height: 44),
                        children: [
                            AccessibilityElement(
                                id: "about.text", label: "About Privacy", traits: [.link],
                                className: "XCUIElementTypeLink",
                                frame: ScreenRect(x: 20, y: 512, width: 120, height: 17))
                        ])
                ])),
            RuleExample(
                "a 126 x 126 px Android button at density 2.625 (48 dp)",
                ExampleScreens.android([Self.androidButton(ScreenRect(x: 900, y: 100, width: 126, height: 126))])),
            RuleExample(
                "real dump (docer1990/visiontest@f7bbd3f hierarchy.xml, MIT, lines 69 to 72): the links \"Terms of "
                    + "Service\" and \"Privacy Policy\" inside the sentence \"By logging in, you agree with our ... and "
                    + "...\": inline targets, exempt under WCAG 2.5.8",
                ExampleScreens.android([Self.loginSentence])),
            RuleExample(
                "a cell's switch control marked accessible=\"false\": VoiceOver reads the cell, never the control",
                ExampleScreens.iOS([
                    AccessibilityElement(
                        id: "cell", label: "Airplane Mode", value: "0", traits: [.button, .switchButton],
                        className: "XCUIElementTypeCell", frame: ScreenRect(x: 16, y: 200, width: 358, height: 52),
                        isAccessibilityElement: true,
                        children: [
                            AccessibilityElement(
                                id: "cell.switch", label: "Airplane Mode", value: "0", traits: [.button],
                                className: "XCUIElementTypeSwitch",
                                frame: ScreenRect(x: 310, y: 210, width: 51, height: 31),
                                isAccessibilityElement: false)
                        ])
                ])),
            RuleExample(
                "a standard 51 x 31 pt switch, whose size UIKit fixes (WCAG 2.5.8's user-agent exception)",
                ExampleScreens.iOS([
                    AccessibilityElement(
                        id: "wifi", label: "Wi-Fi", value: "1", traits: [.button, .switchButton],
                        className: "XCUIElementTypeSwitch", frame: ScreenRect(x: 319, y: 355, width: 51, height: 31),
                        isAccessibilityElement: true)
                ])),
            RuleExample(
                "a standard 31 pt tall slider across a settings row: UIKit fixes its height (user-agent exception)",
                ExampleScreens.iOS([
                    AccessibilityElement(
                        id: "slider", label: "Font size", value: "100%", traits: [.adjustable],
                        className: "XCUIElementTypeSlider", frame: ScreenRect(x: 32, y: 603, width: 338, height: 31),
                        isAccessibilityElement: true)
                ])),
            RuleExample(
                "the last row of a list cut by the list's bottom edge: 100 px of a 400 px row are on screen",
                ExampleScreens.android([Self.cutList])),
            RuleExample(
                "the next banner peeking 26 px in at the edge of its scroller: cut, not small",
                ExampleScreens.android([Self.bannerRow])),
            RuleExample(
                "a web page's bottom tabs whose labels lie below the screen (empty bounds), each with an icon "
                    + "button that reaches the screen's edge: the edge cuts the tab through its button, so "
                    + "neither is measured",
                ExampleScreens.android([Self.webTabBar(iconsReachTheEdge: true)])),
            RuleExample(
                "the first counter card of a pager's next page peeking 89 px in at the pager's edge, where the "
                    + "same cards of the page on screen are 180 px wide: cut by the pager",
                ExampleScreens.android([Self.pagerOfCounters])),
            RuleExample(
                "a bottom navigation bar cut by the screen's bottom edge: its tabs' labels lie below the screen, so "
                    + "the dump lays them out with empty bounds",
                ExampleScreens.android([Self.bottomNavigation(labelsOnScreen: false)])),
            RuleExample(
                "a key of Gboard's input-method window (com.google.android.inputmethod.latin): the system keyboard",
                ExampleScreens.android([Self.gboardKeys])),
            RuleExample(
                "a 72 px button on a tablet's 2000 x 1128 px landscape window: density 1.5, so 48 dp",
                AccessibilityScreen(
                    platform: .android, name: "Tablet", size: ScreenSize(width: 2000, height: 1128),
                    unit: .pixels(density: nil),
                    roots: [
                        AccessibilityElement(
                            id: "window", className: "android.widget.FrameLayout",
                            frame: ScreenRect(x: 0, y: 0, width: 2000, height: 1128),
                            children: [Self.androidButton(ScreenRect(x: 964, y: 300, width: 72, height: 72))])
                    ])),
            RuleExample(
                "a small \"Settings\" with the same resource id as a big \"Settings\": the same action (equivalent)",
                ExampleScreens.android([
                    Self.androidButton(
                        ScreenRect(left: 990, top: 80, right: 1060, bottom: 150), id: "settings", label: "Settings",
                        identifier: "com.example:id/settings"),
                    Self.androidButton(
                        ScreenRect(left: 40, top: 2000, right: 1040, bottom: 2160), id: "bigSettings",
                        label: "Settings", identifier: "com.example:id/settings"),
                ])),
            RuleExample(
                "a web paragraph's \"Learn more\", listed as a Button inside the paragraph whose text holds its "
                    + "words: a link in a block of text (WCAG 2.5.8's inline exception)",
                ExampleScreens.android([Self.paragraphWithLink])),
            RuleExample(
                "cut by their scrollers, as their peers show: a scrolled tab strip's last tab, 57 px of it where the "
                    + "other tabs are 204 px and more; the first clickable row of a list, 25 px at the list's top "
                    + "where the rows between its empty spacers are 150 px; and a 24 px sliver of a category tile "
                    + "beside tiles of 270 px (one of them double width)",
                ExampleScreens.android([Self.tabStrip(lastTabCut: true), Self.rowsBetweenSpacers, Self.tileGrid])),
        ]
    }

    /// A heading and its "See all" link, apart on one line.
    private static var sectionHeader: AccessibilityElement {
        AccessibilityElement(
            id: "header", className: "android.widget.LinearLayout",
            frame: ScreenRect(left: 44, top: 940, right: 1036, bottom: 1026),
            children: [
                text("heading", "Recent projects", ScreenRect(left: 44, top: 961, right: 500, bottom: 1005)),
                text("seeAll", "See all", ScreenRect(left: 877, top: 961, right: 1036, bottom: 1005), clickable: true),
            ])
    }

    /// A React Native card whose developer gave the card and both its buttons the description
    /// "touch" (a test id), at density 2.625: buttons of 384 x 120 px (146 x 46 dp).
    private static var touchCard: AccessibilityElement {
        AccessibilityElement(
            id: "card", label: "touch", className: "android.view.ViewGroup",
            frame: ScreenRect(left: 96, top: 1817, right: 936, bottom: 2201), isClickable: true,
            children: [
                AccessibilityElement(
                    id: "question", label: "Keep the reminder?", className: "android.widget.TextView",
                    frame: ScreenRect(left: 132, top: 1860, right: 900, bottom: 1960)),
                AccessibilityElement(
                    id: "yes", label: "touch", className: "android.view.ViewGroup",
                    frame: ScreenRect(left: 132, top: 2045, right: 516, bottom: 2165), isClickable: true),
                AccessibilityElement(
                    id: "no", label: "touch", className: "android.view.ViewGroup",
                    frame: ScreenRect(left: 516, top: 2045, right: 900, bottom: 2165), isClickable: true),
            ])
    }

    /// A title bar at density 2.625: a back arrow an icon font draws (its text the private-use
    /// glyph U+E614) before the screen's title, and a settings and an add button drawn as emoji
    /// after it, every fragment one line of the title's height (100 px, 38 dp) touching the next.
    private static var iconsOnATitleLine: AccessibilityElement {
        AccessibilityElement(
            id: "bar", className: "android.widget.LinearLayout",
            frame: ScreenRect(left: 0, top: 112, right: 1080, bottom: 212),
            children: [
                text("back", "\u{E614}", ScreenRect(left: 0, top: 112, right: 110, bottom: 212), clickable: true),
                text("title", "Confirm order", ScreenRect(left: 110, top: 112, right: 760, bottom: 212)),
                text("settings", "⚙️", ScreenRect(left: 760, top: 118, right: 870, bottom: 206), clickable: true),
                text("add", "➕", ScreenRect(left: 870, top: 112, right: 980, bottom: 212), clickable: true),
            ])
    }

    /// A bottom navigation bar of three tabs, 84 px (32 dp) of it on screen, along the screen's
    /// bottom edge; each tab holds its icon and its label, which the dump lays out below the icon
    /// or, when the edge cuts the bar, with empty bounds.
    static func bottomNavigation(labelsOnScreen: Bool) -> AccessibilityElement {
        let tabs: [(ElementID, String)] = [("chats", "Chats"), ("explore", "Explore"), ("profile", "Profile")]
        return AccessibilityElement(
            id: "navigation", className: "android.widget.FrameLayout",
            frame: ScreenRect(left: 0, top: 2316, right: 1080, bottom: 2400),
            children: tabs.enumerated().map { offset, tab in
                let left = Double(offset) * 360
                return AccessibilityElement(
                    id: tab.0, label: tab.1, className: "android.widget.FrameLayout",
                    frame: ScreenRect(left: left, top: 2316, right: left + 360, bottom: 2400), isClickable: true,
                    children: [
                        AccessibilityElement(
                            id: ElementID(tab.0.rawValue + ".icon"), className: "android.widget.ImageView",
                            frame: ScreenRect(left: left + 148, top: 2324, right: left + 212, bottom: 2372)),
                        AccessibilityElement(
                            id: ElementID(tab.0.rawValue + ".label"), label: tab.1, role: .text,
                            className: "android.widget.TextView",
                            frame: labelsOnScreen
                                ? ScreenRect(left: left + 120, top: 2372, right: left + 240, bottom: 2400)
                                : ScreenRect(x: 0, y: 0, width: 0, height: 0)),
                    ])
            })
    }

    /// A React Native tab bar of four 73 px (28 dp) tabs from the screen's left side to its right,
    /// above the screen's bottom, whose labels overflow below the tabs: Android clamps each
    /// label's bounds to its tab's, so the dump gives it its real top and the tab's bottom (after
    /// JagerOtter801/TerraOffRoad appium_window_dump.xml).
    static var overflowingTabBar: AccessibilityElement {
        let tabs: [(ElementID, String)] = [("map", "Map"), ("poi", "POI"), ("gear", "Gear"), ("weather", "Weather")]
        return AccessibilityElement(
            id: "tabBar", className: "android.view.ViewGroup",
            frame: ScreenRect(left: 0, top: 1997, right: 1080, bottom: 2205),
            children: tabs.enumerated().map { offset, tab in
                let left = Double(offset) * 270
                return AccessibilityElement(
                    id: tab.0, label: tab.1, className: "android.view.View",
                    frame: ScreenRect(left: left, top: 1997, right: left + 270, bottom: 2070), isClickable: true,
                    isFocusable: true,
                    children: [
                        AccessibilityElement(
                            id: ElementID(tab.0.rawValue + ".label"), label: tab.1, role: .text,
                            className: "android.widget.TextView",
                            frame: ScreenRect(left: left + 106, top: 2089, right: left + 163, bottom: 2070))
                    ])
            })
    }

    /// A map fragment whose TextureView exposes markers as virtual views, two named by their
    /// places (after dev-claude-rodgers/HaiReel's ui_map.xml) and an unnamed one the map's top
    /// edge cuts to half its height (after omarkh1288/ATHAR's athar_ui.xml), beside the app's
    /// own 48 dp current-location button.
    static var mapWithMarkers: AccessibilityElement {
        func pin(_ id: ElementID, _ place: String, _ left: Double, _ top: Double) -> AccessibilityElement {
            AccessibilityElement(
                id: id, label: place, className: "android.view.View",
                frame: ScreenRect(left: left, top: top, right: left + 80, bottom: top + 80), isClickable: true,
                isFocusable: true)
        }
        return AccessibilityElement(
            id: "mapFragment", className: "android.widget.FrameLayout", identifier: "com.example.routes:id/map",
            frame: ScreenRect(left: 0, top: 451, right: 1080, bottom: 2196),
            children: [
                AccessibilityElement(
                    id: "map", label: "Google Map", className: "android.view.TextureView",
                    frame: ScreenRect(left: 0, top: 451, right: 1080, bottom: 2196), isClickable: true,
                    isFocusable: true,
                    children: [
                        pin("pin1", "1. Harbour bakery", 239, 1322), pin("pin2", "2. Station kiosk", 616, 1531),
                        // A marker the map has panned half out of view: uiautomator gives its
                        // visible 40 of 80 px.
                        AccessibilityElement(
                            id: "pin3", className: "android.view.View",
                            frame: ScreenRect(left: 420, top: 451, right: 500, bottom: 491), isClickable: true,
                            isFocusable: true),
                    ]),
                AccessibilityElement(
                    id: "myLocation", label: "My location", className: "android.widget.ImageView",
                    frame: ScreenRect(left: 924, top: 481, right: 1068, bottom: 625), isClickable: true,
                    isFocusable: true),
            ])
    }

    /// A launcher's category chips in a horizontal scroller (after halibiram/HyperXray ui_dump.xml).
    private static var chipBar: AccessibilityElement {
        let frames: [(ElementID, String, Double, Double)] = [
            ("all", "All", 53, 239), ("messaging", "Messaging", 239, 568), ("fun", "Fun", 568, 806),
            ("photos", "Photos", 806, 1050),
        ]
        return AccessibilityElement(
            id: "chips", className: "android.widget.HorizontalScrollView",
            frame: ScreenRect(left: 52, top: 175, right: 1050, bottom: 279), isScrollable: true,
            children: frames.map { id, label, left, right in
                text(id, label, ScreenRect(left: left, top: 175, right: right, bottom: 279), clickable: true)
            })
    }

    /// A terminal app's row of extra keys above the keyboard.
    private static var extraKeys: AccessibilityElement {
        let keys: [(ElementID, String)] = [("esc", "ESC"), ("tab", "TAB"), ("ctrl", "CTRL")]
        return AccessibilityElement(
            id: "extraKeys", className: "android.widget.GridLayout", identifier: "com.termux:id/terminal_toolbar",
            frame: ScreenRect(left: 0, top: 2100, right: 1080, bottom: 2190),
            children: keys.enumerated().map { offset, key in
                AccessibilityElement(
                    id: key.0, label: key.1, className: "android.widget.Button",
                    frame: ScreenRect(
                        left: Double(offset) * 154, top: 2100, right: Double(offset + 1) * 154, bottom: 2190),
                    isClickable: true)
            })
    }

    /// A live stream's bottom action buttons in an Appium window that reports 1080 x 2088 px.
    private static var appiumWindowWithoutNavigationBar: AccessibilityScreen {
        let buttons: [(ElementID, String)] = [("gift", "Gift"), ("share", "Share"), ("more", "More")]
        return AccessibilityScreen(
            platform: .android, name: "Example", size: ScreenSize(width: 1080, height: 2088),
            unit: .pixels(density: 2.625),
            roots: [
                AccessibilityElement(
                    id: "window", className: "android.widget.FrameLayout",
                    frame: ScreenRect(left: 0, top: 0, right: 1080, bottom: 2088),
                    children: buttons.enumerated().map { offset, button in
                        androidButton(
                            ScreenRect(
                                left: Double(offset) * 360, top: 1990, right: Double(offset + 1) * 360, bottom: 2088),
                            id: button.0, label: button.1)
                    })
            ])
    }

    /// A clickable post with its author's name and a Follow button.
    private static var postWithFollowButton: AccessibilityElement {
        AccessibilityElement(
            id: "post", className: "android.view.ViewGroup",
            frame: ScreenRect(left: 0, top: 600, right: 1080, bottom: 1200), isClickable: true,
            children: [
                text("author", "Nishant Pandey", ScreenRect(left: 168, top: 809, right: 595, bottom: 869)),
                AccessibilityElement(
                    id: "follow", label: "Follow Nishant Pandey", role: .button, className: "android.widget.Button",
                    frame: ScreenRect(left: 654, top: 829, right: 862, bottom: 908), isClickable: true),
            ])
    }

    /// A short video's like button at density 2.625 (after TikTok's right rail, U's
    /// tiktok_ui_debug.xml): a focusable Button described "Like video. 163.2K likes" of 176 x 165 px
    /// holds, through a focusable layout of its own bounds (one control listed twice), a clickable
    /// icon frame (its image described "Like") and a clickable count "163.2K", neither focusable.
    private static var likeButtonWithParts: AccessibilityElement {
        AccessibilityElement(
            id: "like", label: "Like video. 163.2K likes", role: .button, className: "android.widget.Button",
            frame: ScreenRect(left: 904, top: 918, right: 1080, bottom: 1083), isClickable: true, isFocusable: true,
            children: [
                AccessibilityElement(
                    id: "layout", className: "android.widget.LinearLayout",
                    frame: ScreenRect(left: 904, top: 918, right: 1080, bottom: 1083), isFocusable: true,
                    children: Self.likeButtonParts)
            ])
    }

    /// The like button's icon frame and count.
    private static var likeButtonParts: [AccessibilityElement] {
        [
            AccessibilityElement(
                id: "icon", className: "android.widget.FrameLayout",
                frame: ScreenRect(left: 904, top: 918, right: 1080, bottom: 1041), isClickable: true,
                children: [
                    AccessibilityElement(
                        id: "heart", label: "Like", className: "android.widget.ImageView",
                        frame: ScreenRect(left: 935, top: 918, right: 1059, bottom: 1041))
                ]),
            AccessibilityElement(
                id: "count", label: "163.2K", role: .button, className: "android.widget.Button",
                frame: ScreenRect(left: 904, top: 1041, right: 1080, bottom: 1064), isClickable: true),
        ]
    }

    /// A focusable profile card described "Tom Smith. 12 posts" at density 2.625 whose small
    /// parts each show a control of its own: a "Follow" button, a focusable count "12", a name
    /// "Tom Smith" whose id says `more`, a check box "Tom", a part named exactly as the card, an
    /// unnamed photo, and a focusable chip holding a clickable "posts".
    private static var profileCardWithOwnControls: AccessibilityElement {
        func part(
            _ id: ElementID, _ label: String, left: Double, focusable: Bool = false, checkable: Bool = false,
            identifier: String? = nil
        ) -> AccessibilityElement {
            AccessibilityElement(
                id: id, label: label, className: "android.widget.TextView", identifier: identifier,
                frame: ScreenRect(left: left, top: 700, right: left + 160, bottom: 780), isCheckable: checkable,
                isClickable: true, isFocusable: focusable)
        }
        return AccessibilityElement(
            id: "card", label: "Tom Smith. 12 posts", className: "android.view.ViewGroup",
            identifier: "com.example:id/profile_card",
            frame: ScreenRect(left: 40, top: 600, right: 1040, bottom: 900), isClickable: true, isFocusable: true,
            children: [
                part("follow", "Follow", left: 60),
                part("count", "12", left: 240, focusable: true),
                part("more", "Tom Smith", left: 420, identifier: "com.example:id/iv_more"),
                part("check", "Tom", left: 600, checkable: true),
                part("same", "Tom Smith. 12 posts", left: 780),
                AccessibilityElement(
                    id: "avatar", className: "android.widget.ImageView",
                    frame: ScreenRect(left: 60, top: 800, right: 160, bottom: 880), isClickable: true),
                AccessibilityElement(
                    id: "postsChip", className: "android.view.ViewGroup",
                    frame: ScreenRect(left: 240, top: 800, right: 460, bottom: 880), isClickable: true,
                    isFocusable: true,
                    children: [
                        AccessibilityElement(
                            id: "posts", label: "posts", className: "android.widget.TextView",
                            frame: ScreenRect(left: 250, top: 810, right: 450, bottom: 870), isClickable: true)
                    ]),
            ])
    }

    /// A SwiftUI toggle with its label (after RadishSoftware/mobster DAYBREAK_TODAY.xml).
    private static var labelledToggle: AccessibilityElement {
        AccessibilityElement(
            id: "toggle", label: "Drink water", value: "0", traits: [.button, .switchButton],
            className: "XCUIElementTypeSwitch", frame: ScreenRect(x: 92, y: 408, width: 276, height: 39),
            isAccessibilityElement: true,
            children: [
                AccessibilityElement(
                    id: "toggle.switch", value: "0", traits: [.button, .switchButton],
                    className: "XCUIElementTypeSwitch", frame: ScreenRect(x: 307, y: 413, width: 63, height: 29),
                    isAccessibilityElement: true)
            ])
    }

    /// A list of comments (after a Douban reply thread) scrolled so the list's top edge cuts the
    /// first comment: its avatar and menu keep 55 and 70 px of the 93 and 108 px the same views
    /// have in the two comments below. The authors' names are 40, 61 and 122 px tall (the last
    /// wraps to two lines): no set of one size, so the first name is measured. Unscrolled, the
    /// first comment is whole at the list's top edge, as tall as the others, and measured.
    static func commentList(firstCut: Bool) -> AccessibilityElement {
        func comment(_ number: Int, top: Double, rowTop: Double, bottom: Double, nameHeight: Double)
            -> AccessibilityElement
        {
            let first = firstCut && number == 1
            return AccessibilityElement(
                id: ElementID("comment\(number)"), className: "android.widget.RelativeLayout",
                frame: ScreenRect(left: 0, top: rowTop, right: 1080, bottom: bottom), isClickable: true,
                isLongClickable: true,
                children: [
                    AccessibilityElement(
                        id: ElementID("avatar\(number)"), className: "android.widget.ImageView",
                        identifier: "com.example:id/author_icon",
                        frame: ScreenRect(left: 45, top: top, right: 138, bottom: first ? top + 55 : top + 93),
                        isClickable: true),
                    AccessibilityElement(
                        id: ElementID("name\(number)"), label: "Author \(number)", className: "android.widget.TextView",
                        identifier: "com.example:id/author_name",
                        frame: ScreenRect(left: 168, top: top, right: 348, bottom: top + nameHeight), isClickable: true),
                    AccessibilityElement(
                        id: ElementID("menu\(number)"), label: "More", className: "android.widget.ImageView",
                        identifier: "com.example:id/overflow_menu",
                        frame: ScreenRect(left: 942, top: top, right: 1080, bottom: first ? top + 70 : top + 108),
                        isClickable: true),
                ])
        }
        return AccessibilityElement(
            id: "comments", role: .list, className: "androidx.recyclerview.widget.RecyclerView",
            frame: ScreenRect(left: 0, top: 357, right: 1080, bottom: 2000), isScrollable: true,
            children: [
                comment(1, top: 357, rowTop: 357, bottom: 632, nameHeight: firstCut ? 40 : 61),
                comment(2, top: 692, rowTop: 677, bottom: 1000, nameHeight: 61),
                comment(3, top: 1060, rowTop: 1045, bottom: 1400, nameHeight: 122),
            ])
    }

    /// A workbench page (after a Chinese enterprise messenger's): a vertical list of two items, a
    /// banner and the workbench, which holds three sections (the first in a frame of its own, the
    /// other two in a column), each a heading over a grid of 270 px tiles (`RecyclerView`s sharing
    /// `gridIdentifier`): four tiles, three tiles, and four tiles that the list's bottom edge cuts
    /// to 105 px (their names below it, left out of the dump).
    static func workbench(gridIdentifier: String?) -> AccessibilityElement {
        func tile(_ id: String, column: Int, top: Double, bottom: Double, named: Bool) -> AccessibilityElement {
            let left = Double(column) * 270
            return AccessibilityElement(
                id: ElementID(id), className: "android.widget.RelativeLayout", identifier: "com.example:id/rl_item",
                frame: ScreenRect(left: left, top: top, right: left + 270, bottom: bottom), isClickable: true,
                children: named
                    ? [
                        text(
                            ElementID(id + ".name"), "Tool \(id)",
                            ScreenRect(left: left + 57, top: top + 192, right: left + 213, bottom: top + 245))
                    ]
                    : [])
        }
        func section(_ number: Int, top: Double, gridTop: Double, bottom: Double, columns: Int, cut: Bool)
            -> AccessibilityElement
        {
            AccessibilityElement(
                id: ElementID("section\(number)"), className: "android.widget.RelativeLayout",
                frame: ScreenRect(left: 0, top: top, right: 1080, bottom: bottom),
                children: [
                    text(
                        ElementID("heading\(number)"), "Section \(number)",
                        ScreenRect(left: 69, top: top, right: 225, bottom: top + 53)),
                    AccessibilityElement(
                        id: ElementID("grid\(number)"), className: "androidx.recyclerview.widget.RecyclerView",
                        identifier: gridIdentifier,
                        frame: ScreenRect(left: 0, top: gridTop, right: 1080, bottom: bottom),
                        children: (0..<columns).map {
                            tile(
                                cut ? "cut\(number).\($0)" : "tile\(number).\($0)", column: $0, top: gridTop + 18,
                                bottom: cut ? bottom : gridTop + 329, named: !cut)
                        }),
                ])
        }
        return AccessibilityElement(
            id: "page", role: .list, className: "androidx.recyclerview.widget.RecyclerView",
            frame: ScreenRect(left: 0, top: 222, right: 1080, bottom: 1763), isScrollable: true,
            children: [
                AccessibilityElement(
                    id: "banner", className: "android.widget.RelativeLayout",
                    frame: ScreenRect(left: 0, top: 222, right: 1080, bottom: 702)),
                AccessibilityElement(
                    id: "workbench", className: "android.widget.RelativeLayout",
                    frame: ScreenRect(left: 0, top: 702, right: 1080, bottom: 1763),
                    children: [
                        AccessibilityElement(
                            id: "configured", className: "android.widget.FrameLayout",
                            frame: ScreenRect(left: 0, top: 702, right: 1080, bottom: 1121),
                            children: [section(1, top: 702, gridTop: 792, bottom: 1121, columns: 4, cut: false)]),
                        AccessibilityElement(
                            id: "column", className: "android.widget.LinearLayout",
                            frame: ScreenRect(left: 0, top: 1121, right: 1080, bottom: 1763),
                            children: [
                                section(2, top: 1121, gridTop: 1216, bottom: 1545, columns: 3, cut: false),
                                section(3, top: 1545, gridTop: 1640, bottom: 1763, columns: 4, cut: true),
                            ]),
                    ]),
            ])
    }

    /// A shop page in a `ViewPager` (after Tmall's): a sort bar of four 230 px worded buttons
    /// and a 160 px layout-switch button (an icon font's glyph) along the page's top, 151 px
    /// tall. `shift` moves the page that many pixels right, as while it is swiped in; each frame
    /// is clipped to the pager as a dump gives it, and a view wholly beyond it has empty bounds.
    static func pagedSortBar(shift: Double) -> AccessibilityElement {
        let pager = ScreenRect(left: 0, top: 394, right: 1080, bottom: 2224)
        func clipped(_ left: Double, _ right: Double, top: Double, bottom: Double) -> ScreenRect {
            let (shown, end) = (max(left + shift, pager.minX), min(right + shift, pager.maxX))
            return shown < end ? ScreenRect(left: shown, top: top, right: end, bottom: bottom) : .zero
        }
        func button(_ id: String, _ label: String, left: Double, width: Double) -> AccessibilityElement {
            let frame = clipped(left, left + width, top: 394, bottom: 545)
            return AccessibilityElement(
                id: ElementID(id), className: "android.widget.RelativeLayout", frame: frame, isClickable: true,
                children: [text(ElementID(id + ".title"), label, frame)])
        }
        let labels = ["Overall", "Sales", "New", "Price"]
        return AccessibilityElement(
            id: "shopPager", className: "androidx.viewpager.widget.ViewPager", frame: pager, isScrollable: true,
            children: [
                AccessibilityElement(
                    id: "shopPage", className: "android.widget.RelativeLayout",
                    frame: clipped(0, 1080, top: 394, bottom: 2224),
                    children: [
                        AccessibilityElement(
                            id: "sortBar", className: "android.widget.LinearLayout",
                            frame: clipped(0, 1080, top: 394, bottom: 545),
                            children: labels.indices.map {
                                button("sort\($0)", labels[$0], left: Double($0) * 230, width: 230)
                            } + [button("layoutSwitch", "\u{E603}", left: 920, width: 160)])
                    ])
            ])
    }

    /// A notification list (after Facebook's): two rows are Buttons holding a 121 px menu Button
    /// at the list's right edge; between them a friend request's row holds its Confirm and Delete
    /// Buttons. None has a resource id.
    private static var notificationList: AccessibilityElement {
        func button(_ id: ElementID, _ label: String, _ frame: ScreenRect, _ children: [AccessibilityElement] = [])
            -> AccessibilityElement
        {
            AccessibilityElement(
                id: id, label: label, role: .button, className: "android.widget.Button", frame: frame,
                isClickable: true, children: children)
        }
        return AccessibilityElement(
            id: "notifications", role: .list, className: "androidx.recyclerview.widget.RecyclerView",
            frame: ScreenRect(left: 0, top: 346, right: 1080, bottom: 2250), isScrollable: true,
            children: [
                button(
                    "row1", "You approved a sign-in", ScreenRect(left: 0, top: 463, right: 1080, bottom: 683),
                    [button("menu1", "Manage", ScreenRect(left: 959, top: 513, right: 1080, bottom: 634))]),
                button(
                    "row2", "Sam sent you a friend request", ScreenRect(left: 0, top: 683, right: 1080, bottom: 993),
                    [
                        button("confirm", "Confirm", ScreenRect(left: 242, top: 872, right: 634, bottom: 971)),
                        button("delete", "Delete", ScreenRect(left: 656, top: 872, right: 1047, bottom: 971)),
                    ]),
                button(
                    "row3", "Noe posted a story", ScreenRect(left: 0, top: 1110, right: 1080, bottom: 1330),
                    [button("menu3", "Manage", ScreenRect(left: 959, top: 1160, right: 1080, bottom: 1281))]),
            ])
    }

    /// A grid of cards 330 px wide (after Zomato's brand page), two rows of three, whose right edge
    /// shows 264 px of the third column; each card has a 108 px heart at its top right corner.
    private static var cardGridWithHearts: AccessibilityElement {
        let cards = (0..<6).map { index -> AccessibilityElement in
            let left = 108 + Double(index % 3) * 354
            let top = 300 + Double(index / 3) * 420
            let right = min(left + 330, 1080)
            return AccessibilityElement(
                id: ElementID("card\(index + 1)"), label: "Restaurant \(index + 1)",
                className: "android.view.ViewGroup",
                frame: ScreenRect(left: left, top: top, right: right, bottom: top + 400), isClickable: true,
                children: [
                    AccessibilityElement(
                        id: ElementID("heart\(index + 1)"), label: "Favourite", className: "android.widget.ImageView",
                        identifier: "com.example:id/favourite",
                        frame: ScreenRect(left: left + 222, top: top, right: right, bottom: top + 108),
                        isClickable: true)
                ])
        }
        return AccessibilityElement(
            id: "grid", className: "android.widget.GridView",
            frame: ScreenRect(left: 0, top: 300, right: 1080, bottom: 1120),
            isScrollable: true, children: cards)
    }

    /// A task editor in a vertical scroll view (after Cove's): a wordless 84 px toggle at the
    /// scroller's left edge and a 91 px menu button at its right edge, above a row of chips
    /// 161 to 289 px wide.
    private static var taskEditor: AccessibilityElement {
        func view(_ id: ElementID, _ label: String?, _ frame: ScreenRect) -> AccessibilityElement {
            AccessibilityElement(
                id: id, label: label, className: "android.view.View", frame: frame, isClickable: true,
                isFocusable: true)
        }
        return AccessibilityElement(
            id: "editor", className: "android.widget.ScrollView",
            frame: ScreenRect(left: 52, top: 158, right: 1028, bottom: 1700), isFocusable: true, isScrollable: true,
            children: [
                view("toggle", nil, ScreenRect(left: 52, top: 158, right: 136, bottom: 255)),
                view("menu", "Show menu", ScreenRect(left: 937, top: 158, right: 1028, bottom: 236)),
                view("none", "None", ScreenRect(left: 52, top: 371, right: 213, bottom: 464)),
                view("school", "School", ScreenRect(left: 233, top: 371, right: 479, bottom: 464)),
                view("work", "Work", ScreenRect(left: 499, top: 371, right: 702, bottom: 464)),
                view("personal", "Personal", ScreenRect(left: 722, top: 371, right: 1011, bottom: 464)),
                view("projects", "Projects", ScreenRect(left: 52, top: 484, right: 341, bottom: 577)),
            ])
    }

    /// A horizontal row of 150 px story avatars with an 80 px "Add story" button flush with the
    /// row's top edge.
    private static var storyRow: AccessibilityElement {
        func image(_ id: ElementID, _ label: String, _ frame: ScreenRect) -> AccessibilityElement {
            AccessibilityElement(
                id: id, label: label, className: "android.widget.ImageView", frame: frame, isClickable: true)
        }
        return AccessibilityElement(
            id: "stories", className: "android.widget.HorizontalScrollView",
            frame: ScreenRect(left: 0, top: 1800, right: 1080, bottom: 2000), isScrollable: true,
            children: [
                image("story1", "Ana's story", ScreenRect(left: 20, top: 1820, right: 170, bottom: 1970)),
                image("story2", "Ben's story", ScreenRect(left: 190, top: 1820, right: 340, bottom: 1970)),
                image("addStory", "Add story", ScreenRect(left: 360, top: 1800, right: 440, bottom: 1880)),
            ])
    }

    /// A web page (after DingTalk's check-in page) whose bottom bar holds four 270 px tabs, each a
    /// clickable View with a 72 px icon Button and a label the dump lays out with empty bounds,
    /// below the screen. The buttons reach the screen's bottom edge or stop 10 px above it. In the
    /// second case the page also holds a help button at the edge, outside the tabs, and an empty
    /// view laid out off screen.
    static func webTabBar(iconsReachTheEdge: Bool) -> AccessibilityElement {
        let names: [(ElementID, String)] = [
            ("checkIn", "Check in"), ("apply", "Apply"), ("stats", "Statistics"), ("settings", "Settings"),
        ]
        let tabs = names.enumerated().map { offset, name in
            let left = Double(offset) * 270
            return AccessibilityElement(
                id: name.0, className: "android.view.View",
                frame: ScreenRect(left: left, top: 2331, right: left + 270, bottom: 2400), isClickable: true,
                children: [
                    AccessibilityElement(
                        id: ElementID(name.0.rawValue + ".icon"), label: name.1, role: .button,
                        className: "android.widget.Button",
                        frame: ScreenRect(
                            left: left + 99, top: 2352, right: left + 171, bottom: iconsReachTheEdge ? 2400 : 2390),
                        isClickable: true),
                    AccessibilityElement(
                        id: ElementID(name.0.rawValue + ".label"), label: name.1, className: "android.view.View",
                        frame: .zero),
                ])
        }
        let bar = AccessibilityElement(
            id: "tabBar", className: "android.view.View",
            frame: ScreenRect(left: 0, top: 2331, right: 1080, bottom: 2400), children: tabs)
        let extras =
            iconsReachTheEdge
            ? []
            : [
                AccessibilityElement(
                    id: "help", label: "Help", role: .button, className: "android.widget.Button",
                    frame: ScreenRect(left: 960, top: 2250, right: 1040, bottom: 2400), isClickable: true),
                AccessibilityElement(id: "offscreen", className: "android.view.View", frame: .zero),
            ]
        return AccessibilityElement(
            id: "page", className: "android.view.View", frame: ScreenRect(left: 0, top: 200, right: 1080, bottom: 2400),
            children: [bar] + extras)
    }

    /// A pager whose page on screen holds three counter cards, 225 (flush with the start), 180 and
    /// 180 px wide, and whose next page shows 89 px of its first card (after Douban's profile).
    private static var pagerOfCounters: AccessibilityElement {
        func counter(_ id: ElementID, _ label: String, _ left: Double, _ right: Double) -> AccessibilityElement {
            AccessibilityElement(
                id: id, label: label, className: "android.widget.LinearLayout",
                frame: ScreenRect(left: left, top: 548, right: right, bottom: 796), isClickable: true)
        }
        func page(_ id: ElementID, _ left: Double, _ cards: [AccessibilityElement]) -> AccessibilityElement {
            AccessibilityElement(
                id: id, className: "androidx.recyclerview.widget.RecyclerView",
                frame: ScreenRect(left: left, top: 548, right: 1080, bottom: 818), children: cards)
        }
        return AccessibilityElement(
            id: "pager", className: "androidx.viewpager.widget.ViewPager",
            frame: ScreenRect(left: 0, top: 548, right: 1080, bottom: 818), isScrollable: true,
            children: [
                page(
                    "page1", 0,
                    [
                        counter("wish", "Want to see 0", 0, 225), counter("doing", "Watching 0", 333, 513),
                        counter("done", "Seen 0", 621, 801),
                    ]),
                page("page2", 991, [counter("wishBook", "Want to read 0", 991, 1080)]),
            ])
    }

    /// A list of 400 px rows whose last row the list's bottom edge cuts.
    private static var cutList: AccessibilityElement {
        func row(_ id: ElementID, _ top: Double, _ bottom: Double) -> AccessibilityElement {
            AccessibilityElement(
                id: id, label: "Row", className: "android.widget.LinearLayout",
                frame: ScreenRect(left: 0, top: top, right: 1080, bottom: bottom), isClickable: true)
        }
        return AccessibilityElement(
            id: "list", role: .list, className: "androidx.recyclerview.widget.RecyclerView",
            frame: ScreenRect(left: 0, top: 400, right: 1080, bottom: 1600), isScrollable: true,
            children: [row("row1", 700, 1100), row("row2", 1100, 1500), row("row3", 1500, 1600)])
    }

    /// A banner row: one banner and the next one peeking in (after the Play Store games screen).
    private static var bannerRow: AccessibilityElement {
        AccessibilityElement(
            id: "banners", className: "androidx.recyclerview.widget.RecyclerView",
            frame: ScreenRect(left: 0, top: 396, right: 1080, bottom: 761), isScrollable: true,
            children: [
                AccessibilityElement(
                    id: "banner1", label: "Summer sale", className: "android.widget.FrameLayout",
                    frame: ScreenRect(left: 66, top: 396, right: 1010, bottom: 761), isClickable: true),
                AccessibilityElement(
                    id: "banner2", label: "New this week", className: "android.widget.FrameLayout",
                    frame: ScreenRect(left: 1054, top: 396, right: 1080, bottom: 761), isClickable: true),
            ])
    }

    /// Two keys of Gboard's window.
    private static var gboardKeys: AccessibilityElement {
        let package = "com.google.android.inputmethod.latin"
        return AccessibilityElement(
            id: "keyboard", className: "android.widget.FrameLayout", identifier: "\(package):id/keyboard_holder",
            frame: ScreenRect(left: 0, top: 1700, right: 1080, bottom: 2300),
            children: [
                AccessibilityElement(
                    id: "q", label: "q", className: "android.widget.FrameLayout",
                    identifier: "\(package):id/key_pos_0_0",
                    frame: ScreenRect(left: 0, top: 1720, right: 108, bottom: 1840), isClickable: true),
                AccessibilityElement(
                    id: "w", label: "w", className: "android.widget.FrameLayout",
                    identifier: "\(package):id/key_pos_0_1",
                    frame: ScreenRect(left: 108, top: 1720, right: 216, bottom: 1840), isClickable: true),
            ])
    }

    /// The sentence of the visiontest login screen (bounds in px as the dump gives them).
    private static var loginSentence: AccessibilityElement {
        func text(_ id: String, _ label: String, _ frame: ScreenRect, clickable: Bool = false) -> AccessibilityElement {
            AccessibilityElement(
                id: ElementID(id), label: label, className: "android.view.View", frame: frame, isClickable: clickable,
                isFocusable: true)
        }
        return AccessibilityElement(
            id: "sentence", className: "android.view.View",
            frame: ScreenRect(left: 126, top: 2152, right: 954, bottom: 2257),
            children: [
                text(
                    "agree", "By logging in, you agree with our ",
                    ScreenRect(left: 158, top: 2152, right: 630, bottom: 2213)),
                text(
                    "terms", "Terms of Service", ScreenRect(left: 606, top: 2152, right: 864, bottom: 2213),
                    clickable: true),
                text("and", " and ", ScreenRect(left: 840, top: 2152, right: 929, bottom: 2213)),
                text(
                    "privacy", "Privacy Policy", ScreenRect(left: 431, top: 2205, right: 648, bottom: 2265),
                    clickable: true),
            ])
    }

    /// A web page's paragraph, which a WebView lists with its whole text, holding its link as a
    /// Button node inside it (28 px tall lines at density 2.625 scale: 74 px).
    private static var paragraphWithLink: AccessibilityElement {
        AccessibilityElement(
            id: "paragraph", label: "We use your information to create an account and show you content. Learn more",
            className: "android.view.View", frame: ScreenRect(left: 78, top: 1000, right: 1000, bottom: 1222),
            children: [
                AccessibilityElement(
                    id: "learnMore", label: "Learn more", role: .button, className: "android.widget.Button",
                    frame: ScreenRect(left: 143, top: 1148, right: 404, bottom: 1222), isClickable: true)
            ])
    }

    /// A cookie notice: its text, and an "Accept" Button inside it whose words the text does not
    /// hold (a control of the notice, not a link of its sentence).
    private static var cookieNotice: AccessibilityElement {
        AccessibilityElement(
            id: "notice", label: "Cookies keep this site working.", className: "android.view.View",
            frame: ScreenRect(left: 40, top: 2000, right: 1040, bottom: 2160),
            children: [
                AccessibilityElement(
                    id: "accept", label: "Accept", role: .button, className: "android.widget.Button",
                    frame: ScreenRect(left: 800, top: 2090, right: 1000, bottom: 2150), isClickable: true)
            ])
    }

    /// A tab strip (HorizontalScrollView) at density 2.625 whose tabs are 126 px (48 dp) tall. Its
    /// content view, once scrolled to its end, starts right of the scroller's start; with
    /// `lastTabCut` the scroller's right edge cuts the fourth tab to 57 px, else the fourth tab
    /// is whole (204 px) at the edge and every tab is 110 px (42 dp) tall.
    private static func tabStrip(lastTabCut: Bool) -> AccessibilityElement {
        let height: Double = lastTabCut ? 126 : 110
        let top: Double = 400
        let edges: [Double] = lastTabCut ? [179, 422, 777, 981, 1038] : [42, 285, 640, 834, 1038]
        let tabs = (0..<4).map { index in
            AccessibilityElement(
                id: ElementID("tab\(index + 1)"), label: "Tab \(index + 1) of 4", className: "android.view.View",
                frame: ScreenRect(left: edges[index], top: top, right: edges[index + 1], bottom: top + height),
                isClickable: true)
        }
        return AccessibilityElement(
            id: "strip", className: "android.widget.HorizontalScrollView",
            frame: ScreenRect(left: 42, top: top, right: 1038, bottom: top + height), isScrollable: true,
            children: [
                AccessibilityElement(
                    id: "stripContent", className: "android.view.View",
                    frame: ScreenRect(left: edges[0], top: top, right: 1038, bottom: top + height), children: tabs)
            ])
    }

    /// A list (a scrollable View, as Compose dumps it) of 150 px clickable rows with 24 px empty
    /// spacers between them; the list's top edge cuts the first row to 25 px.
    private static var rowsBetweenSpacers: AccessibilityElement {
        var children: [AccessibilityElement] = [
            AccessibilityElement(
                id: "row0", label: "Chapter one", className: "android.view.View",
                frame: ScreenRect(left: 0, top: 600, right: 1080, bottom: 625), isClickable: true)
        ]
        var top: Double = 625
        for index in 1...4 {
            children.append(
                AccessibilityElement(
                    id: ElementID("spacer\(index)"), className: "android.view.View",
                    frame: ScreenRect(left: 0, top: top, right: 1080, bottom: top + 24)))
            children.append(
                AccessibilityElement(
                    id: ElementID("row\(index)"), label: "Chapter \(index + 1)", className: "android.view.View",
                    frame: ScreenRect(left: 0, top: top + 24, right: 1080, bottom: top + 174), isClickable: true))
            top += 174
        }
        return AccessibilityElement(
            id: "chapters", className: "android.view.View",
            frame: ScreenRect(left: 0, top: 600, right: 1080, bottom: top), isScrollable: true, children: children)
    }

    /// A horizontal scroller of category tiles in two rows; the second row's tiles are 270, 270
    /// and 414 px wide, and the scroller's right edge cuts a fourth to a 24 px sliver.
    private static var tileGrid: AccessibilityElement {
        func tile(_ id: ElementID, _ left: Double, _ right: Double) -> AccessibilityElement {
            AccessibilityElement(
                id: id, label: nil, className: "android.widget.FrameLayout",
                frame: ScreenRect(left: left, top: 1400, right: right, bottom: 1634), isClickable: true,
                children: [
                    AccessibilityElement(
                        id: ElementID(id.rawValue + ".name"), label: "Category", className: "android.widget.TextView",
                        frame: ScreenRect(left: left, top: 1580, right: right, bottom: 1634))
                ])
        }
        let row = AccessibilityElement(
            id: "tileRow", className: "android.widget.LinearLayout",
            frame: ScreenRect(left: 39, top: 1400, right: 1080, bottom: 1640),
            children: [
                tile("tileA", 48, 318), tile("tileB", 336, 606), tile("tileC", 624, 1038), tile("tileD", 1056, 1080),
            ])
        return AccessibilityElement(
            id: "tiles", className: "android.widget.HorizontalScrollView",
            frame: ScreenRect(left: 0, top: 1142, right: 1080, bottom: 1670), isScrollable: true,
            children: [
                AccessibilityElement(
                    id: "tilesContent", className: "android.widget.LinearLayout",
                    frame: ScreenRect(left: 0, top: 1142, right: 1080, bottom: 1670),
                    children: [
                        AccessibilityElement(
                            id: "tilesColumn", className: "android.widget.LinearLayout",
                            frame: ScreenRect(left: 0, top: 1142, right: 1080, bottom: 1640), children: [row])
                    ])
            ])
    }

    /// A list of 300 px rows (LinearLayouts) and a full-width 105 px (40 dp) "Load more" Button
    /// ending at the list's bottom edge.
    private static var listWithLoadMore: AccessibilityElement {
        AccessibilityElement(
            id: "feed", role: .list, className: "androidx.recyclerview.widget.RecyclerView",
            frame: ScreenRect(left: 0, top: 1200, right: 1080, bottom: 1905), isScrollable: true,
            children: [
                AccessibilityElement(
                    id: "post1", label: "Post", className: "android.widget.LinearLayout",
                    frame: ScreenRect(left: 0, top: 1200, right: 1080, bottom: 1500), isClickable: true),
                AccessibilityElement(
                    id: "post2", label: "Post", className: "android.widget.LinearLayout",
                    frame: ScreenRect(left: 0, top: 1500, right: 1080, bottom: 1800), isClickable: true),
                AccessibilityElement(
                    id: "loadMore", label: "Load more", role: .button, className: "android.widget.Button",
                    frame: ScreenRect(left: 0, top: 1800, right: 1080, bottom: 1905), isClickable: true),
            ])
    }
}
