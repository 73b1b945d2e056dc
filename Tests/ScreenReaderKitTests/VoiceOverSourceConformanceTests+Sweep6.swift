import AccessibilityTree
import HierarchyImport
import ScreenReaderKit
import Testing

/// The cases of the sixth VoiceOver spot-check: the words in languages other than English, read
/// against cashapp/AccessibilitySnapshot@5b03db81f49275312ea1a56914dbe9aa1608e3f0 (`SA` =
/// UIAccessibility+SnapshotAdditions.swift, `SL` = String+Localization.swift, `DE` / `RU` = its
/// de.lproj / ru.lproj Localizable.strings). Each case failed before its rule was implemented.
extension VoiceOverSourceConformanceTests {
    /// A screen document in the language given.
    static func document(language: String, _ roots: String...) -> String {
        """
        {"format": "accessible-carousel-screen", "version": 1, "screen": {"platform": "ios", "language": "\(language)",
         "size": {"width": 402, "height": 874}, "roots": [\(roots.joined(separator: ","))]}}
        """
    }

    static let sweep6Cases: [VoiceOverSourceCase] = [
        // SA:6 with SL:22-49: an element language AccessibilitySnapshot has no .lproj for (fr) is read from
        // the resource bundle, in the app's language: German here (DE:11 "Taste.", DE:23 "Überschrift."),
        // not English.
        .init(
            "element in a language without VoiceOver words speaks the screen's",
            document(
                language: "de",
                #"{"id": "e", "label": "Suivant", "language": "fr", "traits": ["button", "header"], "isAccessibilityElement": true, \#(Dump.frame(y: 10))}"#
            ), ["Suivant, Taste, Überschrift"]),
        // The same for the state and the hint (SA:99-121, 224-230): a Spanish switch on a Russian screen says
        // RU:53 "Кнопка-переключатель.", RU:44 "Вкл." and RU:56's hint.
        .init(
            "switch in a language without VoiceOver words says the screen's state and hint",
            document(
                language: "ru",
                #"{"id": "e", "label": "Wi-Fi", "value": "1", "language": "es", "traits": ["button", "switchButton"], "isAccessibilityElement": true, \#(Dump.frame(y: 10))}"#
            ), ["Wi-Fi, Кнопка-переключатель, Вкл"], hint: "Коснитесь дважды, чтобы переключить настройку."),
        // SL:42-46: a tag with a region finds the .lproj of its first two characters (RU:11 "Кнопка.").
        .init(
            "element language with a region finds its table",
            document(
                language: "de",
                #"{"id": "e", "label": "Далее", "language": "ru_RU", "traits": ["button"], "isAccessibilityElement": true, \#(Dump.frame(y: 10))}"#
            ), ["Далее, Кнопка"]),
        // SL:36, 43: the names are compared as written: "DE" is no .lproj of AccessibilitySnapshot's, so the
        // app's language (English) speaks.
        .init(
            "element language in capitals is not matched",
            Dump.document(
                #"{"id": "e", "label": "Weiter", "language": "DE", "traits": ["button"], "isAccessibilityElement": true, \#(Dump.frame(y: 10))}"#
            ), ["Weiter, Button"]),
        // SL:36: an element in English on a Russian screen finds en.lproj (SA:5-11: "Back" is then the back
        // descriptor, not "назад").
        .init(
            "English element on a Russian screen",
            document(
                language: "ru",
                #"{"id": "e", "label": "Back", "language": "en-GB", "traits": ["button", "backButton"], "isAccessibilityElement": true, \#(Dump.frame(y: 10))}"#,
                #"{"id": "f", "label": "Назад", "traits": ["button"], "isAccessibilityElement": true, \#(Dump.frame(y: 100))}"#
            ), ["Back Button", "Назад, Кнопка"]),
    ]

    @Test(arguments: sweep6Cases)
    func voiceOverSaysInTheSixthSweep(_ testCase: VoiceOverSourceCase) throws {
        try voiceOverSays(testCase)
    }
}
