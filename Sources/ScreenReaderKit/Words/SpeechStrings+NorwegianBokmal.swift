// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-nb/` and `utils/src/main/res/values-nb/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Norwegian Bokmal (`nb`): TalkBack's words from its `values-nb` resources; VoiceOver's
    /// fall back to English.
    public static let norwegianBokmal = SpeechStrings(
        language: "nb", voiceOver: VoiceOverWords.norwegianBokmal, talkBack: TalkBackWords.norwegianBokmal)
}

extension SpeechStrings.VoiceOverWords {
    /// Norwegian Bokmal VoiceOver words.
    static let norwegianBokmal: Self = {
        var words = Self()
        words.language = "nb"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Norwegian Bokmal TalkBack words.
    static let norwegianBokmal: Self = {
        var words = Self()
        words.language = "nb"
        words.selected = "valgt"
        words.disabled = "slått av"
        words.checked = "avmerket"
        words.notChecked = "ikke valgt"
        words.on = "på"
        words.off = "av"
        words.percent = "{1} prosent"
        words.unlabelled = "Umerket"
        words.password = "passord"
        words.heading = "Overskrift"
        words.rowHeading = "Overskrift for raden"
        words.columnHeading = "Overskrift for kolonnen"
        words.rowIndex = "Rad {1}"
        words.columnIndex = "Kolonne {1}"
        words.page = "Side"
        words.listPosition = "{1} av {2}"
        words.level = "Nivå {1}"
        words.inList = "I listen"
        words.inListNamed = "I listen {1}"
        words.outOfList = "Utenfor listen"
        words.outOfListNamed = "Utenfor listen {1}"
        words.inGrid = "I rutenettet"
        words.inGridNamed = "I rutenettet {1}"
        words.outOfGrid = "Utenfor rutenettet"
        words.outOfGridNamed = "Utenfor rutenettet {1}"
        words.inPager = "På side"
        words.inPagerNamed = "På side {1}"
        words.outOfPager = "Utenfor side"
        words.outOfPagerNamed = "Utenfor side {1}"
        words.inHorizontalPager = "I horisontal sidenavigering"
        words.inHorizontalPagerNamed = "I horisontal sidenavigering {1}"
        words.outOfHorizontalPager = "Utenfor horisontal sidenavigering"
        words.inVerticalPager = "På vertikal side"
        words.inVerticalPagerNamed = "På vertikal side {1}"
        words.outOfVerticalPager = "Utenfor vertikal side"
        words.outOfVerticalPagerNamed = "Utenfor vertikal side {1}"
        words.inGridPager = "På rutenettside"
        words.inGridPagerNamed = "På rutenettside {1}"
        words.outOfGridPager = "Utenfor rutenettside"
        words.outOfGridPagerNamed = "Utenfor rutenettside {1}"
        words.inRoleDescription = "I {1}"
        words.inRoleDescriptionNamed = "I {1} {2}"
        words.outOfRoleDescription = "Utenfor {1}"
        words.outOfRoleDescriptionNamed = "Utenfor {1} {2}"
        words.pagePosition = "Side {1} av {2}"
        words.showingItems = "Viser element {1} til {2} av {3}."
        words.showingItem = "Viser element {1} av {2}."
        words.repeatedSymbol = "{1} {2}﻿"
        words.toggleHint = "Dobbelttrykk for å slå av/på"
        words.activateHint = "Dobbelttrykk for å aktivere"
        words.selectHint = "Dobbelttrykk for å velge"
        words.longPressHint = "Dobbelttrykk og hold inne for å trykke lenge"
        words.changeHint = "Dobbelttrykk for å endre"
        words.editTextHint = "Dobbelttrykk for å redigere tekst"
        words.clickLabelHint = "Dobbelttrykk til {1}"
        words.adjustHint = "«Sveip opp» eller «Sveip ned» for å justere"
        words.titledPagePosition = "{1}, {2} av {3}"
        words.itemCount = PluralTemplates(
            one: "{1} element", other: "{1} elementer")
        words.rowCount = PluralTemplates(
            one: "{1} rad", other: "{1} rader")
        words.columnCount = PluralTemplates(
            one: "{1} kolonne", other: "{1} kolonner")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} tegn", other: "{1} tegn")
        words.roles = [
            .button: "Knapp",
            .imageButton: "Knapp",
            .checkBox: "Avmerkingsboks",
            .dropDownList: "Rullegardinliste",
            .editText: "Redigeringsfelt",
            .grid: "Rutenett",
            .image: "Bilde",
            .list: "Liste",
            .pager: "Visning av flere sider",
            .progressBar: "Fremdriftslinje",
            .radioButton: "Alternativknapp",
            .seekControl: "Glidebryter",
            .`switch`: "Bryter",
            .toggleButton: "Bryter",
            .tabBar: "Fanerad",
            .webView: "Nettvisning",
        ]
        words.symbols = [
            "&": "Og-tegn",
            "<": "Mindre-enn-tegn",
            ">": "Større-enn-tegn",
            "'": "Apostrofe",
            "*": "Stjerne",
            "@": "Krøllalfa",
            "\\": "Omvendt skråstrek",
            "\u{2022}": "Punkttegn",
            "^": "Cirkumfleks",
            "\u{A2}": "Cent-tegn",
            ":": "Kolon",
            ",": "Komma",
            "\u{A9}": "Opphavsrettssymbolet",
            "{": "Venstre sløyfeparentes",
            "}": "Høyre sløyfeparentes",
            "\u{B0}": "Gradetegn",
            "\u{F7}": "Delingstegn",
            "\u{2026}": "Ellipse",
            "\u{2014}": "Lang tankestrek",
            "\u{2013}": "Kort tankestrek",
            "!": "Utropstegn",
            "`": "Gravisaksent",
            "-": "Tankestrek",
            "\u{201E}": "Lavt dobbelt anførselstegn",
            "\u{D7}": "Multiplikasjonstegn",
            "\u{A}": "Ny linje",
            "\u{B6}": "Avsnittsmerke",
            "(": "Venstreparentes",
            ")": "Høyreparentes",
            "%": "Prosent",
            ".": "Punktum",
            "\u{3C0}": "Pi",
            "#": "Nummertegn",
            "$": "Dollartegn",
            "\u{20AC}": "Euro",
            "\u{A3}": "Pund-valutategn",
            "\u{A5}": "Yen",
            "\u{20B1}": "Pesotegn",
            "\u{20B9}": "Rupi",
            "\u{20AB}": "Dongtegn",
            "\u{A4}": "Valutategn",
            "?": "Spørsmålstegn",
            "\"": "Anførselstegn",
            "\u{AE}": "Registrert varemerke",
            ";": "Semikolon",
            "/": "Skråstrek",
            " ": "Mellomrom",
            "\u{A0}": "Mellomrom",
            "[": "Venstre hakeparentes",
            "]": "Høyre hakeparentes",
            "\u{221A}": "Kvadratrot",
            "\u{2122}": "Varemerke",
            "_": "Understrek",
            "|": "Vertikal linje",
            "\u{AC}": "Ikke-tegn",
            "\u{A6}": "Brutt vertikalstrek",
            "\u{B5}": "Mikrotegn",
            "\u{2248}": "Nesten lik",
            "\u{2260}": "Ikke lik",
            "\u{A7}": "Seksjonstegn",
            "\u{2191}": "Pil opp",
            "\u{2190}": "Venstrepil",
            "\u{2192}": "Pil høyre",
            "\u{2193}": "Pil ned",
            "\u{2665}": "Svart hjerte",
            "~": "Tilde",
            "=": "Likhetstegn",
            "\u{FFE6}": "Won-valutategn",
            "\u{20A9}": "Won-valutategn",
            "\u{203B}": "Referansemerke",
            "\u{2606}": "Hvit stjerne",
            "\u{2605}": "Svart stjerne",
            "\u{2661}": "Hvitt hjerte",
            "\u{25CB}": "Hvit sirkel",
            "\u{25CF}": "Svart sirkel",
            "\u{2299}": "Solsymbol",
            "\u{25CE}": "Blink",
            "\u{2667}": "Hvit kløver",
            "\u{2664}": "Hvit spar",
            "\u{261C}": "Hvitt venstrepekende indekssymbol",
            "\u{261E}": "Hvitt høyrepekende indekssymbol",
            "\u{25D0}": "Sirkel med venstre halvdel i svart",
            "\u{25D1}": "Sirkel med høyre halvdel i svart",
            "\u{25A1}": "Hvitt kvadrat",
            "\u{25A0}": "Svart kvadrat",
            "\u{25B3}": "Hvit oppoverpekende trekant",
            "\u{25BD}": "Hvit nedpekende trekant",
            "\u{25C1}": "Hvit venstrepekende triangel",
            "\u{25B7}": "Hvit høyrepekende trekant",
            "\u{25C7}": "Hvit ruter",
            "\u{2669}": "Firedelsnote",
            "\u{266A}": "Åttedelsnote",
            "\u{266C}": "Sekstendelsnoter som er slått sammen med notebjelker",
            "\u{2640}": "Hunnsymbol",
            "\u{2642}": "Hannsymbol",
            "\u{3010}": "Svart linseformet venstre hakeparentes",
            "\u{3011}": "Svart linseformet høyre hakeparentes",
            "\u{300C}": "Venstre hjørnehakeparentes",
            "\u{300D}": "Høyre hjørnehakeparentes",
            "\u{B1}": "Pluss/minus-tegn",
            "\u{2113}": "Liter",
            "\u{2103}": "Grad celsius",
            "\u{2109}": "Grad Fahrenheit",
            "\u{2252}": "Omtrent like",
            "\u{222B}": "Integral",
            "\u{27E8}": "Matematisk venstre vinkelparentes",
            "\u{27E9}": "Matematisk høyre vinkelparentes",
            "\u{3012}": "Postmerke",
            "\u{25B2}": "Svart trekant som peker opp",
            "\u{25BC}": "Svart trekant som peker ned",
            "\u{2666}": "Svart ruter",
            "\u{25C6}": "Svart ruter",
            "\u{FF65}": "Halvbreddes halvhøyt punktum for katakana",
            "\u{25AA}": "Lite, svart kvadrat",
            "\u{300A}": "Venstre dobbel vinkelparentes",
            "\u{300B}": "Høyre dobbel vinkelparentes",
            "\u{A1}": "Omvendt utropstegn",
            "\u{BF}": "Omvendt spørsmålstegn",
            "\u{FF0C}": "Komma – full bredde",
            "\u{FF01}": "Utropstegn – full bredde",
            "\u{3002}": "Ideografisk punktum",
            "\u{FF1F}": "Spørsmålstegn – full bredde",
            "\u{B7}": "Halvhøyt punktum",
            "\u{201D}": "Dobbelt anførselstegn, høyre",
            "\u{3001}": "Ideografisk komma",
            "\u{FF1A}": "Kolon – full bredde",
            "\u{FF1B}": "Semikolon – full bredde",
            "\u{FF06}": "Ampersand – full bredde",
            "\u{FF3E}": "Cirkumfleks – full bredde",
            "\u{FF5E}": "Tildetegn – full bredde",
            "\u{201C}": "Dobbelt anførselstegn, venstre",
            "\u{FF08}": "Venstre parentes – full bredde",
            "\u{FF09}": "Høyre parentes – full bredde",
            "\u{FF0A}": "Asterisk – full bredde",
            "\u{FF3F}": "Understrek – full bredde",
            "\u{2019}": "Enkelt anførselstegn, høyre",
            "\u{FF5B}": "Venstre krøllparentes – full bredde",
            "\u{FF5D}": "Høyre krøllparentes – full bredde",
            "\u{FF1C}": "Mindre-enn-tegn – full bredde",
            "\u{FF1E}": "Større-enn-tegn – full bredde",
            "\u{2018}": "Enkelt anførselstegn, venstre",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
