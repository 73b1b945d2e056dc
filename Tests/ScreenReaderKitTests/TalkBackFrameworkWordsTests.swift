import AccessibilityTree
import CarouselKit
import Foundation
import HierarchyImport
import Testing

@testable import ScreenReaderKit

/// Words Android's own compound buttons set as their state description in the device's language,
/// which TalkBack speaks in place of its own checked words (Android 11+): a uiautomator or Appium
/// dump records none of them.
///
/// Sources: `CompoundButton.setChecked` sets the state description from
/// `getButtonStateDescription` on every call (Ankits-lab/frameworks_base@150a9240e5a11cd5ebc9bb0832ce30e9c23f376a
/// core/java/android/widget/CompoundButton.java:161-169, 192-197, 204-232); a radio button's words
/// are the framework's `selected` / `not_selected` (aosp-mirror/platform_frameworks_base@e7449820a486c08dc487c96c7d961533566500bf
/// core/java/android/widget/RadioButton.java:107-116), a check box's `checked` / `not_checked`, a
/// switch's `capital_on` / `capital_off` (muhomorr/platform_frameworks_base-15
/// core/res/res/values-<locale>/strings.xml, `name="selected"` ... `name="not_selected"`, each
/// file's commit in the word file's `framework` provenance). A dump names a MaterialCheckBox
/// `android.widget.CheckBox` too (its own words: material-components-android@ac7e18e
/// lib/java/com/google/android/material/checkbox/MaterialCheckBox.java:380-385, 782-797) and a
/// SwitchCompat `android.widget.Switch` (AppCompat's `abc_capital_on` / `abc_capital_off`), so a
/// check box's or switch's word is the framework's only where they agree; otherwise TalkBack's
/// `value_checked` / `value_on` words stand for it, as before. TalkBack speaks a state description
/// first, in the place of its checked status (talkback@26a27dc0
/// talkback/src/main/java/com/google/android/accessibility/talkback/compositor/roledescription/TreeNodesDescription.java:204-240).
@Suite("TalkBack: Android's own widget words in the speech language")
struct TalkBackFrameworkWordsTests {
    /// Platform widgets as uiautomator dumps them: two radio buttons, two check boxes and two
    /// switches, one of each checked.
    static let widgets = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" package="com.example" bounds="[0,0][1080,2400]">
        <node class="android.widget.RadioButton" text="Small" checkable="true" checked="true" clickable="true" focusable="true" bounds="[0,0][1080,150]"/>
        <node class="android.widget.RadioButton" text="Large" checkable="true" checked="false" clickable="true" focusable="true" bounds="[0,150][1080,300]"/>
        <node class="android.widget.CheckBox" text="Remember me" checkable="true" checked="true" clickable="true" focusable="true" bounds="[0,300][1080,450]"/>
        <node class="android.widget.CheckBox" text="Newsletter" checkable="true" checked="false" clickable="true" focusable="true" bounds="[0,450][1080,600]"/>
        <node class="android.widget.Switch" text="Wi-Fi" checkable="true" checked="true" clickable="true" focusable="true" bounds="[0,600][1080,750]"/>
        <node class="android.widget.Switch" text="Bluetooth" checkable="true" checked="false" clickable="true" focusable="true" bounds="[0,750][1080,900]"/>
        </node>
        </hierarchy>
        """

    private func walk(_ dump: String, language: String) throws -> [String] {
        var screen = try ScreenImporter.importScreen(bytes: Array(dump.utf8), fileName: "widgets.xml")
        screen.language = language
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        return talkBack.walkToEnd().steps.dropLast().map(\.speech)
    }

    /// Each row: the language, then what a radio button, a check box and a switch say checked and
    /// not. Before: every radio button said the English "selected" / "not selected", and every
    /// check box and switch TalkBack's own words ("attivato" for an Italian switch, "已开启" for a
    /// Chinese one, "ελέγχθηκε" for a Greek check box).
    @Test(arguments: [
        ("en", ["selected", "not selected"], ["checked", "not checked"], ["on", "off"]),
        // Check box: the framework's "deaktiviert" against Material's "Nicht aktiviert": unsettled.
        ("de", ["ausgewählt", "nicht ausgewählt"], ["aktiviert", "nicht aktiviert"], ["an", "aus"]),
        // Check box: "activé" against Material's "Cochée": unsettled; switch: letter case only.
        ("fr", ["sélectionné", "non sélectionné"], ["coché", "non coché"], ["activé", "désactivé"]),
        // Switch: the framework's and AppCompat's ON / OFF.
        ("it", ["selezionato", "non selezionato"], ["selezionato", "non selezionato"], ["ON", "OFF"]),
        // Check box: the framework's and Material's words agree.
        ("el", ["επιλεγμένο", "μη επιλεγμένο"], ["επιλεγμένο", "μη επιλεγμένο"], ["ενεργός", "ανενεργό"]),
        ("nb", ["valgt", "ikke valgt"], ["avmerket", "ikke avmerket"], ["på", "av"]),
        ("uk", ["вибрано", "не вибрано"], ["вибрано", "не вибрано"], ["увімкнено", "вимкнено"]),
        // Switch: "Wł." (AppCompat "WŁ."); off differs from TalkBack's "wył." in letter case only.
        ("pl", ["wybrano", "nie wybrano"], ["zaznaczono", "nie zaznaczono"], ["Wł.", "wył."]),
        // Switch: on is the framework's and AppCompat's "מופעל"; off is "כבוי" in all three.
        ("he", ["נבחר", "לא נבחר"], ["מסומן", "לא מסומן"], ["מופעל", "כבוי"]),
        // Switch: off is "إيقاف" in both; on differs ("مفعّلة" against AppCompat's "تفعيل"): TalkBack's.
        ("ar", ["محدّد", "غير محدّد"], ["تم التحديد", "لم يتم التحديد"], ["مفعّل", "إيقاف"]),
        ("ja", ["選択済み", "未選択"], ["ON", "未選択"], ["ON", "OFF"]),
        ("zh-Hans", ["已选择", "未选择"], ["已选中", "未选中"], ["开启", "关闭"]),
        ("zh-Hant", ["已選取", "未選取"], ["已勾選", "未勾選"], ["開啟", "關閉"]),
        // Regional variants (thirteenth session): muhomorr/platform_frameworks_base-15@0a35149
        // core/res/res/values-zh-rHK/strings.xml selected 揀咗, not_selected 未揀, not_checked 未勾選
        // (Material's zh-rHK mtrl_checkbox_state_description_unchecked the same); capital_off 關 is not
        // settled (AppCompat's zh-rHK not read): TalkBack's 關閉. values-en-rGB: "ticked" is TalkBack's too.
        ("zh-HK", ["揀咗", "未揀"], ["已勾選", "未勾選"], ["開啟", "關閉"]),
        ("en-GB", ["selected", "not selected"], ["ticked", "not ticked"], ["on", "off"]),
        // Languages added in the ninth session (before: the framework's English "selected" / "not
        // selected"): values-cs, values-hi, values-th, values-vi; Android's legacy or BCP 47 folders
        // for fil (values-tl), id (values-in) and sr-Latn (values-b+sr+Latn). Check box and switch:
        // TalkBack's own words where the framework's differ from Material's or AppCompat's.
        ("cs", ["vybráno", "nevybráno"], ["zaškrtnuto", "nezaškrtnuto"], ["zapnuto", "vypnuto"]),
        ("hi", ["चुना गया", "नहीं चुना गया"], ["चेक किया गया", "चेक नहीं किया गया"], ["चालू", "बंद"]),
        // Switch settled in th and fil: the framework's `capital_on` / `capital_off` are AppCompat's
        // `abc_capital_*` (androidx appcompat values-th, values-tl strings.xml:34-35) but for letter
        // case, against TalkBack's "เปิดอยู่" / "ปิดอยู่", "Naka-on" / "Naka-off".
        ("th", ["เลือกไว้", "ไม่ได้เลือกไว้"], ["เลือกไว้", "ไม่ได้เลือกไว้"], ["เปิด", "ปิด"]),
        ("vi", ["đã chọn", "chưa được chọn"], ["đã chọn", "chưa chọn"], ["bật", "tắt"]),
        ("fil", ["pinili", "hindi pinili"], ["nasuri", "hindi nilagyan ng check"], ["I-ON", "I-OFF"]),
        ("id", ["dipilih", "tidak dipilih"], ["dicentang", "tidak dicentang"], ["aktif", "nonaktif"]),
        ("sr-Latn", ["izabrano", "nije izabrano"], ["obeleženo je", "nije označeno"], ["uključeno", "isključeno"]),
        // Check box settled too: the framework's `checked` / `not_checked` are Material's
        // `mtrl_checkbox_state_description_*` but for letter case ("С отметка", "Potvrđeno",
        // "Ditandai") and differ from TalkBack's "отметнато", "označeno", "disemak".
        ("bg", ["избрано", "не е избрано"], ["с отметка", "без отметка"], ["включено", "изключено"]),
        ("hr", ["odabrano", "nije odabrano"], ["potvrđeno", "nije potvrđeno"], ["uključeno", "isključeno"]),
        ("ms", ["dipilih", "tidak dipilih"], ["ditandai", "tidak ditandai"], ["hidup", "mati"]),
    ])
    func platformWidgetsSayTheFrameworksWords(
        language: String, radio: [String], checkBox: [String], toggle: [String]
    ) throws {
        let roles = SpeechStrings.table(forLanguage: language).talkBack.roles
        let radioRole = try #require(roles[.radioButton])
        let checkBoxRole = try #require(roles[.checkBox])
        let switchRole = try #require(roles[.switch])
        #expect(
            try walk(Self.widgets, language: language) == [
                "\(radio[0]), Small, \(radioRole)", "\(radio[1]), Large, \(radioRole)",
                "\(checkBox[0]), Remember me, \(checkBoxRole)", "\(checkBox[1]), Newsletter, \(checkBoxRole)",
                "\(toggle[0]), Wi-Fi, \(switchRole)", "\(toggle[1]), Bluetooth, \(switchRole)",
            ])
    }

    /// A Compose check box and switch report the same classes and keep TalkBack's words: Compose
    /// sets no state description for a toggleable check box, and the importer never marks it.
    @Test func composeNodesOfThoseClassesKeepTalkBacksWords() throws {
        let dump = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
            <node class="androidx.compose.ui.platform.ComposeView" package="com.example" bounds="[0,0][1080,2400]">
            <node class="android.widget.CheckBox" content-desc="Remember me" checkable="true" checked="true" clickable="true" focusable="true" bounds="[0,0][1080,150]"/>
            </node>
            </hierarchy>
            """
        let table = SpeechStrings.table(forLanguage: "el").talkBack
        let checkBoxRole = try #require(table.roles[.checkBox])
        #expect(try walk(dump, language: "el") == ["\(table.checked), Remember me, \(checkBoxRole)"])
        #expect(table.checked == "ελέγχθηκε")
    }

    /// The mark a screen reader reads is model data; without it the same English words are spoken
    /// as written, and a check box or switch says TalkBack's words.
    @Test func theFrameworkMarkIsDataNotProse() throws {
        var screen = try ScreenImporter.importScreen(bytes: Array(Self.widgets.utf8), fileName: "widgets.xml")
        func unmark(_ element: AccessibilityElement) -> AccessibilityElement {
            var element = element
            element.carriesFrameworkWords = false
            element.children = element.children.map(unmark)
            return element
        }
        screen.roots = screen.roots.map(unmark)
        screen.language = "it"
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        let stops = talkBack.walkToEnd().steps.dropLast().map(\.speech)
        #expect(stops.first?.hasPrefix("selected, Small") == true)
        #expect(stops.contains { $0.hasPrefix("attivato, Wi-Fi") })
        #expect(!stops.contains { $0.contains("selezionato, Small") })
    }

    /// Every word file gives a radio button's words of its own language (none falls back to
    /// English, the 51 languages added in the ninth session included), and a check box's or
    /// switch's only where they differ from TalkBack's own. The English variants (en-GB, en-AU,
    /// en-IN) are English: their framework folders say "selected" too.
    @Test func everyLanguageHasTheFrameworksRadioWords() {
        for language in SpeechStrings.supportedLanguages where LanguageTag.primary(of: language) != "en" {
            let table = SpeechStrings.table(forLanguage: language).talkBack
            let words = table.framework
            #expect(words.selected != FrameworkWords.english.selected, "\(language)")
            #expect(words.notSelected != FrameworkWords.english.notSelected, "\(language)")
            for (settled, own) in [
                (words.checked, table.checked), (words.notChecked, table.notChecked), (words.on, table.on),
                (words.off, table.off),
            ] {
                if let settled { #expect(settled.lowercased() != own.lowercased(), "\(language) \(settled)") }
            }
        }
    }

    /// A real Appium page source of Google's permission controller (Tests/RealDumps/SOURCES.md,
    /// mobiumdev/mobium, MIT): its Precise / Approximate radio buttons say the framework's words.
    @Test(arguments: [
        ("ja", "選択済み", "未選択"), ("fr", "sélectionné", "non sélectionné"), ("ru", "выбрано", "не выбрано"),
        ("cs", "vybráno", "nevybráno"), ("sr-Latn", "izabrano", "nije izabrano"), ("hi", "चुना गया", "नहीं चुना गया"),
        ("sw", "imechaguliwa", "haijachaguliwa"),
    ])
    func thePermissionDialogsRadioButtonsSayTheFrameworksWords(
        language: String, selected: String, notSelected: String
    ) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("RealDumps/android/mobiumdev__mobium__android-permission-uia2.xml").path
        var screen = try ScreenImporter.importScreen(contentsOf: path)
        screen.language = language
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        let stops = talkBack.walkToEnd().steps.map(\.speech)
        #expect(stops.contains { $0.hasPrefix("\(selected), Precise, ") })
        #expect(stops.contains { $0.hasPrefix("\(notSelected), Approximate, ") })
    }
}
