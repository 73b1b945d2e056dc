import AccessibilityTree
import Foundation
import HierarchyImport
import ScreenReaderKit
import Testing

/// TalkBack's roles as `Role.getRole` decides them, case by case in its order
/// (talkback@26a27dc009d5b3605e744222541f045a3c24e038,
/// `utils/src/main/java/com/google/android/accessibility/utils/Role.java`, `R/` below), with
/// classes matched through the platform's class hierarchy (``WidgetClass``) as
/// `ClassLoadingCache.checkInstanceOf` does (`utils/.../ClassLoadingCache.java:67-86`).
@Suite("TalkBack roles by class hierarchy (Role.java)")
struct TalkBackRoleSourceConformanceTests {
    struct RoleCase: Sendable, CustomTestStringConvertible {
        var name: String
        var node: AccessibilityElement
        var role: TalkBackRole
        var testDescription: String { name }

        init(_ name: String, _ node: AccessibilityElement, _ role: TalkBackRole) {
            self.name = name
            self.node = node
            self.role = role
        }
    }

    static func node(
        _ className: String?, clickable: Bool = false, enabled: Bool = true, checkable: Bool = false,
        collection: CollectionInfo? = nil, role: ElementRole? = nil
    ) -> AccessibilityElement {
        var element = AccessibilityElement(
            id: "n", role: role, className: className, isCheckable: checkable, isClickable: clickable,
            collectionInfo: collection)
        element.isEnabled = enabled
        return element
    }

    static let row = CollectionInfo(rowCount: 1, columnCount: 3, selectionMode: .single)
    static let table = CollectionInfo(rowCount: 3, columnCount: 2)

