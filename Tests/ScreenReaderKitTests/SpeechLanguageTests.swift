import AccessibilityTree
import CarouselKit
import Foundation
import ScreenReaderKit
import Testing

/// The simulated readers speak the screen's language: TalkBack's words from its own resources,
/// VoiceOver's from AccessibilitySnapshot's tables, and English, visibly, where no source gives
/// VoiceOver's word (docs/localization.md lists every source and fallback).
@Suite("Speech in the screen's language")
struct SpeechLanguageTests {
    // MARK: Language matching

    @Test func tagsMatchTheirTables() {
        #expect(SpeechStrings.matchLanguage("de") == "de")
        #expect(SpeechStrings.matchLanguage("de-CH") == "de")
        #expect(SpeechStrings.matchLanguage("de_AT") == "de")
        #expect(SpeechStrings.matchLanguage("EN-us") == "en")
        #expect(SpeechStrings.matchLanguage("zh-Hans-CN") == "zh-Hans")
        #expect(SpeechStrings.matchLanguage("zh-CN") == "zh-Hans")
        #expect(SpeechStrings.matchLanguage("zh") == "zh-Hans")
        #expect(SpeechStrings.matchLanguage("zh-TW") == "zh-Hant")
        #expect(SpeechStrings.matchLanguage("zh-Hant-TW") == "zh-Hant")
        // TalkBack's values-zh-rHK (RegionalVariantTests).
        #expect(SpeechStrings.matchLanguage("zh-Hant-HK") == "zh-HK")
        #expect(SpeechStrings.matchLanguage("pt") == "pt-BR")
        #expect(SpeechStrings.matchLanguage("pt-BR") == "pt-BR")
        #expect(SpeechStrings.matchLanguage("pt-PT") == "pt-PT")
        #expect(SpeechStrings.matchLanguage("no-NO") == "nb")
        // CLDR's parent of pt_AO is pt_PT, as Android resolves resources (RegionalVariantTests).
        #expect(SpeechStrings.matchLanguage("pt-AO") == "pt-PT")
        #expect(SpeechStrings.matchLanguage("xx") == nil)
        #expect(SpeechStrings.matchLanguage("") == nil)
    }

    // Android's legacy codes and region qualifiers (TalkBack's own folders: values-iw, values-zh-rCN).
    @Test func androidCodesMatchTheModernTables() {
        #expect(SpeechStrings.matchLanguage("iw") == "he")
        #expect(SpeechStrings.matchLanguage("iw-IL") == "he")
        #expect(SpeechStrings.matchLanguage("zh-rCN") == "zh-Hans")
        #expect(SpeechStrings.matchLanguage("zh-rTW") == "zh-Hant")
        #expect(SpeechStrings.matchLanguage("pt-rBR") == "pt-BR")
    }

    @Test func everyRequiredLanguageHasATable() {
        for tag in ["de", "fr", "es", "it", "pt-BR", "ja", "zh-Hans", "ko", "ar", "he", "ru", "pl"] {
            #expect(SpeechStrings.supportedLanguages.contains(tag), "\(tag)")
            #expect(SpeechStrings.table(forLanguage: tag).language == tag)
        }
    }

    @Test func unknownLanguageSpeaksEnglishAndSaysSo() {
        let table = SpeechStrings.table(forLanguage: "xx")
        #expect(table.talkBack == SpeechStrings.english.talkBack)
        let ok = AccessibilityElement(id: "ok", label: "OK", traits: .button, isAccessibilityElement: true)
        let speech = VoiceOverSpeech(strings: table).speech(for: ok)
        #expect(speech.description == "OK, Button")
        #expect(speech.inferences.count == 1)
        #expect(speech.inferences.first?.contains("\"Button\"") == true)
        #expect(speech.inferences.first?.contains("xx") == true)
    }

