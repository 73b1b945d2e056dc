// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-sv/` and `utils/src/main/res/values-sv/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Swedish (`sv`): TalkBack's words from its `values-sv` resources; VoiceOver's
    /// fall back to English.
    public static let swedish = SpeechStrings(
        language: "sv", voiceOver: VoiceOverWords.swedish, talkBack: TalkBackWords.swedish)
}

extension SpeechStrings.VoiceOverWords {
    /// Swedish VoiceOver words.
    static let swedish: Self = {
        var words = Self()
        words.language = "sv"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Swedish TalkBack words.
    static let swedish: Self = {
        var words = Self()
        words.language = "sv"
        words.selected = "markerad"
        words.disabled = "inaktiverad"
        words.checked = "markerad"
        words.notChecked = "inte markerad"
        words.on = "på"
        words.off = "av"
        words.percent = "{1} procent"
        words.unlabelled = "Namnlös"
        words.password = "lösenord"
        words.heading = "Rubrik"
        words.rowHeading = "Radrubrik"
        words.columnHeading = "Kolumnrubrik"
        words.rowIndex = "Rad {1}"
        words.columnIndex = "Kolumn {1}"
        words.page = "Sida"
        words.listPosition = "{1} av {2}"
        words.level = "Nivå {1}"
        words.inList = "I listan"
        words.inListNamed = "I listan {1}"
        words.outOfList = "Utanför listan"
        words.outOfListNamed = "Utanför listan {1}"
        words.inGrid = "I rutnätet"
        words.inGridNamed = "I rutnätet {1}"
        words.outOfGrid = "Utanför rutnätet"
        words.outOfGridNamed = "Utanför rutnätet {1}"
        words.inPager = "I pager"
        words.inPagerNamed = "I pager {1}"
        words.outOfPager = "Utanför pager"
        words.outOfPagerNamed = "Utanför pager {1}"
        words.inHorizontalPager = "I horisontell pager"
        words.inHorizontalPagerNamed = "I horisontell pager {1}"
        words.outOfHorizontalPager = "Utanför horisontell pager"
        words.inVerticalPager = "I vertikal pager"
        words.inVerticalPagerNamed = "I vertikal pager {1}"
        words.outOfVerticalPager = "Utanför vertikal pager"
        words.outOfVerticalPagerNamed = "Utanför vertikal pager {1}"
        words.inGridPager = "I rutnätsbaserad pager"
        words.inGridPagerNamed = "I rutnätsbaserad pager {1}"
        words.outOfGridPager = "Utanför rutnätsbaserad pager"
        words.outOfGridPagerNamed = "Utanför rutnätsbaserad pager {1}"
        words.inRoleDescription = "I {1}"
        words.inRoleDescriptionNamed = "I {1} {2}"
        words.outOfRoleDescription = "Av {1}"
        words.outOfRoleDescriptionNamed = "Av {1} {2}"
        words.pagePosition = "Sida {1} av {2}"
        words.showingItems = "Visar objekt {1} till {2} av {3}."
        words.showingItem = "Visar objekt {1} av {2}."
        words.repeatedSymbol = "{1} {2}﻿"
        words.toggleHint = "Tryck två gånger för att aktivera/inaktivera"
        words.activateHint = "Tryck två gånger för att aktivera"
        words.selectHint = "Tryck två gånger för att välja"
        words.longPressHint = "Tryck två gånger och håll för att trycka länge"
        words.changeHint = "Tryck två gånger för att ändra"
        words.editTextHint = "Tryck två gånger för att redigera text"
        words.clickLabelHint = "Tryck två gånger för att {1}"
        words.adjustHint = "Svep uppåt eller Svep nedåt för att justera"
        words.titledPagePosition = "{1}, {2} av {3}"
        words.itemCount = PluralTemplates(
            one: "{1} objekt", other: "{1} objekt")
        words.rowCount = PluralTemplates(
            one: "{1} rad", other: "{1} rader")
        words.columnCount = PluralTemplates(
            one: "{1} kolumn", other: "{1} kolumner")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} tecken", other: "{1} tecken")
        words.roles = [
            .button: "Knapp",
            .imageButton: "Knapp",
            .checkBox: "Kryssruta",
            .dropDownList: "Rullgardinsmeny",
            .editText: "Redigeringsruta",
            .grid: "Rutnät",
            .image: "Bild",
            .list: "Lista",
            .pager: "Vy med flera sidor",
            .progressBar: "Förloppsindikator",
            .radioButton: "Alternativknapp",
            .seekControl: "Skjutreglage",
            .`switch`: "Reglage",
            .toggleButton: "Reglage",
            .tabBar: "Flikfält",
            .webView: "Webview",
        ]
        words.symbols = [
            "&": "Et-tecken",
            "<": "Mindre än-tecken",
            ">": "Större än-tecken",
            "'": "Apostrof",
            "*": "Asterisk",
            "@": "Snabel-a",
            "\\": "Omvänt snedstreck",
            "\u{2022}": "Punktlista",
            "^": "Cirkumflex",
            "\u{A2}": "Cent-tecken",
            ":": "Kolon",
            ",": "Komma",
            "\u{A9}": "Copyright-symbol",
            "{": "Vänster klammerparentes",
            "}": "Höger klammerparentes",
            "\u{B0}": "Gradtecken",
            "\u{F7}": "Divisionstecken",
            "\u{2026}": "Ellips",
            "\u{2014}": "Långt tankstreck",
            "\u{2013}": "Tankstreck",
            "!": "Utropstecken",
            "`": "Grav accent",
            "-": "Bindestreck",
            "\u{201E}": "Nedre dubbla citattecken",
            "\u{D7}": "Multiplikationstecken",
            "\u{A}": "Ny rad",
            "\u{B6}": "Stycketecken",
            "(": "Vänsterparentes",
            ")": "Högerparentes",
            "%": "Procent",
            ".": "Punkt",
            "\u{3C0}": "Pi",
            "#": "Fyrkant",
            "$": "Dollartecken",
            "\u{20AC}": "Euro",
            "\u{A3}": "Valutatecken för pund",
            "\u{A5}": "Yen",
            "\u{20B1}": "Pesotecken",
            "\u{20B9}": "Rupie",
            "\u{20AB}": "Dongtecken",
            "\u{A4}": "Valutatecken",
            "?": "Frågetecken",
            "\"": "Citattecken",
            "\u{AE}": "Registrerat varumärke",
            ";": "Semikolon",
            "/": "Snedstreck",
            " ": "Blanksteg",
            "\u{A0}": "Blanksteg",
            "[": "Vänster hakparentes",
            "]": "Höger hakparentes",
            "\u{221A}": "Kvadratrot",
            "\u{2122}": "Varumärke",
            "_": "Understreck",
            "|": "Lodrät linje",
            "\u{AC}": "Inte-tecken",
            "\u{A6}": "Broken bar",
            "\u{B5}": "Mikrotecken",
            "\u{2248}": "Nästan lika med",
            "\u{2260}": "Inte lika med",
            "\u{A7}": "Paragraftecken",
            "\u{2191}": "Uppåtpil",
            "\u{2190}": "Vänsterpil",
            "\u{2192}": "Högerpil",
            "\u{2193}": "Nedåtpil",
            "\u{2665}": "Svart hjärta",
            "~": "Tilde",
            "=": "Lika med-tecken",
            "\u{FFE6}": "Valutatecken för won",
            "\u{20A9}": "Valutatecken för won",
            "\u{203B}": "Referensmarkering",
            "\u{2606}": "Vit stjärna",
            "\u{2605}": "Svart stjärna",
            "\u{2661}": "Vitt hjärtertecken",
            "\u{25CB}": "Vit cirkel",
            "\u{25CF}": "Svart cirkel",
            "\u{2299}": "Solsymbol",
            "\u{25CE}": "Prick",
            "\u{2667}": "Vitt klövertecken",
            "\u{2664}": "Vitt spadertecken",
            "\u{261C}": "Vitt pekfinger som pekar åt vänster",
            "\u{261E}": "Vitt pekfinger som pekar åt höger",
            "\u{25D0}": "Cirkel med svart vänsterhalva",
            "\u{25D1}": "Cirkel med svart högerhalva",
            "\u{25A1}": "Vit kvadrat",
            "\u{25A0}": "Svart kvadrat",
            "\u{25B3}": "Vit triangel som pekar uppåt",
            "\u{25BD}": "Vit triangel som pekar nedåt",
            "\u{25C1}": "Vit triangel som pekar åt vänster",
            "\u{25B7}": "Vit triangel som pekar åt höger",
            "\u{25C7}": "Vitt rutertecken",
            "\u{2669}": "Fjärdedelsnot",
            "\u{266A}": "Åttondelsnot",
            "\u{266C}": "Hopbundna sextondelsnoter",
            "\u{2640}": "Kvinnosymbol",
            "\u{2642}": "Manssymbol",
            "\u{3010}": "Linsformad svart vänsterparentes",
            "\u{3011}": "Linsformad svart högerparentes",
            "\u{300C}": "Vänster hakparentes",
            "\u{300D}": "Höger hakparentes",
            "\u{B1}": "Plus/minus-tecken",
            "\u{2113}": "Liter",
            "\u{2103}": "Celsius-tecken",
            "\u{2109}": "Fahrenheit-tecken",
            "\u{2252}": "Ungefär lika med",
            "\u{222B}": "Integral",
            "\u{27E8}": "Vänster vinkelparentes",
            "\u{27E9}": "Höger vinkelparentes",
            "\u{3012}": "Postmärke",
            "\u{25B2}": "Svart triangel som pekar uppåt",
            "\u{25BC}": "Svart triangel som pekar nedåt",
            "\u{2666}": "Svarta ruter",
            "\u{25C6}": "Svarta ruter",
            "\u{FF65}": "Halvhög punkt för katakana, halv bredd",
            "\u{25AA}": "Liten svart kvadrat",
            "\u{300A}": "Dubbel vinkelparentes, vänster",
            "\u{300B}": "Dubbel vinkelparentes, höger",
            "\u{A1}": "Upp och nedvänt utropstecken",
            "\u{BF}": "Upp och nedvänt frågetecken",
            "\u{FF0C}": "Kommatecken, full bredd",
            "\u{FF01}": "Utropstecken, full bredd",
            "\u{3002}": "Ideografisk punkt",
            "\u{FF1F}": "Frågetecken, full bredd",
            "\u{B7}": "Halvhög punkt",
            "\u{201D}": "Dubbla citattecken, höger",
            "\u{3001}": "Ideografiskt kommatecken",
            "\u{FF1A}": "Kolon, full bredd",
            "\u{FF1B}": "Semikolon, full bredd",
            "\u{FF06}": "Et-tecken, full bredd",
            "\u{FF3E}": "Cirkumflex, full bredd",
            "\u{FF5E}": "Tilde, full bredd",
            "\u{201C}": "Dubbla citattecken, vänster",
            "\u{FF08}": "Vänsterparentes, full bredd",
            "\u{FF09}": "Högerparentes, full bredd",
            "\u{FF0A}": "Asterisk, full bredd",
            "\u{FF3F}": "Understreck, full bredd",
            "\u{2019}": "Enkelt citattecken, höger",
            "\u{FF5B}": "Vänster klammerparentes, full bredd",
            "\u{FF5D}": "Höger klammerparentes, full bredd",
            "\u{FF1C}": "Mindre än-tecken, full bredd",
            "\u{FF1E}": "Större än-tecken, full bredd",
            "\u{2018}": "Enkelt citattecken, vänster",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
