import AccessibilityTree
import HierarchyImport
import Testing

@testable import ScreenReaderKit

/// Cases from the eighth TalkBack sweep (wild sets E, G and H: Chinese, Korean, Turkish,
/// Portuguese, French, German, Ukrainian, Russian and Arabic apps), each derived from
/// google/talkback at 26a27dc009d5b3605e744222541f045a3c24e038 (TalkBack 15.1). The screens are
/// invented, modelled on the kind of screen where the rule showed.
@Suite("TalkBack: eighth sweep (wild sets E, G, H)")
struct TalkBackEighthSweepTests {
    /// A price and unit row of a French shop, as uiautomator dumps it: the currency and the unit
    /// sit in their own text views, French typography puts a no-break space (U+00A0) or a narrow
    /// one (U+202F) beside them, and one view holds the bare symbol.
    static func priceRowDump(euro: String, percent: String, bare: String) -> String {
        """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" package="com.example.boutique" bounds="[0,0][1080,2400]">
        <node class="android.widget.TextView" text="\(euro)" package="com.example.boutique" bounds="[40,200][200,300]"/>
        <node class="android.widget.TextView" text="\(percent)" package="com.example.boutique" bounds="[40,400][200,500]"/>
        <node class="android.widget.TextView" text="\(bare)" package="com.example.boutique" bounds="[40,600][200,700]"/>
        </node>
        </hierarchy>
        """
    }

    private func walk(_ dump: String, language: String) throws -> [String] {
        var screen = try ScreenImporter.importScreen(bytes: Array(dump.utf8), fileName: "prix.xml")
        screen.language = language
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        return talkBack.walkToEnd().steps.dropLast().map(\.speech)
    }

    /// SpeechCleanupUtils.java:241-264 names a text's symbol only when `trimmedLength == 1`, the
    /// length after `SpannableUtils.trimText` (SpannableUtils.java:161-173), which trims what
    /// `java.lang.Character.isWhitespace` calls white space: no-break spaces are not. So "€" with
    /// a no-break space is two code units and is spoken as written, in every language, while a
    /// bare "€" between ordinary spaces is named in the speech language's words.
    @Test(arguments: ["fr", "ru", "en"])
    func aSymbolBesideANoBreakSpaceIsSpokenAsWritten(language: String) throws {
        let dump = Self.priceRowDump(euro: "\u{20AC}\u{A0}", percent: "\u{202F}%", bare: " \u{20AC} ")
        let stops = try walk(dump, language: language)
        try #require(stops.count == 3, "\(stops)")
        #expect(stops[0] == "\u{20AC}\u{A0}")
        #expect(stops[1] == "\u{202F}%")
        // The bare symbol is named: a word, not the sign.
        #expect(!stops[2].contains("\u{20AC}") && stops[2].count > 2, "\(stops[2])")
    }

    /// A TV launcher row as uiautomator dumps it: the D-pad's focus on the first tile (a control
    /// that is not a text field holds the input focus), a long-clickable tile, a checkable
    /// setting that is not clickable, a search box, a volume bar and a drop-down list. `width` x
    /// `height` is the screen.
    static func televisionDump(width: Int, height: Int) -> String {
        """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" package="com.example.salon" bounds="[0,0][\(width),\(height)]">
        <node class="android.widget.Button" text="Films" package="com.example.salon" clickable="true" focusable="true" focused="true" bounds="[40,40][400,200]"/>
        <node class="android.widget.Button" text="Séries" package="com.example.salon" clickable="true" long-clickable="true" focusable="true" bounds="[440,40][800,200]"/>
        <node class="android.view.View" text="Sous-titres" package="com.example.salon" checkable="true" focusable="true" bounds="[40,240][400,400]"/>
        <node class="android.widget.EditText" text="Rechercher" package="com.example.salon" clickable="true" long-clickable="true" focusable="true" bounds="[440,240][800,400]"/>
        <node class="android.widget.SeekBar" content-desc="Volume" package="com.example.salon" focusable="true" bounds="[40,440][400,600]"/>
        <node class="android.widget.Spinner" content-desc="Langue" package="com.example.salon" focusable="true" bounds="[440,440][800,600]"/>
        </node>
        </hierarchy>
        """
    }

    private func hints(_ dump: String, language: String) throws -> [String?] {
        var screen = try ScreenImporter.importScreen(bytes: Array(dump.utf8), fileName: "salon.xml")
        screen.language = language
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        return talkBack.walkToEnd().steps.dropLast().map(\.hint)
    }

    /// TalkBack for TV (`TalkBackService.getCompositorFlavor`: FLAVOR_TV on a TV,
    /// `TalkBackFeedbackProvider.java:161-164`) hints with `AccessibilityFocusHintForTV` (the role
    /// hint alone), `NodeRoleHintForTV` (a spinner's and an edit box's hints without a clickable
    /// test, a seek bar's `template_hint_seek_control_tv`, the default: the click hint alone,
    /// no long press) and `ClickableHintForTV` (a checkable node's hint without a clickable test),
    /// each with `value_press_select` (`compositor/hint/tv/*.java`;
    /// `strings_compositor.xml:297-331`). The words are the speech language's.
    @Test func aTelevisionScreenIsHintedAsTalkBackForTVHintsIt() throws {
        let english = SpeechStrings.english.talkBack
        let stops = try hints(Self.televisionDump(width: 1920, height: 1080), language: "en")
        try #require(stops.count == 6, "\(stops)")
        #expect(stops[0] == english.tvActivateHint)
        #expect(stops[1] == english.tvActivateHint)
        #expect(stops[2] == english.tvToggleHint)
        #expect(stops[3] == english.tvEditTextHint + ", " + english.tvLongPressHint)
        #expect(stops[4] == english.tvSeekHint)
        #expect(stops[5] == english.tvChangeHint)
        #expect(english.tvActivateHint == "Press select to activate")
        #expect(english.tvNoMorePagesHint == "No more pages")

        // In French the TV words are TalkBack's French ones, none of them a phone's double tap.
        let french = try hints(Self.televisionDump(width: 1920, height: 1080), language: "fr")
        try #require(french.count == 6, "\(french)")
        #expect(french[0] != nil && french[0] != english.tvActivateHint && french != stops)
        let phoneFrench = try hints(Self.televisionDump(width: 1080, height: 2400), language: "fr")
        #expect(zip(french, phoneFrench).allSatisfy { $0 != $1 || $0 == nil }, "\(french) \(phoneFrench)")
    }

    /// The same screen on a phone (portrait, or a TV's resolution without a D-pad's focus) keeps
    /// the phone's hints: double-tap, long press on any long-clickable node, nothing for a node
    /// that is not clickable (`ClickableHint.getClickHint` needs a clickable node).
    @Test func aPhoneScreenKeepsThePhonesHints() throws {
        let english = SpeechStrings.english.talkBack
        let stops = try hints(Self.televisionDump(width: 1080, height: 2400), language: "en")
        try #require(stops.count == 6, "\(stops)")
        #expect(stops[0] == english.activateHint)
        #expect(stops[1] == english.activateHint + ", " + english.longPressHint)
        #expect(stops[2] == nil)
        #expect(stops[3] == english.editTextHint + ", " + english.longPressHint)
        #expect(stops[4] == english.adjustHint)
        #expect(stops[5] == nil)
        let unfocused = Self.televisionDump(width: 1920, height: 1080).replacingOccurrences(
            of: #" focused="true""#, with: "")
        #expect(try hints(unfocused, language: "en") == stops)
    }
}
