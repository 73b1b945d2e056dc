import CarouselKit
import ScreenReaderKit

/// The words the auditor's word-matching rules look for, in one language: positions ("2 of 8",
/// "Seite 2 von 8"), page positions, the carousel role word, button, link and tab words, and the
/// names of a pause control.
///
/// The words come from three places, in this order:
/// 1. the components' table, CarouselKit's ``CarouselStrings/forLanguage(_:)`` (", Carousel",
///    "{1} of {2}", "Page {1} of {2}", "Button", "Link", "Pause");
/// 2. the screen readers' table, ScreenReaderKit's ``SpeechStrings/table(forLanguage:)``, both
///    readers (VoiceOver's "{1} of {2}", "Button", "Tab"; TalkBack's "{1} of {2}",
///    "Page {1} of {2}", role words);
/// 3. the auditor's own lists (``AuditorWords``), for words no table carries: pause and stop
///    verbs, tab role descriptions, English "Slide x of y". These are this project's lists, not
///    quotes from a platform.
///
/// A language with no table in a source gets that source's English words, and the fallback is
/// recorded in ``fallbacks`` (the `audit-language` rule reports it). English words are always
/// accepted too where a word only clears a finding (a position, a carousel or role word, a pause
/// control): apps often leave such words untranslated, and the user still hears them.
public struct AuditVocabulary: Sendable, Hashable {
    /// The BCP 47 language the words are for ("de", "zh-Hans").
    public let language: String
    /// Position templates: the language's, then English's.
    public let positionTemplates: [PositionTemplate]
    /// Page position templates ("Page {1} of {2}", "Slide {1} of {2}"): the language's, then English's.
    public let pageTemplates: [PositionTemplate]
    /// The carousel role word, in the language and in English ("Karussell", "Carousel").
    public let carouselWords: [String]
    /// The words that say a card is a button, in the language and in English.
    public let buttonWords: [String]
    /// The words that say a card is a link, in the language and in English.
    public let linkWords: [String]
    /// The words the screen readers speak for a tab, and tab role descriptions apps set.
    public let tabWords: [String]
    /// Word beginnings that name a pause or stop control ("pause", "anhalt", "停止").
    public let pauseWords: [String]
    /// The role words the readers speak, by role ("button": ["Taste", "Schaltfläche", "Button"]).
    public let roleWords: [String: [String]]
    /// What fell back to English, one sentence each; empty when every source has the language.
    public let fallbacks: [String]
    /// The carousel words as tokens, for the detector's per-element checks.
    private let carouselTokens: [[TextTokens.Token]]
    /// The button words as tokens, for ``isButtonWord(_:)``'s per-element checks.
    private let buttonTokens: [[TextTokens.Token]]
    /// The pause words read once, for ``namesPause(_:)``'s per-element checks.
    private let pauseMatchers: [PauseMatcher]
    /// ``roleWords`` in the order of their roles, each word with its tokens, for
    /// ``roleWords(sameRoleAs:)``'s per-element checks.
    private let roleWordTokens: [RoleWords]

    /// The words for a BCP 47 language tag ("de", "de-AT", "zh-Hans-CN", "pt_BR").
    ///
    /// - Complexity: O(w) in the number of words of the tables.
    public init(language: String) {
        self.language = language
        let english = Sources(components: .english, speech: .english, own: AuditorWords.english)
        let components = CarouselStrings.forLanguage(language)
        let speech = SpeechStrings.table(forLanguage: language)
        let own = AuditorWords.words(for: language)
        let isEnglish = AuditVocabulary.primary(language) == "en"
        var fallbacks: [String] = []
        if components == nil {
            fallbacks.append("CarouselKit has no component words for \"\(language)\"")
        }
        if !isEnglish, SpeechStrings.matchLanguage(language) == nil {
            fallbacks.append("ScreenReaderKit has no VoiceOver or TalkBack words for \"\(language)\"")
        }
        if own == nil {
            fallbacks.append("the auditor has no pause, stop or tab words for \"\(language)\"")
        }
        self.fallbacks = fallbacks
        let local = Sources(components: components ?? .english, speech: speech, own: own ?? english.own)
        let both: [Sources] = isEnglish ? [local] : [local, english]
        positionTemplates = Self.unique(both.flatMap { $0.positionTemplates(language: language) })
        pageTemplates = Self.unique(both.flatMap { $0.pageTemplates(language: language) })
        carouselWords = Self.unique(both.map { $0.components.carousel })
        carouselTokens = carouselWords.map { TextTokens($0).tokens }.filter { !$0.isEmpty }
        buttonWords = Self.unique(
            both.flatMap {
                [$0.components.button, $0.components.androidButton, $0.speech.voiceOver.button]
                    + $0.speech.talkBack.buttonWords
            })
        linkWords = Self.unique(
            both.flatMap { [$0.components.link, $0.components.androidLink, $0.speech.voiceOver.link] })
        tabWords = Self.unique(both.flatMap { [$0.speech.voiceOver.tab] + $0.own.tabs })
        pauseWords = Self.unique(both.flatMap { [$0.components.pause] + $0.own.pause }.map { $0.lowercased() })
        var roles: [String: [String]] = [:]
        for source in both {
            for (role, word) in source.speech.roleWords { roles[role, default: []].append(word) }
        }
        roles["button", default: []] += both.flatMap { [$0.components.button, $0.components.androidButton] }
        roles["link", default: []] += both.flatMap { [$0.components.link, $0.components.androidLink] }
        roleWords = roles.mapValues(Self.unique)
        buttonTokens = buttonWords.map { TextTokens($0).tokens }
        pauseMatchers = pauseWords.map(PauseMatcher.init)
        roleWordTokens = roleWords.sorted { $0.key < $1.key }.map { RoleWords(words: $0.value) }
    }

