import AccessibilityTree
import HierarchyImport
import Testing

@testable import ScreenReaderKit

/// Cases from the ninth TalkBack sweep: the node description read branch by branch
/// (google/talkback at 26a27dc009d5b3605e744222541f045a3c24e038, TalkBack 15.1; `C/` =
/// `talkback/src/main/java/com/google/android/accessibility/talkback/compositor/`). The screens are
/// invented, modelled on the wild screens where the branch showed (an in-app letter keyboard, a
/// contacts index, avatars with an initial).
@Suite("TalkBack: ninth sweep (node description branch by branch)")
struct TalkBackNinthSweepTests {
    /// A uiautomator dump of one window holding `nodes` (each a `<node .../>` line).
    static func dump(_ nodes: [String]) -> String {
        """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" package="com.example.letters" bounds="[0,0][1080,2400]">
        \(nodes.joined(separator: "\n"))
        </node>
        </hierarchy>
        """
    }

    /// A clickable `TextView` key of an in-app keyboard, `y` its row.
    static func key(_ text: String, y: Int) -> String {
        """
        <node class="android.widget.TextView" text="\(text)" package="com.example.letters" clickable="true" \
        focusable="true" bounds="[40,\(y)][200,\(y + 100)]"/>
        """
    }

    private func walk(_ dump: String, language: String = "en") throws -> [String] {
        var screen = try ScreenImporter.importScreen(bytes: Array(dump.utf8), fileName: "letters.xml")
        screen.language = language
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        return talkBack.walkToEnd().steps.dropLast().map(\.speech)
    }

    /// C/AccessibilityNodeFeedbackUtils.java:71-92 (`getNodeTextDescription`) passes the content
    /// description, else the text, through `CompositorUtils.prependCapital` (C/CompositorUtils.java:
    /// 144-152) while `getGlobalSayCapital()` holds, which TalkBackService.java:2654-2663 sets from
    /// `pref_capital_letters`, default "1" (talkback/src/main/res/values/donottranslate.xml:966),
    /// `CAPITAL_LETTERS_TYPE_SPEAK_CAP` (utils/.../output/SpeechControllerImpl.java:90). So a key
    /// of one upper-case letter is "capital Q", in the speech language's `template_capital_letter`
    /// (utils/src/main/res/values*/strings.xml).
    @Test(arguments: [
        ("en", "capital Q", "capital W"), ("de", "großes Q", "großes W"), ("fr", "Q majuscule", "W majuscule"),
        ("ru", "прописная буква Q.", "прописная буква W."), ("zh-Hans", "大写的 Q", "大写的 W"),
    ])
    func aKeyOfOneUpperCaseLetterIsSpokenAsACapital(language: String, first: String, second: String) throws {
        let stops = try walk(
            Self.dump([Self.key("Q", y: 100), Self.key("W", y: 300), Self.key("q", y: 500)]), language: language)
        #expect(stops == [first, second, "q"])
    }

