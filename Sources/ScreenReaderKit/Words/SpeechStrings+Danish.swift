// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-da/` and `utils/src/main/res/values-da/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Danish (`da`): TalkBack's words from its `values-da` resources; VoiceOver's
    /// fall back to English.
    public static let danish = SpeechStrings(
        language: "da", voiceOver: VoiceOverWords.danish, talkBack: TalkBackWords.danish)
}

extension SpeechStrings.VoiceOverWords {
    /// Danish VoiceOver words.
    static let danish: Self = {
        var words = Self()
        words.language = "da"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Danish TalkBack words.
    static let danish: Self = {
        var words = Self()
        words.language = "da"
        words.selected = "valgt"
        words.disabled = "deaktiveret"
        words.checked = "markeret"
        words.notChecked = "ikke markeret"
        words.on = "til"
        words.off = "fra"
        words.percent = "{1} procent"
        words.unlabelled = "Uden etiket"
        words.password = "adgangskode"
        words.heading = "Overskrift"
        words.rowHeading = "Rækkeoverskrift"
        words.columnHeading = "Kolonneoverskrift"
        words.rowIndex = "Række {1}"
        words.columnIndex = "Kolonne {1}"
        words.page = "Side"
        words.listPosition = "{1} af {2}"
        words.level = "Niveau {1}"
        words.inList = "På listen"
        words.inListNamed = "På listen {1}"
        words.outOfList = "Uden for listen"
        words.outOfListNamed = "Uden for listen {1}"
        words.inGrid = "Inden for gitteret"
        words.inGridNamed = "Inden for gitteret {1}"
        words.outOfGrid = "Uden for gitteret"
        words.outOfGridNamed = "Uden for gitteret {1}"
        words.inPager = "I sideinddelingen"
        words.inPagerNamed = "I sideinddelingen {1}"
        words.outOfPager = "Uden for sideinddelingen"
        words.outOfPagerNamed = "Uden for sideinddelingen {1}"
        words.inHorizontalPager = "I sideinddeling i vandret format"
        words.inHorizontalPagerNamed = "I sideinddeling i vandret format {1}"
        words.outOfHorizontalPager = "Uden for sideinddeling i vandret format"
        words.inVerticalPager = "I sideinddeling i lodret format"
        words.inVerticalPagerNamed = "I sideinddeling i lodret format {1}"
        words.outOfVerticalPager = "Uden for sideinddeling i lodret format"
        words.outOfVerticalPagerNamed = "Uden for sideinddeling i lodret format {1}"
        words.inGridPager = "I sideinddeling i gitterformat"
        words.inGridPagerNamed = "I sideinddeling i gitterformat {1}"
        words.outOfGridPager = "Uden for sideinddeling i gitterformat"
        words.outOfGridPagerNamed = "Uden for sideinddeling i gitterformat {1}"
        words.inRoleDescription = "På {1}"
        words.inRoleDescriptionNamed = "På {1} {2}"
        words.outOfRoleDescription = "Uden for {1}"
        words.outOfRoleDescriptionNamed = "Uden for {1} {2}"
        words.pagePosition = "Side {1} af {2}"
        words.showingItems = "Viser element {1} til {2} ud af {3}."
        words.showingItem = "Viser element {1} ud af {2}."
        words.repeatedSymbol = "{1} {2}﻿"
        words.toggleHint = "Tryk to gange for at slå til eller fra"
        words.activateHint = "Tryk to gange for at aktivere"
        words.selectHint = "Tryk to gange for at vælge"
        words.longPressHint = "Tryk to gange, og hold nede for at lave et langt tryk"
        words.changeHint = "Tryk to gange for at ændre"
        words.editTextHint = "Tryk to gange for at redigere tekst"
        words.clickLabelHint = "Tryk to gange for at {1}"
        words.adjustHint = "\"Stryg op\" eller \"Stryg ned\" for at justere"
        words.titledPagePosition = "{1}, {2} af {3}"
        words.itemCount = PluralTemplates(
            one: "{1} element", other: "{1} elementer")
        words.rowCount = PluralTemplates(
            one: "{1} række", other: "{1} rækker")
        words.columnCount = PluralTemplates(
            one: "{1} kolonne", other: "{1} kolonner")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} tegn", other: "{1} tegn")
        words.roles = [
            .button: "Knap",
            .imageButton: "Knap",
            .checkBox: "Afkrydsningsfelt",
            .dropDownList: "Rullemenu",
            .editText: "Redigeringsfelt",
            .grid: "Gitter",
            .image: "Billede",
            .list: "Liste",
            .pager: "Flersidet visning",
            .progressBar: "Statuslinje",
            .radioButton: "Alternativknap",
            .seekControl: "Skyder",
            .`switch`: "Kontakt",
            .toggleButton: "Kontakt",
            .tabBar: "Fanelinje",
            .webView: "Webvisning",
        ]
        words.symbols = [
            "&": "Og-tegn",
            "<": "Mindre end-tegn",
            ">": "Større end-tegn",
            "'": "Apostrof",
            "*": "Asterisk",
            "@": "Snabel-a",
            "\\": "Omvendt skråstreg",
            "\u{2022}": "Punkttegn",
            "^": "Cirkumfleks",
            "\u{A2}": "Centtegn",
            ":": "Kolon",
            ",": "Komma",
            "\u{A9}": "Ophavsret",
            "{": "Venstre krøllet parentes",
            "}": "Højre krøllet parentes",
            "\u{B0}": "Gradtegn",
            "\u{F7}": "Divisionstegn",
            "\u{2026}": "Ellipse",
            "\u{2014}": "Lang tankestreg",
            "\u{2013}": "Kort tankestreg",
            "!": "Udråbstegn",
            "`": "Accent grave",
            "-": "Tankestreg",
            "\u{201E}": "Lave dobbelte anførselstegn",
            "\u{D7}": "Multiplikationstegn",
            "\u{A}": "Ny linje",
            "\u{B6}": "Afsnitstegn",
            "(": "Venstre parentes",
            ")": "Højre parentes",
            "%": "Procent",
            ".": "Punktum",
            "\u{3C0}": "pi",
            "#": "Pund",
            "$": "Dollartegn",
            "\u{20AC}": "Euro",
            "\u{A3}": "Pundtegn",
            "\u{A5}": "Yen",
            "\u{20B1}": "Pesotegn",
            "\u{20B9}": "Rupi",
            "\u{20AB}": "Dongtegn",
            "\u{A4}": "Valutategn",
            "?": "Spørgsmålstegn",
            "\"": "Citationstegn",
            "\u{AE}": "Registreret varemærke",
            ";": "Semikolon",
            "/": "Skråstreg",
            " ": "Mellemrum",
            "\u{A0}": "Mellemrum",
            "[": "Venstre firkantet parentes",
            "]": "Højre firkantet parentes",
            "\u{221A}": "Kvadratrod",
            "\u{2122}": "Varemærke",
            "_": "Understregning",
            "|": "Lodret linje",
            "\u{AC}": "Ikke-tegn",
            "\u{A6}": "Brudt lodret streg",
            "\u{B5}": "Mikrotegn",
            "\u{2248}": "Næsten lig med",
            "\u{2260}": "Ikke lig med",
            "\u{A7}": "Paragraftegn",
            "\u{2191}": "Opadvendt pil",
            "\u{2190}": "Venstrevendt pil",
            "\u{2192}": "Højrepil",
            "\u{2193}": "Pil ned",
            "\u{2665}": "Sort hjerte",
            "~": "Tilde",
            "=": "Lighedstegn",
            "\u{FFE6}": "Won-tegn",
            "\u{20A9}": "Won-tegn",
            "\u{203B}": "Henvisningstegn",
            "\u{2606}": "Hvid stjerne",
            "\u{2605}": "Sort stjerne",
            "\u{2661}": "Hvidt hjerte",
            "\u{25CB}": "Hvid cirkel",
            "\u{25CF}": "Sort cirkel",
            "\u{2299}": "Solsymbol",
            "\u{25CE}": "Målskive",
            "\u{2667}": "Hvid klør",
            "\u{2664}": "Hvid spar",
            "\u{261C}": "Hvidt venstrevendt indeks",
            "\u{261E}": "Hvidt højrevendt indeks",
            "\u{25D0}": "Cirkel med venstre halvdel i sort",
            "\u{25D1}": "Cirkel med højre halvdel i sort",
            "\u{25A1}": "Hvid firkant",
            "\u{25A0}": "Sort firkant",
            "\u{25B3}": "Hvid opadvendt trekant",
            "\u{25BD}": "Hvid nedadvendt trekant",
            "\u{25C1}": "Hvid venstrevendt trekant",
            "\u{25B7}": "Hvid højrevendt trekant",
            "\u{25C7}": "Hvid rombe",
            "\u{2669}": "Fjerdedelsnode",
            "\u{266A}": "Ottendedelsnode",
            "\u{266C}": "Sammenbundne sekstendedelsnoder",
            "\u{2640}": "Kvindesymbol",
            "\u{2642}": "Mandesymbol",
            "\u{3010}": "Venstre sort linseformet parentes",
            "\u{3011}": "Højre sort linseformet parentes",
            "\u{300C}": "Venstre hjørneparentes",
            "\u{300D}": "Højre hjørneparentes",
            "\u{B1}": "Plus- og minustegn",
            "\u{2113}": "Liter",
            "\u{2103}": "Celsiusgrad",
            "\u{2109}": "Fahrenheit-grad",
            "\u{2252}": "Svarer tilnærmelsesvis til",
            "\u{222B}": "Integral",
            "\u{27E8}": "Matematisk venstre vinkelparentes",
            "\u{27E9}": "Matematisk højre vinkelparentes",
            "\u{3012}": "Posttegn",
            "\u{25B2}": "Sort trekant, der peger opad",
            "\u{25BC}": "Sort trekant, der peger nedad",
            "\u{2666}": "Sort diamant",
            "\u{25C6}": "Sort diamant",
            "\u{FF65}": "Halvhøjt katakana-punkt i halv bredde",
            "\u{25AA}": "Lille sort firkant",
            "\u{300A}": "Dobbelt venstre vinkelparentes",
            "\u{300B}": "Dobbelt højre vinkelparentes",
            "\u{A1}": "Omvendt udråbstegn",
            "\u{BF}": "Omvendt spørgsmålstegn",
            "\u{FF0C}": "Komma i fuld bredde",
            "\u{FF01}": "Udråbstegn i fuld bredde",
            "\u{3002}": "ideografisk punktum",
            "\u{FF1F}": "Spørgsmålstegn i fuld bredde",
            "\u{B7}": "Halvhøjt punkt",
            "\u{201D}": "Dobbelt højre anførselstegn",
            "\u{3001}": "ideografisk komma",
            "\u{FF1A}": "Kolon i fuld bredde",
            "\u{FF1B}": "Semikolon i fuld bredde",
            "\u{FF06}": "Og-tegn i fuld bredde",
            "\u{FF3E}": "Cirkumfleks i fuld bredde",
            "\u{FF5E}": "Tilde i fuld bredde",
            "\u{201C}": "Dobbelt venstre anførselstegn",
            "\u{FF08}": "Venstreparentes i fuld bredde",
            "\u{FF09}": "Højreparentes i fuld bredde",
            "\u{FF0A}": "Stjerne i fuld bredde",
            "\u{FF3F}": "Understregning i fuld bredde",
            "\u{2019}": "Enkelt højre anførselstegn",
            "\u{FF5B}": "Venstre krøllet parentes i fuld bredde",
            "\u{FF5D}": "Højre krøllet parentes i fuld bredde",
            "\u{FF1C}": "Mindre end-tegn i fuld bredde",
            "\u{FF1E}": "Større end-tegn i fuld bredde",
            "\u{2018}": "Enkelt venstre anførselstegn",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
