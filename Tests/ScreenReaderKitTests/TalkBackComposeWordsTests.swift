import AccessibilityTree
import Foundation
import HierarchyImport
import Testing

@testable import ScreenReaderKit

/// Words Jetpack Compose sets on its nodes from its own resources in the device's language, which
/// TalkBack speaks as they are: a uiautomator or Appium dump records none of them, so the words of
/// the screen's language stand for them on the nodes below a Compose host view.
///
/// Sources: androidx/androidx@0094ab0395af0c3befc92cca185042cbb47c83cc
/// compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/AndroidComposeViewAccessibilityDelegateCompat.android.kt
/// (`getInfoStateDescriptionOrNull`: Selected on a node that is not a tab gives `selected` /
/// `not_selected`, progress range info `template_percent` or, indeterminate, `in_progress`;
/// `populateAccessibilityNodeInfoProperties`: Role.Tab without children gives the roleDescription
/// `tab`, and only a tab sets `isSelected`; `getInfoIsCheckable`: any other Selected node is
/// checkable), and the words at compose/ui/ui/src/androidMain/res/values-<locale>/strings.xml:24-28
/// (`selected` 24, `not_selected` 25, `template_percent` 26, `in_progress` 27, `tab` 28; each
/// file's commit is in the word file's `compose` provenance).
@Suite("TalkBack: Compose's words in the speech language")
struct TalkBackComposeWordsTests {
    /// A Compose screen as uiautomator dumps it: the host `ComposeView`, a row of two tabs (the
    /// first selected; leaves, so Compose gives them the tab word), a Material 3 style tab holding
    /// its `Text` (no tab word), and two radio rows (`selectable`, Role.RadioButton) each holding
    /// its `Text`.
    static let composeDump = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" package="com.example" bounds="[0,0][1080,2400]">
        <node class="androidx.compose.ui.platform.ComposeView" package="com.example" bounds="[0,0][1080,2400]">
        <node class="android.view.View" package="com.example" bounds="[0,0][1080,2400]">
        <node class="android.view.View" content-desc="Home" clickable="true" focusable="true" selected="true" bounds="[0,100][360,250]"/>
        <node class="android.view.View" content-desc="Account" clickable="true" focusable="true" bounds="[360,100][720,250]"/>
        <node class="android.view.View" clickable="false" focusable="true" selected="true" bounds="[720,100][1080,250]">
        <node class="android.widget.TextView" text="Offers" bounds="[760,150][1040,200]"/>
        </node>
        <node class="android.widget.RadioButton" checkable="true" checked="true" focusable="true" bounds="[0,300][1080,450]">
        <node class="android.widget.TextView" text="Small" bounds="[100,300][1080,450]"/>
        </node>
        <node class="android.widget.RadioButton" checkable="true" checked="false" clickable="true" focusable="true" bounds="[0,450][1080,600]">
        <node class="android.widget.TextView" text="Large" bounds="[100,450][1080,600]"/>
        </node>
        </node>
        </node>
        </node>
        </hierarchy>
        """

    /// The same widgets as platform views, outside any Compose host: the radio buttons' state is
    /// the framework's words (`selected`, not Compose's `Selected`), the selected view has no tab word.
    static let viewDump = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" package="com.example" bounds="[0,0][1080,2400]">
        <node class="android.view.View" content-desc="Home" clickable="true" focusable="true" selected="true" bounds="[0,100][360,250]"/>
        <node class="android.widget.RadioButton" text="Small" checkable="true" checked="true" clickable="true" focusable="true" bounds="[0,300][1080,450]"/>
        </node>
        </hierarchy>
        """

    /// Appium's page source of Compose progress nodes: a slider at 0.25 of its default 0-1 range,
    /// an indeterminate indicator (no range, so no text) and a determinate one at 40.
    static let appiumProgressDump = """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
        <android.widget.FrameLayout index="0" package="com.example" class="android.widget.FrameLayout" text="" bounds="[0,0][1080,2400]" displayed="true">
        <androidx.compose.ui.platform.ComposeView index="0" package="com.example" class="androidx.compose.ui.platform.ComposeView" text="" bounds="[0,0][1080,2400]" displayed="true">
        <android.widget.SeekBar index="0" package="com.example" class="android.widget.SeekBar" text="0.25" content-desc="Volume" focusable="true" bounds="[0,100][1080,250]" displayed="true"/>
        <android.widget.ProgressBar index="1" package="com.example" class="android.widget.ProgressBar" text="" bounds="[0,300][1080,350]" displayed="true"/>
        <android.widget.ProgressBar index="2" package="com.example" class="android.widget.ProgressBar" text="40.0" bounds="[0,400][1080,450]" displayed="true"/>
        </androidx.compose.ui.platform.ComposeView>
        </android.widget.FrameLayout>
        </hierarchy>
        """

