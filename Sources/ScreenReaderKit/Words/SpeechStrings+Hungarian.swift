// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-hu/` and `utils/src/main/res/values-hu/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Hungarian (`hu`): TalkBack's words from its `values-hu` resources; VoiceOver's
    /// fall back to English.
    public static let hungarian = SpeechStrings(
        language: "hu", voiceOver: VoiceOverWords.hungarian, talkBack: TalkBackWords.hungarian)
}

extension SpeechStrings.VoiceOverWords {
    /// Hungarian VoiceOver words.
    static let hungarian: Self = {
        var words = Self()
        words.language = "hu"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Hungarian TalkBack words.
    static let hungarian: Self = {
        var words = Self()
        words.language = "hu"
        words.selected = "bejelölve"
        words.disabled = "kikapcsolva"
        words.checked = "bejelölve"
        words.notChecked = "nincs bejelölve"
        words.on = "be"
        words.off = "ki"
        words.percent = "{1} százalék"
        words.unlabelled = "Jelöletlen"
        words.password = "jelszó"
        words.heading = "Címsor"
        words.rowHeading = "Sor címsora"
        words.columnHeading = "Oszlop címsora"
        words.rowIndex = "{1}. sor"
        words.columnIndex = "{1}. oszlop"
        words.page = "Oldal"
        words.listPosition = "Jelenlegi elem pozíciója: {1}., összes elem: {2}"
        words.level = "{1}. szint"
        words.inList = "Listában van"
        words.inListNamed = "Ebben a listában van: {1}"
        words.outOfList = "Listán kívül van"
        words.outOfListNamed = "Ezen a listán kívül van: {1}"
        words.inGrid = "Rácsban van"
        words.inGridNamed = "Ebben a rácsban van: {1}"
        words.outOfGrid = "Rácson kívül van"
        words.outOfGridNamed = "Ezen a rácson kívül van: {1}"
        words.inPager = "Oldalon belül"
        words.inPagerNamed = "{1} nevű oldalon belül"
        words.outOfPager = "Oldalon kívül"
        words.outOfPagerNamed = "{1} nevű oldalon kívül"
        words.inHorizontalPager = "Vízszintes oldalon belül"
        words.inHorizontalPagerNamed = "{1} nevű vízszintes oldalon belül"
        words.outOfHorizontalPager = "Vízszintes oldalon kívül"
        words.inVerticalPager = "Függőleges oldalon belül"
        words.inVerticalPagerNamed = "{1} nevű függőleges oldalon belül"
        words.outOfVerticalPager = "Függőleges oldalon kívül"
        words.outOfVerticalPagerNamed = "{1} nevű függőleges oldalon kívül"
        words.inGridPager = "Rácselrendezésű oldalon belül"
        words.inGridPagerNamed = "{1} nevű rácselrendezésű oldalon belül"
        words.outOfGridPager = "űRácselrendezés oldalon kívül"
        words.outOfGridPagerNamed = "{1} nevű rácselrendezésű oldalon kívül"
        words.inRoleDescription = "Gyűjteményben van: {1}"
        words.inRoleDescriptionNamed = "Ebben a gyűjteményben van: {1}, {2}"
        words.outOfRoleDescription = "Kívül van ezen: {1}"
        words.outOfRoleDescriptionNamed = "Kívül van ezen: {1}, {2}"
        words.pagePosition = "{2}/{1}. oldal"
        words.showingItems = "{1}-{2}/{3}. elem látható."
        words.showingItem = "{1}/{2}. elem látható"
        words.repeatedSymbol = "{1} {2}"
        words.toggleHint = "Dupla koppintás a váltáshoz"
        words.activateHint = "Dupla koppintás az aktiváláshoz"
        words.selectHint = "Dupla koppintás a kiválasztáshoz."
        words.longPressHint = "Hosszú megnyomáshoz tegye a következőt: Dupla koppintás, és tartsa lenyomva"
        words.changeHint = "A módosításhoz tegye a következőt: Dupla koppintás"
        words.editTextHint = "Szöveg szerkesztéséhez tegye ezt: Dupla koppintás"
        words.clickLabelHint = "Dupla koppintás–{1}"
        words.adjustHint = "„Csúsztatás felfelé” vagy „Csúsztatás lefelé” a beállításhoz"
        words.titledPagePosition = "{1}, {3}/{2}"
        words.itemCount = PluralTemplates(
            one: "{1} elem", other: "{1} elem")
        words.rowCount = PluralTemplates(
            one: "{1} sor", other: "{1} sor")
        words.columnCount = PluralTemplates(
            one: "{1} oszlop", other: "{1} oszlop")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} karakter", other: "{1} karakter")
        words.roles = [
            .button: "Gomb",
            .imageButton: "Gomb",
            .checkBox: "Jelölőnégyzet",
            .dropDownList: "Legördülő lista",
            .editText: "Szerkesztőmező",
            .grid: "Rács",
            .image: "Kép",
            .list: "Lista",
            .pager: "Többoldalas nézet",
            .progressBar: "Folyamatjelző",
            .radioButton: "Választógomb",
            .seekControl: "Csúszka",
            .`switch`: "Váltás",
            .toggleButton: "Váltás",
            .tabBar: "Fülsáv",
            .webView: "Webes nézet",
        ]
        words.symbols = [
            "&": "És jel",
            "<": "Kisebb, mint jel",
            ">": "Nagyobb, mint jel",
            "'": "Aposztróf",
            "*": "Csillag",
            "@": "Kukac",
            "\\": "Fordított törtvonal",
            "\u{2022}": "Listajel",
            "^": "Kalap",
            "\u{A2}": "Cent jele",
            ":": "Kettőspont",
            ",": "Vessző",
            "\u{A9}": "Szerzői jog",
            "{": "Bal kapcsos zárójel",
            "}": "Jobb kapcsos zárójel",
            "\u{B0}": "Fokjel",
            "\u{F7}": "Osztásjel",
            "\u{2026}": "Három pont",
            "\u{2014}": "Hosszú gondolatjel",
            "\u{2013}": "Rövid gondolatjel",
            "!": "Felkiáltójel",
            "`": "Tompa ékezet",
            "-": "Kötőjel",
            "\u{201E}": "Alsó dupla idézőjel",
            "\u{D7}": "Szorzásjel",
            "\u{A}": "Új sor",
            "\u{B6}": "Bekezdésjel",
            "(": "Bal zárójel",
            ")": "Jobb zárójel",
            "%": "Százalék",
            ".": "Pont",
            "\u{3C0}": "Pi",
            "#": "Kettős kereszt",
            "$": "Dollár jel",
            "\u{20AC}": "Euró",
            "\u{A3}": "Font pénznem jele",
            "\u{A5}": "Jen",
            "\u{20B1}": "Peso jele",
            "\u{20B9}": "Rúpia",
            "\u{20AB}": "Dong jele",
            "\u{A4}": "Pénznem jel",
            "?": "Kérdőjel",
            "\"": "Idézőjel",
            "\u{AE}": "Bejegyzett védjegy",
            ";": "Pontosvessző",
            "/": "Törtvonal",
            " ": "Szóköz",
            "\u{A0}": "Szóköz",
            "[": "Bal szögletes zárójel",
            "]": "Jobb szögletes zárójel",
            "\u{221A}": "Négyzetgyök",
            "\u{2122}": "Védjegy",
            "_": "Aláhúzás",
            "|": "Függőleges vonal",
            "\u{AC}": "Tagadás jel",
            "\u{A6}": "Szaggatott vonal",
            "\u{B5}": "Mikro jel",
            "\u{2248}": "Majdnem egyenlő",
            "\u{2260}": "Nem egyenlő",
            "\u{A7}": "Paragrafus jel",
            "\u{2191}": "Felfelé nyíl",
            "\u{2190}": "Balra nyíl",
            "\u{2192}": "Jobbra mutató nyíl",
            "\u{2193}": "Lefelé mutató nyíl",
            "\u{2665}": "Fekete szív",
            "~": "Hullámvonal",
            "=": "Egyenlőségjel",
            "\u{FFE6}": "Won pénznem jele",
            "\u{20A9}": "Won pénznem jele",
            "\u{203B}": "Referenciajel",
            "\u{2606}": "Fehér csillag",
            "\u{2605}": "Fekete csillag",
            "\u{2661}": "Fehér szív",
            "\u{25CB}": "Fehér kör",
            "\u{25CF}": "Fekete kör",
            "\u{2299}": "Napszimbólum",
            "\u{25CE}": "Célkör",
            "\u{2667}": "Fehér treff",
            "\u{2664}": "Fehér pikk",
            "\u{261C}": "Fehér, balra mutató ujj",
            "\u{261E}": "Fehér, jobbra mutató ujj",
            "\u{25D0}": "Kör, amelynek a bal fele fekete",
            "\u{25D1}": "Kör, amelynek a jobb fele fekete",
            "\u{25A1}": "Fehér négyzet",
            "\u{25A0}": "Fekete négyzet",
            "\u{25B3}": "Fehér, felfelé mutató háromszög",
            "\u{25BD}": "Fehér, lefelé mutató háromszög",
            "\u{25C1}": "Fehér, balra mutató háromszög",
            "\u{25B7}": "Fehér, jobbra mutató háromszög",
            "\u{25C7}": "Fehér káró",
            "\u{2669}": "Negyedhangjegy",
            "\u{266A}": "Nyolcad-hangjegyek",
            "\u{266C}": "Gerendás tizenhatod-hangjegyek",
            "\u{2640}": "Női szimbólum",
            "\u{2642}": "Férfi szimbólum",
            "\u{3010}": "Bal fekete lencse alakú zárójel",
            "\u{3011}": "Jobb fekete lencse alakú zárójel",
            "\u{300C}": "Bal kapcsos zárójel",
            "\u{300D}": "Jobb kapcsos zárójel",
            "\u{B1}": "Pluszmínusz-jel",
            "\u{2113}": "Liter",
            "\u{2103}": "Celsius-fok",
            "\u{2109}": "Fahrenheit-fok",
            "\u{2252}": "Körülbelül egyenlő",
            "\u{222B}": "Integráljel",
            "\u{27E8}": "Balról nyíló relációs jel",
            "\u{27E9}": "Jobbról nyíló relációs jel",
            "\u{3012}": "Postai jel",
            "\u{25B2}": "Felfelé mutató fekete háromszög",
            "\u{25BC}": "Lefelé mutató fekete háromszög",
            "\u{2666}": "Fekete gyémánt",
            "\u{25C6}": "Fekete gyémánt",
            "\u{FF65}": "Félszélességű katakana középső pont",
            "\u{25AA}": "Kis fekete négyzet",
            "\u{300A}": "Bal oldali dupla csúcsos zárójel",
            "\u{300B}": "Jobb oldali dupla csúcsos zárójel",
            "\u{A1}": "Fordított felkiáltójel",
            "\u{BF}": "Fordított kérdőjel",
            "\u{FF0C}": "Teljes szélességű vessző",
            "\u{FF01}": "Teljes szélességű felkiáltójel",
            "\u{3002}": "Ideografikus mondatvégi pont",
            "\u{FF1F}": "Teljes szélességű kérdőjel",
            "\u{B7}": "Középső pont",
            "\u{201D}": "Jobb dupla idézőjel",
            "\u{3001}": "Ideografikus vessző",
            "\u{FF1A}": "Teljes szélességű kettőspont",
            "\u{FF1B}": "Teljes szélességű pontosvessző",
            "\u{FF06}": "Teljes szélességű „és” jel",
            "\u{FF3E}": "Teljes szélességű „háztető” jel",
            "\u{FF5E}": "Teljes szélességű hullámvonal",
            "\u{201C}": "Bal dupla idézőjel",
            "\u{FF08}": "Teljes szélességű bal oldali zárójel",
            "\u{FF09}": "Teljes szélességű jobb oldali zárójel",
            "\u{FF0A}": "Teljes szélességű csillag",
            "\u{FF3F}": "Teljes szélességű alulvonás",
            "\u{2019}": "Jobb oldali félidézőjel",
            "\u{FF5B}": "Teljes szélességű bal oldali kapcsos zárójel",
            "\u{FF5D}": "Teljes szélességű jobb oldali kapcsos zárójel",
            "\u{FF1C}": "Teljes szélességű „kisebb, mint” jel",
            "\u{FF1E}": "Teljes szélességű „nagyobb, mint” jel",
            "\u{2018}": "Bal oldali félidézőjel",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
