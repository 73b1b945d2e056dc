// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-fr/` and `utils/src/main/res/values-fr/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// French (`fr`): TalkBack's words from its `values-fr` resources; VoiceOver's
    /// fall back to English.
    public static let french = SpeechStrings(
        language: "fr", voiceOver: VoiceOverWords.french, talkBack: TalkBackWords.french)
}

extension SpeechStrings.VoiceOverWords {
    /// French VoiceOver words.
    static let french: Self = {
        var words = Self()
        words.language = "fr"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// French TalkBack words.
    static let french: Self = {
        var words = Self()
        words.language = "fr"
        words.selected = "sélectionné"
        words.disabled = "désactivé"
        words.checked = "coché"
        words.notChecked = "non coché"
        words.on = "activé"
        words.off = "désactivé"
        words.percent = "{1} pour cent"
        words.unlabelled = "Sans libellé"
        words.password = "mot de passe"
        words.heading = "Titre"
        words.rowHeading = "En-tête de ligne"
        words.columnHeading = "En-tête de colonne"
        words.rowIndex = "Ligne {1}"
        words.columnIndex = "Colonne {1}"
        words.page = "Page"
        words.listPosition = "{1} sur {2}"
        words.level = "Niveau {1}"
        words.inList = "Dans la liste"
        words.inListNamed = "Dans la liste {1}"
        words.outOfList = "Hors de la liste"
        words.outOfListNamed = "Hors de la liste {1}"
        words.inGrid = "Dans la grille"
        words.inGridNamed = "Dans la grille {1}"
        words.outOfGrid = "Hors de la grille"
        words.outOfGridNamed = "Hors de la grille {1}"
        words.inPager = "Dans la page"
        words.inPagerNamed = "Dans la page {1}"
        words.outOfPager = "En dehors de la page"
        words.outOfPagerNamed = "En dehors de la page {1}"
        words.inHorizontalPager = "Dans la page horizontale"
        words.inHorizontalPagerNamed = "Dans la page horizontale {1}"
        words.outOfHorizontalPager = "En dehors de la page horizontale"
        words.inVerticalPager = "Dans la page verticale"
        words.inVerticalPagerNamed = "Dans la page verticale {1}"
        words.outOfVerticalPager = "En dehors de la page verticale"
        words.outOfVerticalPagerNamed = "En dehors de la page verticale {1}"
        words.inGridPager = "Dans la page en grille"
        words.inGridPagerNamed = "Dans la page en grille {1}"
        words.outOfGridPager = "En dehors de la page en grille"
        words.outOfGridPagerNamed = "En dehors de la page en grille {1}"
        words.inRoleDescription = "Dans {1}"
        words.inRoleDescriptionNamed = "Dans {1} {2}"
        words.outOfRoleDescription = "Hors de {1}"
        words.outOfRoleDescriptionNamed = "Hors de {1} {2}"
        words.pagePosition = "Page {1} sur {2}"
        words.showingItems = "Affichage des articles {1} à {2} sur un total de {3}"
        words.showingItem = "Affichage de l'article {1} sur un total de {2}"
        words.repeatedSymbol = "{1} {2}"
        words.toggleHint = "Appuyer deux fois pour cocher ou désélectionner"
        words.activateHint = "Appuyer deux fois pour activer"
        words.selectHint = "Appuyer deux fois pour sélectionner"
        words.longPressHint = "Appuyer deux fois et maintenir enfoncé pour effectuer un appui prolongé"
        words.changeHint = "Appuyer deux fois pour modifier"
        words.editTextHint = "Appuyer deux fois pour modifier le texte"
        words.clickLabelHint = "Appuyer deux fois pour {1}"
        words.adjustHint = "\"Balayer l'écran vers le haut\" ou \"Balayer l'écran vers le bas\" pour ajuster"
        words.titledPagePosition = "{1}, {2} sur {3}"
        words.itemCount = PluralTemplates(
            one: "{1} élément", other: "{1} éléments")
        words.rowCount = PluralTemplates(
            one: "{1} ligne", other: "{1} lignes")
        words.columnCount = PluralTemplates(
            one: "{1} colonne", other: "{1} colonnes")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} caractère", other: "{1} caractères")
        words.roles = [
            .button: "Bouton",
            .imageButton: "Bouton",
            .checkBox: "Case à cocher",
            .dropDownList: "Liste déroulante",
            .editText: "Zone d'édition",
            .grid: "Grille",
            .image: "Image",
            .list: "Liste",
            .pager: "Vue multipage",
            .progressBar: "Barre de progression",
            .radioButton: "Case d'option",
            .seekControl: "Curseur",
            .`switch`: "Bouton",
            .toggleButton: "Bouton",
            .tabBar: "Barre d'onglets",
            .webView: "Vue Web",
        ]
        words.symbols = [
            "&": "Esperluette",
            "<": "Signe inférieur à",
            ">": "Signe supérieur à",
            "'": "Apostrophe",
            "*": "Astérisque",
            "@": "Arobase",
            "\\": "Barre oblique inversée",
            "\u{2022}": "Puces",
            "^": "Lambda",
            "\u{A2}": "Symbole du cent",
            ":": "Deux-points",
            ",": "Virgule",
            "\u{A9}": "Droits d'auteur",
            "{": "Accolade gauche",
            "}": "Accolade droite",
            "\u{B0}": "Symbole degré",
            "\u{F7}": "Signe Division",
            "\u{2026}": "Ellipse",
            "\u{2014}": "Tiret cadratin",
            "\u{2013}": "Tiret demi-cadratin",
            "!": "Point d'exclamation",
            "`": "Accent grave",
            "-": "Tiret",
            "\u{201E}": "Guillemet bas double",
            "\u{D7}": "Signe Multiplication",
            "\u{A}": "Nouvelle ligne",
            "\u{B6}": "Pied-de-mouche",
            "(": "Parenthèse gauche",
            ")": "Parenthèse droite",
            "%": "Pourcentage",
            ".": "Point",
            "\u{3C0}": "Pi",
            "#": "Dièse",
            "$": "Signe Dollar",
            "\u{20AC}": "Euro",
            "\u{A3}": "Symbole monétaire de la livre",
            "\u{A5}": "Yen",
            "\u{20B1}": "Symbole du peso",
            "\u{20B9}": "Roupie",
            "\u{20AB}": "Symbole du dong",
            "\u{A4}": "Symbole monétaire",
            "?": "Point d'interrogation",
            "\"": "Guillemet droit",
            "\u{AE}": "Marque déposée",
            ";": "Point-virgule",
            "/": "Barre oblique",
            " ": "Espace",
            "\u{A0}": "Espace",
            "[": "Crochet gauche",
            "]": "Crochet droit",
            "\u{221A}": "Racine carrée",
            "\u{2122}": "Marque",
            "_": "Trait de soulignement",
            "|": "Ligne verticale",
            "\u{AC}": "Signe Non",
            "\u{A6}": "Barre verticale interrompue",
            "\u{B5}": "Symbole Micro",
            "\u{2248}": "Presque égal à",
            "\u{2260}": "Différent de",
            "\u{A7}": "Symbole de paragraphe",
            "\u{2191}": "Flèche vers le haut",
            "\u{2190}": "Flèche vers la gauche",
            "\u{2192}": "Flèche vers la droite",
            "\u{2193}": "Flèche vers le bas",
            "\u{2665}": "Cœur noir",
            "~": "Tilde",
            "=": "Signe égal",
            "\u{FFE6}": "Symbole monétaire du won",
            "\u{20A9}": "Symbole monétaire du won",
            "\u{203B}": "Marque de référence",
            "\u{2606}": "Étoile blanche",
            "\u{2605}": "Étoile noire",
            "\u{2661}": "Cœur blanc",
            "\u{25CB}": "Cercle blanc",
            "\u{25CF}": "Disque noir",
            "\u{2299}": "Opérateur point cerclé",
            "\u{25CE}": "Deux cercles concentriques",
            "\u{2667}": "Trèfle blanc",
            "\u{2664}": "Pique blanc",
            "\u{261C}": "Index blanc pointant vers la gauche",
            "\u{261E}": "Index blanc pointant vers la droite",
            "\u{25D0}": "Cercle avec moitié gauche noire",
            "\u{25D1}": "Cercle avec moitié droite noire",
            "\u{25A1}": "Carré blanc",
            "\u{25A0}": "Carré noir",
            "\u{25B3}": "Triangle blanc pointant vers le haut",
            "\u{25BD}": "Triangle blanc pointant vers le bas",
            "\u{25C1}": "Triangle blanc pointant vers la gauche",
            "\u{25B7}": "Triangle blanc pointant vers la droite",
            "\u{25C7}": "Losange blanc",
            "\u{2669}": "Note noire",
            "\u{266A}": "Note croche",
            "\u{266C}": "Deux doubles croches ramées",
            "\u{2640}": "Signe femelle",
            "\u{2642}": "Signe mâle",
            "\u{3010}": "Crochet noir lenticulaire gauche",
            "\u{3011}": "Crochet noir lenticulaire droit",
            "\u{300C}": "Anglet gauche",
            "\u{300D}": "Anglet droit",
            "\u{B1}": "Signe plus-ou-moins",
            "\u{2113}": "Minuscule L de ronde",
            "\u{2103}": "Degré Celsius",
            "\u{2109}": "Degré Fahrenheit",
            "\u{2252}": "Approximativement égal à",
            "\u{222B}": "Intégrale",
            "\u{27E8}": "Chevron gauche mathématique",
            "\u{27E9}": "Chevron droit mathématique",
            "\u{3012}": "Marque postale",
            "\u{25B2}": "Triangle noir pointant vers le haut",
            "\u{25BC}": "Triangle noir pointant vers le bas",
            "\u{2666}": "Losange noir",
            "\u{25C6}": "Losange noir",
            "\u{FF65}": "Point médian katakana demi-chasse",
            "\u{25AA}": "Petit carré noir",
            "\u{300A}": "Double chevron gauche",
            "\u{300B}": "Double chevron droit",
            "\u{A1}": "Point d'exclamation inversé",
            "\u{BF}": "Point d'interrogation inversé",
            "\u{FF0C}": "Virgule pleine chasse",
            "\u{FF01}": "Point d'exclamation pleine chasse",
            "\u{3002}": "Point idéographique",
            "\u{FF1F}": "Point d'interrogation pleine chasse",
            "\u{B7}": "Point médian",
            "\u{201D}": "Double guillemet fermant",
            "\u{3001}": "Virgule idéographique",
            "\u{FF1A}": "Deux-points pleine chasse",
            "\u{FF1B}": "Point-virgule pleine chasse",
            "\u{FF06}": "Perluète pleine chasse",
            "\u{FF3E}": "Accent circonflexe pleine chasse",
            "\u{FF5E}": "Tilde pleine chasse",
            "\u{201C}": "Double guillemet ouvrant",
            "\u{FF08}": "Parenthèse ouvrante pleine chasse",
            "\u{FF09}": "Parenthèse fermante pleine chasse",
            "\u{FF0A}": "Astérisque pleine chasse",
            "\u{FF3F}": "Trait de soulignement pleine chasse",
            "\u{2019}": "Simple guillemet fermant",
            "\u{FF5B}": "Accolade ouvrante pleine chasse",
            "\u{FF5D}": "Accolade fermante pleine chasse",
            "\u{FF1C}": "Signe inférieur à pleine chasse",
            "\u{FF1E}": "Signe supérieur à pleine chasse",
            "\u{2018}": "Simple guillemet ouvrant",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