    private func walk(_ dump: String, language: String, fileName: String = "compose.xml") throws -> [String] {
        var screen = try ScreenImporter.importScreen(bytes: Array(dump.utf8), fileName: fileName)
        screen.language = language
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        return talkBack.walkToEnd().steps.dropLast().map(\.speech)
    }

    @Test(arguments: [
        ("en", "Selected", "Not selected", "Tab"), ("de", "Ausgewählt", "Nicht ausgewählt", "Tab"),
        ("fr", "Sélectionné", "Non sélectionné", "Onglet"), ("ru", "Выбрано", "Не выбрано", "Вкладка"),
        ("it", "Elemento selezionato", "Opzione non selezionata", "Scheda"), ("he", "נבחר", "לא נבחר", "כרטיסייה"),
        ("zh-Hans", "已选择", "未选择", "标签页"), ("zh-Hant", "已選取", "未選取", "Tab 鍵"),
        ("pt-PT", "Selecionado", "Não selecionado", "Separador"),
    ])
    func composeRadioButtonsAndTabsSayComposesWords(
        language: String, selected: String, notSelected: String, tab: String
    ) throws {
        let stops = try walk(Self.composeDump, language: language)
        let table = SpeechStrings.table(forLanguage: language).talkBack
        let radio = try #require(table.roles[.radioButton])
        #expect(
            stops == [
                "\(table.selected), Home, \(tab)", "Account", "\(table.selected), Offers",
                "\(selected), \(radio), Small", "\(notSelected), \(radio), Large",
            ])
    }

    /// The mark a screen reader reads is model data (`carriesComposeWords`), kept through a screen
    /// document's JSON; the inference's prose explains it and is never parsed.
    @Test func theComposeMarkIsDataNotProse() throws {
        var screen = try ScreenImporter.importScreen(bytes: Array(Self.composeDump.utf8), fileName: "compose.xml")
        let marked = screen.roots.flatMap(\.subtree).filter(\.carriesComposeWords)
        #expect(!marked.isEmpty)
        let decoded = try JSONDecoder().decode(AccessibilityScreen.self, from: JSONEncoder().encode(screen))
        #expect(decoded.roots.flatMap(\.subtree).filter(\.carriesComposeWords).map(\.id) == marked.map(\.id))
        // The same words with the mark removed and the prose kept: spoken as written.
        func unmark(_ element: AccessibilityElement) -> AccessibilityElement {
            var element = element
            element.carriesComposeWords = false
            element.children = element.children.map(unmark)
            return element
        }
        screen.roots = screen.roots.map(unmark)
        screen.language = "de"
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        let stops = talkBack.walkToEnd().steps.dropLast().map(\.speech)
        #expect(stops.contains { $0.hasPrefix("Selected") })
        #expect(!stops.contains { $0.contains("Ausgewählt") })
    }

    @Test func platformViewsKeepTheirOwnWords() throws {
        let stops = try walk(Self.viewDump, language: "fr")
        let radio = try #require(SpeechStrings.table(forLanguage: "fr").talkBack.roles[.radioButton])
        // The framework RadioButton's own state description: the framework's word in the speech
        // language (TalkBackFrameworkWordsTests), not Compose's "Sélectionné".
        #expect(stops == ["sélectionné, Home", "sélectionné, Small, \(radio)"])
    }

    @Test(arguments: [
        ("en", ["25 percent., Volume, Slider", "In progress, Progress bar", "40 percent., Progress bar"]),
        (
            "ru",
            [
                "Процентов: 25., Volume, Ползунок", "Выполняется, Индикатор выполнения",
                "Процентов: 40., Индикатор выполнения",
            ]
        ),
        ("tr", ["Yüzde 25., Volume, Kaydırma çubuğu", "Devam ediyor, İlerleme çubuğu", "Yüzde 40., İlerleme çubuğu"]),
        ("pt-BR", ["25%, Volume, Controle deslizante", "Em andamento, Barra de progresso", "40%, Barra de progresso"]),
    ])
    func composeProgressSaysComposesWords(language: String, expected: [String]) throws {
        #expect(try walk(Self.appiumProgressDump, language: language) == expected)
    }

    /// A real Appium page source of Seal (a Compose app) whose `ComposeView` is
    /// `a11y-important="false"`, so the host is left out of the tree: its progress indicator at
    /// 0.9 still says Compose's words (Tests/RealDumps/SOURCES.md, mobiumdev/mobium, MIT).
    @Test(arguments: [
        ("en", "90 percent."), ("fr", "90 pour cent."), ("de", "90 Prozent."), ("ja", "90パーセント。"),
        ("zh-Hans", "百分之 90。"),
    ])
    func sealsProgressIndicatorSaysComposesPercent(language: String, percent: String) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("RealDumps/android/mobiumdev__mobium__seal-look-uia2.xml").path
        var screen = try ScreenImporter.importScreen(contentsOf: path)
        screen.language = language
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        let progress = try #require(SpeechStrings.table(forLanguage: language).talkBack.roles[.progressBar])
        #expect(talkBack.walkToEnd().steps.map(\.speech).contains("\(percent), \(progress)"))
    }

    /// A Compose semantics tree (`printToLog`, the Rally codelab's tab row, Apache-2.0): the
    /// reader gives each Role.Tab node without accessibility children Compose's `tab`, said in the
    /// speech language (`populateAccessibilityNodeInfoProperties`, androidx@0094ab0). The row is a
    /// `selectableGroup()`, so its tabs are a list of three and each says its place (tenth sweep:
    /// `setCollectionInfo`, `setCollectionItemInfo`, androidx@13d5e2e `CollectionInfo.android.kt`).
    @Test(arguments: [("en", "Tab"), ("fr", "Onglet"), ("ru", "Вкладка"), ("ja", "タブ")])
    func composeSemanticsTabsSayComposesTabWord(language: String, tab: String) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(
                "HierarchyImportTests/Fixtures/compose/dscoppelletti__TestingCodelab__TopAppBarTest_unmerged.txt"
            ).path
        var screen = try ScreenImporter.importScreen(contentsOf: path)
        screen.language = language
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        let table = SpeechStrings.table(forLanguage: language).talkBack
        func place(_ index: Int) -> String {
            SpeechStrings.format(table.listPosition, table.number(index), table.number(3))
        }
        #expect(
            talkBack.walkToEnd().steps.dropLast().map(\.speech) == [
                "Overview, \(tab), \(place(1)), \(table.inList), \(table.items(3))",
                "\(table.selected), Accounts, \(tab), \(place(2))", "Bills, \(tab), \(place(3))",
            ])
    }

    /// A Compose semantics tree (`printToLog`) carries what Compose derives its words from: a
    /// switch on and one off (`state_on` / `state_off`, role `switch_role`), an indeterminate
    /// check box (`indeterminate`) and a radio row not selected (`not_selected`, checkable)
    /// (`getInfoStateDescriptionOrNull`, `getInfoIsCheckable`, `populateAccessibilityNodeInfoProperties`;
    /// words at values-<locale>/strings.xml:20-25). The radio row merges a child, so its role is
    /// on the fake node Compose appends after the child (SemanticsNode.kt `emitFakeNodes`; tenth
    /// sweep): "Not selected, Large, Radio button" (before: role before the child's words).
    static let semanticsTree = """
        Printing with useUnmergedTree = 'true'
        Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
         |-Node #2 at (l=0.0, t=0.0, r=1080.0, b=150.0)px
         | ContentDescription = '[Wi-Fi]'
         | ToggleableState = 'On'
         | Role = 'Switch'
         | Actions = [OnClick]
         | MergeDescendants = 'true'
         |-Node #3 at (l=0.0, t=150.0, r=1080.0, b=300.0)px
         | ContentDescription = '[All]'
         | ToggleableState = 'Indeterminate'
         | Role = 'Checkbox'
         | Actions = [OnClick]
         | MergeDescendants = 'true'
         |-Node #4 at (l=0.0, t=300.0, r=1080.0, b=450.0)px
         | Selected = 'false'
         | Role = 'RadioButton'
         | Actions = [OnClick]
         | MergeDescendants = 'true'
         |  |-Node #5 at (l=100.0, t=300.0, r=1080.0, b=450.0)px
         |    Text = '[Large]'
         |-Node #6 at (l=0.0, t=450.0, r=1080.0, b=600.0)px
           Text = '[Bluetooth]'
           ToggleableState = 'Off'
           Role = 'Switch'
           Actions = [OnClick]
           MergeDescendants = 'true'
        """

    @Test(arguments: [
        ("en", ["On, Wi-Fi, Switch", "Partially checked, All", "Not selected", "Off, Bluetooth, Switch"]),
        ("de", ["An, Wi-Fi, Wechseln", "Teilweise aktiviert, All", "Nicht ausgewählt", "Aus, Bluetooth, Wechseln"]),
        (
            "fr",
            ["Activé, Wi-Fi, Changer", "Partiellement coché, All", "Non sélectionné", "Désactivé, Bluetooth, Changer"]
        ),
        ("zh-Hans", ["已开启, Wi-Fi, 开关", "部分选中, All", "未选择", "已关闭, Bluetooth, 开关"]),
    ])
    func composeSemanticsStatesSayComposesWords(language: String, expected: [String]) throws {
        let stops = try walk(Self.semanticsTree, language: language, fileName: "tree.txt")
        let roles = SpeechStrings.table(forLanguage: language).talkBack.roles
        let checkBox = try #require(roles[.checkBox])
        let radio = try #require(roles[.radioButton])
        #expect(
            stops == [
                expected[0], "\(expected[1]), \(checkBox)", "\(expected[2]), Large, \(radio)", expected[3],
            ])
    }

    /// Progress in a Compose semantics tree: a slider (SetProgress) at 30 of 0-120, the
    /// indeterminate range (printed as 0 at 0..0) and 0.004 of 0-1, which Compose states as 1
    /// percent, never 0 unless exact (`getInfoStateDescriptionOrNull`: `template_percent`,
    /// `in_progress`; `populateAccessibilityNodeInfoProperties`: SeekBar / ProgressBar).
    static let progressTree = """
        Printing with useUnmergedTree = 'true'
        Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
         |-Node #2 at (l=0.0, t=0.0, r=1080.0, b=150.0)px
         | ContentDescription = '[Volume]'
         | ProgressBarRangeInfo = 'ProgressBarRangeInfo(current=30.0, range=0.0..120.0, steps=0)'
         | Actions = [SetProgress]
         | MergeDescendants = 'true'
         |-Node #3 at (l=0.0, t=150.0, r=1080.0, b=300.0)px
         | ProgressBarRangeInfo = 'ProgressBarRangeInfo(current=0.0, range=0.0..0.0, steps=0)'
         |-Node #4 at (l=0.0, t=300.0, r=1080.0, b=450.0)px
           ProgressBarRangeInfo = 'ProgressBarRangeInfo(current=0.004, range=0.0..1.0, steps=0)'
        """

    @Test(arguments: [
        ("en", ["25 percent.", "In progress", "1 percent."]), ("fr", ["25 pour cent.", "En cours", "1 pour cent."]),
        ("tr", ["Yüzde 25.", "Devam ediyor", "Yüzde 1."]), ("ko", ["25퍼센트", "진행 중", "1퍼센트"]),
    ])
    func composeSemanticsProgressSaysComposesWords(language: String, states: [String]) throws {
        let roles = SpeechStrings.table(forLanguage: language).talkBack.roles
        let slider = try #require(roles[.seekControl])
        let bar = try #require(roles[.progressBar])
        #expect(
            try walk(Self.progressTree, language: language, fileName: "tree.txt") == [
                "\(states[0]), Volume, \(slider)", "\(states[1]), \(bar)", "\(states[2]), \(bar)",
            ])
    }

    /// A row of Material 3 filter chips as uiautomator dumps it (the seventh sweep's wild set I,
    /// juying: each chip a `View` holding its `Text` and a `CheckBox` node) beside a toggleable row.
    /// Compose makes a `Selected` node checkable, checked when selected, and not clickable once
    /// selected; a toggleable node stays clickable (androidx@0094ab0
    /// AndroidComposeViewAccessibilityDelegateCompat.android.kt, `populateAccessibilityNodeInfoProperties`:
    /// `info.isClickable = !isSelected`; `getInfoIsCheckable`; `getInfoStateDescriptionOrNull`:
    /// `selected` / `not_selected` for Selected when not a tab). TalkBack then speaks the state
    /// description instead of its checked words (talkback@26a27dc0
    /// `C/roledescription/TreeNodesDescription.java:204-240`, `DefaultDescription.java:62-73`) and
    /// gives the selected chip, no longer clickable, no hint (`C/hint/ClickableHint.java:129-185`: every click hint needs `isClickable`).
    /// Before: "checked, All, Check box" and "not checked, Anime, Check box".
    static let chipRowDump = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node class="androidx.compose.ui.platform.ComposeView" package="com.example" bounds="[0,0][1080,2400]">
        <node class="android.view.View" package="com.example" bounds="[0,0][1080,400]">
        <node class="android.view.View" package="com.example" checkable="true" checked="true" focusable="true" bounds="[0,0][300,100]">
        <node class="android.widget.TextView" package="com.example" text="All" bounds="[20,20][200,80]"/>
        <node class="android.widget.CheckBox" package="com.example" bounds="[0,10][300,90]"/>
        </node>
        <node class="android.view.View" package="com.example" checkable="true" clickable="true" focusable="true" bounds="[300,0][600,100]">
        <node class="android.widget.TextView" package="com.example" text="Anime" bounds="[320,20][500,80]"/>
        <node class="android.widget.CheckBox" package="com.example" bounds="[300,10][600,90]"/>
        </node>
        </node>
        <node class="android.view.View" package="com.example" checkable="true" checked="true" clickable="true" focusable="true" bounds="[0,400][1080,500]">
        <node class="android.widget.TextView" package="com.example" text="Wi-Fi" bounds="[20,420][500,480]"/>
        </node>
        </node>
        </hierarchy>
        """

    @Test(arguments: ["en", "fr", "zh-Hans", "ko"])
    func composeChipsSaySelectedAndNotSelected(language: String) throws {
        var screen = try ScreenImporter.importScreen(bytes: Array(Self.chipRowDump.utf8), fileName: "chips.xml")
        screen.language = language
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        let steps = talkBack.walkToEnd().steps.dropLast()
        let table = SpeechStrings.table(forLanguage: language).talkBack
        let checkBox = try #require(table.roles[.checkBox])
        #expect(
            steps.map(\.speech) == [
                "\(table.compose.selected), All, \(checkBox)", "\(table.compose.notSelected), Anime, \(checkBox)",
                "\(table.checked), Wi-Fi",
            ])
        #expect(steps.map { $0.hint } == [nil, table.toggleHint, table.toggleHint])
    }

    /// A Compose screen whose body is a `LazyColumn` (a scrollable `View`: Compose keeps a scroll
    /// view's class off a node with collection info, and a lazy list's is one column of unknown
    /// length; androidx@0094ab0 `populateAccessibilityNodeInfoProperties`, foundation
    /// `lazy/layout/LazyLayoutSemantics.kt`). TalkBack reads a node with collection info as a list
    /// (talkback@26a27dc0 `U/Role.java:403-413`) and says so entering and leaving it, no count or
    /// position (`C/CollectionStateFeedbackUtils.java:45-186`). Before: no list words (wild set J,
    /// Choi890's Compose screens; the Nora, LingBook and AstroYorum goldens).
    static let lazyColumnDump = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node class="androidx.compose.ui.platform.ComposeView" package="com.example" bounds="[0,0][1080,2400]">
        <node class="android.view.View" package="com.example" bounds="[0,0][1080,2400]">
        <node class="android.widget.TextView" package="com.example" text="Inbox" bounds="[0,0][1080,200]"/>
        <node class="android.view.View" package="com.example" scrollable="true" bounds="[0,200][1080,2000]">
        <node class="android.widget.TextView" package="com.example" text="First" bounds="[0,200][1080,400]"/>
        <node class="android.widget.TextView" package="com.example" text="Second" bounds="[0,400][1080,600]"/>
        </node>
        <node class="android.widget.Button" package="com.example" text="Compose" clickable="true" focusable="true" bounds="[0,2000][1080,2200]"/>
        </node>
        </node>
        </hierarchy>
        """

    @Test(arguments: ["en", "de", "ko"])
    func composeLazyListsAreEnteredAndLeft(language: String) throws {
        var screen = try ScreenImporter.importScreen(bytes: Array(Self.lazyColumnDump.utf8), fileName: "lazy.xml")
        screen.language = language
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        let table = SpeechStrings.table(forLanguage: language).talkBack
        let button = try #require(table.roles[.button])
        #expect(
            talkBack.walkToEnd().steps.dropLast().map(\.speech) == [
                "Inbox", "First, \(table.inList)", "Second", "Compose, \(button), \(table.outOfList)",
            ])
    }

    /// Every word file gives Compose's words of its own language (none falls back to English;
    /// the last nine since the twelfth session, docs/localization.md).
    @Test func everyLanguageHasComposesWords() {
        for language in SpeechStrings.supportedLanguages where language != "en" {
            let words = SpeechStrings.table(forLanguage: language).talkBack.compose
            #expect(words != ComposeWords.english, "\(language)")
            #expect(words.percent.contains("{1}"), "\(language)")
        }
    }
}
