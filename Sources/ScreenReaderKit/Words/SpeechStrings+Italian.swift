// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-it/` and `utils/src/main/res/values-it/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Italian (`it`): TalkBack's words from its `values-it` resources; VoiceOver's
    /// fall back to English.
    public static let italian = SpeechStrings(
        language: "it", voiceOver: VoiceOverWords.italian, talkBack: TalkBackWords.italian)
}

extension SpeechStrings.VoiceOverWords {
    /// Italian VoiceOver words.
    static let italian: Self = {
        var words = Self()
        words.language = "it"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Italian TalkBack words.
    static let italian: Self = {
        var words = Self()
        words.language = "it"
        words.selected = "selezionata"
        words.disabled = "disattivato"
        words.checked = "selezionato"
        words.notChecked = "non selezionato"
        words.on = "attivato"
        words.off = "disattivato"
        words.percent = "{1} percento"
        words.unlabelled = "Senza etichetta"
        words.password = "password"
        words.heading = "Intestazione"
        words.rowHeading = "Intestazione di riga"
        words.columnHeading = "Intestazione di colonna"
        words.rowIndex = "Riga {1}"
        words.columnIndex = "Colonna {1}"
        words.page = "Pagina"
        words.listPosition = "{1} di {2}"
        words.level = "Livello {1}"
        words.inList = "Nell'elenco"
        words.inListNamed = "Nell'elenco {1}"
        words.outOfList = "Fuori dall'elenco"
        words.outOfListNamed = "Fuori dall'elenco {1}"
        words.inGrid = "Nella griglia"
        words.inGridNamed = "Nella griglia {1}"
        words.outOfGrid = "Fuori dalla griglia"
        words.outOfGridNamed = "Fuori dalla griglia {1}"
        words.inPager = "Nel pager"
        words.inPagerNamed = "Nel pager {1}"
        words.outOfPager = "Fuori dal pager"
        words.outOfPagerNamed = "Fuori dal pager {1}"
        words.inHorizontalPager = "Nel pager orizzontale"
        words.inHorizontalPagerNamed = "Nel pager orizzontale {1}"
        words.outOfHorizontalPager = "Fuori dal pager orizzontale"
        words.inVerticalPager = "Nel pager verticale"
        words.inVerticalPagerNamed = "Nel pager verticale {1}"
        words.outOfVerticalPager = "Fuori dal pager verticale"
        words.outOfVerticalPagerNamed = "Fuori dal pager verticale {1}"
        words.inGridPager = "Nel pager a griglia"
        words.inGridPagerNamed = "Nel pager a griglia {1}"
        words.outOfGridPager = "Fuori dal pager a griglia"
        words.outOfGridPagerNamed = "Fuori dal pager a griglia {1}"
        words.inRoleDescription = "In {1}"
        words.inRoleDescriptionNamed = "In {1} {2}"
        words.outOfRoleDescription = "Fuori da {1}"
        words.outOfRoleDescriptionNamed = "Fuori da {1} {2}"
        words.pagePosition = "Pagina {1} di {2}"
        words.showingItems = "Elementi da {1} a {2} su {3} visualizzati."
        words.showingItem = "{1} elemento su {2} visualizzato."
        words.repeatedSymbol = "{1} {2}﻿"
        words.toggleHint = "Tocca due volte per attivare/disattivare"
        words.activateHint = "Tocca due volte per attivare"
        words.selectHint = "Tocca due volte per selezionare"
        words.longPressHint = "Tocca due volte e tieni premuto per la pressione prolungata"
        words.changeHint = "Tocca due volte per cambiare"
        words.editTextHint = "Tocca due volte per modificare il testo"
        words.clickLabelHint = "Da Tocca due volte a {1}"
        words.adjustHint = "\"Scorri verso l'alto\" o \"Scorri verso il basso\" per regolare"
        words.titledPagePosition = "{1}, {2} di {3}"
        words.itemCount = PluralTemplates(
            one: "{1} elemento", other: "{1} elementi")
        words.rowCount = PluralTemplates(
            one: "{1} riga", other: "{1} righe")
        words.columnCount = PluralTemplates(
            one: "{1} colonna", other: "{1} colonne")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} carattere", other: "{1} caratteri")
        words.roles = [
            .button: "Pulsante",
            .imageButton: "Pulsante",
            .checkBox: "Casella di controllo",
            .dropDownList: "Elenco a discesa",
            .editText: "Casella di modifica",
            .grid: "Griglia",
            .image: "Immagine",
            .list: "Elenco",
            .pager: "Visualizzazione a più pagine",
            .progressBar: "Barra di avanzamento",
            .radioButton: "Pulsante di opzione",
            .seekControl: "Cursore",
            .`switch`: "Opzione",
            .toggleButton: "Opzione",
            .tabBar: "Barra delle schede",
            .webView: "Visualizzazione Web",
        ]
        words.symbols = [
            "&": "E commerciale",
            "<": "Segno di minore",
            ">": "Segno di maggiore",
            "'": "Apostrofo",
            "*": "Asterisco",
            "@": "Chiocciola",
            "\\": "Barra rovesciata",
            "\u{2022}": "Punto elenco",
            "^": "Accento circonflesso",
            "\u{A2}": "Simbolo dei centesimi",
            ":": "Due punti",
            ",": "Virgola",
            "\u{A9}": "Copyright",
            "{": "Parentesi graffa aperta",
            "}": "Parentesi graffa chiusa",
            "\u{B0}": "Simbolo dei gradi",
            "\u{F7}": "Segno di divisione",
            "\u{2026}": "Puntini di sospensione",
            "\u{2014}": "Lineetta",
            "\u{2013}": "Trattino",
            "!": "Punto esclamativo",
            "`": "Accento grave",
            "-": "Trattino breve",
            "\u{201E}": "Virgolette doppie basse",
            "\u{D7}": "Segno di moltiplicazione",
            "\u{A}": "Nuova riga",
            "\u{B6}": "Segno di paragrafo",
            "(": "Parentesi aperta",
            ")": "Parentesi chiusa",
            "%": "Percentuale",
            ".": "Punto",
            "\u{3C0}": "Pi greco",
            "#": "Cancelletto",
            "$": "Simbolo del dollaro",
            "\u{20AC}": "Euro",
            "\u{A3}": "Simbolo della sterlina",
            "\u{A5}": "Yen",
            "\u{20B1}": "Simbolo del peso",
            "\u{20B9}": "Rupia",
            "\u{20AB}": "Simbolo del dong",
            "\u{A4}": "Segno di valuta",
            "?": "Punto interrogativo",
            "\"": "Virgolette",
            "\u{AE}": "Marchio registrato",
            ";": "Punto e virgola",
            "/": "Barra",
            " ": "Spazio",
            "\u{A0}": "Spazio",
            "[": "Parentesi quadra aperta",
            "]": "Parentesi quadra chiusa",
            "\u{221A}": "Radice quadrata",
            "\u{2122}": "Marchio",
            "_": "Carattere di sottolineatura",
            "|": "Linea verticale",
            "\u{AC}": "Segno di negazione",
            "\u{A6}": "Barra verticale interrotta",
            "\u{B5}": "Simbolo micro",
            "\u{2248}": "Quasi uguale a",
            "\u{2260}": "Non uguale a",
            "\u{A7}": "Simbolo di paragrafo",
            "\u{2191}": "Freccia su",
            "\u{2190}": "Freccia sinistra",
            "\u{2192}": "Freccia destra",
            "\u{2193}": "Freccia giù",
            "\u{2665}": "Cuore nero",
            "~": "Tilde",
            "=": "Segno di uguale",
            "\u{FFE6}": "Simbolo del won",
            "\u{20A9}": "Simbolo del won",
            "\u{203B}": "Segno di riferimento",
            "\u{2606}": "Stella bianca",
            "\u{2605}": "Stella nera",
            "\u{2661}": "Cuore bianco",
            "\u{25CB}": "Cerchio bianco",
            "\u{25CF}": "Cerchio nero",
            "\u{2299}": "Simbolo solare",
            "\u{25CE}": "Bersaglio",
            "\u{2667}": "Fiori (seme, bianco)",
            "\u{2664}": "Picche (seme, bianco)",
            "\u{261C}": "Indice bianco che punta a sinistra",
            "\u{261E}": "Indice bianco che punta a destra",
            "\u{25D0}": "Cerchio con metà sinistra nera",
            "\u{25D1}": "Cerchio con metà destra nera",
            "\u{25A1}": "Quadrato bianco",
            "\u{25A0}": "Quadrato nero",
            "\u{25B3}": "Triangolo verso l'alto bianco",
            "\u{25BD}": "Triangolo verso il basso bianco",
            "\u{25C1}": "Triangolo verso sinistra bianco",
            "\u{25B7}": "Triangolo verso destra bianco",
            "\u{25C7}": "Rombo bianco",
            "\u{2669}": "Semiminima",
            "\u{266A}": "Ottava nota",
            "\u{266C}": "Semicroma",
            "\u{2640}": "Simbolo della donna",
            "\u{2642}": "Simbolo dell'uomo",
            "\u{3010}": "Parentesi lenticolare aperta nera",
            "\u{3011}": "Parentesi lenticolare chiusa nera",
            "\u{300C}": "Parentesi ad angolo aperta",
            "\u{300D}": "Parentesi ad angolo chiusa",
            "\u{B1}": "Segno più-o-meno",
            "\u{2113}": "Litro",
            "\u{2103}": "Grado Celsius",
            "\u{2109}": "Grado Fahrenheit",
            "\u{2252}": "Quasi uguale a",
            "\u{222B}": "Integrale",
            "\u{27E8}": "Parentesi angolare aperta",
            "\u{27E9}": "Parentesi angolare chiusa",
            "\u{3012}": "Simbolo postale",
            "\u{25B2}": "Triangolo nero rivolto verso l'alto",
            "\u{25BC}": "Triangolo nero rivolto verso il basso",
            "\u{2666}": "Diamanti neri (seme)",
            "\u{25C6}": "Diamanti neri (seme)",
            "\u{FF65}": "Punto centrale katakana spessore ridotto",
            "\u{25AA}": "Quadratino nero",
            "\u{300A}": "Doppia parentesi angolare aperta",
            "\u{300B}": "Doppia parentesi angolare chiusa",
            "\u{A1}": "Punto esclamativo invertito",
            "\u{BF}": "Punto interrogativo invertito",
            "\u{FF0C}": "Virgola spessore pieno",
            "\u{FF01}": "Punto esclamativo spessore pieno",
            "\u{3002}": "Punto ideografico",
            "\u{FF1F}": "Punto interrogativo spessore pieno",
            "\u{B7}": "Punto centrale",
            "\u{201D}": "Virgolette doppie chiuse",
            "\u{3001}": "Virgola ideografica",
            "\u{FF1A}": "Due punti spessore pieno",
            "\u{FF1B}": "Punto e virgola spessore pieno",
            "\u{FF06}": "E commerciale spessore pieno",
            "\u{FF3E}": "Accento circonflesso spessore pieno",
            "\u{FF5E}": "Tilde spessore pieno",
            "\u{201C}": "Virgolette doppie aperte",
            "\u{FF08}": "Parentesi aperta spessore pieno",
            "\u{FF09}": "Parentesi chiusa spessore pieno",
            "\u{FF0A}": "Asterisco spessore pieno",
            "\u{FF3F}": "Trattino basso spessore pieno",
            "\u{2019}": "Virgoletta singola chiusa",
            "\u{FF5B}": "Parentesi graffa aperta spessore pieno",
            "\u{FF5D}": "Parentesi graffa chiusa spessore pieno",
            "\u{FF1C}": "Simbolo minore di spessore pieno",
            "\u{FF1E}": "Simbolo maggiore di spessore pieno",
            "\u{2018}": "Virgoletta singola aperta",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
