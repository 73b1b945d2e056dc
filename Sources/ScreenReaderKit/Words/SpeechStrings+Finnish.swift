// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-fi/` and `utils/src/main/res/values-fi/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Finnish (`fi`): TalkBack's words from its `values-fi` resources; VoiceOver's
    /// fall back to English.
    public static let finnish = SpeechStrings(
        language: "fi", voiceOver: VoiceOverWords.finnish, talkBack: TalkBackWords.finnish)
}

extension SpeechStrings.VoiceOverWords {
    /// Finnish VoiceOver words.
    static let finnish: Self = {
        var words = Self()
        words.language = "fi"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Finnish TalkBack words.
    static let finnish: Self = {
        var words = Self()
        words.language = "fi"
        words.selected = "valittu"
        words.disabled = "ei käytössä"
        words.checked = "valittu"
        words.notChecked = "ei valittu"
        words.on = "Päällä"
        words.off = "Ei päällä"
        words.percent = "{1} prosenttia"
        words.unlabelled = "Nimetön"
        words.password = "salasana"
        words.heading = "Otsikko"
        words.rowHeading = "Rivin otsikko"
        words.columnHeading = "Sarakkeen otsikko"
        words.rowIndex = "Rivi {1}"
        words.columnIndex = "Sarake {1}"
        words.page = "Sivu"
        words.listPosition = "{1}/{2}"
        words.level = "Taso {1}"
        words.inList = "Listassa"
        words.inListNamed = "Listassa {1}"
        words.outOfList = "Listan ulkopuolella"
        words.outOfListNamed = "Listan {1} ulkopuolella"
        words.inGrid = "Ruudukossa"
        words.inGridNamed = "Ruudukossa {1}"
        words.outOfGrid = "Ruudukon ulkopuolella"
        words.outOfGridNamed = "Ruudukon {1} ulkopuolella"
        words.inPager = "Sivulla"
        words.inPagerNamed = "Sivulla {1}"
        words.outOfPager = "Sivun ulkopuolella"
        words.outOfPagerNamed = "Sivun {1} ulkopuolella"
        words.inHorizontalPager = "Vaakasuuntaisella sivulla"
        words.inHorizontalPagerNamed = "Vaakasuuntaisella sivulla {1}"
        words.outOfHorizontalPager = "Vaakasuuntaisen sivun ulkopuolella"
        words.inVerticalPager = "Pystysuuntaisella sivulla"
        words.inVerticalPagerNamed = "Pystysuuntaisella sivulla {1}"
        words.outOfVerticalPager = "Pystysuuntaisen sivun ulkopuolella"
        words.outOfVerticalPagerNamed = "Pystysuuntaisen sivun {1} ulkopuolella"
        words.inGridPager = "Ruudukkomuotoisella sivulla"
        words.inGridPagerNamed = "Ruudukkomuotoisella sivulla {1}"
        words.outOfGridPager = "Ruudukkomuotoisen sivun ulkopuolella"
        words.outOfGridPagerNamed = "Ruudukkomuotoisen sivun {1} ulkopuolella"
        words.inRoleDescription = "Täällä: {1}"
        words.inRoleDescriptionNamed = "Täällä: {1} {2}"
        words.outOfRoleDescription = "Tämän ulkopuolella: {1}"
        words.outOfRoleDescriptionNamed = "Tämän ulkopuolella: {1} {2}"
        words.pagePosition = "Sivu {1} kautta {2}"
        words.showingItems = "Näytetään kohteet {1}–{2}/{3}."
        words.showingItem = "Näytetään kohde {1}/{2}."
        words.repeatedSymbol = "{1} {2}﻿"
        words.toggleHint = "Kaksoisnapauta laittaaksesi päälle/pois"
        words.activateHint = "Kaksoisnapauta aktivoidaksesi"
        words.selectHint = "Kaksoisnapauta valitaksesi"
        words.longPressHint = "Kaksoisnapauta pitkään tehdäksesi pitkän painalluksen"
        words.changeHint = "Kaksoisnapauta muuttaaksesi"
        words.editTextHint = "Kaksoisnapauta muokataksesi tekstiä"
        words.clickLabelHint = "Kaksoisnapauta – {1}"
        words.adjustHint = "\"Pyyhkäise ylös\" tai \"Pyyhkäise alas\" säätääksesi"
        words.titledPagePosition = "{1}, {2} kautta {3}"
        words.itemCount = PluralTemplates(
            one: "{1} kohde", other: "{1} kohdetta")
        words.rowCount = PluralTemplates(
            one: "{1} rivi", other: "{1} riviä")
        words.columnCount = PluralTemplates(
            one: "{1} sarake", other: "{1} saraketta")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} merkki", other: "{1} merkkiä")
        words.roles = [
            .button: "Painike",
            .imageButton: "Painike",
            .checkBox: "Valintaruutu",
            .dropDownList: "Avattava luettelo",
            .editText: "Muokkauskenttä",
            .grid: "Ruudukko",
            .image: "Kuva",
            .list: "Lista",
            .pager: "Monisivuinen näkymä",
            .progressBar: "Etenemispalkki",
            .radioButton: "Valintanappi",
            .seekControl: "Liukusäädin",
            .`switch`: "Valitsin",
            .toggleButton: "Valitsin",
            .tabBar: "Välilehtirivi",
            .webView: "Verkkonäkymä",
        ]
        words.symbols = [
            "&": "Et-merkki",
            "<": "Pienempi kuin -merkki",
            ">": "Suurempi kuin -merkki",
            "'": "Heittomerkki",
            "*": "Tähti",
            "@": "At",
            "\\": "Kenoviiva",
            "\u{2022}": "Luettelomerkki",
            "^": "Poisjääntimerkki",
            "\u{A2}": "Senttimerkki",
            ":": "Kaksoispiste",
            ",": "Pilkku",
            "\u{A9}": "Tekijänoikeudet",
            "{": "Vasen kaarisulje",
            "}": "Oikea kaarisulje",
            "\u{B0}": "Astemerkki",
            "\u{F7}": "Jakomerkki",
            "\u{2026}": "Ellipsi",
            "\u{2014}": "Em-viiva",
            "\u{2013}": "En-viiva",
            "!": "Huutomerkki",
            "`": "Gravisaksentti",
            "-": "Yhdysviiva",
            "\u{201E}": "Rivinalinen lainausmerkki",
            "\u{D7}": "Kertomerkki",
            "\u{A}": "Rivinvaihto",
            "\u{B6}": "Kappalemerkki",
            "(": "Vasen sulje",
            ")": "Oikea sulje",
            "%": "Prosentti",
            ".": "Piste",
            "\u{3C0}": "Pii",
            "#": "Punta",
            "$": "Dollarimerkki",
            "\u{20AC}": "Euro",
            "\u{A3}": "Punnan valuuttamerkki",
            "\u{A5}": "Jeni",
            "\u{20B1}": "Peson merkki",
            "\u{20B9}": "Rupia",
            "\u{20AB}": "Dongin merkki",
            "\u{A4}": "Valuuttamerkki",
            "?": "Kysymysmerkki",
            "\"": "Lainausmerkki",
            "\u{AE}": "Rekisteröity tavaramerkki",
            ";": "Puolipiste",
            "/": "Vinoviiva",
            " ": "Välilyönti",
            "\u{A0}": "Välilyönti",
            "[": "Vasen hakasulje",
            "]": "Oikea hakasulje",
            "\u{221A}": "Neliöjuuri",
            "\u{2122}": "Tavaramerkki",
            "_": "Alaviiva",
            "|": "Pystyviiva",
            "\u{AC}": "Ei-merkki",
            "\u{A6}": "Katkaistu palkki",
            "\u{B5}": "Mikro-merkki",
            "\u{2248}": "Melkein yhtä suuri kuin",
            "\u{2260}": "Erisuuri kuin",
            "\u{A7}": "Osio-merkki",
            "\u{2191}": "Ylänuoli",
            "\u{2190}": "Vasen nuoli",
            "\u{2192}": "Oikealle-nuoli",
            "\u{2193}": "Alas-nuoli",
            "\u{2665}": "Musta sydän",
            "~": "Aaltoviiva",
            "=": "Yhtäsuuruusmerkki",
            "\u{FFE6}": "Wonin valuuttamerkki",
            "\u{20A9}": "Wonin valuuttamerkki",
            "\u{203B}": "Viitemerkki",
            "\u{2606}": "Valkoinen tähti",
            "\u{2605}": "Musta tähti",
            "\u{2661}": "Valkoinen sydän",
            "\u{25CB}": "Valkoinen ympyrä",
            "\u{25CF}": "Musta ympyrä",
            "\u{2299}": "Auringon symboli",
            "\u{25CE}": "Napakymppi",
            "\u{2667}": "Valkoinen pelikortin risti",
            "\u{2664}": "Valkoinen pelikortin pata",
            "\u{261C}": "Valkoinen vasemmalle osoittava sormi",
            "\u{261E}": "Valkoinen oikealle osoittava sormi",
            "\u{25D0}": "Ympyrä, jonka vasen puoli on musta",
            "\u{25D1}": "Ympyrä, jonka oikea puoli on musta",
            "\u{25A1}": "Valkoinen neliö",
            "\u{25A0}": "Musta neliö",
            "\u{25B3}": "Valkoinen ylös osoittava kolmio",
            "\u{25BD}": "Valkoinen alas osoittava kolmio",
            "\u{25C1}": "Valkoinen vasemmalle osoittava kolmio",
            "\u{25B7}": "Valkoinen oikealle osoittava kolmio",
            "\u{25C7}": "Valkoinen pelikortin ruutu",
            "\u{2669}": "Neljäsosanuotti",
            "\u{266A}": "Kahdeksasosanuotti",
            "\u{266C}": "Palkilliset kuudestoistaosanuotit",
            "\u{2640}": "Naaraan symboli",
            "\u{2642}": "Koiraan symboli",
            "\u{3010}": "Vasen musta linssimäinen sulje",
            "\u{3011}": "Oikea musta linssimäinen sulje",
            "\u{300C}": "Vasen kulmasulje",
            "\u{300D}": "Oikea kulmasulje",
            "\u{B1}": "Plusmiinusmerkki",
            "\u{2113}": "Litra",
            "\u{2103}": "Celsiusaste",
            "\u{2109}": "Fahrenheitaste",
            "\u{2252}": "Likimäärin yhtäsuuri",
            "\u{222B}": "Integraali",
            "\u{27E8}": "Matemaattinen vasen kulmasulje",
            "\u{27E9}": "Matemaattinen oikea kulmasulje",
            "\u{3012}": "Postin merkki",
            "\u{25B2}": "Ylöspäin osoittava musta kolmio",
            "\u{25BC}": "Alaspäin osoittava musta kolmio",
            "\u{2666}": "Korttipelin ruutu",
            "\u{25C6}": "Korttipelin ruutu",
            "\u{FF65}": "Puolileveä rivinkeskinen katakana-piste",
            "\u{25AA}": "Pieni musta neliö",
            "\u{300A}": "Vasen kaksoiskulmasulje",
            "\u{300B}": "Oikea kaksoiskulmasulje",
            "\u{A1}": "Ylösalainen huutomerkki",
            "\u{BF}": "Ylösalainen kysymysmerkki",
            "\u{FF0C}": "Täysleveä pilkku",
            "\u{FF01}": "Täysleveä huutomerkki",
            "\u{3002}": "Ideografinen piste",
            "\u{FF1F}": "Täysleveä kysymysmerkki",
            "\u{B7}": "Rivinkeskinen piste",
            "\u{201D}": "Oikea lainausmerkki",
            "\u{3001}": "Ideografinen pilkku",
            "\u{FF1A}": "Täysleveä kaksoispiste",
            "\u{FF1B}": "Täysleveä puolipiste",
            "\u{FF06}": "Täysleveä et-merkki",
            "\u{FF3E}": "Täysleveä sirkumfleksi",
            "\u{FF5E}": "Täysleveä aaltomerkki",
            "\u{201C}": "Vasen lainausmerkki",
            "\u{FF08}": "Täysleveä vasen sulkumerkki",
            "\u{FF09}": "Täysleveä oikea sulkumerkki",
            "\u{FF0A}": "Täysleveä tähtimerkki",
            "\u{FF3F}": "Täysleveä alaviiva",
            "\u{2019}": "Oikea puolilainausmerkki",
            "\u{FF5B}": "Täysleveä vasen aaltosulje",
            "\u{FF5D}": "Täysleveä oikea aaltosulje",
            "\u{FF1C}": "Täysleveä pienempi kuin ‑merkki",
            "\u{FF1E}": "Täysleveä suurempi kuin ‑merkki",
            "\u{2018}": "Vasen puolilainausmerkki",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
