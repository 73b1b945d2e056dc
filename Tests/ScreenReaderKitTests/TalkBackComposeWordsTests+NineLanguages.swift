import AccessibilityTree
import HierarchyImport
import Testing

@testable import ScreenReaderKit

/// Compose's words in the nine languages TalkBack 15.1 ships whose Compose words were first read in
/// the twelfth session (before, Compose nodes said Compose's English there). Every expected word is
/// quoted from androidx/androidx `compose/ui/ui/src/androidMain/res/values-<folder>/strings.xml`
/// lines 20-28 (`indeterminate` 20, `state_on` 21, `state_off` 22, `switch_role` 23, `selected` 24,
/// `not_selected` 25, `template_percent` 26, `in_progress` 27, `tab` 28) at the commit its word
/// file names (fa 2390e23, km 1d7dc4d, kn 098476c, lo 06fd3fe, ml 06fd3fe, mr 1d7dc4d, or 06fd3fe,
/// si 2390e23, te 3865692).
///
/// Five of them hold invisible characters that `read_file` does not show: each one's place was
/// measured from the file's character offsets, and which character it is follows the language's
/// TalkBack files (Scripts/words/compose-copies.tsv, `COMPOSE_HIDDEN` in Scripts/words/generate);
/// they are written here as escapes.
extension TalkBackComposeWordsTests {
    /// Compose's words in the order `indeterminate`, `state_on`, `state_off`, `switch_role`,
    /// `selected`, `not_selected`, `template_percent` (as a template), `in_progress`, `tab`.
    @Test(arguments: [
        (
            "fa",
            [
                "برخی موارد علامت\u{200C}گذاری شده است",
                "روشن",
                "خاموش",
                "کلید",
                "انتخاب شد",
                "انتخاب\u{200C}نشده",
                "{1} درصد.",
                "درحال انجام",
                "برگه",
            ]
        ),
        (
            "km",
            [
                "បានធីកខ្លះ",
                "បើក",
                "បិទ",
                "ប៊ូតុង\u{200B}បិទបើក",
                "បានជ្រើសរើស",
                "មិនបាន\u{200B}ជ្រើសរើស",
                "{1} ភាគរយ។",
                "កំពុងដំណើរការ",
                "Tab",
            ]
        ),
        (
            "kn",
            [
                "ಭಾಗಶಃ ಪರೀಕ್ಷಿಸಲಾಗಿದೆ",
                "ಆನ್ ಆಗಿದೆ",
                "ಆಫ್ ಆಗಿದೆ",
                "ಬದಲಿಸಿ",
                "ಆಯ್ಕೆಮಾಡಲಾಗಿದೆ",
                "ಆಯ್ಕೆ ಮಾಡಿಲ್ಲ",
                "{1} ಶೇಕಡಾ.",
                "ಪ್ರಗತಿಯಲ್ಲಿದೆ",
                "ಟ್ಯಾಬ್",
            ]
        ),
        (
            "lo",
            [
                "ກວດສອບບາງສ່ວນແລ້ວ",
                "ເປີດຢູ່",
                "ປິດຢູ່",
                "ປຸ່ມກົດ",
                "ເລືອກແລ້ວ",
                "ບໍ່ໄດ້ເລືອກ",
                "{1} ເປີ\u{200B}ເຊັນ.",
                "ກຳ\u{200B}ລັງ\u{200B}ດຳ\u{200B}ເນີນ\u{200B}ການ",
                "ແຖບ",
            ]
        ),
        (
            "ml",
            [
                "ഭാഗികമായി ചെക്ക് മാർക്കിട്ടു",
                "ഓണാണ്",
                "ഓഫാണ്",
                "മാറുക",
                "തിരഞ്ഞെടുത്തു",
                "തിരഞ്ഞെടുത്തില്ല",
                "{1} ശതമാനം.",
                "പുരോഗമിക്കുന്നു",
                "ടാബ്",
            ]
        ),
        (
            "mr",
            [
                "अंशतः तपासले",
                "सुरू आहे",
                "बंद आहे",
                "स्विच",
                "निवडला",
                "निवडला नाही",
                "{1} टक्के.",
                "प्रगतीपथावर आहे",
                "टॅब",
            ]
        ),
        (
            "or",
            [
                "ଆଶିଂକ ଭାବେ ଯାଞ୍ଚ କରାଯାଇଛି",
                "ଚାଲୁ ଅଛି",
                "ବନ୍ଦ ଅଛି",
                "ସ୍ୱିଚ କରନ୍ତୁ",
                "ଚୟନିତ",
                "ଚୟନ କରାଯାଇନାହିଁ",
                "ଶତକଡ଼ା {1}।",
                "ଚାଲିଛି",
                "ଟାବ୍",
            ]
        ),
        (
            "si",
            [
                "අඩ වශයෙන් ලකුණු කළ",
                "ක්\u{200D}රියාත්මකයි",
                "ක්\u{200D}රියාවිරහිතයි",
                "මාරු කරන්න",
                "තෝරන ලදි",
                "තෝරා නැත",
                "සියයට {1}.",
                "ප්\u{200D}රගතියේ පවතී",
                "ටැබය",
            ]
        ),
        (
            "te",
            [
                "పాక్షికంగా ఎంచుకోబడింది",
                "ఆన్\u{200C}లో ఉంది",
                "ఆఫ్\u{200C}లో ఉంది",
                "Switch",
                "ఎంచుకోబడింది",
                "ఎంచుకోబడలేదు",
                "{1} శాతం.",
                "ప్రోగ్రెస్\u{200C}లో ఉంది",
                "ట్యాబ్",
            ]
        ),
    ])
    func composeSaysItsOwnWordsInTheNineLanguagesReadLast(language: String, words: [String]) throws {
        let table = SpeechStrings.table(forLanguage: language).talkBack
        let compose = table.compose
        #expect(
            [
                compose.indeterminate, compose.on, compose.off, compose.switchRole, compose.selected,
                compose.notSelected, compose.percent, compose.inProgress, compose.tab,
            ] == words)
        let checkBox = try #require(table.roles[.checkBox])
        let radio = try #require(table.roles[.radioButton])
        let slider = try #require(table.roles[.seekControl])
        let bar = try #require(table.roles[.progressBar])
        func percent(_ value: Int) -> String { SpeechStrings.format(words[6], table.number(value)) }
        #expect(
            try Self.talkBackStops(Self.semanticsTree, language: language, fileName: "tree.txt") == [
                "\(words[1]), Wi-Fi, \(words[3])", "\(words[0]), All, \(checkBox)",
                "\(words[5]), Large, \(radio)", "\(words[2]), Bluetooth, \(words[3])",
            ])
        #expect(
            try Self.talkBackStops(Self.progressTree, language: language, fileName: "tree.txt") == [
                "\(percent(25)), Volume, \(slider)", "\(words[7]), \(bar)", "\(percent(1)), \(bar)",
            ])
        #expect(
            try Self.talkBackStops(Self.composeDump, language: language, fileName: "compose.xml") == [
                "\(table.selected), Home, \(words[8])", "Account", "\(table.selected), Offers",
                "\(words[4]), \(radio), Small", "\(words[5]), \(radio), Large",
            ])
    }

    /// Persian's percent in its own digits, as Android's `Resources.getString` formats `%1$d` in
    /// the resources' locale: "۲۵ درصد." (`template_percent`, values-fa/strings.xml:26).
    @Test func persianPercentIsSpokenInPersianDigits() throws {
        let stops = try Self.talkBackStops(Self.progressTree, language: "fa", fileName: "tree.txt")
        #expect(stops.first == "\u{6F2}\u{6F5} درصد., Volume, لغزنده")
    }

    fileprivate static func talkBackStops(_ dump: String, language: String, fileName: String) throws -> [String] {
        var screen = try ScreenImporter.importScreen(bytes: Array(dump.utf8), fileName: fileName)
        screen.language = language
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        return talkBack.walkToEnd().steps.dropLast().map(\.speech)
    }
}
