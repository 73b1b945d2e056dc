// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-de/` and `utils/src/main/res/values-de/`.
// VoiceOver: cashapp/AccessibilitySnapshot@5b03db8 (Apache-2.0) `Sources/AccessibilitySnapshot/Parser/Swift/Assets/de.lproj/Localizable.strings`.

extension SpeechStrings {
    /// German (`de`): TalkBack's words from its `values-de` resources; VoiceOver's
    /// from AccessibilitySnapshot's `de.lproj` table.
    public static let german = SpeechStrings(
        language: "de", voiceOver: VoiceOverWords.german, talkBack: TalkBackWords.german)
}

extension SpeechStrings.VoiceOverWords {
    /// German VoiceOver words.
    static let german: Self = {
        var words = Self()
        words.language = "de"
        words.selected = "Auswahl"
        words.dimmed = "Grau dargestellt"
        words.button = "Taste"
        words.backButton = "Zurück Taste"
        words.switchButton = "Umschalttaste"
        words.on = "Ein"
        words.off = "Aus"
        words.mixed = "Gemischt"
        words.tab = "Tabulator"
        words.textField = "Textfeld"
        words.secureTextField = "Sicheres Textfeld"
        words.isEditing = "Bearbeiten"
        words.heading = "Überschrift"
        words.link = "Hyperlink"
        words.adjustable = "Einstellbar"
        words.image = "Bild"
        words.searchField = "Suchfeld"
        words.position = "{1} von {2}"
        words.listStart = "Anfang der Liste"
        words.listEnd = "Ende der Liste"
        words.landmark = "Orientierungspunkt"
        words.landmarkEnd = "Ende"
        words.adjustableHint = "Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen."
        words.switchHint = "Zum Umschalten Doppeltippen."
        words.textEntryHint = "Zum Bearbeiten doppeltippen."
        words.actionsAvailable = "Aktionen verfügbar"
        words.editingHint = "Den Rotor für den Zuriff auf „Rechtschreibfehler verwenden"
        words.textAreaHint =
            "Zum Bearbeiten doppeltippen., Den Rotor für den Zuriff auf „Rechtschreibfe"
            + "hler verwenden"
        words.backDescriptor = "Zurück"
        words.row = "Zeile {1}"
        words.column = "Spalte {1}"
        words.rotorHeadings = "Überschriften"
        words.rotorLinks = "Links"
        words.markFallbacks(
            \.actionsHint, \.tabBarEntry, \.rotorAdjustValue, \.rotorActions, \.rotorContainers)
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// German TalkBack words.
    static let german: Self = {
        var words = Self()
        words.language = "de"
        words.selected = "ausgewählt"
        words.disabled = "deaktiviert"
        words.checked = "aktiviert"
        words.notChecked = "nicht aktiviert"
        words.on = "an"
        words.off = "aus"
        words.percent = "{1} Prozent"
        words.unlabelled = "Unbenannt"
        words.password = "Passwort"
        words.heading = "Überschrift"
        words.rowHeading = "Zeilenüberschrift"
        words.columnHeading = "Spaltenüberschrift"
        words.rowIndex = "Zeile {1}"
        words.columnIndex = "Spalte {1}"
        words.page = "Seite"
        words.listPosition = "{1} von {2}"
        words.level = "Ebene {1}"
        words.inList = "In der Liste"
        words.inListNamed = "In der Liste {1}"
        words.outOfList = "Liste verlassen"
        words.outOfListNamed = "Nicht in der Liste {1}"
        words.inGrid = "Im Raster"
        words.inGridNamed = "Im Raster {1}"
        words.outOfGrid = "Nicht im Raster"
        words.outOfGridNamed = "Nicht im Raster {1}"
        words.inPager = "Auf der Seite"
        words.inPagerNamed = "Auf der Seite {1}"
        words.outOfPager = "Außerhalb der Seite"
        words.outOfPagerNamed = "Außerhalb der Seite {1}"
        words.inHorizontalPager = "Auf der horizontalen Seite"
        words.inHorizontalPagerNamed = "Auf der horizontalen Seite {1}"
        words.outOfHorizontalPager = "Außerhalb der horizontalen Seite"
        words.inVerticalPager = "Auf der vertikalen Seite"
        words.inVerticalPagerNamed = "Auf der vertikalen Seite {1}"
        words.outOfVerticalPager = "Außerhalb der vertikalen Seite"
        words.outOfVerticalPagerNamed = "Außerhalb der vertikalen Seite {1}"
        words.inGridPager = "Auf der Rasterseite"
        words.inGridPagerNamed = "Auf der Rasterseite {1}"
        words.outOfGridPager = "Außerhalb der Rasterseite"
        words.outOfGridPagerNamed = "Außerhalb der Rasterseite {1}"
        words.inRoleDescription = "In {1}"
        words.inRoleDescriptionNamed = "In {1} {2}"
        words.outOfRoleDescription = "Nicht in {1}"
        words.outOfRoleDescriptionNamed = "Nicht in {1} {2}"
        words.pagePosition = "Seite {1} von {2}"
        words.showingItems = "Elemente {1} bis {2} von insgesamt {3} werden angezeigt."
        words.showingItem = "Element {1} von {2} wird angezeigt."
        words.repeatedSymbol = "{1} {2}﻿"
        words.toggleHint = "Zum Wechseln doppeltippen"
        words.activateHint = "Zum Aktivieren doppeltippen"
        words.selectHint = "Zum Auswählen doppeltippen"
        words.longPressHint = "Zum langen Drücken doppeltippen und halten"
        words.changeHint = "Zum Ändern doppeltippen"
        words.editTextHint = "Zum Bearbeiten von Text doppeltippen"
        words.clickLabelHint = "Zum {1} doppeltippen"
        words.adjustHint = "Zum Anpassen „Nach oben wischen“ oder „Nach unten wischen“"
        words.titledPagePosition = "{1}, {2} von {3}"
        words.itemCount = PluralTemplates(
            one: "{1} Eintrag", other: "{1} Einträge")
        words.rowCount = PluralTemplates(
            one: "{1} Zeile", other: "{1} Zeilen")
        words.columnCount = PluralTemplates(
            one: "{1} Spalte", other: "{1} Spalten")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} Zeichen", other: "{1} Zeichen")
        words.roles = [
            .button: "Schaltfläche",
            .imageButton: "Schaltfläche",
            .checkBox: "Kästchen",
            .dropDownList: "Drop-down-Liste",
            .editText: "Bearbeitungsfeld",
            .grid: "Raster",
            .image: "Bild",
            .list: "Liste",
            .pager: "Mehrseitenansicht",
            .progressBar: "Statusleiste",
            .radioButton: "Optionsfeld",
            .seekControl: "Schieberegler",
            .`switch`: "Schalter",
            .toggleButton: "Schalter",
            .tabBar: "Tableiste",
            .webView: "Webansicht",
        ]
        words.symbols = [
            "&": "Kaufmännisches Und",
            "<": "Kleiner-als-Zeichen",
            ">": "Größer-als-Zeichen",
            "'": "Apostroph",
            "*": "Sternchen",
            "@": "At",
            "\\": "Umgekehrter Schrägstrich (Backslash)",
            "\u{2022}": "Aufzählungszeichen",
            "^": "Caret",
            "\u{A2}": "Cent-Zeichen",
            ":": "Doppelpunkt",
            ",": "Komma",
            "\u{A9}": "Copyright",
            "{": "Geschweifte Klammer links",
            "}": "Geschweifte Klammer rechts",
            "\u{B0}": "Gradzeichen",
            "\u{F7}": "Divisionszeichen",
            "\u{2026}": "Auslassungszeichen",
            "\u{2014}": "Langer Gedankenstrich",
            "\u{2013}": "Gedankenstrich",
            "!": "Ausrufezeichen",
            "`": "Accent grave",
            "-": "Bindestrich",
            "\u{201E}": "Anführungszeichen unten",
            "\u{D7}": "Multiplikationszeichen",
            "\u{A}": "Neue Zeile",
            "\u{B6}": "Absatzzeichen",
            "(": "Linke Klammer",
            ")": "Rechte Klammer",
            "%": "Prozent",
            ".": "Punkt",
            "\u{3C0}": "Pi",
            "#": "Raute",
            "$": "Dollarzeichen",
            "\u{20AC}": "Euro",
            "\u{A3}": "Währungszeichen für britische Pfund",
            "\u{A5}": "Yen",
            "\u{20B1}": "Währungssymbol Peso",
            "\u{20B9}": "Rupie",
            "\u{20AB}": "Währungssymbol Dong",
            "\u{A4}": "Währungssymbol",
            "?": "Fragezeichen",
            "\"": "Anführungszeichen",
            "\u{AE}": "Eingetragene Marke",
            ";": "Semikolon",
            "/": "Schrägstrich",
            " ": "Leertaste",
            "\u{A0}": "Leertaste",
            "[": "Eckige Klammer links",
            "]": "Eckige Klammer rechts",
            "\u{221A}": "Quadratwurzel",
            "\u{2122}": "Marke",
            "_": "Unterstrich",
            "|": "Senkrechter Strich",
            "\u{AC}": "\"Nicht\"-Zeichen",
            "\u{A6}": "Unterbrochener Strich",
            "\u{B5}": "Mikrozeichen",
            "\u{2248}": "Fast-gleich-Zeichen",
            "\u{2260}": "Ist-nicht-gleich-Zeichen",
            "\u{A7}": "Paragraphenzeichen",
            "\u{2191}": "Pfeil nach oben",
            "\u{2190}": "Pfeil nach links",
            "\u{2192}": "Rechtspfeil",
            "\u{2193}": "Abwärtspfeil",
            "\u{2665}": "Schwarzes Herz",
            "~": "Tilde",
            "=": "Gleichheitszeichen",
            "\u{FFE6}": "Währungszeichen für südkoreanische Won",
            "\u{20A9}": "Währungszeichen für südkoreanische Won",
            "\u{203B}": "Referenzzeichen",
            "\u{2606}": "Weißer Stern",
            "\u{2605}": "Schwarzer Stern",
            "\u{2661}": "Weißes Herz",
            "\u{25CB}": "Weißer Kreis",
            "\u{25CF}": "Schwarzer Kreis",
            "\u{2299}": "Sonnensymbol",
            "\u{25CE}": "Zielscheibe",
            "\u{2667}": "Weißes Kreuz",
            "\u{2664}": "Weißes Pik",
            "\u{261C}": "Weißer nach links weisender Zeigefinger",
            "\u{261E}": "Weißer nach rechts weisender Zeigefinger",
            "\u{25D0}": "Kreis mit schwarzer linker Hälfte",
            "\u{25D1}": "Kreis mit schwarzer rechter Hälfte",
            "\u{25A1}": "Weißes Quadrat",
            "\u{25A0}": "Schwarzes Quadrat",
            "\u{25B3}": "Weißes Dreieck nach oben",
            "\u{25BD}": "Weißes Dreieck nach unten",
            "\u{25C1}": "Weißes Dreieck nach links",
            "\u{25B7}": "Weißes Dreieck nach rechts",
            "\u{25C7}": "Weiße Raute",
            "\u{2669}": "Viertelnote",
            "\u{266A}": "Achtelnote",
            "\u{266C}": "Sechzehntelnote verbunden",
            "\u{2640}": "Symbol für das weibliche Geschlecht",
            "\u{2642}": "Symbol für das männliche Geschlecht",
            "\u{3010}": "Schwarze bikonvexe Klammer links",
            "\u{3011}": "Schwarze bikonvexe Klammer rechts",
            "\u{300C}": "Winkelklammer links",
            "\u{300D}": "Winkelklammer rechts",
            "\u{B1}": "Plus-/Minuszeichen",
            "\u{2113}": "Liter",
            "\u{2103}": "Grad Celsius",
            "\u{2109}": "Grad Fahrenheit",
            "\u{2252}": "Entspricht ungefähr",
            "\u{222B}": "Integral",
            "\u{27E8}": "Mathematische linke Spitzklammer",
            "\u{27E9}": "Mathematische rechte Spitzklammer",
            "\u{3012}": "Poststempel",
            "\u{25B2}": "Nach oben zeigendes schwarzes Dreieck",
            "\u{25BC}": "Nach unten zeigendes schwarzes Dreieck",
            "\u{2666}": "Schwarze Raute",
            "\u{25C6}": "Schwarze Raute",
            "\u{FF65}": "Katakana-Mittelpunkt (halbe Breite)",
            "\u{25AA}": "Kleines schwarzes Quadrat",
            "\u{300A}": "Doppelte spitze Klammer links",
            "\u{300B}": "Doppelte spitze Klammer rechts",
            "\u{A1}": "Umgekehrtes Ausrufezeichen",
            "\u{BF}": "Umgekehrtes Fragezeichen",
            "\u{FF0C}": "Komma (volle Breite)",
            "\u{FF01}": "Ausrufezeichen (volle Breite)",
            "\u{3002}": "Ideografischer Punkt",
            "\u{FF1F}": "Fragezeichen (volle Breite)",
            "\u{B7}": "Mittelpunkt",
            "\u{201D}": "Doppeltes Anführungszeichen rechts",
            "\u{3001}": "Ideografisches Komma",
            "\u{FF1A}": "Doppelpunkt (volle Breite)",
            "\u{FF1B}": "Semikolon (volle Breite)",
            "\u{FF06}": "Und-Zeichen (volle Breite)",
            "\u{FF3E}": "Zirkumflex (volle Breite)",
            "\u{FF5E}": "Tilde (volle Breite)",
            "\u{201C}": "Doppeltes Anführungszeichen links",
            "\u{FF08}": "Runde linke Klammer (volle Breite)",
            "\u{FF09}": "Runde rechte Klammer (volle Breite)",
            "\u{FF0A}": "Sternchen (volle Breite)",
            "\u{FF3F}": "Unterstrich (volle Breite)",
            "\u{2019}": "Einfaches Anführungszeichen rechts",
            "\u{FF5B}": "Geschweifte Klammer links (volle Breite)",
            "\u{FF5D}": "Geschweifte Klammer rechts (volle Breite)",
            "\u{FF1C}": "Kleiner-gleich-Zeichen (volle Breite)",
            "\u{FF1E}": "Größer-gleich-Zeichen (volle Breite)",
            "\u{2018}": "Einfaches Anführungszeichen links",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