    static let cases: [RoleCase] = [
        // R/265-267: any ImageView, by hierarchy: ImageButton, QuickContactBadge, FAB, AppCompat
        .init("ImageView", node("android.widget.ImageView"), .image),
        .init("clickable ImageView", node("android.widget.ImageView", clickable: true), .imageButton),
        .init("clickable QuickContactBadge", node("android.widget.QuickContactBadge", clickable: true), .imageButton),
        .init("QuickContactBadge", node("android.widget.QuickContactBadge"), .image),
        .init("ZoomButton", node("android.widget.ZoomButton", clickable: true), .imageButton),
        .init(
            "FloatingActionButton",
            node("com.google.android.material.floatingactionbutton.FloatingActionButton", clickable: true),
            .imageButton),
        .init(
            "ShapeableImageView", node("com.google.android.material.imageview.ShapeableImageView"), .image),
        // R/273-295: TextView's subclasses, subclass before superclass
        .init("Switch", node("android.widget.Switch", checkable: true), .switch),
        .init("ToggleButton", node("android.widget.ToggleButton", checkable: true), .toggleButton),
        .init("RadioButton", node("android.widget.RadioButton", checkable: true), .radioButton),
        .init(
            "MaterialRadioButton", node("com.google.android.material.radiobutton.MaterialRadioButton"),
            .radioButton),
        .init("CompoundButton is a check box", node("android.widget.CompoundButton"), .checkBox),
        .init("CheckBox", node("android.widget.CheckBox"), .checkBox),
        .init("AppCompatCheckBox", node("androidx.appcompat.widget.AppCompatCheckBox"), .checkBox),
        .init("Button", node("android.widget.Button"), .button),
        .init("MaterialButton", node("com.google.android.material.button.MaterialButton"), .button),
        .init(
            "ExtendedFloatingActionButton is a button",
            node("com.google.android.material.floatingactionbutton.ExtendedFloatingActionButton"), .button),
        // SwitchCompat reports android.widget.Switch (its ACCESSIBILITY_EVENT_CLASS_NAME)
        .init("SwitchCompat reports Switch", node("androidx.appcompat.widget.SwitchCompat"), .switch),
        .init(
            "SwitchMaterial reports Switch", node("com.google.android.material.switchmaterial.SwitchMaterial"),
            .switch),
        // Chip reports CompoundButton when checkable, else Button
        .init("checkable Chip", node("com.google.android.material.chip.Chip", checkable: true), .checkBox),
        .init("Chip", node("com.google.android.material.chip.Chip", clickable: true), .button),
        // R/297-311
        .init("CheckedTextView", node("android.widget.CheckedTextView"), .checkedTextView),
        .init("EditText", node("android.widget.EditText"), .editText),
        .init("AutoCompleteTextView", node("android.widget.AutoCompleteTextView"), .editText),
        .init("MultiAutoCompleteTextView", node("android.widget.MultiAutoCompleteTextView"), .editText),
        .init(
            "TextInputEditText", node("com.google.android.material.textfield.TextInputEditText"), .editText),
        .init("TextView has no role", node("android.widget.TextView"), .none),
        .init("Chronometer (a TextView) has no role", node("android.widget.Chronometer"), .none),
        // R/317-331: SeekBar, then ProgressBar; a RatingBar is a seek control while enabled (range
        // info and ACTION_SET_PROGRESS), a progress bar when disabled
        .init("SeekBar", node("android.widget.SeekBar"), .seekControl),
        .init("disabled SeekBar", node("android.widget.SeekBar", enabled: false), .seekControl),
        .init("RatingBar", node("android.widget.RatingBar"), .seekControl),
        .init("disabled RatingBar", node("android.widget.RatingBar", enabled: false), .progressBar),
        .init("ProgressBar", node("android.widget.ProgressBar"), .progressBar),
        .init(
            "LinearProgressIndicator",
            node("com.google.android.material.progressindicator.LinearProgressIndicator"), .progressBar),
        // R/342-349
        .init("WebView", node("android.webkit.WebView"), .webView),
        .init("TabWidget", node("android.widget.TabWidget"), .tabBar),
        // R/351-356: a HorizontalScrollView with collection info falls through to a list or grid
        .init("HorizontalScrollView", node("android.widget.HorizontalScrollView"), .horizontalScrollView),
        .init(
            "HorizontalScrollView with collection info is a list",
            node("android.widget.HorizontalScrollView", collection: row), .list),
        .init(
            "HorizontalScrollView with a grid's collection info is a grid",
            node("android.widget.HorizontalScrollView", collection: table), .grid),
        .init(
            "TabLayout with collection info is a list",
            node("com.google.android.material.tabs.TabLayout", collection: row), .list),
        .init(
            "TabLayout without collection info is a horizontal scroll view",
            node("com.google.android.material.tabs.TabLayout"), .horizontalScrollView),
        // R/358-361
        .init("ScrollView", node("android.widget.ScrollView"), .scrollView),
        // NestedScrollView's accessibility delegate reports android.widget.ScrollView
        .init("NestedScrollView reports ScrollView", node("androidx.core.widget.NestedScrollView"), .scrollView),
        .init(
            "ScrollView with collection info stays a scroll view",
            node("android.widget.ScrollView", collection: row), .scrollView),
        // R/363-369
        .init("ViewPager", node("androidx.viewpager.widget.ViewPager"), .pager),
        .init("support ViewPager", node("android.support.v4.view.ViewPager"), .pager),
        .init("internal ViewPager", node("com.android.internal.widget.ViewPager"), .pager),
        // R/371-389
        .init("NumberPicker", node("android.widget.NumberPicker"), .numberPicker),
        .init("Spinner", node("android.widget.Spinner"), .dropDownList),
        .init("AppCompatSpinner", node("androidx.appcompat.widget.AppCompatSpinner"), .dropDownList),
        .init("Gallery (an AbsSpinner, not a Spinner) is a view group", node("android.widget.Gallery"), .viewGroup),
        .init("GridView", node("android.widget.GridView"), .grid),
        .init("ListView", node("android.widget.ListView"), .list),
        .init("ExpandableListView", node("android.widget.ExpandableListView"), .list),
        // R/403-429: collection info on any other class
        .init(
            "RecyclerView with a list's collection info",
            node("androidx.recyclerview.widget.RecyclerView", collection: row),
            .list),
        .init(
            "RecyclerView with a grid's collection info",
            node("androidx.recyclerview.widget.RecyclerView", collection: table), .grid),
        .init(
            "TalkBack's list class name keeps a grid-shaped collection a list",
            node("android.widget.listview", collection: table), .list),
        .init(
            "TalkBack's grid class name makes a one-row collection a grid",
            node("android.widget.gridview", collection: row), .grid),
        // R/414-420: RecyclerView's staggered grid class name, matched exactly, with collection info
        .init(
            "StaggeredGridLayoutManager with collection info is a staggered grid",
            node("androidx.recyclerview.widget.StaggeredGridLayoutManager", collection: table), .staggeredGrid),
        .init(
            "StaggeredGridLayoutManager without collection info has no role",
            node("androidx.recyclerview.widget.StaggeredGridLayoutManager"), .none),
        // R/431-436: any other ViewGroup; everything else has none
        .init("RecyclerView without collection info", node("androidx.recyclerview.widget.RecyclerView"), .viewGroup),
        .init("ViewPager2 is a view group", node("androidx.viewpager2.widget.ViewPager2"), .viewGroup),
        .init("DatePicker (a role only for events) is a view group", node("android.widget.DatePicker"), .viewGroup),
        .init("LinearLayout", node("android.widget.LinearLayout"), .viewGroup),
        .init("ComposeView", node("androidx.compose.ui.platform.ComposeView"), .viewGroup),
        .init("View", node("android.view.View"), .none),
        // ClassLoadingCache.java:39-64, 74-76: an app's class cannot be loaded, so it matches no class
        .init("app class named like a Button", node("com.example.MyButton", clickable: true), .none),
        .init("app class named like a RecyclerView", node("com.example.MyRecyclerView"), .none),
        .init(
            "app class named like a RecyclerView, with collection info",
            node("com.example.MyRecyclerView", collection: row),
            .list),
        .init("app class named like a ViewPager", node("com.miui.home.library.view.viewpager.ViewPager"), .none),
        // A view-hierarchy dump's simple Java class names (Espresso): a view inherits its
        // accessibility class name, so the name's ending stands for the platform class it reports
        .init("Espresso Button", node("Button", clickable: true), .button),
        .init("Espresso MaterialButton", node("MaterialButton", clickable: true), .button),
        .init("Espresso app subclass of a button", node("FancyButton", clickable: true), .button),
        .init("Espresso SwitchMaterial", node("SwitchMaterial", checkable: true), .switch),
        .init("Espresso AppCompatTextView", node("AppCompatTextView"), .none),
        .init("Espresso DecorView", node("DecorView"), .none),
        // No class name (a screen document): the explicit role
        .init("explicit role without a class", node(nil, role: .toggle), .switch),
        .init("explicit list without a class, grid-shaped", node(nil, collection: table, role: .list), .grid),
    ]