    /// google/talkback@26a27dc: the eight Arabic diacritics' `symbol_*` names exist only in
    /// talkback/src/main/res/values/ (no locale folder translates them), so every language speaks
    /// the default folder's names.
    @Test(arguments: ["de", "ja", "ar", "he", "ru"])
    func arabicDiacriticsKeepTheDefaultNames(language: String) {
        let english = SpeechStrings.english.talkBack.symbols
        let local = SpeechStrings.table(forLanguage: language).talkBack.symbols
        let diacritics: [Character] = [
            "\u{64B}", "\u{64C}", "\u{64D}", "\u{64E}", "\u{64F}", "\u{650}", "\u{651}", "\u{652}",
        ]
        for mark in diacritics {
            #expect(english[mark] != nil)
            #expect(
                local[mark] == english[mark],
                "\(language) U+\(String(mark.unicodeScalars.first?.value ?? 0, radix: 16))")
        }
        #expect(local["&"] != english["&"], "the locale's own symbol names are kept")
    }

    @Test func englishSpeaksWithoutInferences() {
        let ok = AccessibilityElement(id: "ok", label: "OK", traits: .button, isAccessibilityElement: true)
        #expect(VoiceOverSpeech(strings: .table(forLanguage: "en-GB")).speech(for: ok).inferences.isEmpty)
    }

    // MARK: Plural forms (CarouselKit's PluralCategory picks the <plurals> item, as Android does)

    // google/talkback@26a27dc talkback/src/main/res/values-ru/strings_compositor.xml
    // template_list_total_count (one / few / many / other).
    @Test func talkBackCountsItemsInRussianForms() {
        #expect(listEntry(count: 2, language: "ru") == "В списке, 2 элемента")
        #expect(listEntry(count: 5, language: "ru") == "В списке, 5 элементов")
        #expect(listEntry(count: 21, language: "ru") == "В списке, 21 элемент")
    }

    // google/talkback@26a27dc talkback/src/main/res/values-ar/strings_compositor.xml
    // template_list_total_count (zero / one / two / few / many / other).
    @Test func talkBackCountsItemsInArabicForms() {
        #expect(listEntry(count: 2, language: "ar") == "في القائمة, عنصران (2)")
        #expect(listEntry(count: 3, language: "ar") == "في القائمة, 3 عناصر")
        #expect(listEntry(count: 11, language: "ar") == "في القائمة, 11 عنصر\u{64B}ا")
    }

    // google/talkback@26a27dc talkback/src/main/res/values-pl/strings_compositor.xml
    // template_list_total_count.
    @Test func talkBackCountsItemsInPolishForms() {
        #expect(listEntry(count: 22, language: "pl") == "Na liście, 22 elementy")
        #expect(listEntry(count: 25, language: "pl") == "Na liście, 25 elementów")
    }

    /// The collection entry words for focus entering a vertical list of `count` items.
    private func listEntry(count: Int, language: String) -> String {
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

    // MARK: TalkBack words

    // google/talkback@26a27dc talkback/src/main/res/values-de/strings.xml value_button,
    // value_checkbox, value_not_checked, value_double_tap with template_hint_clickable and
    // template_hint_checkable; the names come from AccessibilityNodeFeedbackUtils.java:204-250.
    @Test func talkBackSpeaksGerman() {
        let talkBack = TalkBackSpeech(strings: .table(forLanguage: "de"))
        let ok = AccessibilityElement(id: "ok", label: "OK", className: "android.widget.Button", isClickable: true)
        #expect(talkBack.speech(for: ok).description == "OK, Schaltfläche")
        #expect(talkBack.hint(for: ok)?.description == "Zum Aktivieren doppeltippen")
        let box = AccessibilityElement(
            id: "c", label: "Angemeldet bleiben", className: "android.widget.CheckBox", isCheckable: true,
            checkedState: .unchecked, isClickable: true)
        #expect(talkBack.speech(for: box).description == "nicht aktiviert, Angemeldet bleiben, Kästchen")
        #expect(talkBack.hint(for: box)?.description == "Zum Wechseln doppeltippen")
    }

    // google/talkback@26a27dc values-ja / values-zh-rCN / values-iw list_index_template,
    // in_list, template_list_total_count: the position template reorders its arguments in Japanese.
    @Test func talkBackListPositionsFollowTheLanguagesTemplates() {
        #expect(firstItem(language: "ja") == "Item 0, 3件中の1件目です, リストの中です, 3個のアイテム")
        #expect(firstItem(language: "zh-Hans") == "Item 0, 第 1 个，共 3 个, 在列表中, 3 项")
        #expect(firstItem(language: "he") == "Item 0, 1 מתוך 3, ברשימה, 3 פריטים")
        #expect(firstItem(language: "fr") == "Item 0, 1 sur 3, Dans la liste, 3 éléments")
    }

    /// What TalkBack says when focus first lands on the first of three list items.
    private func firstItem(language: String) -> String {
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
        // "Next item": swipe left where the device's language is written right to left (he).
        return talkBack.perform(talkBack.nextGesture).spokenText()
    }

    // MARK: VoiceOver words

    // AccessibilitySnapshot@5b03db8 Sources/AccessibilitySnapshot/Parser/Swift/Assets/de.lproj/Localizable.strings
    // trait.switch_button.description, trait.switch_button.state_on.description, trait.switch_button.hint,
    // trait.backbutton.description, back.descriptor, context.series.description_format.
    @Test func voiceOverSpeaksGermanFromAccessibilitySnapshot() throws {
        let voiceOver = VoiceOverSpeech(strings: .table(forLanguage: "de-DE"))
        let wifi = AccessibilityElement(
            id: "wifi", label: "WLAN", value: "1", traits: .switchButton, isAccessibilityElement: true)
        #expect(voiceOver.speech(for: wifi).description == "WLAN, Umschalttaste, Ein")
        #expect(voiceOver.hint(for: wifi)?.description == "Zum Umschalten Doppeltippen.")
        let back = AccessibilityElement(
            id: "back", label: "Zurück", traits: [.button, .backButton], isAccessibilityElement: true)
        #expect(voiceOver.speech(for: back).description == "Zurück Taste")
        #expect(voiceOver.speech(for: wifi).inferences.isEmpty)
        let segment = AccessibilityElement(id: "s", label: "Tag", traits: .button, isAccessibilityElement: true)
        #expect(
            voiceOver.speech(for: segment, context: .series(index: 2, count: 5)).description == "Tag, Taste, 2 von 5")
    }

    // AccessibilitySnapshot@5b03db8 .../ru.lproj/Localizable.strings trait.button.description,
    // trait.adjustable.description, trait.adjustable.hint.
    @Test func voiceOverSpeaksRussianFromAccessibilitySnapshot() {
        let voiceOver = VoiceOverSpeech(strings: .table(forLanguage: "ru"))
        let ok = AccessibilityElement(id: "ok", label: "ОК", traits: .button, isAccessibilityElement: true)
        #expect(voiceOver.speech(for: ok).description == "ОК, Кнопка")
        #expect(voiceOver.speech(for: ok).inferences.isEmpty)
    }

    // AccessibilitySnapshot's German table has no custom-actions hint: that word falls back, visibly.
    @Test func germanActionsHintFallsBackVisibly() throws {
        let voiceOver = VoiceOverSpeech(strings: .table(forLanguage: "de"))
        let cell = AccessibilityElement(
            id: "c", label: "Nachricht", isAccessibilityElement: true,
            customActions: [CustomAction(name: "Löschen")])
        let hint = try #require(voiceOver.hint(for: cell))
        #expect(hint.texts(of: .hint).first == "Aktionen verfügbar")
        #expect(hint.texts(of: .hint).last == SpeechStrings.english.voiceOver.actionsHint)
        #expect(hint.inferences.count == 1)
    }

    // No public source gives VoiceOver's French words: English, with an inference per word, in
    // the utterance and in the transcript (text and JSON).
    @Test func frenchVoiceOverFallsBackVisiblyInTheTranscript() throws {
        let ok = AccessibilityElement(
            id: "ok", label: "Valider", traits: .button, frame: ScreenRect(x: 0, y: 0, width: 100, height: 44),
            isAccessibilityElement: true)
        let screen = AccessibilityScreen(platform: .iOS, language: "fr-FR", roots: [ok])
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: screen)
        #expect(voiceOver.perform(.swipeRight).spokenText() == "Valider, Button")
        let step = try #require(voiceOver.transcript.steps.last)
        #expect(step.inferences.count == 1)
        #expect(step.inferences.first?.contains("\"Button\"") == true)
        #expect(try voiceOver.transcript.rendered(.text).contains("inference: VoiceOver word \"Button\""))
        let json = try voiceOver.transcript.rendered(.json)
        #expect(json.contains("\"inferences\""))
        let decoded = try JSONDecoder().decode(Transcript.self, from: Data(json.utf8))
        #expect(decoded.steps.last?.inferences == step.inferences)
    }

    @Test func utteranceInferencesRoundTripAndStayOptional() throws {
        let plain = try JSONDecoder().decode(Utterance.self, from: Data(#"{"parts":[]}"#.utf8))
        #expect(plain.inferences.isEmpty)
        var noted = Utterance([.init(.trait, "Button")])
        noted.note("why")
        noted.note("why")
        #expect(noted.inferences == ["why"])
        let encoded = String(decoding: try JSONEncoder().encode(Utterance()), as: UTF8.self)
        #expect(!encoded.contains("inferences"))
        #expect(try JSONDecoder().decode(Utterance.self, from: JSONEncoder().encode(noted)) == noted)
    }

    // AccessibilitySnapshot@5b03db8 .../de.lproj/Localizable.strings rotor.heading.description; the
    // table has no word for the Containers setting, which falls back visibly.
    @Test func rotorSettingsSpeakGermanOrSayTheyFellBack() {
        let heading = AccessibilityElement(
            id: "h", label: "Titel", traits: .header, frame: ScreenRect(x: 0, y: 0, width: 100, height: 44),
            isAccessibilityElement: true)
        let screen = AccessibilityScreen(platform: .iOS, language: "de", roots: [heading])
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: screen)
        voiceOver.perform(.swipeRight)
        var spoken: [String: Utterance] = [:]
        for _ in 0..<3 {
            let utterance = voiceOver.perform(.rotorNext).speech.first ?? Utterance()
            spoken[utterance.description] = utterance
        }
        #expect(spoken["Überschriften"]?.inferences == [])
        #expect(spoken["Containers"]?.inferences.count == 1)
    }

    /// The `{n}` placeholders of a template.
    private func placeholders(_ template: String) -> Set<String> {
        var result: Set<String> = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result.insert(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        return result
    }

    /// Every template of every table keeps English's arguments (a generator that lost one, or a
    /// translation read wrongly, would drop a position or a name from speech).
    @Test func everyTranslatedTemplateKeepsItsArguments() {
        let english = Mirror(reflecting: SpeechStrings.english.talkBack).children
        let englishVoiceOver = Mirror(reflecting: SpeechStrings.english.voiceOver).children
        for tag in SpeechStrings.supportedLanguages {
            let table = SpeechStrings.table(forLanguage: tag)
            for (mine, theirs) in zip(Mirror(reflecting: table.talkBack).children, english) {
                guard let text = mine.value as? String, let original = theirs.value as? String else { continue }
                #expect(placeholders(text) == placeholders(original), "\(tag) \(mine.label ?? "")")
            }
            for (mine, theirs) in zip(Mirror(reflecting: table.voiceOver).children, englishVoiceOver) {
                guard let text = mine.value as? String, let original = theirs.value as? String else { continue }
                #expect(placeholders(text) == placeholders(original), "\(tag) \(mine.label ?? "")")
            }
            for category in PluralCategory.allCases {
                #expect(placeholders(table.talkBack.itemCount.form(for: category)) == ["{1}"], "\(tag)")
            }
        }
    }

    // AccessibilitySnapshot@5b03db8 .../de.lproj/Localizable.strings trait.selected.format
    // ("Auswahl: %@"), trait.button.description, context.series.description_format ("%1$@ %2$@ von %3$@.").
    @Test func germanSnapshotDescriptionFollowsAccessibilitySnapshotsFormats() {
        let voiceOver = VoiceOverSpeech(strings: .table(forLanguage: "de"))
        let segment = AccessibilityElement(
            id: "s", label: "Tag", traits: [.button, .selected], isAccessibilityElement: true)
        let described = voiceOver.snapshotDescription(for: segment, context: .series(index: 2, count: 5))
        #expect(described.description == "Auswahl: Tag. Taste. 2 von 5.")
    }

    @Test func simulatorReadsTheScreensLanguage() {
        let screen = AccessibilityScreen(platform: .iOS, language: "ru-RU", roots: [])
        #expect(ScreenReaderSimulator(.voiceOver, screen: screen).strings.language == "ru")
    }
}