    /// A pause word as ``namesPause(_:)`` compares it.
    private struct PauseMatcher: Sendable, Hashable {
        var word: String
        /// The word without spaces, when it is of a script written without spaces.
        var unspaced: String?
        /// Whether the word is several tokens.
        var isPhrase: Bool

        init(_ word: String) {
            self.word = word
            let isUnspaced = word.unicodeScalars.first.map(TextTokens.isUnspaced) ?? false
            unspaced = isUnspaced ? word.replacingOccurrences(of: " ", with: "") : nil
            isPhrase = TextTokens(word).tokens.count > 1
        }
    }

    /// One role's words and their tokens.
    private struct RoleWords: Sendable, Hashable {
        var words: [String]
        var tokens: [[TextTokens.Token]]

        init(words: [String]) {
            self.words = words
            tokens = words.map { TextTokens($0).tokens }
        }
    }

    /// The English words.
    public static let english = AuditVocabulary(language: "en")

    /// The primary language subtag, lowercased ("zh-Hans-CN" -> "zh").
    static func primary(_ language: String) -> String {
        LanguageTag.primary(of: language)
    }

    private static func unique(_ templates: [PositionTemplate]) -> [PositionTemplate] {
        var seen: Set<String> = []
        return templates.filter { seen.insert($0.template.lowercased()).inserted }
    }

    private static func unique(_ words: [String]) -> [String] {
        var seen: Set<String> = []
        return words.filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
    }

    private struct Sources {
        var components: CarouselStrings
        var speech: SpeechStrings
        var own: AuditorWords

        func positionTemplates(language: String) -> [PositionTemplate] {
            let tag = components.language
            return [
                PositionTemplate(components.position, source: "CarouselStrings.position (\(tag))"),
                PositionTemplate(
                    speech.voiceOver.position, source: "SpeechStrings VoiceOver position (\(speech.language))"),
                PositionTemplate(speech.talkBack.listPosition, source: "SpeechStrings TalkBack list_index_template"),
            ].compactMap { $0 } + own.positions.compactMap { PositionTemplate($0, source: "auditor's own list") }
                + pageTemplates(language: language)
        }

        func pageTemplates(language: String) -> [PositionTemplate] {
            let tag = components.language
            return [
                PositionTemplate(components.page, source: "CarouselStrings.page (\(tag))"),
                PositionTemplate(components.showingSlide, source: "CarouselStrings.showingSlide (\(tag))"),
                PositionTemplate(
                    speech.talkBack.pagePosition, source: "SpeechStrings TalkBack template_viewpager_index_count"),
            ].compactMap { $0 } + own.pages.compactMap { PositionTemplate($0, source: "auditor's own list") }
        }
    }
}

extension AuditVocabulary {
    /// The first position the text states in any of the language's forms ("Seite 2 von 8",
    /// "2 of 8", "٢ من ٨").
    ///
    /// - Complexity: O(t · n) for t templates and a text of n characters.
    public func position(in text: String) -> PositionTemplate.Match? {
        let cut = TextTokens(text)
        guard cut.mayStatePosition else { return nil }
        return positionTemplates.lazy.compactMap { $0.firstMatch(in: cut) }.first
    }

    /// Whether the text states a position.
    public func containsPosition(_ text: String) -> Bool { position(in: text) != nil }

