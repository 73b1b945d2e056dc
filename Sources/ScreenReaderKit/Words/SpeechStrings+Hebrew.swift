// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-iw/` and `utils/src/main/res/values-iw/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Hebrew (`he`): TalkBack's words from its `values-iw` resources; VoiceOver's
    /// fall back to English.
    public static let hebrew = SpeechStrings(
        language: "he", voiceOver: VoiceOverWords.hebrew, talkBack: TalkBackWords.hebrew)
}

extension SpeechStrings.VoiceOverWords {
    /// Hebrew VoiceOver words.
    static let hebrew: Self = {
        var words = Self()
        words.language = "he"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Hebrew TalkBack words.
    static let hebrew: Self = {
        var words = Self()
        words.language = "he"
        words.selected = "נבחר"
        words.disabled = "מושבת"
        words.checked = "מסומן"
        words.notChecked = "לא מסומן"
        words.on = "פועל"
        words.off = "כבוי"
        words.percent = "{1} אחוזים"
        words.unlabelled = "ללא תווית"
        words.password = "סיסמה"
        words.heading = "כותרת"
        words.rowHeading = "כותרת שורה"
        words.columnHeading = "כותרת עמודה"
        words.rowIndex = "שורה {1}"
        words.columnIndex = "עמודה {1}"
        words.page = "דף"
        words.listPosition = "{1} מתוך {2}"
        words.level = "רמה {1}"
        words.inList = "ברשימה"
        words.inListNamed = "ב{1}"
        words.outOfList = "מחוץ לרשימה"
        words.outOfListNamed = "מחוץ לרשימה {1}"
        words.inGrid = "ברשת"
        words.inGridNamed = "ברשת {1}"
        words.outOfGrid = "מחוץ לרשת"
        words.outOfGridNamed = "מחוץ לרשת {1}"
        words.inPager = "בתצוגת דפים"
        words.inPagerNamed = "בתצוגת הדפים {1}"
        words.outOfPager = "מחוץ לתצוגת הדפים"
        words.outOfPagerNamed = "מחוץ לתצוגת הדפים {1}"
        words.inHorizontalPager = "בתצוגת דפים אופקית"
        words.inHorizontalPagerNamed = "בתצוגת הדפים האופקית {1}"
        words.outOfHorizontalPager = "מחוץ לתצוגת הדפים האופקית"
        words.inVerticalPager = "בתצוגת דפים אנכית"
        words.inVerticalPagerNamed = "בתצוגת הדפים האנכית {1}"
        words.outOfVerticalPager = "מחוץ לתצוגת הדפים האנכית"
        words.outOfVerticalPagerNamed = "מחוץ לתצוגת הדפים האנכית {1}"
        words.inGridPager = "בתצוגת דפים רשתית"
        words.inGridPagerNamed = "בתצוגת דפים רשתית {1}"
        words.outOfGridPager = "מחוץ לתצוגת הדפים הרשתית"
        words.outOfGridPagerNamed = "מחוץ לתצוגת הדפים הרשתית {1}"
        words.inRoleDescription = "ב{1}"
        words.inRoleDescriptionNamed = "ב{1} {2}"
        words.outOfRoleDescription = "מחוץ ל{1}"
        words.outOfRoleDescriptionNamed = "מחוץ ל{1} {2}"
        words.pagePosition = "עמוד {1} מתוך {2}"
        words.showingItems = "מציג פריטים {1} עד {2} מתוך {3}."
        words.showingItem = "מציג פריט {1} מתוך {2}."
        words.repeatedSymbol = "{1} {2}﻿"
        words.toggleHint = "הקשה כפולה כדי להחליף מצב"
        words.activateHint = "הקשה כפולה כדי להפעיל"
        words.selectHint = "הקשה כפולה כדי לבחור"
        words.longPressHint = "הקשה כפולה ומחזיקים כדי ללחוץ ללחיצה ארוכה"
        words.changeHint = "הקשה כפולה כדי לשנות"
        words.editTextHint = "הקשה כפולה כדי לערוך טקסט"
        words.clickLabelHint = "הקשה כפולה כדי {1}"
        words.adjustHint = "'החלקה מעלה' או 'החלקה מטה' לכוונון"
        words.titledPagePosition = "{1}, {2} מתוך {3}"
        words.itemCount = PluralTemplates(
            one: "{1} פריטים", two: "{1} פריטים", other: "{1} פריטים")
        words.rowCount = PluralTemplates(
            one: "{1} שורות", two: "{1} שורות", other: "{1} שורות")
        words.columnCount = PluralTemplates(
            one: "{1} עמודות", two: "{1} עמודות", other: "{1} עמודות")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} תווים", two: "{1} תווים", other: "{1} תווים")
        words.roles = [
            .button: "לחצן",
            .imageButton: "לחצן",
            .checkBox: "תיבת סימון",
            .dropDownList: "רשימה נפתחת",
            .editText: "תיבת עריכה",
            .grid: "רשת",
            .image: "תמונה",
            .list: "רשימה",
            .pager: "תצוגה בעלת מספר דפים",
            .progressBar: "סרגל התקדמות",
            .radioButton: "לחצן בחירה",
            .seekControl: "פס הזזה",
            .`switch`: "מתג",
            .toggleButton: "מתג",
            .tabBar: "שורת כרטיסיות",
            .webView: "תצוגת אינטרנט.",
        ]
        words.symbols = [
            "&": "אמפרסנד",
            "<": "הסימן פחות מ-",
            ">": "הסימן גדול מ-",
            "'": "גרש",
            "*": "כוכבית",
            "@": "שטרודל",
            "\\": "קו נטוי הפוך",
            "\u{2022}": "תבליט",
            "^": "קארה",
            "\u{A2}": "סימן של סנט",
            ":": "נקודתיים",
            ",": "פסיק",
            "\u{A9}": "זכויות יוצרים",
            "{": "סוגר מסולסל שמאלי",
            "}": "סוגר מסולסל ימני",
            "\u{B0}": "סימן המעלה",
            "\u{F7}": "סימן חילוק",
            "\u{2026}": "שלוש נקודות",
            "\u{2014}": "מקף ארוך",
            "\u{2013}": "מקף בינוני",
            "!": "סימן קריאה",
            "`": "\u{200F}סימון הטעמה מסוג Grave",
            "-": "מקף",
            "\u{201E}": "מירכאות כפולות תחתונות",
            "\u{D7}": "סימן כפל",
            "\u{A}": "שורה חדשה",
            "\u{B6}": "סימן פיסקה",
            "(": "סוגר שמאלי",
            ")": "סוגר ימני",
            "%": "אחוז",
            ".": "נקודה",
            "\u{3C0}": "פאי",
            "#": "סולמית",
            "$": "סימן דולר",
            "\u{20AC}": "יורו",
            "\u{A3}": "סימן המטבע פאונד",
            "\u{A5}": "ין",
            "\u{20B1}": "סימן פזו",
            "\u{20B9}": "רופיות",
            "\u{20AB}": "סימן דונג",
            "\u{A4}": "סימן מטבע",
            "?": "סימן שאלה",
            "\"": "גרש",
            "\u{AE}": "סימן מסחרי רשום",
            ";": "נקודה ופסיק",
            "/": "קו נטוי",
            " ": "רווח",
            "\u{A0}": "רווח",
            "[": "סוגר מרובע שמאלי",
            "]": "סוגר מרובע ימני",
            "\u{221A}": "שורש ריבועי",
            "\u{2122}": "סימן מסחרי",
            "_": "מקף תחתון",
            "|": "קו אנכי",
            "\u{AC}": "סימן 'אינו'",
            "\u{A6}": "פס חצוי",
            "\u{B5}": "סימן מיקרו",
            "\u{2248}": "כמעט שווה ל-",
            "\u{2260}": "לא שווה",
            "\u{A7}": "סימן קטע",
            "\u{2191}": "חץ למעלה",
            "\u{2190}": "חץ שמאלה",
            "\u{2192}": "חץ ימינה",
            "\u{2193}": "חץ למטה",
            "\u{2665}": "לב שחור",
            "~": "טילדה",
            "=": "סימן שוויון",
            "\u{FFE6}": "סימן המטבע של וון דרום קוריאני",
            "\u{20A9}": "סימן המטבע של וון דרום קוריאני",
            "\u{203B}": "סימן ייחוס",
            "\u{2606}": "כוכב לבן",
            "\u{2605}": "כוכב שחור",
            "\u{2661}": "לב לבן",
            "\u{25CB}": "מעגל לבן",
            "\u{25CF}": "עיגול שחור",
            "\u{2299}": "סימן שמש",
            "\u{25CE}": "מרכז המטרה",
            "\u{2667}": "סימן תלתן לבן",
            "\u{2664}": "סימן עלה לבן",
            "\u{261C}": "אצבע לבנה מצביעה שמאלה",
            "\u{261E}": "אצבע לבנה מצביעה ימינה",
            "\u{25D0}": "מעגל שחציו השמאלי שחור",
            "\u{25D1}": "מעגל שחציו הימני שחור",
            "\u{25A1}": "ריבוע לבן",
            "\u{25A0}": "ריבוע שחור",
            "\u{25B3}": "משולש לבן מצביע למעלה",
            "\u{25BD}": "משולש לבן מצביע למטה",
            "\u{25C1}": "משולש לבן מצביע שמאלה",
            "\u{25B7}": "משולש לבן מצביע ימינה",
            "\u{25C7}": "יהלום לבן",
            "\u{2669}": "תו רבע",
            "\u{266A}": "תו שמינית",
            "\u{266C}": "תווים במקצב חלקי שש עשרה",
            "\u{2640}": "סמל נקבה",
            "\u{2642}": "סמל זכר",
            "\u{3010}": "סוגר שמאלי שחור בצורת עדשה",
            "\u{3011}": "סוגר ימני שחור בצורת עדשה",
            "\u{300C}": "סוגר פינתי שמאלי",
            "\u{300D}": "סוגר פינתי ימני",
            "\u{B1}": "סימן פלוס מינוס",
            "\u{2113}": "ליטר",
            "\u{2103}": "מעלות צלזיוס",
            "\u{2109}": "מעלות פרנהייט",
            "\u{2252}": "שווה בערך",
            "\u{222B}": "אינטגרל",
            "\u{27E8}": "סוגר זוויתי שמאלי מתמטי",
            "\u{27E9}": "סוגר זוויתי ימני מתמטי",
            "\u{3012}": "סימן דואר",
            "\u{25B2}": "משולש שחור שמצביע למעלה",
            "\u{25BC}": "משולש שחור שמצביע למטה",
            "\u{2666}": "סדרת יהלום בצבע שחור",
            "\u{25C6}": "סדרת יהלום בצבע שחור",
            "\u{FF65}": "נקודה אמצעית קטאקאנה בחצי רוחב",
            "\u{25AA}": "ריבוע שחור קטן",
            "\u{300A}": "סוגר שמאלי בעל זווית כפולה",
            "\u{300B}": "סוגר ימני בעל זווית כפולה",
            "\u{A1}": "סימן קריאה הפוך",
            "\u{BF}": "סימן שאלה הפוך",
            "\u{FF0C}": "פסיק ברוחב מלא",
            "\u{FF01}": "סימן קריאה ברוחב מלא",
            "\u{3002}": "נקודה אידאוגרפית",
            "\u{FF1F}": "סימן שאלה ברוחב מלא",
            "\u{B7}": "נקודה אמצעית",
            "\u{201D}": "מירכאות כפולות ימניות",
            "\u{3001}": "פסיק אידאוגרפי",
            "\u{FF1A}": "נקודתיים ברוחב מלא",
            "\u{FF1B}": "נקודה-פסיק ברוחב מלא",
            "\u{FF06}": "אמפרסנד ברוחב מלא",
            "\u{FF3E}": "גג ברוחב מלא",
            "\u{FF5E}": "טילדה ברוחב מלא",
            "\u{201C}": "מירכאות כפולות שמאליות",
            "\u{FF08}": "סוגר שמאלי ברוחב מלא",
            "\u{FF09}": "סוגר ימני ברוחב מלא",
            "\u{FF0A}": "כוכבית ברוחב מלא",
            "\u{FF3F}": "קו תחתון ברוחב מלא",
            "\u{2019}": "סימן גרש ימני יחיד",
            "\u{FF5B}": "סוגר מסולסל שמאלי ברוחב מלא",
            "\u{FF5D}": "סוגר מסולסל ימני ברוחב מלא",
            "\u{FF1C}": "סימן 'קטן מ-' ברוחב מלא",
            "\u{FF1E}": "סימן 'גדול מ-' ברוחב מלא",
            "\u{2018}": "סימן גרש שמאלי יחיד",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
