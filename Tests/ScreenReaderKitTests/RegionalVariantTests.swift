import AccessibilityTree
import CarouselKit
import ScreenReaderKit
import Testing

/// TalkBack 15.1's regional variants (google/talkback@26a27dc `talkback/src/main/res/values-en-rGB/`,
/// `values-en-rAU/`, `values-en-rIN/`, `values-b+es+419/`, `values-fr-rCA/`, `values-zh-rHK/`, each a
/// whole translation) speak their own words, and a tag finds its variant as Android resolves
/// resources: the region's folder, then its CLDR parent's (`es-MX` → `es-419`, `zh-MO` → `zh-HK`,
/// `pt-AO` → `pt-PT`), then the language's (developer.android.com, "Language and locale resolution
/// overview"; docs/localization.md, "Regional variants").
@Suite("Regional variants")
struct RegionalVariantTests {
    /// An unchecked check box, whose words differ from the language's table in every variant:
    /// `value_not_checked` and `value_checkbox` (`strings_compositor.xml`); zh-HK's role word alone
    /// (its `value_not_checked` is zh-rTW's 尚未勾選).
    /// Each case also checks that the language's own table says something else, so it fails
    /// without the variant's file.
    @Test(arguments: [
        ("en-GB", "en", "not ticked, Agree, Tick box"),
        ("en-AU", "en", "not ticked, Agree, Tick box"),
        ("en-IN", "en", "not ticked, Agree, Tick box"),
        ("es-419", "es", "no marcado, Agree, Casilla de verificación"),
        ("fr-CA", "fr", "non sélectionné, Agree, Case à cocher"),
        ("zh-HK", "zh-Hant", "尚未勾選, Agree, 選框"),
    ])
    func aCheckBoxIsSpokenInTheVariantsWords(variant: String, language: String, expected: String) {
        let check = AccessibilityElement(
            id: "c", label: "Agree", className: "android.widget.CheckBox", isCheckable: true,
            checkedState: .unchecked, isClickable: true)
        let spoken = TalkBackSpeech(strings: .table(forLanguage: variant)).speech(for: check).description
        #expect(spoken == expected)
        #expect(TalkBackSpeech(strings: .table(forLanguage: language)).speech(for: check).description != expected)
    }

    /// The words of Compose and of Android's own widgets come from their variant folders too:
    /// androidx/androidx@4ef8eef `compose/ui/ui/src/androidMain/res/values-en-rGB/strings.xml`
    /// `indeterminate` ("Partially ticked"), @06fd3fe `values-zh-rHK/strings.xml` `selected`
    /// (揀咗); the framework's zh-rHK `selected` (揀咗, where zh-Hant's is 已選取).
    @Test func composeAndFrameworkWordsComeFromTheVariant() {
        let british = SpeechStrings.table(forLanguage: "en-GB").talkBack
        #expect(british.compose.indeterminate == "Partially ticked")
        #expect(SpeechStrings.english.talkBack.compose.indeterminate == "Partially checked")
        let hongKong = SpeechStrings.table(forLanguage: "zh-HK").talkBack
        #expect(hongKong.compose.selected == "揀咗")
        #expect(hongKong.framework.selected == "揀咗")
        #expect(SpeechStrings.table(forLanguage: "zh-Hant").talkBack.framework.selected == "已選取")
    }

    /// Latin American Spanish: Compose and the framework have no `values-b+es+419` (their `es-rUS` is
    /// a child of es-419, not its parent), so Android reads their `values-es` words.
    @Test func latinAmericanSpanishTakesComposesAndTheFrameworksSpanish() {
        let latin = SpeechStrings.table(forLanguage: "es-419").talkBack
        let spanish = SpeechStrings.table(forLanguage: "es").talkBack
        #expect(latin.compose == spanish.compose)
        #expect(latin.framework == spanish.framework)
        #expect(latin.notChecked != spanish.notChecked)
    }