    /// The first page position ("Page 2 of 8", "Seite 2 von 8") in the text, as the text says it.
    public func pagePosition(in text: String) -> PositionTemplate.Match? {
        // The detector asks for every element's texts; most hold no number, which a position needs.
        guard TextTokens.mayHoldNumber(text) else { return nil }
        let cut = TextTokens(text)
        guard cut.mayStatePosition else { return nil }
        return pageTemplates.lazy.compactMap { $0.firstMatch(in: cut) }.first
    }

    /// Whether the label ends with a list separator and a carousel word (", Carousel",
    /// ", Karussell", "、カルーセル", "، عرض دوّار").
    public func endsWithCarouselWord(_ label: String) -> Bool {
        let tokens = TextTokens(label).tokens
        return carouselTokens.contains { suffix in
            guard tokens.count > suffix.count, tokens.suffix(suffix.count).elementsEqual(suffix),
                case .mark(let mark) = tokens[tokens.count - suffix.count - 1]
            else { return false }
            return Self.listSeparators.contains(mark)
        }
    }

    /// Whether the text is a carousel word ("Carousel", "Karussell"), as a role description is.
    public func isCarouselWord(_ text: String) -> Bool {
        let tokens = TextTokens(text).tokens
        return !tokens.isEmpty && carouselTokens.contains(tokens)
    }

    /// Whether the name mentions a carousel word as a whole word.
    public func mentionsCarousel(_ name: String) -> Bool {
        carouselWords.contains { TextMatching.containsWord($0, in: name) }
    }

    /// Whether the text says a button or link role word.
    public func mentionsButtonOrLink(_ text: String) -> Bool {
        (buttonWords + linkWords).contains { TextMatching.containsWord($0, in: text) }
    }

    /// Whether a word the reader spoke is a button role word.
    public func isButtonWord(_ spoken: String) -> Bool {
        let tokens = TextTokens(spoken).tokens
        return buttonTokens.contains(tokens)
    }

    /// Whether a word the reader spoke is, or contains, a tab word ("Tab", "Registerkarte", "タブ").
    public func isTabWord(_ spoken: String) -> Bool {
        tabWords.contains { TextMatching.containsWord($0, in: spoken) }
    }

    /// Whether a name has a word starting with a pause or stop word ("Pause rotation",
    /// "Diashow anhalten", "自動再生を停止"). In scripts without spaces, the word may stand anywhere.
    public func namesPause(_ name: String) -> Bool {
        let words = TextTokens(name).tokens.compactMap { token -> String? in
            if case .word(let word) = token { return word }
            return nil
        }
        let text = words.joined()
        return pauseMatchers.contains { pause in
            guard !pause.word.isEmpty else { return false }
            if let unspaced = pause.unspaced { return text.contains(unspaced) }
            if pause.isPhrase { return TextMatching.containsWord(pause.word, in: name) }
            return words.contains { $0.hasPrefix(pause.word) }
        }
    }

    /// The words of the language for the same role as a word a reader spoke ("Button" on a German
    /// screen: "Taste", "Schaltfläche", "Button"); just the word when it names no known role.
    public func roleWords(sameRoleAs spoken: String) -> [String] {
        let tokens = TextTokens(spoken).tokens
        for role in roleWordTokens where role.tokens.contains(tokens) {
            return role.words.contains(spoken) ? role.words : [spoken] + role.words
        }
        return [spoken]
    }

    /// Separators a component puts between a name and its role word.
    static let listSeparators: Set<Character> = [",", "、", "،", ";", "؛", "·"]
}

extension SpeechStrings {
    /// The role words both readers speak, keyed by role ("button", "image", "heading", "link",
    /// "tab", "adjustable", "searchField", "textField"; TalkBack's other roles by their name).
    fileprivate var roleWords: [(String, String)] {
        var words: [(String, String)] = [
            ("button", voiceOver.button), ("link", voiceOver.link), ("image", voiceOver.image),
            ("heading", voiceOver.heading), ("tab", voiceOver.tab), ("adjustable", voiceOver.adjustable),
            ("searchField", voiceOver.searchField), ("textField", voiceOver.textField),
            ("textField", voiceOver.secureTextField), ("heading", talkBack.heading),
        ]
        for (role, word) in talkBack.roles.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let key: String
            switch role {
            case .button, .imageButton: key = "button"
            case .image: key = "image"
            case .editText: key = "textField"
            default: key = role.rawValue
            }
            words.append((key, word))
        }
        return words
    }
}

extension SpeechStrings.TalkBackWords {
    /// TalkBack's button words (Button, ImageButton).
    fileprivate var buttonWords: [String] {
        [roles[.button], roles[.imageButton]].compactMap { $0 }
    }
}
