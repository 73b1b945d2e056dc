// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-pl/` and `utils/src/main/res/values-pl/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Polish (`pl`): TalkBack's words from its `values-pl` resources; VoiceOver's
    /// fall back to English.
    public static let polish = SpeechStrings(
        language: "pl", voiceOver: VoiceOverWords.polish, talkBack: TalkBackWords.polish)
}

extension SpeechStrings.VoiceOverWords {
    /// Polish VoiceOver words.
    static let polish: Self = {
        var words = Self()
        words.language = "pl"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Polish TalkBack words.
    static let polish: Self = {
        var words = Self()
        words.language = "pl"
        words.selected = "wybrano"
        words.disabled = "wyłączono"
        words.checked = "zaznaczono"
        words.notChecked = "nie zaznaczono"
        words.on = "włączono"
        words.off = "wył."
        words.percent = "{1} procent"
        words.unlabelled = "Bez etykiety"
        words.password = "hasło"
        words.heading = "Nagłówek"
        words.rowHeading = "Nagłówek wiersza"
        words.columnHeading = "Nagłówek kolumny"
        words.rowIndex = "Wiersz {1}"
        words.columnIndex = "Kolumna {1}"
        words.page = "Strona"
        words.listPosition = "{1}/{2}"
        words.level = "Poziom {1}"
        words.inList = "Na liście"
        words.inListNamed = "Na liście {1}"
        words.outOfList = "Poza listą"
        words.outOfListNamed = "Poza listą {1}"
        words.inGrid = "W siatce"
        words.inGridNamed = "W siatce {1}"
        words.outOfGrid = "Poza siatką"
        words.outOfGridNamed = "Poza siatką {1}"
        words.inPager = "W miejscu podziału na strony"
        words.inPagerNamed = "W miejscu podziału na strony {1}"
        words.outOfPager = "Poza miejscem podziału na strony"
        words.outOfPagerNamed = "Poza miejscem podziału na strony {1}"
        words.inHorizontalPager = "W miejscu podziału na strony w poziomie"
        words.inHorizontalPagerNamed = "W miejscu podziału na strony w poziomie {1}"
        words.outOfHorizontalPager = "Poza miejscem podziału na strony w poziomie"
        words.inVerticalPager = "W miejscu podziału na strony w pionie"
        words.inVerticalPagerNamed = "W miejscu podziału na strony w pionie {1}"
        words.outOfVerticalPager = "Poza miejscem podziału na strony w pionie"
        words.outOfVerticalPagerNamed = "Poza miejscem podziału na strony w pionie {1}"
        words.inGridPager = "W miejscu podziału siatki na strony"
        words.inGridPagerNamed = "W miejscu podziału siatki na strony {1}"
        words.outOfGridPager = "Poza miejscem podziału siatki na strony"
        words.outOfGridPagerNamed = "Poza miejscem podziału siatki na strony {1}"
        words.inRoleDescription = "{1}"
        words.inRoleDescriptionNamed = "{1} {2}"
        words.outOfRoleDescription = "Skończył się pakiet danych {1}"
        words.outOfRoleDescriptionNamed = "Z: {1} {2}"
        words.pagePosition = "Strona {1} z {2}"
        words.showingItems = "Wyświetlam elementy od {1} do {2} z {3}."
        words.showingItem = "Wyświetlam element {1} z {2}."
        words.repeatedSymbol = "{1} {2}﻿"
        words.toggleHint = "Kliknij dwukrotnie, aby przełączyć"
        words.activateHint = "Kliknij dwukrotnie, aby uaktywnić"
        words.selectHint = "Kliknij dwukrotnie, aby wybrać"
        words.longPressHint = "Kliknij dwukrotnie i przytrzymaj, aby przytrzymać"
        words.changeHint = "Kliknij dwukrotnie, aby zmienić"
        words.editTextHint = "Kliknij dwukrotnie, aby edytować tekst"
        words.clickLabelHint = "Kliknij dwukrotnie, aby {1}"
        words.adjustHint = "„Przesuń w górę” lub „Przesuń w dół”, aby zmienić"
        words.titledPagePosition = "{1}, {2} z {3}"
        words.itemCount = PluralTemplates(
            one: "{1} element", few: "{1} elementy", many: "{1} elementów", other: "{1} elementu")
        words.rowCount = PluralTemplates(
            one: "{1} wiersz", few: "{1} wiersze", many: "{1} wierszy", other: "{1} wiersza")
        words.columnCount = PluralTemplates(
            one: "{1} kolumna", few: "{1} kolumny", many: "{1} kolumn", other: "{1} kolumny")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} znak", few: "{1} znaki", many: "{1} znaków", other: "{1} znaku")
        words.roles = [
            .button: "Przycisk",
            .imageButton: "Przycisk",
            .checkBox: "Pole wyboru",
            .dropDownList: "Lista",
            .editText: "Pole edycji",
            .grid: "Siatka",
            .image: "Zdjęcie",
            .list: "Lista",
            .pager: "Widok z wieloma stronami",
            .progressBar: "Pasek postępu",
            .radioButton: "Przycisk opcji",
            .seekControl: "Suwak",
            .`switch`: "Przełącz",
            .toggleButton: "Przełącz",
            .tabBar: "Pasek kart",
            .webView: "Komponent WebView",
        ]
        words.symbols = [
            "&": "Ampersand",
            "<": "Znak mniejszości",
            ">": "Znak większości",
            "'": "Apostrof",
            "*": "Gwiazdka",
            "@": "Małpa",
            "\\": "Odwrócony ukośnik",
            "\u{2022}": "Punktor",
            "^": "Daszek",
            "\u{A2}": "Znak centa",
            ":": "Dwukropek",
            ",": "Przecinek",
            "\u{A9}": "Znak praw autorskich",
            "{": "Lewy nawias klamrowy",
            "}": "Prawy nawias klamrowy",
            "\u{B0}": "Znak stopni",
            "\u{F7}": "Znak dzielenia",
            "\u{2026}": "Wielokropek",
            "\u{2014}": "Pauza",
            "\u{2013}": "Półpauza",
            "!": "Wykrzyknik",
            "`": "Akcent słaby",
            "-": "Kreska",
            "\u{201E}": "Cudzysłów podwójny dolny",
            "\u{D7}": "Znak mnożenia",
            "\u{A}": "Nowy wiersz",
            "\u{B6}": "Znak akapitu",
            "(": "Lewy nawias",
            ")": "Prawy nawias",
            "%": "Procent",
            ".": "Kropka",
            "\u{3C0}": "Pi",
            "#": "Krzyżyk",
            "$": "Znak dolara",
            "\u{20AC}": "Euro",
            "\u{A3}": "Znak waluty funt",
            "\u{A5}": "Jen",
            "\u{20B1}": "Znak peso",
            "\u{20B9}": "Rupia",
            "\u{20AB}": "Znak dong",
            "\u{A4}": "Znak waluty",
            "?": "Pytajnik",
            "\"": "Cudzysłów",
            "\u{AE}": "Zastrzeżony znak towarowy",
            ";": "Średnik",
            "/": "Ukośnik",
            " ": "Spacja",
            "\u{A0}": "Spacja",
            "[": "Lewy nawias kwadratowy",
            "]": "Prawy nawias kwadratowy",
            "\u{221A}": "Pierwiastek kwadratowy",
            "\u{2122}": "Znak towarowy",
            "_": "Podkreślenie",
            "|": "Linia pionowa",
            "\u{AC}": "Znak zaprzeczenia",
            "\u{A6}": "Przerwana kreska pionowa",
            "\u{B5}": "Znak mikro",
            "\u{2248}": "Prawie równe",
            "\u{2260}": "Nierówne",
            "\u{A7}": "Znak paragrafu",
            "\u{2191}": "Strzałka w górę",
            "\u{2190}": "Strzałka w lewo",
            "\u{2192}": "Strzałka w prawo",
            "\u{2193}": "Strzałka w dół",
            "\u{2665}": "Czarny znak kier",
            "~": "Tylda",
            "=": "Znak równości",
            "\u{FFE6}": "Znak waluty won",
            "\u{20A9}": "Symbol południowokoreańskiego wona",
            "\u{203B}": "Znak przypisu",
            "\u{2606}": "Biała gwiazda",
            "\u{2605}": "Czarna gwiazda",
            "\u{2661}": "Biały znak kier",
            "\u{25CB}": "Białe koło",
            "\u{25CF}": "Czarne koło",
            "\u{2299}": "Symbol słońca",
            "\u{25CE}": "Strzał w dziesiątkę",
            "\u{2667}": "Biały znak trefl",
            "\u{2664}": "Biały znak pik",
            "\u{261C}": "Biała dłoń w lewo",
            "\u{261E}": "Biała dłoń w prawo",
            "\u{25D0}": "Koło z lewą połową czarną",
            "\u{25D1}": "Koło z prawą połową czarną",
            "\u{25A1}": "Biały kwadrat",
            "\u{25A0}": "Czarny kwadrat",
            "\u{25B3}": "Biały trójkąt w górę",
            "\u{25BD}": "Biały trójkąt w dół",
            "\u{25C1}": "Biały trójkąt w lewo",
            "\u{25B7}": "Biały trójkąt w prawo",
            "\u{25C7}": "Biały znak karo",
            "\u{2669}": "Ćwierćnuta",
            "\u{266A}": "Nuta ósemkowa",
            "\u{266C}": "Nuty szesnastkowe połączone",
            "\u{2640}": "Symbol kobiety",
            "\u{2642}": "Symbol mężczyzny",
            "\u{3010}": "Nawias soczewkowy otwierający czarny",
            "\u{3011}": "Nawias soczewkowy zamykający czarny",
            "\u{300C}": "Lewy narożnik",
            "\u{300D}": "Narożnik prawy",
            "\u{B1}": "Znak plus-minus",
            "\u{2113}": "Litr",
            "\u{2103}": "Stopnie Celsjusza",
            "\u{2109}": "Stopnie Fahrenheita",
            "\u{2252}": "Równa się około",
            "\u{222B}": "Całka",
            "\u{27E8}": "Matematyczny lewy nawias trójkątny",
            "\u{27E9}": "Matematyczny prawy nawias trójkątny",
            "\u{3012}": "Znaczek pocztowy",
            "\u{25B2}": "Czarny trójkąt skierowany w górę",
            "\u{25BC}": "Czarny trójkąt skierowany w dół",
            "\u{2666}": "Czarne karo",
            "\u{25C6}": "Czarne karo",
            "\u{FF65}": "Punkt środkowy katakana na półfirecie",
            "\u{25AA}": "Mały czarny kwadrat",
            "\u{300A}": "Podwójny nawias ostrokątny otwierający",
            "\u{300B}": "Podwójny nawias ostrokątny zamykający",
            "\u{A1}": "Odwrócony wykrzyknik",
            "\u{BF}": "Odwrócony pytajnik",
            "\u{FF0C}": "Przecinek o pełnej szerokości",
            "\u{FF01}": "Wykrzyknik o pełnej szerokości",
            "\u{3002}": "Kropka ideograficzna",
            "\u{FF1F}": "Znak zapytania o pełnej szerokości",
            "\u{B7}": "Punkt środkowy",
            "\u{201D}": "Podwójny cudzysłów zamykający",
            "\u{3001}": "Przecinek ideograficzny",
            "\u{FF1A}": "Dwukropek o pełnej szerokości",
            "\u{FF1B}": "Średnik o pełnej szerokości",
            "\u{FF06}": "Ampersand o pełnej szerokości",
            "\u{FF3E}": "Daszek o pełnej szerokości",
            "\u{FF5E}": "Tylda o pełnej szerokości",
            "\u{201C}": "Podwójny cudzysłów otwierający",
            "\u{FF08}": "Nawias otwierający o pełnej szerokości",
            "\u{FF09}": "Nawias zamykający o pełnej szerokości",
            "\u{FF0A}": "Gwiazdka o pełnej szerokości",
            "\u{FF3F}": "Podkreślenie o pełnej szerokości",
            "\u{2019}": "Pojedynczy cudzysłów zamykający",
            "\u{FF5B}": "Nawias klamrowy o pełnej szerokości otwierający",
            "\u{FF5D}": "Nawias klamrowy o pełnej szerokości zamykający",
            "\u{FF1C}": "Znak mniejszości o pełnej szerokości",
            "\u{FF1E}": "Znak większości o pełnej szerokości",
            "\u{2018}": "Pojedynczy cudzysłów otwierający",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
