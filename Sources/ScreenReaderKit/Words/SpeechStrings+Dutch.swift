// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-nl/` and `utils/src/main/res/values-nl/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Dutch (`nl`): TalkBack's words from its `values-nl` resources; VoiceOver's
    /// fall back to English.
    public static let dutch = SpeechStrings(
        language: "nl", voiceOver: VoiceOverWords.dutch, talkBack: TalkBackWords.dutch)
}

extension SpeechStrings.VoiceOverWords {
    /// Dutch VoiceOver words.
    static let dutch: Self = {
        var words = Self()
        words.language = "nl"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Dutch TalkBack words.
    static let dutch: Self = {
        var words = Self()
        words.language = "nl"
        words.selected = "geselecteerd"
        words.disabled = "uitgezet"
        words.checked = "aangevinkt"
        words.notChecked = "niet aangevinkt"
        words.on = "aan"
        words.off = "uit"
        words.percent = "{1} procent"
        words.unlabelled = "Geen label"
        words.password = "wachtwoord"
        words.heading = "Kop"
        words.rowHeading = "Kop van rij"
        words.columnHeading = "Kolomkop"
        words.rowIndex = "Rij {1}"
        words.columnIndex = "Kolom {1}"
        words.page = "Pagina"
        words.listPosition = "{1} van {2}"
        words.level = "Niveau {1}"
        words.inList = "In lijst"
        words.inListNamed = "In lijst {1}"
        words.outOfList = "Buiten lijst"
        words.outOfListNamed = "Buiten lijst {1}"
        words.inGrid = "In raster"
        words.inGridNamed = "In raster {1}"
        words.outOfGrid = "Buiten raster"
        words.outOfGridNamed = "Buiten raster {1}"
        words.inPager = "Binnen pagina"
        words.inPagerNamed = "Binnen pagina {1}"
        words.outOfPager = "Buiten pagina"
        words.outOfPagerNamed = "Buiten pagina {1}"
        words.inHorizontalPager = "Binnen horizontale pagina"
        words.inHorizontalPagerNamed = "Binnen horizontale pagina {1}"
        words.outOfHorizontalPager = "Buiten horizontale pagina"
        words.inVerticalPager = "Binnen verticale pagina"
        words.inVerticalPagerNamed = "Binnen verticale pagina {1}"
        words.outOfVerticalPager = "Buiten verticale pagina"
        words.outOfVerticalPagerNamed = "Buiten verticale pagina {1}"
        words.inGridPager = "Binnen rasterpagina"
        words.inGridPagerNamed = "Binnen rasterpagina {1}"
        words.outOfGridPager = "Buiten rasterpagina"
        words.outOfGridPagerNamed = "Buiten rasterpagina {1}"
        words.inRoleDescription = "In {1}"
        words.inRoleDescriptionNamed = "In {1} {2}"
        words.outOfRoleDescription = "Buiten {1}"
        words.outOfRoleDescriptionNamed = "Buiten {1} {2}"
        words.pagePosition = "Pagina {1} van {2}"
        words.showingItems = "Items {1} tot en met {2} van {3} worden getoond."
        words.showingItem = "Item {1} van {2} wordt getoond."
        words.repeatedSymbol = "{1} {2}﻿"
        words.toggleHint = "Dubbeltik om te schakelen"
        words.activateHint = "Dubbeltik om te activeren"
        words.selectHint = "Dubbeltik om te selecteren"
        words.longPressHint = "Dubbeltik en houd vast om lang ingedrukt te houden"
        words.changeHint = "Dubbeltik om te wijzigen"
        words.editTextHint = "Dubbeltik om tekst te bewerken"
        words.clickLabelHint = "Dubbeltik om te {1}"
        words.adjustHint = "Gebruik Omhoog swipen of Omlaag swipen om dit aan te passen"
        words.titledPagePosition = "{1}, {2} van {3}"
        words.itemCount = PluralTemplates(
            one: "{1} item", other: "{1} items")
        words.rowCount = PluralTemplates(
            one: "{1} rij", other: "{1} rijen")
        words.columnCount = PluralTemplates(
            one: "{1} kolom", other: "{1} kolommen")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} teken", other: "{1} tekens")
        words.roles = [
            .button: "Knop",
            .imageButton: "Knop",
            .checkBox: "Selectievakje",
            .dropDownList: "Dropdownmenu",
            .editText: "Bewerkingsvak",
            .grid: "Raster",
            .image: "Afbeelding",
            .list: "Lijst",
            .pager: "Weergave met meerdere pagina's",
            .progressBar: "Voortgangsbalk",
            .radioButton: "Keuzerondje",
            .seekControl: "Schuifregelaar",
            .`switch`: "Schakelaar",
            .toggleButton: "Schakelaar",
            .tabBar: "Tabbladbalk",
            .webView: "Webweergave",
        ]
        words.symbols = [
            "&": "Ampersand",
            "<": "Minder dan-teken",
            ">": "Groter dan-teken",
            "'": "Apostrof",
            "*": "Sterretje",
            "@": "Apenstaartje",
            "\\": "Backslash",
            "\u{2022}": "Opsommingsteken",
            "^": "Inlasteken",
            "\u{A2}": "Cent-teken",
            ":": "Dubbele punt",
            ",": "Komma",
            "\u{A9}": "Auteursrecht",
            "{": "Accolade links",
            "}": "Accolade rechts",
            "\u{B0}": "Graden-teken",
            "\u{F7}": "Deelteken",
            "\u{2026}": "Weglatingsteken",
            "\u{2014}": "Em-streepje",
            "\u{2013}": "En-streepje",
            "!": "Uitroepteken",
            "`": "Accent grave",
            "-": "Streepje",
            "\u{201E}": "Lage dubbele aanhalingstekens",
            "\u{D7}": "Vermenigvuldigingsteken",
            "\u{A}": "Nieuwe regel",
            "\u{B6}": "Alineateken",
            "(": "Haakje openen",
            ")": "Haakje sluiten",
            "%": "Procent",
            ".": "Punt",
            "\u{3C0}": "Pi",
            "#": "Hekje",
            "$": "Dollarteken",
            "\u{20AC}": "Euro",
            "\u{A3}": "Pond-valutasymbool",
            "\u{A5}": "Yen",
            "\u{20B1}": "Teken voor Peso",
            "\u{20B9}": "Roepie",
            "\u{20AB}": "Teken voor Dong",
            "\u{A4}": "Valutasymbool",
            "?": "Vraagteken",
            "\"": "Aanhalingsteken",
            "\u{AE}": "Gedeponeerd handelsmerk",
            ";": "Puntkomma",
            "/": "Slash",
            " ": "Spatiebalk",
            "\u{A0}": "Spatiebalk",
            "[": "Vierkante haak links",
            "]": "Vierkante haak rechts",
            "\u{221A}": "Vierkantswortel",
            "\u{2122}": "Handelsmerk",
            "_": "Onderstrepen",
            "|": "Verticale lijn",
            "\u{AC}": "Is niet-teken",
            "\u{A6}": "Onderbroken balk",
            "\u{B5}": "Micro-teken",
            "\u{2248}": "Bijna gelijk aan",
            "\u{2260}": "Niet gelijk aan",
            "\u{A7}": "Paragraafteken",
            "\u{2191}": "Pijl omhoog",
            "\u{2190}": "Pijl naar links",
            "\u{2192}": "Pijl naar rechts",
            "\u{2193}": "Pijl omlaag",
            "\u{2665}": "Zwart hart",
            "~": "Tilde",
            "=": "Gelijkteken",
            "\u{FFE6}": "Won-valutasymbool",
            "\u{20A9}": "Won-valutasymbool",
            "\u{203B}": "Referentieteken",
            "\u{2606}": "Witte ster",
            "\u{2605}": "Zwarte ster",
            "\u{2661}": "Witte harten",
            "\u{25CB}": "Witte stip",
            "\u{25CF}": "Zwarte stip",
            "\u{2299}": "Zon-symbool",
            "\u{25CE}": "Roos",
            "\u{2667}": "Witte klaveren",
            "\u{2664}": "Witte schoppen",
            "\u{261C}": "Witte wijsvinger naar links wijzend",
            "\u{261E}": "Witte wijsvinger naar rechts wijzend",
            "\u{25D0}": "Cirkel met linkerhelft zwart",
            "\u{25D1}": "Cirkel met rechterhelft zwart",
            "\u{25A1}": "Wit vierkant",
            "\u{25A0}": "Zwart vierkant",
            "\u{25B3}": "Witte driehoek omhoog wijzend",
            "\u{25BD}": "Witte driehoek omlaag wijzend",
            "\u{25C1}": "Witte driehoek naar links wijzend",
            "\u{25B7}": "Witte driehoek naar rechts wijzend",
            "\u{25C7}": "Witte ruiten",
            "\u{2669}": "Kwart-noot",
            "\u{266A}": "Achtste-noot",
            "\u{266C}": "Verbonden zestiende-noten",
            "\u{2640}": "Vrouw-symbool",
            "\u{2642}": "Man-symbool",
            "\u{3010}": "Links lensvorming zwart haakje",
            "\u{3011}": "Rechts lensvorming zwart haakje",
            "\u{300C}": "Linkerhoek van haak",
            "\u{300D}": "Rechterhoek van haak",
            "\u{B1}": "Plusminus-teken",
            "\u{2113}": "Liter",
            "\u{2103}": "Celsius-gradenteken",
            "\u{2109}": "Fahrenheit-gradenteken",
            "\u{2252}": "Is ongeveer gelijk aan",
            "\u{222B}": "Integraal",
            "\u{27E8}": "Wiskundige punthaak links",
            "\u{27E9}": "Wiskundige punthaak rechts",
            "\u{3012}": "Post-teken",
            "\u{25B2}": "Zwarte driehoek die omhoog wijst",
            "\u{25BC}": "Zwarte driehoek die omlaag wijst",
            "\u{2666}": "Zwarte ruit",
            "\u{25C6}": "Zwarte ruit",
            "\u{FF65}": "Katakana middenpunt op halve breedte",
            "\u{25AA}": "Klein zwart vierkant",
            "\u{300A}": "Dubbele punthaak links",
            "\u{300B}": "Dubbele punthaak rechts",
            "\u{A1}": "Omgekeerd uitroepteken",
            "\u{BF}": "Omgekeerd vraagteken",
            "\u{FF0C}": "Komma op volledige breedte",
            "\u{FF01}": "Uitroepteken op volledige breedte",
            "\u{3002}": "Ideografische punt",
            "\u{FF1F}": "Vraagteken op volledige breedte",
            "\u{B7}": "Middenpunt",
            "\u{201D}": "Dubbel aanhalingsteken rechts",
            "\u{3001}": "Ideografische komma",
            "\u{FF1A}": "Dubbelepunt op volledige breedte",
            "\u{FF1B}": "Puntkomma op volledige breedte",
            "\u{FF06}": "Ampersand op volledige breedte",
            "\u{FF3E}": "Circumflex op volledige breedte",
            "\u{FF5E}": "Tilde op volledige breedte",
            "\u{201C}": "Dubbel aanhalingsteken links",
            "\u{FF08}": "Haakje links op volledige breedte",
            "\u{FF09}": "Haakje rechts op volledige breedte",
            "\u{FF0A}": "Asterisk op volledige breedte",
            "\u{FF3F}": "Underscore op volledige breedte",
            "\u{2019}": "Enkel aanhalingsteken rechts",
            "\u{FF5B}": "Accolade links op volledige breedte",
            "\u{FF5D}": "Accolade rechts op volledige breedte",
            "\u{FF1C}": "Kleiner dan-teken op volledige breedte",
            "\u{FF1E}": "Groter dan-teken op volledige breedte",
            "\u{2018}": "Enkel aanhalingsteken links",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
