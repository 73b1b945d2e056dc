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
}