    @Test(arguments: cases)
    func role(_ testCase: RoleCase) {
        #expect(TalkBackRole(of: testCase.node) == testCase.role)
    }

    @Test func everyRoleIsReached() {
        let reached = Set(Self.cases.map(\.role))
        #expect(reached == Set(TalkBackRole.allCases), "unreached: \(Set(TalkBackRole.allCases).subtracting(reached))")
    }

    // MARK: - Speech of the classes the suffix match got wrong

    private static func classNode(_ className: String, _ attributes: [String: String], _ children: String...)
        -> String
    {
        let text = attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\"\($0.value)\"" }.joined()
        let open = "<node class=\"\(className)\"\(text)"
        return children.isEmpty ? open + "/>" : open + ">" + children.joined() + "</node>"
    }

    private static func tab(_ label: String, _ index: Int, selected: Bool = false) -> String {
        var attributes = [
            "clickable": "true", "focusable": "true", "bounds": "[\(index * 360),100][\(index * 360 + 360),250]",
        ]
        if selected { attributes["selected"] = "true" }
        return classNode(
            "androidx.appcompat.app.ActionBar$Tab", attributes,
            classNode(
                "android.widget.TextView", ["text": label, "bounds": "[\(index * 360),150][\(index * 360 + 300),200]"]))
    }

    static let speechCases: [TalkBackDumpCase] = [
        // Material's TabLayout reports itself as android.widget.HorizontalScrollView with collection
        // info (one row, a column per tab, single selection); R/351-356 make it a list, so its tabs
        // say their position and the list its size (CollectionStateFeedbackUtils)
        .init(
            "tab row reported as a HorizontalScrollView",
            classNode(
                "android.widget.HorizontalScrollView", ["focusable": "true", "bounds": "[0,100][1080,250]"],
                classNode(
                    "android.widget.LinearLayout", ["bounds": "[0,100][1080,250]"], tab("Home", 0, selected: true),
                    tab("News", 1), tab("Sport", 2))),
            [
                ("selected, Tab, Home, 1 of 3, In list, 3 items", "Double-tap to select"),
                ("Tab, News, 2 of 3", "Double-tap to select"), ("Tab, Sport, 3 of 3", "Double-tap to select"),
            ]),
        // R/414-420: a staggered grid enters with a grid's words (CollectionStateFeedbackUtils.java:
        // 60-69), speaks no item position (201-260) and leaves without a word (131-175); it is not
        // a list whose items say "1 of 3" nor one TalkBack leaves with "Out of list"
        .init(
            "staggered grid: entered as a grid, no positions, left silently",
            classNode(
                "androidx.recyclerview.widget.StaggeredGridLayoutManager",
                ["scrollable": "true", "bounds": "[0,100][1080,1000]"],
                classNode(
                    "android.widget.FrameLayout",
                    ["text": "Pi", "clickable": "true", "focusable": "true", "bounds": "[0,100][1080,400]"]),
                classNode(
                    "android.widget.FrameLayout",
                    ["text": "Tau", "clickable": "true", "focusable": "true", "bounds": "[0,400][1080,700]"]))
                + classNode(
                    "android.widget.Button",
                    ["text": "Share", "clickable": "true", "focusable": "true", "bounds": "[0,1000][1080,1200]"]),
            [
                ("Pi, In grid, 1 column", "Double-tap to activate"), ("Tau", "Double-tap to activate"),
                ("Share, Button", "Double-tap to activate"),
            ]),
        // AccessibilityNodeFeedbackUtils.java:453-464, TreeNodesDescription.java:179-195: a tooltip
        // is spoken after the hint unless it is exactly the node's content description or text
        .init(
            "tooltips: after the hint, unless they repeat the words",
            classNode(
                "android.widget.ImageButton",
                [
                    "content-desc": "More options", "tooltip-text": "More options", "clickable": "true",
                    "bounds": "[0,100][200,300]",
                ])
                + classNode(
                    "android.widget.Button",
                    [
                        "text": "Save", "hint": "Ctrl+S", "tooltip-text": "Save the draft", "clickable": "true",
                        "bounds": "[200,100][600,300]",
                    ])
                + classNode(
                    "android.widget.FrameLayout",
                    [
                        "content-desc": "Messages, 3 new", "tooltip-text": "Messages", "clickable": "true",
                        "bounds": "[600,100][1080,300]",
                    ]),
            [
                ("More options, Button", "Double-tap to activate"),
                ("Save, Button, Ctrl+S, Save the draft", "Double-tap to activate"),
                ("Messages, 3 new, Messages", "Double-tap to activate"),
            ]),
        // androidx ViewPager2.java (PageAwareAccessibilityProvider.onInitialize): a ViewPager2's
        // RecyclerView is not important for accessibility, so TalkBack never enters it as a list
        .init(
            "ViewPager2's RecyclerView is no list",
            classNode(
                "androidx.viewpager.widget.ViewPager", ["bounds": "[0,100][1080,1000]"],
                classNode(
                    "androidx.recyclerview.widget.RecyclerView",
                    ["scrollable": "true", "bounds": "[0,100][1080,1000]"],
                    classNode(
                        "android.widget.FrameLayout", ["bounds": "[0,100][1080,1000]"],
                        classNode("android.widget.TextView", ["text": "Welcome", "bounds": "[0,100][1080,300]"]),
                        classNode("android.widget.TextView", ["text": "Book parking", "bounds": "[0,300][1080,500]"]))))
                + classNode(
                    "android.widget.Button",
                    ["text": "Next", "clickable": "true", "focusable": "true", "bounds": "[0,1000][1080,1200]"]),
            [("Welcome", nil), ("Book parking", nil), ("Next, Button", "Double-tap to activate")]),
        // R/265-267: a clickable QuickContactBadge (an ImageView) is an image button
        .init(
            "clickable QuickContactBadge says Button",
            classNode(
                "android.widget.QuickContactBadge",
                ["content-desc": "Ada Lovelace", "clickable": "true", "bounds": "[0,100][200,300]"]),
            [("Ada Lovelace, Button", "Double-tap to activate")]),
        // ClassLoadingCache.java:74-76: TalkBack cannot load an app's class: no role word
        .init(
            "app's own button class has no role word",
            classNode(
                "com.example.widget.FancyButton",
                ["text": "Send", "clickable": "true", "bounds": "[0,100][400,250]"]),
            [("Send", "Double-tap to activate")]),
        // SwitchCompat, by its Java class (a view-hierarchy dump), reports android.widget.Switch and,
        // on Android 11+, the on/off state description (SwitchDescription.java:88-99)
        .init(
            "SwitchMaterial by its Java class",
            classNode(
                "com.google.android.material.switchmaterial.SwitchMaterial",
                ["text": "Dark theme", "checkable": "true", "checked": "true", "clickable": "true"]),
            [("on, Dark theme, Switch", "Double-tap to toggle")]),
    ]

    @Test(arguments: speechCases)
    func walk(_ testCase: TalkBackDumpCase) throws {
        #expect(try testCase.spokenStops() == testCase.stops)
    }

    /// SwitchDescription.java:95-99: an app's own state description is spoken instead of the
    /// platform's on/off.
    @Test func anExplicitStateDescriptionWinsOverThePlatforms() {
        let toggle = AccessibilityElement(
            id: "s", label: "Wi-Fi", value: "Wi-Fi", className: "android.widget.Switch", isCheckable: true,
            checkedState: .checked, isClickable: true, stateDescription: "Connected")
        let screen = AccessibilityScreen(platform: .android, roots: [toggle])
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        #expect(talkBack.walkToEnd().steps.first?.speech == "Connected, Wi-Fi, Switch")
    }

    /// Appium's page source writes a range node's current value as its text
    /// (appium-uiautomator2-server `AxNodeInfoHelper.getText`). TalkBack's seek and progress bars
    /// are named by content description and text only (`SeekBarDescription.java:68-73`, which
    /// never reads the range), say their range as their state (lines 91-127), and, without a
    /// content description, append their children's words (`TreeNodesDescription.java:270-306`).
    /// A platform progress bar's own state description, its percent in the device's format
    /// (Android 11+ `ProgressBar.formatStateDescription`), comes first (lines 91-102: "24%"); a
    /// seek bar class with a child view is no platform `SeekBar` (a `View`) and keeps TalkBack's
    /// range words.
    @Test func appiumRangeValuesAreStatesNotNames() throws {
        let xml = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
              <android.widget.FrameLayout index="0" class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
                <android.widget.SeekBar index="0" class="android.widget.SeekBar" text="70.0" content-desc="" focusable="true" screen-reader-focusable="true" bounds="[0,100][1080,200]">
                  <android.view.View index="0" class="android.view.View" text="" content-desc="Thumb" bounds="[700,100][760,200]" />
                </android.widget.SeekBar>
                <android.widget.ProgressBar index="1" class="android.widget.ProgressBar" text="24.0" content-desc="Battery" screen-reader-focusable="true" bounds="[0,300][1080,400]" />
              </android.widget.FrameLayout>
            </hierarchy>
            """
        let screen = try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "appium.xml")
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        #expect(
            talkBack.walkToEnd().steps.dropLast().map(\.speech) == [
                "70 percent, Slider, Thumb", "24%, Battery, Progress bar",
            ])
    }

    /// EditTextDescription.java:121-143: an edit box with input focus says "Editing" as its state
    /// while a keyboard is shown (`KeyboardUtils.isSoftKeyboardActive`: an input method's window
    /// on screen); without the keyboard's window, or without input focus, it does not.
    @Test(arguments: [
        (true, true, "en", "Editing, Ada, Edit box"), (true, false, "en", "Ada, Edit box"),
        (false, true, "en", "Ada, Edit box"), (true, true, "de", "In Bearbeitung, Ada, Bearbeitungsfeld"),
    ])
    func aFocusedEditBoxIsEditingWhileAKeyboardIsShown(
        focused: Bool, keyboard: Bool, language: String, expected: String
    ) throws {
        let keyboardWindow = """
            <node class="android.widget.FrameLayout" package="com.google.android.inputmethod.latin" bounds="[0,1600][1080,2400]">
              <node class="android.widget.FrameLayout" package="com.google.android.inputmethod.latin" content-desc="Settings" clickable="true" bounds="[0,1600][200,1700]"/>
            </node>
            """
        let xml = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
            <node class="android.widget.FrameLayout" package="com.example" bounds="[0,0][1080,1600]">
              <node class="android.widget.EditText" package="com.example" text="Ada" clickable="true" focusable="true" focused="\(focused)" bounds="[0,100][1080,250]"/>
            </node>
            \(keyboard ? keyboardWindow : "")
            </hierarchy>
            """
        let screen = try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "ime.xml")
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen, strings: .table(forLanguage: language))
        #expect(talkBack.walkToEnd().steps.first?.speech == expected)
    }

    // MARK: - Real dumps
    // MARK: - Real dumps
    // MARK: - Real dumps

    static let realDumps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("RealDumps/android")

    /// DouYin's profile tabs (design library TabLayout: a HorizontalScrollView whose tabs are
    /// `ActionBar$Tab` nodes): a list of three, in every language. Each tab's role word is
    /// Material's `item_view_role_description` in the language ("标签页"; "Tab" in German too):
    /// material-components-android@ac7e18e `lib/java/com/google/android/material/tabs/TabLayout.java:2670`,
    /// `lib/java/com/google/android/material/resources/res/values-zh-rCN/strings.xml:18`.
    @Test(arguments: [
        ("en", ["selected, Tab, 作品 4, 1 of 3, In list, 3 items", "Tab, 动态 4, 2 of 3", "Tab, 喜欢 886, 3 of 3"]),
        (
            "zh-Hans",
            ["已选中, 标签页, 作品 4, 第 1 个，共 3 个, 在列表中, 3 项", "标签页, 动态 4, 第 2 个，共 3 个", "标签页, 喜欢 886, 第 3 个，共 3 个"]
        ),
        (
            "de",
            ["ausgewählt, Tab, 作品 4, 1 von 3, In der Liste, 3 Einträge", "Tab, 动态 4, 2 von 3", "Tab, 喜欢 886, 3 von 3"]
        ),
    ])
    func douYinTabsAreAListOfThree(language: String, expected: [String]) throws {
        let path = Self.realDumps.appendingPathComponent("zhuxuezhe16__DouYin-Helper__uidump.xml").path
        let screen = try ScreenImporter.importScreen(contentsOf: path)
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen, strings: .table(forLanguage: language))
        let speech = talkBack.walkToEnd().steps.map(\.speech)
        let word = SpeechStrings.table(forLanguage: language).talkBack.materialTab
        let tabs = speech.filter { $0.contains("\(word), ") }
        #expect(tabs == expected)
    }

    /// Google Clock's alarm switches have neither text nor a content description: the platform
    /// Switch's state description is all they say besides their role.
    @Test func clockAlarmSwitchSaysItsState() throws {
        let path = Self.realDumps.appendingPathComponent("ldi-github__shirates-core__XmlDataAndroid_clock_Alarm.xml")
            .path
        let screen = try ScreenImporter.importScreen(contentsOf: path)
        var english = ScreenReaderSimulator(.talkBack, screen: screen)
        #expect(
            english.walkToEnd().steps.map(\.speech).filter { $0.hasSuffix("Switch") } == ["off, Switch", "off, Switch"])
        var german = ScreenReaderSimulator(.talkBack, screen: screen, strings: .table(forLanguage: "de"))
        #expect(
            german.walkToEnd().steps.map(\.speech).filter { $0.hasSuffix("Schalter") } == [
                "aus, Schalter", "aus, Schalter",
            ])
    }
}
