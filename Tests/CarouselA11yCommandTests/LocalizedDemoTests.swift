import CarouselA11yCommand
import CarouselKit
import ScreenReaderKit
import Testing

/// The demo's article with the accessible carousel, read by VoiceOver and TalkBack in each language
/// both the components and the readers have words for. The expected reader words are quoted from
/// their sources (docs/localization.md): TalkBack's from google/talkback@26a27dc
/// `talkback/src/main/res/values-<locale>/strings.xml` and `strings_compositor.xml` (`value_button`,
/// `list_index_template`, `in_list`, `out_of_list`, `template_list_total_count`,
/// `in_collection_role_description_with_name`, `template_hint_clickable` with `value_double_tap`);
/// VoiceOver's from AccessibilitySnapshot@5b03db8 `Assets/<de|ru>.lproj/Localizable.strings`
/// (`trait.adjustable.description`, `trait.adjustable.hint`), English with an inference elsewhere.
/// The carousel's own words (its role, card role, position) come from CarouselKit's tables.
@Suite("Demo transcripts in each language")
struct LocalizedDemoTests {
    /// What the readers say in one language.
    struct Words: Sendable, CustomStringConvertible {
        var language: String
        /// VoiceOver's adjustable trait word and hint; `nil` when VoiceOver's word has no source.
        var voiceOverAdjustable: (word: String, hint: String)?
        var talkBackButton: String
        /// "1 of 8" by `list_index_template`.
        var talkBackFirstOfEight: String
        var inList: String
        var outOfList: String
        /// "8 items" by `template_list_total_count` in the language's plural category for 8.
        var eightItems: String
        /// `in_collection_role_description_with_name`, `{1}` the role description, `{2}` the name.
        var inRoleDescriptionNamed: String
        var activateHint: String

        var description: String { language }
    }

    static let languages: [Words] = [
        Words(
            language: "de",
            voiceOverAdjustable: (
                "Einstellbar", "Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen."
            ), talkBackButton: "Schaltfläche", talkBackFirstOfEight: "1 von 8", inList: "In der Liste",
            outOfList: "Liste verlassen", eightItems: "8 Einträge", inRoleDescriptionNamed: "In {1} {2}",
            activateHint: "Zum Aktivieren doppeltippen"),
        Words(
            language: "fr", voiceOverAdjustable: nil, talkBackButton: "Bouton", talkBackFirstOfEight: "1 sur 8",
            inList: "Dans la liste", outOfList: "Hors de la liste", eightItems: "8 éléments",
            inRoleDescriptionNamed: "Dans {1} {2}", activateHint: "Appuyer deux fois pour activer"),
        Words(
            language: "es", voiceOverAdjustable: nil, talkBackButton: "Botón", talkBackFirstOfEight: "1 de 8",
            inList: "En la lista", outOfList: "Fuera de la lista", eightItems: "8 elementos",
            inRoleDescriptionNamed: "En {1} {2}", activateHint: "Toca dos veces para activar"),
        Words(
            language: "it", voiceOverAdjustable: nil, talkBackButton: "Pulsante", talkBackFirstOfEight: "1 di 8",
            inList: "Nell'elenco", outOfList: "Fuori dall'elenco", eightItems: "8 elementi",
            inRoleDescriptionNamed: "In {1} {2}", activateHint: "Tocca due volte per attivare"),
        Words(
            language: "pt-BR", voiceOverAdjustable: nil, talkBackButton: "Botão", talkBackFirstOfEight: "1 de 8",
            inList: "Na lista", outOfList: "Fora da lista", eightItems: "8 itens", inRoleDescriptionNamed: "Em {1} {2}",
            activateHint: "Tocar duas vezes para ativar"),
        Words(
            language: "ja", voiceOverAdjustable: nil, talkBackButton: "ボタン", talkBackFirstOfEight: "8件中の1件目です",
            inList: "リストの中です", outOfList: "リストの外です", eightItems: "8個のアイテム",
            inRoleDescriptionNamed: "{1} {2}の中です", activateHint: "有効にするにはダブルタップします"),
        Words(
            language: "zh-Hans", voiceOverAdjustable: nil, talkBackButton: "按钮", talkBackFirstOfEight: "第 1 个，共 8 个",
            inList: "在列表中", outOfList: "在列表外", eightItems: "8 项", inRoleDescriptionNamed: "您当前位于{1}“{2}”中",
            activateHint: "点按两次即可激活"),
        Words(
            language: "ko", voiceOverAdjustable: nil, talkBackButton: "버튼", talkBackFirstOfEight: "8개 중 1번째",
            inList: "목록에 있음", outOfList: "목록에서 벗어남", eightItems: "항목 8개", inRoleDescriptionNamed: "{2} {1}에 있음",
            activateHint: "활성화하려면 두 번 탭하세요"),
        Words(
            language: "ar", voiceOverAdjustable: nil, talkBackButton: "زر", talkBackFirstOfEight: "1 من 8",
            inList: "في القائمة", outOfList: "خارج القائمة", eightItems: "8 عناصر",
            inRoleDescriptionNamed: "في {1} {2}",
            activateHint: "يجب النقر مر\u{651}تين للتفعيل."),
        Words(
            language: "he", voiceOverAdjustable: nil, talkBackButton: "לחצן", talkBackFirstOfEight: "1 מתוך 8",
            inList: "ברשימה", outOfList: "מחוץ לרשימה", eightItems: "8 פריטים", inRoleDescriptionNamed: "ב{1} {2}",
            activateHint: "הקשה כפולה כדי להפעיל"),
        Words(
            language: "ru",
            voiceOverAdjustable: (
                "Элемент регулировки", "Смахните вверх или вниз одним пальцем, чтобы настроить значение."
            ), talkBackButton: "Кнопка", talkBackFirstOfEight: "1 из 8", inList: "В списке", outOfList: "Вне списка",
            eightItems: "8 элементов", inRoleDescriptionNamed: "В роли \"{1}\" в коллекции \"{2}\"",
            activateHint: "Коснитесь дважды, чтобы активировать"),
        Words(
            language: "pl", voiceOverAdjustable: nil, talkBackButton: "Przycisk", talkBackFirstOfEight: "1/8",
            inList: "Na liście", outOfList: "Poza listą", eightItems: "8 elementów", inRoleDescriptionNamed: "{1} {2}",
            activateHint: "Kliknij dwukrotnie, aby uaktywnić"),
    ]

