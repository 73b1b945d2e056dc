import AccessibilityTree
import CarouselKit
import Testing

@testable import ScreenReaderKit

/// TalkBack in languages read since the ninth session, whose counted words need CLDR rules
/// `PluralCategory` gained then. Every expected word is quoted from google/talkback@26a27dc
/// `talkback/src/main/res/values-<folder>/strings_compositor.xml` (`in_list` line 114-116,
/// `list_index_template` 107-109, `template_list_total_count` 139-146, `value_button` 46-48,
/// `value_checkbox` 44-46, `value_not_checked` 64-66); the category each count takes is CLDR 46's
/// (`PluralRulesCLDRTests`).
@Suite struct TalkBackNewLanguageTests {
    // cs: one 1, few 2-4, other; TalkBack's "many" form is never picked for an integer.
    @Test func czechCountsItems() {
        #expect(Self.listEntry(count: 2, language: "cs") == "V seznamu, 2 položky")
        #expect(Self.listEntry(count: 5, language: "cs") == "V seznamu, 5 položek")
        #expect(Self.listEntry(count: 22, language: "cs") == "V seznamu, 22 položek")
    }

    // ro: few for 2-19 of each hundred, other ("de elemente") for 20-100.
    @Test func romanianCountsItems() {
        #expect(Self.listEntry(count: 2, language: "ro") == "În listă, 2 elemente")
        #expect(Self.listEntry(count: 20, language: "ro") == "În listă, 20 de elemente")
        #expect(Self.listEntry(count: 101, language: "ro") == "În listă, 101 elemente")
    }

    // lt: one for 1, 21..., few for 2-9 endings, other for 10-20 and tens.
    @Test func lithuanianCountsItems() {
        #expect(Self.listEntry(count: 21, language: "lt") == "Įeita į sąrašą, 21 elementas")
        #expect(Self.listEntry(count: 3, language: "lt") == "Įeita į sąrašą, 3 elementai")
        #expect(Self.listEntry(count: 12, language: "lt") == "Įeita į sąrašą, 12 elementų")
    }

    // lv: zero for tens and teens, one for 1, 21..., other.
    @Test func latvianCountsItems() {
        #expect(Self.listEntry(count: 10, language: "lv") == "Sarakstā, 10 vienumu")
        #expect(Self.listEntry(count: 21, language: "lv") == "Sarakstā, 21 vienums")
        #expect(Self.listEntry(count: 3, language: "lv") == "Sarakstā, 3 vienumi")
    }

    // sl: two for 2, 102...
    @Test func slovenianCountsItems() {
        #expect(Self.listEntry(count: 102, language: "sl") == "Znotraj seznama, 102 elementa")
        #expect(Self.listEntry(count: 3, language: "sl") == "Znotraj seznama, 3 elementi")
    }

    // th, vi: no CLDR "one" (every count is "other"; the resources' "one" forms are the same words).
    @Test func thaiAndVietnameseCountWithOther() {
        #expect(Self.listEntry(count: 2, language: "th") == "อยู่ในรายการ, 2 รายการ")
        #expect(Self.listEntry(count: 21, language: "vi") == "Trong danh sách, 21 mục")
    }

    /// A transcript's first stop: the position template keeps its language's order (Hindi puts the
    /// total first), then the list words.
    @Test(arguments: [
        ("hi", "Item 0, 3 में से 1, सूची में हैं, 3 आइटम"),
        ("vi", "Item 0, 1/3, Trong danh sách, 3 mục"),
        ("cs", "Item 0, 1 z 3, V seznamu, 3 položky"),
        ("lv", "Item 0, 1. no 3, Sarakstā, 3 vienumi"),
    ])
    func aListsFirstItemIsSpokenInTheLanguage(language: String, expected: String) {
        let items = (0..<3).map { row in
            AccessibilityElement(
                id: ElementID("item\(row)"), label: "Item \(row)", className: "android.widget.TextView",
                frame: ScreenRect(x: 0, y: Double(row) * 100, width: 100, height: 100), isFocusable: true,
                collectionItemInfo: CollectionItemInfo(rowIndex: row, columnIndex: 0))
        }
        let list = AccessibilityElement(
            id: "list", className: "androidx.recyclerview.widget.RecyclerView",
            frame: ScreenRect(x: 0, y: 0, width: 100, height: 300), isScrollable: true,
            collectionInfo: CollectionInfo(rowCount: 3, columnCount: 1), children: items)
        let screen = AccessibilityScreen(
            platform: .android, language: language,
            roots: [
                AccessibilityElement(
                    id: "root", frame: ScreenRect(x: 0, y: 0, width: 100, height: 300), children: [list])
            ])
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        #expect(talkBack.perform(.swipeRight).spokenText() == expected)
    }

