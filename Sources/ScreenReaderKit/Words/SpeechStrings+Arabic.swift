// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-ar/` and `utils/src/main/res/values-ar/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Arabic (`ar`): TalkBack's words from its `values-ar` resources; VoiceOver's
    /// fall back to English.
    public static let arabic = SpeechStrings(
        language: "ar", voiceOver: VoiceOverWords.arabic, talkBack: TalkBackWords.arabic)
}

extension SpeechStrings.VoiceOverWords {
    /// Arabic VoiceOver words.
    static let arabic: Self = {
        var words = Self()
        words.language = "ar"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Arabic TalkBack words.
    static let arabic: Self = {
        var words = Self()
        words.language = "ar"
        words.selected = "محدد"
        words.disabled = "غير مفع\u{651}ل"
        words.checked = "تم التحديد"
        words.notChecked = "لم يتم التحديد"
        words.on = "مفع\u{651}ل"
        words.off = "غير مفع\u{651}ل"
        words.percent = "النسبة {1}"
        words.unlabelled = "بدون تصنيف"
        words.password = "كلمة المرور"
        words.heading = "عنوان"
        words.rowHeading = "عنوان الصف"
        words.columnHeading = "عنوان العمود"
        words.rowIndex = "الصف {1}"
        words.columnIndex = "العمود {1}"
        words.page = "صفحة"
        words.listPosition = "{1} من {2}"
        words.level = "المستوى {1}"
        words.inList = "في القائمة"
        words.inListNamed = "في القائمة {1}"
        words.outOfList = "خارج القائمة"
        words.outOfListNamed = "خارج القائمة {1}"
        words.inGrid = "في الشبكة"
        words.inGridNamed = "في الشبكة {1}"
        words.outOfGrid = "خارج الشبكة"
        words.outOfGridNamed = "خارج الشبكة {1}"
        words.inPager = "في الصفحة"
        words.inPagerNamed = "في الصفحة {1}"
        words.outOfPager = "خارج الصفحة"
        words.outOfPagerNamed = "خارج الصفحة {1}"
        words.inHorizontalPager = "في الصفحة الأفقية"
        words.inHorizontalPagerNamed = "في الصفحة الأفقية {1}"
        words.outOfHorizontalPager = "خارج الصفحة الأفقية"
        words.inVerticalPager = "في الصفحة الرأسية"
        words.inVerticalPagerNamed = "في الصفحة الرأسية {1}"
        words.outOfVerticalPager = "خارج الصفحة الرأسية"
        words.outOfVerticalPagerNamed = "خارج الصفحة الرأسية {1}"
        words.inGridPager = "في الصفحة الشبكية"
        words.inGridPagerNamed = "في الصفحة الشبكية {1}"
        words.outOfGridPager = "خارج الصفحة الشبكية"
        words.outOfGridPagerNamed = "خارج الصفحة الشبكية {1}"
        words.inRoleDescription = "في {1}"
        words.inRoleDescriptionNamed = "في {1} {2}"
        words.outOfRoleDescription = "خارج {1}"
        words.outOfRoleDescriptionNamed = "خارج {1} {2}"
        words.pagePosition = "صفحة {1} من {2}"
        words.showingItems = "عرض العناصر من {1} إلى {2} من إجمالي {3}."
        words.showingItem = "عرض العنصر {1} من إجمالي {2}."
        words.repeatedSymbol = "{1} {2}﻿"
        words.toggleHint = "النقر مر\u{651}تين للتبديل."
        words.activateHint = "يجب النقر مر\u{651}تين للتفعيل."
        words.selectHint = "النقر مر\u{651}تين للاختيار."
        words.longPressHint = "عليك النقر مر\u{651}تين مع الاستمرار لإجراء الضغط المطو\u{651}ل."
        words.changeHint = "النقر مر\u{651}تين للتغيير."
        words.editTextHint = "النقر مر\u{651}تين لتعديل النص."
        words.clickLabelHint = "إذا أردت {1}، النقر مر\u{651}تين."
        words.adjustHint = "الإيماءتان \"التمرير للأعلى\" أو \"التمرير للأسفل\" لإجراء التعديل"
        words.titledPagePosition = "{1}, {2} من {3}"
        words.itemCount = PluralTemplates(
            zero: "{1} عنصر", one: "{1} عنصر", two: "عنصران ({1})", few: "{1} عناصر", many: "{1} عنصر\u{64B}ا",
            other: "{1} عنصر")
        words.rowCount = PluralTemplates(
            zero: "{1} صف", one: "{1} صف", two: "صفان ({1})", few: "{1} صفوف", many: "{1} صف\u{64B}ا", other: "{1} صف")
        words.columnCount = PluralTemplates(
            zero: "{1} عمود", one: "{1} عمود", two: "عمودان ({1})", few: "{1} أعمدة", many: "{1} عمود\u{64B}ا",
            other: "{1} عمود")
        words.passwordCharacterCount = PluralTemplates(
            zero: "{1} characters", one: "{1} حرف واحد", two: "حرفان ({1})", few: "{1} أحرف", many: "{1} حرف\u{64B}ا",
            other: "{1} حرف")
        words.roles = [
            .button: "زر",
            .imageButton: "زر",
            .checkBox: "مربع اختيار",
            .dropDownList: "قائمة منسدلة",
            .editText: "مربع تعديل",
            .grid: "شبكة",
            .image: "صورة",
            .list: "قائمة",
            .pager: "عرض متعدد الصفحات",
            .progressBar: "شريط التقدم",
            .radioButton: "زر اختيار",
            .seekControl: "شريط التمرير",
            .`switch`: "مفتاح تحك\u{651}م",
            .toggleButton: "مفتاح تحك\u{651}م",
            .tabBar: "شريط علامات التبويب",
            .webView: "عرض الويب",
        ]
        words.symbols = [
            "&": "علامة العطف",
            "<": "علامة أقل من",
            ">": "علامة أكبر من",
            "'": "الفاصلة العليا",
            "*": "العلامة النجمية",
            "@": "\u{200F}علامة At",
            "\\": "شرطة مائلة للخلف",
            "\u{2022}": "تعداد نقطي",
            "^": "علامة الإقحام",
            "\u{A2}": "علامة السنت",
            ":": "نقطتان",
            ",": "فاصلة",
            "\u{A9}": "حقوق الطبع والنشر",
            "{": "قوس متعرج أيسر",
            "}": "قوس متعرج أيمن",
            "\u{B0}": "علامة الدرجة",
            "\u{F7}": "علامة القسمة",
            "\u{2026}": "علامة حذف",
            "\u{2014}": "شرطة طويلة",
            "\u{2013}": "شرطة قصيرة",
            "!": "علامة التعجب",
            "`": "العلامة النطقية",
            "-": "شرطة",
            "\u{201E}": "علامة الاقتباس المزدوجة السفلية",
            "\u{D7}": "علامة الضرب",
            "\u{A}": "خط جديد",
            "\u{B6}": "علامة الفقرة",
            "(": "قوس أيسر",
            ")": "قوس أيمن",
            "%": "نسبة مئوية",
            ".": "نقطة",
            "\u{3C0}": "باي",
            "#": "علامة المرب\u{651}ع",
            "$": "علامة الدولار",
            "\u{20AC}": "يورو",
            "\u{A3}": "علامة عملة الجنيه",
            "\u{A5}": "الين",
            "\u{20B1}": "رمز البيزو",
            "\u{20B9}": "روبية",
            "\u{20AB}": "رمز الدونغ",
            "\u{A4}": "علامة العملة",
            "?": "علامة استفهام",
            "\"": "علامة اقتباس",
            "\u{AE}": "علامة تجارية مسجلة",
            ";": "فاصلة منقوطة",
            "/": "شرطة مائلة",
            " ": "مسافة",
            "\u{A0}": "مسافة",
            "[": "قوس مربع أيسر",
            "]": "قوس مربع أيمن",
            "\u{221A}": "جذر تربيعي",
            "\u{2122}": "علامة تجارية",
            "_": "ش\u{64E}ر\u{652}ط\u{64E}ة س\u{64F}ف\u{652}ل\u{650}ي\u{64E}\u{651}ة",
            "|": "خط عمودي",
            "\u{AC}": "علامة النفي",
            "\u{A6}": "شريط عمودي مقطوع",
            "\u{B5}": "علامة ميكرو",
            "\u{2248}": "يساوي تقريب\u{64B}ا",
            "\u{2260}": "غير مساو\u{64D} لـ",
            "\u{A7}": "علامة المادة",
            "\u{2191}": "سهم مت\u{651}جه للأعلى",
            "\u{2190}": "سهم لليسار",
            "\u{2192}": "سهم لليمين",
            "\u{2193}": "سهم مت\u{651}جه للأسفل",
            "\u{2665}": "قلب أسود",
            "~": "علامة المد (تلدة)",
            "=": "علامة يساوي",
            "\u{FFE6}": "علامة عملة الوون",
            "\u{20A9}": "علامة عملة الوون",
            "\u{203B}": "علامة مرجعية",
            "\u{2606}": "نجمة بيضاء",
            "\u{2605}": "نجمة سوداء",
            "\u{2661}": "قلب أبيض",
            "\u{25CB}": "دائرة بيضاء",
            "\u{25CF}": "دائرة سوداء",
            "\u{2299}": "رمز شمسي",
            "\u{25CE}": "مركز الهدف",
            "\u{2667}": "رمز على شكل نبات نفل أبيض",
            "\u{2664}": "بستوني أبيض",
            "\u{261C}": "رمز أبيض للتوجيه إلى اليسار",
            "\u{261E}": "رمز أبيض للتوجيه إلى اليمين",
            "\u{25D0}": "دائرة نصفها الأيسر بلون أسود",
            "\u{25D1}": "دائرة نصفها الأيمن بلون أسود",
            "\u{25A1}": "مربع أبيض",
            "\u{25A0}": "مربع أسود",
            "\u{25B3}": "مثلث أبيض رأسه متجهة لأعلى",
            "\u{25BD}": "مثلث أبيض رأسه متجهة لأسفل",
            "\u{25C1}": "مثلث أبيض رأسه متجهة لليسار",
            "\u{25B7}": "مثلث أبيض رأسه متجهة لليمين",
            "\u{25C7}": "معين أبيض",
            "\u{2669}": "علامة موسيقية وزنها جزء من أربعة",
            "\u{266A}": "علامة موسيقية وزنها جزء من ثمانية",
            "\u{266C}": "علامات موسيقية وزنها جزء من ستة عشرة ومرتبطة برابط",
            "\u{2640}": "رمز أنثى",
            "\u{2642}": "رمز ذكر",
            "\u{3010}": "قوس عدسي أيسر أسود",
            "\u{3011}": "قوس عدسي أيمن أسود",
            "\u{300C}": "قوس أيسر بزاوية",
            "\u{300D}": "قوس أيمن بزاوية",
            "\u{B1}": "علامة زائد ناقص",
            "\u{2113}": "لتر",
            "\u{2103}": "درجة مئوية",
            "\u{2109}": "درجة فهرنهايت",
            "\u{2252}": "يساوي تقريب\u{64B}ا",
            "\u{222B}": "تكامل",
            "\u{27E8}": "ذراع الزاوية الرياضية اليسرى",
            "\u{27E9}": "ذراع الزاوية الرياضية اليمنى",
            "\u{3012}": "علامة بريدية",
            "\u{25B2}": "مثلث أسود يشير للأعلى",
            "\u{25BC}": "مثلث أسود يشير للأسفل",
            "\u{2666}": "رموز من المعينات السوداء",
            "\u{25C6}": "رموز من المعينات السوداء",
            "\u{FF65}": "نقطة متوسطة كاتاكانا بنصف عرضها",
            "\u{25AA}": "مربع أسود صغير",
            "\u{300A}": "قوس زاوية مزدوجة يسرى",
            "\u{300B}": "قوس زاوية مزدوجة يمنى",
            "\u{A1}": "علامة تعجب مقلوبة",
            "\u{BF}": "علامة استفهام مقلوبة",
            "\u{FF0C}": "فاصلة بالعرض الكامل",
            "\u{FF01}": "علامة تعجب بالعرض الكامل",
            "\u{3002}": "نقطة في الكتابة المصو\u{651}رة",
            "\u{FF1F}": "علامة استفهام بالعرض الكامل",
            "\u{B7}": "نقطة متوسطة",
            "\u{201D}": "علامة اقتباس مزدوجة يمنى",
            "\u{3001}": "فاصلة في الكتابة المصو\u{651}رة",
            "\u{FF1A}": "علامة نقطتين بالعرض الكامل",
            "\u{FF1B}": "فاصلة منقوطة بالعرض الكامل",
            "\u{FF06}": "علامة العطف بالعرض الكامل",
            "\u{FF3E}": "مدة معقوفة بالعرض الكامل",
            "\u{FF5E}": "علامة المد بالعرض الكامل",
            "\u{201C}": "علامة اقتباس مزدوجة يسرى",
            "\u{FF08}": "قوس أيسر بالعرض الكامل",
            "\u{FF09}": "قوس أيمن بالعرض الكامل",
            "\u{FF0A}": "علامة نجمية بالعرض الكامل",
            "\u{FF3F}": "شرطة سفلية بالعرض الكامل",
            "\u{2019}": "علامة اقتباس مفردة يمنى",
            "\u{FF5B}": "قوس مزه\u{651}ر أيسر بالعرض الكامل",
            "\u{FF5D}": "قوس مزه\u{651}ر أيمن بالعرض الكامل",
            "\u{FF1C}": "علامة أقل من بالعرض الكامل",
            "\u{FF1E}": "علامة أكبر من بالعرض الكامل",
            "\u{2018}": "علامة اقتباس مفردة يسرى",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