    /// VoiceOver: AccessibilitySnapshot@5b03db8 ships only en, de and ru `.lproj` folders, and
    /// `String+Localization.swift:22-49` reads an `en-GB` element's strings from `en.lproj` (the
    /// first whose name starts with the tag's two first characters). So British English speaks
    /// English's VoiceOver words as sourced words, not fallbacks; Canadian French has none.
    @Test func voiceOverReadsEnglishTablesForEnglishVariantsOnly() {
        let ok = AccessibilityElement(id: "ok", label: "OK", traits: .button, isAccessibilityElement: true)
        for variant in ["en-GB", "en-AU", "en-IN"] {
            let speech = VoiceOverSpeech(strings: .table(forLanguage: variant)).speech(for: ok)
            #expect(speech.description == "OK, Button")
            #expect(speech.inferences.isEmpty, "\(variant)")
        }
        let canadian = VoiceOverSpeech(strings: .table(forLanguage: "fr-CA")).speech(for: ok)
        #expect(canadian.inferences.first?.contains("fr-CA") == true)
    }

    // MARK: Tags

    /// The accepted spellings of a variant: BCP 47 (`en-GB`), with `_` (`en_GB`, Java's and
    /// ICU's), Android's region qualifier (`en-rGB`) and its BCP 47 qualifier (`b+es+419`), any case.
    @Test func aVariantIsFoundByEverySpelling() {
        for tag in ["en-GB", "en_GB", "en-rGB", "EN-gb", "en-Latn-GB"] {
            #expect(SpeechStrings.matchLanguage(tag) == "en-GB", "\(tag)")
        }
        for tag in ["es-419", "es_419", "b+es+419"] {
            #expect(SpeechStrings.matchLanguage(tag) == "es-419", "\(tag)")
        }
        #expect(SpeechStrings.matchLanguage("fr-rCA") == "fr-CA")
        #expect(SpeechStrings.matchLanguage("zh-rHK") == "zh-HK")
        #expect(SpeechStrings.matchLanguage("zh-Hant-HK") == "zh-HK")
        #expect(SpeechStrings.matchLanguage("en-AU") == "en-AU")
        #expect(SpeechStrings.matchLanguage("en-IN") == "en-IN")
    }

    /// A region's CLDR parent is tried before its language (ICU 76's `%%Parent`: es_MX → es_419,
    /// es_US → es_419, zh_Hant_MO → zh_Hant_HK, pt_AO → pt_PT); Spain's Spanish, Taiwan's Chinese
    /// and Switzerland's French keep their language's table.
    @Test func aRegionFindsItsParentsVariant() {
        #expect(SpeechStrings.matchLanguage("es-MX") == "es-419")
        #expect(SpeechStrings.matchLanguage("es-US") == "es-419")
        #expect(SpeechStrings.matchLanguage("es_AR") == "es-419")
        #expect(SpeechStrings.matchLanguage("es-ES") == "es")
        #expect(SpeechStrings.matchLanguage("zh-MO") == "zh-HK")
        #expect(SpeechStrings.matchLanguage("zh-TW") == "zh-Hant")
        #expect(SpeechStrings.matchLanguage("pt-AO") == "pt-PT")
        #expect(SpeechStrings.matchLanguage("pt-BR") == "pt-BR")
        #expect(SpeechStrings.matchLanguage("fr-CH") == "fr")
    }

    /// A region without a variant is its language, with no error; a language without a table has
    /// none (the CLI refuses it, `LanguageOptionTests`).
    @Test func anUnknownRegionIsItsLanguageAndAnUnknownLanguageIsNothing() {
        #expect(SpeechStrings.matchLanguage("en-NZ") == "en")
        #expect(SpeechStrings.matchLanguage("en-US") == "en")
        #expect(SpeechStrings.matchLanguage("fr-BE") == "fr")
        #expect(SpeechStrings.table(forLanguage: "en-NZ").talkBack == SpeechStrings.english.talkBack)
        #expect(SpeechStrings.matchLanguage("xx-GB") == nil)
        #expect(SpeechStrings.matchLanguage("b+xx+419") == nil)
    }

    /// The components' tables (CarouselKit) have no variants: a variant's tag finds its language.
    @Test func componentsReadTheirLanguagesTable() {
        #expect(CarouselStrings.forLanguage("en-GB")?.language == "en")
        #expect(CarouselStrings.forLanguage("es-MX")?.language == "es")
        #expect(CarouselStrings.forLanguage("zh-HK") == nil)
    }
}