    /// Role and state words: a button and an unchecked check box.
    @Test(arguments: [
        ("cs", "OK, Tlačítko", "nezaškrtnuto, Souhlas, Zaškrtávací políčko"),
        ("th", "OK, ปุ่ม", "ไม่ได้เลือกไว้, Souhlas, ช่องทำเครื่องหมาย"),
        ("hi", "OK, बटन", "चेक नहीं किया गया, Souhlas, चेक बॉक्स"),
        ("ro", "OK, Buton", "nebifat, Souhlas, Casetă de selectare"),
    ])
    func rolesAndStatesAreSpokenInTheLanguage(language: String, button: String, box: String) {
        let talkBack = TalkBackSpeech(strings: .table(forLanguage: language))
        let ok = AccessibilityElement(id: "ok", label: "OK", className: "android.widget.Button", isClickable: true)
        #expect(talkBack.speech(for: ok).description == button)
        let check = AccessibilityElement(
            id: "c", label: "Souhlas", className: "android.widget.CheckBox", isCheckable: true,
            checkedState: .unchecked, isClickable: true)
        #expect(talkBack.speech(for: check).description == box)
    }

    /// Android fills a resource's `%d` through `String.format(locale, ...)`, which writes the
    /// locale's digits (google/talkback@26a27dc `CollectionStateFeedbackUtils.java:274-277, 353-360`
    /// call `context.getString` / `getQuantityString`): Persian, Nepali, Burmese and Assamese count
    /// in their own digits (CLDR's default numbering systems, as ICU reports them); Arabic and
    /// Marathi default to Latin digits.
    @Test(arguments: [
        ("fa", "در فهرست, ۱۲ مورد"), ("ne", "सूचीमा हुनुहुन्छ, १२ वस्तुहरू"), ("my", "စာရင်းထဲရှိနေသည်, ၁၂ ခု"),
        ("as", "তালিকাত, ১২টা বস্তু"), ("ar", "في القائمة, 12 عنصر\u{64B}ا"), ("mr", "सूचीमध्ये आहे, 12 आयटम"),
    ])
    func countsAreWrittenInTheLanguagesDigits(language: String, expected: String) {
        #expect(Self.listEntry(count: 12, language: language) == expected)
    }

    /// Positions too; a number TalkBack builds itself is never changed (English keeps ASCII).
    @Test func positionsAreWrittenInTheLanguagesDigits() {
        let table = SpeechStrings.table(forLanguage: "fa").talkBack
        #expect(table.number(1_234) == "۱۲۳۴")
        #expect(table.number(-7) == "-۷")
        #expect(SpeechStrings.english.talkBack.number(1_234) == "1234")
        #expect(SpeechStrings.table(forLanguage: "de").talkBack.number(1_234) == "1234")
    }

    /// The collection entry words for focus entering a vertical list of `count` items.
    static func listEntry(count: Int, language: String) -> String {
        let items = (0..<count).map { row in
            AccessibilityElement(
                id: ElementID("item\(row)"), label: "Item \(row)", isClickable: true,
                collectionItemInfo: CollectionItemInfo(rowIndex: row, columnIndex: 0))
        }
        let list = AccessibilityElement(
            id: "list", className: "androidx.recyclerview.widget.RecyclerView", isScrollable: true,
            collectionInfo: CollectionInfo(rowCount: count, columnCount: 1), children: items)
        let screen = AccessibilityScreen(
            platform: .android, language: language, roots: [AccessibilityElement(id: "root", children: [list])])
        let talkBack = TalkBackSpeech(strings: .table(forLanguage: language))
        return talkBack.collectionContext(from: nil, to: "item0", in: ScreenIndex(screen)).description
    }
}