    private let article = DemoArticle()

    /// The carousel's words in the language (CarouselKit's table).
    private func carouselStrings(_ words: Words) throws -> CarouselStrings {
        try #require(CarouselStrings.forLanguage(words.language))
    }

    private func isRightToLeft(_ words: Words) -> Bool { ["ar", "he"].contains(words.language) }

    @Test(arguments: languages)
    func voiceOverReadsTheAccessibleCarousel(_ words: Words) throws {
        let scenario = try DemoScenarios.carousel(
            article: article, reader: .voiceOver, accessible: true, language: words.language)
        let strings = try carouselStrings(words)
        let landing = try #require(scenario.transcript.steps.first { $0.element == "related" })
        // The walk's gesture: swipe left is next on a right-to-left screen.
        #expect(landing.gesture == (isRightToLeft(words) ? "swipe left" : "swipe right"))
        #expect(landing.speech.hasPrefix("\(article.carouselTitle), \(strings.carousel), \(article.storyTitles[0])"))
        #expect(landing.speech.contains(", \(strings.button), "))
        if let adjustable = words.voiceOverAdjustable {
            #expect(landing.speech.hasSuffix(", " + adjustable.word))
            #expect(landing.hint == adjustable.hint)
            #expect(landing.inferences.isEmpty)
        } else {
            // No public source gives VoiceOver's word: English, and the transcript says so.
            #expect(landing.speech.hasSuffix(", Adjustable"))
            #expect(landing.hint == SpeechStrings.english.voiceOver.adjustableHint)
            #expect(landing.inferences.count == 2)
            #expect(landing.inferences.allSatisfy { $0.contains("language \(words.language)") })
        }
        #expect(scenario.swipesToPassCarousel == 1)
        #expect(scenario.cardsAnnouncedWithRole == 8)
        #expect(scenario.positionSpoken == true)
    }

    @Test(arguments: languages)
    func talkBackReadsTheAccessibleCarousel(_ words: Words) throws {
        let scenario = try DemoScenarios.carousel(
            article: article, reader: .talkBack, accessible: true, language: words.language)
        let strings = try carouselStrings(words)
        // Landing on the carousel: its label (the collection's name), then its role description.
        let landing = try #require(scenario.transcript.steps.first { $0.element == "related" })
        #expect(landing.speech.hasPrefix(article.carouselTitle))
        #expect(landing.speech.hasSuffix(", " + strings.carousel))
        let name = String(landing.speech.dropLast(strings.carousel.count + 2))
        let entered = try #require(scenario.transcript.steps.first { $0.gesture == "double tap" })
        #expect(entered.speech.hasPrefix("\(article.storyTitles[0]), \(words.talkBackButton), "))
        #expect(entered.speech.contains(", \(words.talkBackFirstOfEight), "))
        let inCarousel = SpeechStrings.format(words.inRoleDescriptionNamed, strings.carousel, name)
        #expect(entered.speech.contains(", \(inCarousel), "))
        #expect(entered.speech.hasSuffix(", \(words.eightItems)"))
        #expect(entered.hint == words.activateHint)
        #expect(entered.inferences.isEmpty)
        // Every slide is reached: the last two-finger swipe lands on the eighth card.
        let last = try #require(scenario.transcript.steps.last)
        #expect(last.gesture == (isRightToLeft(words) ? "two-finger swipe right" : "two-finger swipe left"))
        #expect(last.speech.contains(article.storyTitles[7]))
        #expect(scenario.cardsAnnouncedWithRole == 8)
        #expect(scenario.positionSpoken == true)
    }

    @Test(arguments: languages)
    func talkBackReadsTheDefaultCollectionView(_ words: Words) throws {
        let scenario = try DemoScenarios.carousel(
            article: article, reader: .talkBack, accessible: false, language: words.language)
        let first = try #require(scenario.transcript.steps.first { $0.element == "related.card.0" })
        #expect(
            first.speech
                == "\(article.storyTitles[0]), \(words.talkBackFirstOfEight), \(words.inList), \(words.eightItems)")
        #expect(first.hint == words.activateHint)
        let left = try #require(scenario.transcript.steps.first { $0.speech.hasPrefix(article.continuation) })
        #expect(left.speech == "\(article.continuation), \(words.outOfList)")
    }
}
