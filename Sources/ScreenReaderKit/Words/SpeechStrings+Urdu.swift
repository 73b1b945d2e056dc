// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-ur/` and `utils/src/main/res/values-ur/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Urdu (`ur`): TalkBack's words from its `values-ur` resources; VoiceOver's
    /// fall back to English.
    public static let urdu = SpeechStrings(
        language: "ur", voiceOver: VoiceOverWords.urdu, talkBack: TalkBackWords.urdu)
}

extension SpeechStrings.VoiceOverWords {
    /// Urdu VoiceOver words.
    static let urdu: Self = {
        var words = Self()
        words.language = "ur"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Urdu TalkBack words.
    static let urdu: Self = {
        var words = Self()
        words.language = "ur"
        words.selected = "منتخب کردہ"
        words.disabled = "غیر فعال ہے"
        words.checked = "چیک کیا گیا"
        words.notChecked = "چیک نہیں کیا گیا"
        words.on = "آن"
        words.off = "آف"
        words.percent = "{1} فیصد"
        words.unlabelled = "بغیر لیبل والا"
        words.password = "پاس ورڈ"
        words.heading = "ہیڈنگ"
        words.rowHeading = "قطار ہیڈنگ"
        words.columnHeading = "کالم ہیڈنگ"
        words.rowIndex = "قطار {1}"
        words.columnIndex = "کالم {1}"
        words.page = "صفحہ"
        words.listPosition = "{2} کا {1}"
        words.level = "سطح {1}"
        words.inList = "فہرست میں"
        words.inListNamed = "فہرست میں {1}"
        words.outOfList = "فہرست سے باہر"
        words.outOfListNamed = "فہرست سے باہر {1}"
        words.inGrid = "گرڈ میں"
        words.inGridNamed = "گرڈ میں {1}"
        words.outOfGrid = "گرڈ سے باہر"
        words.outOfGridNamed = "گرڈ سے باہر {1}"
        words.inPager = "پیجر میں"
        words.inPagerNamed = "پیجر میں {1}"
        words.outOfPager = "پیجر کے باہر"
        words.outOfPagerNamed = "پیجر کے باہر {1}"
        words.inHorizontalPager = "افقی پیجر میں"
        words.inHorizontalPagerNamed = "افقی پیجر میں {1}"
        words.outOfHorizontalPager = "افقی پیجر کے باہر"
        words.inVerticalPager = "عمودی پیجر میں"
        words.inVerticalPagerNamed = "عمودی پیجر میں {1}"
        words.outOfVerticalPager = "عمودی پیجر کر باہر"
        words.outOfVerticalPagerNamed = "عمودی پیجر کر باہر {1}"
        words.inGridPager = "گرڈ پیجر میں"
        words.inGridPagerNamed = "گرڈ پیجر میں {1}"
        words.outOfGridPager = "گرڈ پیجر کے باہر"
        words.outOfGridPagerNamed = "گرڈ پیجر کے باہر {1}"
        words.inRoleDescription = "{1} میں"
        words.inRoleDescriptionNamed = "{2} {1} میں ہے"
        words.outOfRoleDescription = "{1} کا ڈیٹا ختم ہو گیا ہے"
        words.outOfRoleDescriptionNamed = "{2} میں سے {1}"
        words.pagePosition = "صفحہ {1} از {2}"
        words.showingItems = "{3} میں سے {1} سے {2} تک آئٹمز دکھا رہا ہے۔"
        words.showingItem = "{2} میں سے {1} آئٹم دکھا رہا ہے۔"
        words.repeatedSymbol = "{1} {2}﻿"
        words.toggleHint = "ٹوگل کرنے کیلئے دو بار تھپتھپائیں"
        words.activateHint = "فعال کرنے کیلئے دو بار تھپتھپائیں"
        words.selectHint = "منتخب کرنے کے لئے دو بار تھپتھپائیں"
        words.longPressHint = "لانگ پریس کیلئے دو بار تھپتھپائیں اور دبائے رکھیں"
        words.changeHint = "تبدیل کرنے کیلئے دو بار تھپتھپائیں"
        words.editTextHint = "ٹیکسٹ میں ترمیم کرنے کے ليے دو بار تھپتھپائیں"
        words.clickLabelHint = "دو بار تھپتھپائیں تا {1}"
        words.adjustHint = "ایڈجسٹ کرنے کے لیے \"اوپر سوائپ کریں\" یا نیچے سوائپ کریں"
        words.titledPagePosition = "{1}, {2} از {3}"
        words.itemCount = PluralTemplates(
            one: "{1} آئٹم", other: "{1} آئٹمز")
        words.rowCount = PluralTemplates(
            one: "{1} قطار", other: "{1} قطاریں")
        words.columnCount = PluralTemplates(
            one: "{1} کالم", other: "{1} کالمز")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} کریکٹر", other: "{1} کریکٹرز")
        words.roles = [
            .button: "بٹن",
            .imageButton: "بٹن",
            .checkBox: "چیک باکس",
            .dropDownList: "ڈراپ ڈاؤن فہرست",
            .editText: "ترمیمی باکس",
            .grid: "گرڈ",
            .image: "تصویر",
            .list: "فہرست",
            .pager: "متعدد صفحات منظر",
            .progressBar: "پیش رفت کا بار",
            .radioButton: "ریڈیو بٹن",
            .seekControl: "سلائیڈر",
            .`switch`: "سوئچ",
            .toggleButton: "سوئچ",
            .tabBar: "ٹیب بار",
            .webView: "ویب منظر",
        ]
        words.symbols = [
            "&": "ایمپرسینڈ",
            "<": "اس سے کم کا نشان",
            ">": "اس سے بڑا کا نشان",
            "'": "علامت حذف",
            "*": "ستارہ کا نشان",
            "@": "ایٹ",
            "\\": "بیک سلیش",
            "\u{2022}": "نقطہ",
            "^": "کیرٹ",
            "\u{A2}": "سینٹ کا نشان",
            ":": "کولن",
            ",": "کاما",
            "\u{A9}": "کاپی رائٹ",
            "{": "بایاں گھونگرا بریکٹ",
            "}": "دایاں گھونگرا بریکٹ",
            "\u{B0}": "ڈگری کا نشان",
            "\u{F7}": "ڈویژن کا اشان",
            "\u{2026}": "ایلپسیس",
            "\u{2014}": "ایم ڈیش",
            "\u{2013}": "این ڈیش",
            "!": "فجائیہ کا نشان",
            "`": "سنجیدہ تلفظ کا نشان",
            "-": "ڈیش",
            "\u{201E}": "کم ڈبل کوٹ",
            "\u{D7}": "ضرب کا نشان",
            "\u{A}": "نئی لکیر",
            "\u{B6}": "پیراگراف کا نشان",
            "(": "بایاں قوسین",
            ")": "دایاں قوسین",
            "%": "فیصد",
            ".": "پیریڈ",
            "\u{3C0}": "Pi",
            "#": "پاؤنڈ",
            "$": "ڈالر کا نشان",
            "\u{20AC}": "یورو",
            "\u{A3}": "پاؤنڈ کرنسی کا نشان",
            "\u{A5}": "ین",
            "\u{20B1}": "\u{200F}Peso کا نشان",
            "\u{20B9}": "روپیہ",
            "\u{20AB}": "\u{200F}Dong کا نشان",
            "\u{A4}": "کرنسی کا نشان",
            "?": "سوالیہ نشان",
            "\"": "علامت اقتباس",
            "\u{AE}": "رجسٹرڈ ٹریڈ مارک",
            ";": "سیمی کولن",
            "/": "سلیش",
            " ": "اسپیس",
            "\u{A0}": "اسپیس",
            "[": "بایاں سکوئیر بریکٹ",
            "]": "دایاں سکوئیر بریکٹ",
            "\u{221A}": "جذر مربع",
            "\u{2122}": "ٹریڈ مارک",
            "_": "انڈرسکور",
            "|": "عمودی لائن",
            "\u{AC}": "علامت نفی",
            "\u{A6}": "ٹوٹا ہوا بار",
            "\u{B5}": "مائیکرو کا نشان",
            "\u{2248}": "تقریبا اس کے برابر",
            "\u{2260}": "کے برابر نہیں",
            "\u{A7}": "سیکشن کا نشان",
            "\u{2191}": "اوپر کی طرف تیر کا نشان",
            "\u{2190}": "بائیں جانب تیر کا نشان",
            "\u{2192}": "دائیں طرف تیر کا نشان",
            "\u{2193}": "نیچے کی طرف والا تیر کا نشان",
            "\u{2665}": "سیاہ دل",
            "~": "اعراب",
            "=": "برابر کا نشان",
            "\u{FFE6}": "وون کرنسی کا نشان",
            "\u{20A9}": "وون کرنسی کا نشان",
            "\u{203B}": "حوالہ کا نشان",
            "\u{2606}": "سفید ستارہ",
            "\u{2605}": "سیاہ ستارہ",
            "\u{2661}": "سفید دل",
            "\u{25CB}": "سفید دائرہ",
            "\u{25CF}": "سیاہ دائرہ",
            "\u{2299}": "شمسی علامت",
            "\u{25CE}": "بلز آئی",
            "\u{2667}": "سفید کلب سوٹ",
            "\u{2664}": "سفید اسپیڈ سوٹ",
            "\u{261C}": "سفید بائیں اشارہ کرتا ہوا اشاریہ",
            "\u{261E}": "سفید دائیں اشارہ کرتا ہوا اشاریہ",
            "\u{25D0}": "بائیں نصف سیاہ کے ساتھ دائرہ",
            "\u{25D1}": "دائیں نصف سیاہ کے ساتھ دائرہ",
            "\u{25A1}": "سفید مربع",
            "\u{25A0}": "سیاہ مربع",
            "\u{25B3}": "سفید اوپر اشارہ کرتا ہوا مثلث",
            "\u{25BD}": "سفید نیچے اشارہ کرتا ہوا مثلث",
            "\u{25C1}": "سفید بائیں اشارہ کرتا ہوا مثلث",
            "\u{25B7}": "سفید دائیں اشارہ کرتا ہوا مثلث",
            "\u{25C7}": "سفید ہیرا",
            "\u{2669}": "کوارٹر نوٹ",
            "\u{266A}": "آٹھواں نوٹ",
            "\u{266C}": "بیم کیے ہوئے سولہویں نوٹس",
            "\u{2640}": "مؤنث کی علامت",
            "\u{2642}": "مذکر کی علامت",
            "\u{3010}": "بائیں سیاہ عدسی بریکٹ",
            "\u{3011}": "دائیں سیاہ عدسی بریکٹ",
            "\u{300C}": "بائیں کونے کا بریکٹ",
            "\u{300D}": "دائیں کونے کا بریکٹ",
            "\u{B1}": "جمع تفریق کا نشان",
            "\u{2113}": "لیٹر",
            "\u{2103}": "سیلسیس ڈگری",
            "\u{2109}": "فارن ہائٹ ڈگری",
            "\u{2252}": "تقریبا\u{64B} برابر",
            "\u{222B}": "سالم",
            "\u{27E8}": "ریاضیاتی بائیں زاویہ والا بریکٹ",
            "\u{27E9}": "ریاضیاتی دائیں زاویہ والا بریکٹ",
            "\u{3012}": "پوسٹل مارک",
            "\u{25B2}": "اوپر کی طرف اشارہ کرتا ہوا سیاہ مثلث",
            "\u{25BC}": "نیچے کی طرف اشارہ کرتا ہوا سیاہ مثلث",
            "\u{2666}": "ڈائمنڈز کا سیاہ سوٹ",
            "\u{25C6}": "ڈائمنڈز کا سیاہ سوٹ",
            "\u{FF65}": "کٹاکانا کا نصف چوڑائی والا نقطہ",
            "\u{25AA}": "چھوٹا سیاہ چوکور",
            "\u{300A}": "بائیں ڈبل زاویہ والا بریکٹ",
            "\u{300B}": "دائیں ڈبل زاویہ والا بریکٹ",
            "\u{A1}": "الٹی علامت استعجاب",
            "\u{BF}": "الٹا سوالیہ نشان",
            "\u{FF0C}": "پوری چوڑائی والا کوما",
            "\u{FF01}": "پوری چوڑائی والا استعجابیہ نشان",
            "\u{3002}": "تصور نگاری کا وقف لازم",
            "\u{FF1F}": "پوری چوڑائی والا سوالیہ نشان",
            "\u{B7}": "درمیانی ڈاٹ",
            "\u{201D}": "دائیں ڈبل کوٹیشن مارک",
            "\u{3001}": "تصور نگاری والا کوما",
            "\u{FF1A}": "پوری چوڑائی والا کولن",
            "\u{FF1B}": "پوری چوڑائی والا سیمی کولن",
            "\u{FF06}": "پوری چوڑائی والا ایمپرسینڈ",
            "\u{FF3E}": "پوری چوڑائی والا سرکمفلیکس",
            "\u{FF5E}": "پوری چوڑائی والا ٹلڈ",
            "\u{201C}": "بائیں ڈبل کوٹیشن مارک",
            "\u{FF08}": "پوری چوڑائی والا بایاں قوسین",
            "\u{FF09}": "پوری چوڑائی والا دایاں قوسین",
            "\u{FF0A}": "پوری چوڑائی والا ستارہ کا نشان",
            "\u{FF3F}": "پوری چوڑائی والا انڈرسکور",
            "\u{2019}": "دائیں سنگل کوٹیشن مارک",
            "\u{FF5B}": "پوری چوڑائی والا بائیں کرلی بریکٹ",
            "\u{FF5D}": "پوری چوڑائی والا دائیں کرلی بریکٹ",
            "\u{FF1C}": "پوری چوڑائی والا از کم کا نشان",
            "\u{FF1E}": "پوری چوڑائی والا از زائد کا نشان",
            "\u{2018}": "بائیں سنگل کوٹیشن مارک",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
