// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-ca/` and `utils/src/main/res/values-ca/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Catalan (`ca`): TalkBack's words from its `values-ca` resources; VoiceOver's
    /// fall back to English.
    public static let catalan = SpeechStrings(
        language: "ca", voiceOver: VoiceOverWords.catalan, talkBack: TalkBackWords.catalan)
}

extension SpeechStrings.VoiceOverWords {
    /// Catalan VoiceOver words.
    static let catalan: Self = {
        var words = Self()
        words.language = "ca"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Catalan TalkBack words.
    static let catalan: Self = {
        var words = Self()
        words.language = "ca"
        words.selected = "seleccionat"
        words.disabled = "desactivat"
        words.checked = "marcat"
        words.notChecked = "no marcat"
        words.on = "activat"
        words.off = "desactivat"
        words.percent = "{1} per cent"
        words.unlabelled = "Sense etiquetar"
        words.password = "contrasenya"
        words.heading = "Encapçalament"
        words.rowHeading = "Títol de la fila"
        words.columnHeading = "Títol de la columna"
        words.rowIndex = "Fila {1}"
        words.columnIndex = "Columna {1}"
        words.page = "Pàgina"
        words.listPosition = "{1} de {2}"
        words.level = "Nivell {1}"
        words.inList = "a la llista"
        words.inListNamed = "A la llista {1}"
        words.outOfList = "Fora de la llista"
        words.outOfListNamed = "Fora de la llista {1}"
        words.inGrid = "A la quadrícula"
        words.inGridNamed = "A la quadrícula {1}"
        words.outOfGrid = "Fora de la quadrícula"
        words.outOfGridNamed = "Fora de la quadrícula {1}"
        words.inPager = "Dins la pàgina"
        words.inPagerNamed = "Dins la pàgina {1}"
        words.outOfPager = "Fora de la pàgina"
        words.outOfPagerNamed = "Fora de la pàgina {1}"
        words.inHorizontalPager = "Dins la pàgina horitzontal"
        words.inHorizontalPagerNamed = "Dins la pàgina horitzontal {1}"
        words.outOfHorizontalPager = "Fora de la pàgina horitzontal"
        words.inVerticalPager = "Dins la pàgina vertical"
        words.inVerticalPagerNamed = "Dins la pàgina vertical {1}"
        words.outOfVerticalPager = "Fora de la pàgina vertical"
        words.outOfVerticalPagerNamed = "Fora de la pàgina vertical {1}"
        words.inGridPager = "Dins la pàgina de quadrícula"
        words.inGridPagerNamed = "Dins la pàgina de quadrícula {1}"
        words.outOfGridPager = "Fora de la pàgina de quadrícula"
        words.outOfGridPagerNamed = "Fora de la pàgina de quadrícula {1}"
        words.inRoleDescription = "A {1}"
        words.inRoleDescriptionNamed = "A {1} {2}"
        words.outOfRoleDescription = "Fora de {1}"
        words.outOfRoleDescriptionNamed = "Fora de {1} {2}"
        words.pagePosition = "Pàgina {1} de {2}"
        words.showingItems = "S'estan mostrant els elements de {1} a {2} de {3}."
        words.showingItem = "S'està mostrant l'element {1} de {2}."
        words.repeatedSymbol = "{1} {2}﻿"
        words.toggleHint = "Doble toc per commutar"
        words.activateHint = "Doble toc per activar"
        words.selectHint = "Doble toc per seleccionar"
        words.longPressHint = "Doble toc i mantén premut"
        words.changeHint = "Doble toc per canviar"
        words.editTextHint = "Doble toc per editar el text"
        words.clickLabelHint = "Doble toc per {1}"
        words.adjustHint = "Llisca cap amunt o Llisca cap avall per ajustar"
        words.titledPagePosition = "{1}, {2} de {3}"
        words.itemCount = PluralTemplates(
            one: "{1} element", other: "{1} elements")
        words.rowCount = PluralTemplates(
            one: "{1} fila", other: "{1} files")
        words.columnCount = PluralTemplates(
            one: "{1} columna", other: "{1} columnes")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} caràcter", other: "{1} caràcters")
        words.roles = [
            .button: "Botó",
            .imageButton: "Botó",
            .checkBox: "Casella de selecció",
            .dropDownList: "Llista desplegable",
            .editText: "Quadre d'edició",
            .grid: "Graella",
            .image: "Imatge",
            .list: "Llista",
            .pager: "Visualització de diverses pàgines",
            .progressBar: "Barra de progrés",
            .radioButton: "Botó d'opció",
            .seekControl: "Control lliscant",
            .`switch`: "Interruptor",
            .toggleButton: "Interruptor",
            .tabBar: "Barra de pestanyes",
            .webView: "Visualització web",
        ]
        words.symbols = [
            "&": "Signe &",
            "<": "Símbol de menor que",
            ">": "Símbol de major que",
            "'": "Apòstrof",
            "*": "Asterisc",
            "@": "Arrova",
            "\\": "Barra inversa",
            "\u{2022}": "Pic",
            "^": "Accent circumflex",
            "\u{A2}": "Símbol de cèntim",
            ":": "Dos punts",
            ",": "Coma",
            "\u{A9}": "Drets d'autor",
            "{": "Clau d'obertura",
            "}": "Clau de tancament",
            "\u{B0}": "Símbol de grau",
            "\u{F7}": "Signe de divisió",
            "\u{2026}": "Punts suspensius",
            "\u{2014}": "Guió llarg",
            "\u{2013}": "Guió curt",
            "!": "Signe d'admiració",
            "`": "Accent greu",
            "-": "Guió",
            "\u{201E}": "Cometes angulars",
            "\u{D7}": "Signe de multiplicació",
            "\u{A}": "Línia nova",
            "\u{B6}": "Marca de paràgraf",
            "(": "Parèntesi d'obertura",
            ")": "Parèntesi de tancament",
            "%": "Per cent",
            ".": "Punt",
            "\u{3C0}": "Pi",
            "#": "Coixinet",
            "$": "Signe de dòlar",
            "\u{20AC}": "Euro",
            "\u{A3}": "Símbol de moneda de la lliura esterlina",
            "\u{A5}": "Ien",
            "\u{20B1}": "Signe del peso",
            "\u{20B9}": "Rupia",
            "\u{20AB}": "Signe del dong",
            "\u{A4}": "Signe de moneda",
            "?": "Signe d'interrogació",
            "\"": "Cometes",
            "\u{AE}": "Marca comercial registrada",
            ";": "Punt i coma",
            "/": "Barra",
            " ": "Espai",
            "\u{A0}": "Espai",
            "[": "Claudàtor d'obertura",
            "]": "Claudàtor de tancament",
            "\u{221A}": "Arrel quadrada",
            "\u{2122}": "Marca comercial",
            "_": "Ratlla baixa",
            "|": "Barra vertical",
            "\u{AC}": "Signe de negació",
            "\u{A6}": "Barra trencada",
            "\u{B5}": "Signe de micro",
            "\u{2248}": "Aproximadament igual a",
            "\u{2260}": "No és igual a",
            "\u{A7}": "Signe de secció",
            "\u{2191}": "Fletxa amunt",
            "\u{2190}": "Fletxa esquerra",
            "\u{2192}": "Fletxa dreta",
            "\u{2193}": "Fletxa avall",
            "\u{2665}": "Cor negre",
            "~": "Titlla",
            "=": "Signe igual",
            "\u{FFE6}": "Símbol de moneda del won",
            "\u{20A9}": "Símbol de moneda del won",
            "\u{203B}": "Marca de referència",
            "\u{2606}": "Estrella blanca",
            "\u{2605}": "Estrella negra",
            "\u{2661}": "Cor blanc",
            "\u{25CB}": "Cercle blanc",
            "\u{25CF}": "Cercle negre",
            "\u{2299}": "Símbol solar",
            "\u{25CE}": "Diana",
            "\u{2667}": "Trèvol blanc",
            "\u{2664}": "Pica blanca",
            "\u{261C}": "Dit índex que apunta cap a l'esquerra",
            "\u{261E}": "Dit índex que apunta cap a la dreta",
            "\u{25D0}": "Cercle amb la meitat esquerra negra",
            "\u{25D1}": "Cercle amb la meitat dreta negra",
            "\u{25A1}": "Quadre blanc",
            "\u{25A0}": "Quadrat negre",
            "\u{25B3}": "Triangle blanc que apunta cap amunt",
            "\u{25BD}": "Triangle blanc que apunta cap avall",
            "\u{25C1}": "Triangle blanc que apunta cap a l'esquerra",
            "\u{25B7}": "Triangle blanc que apunta cap a la dreta",
            "\u{25C7}": "Diamant blanc",
            "\u{2669}": "Negra",
            "\u{266A}": "Corxera",
            "\u{266C}": "Semicorxeres agrupades",
            "\u{2640}": "Símbol de dona",
            "\u{2642}": "Símbol d'home",
            "\u{3010}": "Parèntesi lenticular esquerre negre",
            "\u{3011}": "Parèntesi lenticular dret negre",
            "\u{300C}": "Parèntesi angular esquerre",
            "\u{300D}": "Parèntesi angular dret",
            "\u{B1}": "Signe més o menys",
            "\u{2113}": "Litre",
            "\u{2103}": "Grau Celsius",
            "\u{2109}": "Grau Fahrenheit",
            "\u{2252}": "Aproximadament és igual a",
            "\u{222B}": "Integral",
            "\u{27E8}": "Parèntesi angular matemàtic d'obertura",
            "\u{27E9}": "Parèntesi angular matemàtic de tancament",
            "\u{3012}": "Marca del servei postal",
            "\u{25B2}": "Triangle negre que assenyala cap amunt",
            "\u{25BC}": "Triangle negre que assenyala cap avall",
            "\u{2666}": "Diamant negre",
            "\u{25C6}": "Diamant negre",
            "\u{FF65}": "Punt al mig Katakana de mitja amplada",
            "\u{25AA}": "Quadrat negre petit",
            "\u{300A}": "Claudàtor angular doble esquerre",
            "\u{300B}": "Claudàtor angular doble dret",
            "\u{A1}": "Signe d'exclamació invertit",
            "\u{BF}": "Signe d'interrogació invertit",
            "\u{FF0C}": "Coma d'amplada completa",
            "\u{FF01}": "Signe d'exclamació d'amplada completa",
            "\u{3002}": "Punt ideogràfic",
            "\u{FF1F}": "Signe d'interrogació d'amplada completa",
            "\u{B7}": "Punt volat",
            "\u{201D}": "Cometes dobles de tancament",
            "\u{3001}": "Coma ideogràfica",
            "\u{FF1A}": "Dos punts d'amplada completa",
            "\u{FF1B}": "Punt i coma d'amplada completa",
            "\u{FF06}": "Signe et d'ampada completa",
            "\u{FF3E}": "Accent circumflex d'amplada completa",
            "\u{FF5E}": "Titlla d'amplada completa",
            "\u{201C}": "Cometes dobles d'obertura",
            "\u{FF08}": "Parèntesi d'obertura d'amplada completa",
            "\u{FF09}": "Parèntesi de tancament d'amplada completa",
            "\u{FF0A}": "Asterisc d'amplada completa",
            "\u{FF3F}": "Ratlla baixa d'amplada completa",
            "\u{2019}": "Cometa simple de tancament",
            "\u{FF5B}": "Clau d'obertura d'amplada completa",
            "\u{FF5D}": "Clau de tancament d'amplada completa",
            "\u{FF1C}": "Símbol de menor que d'amplada completa",
            "\u{FF1E}": "Símbol de major que d'amplada completa",
            "\u{2018}": "Cometa simple d'obertura",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