    /// `prependCapital` tests `text.length() == 1 && isUpperCase(text.charAt(0))` on the cleaned-up
    /// text: `SpeechCleanupUtils.cleanUp` returns a text trimmed to one `char` trimmed
    /// (utils/.../output/SpeechCleanupUtils.java:241-264), so " A " counts; a letter with a
    /// combining accent is two `char`s and an astral letter a surrogate pair, so neither does.
    /// Android's `Character.isUpperCase` is ICU's `u_isupper`, general category Lu only (libcore
    /// `ojluni/src/main/native/Character.cpp`, `Character_isUpperCaseImpl`): "É" (precomposed), "Ж"
    /// and "Ω" count; a title-case "ǅ", the circled "Ⓐ" (Other_Uppercase, So), a digit, a lower-case
    /// letter and two capitals do not.
    @Test func onlyOneUpperCaseCharIsACapital() throws {
        let texts = [
            " A ", "\u{C9}", "\u{416}", "\u{3A9}", "E\u{301}", "\u{1D400}", "\u{1C5}", "\u{24B6}", "7", "b", "OK",
        ]
        let stops = try walk(Self.dump(texts.enumerated().map { Self.key($0.element, y: 100 + 150 * $0.offset) }))
        #expect(
            stops == [
                "capital A", "capital \u{C9}", "capital \u{416}", "capital \u{3A9}", "E\u{301}", "\u{1D400}", "\u{1C5}",
                "\u{24B6}", "7", "b", "OK",
            ])
    }

    /// The content description is capitalized as the text is (`getNodeTextDescription` takes it
    /// first); the role word follows (C/roledescription/DefaultDescription.java:48-59), and an
    /// image's name goes the same way (C/roledescription/NonTextViewsDescription.java:41-46).
    @Test func aContentDescriptionOfOneLetterIsACapitalBeforeItsRole() throws {
        let stops = try walk(
            Self.dump([
                """
                <node class="android.widget.Button" text="" content-desc="B" package="com.example.letters" \
                clickable="true" focusable="true" bounds="[40,100][200,200]"/>
                """,
                """
                <node class="android.widget.ImageView" content-desc="J" package="com.example.letters" \
                bounds="[40,300][200,400]"/>
                """,
            ]))
        #expect(stops == ["capital B, Button", "capital J, Image"])
    }

    /// A switch's name is its content description as it is (C/roledescription/SwitchDescription.java:
    /// 61-86) and an edit box's its text (C/roledescription/EditTextDescription.java:102-116): neither
    /// goes through `getNodeTextDescription`, so a lone letter stays a letter there.
    @Test func switchesAndEditBoxesSayALoneLetterAsItIs() throws {
        let stops = try walk(
            Self.dump([
                """
                <node class="android.widget.Switch" text="" content-desc="A" package="com.example.letters" \
                checkable="true" checked="false" clickable="true" focusable="true" bounds="[40,100][200,200]"/>
                """,
                """
                <node class="android.widget.EditText" text="K" package="com.example.letters" clickable="true" \
                focusable="true" bounds="[40,300][200,400]"/>
                """,
            ]))
        #expect(stops.count == 2, "\(stops)")
        #expect(stops.first?.hasSuffix("A, Switch") == true, "\(stops)")
        #expect(!(stops.first?.contains("capital") ?? true), "\(stops)")
        #expect(stops.last == "K, Edit box")
    }

    /// A row gathers its children's descriptions (C/roledescription/TreeNodesDescription.java:
    /// 252-311), each composed by `nodeRoleDescriptionText`, so an initial in an avatar says
    /// "capital M" inside the row's words too.
    @Test func aGatheredChildOfOneLetterIsACapital() throws {
        let stops = try walk(
            Self.dump([
                """
                <node class="android.widget.LinearLayout" package="com.example.letters" clickable="true" \
                focusable="true" bounds="[0,100][1080,300]">
                <node class="android.widget.TextView" text="M" package="com.example.letters" bounds="[40,120][160,280]"/>
                <node class="android.widget.TextView" text="Maria Lopez" package="com.example.letters" bounds="[200,120][1000,280]"/>
                </node>
                """
            ]))
        #expect(stops == ["capital M, Maria Lopez"])
    }

    /// `getUniqueTooltipText` (C/AccessibilityNodeFeedbackUtils.java:453-464) compares the tooltip
    /// with `getNodeTextDescription`, the capitalized words: a tooltip "A" beside the text "A" is
    /// not the same text and is spoken after it (Appium's page source writes `tooltip-text`).
    @Test func aTooltipIsComparedWithTheCapitalizedWords() throws {
        let dump = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
            <android.widget.FrameLayout index="0" package="com.example.letters" class="android.widget.FrameLayout" text="" bounds="[0,0][1080,2400]" displayed="true">
            <android.widget.TextView index="0" package="com.example.letters" class="android.widget.TextView" text="A" tooltip-text="A" clickable="true" focusable="true" bounds="[40,100][200,200]" displayed="true"/>
            <android.widget.TextView index="1" package="com.example.letters" class="android.widget.TextView" text="Grade" tooltip-text="Grade" clickable="true" focusable="true" bounds="[40,300][400,400]" displayed="true"/>
            </android.widget.FrameLayout>
            </hierarchy>
            """
        let stops = try walk(dump)
        #expect(stops == ["capital A, A", "Grade"])
    }
}
