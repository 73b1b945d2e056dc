// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-uk/` and `utils/src/main/res/values-uk/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Ukrainian (`uk`): TalkBack's words from its `values-uk` resources; VoiceOver's
    /// fall back to English.
    public static let ukrainian = SpeechStrings(
        language: "uk", voiceOver: VoiceOverWords.ukrainian, talkBack: TalkBackWords.ukrainian)
}

extension SpeechStrings.VoiceOverWords {
    /// Ukrainian VoiceOver words.
    static let ukrainian: Self = {
        var words = Self()
        words.language = "uk"
        words.markFallbacks(
            \.selected, \.dimmed, \.button, \.backButton, \.switchButton, \.on, \.off, \.mixed, \.tab, \.textField,
            \.secureTextField, \.isEditing, \.heading, \.link, \.adjustable, \.image, \.searchField, \.position,
            \.listStart, \.listEnd, \.landmark, \.landmarkEnd, \.adjustableHint, \.switchHint, \.textEntryHint,
            \.actionsAvailable, \.editingHint, \.textAreaHint, \.backDescriptor, \.row, \.column, \.rotorHeadings,
            \.rotorLinks, \.actionsHint, \.tabBarEntry, \.rotorAdjustValue, \.rotorActions, \.rotorContainers)
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Ukrainian TalkBack words.
    static let ukrainian: Self = {
        var words = Self()
        words.language = "uk"
        words.selected = "вибрано"
        words.disabled = "вимкнено"
        words.checked = "позначено"
        words.notChecked = "не вибрано"
        words.on = "увімкнено"
        words.off = "вимкнено"
        words.percent = "{1}%"
        words.unlabelled = "Без мітки"
        words.password = "пароль"
        words.heading = "Заголовок"
        words.rowHeading = "Заголовок рядка"
        words.columnHeading = "Заголовок стовпця"
        words.rowIndex = "Рядок {1}"
        words.columnIndex = "Стовпець {1}"
        words.page = "Сторінка"
        words.listPosition = "{1} з {2}"
        words.level = "Рівень {1}"
        words.inList = "У списку"
        words.inListNamed = "У списку \"{1}\""
        words.outOfList = "Не в списку"
        words.outOfListNamed = "Не в списку \"{1}\""
        words.inGrid = "У сітці"
        words.inGridNamed = "У сітці \"{1}\""
        words.outOfGrid = "Не в сітці"
        words.outOfGridNamed = "Не в сітці \"{1}\""
        words.inPager = "У перегляді сторінок"
        words.inPagerNamed = "У перегляді сторінок \"{1}\""
        words.outOfPager = "Поза переглядом сторінок"
        words.outOfPagerNamed = "Поза переглядом сторінок \"{1}\""
        words.inHorizontalPager = "У горизонтальному перегляді сторінок"
        words.inHorizontalPagerNamed = "У горизонтальному перегляді сторінок \"{1}\""
        words.outOfHorizontalPager = "Поза горизонтальним переглядом сторінок"
        words.inVerticalPager = "У вертикальному перегляді сторінок"
        words.inVerticalPagerNamed = "У вертикальному перегляді сторінок \"{1}\""
        words.outOfVerticalPager = "Поза вертикальним переглядом сторінок"
        words.outOfVerticalPagerNamed = "Поза вертикальним переглядом сторінок \"{1}\""
        words.inGridPager = "У перегляді сторінок у сітці"
        words.inGridPagerNamed = "У перегляді сторінок \"{1}\" у сітці"
        words.outOfGridPager = "Поза переглядом сторінок у сітці"
        words.outOfGridPagerNamed = "Поза переглядом сторінок \"{1}\" у сітці"
        words.inRoleDescription = "У ролі \"{1}\""
        words.inRoleDescriptionNamed = "У ролі \"{1}\" у колекції \"{2}\""
        words.outOfRoleDescription = "Не в ролі \"{1}\""
        words.outOfRoleDescriptionNamed = "Не в ролі \"{1}\" у колекції \"{2}\""
        words.pagePosition = "Сторінка {1} з {2}"
        words.showingItems = "Показано елементи {1} – {2} з {3}."
        words.showingItem = "Показано елемент {1} з {2}."
        words.repeatedSymbol = "{2}﻿: {1}"
        words.toggleHint = "Двічі торкніться, щоб поставити чи зняти прапорець"
        words.activateHint = "Двічі торкніться, щоб активувати"
        words.selectHint = "Двічі торкніться, щоб вибрати"
        words.longPressHint = "Двічі торкніться і утримуйте"
        words.changeHint = "Двічі торкніться, щоб змінити"
        words.editTextHint = "Двічі торкніться, щоб редагувати текст"
        words.clickLabelHint = "Двічі торкніться, щоб {1}"
        words.adjustHint =
            "Щоб змінити, виконайте один із таких жестів: \"Провести пальцем угору\" або \"Провести пальцем униз\""
        words.titledPagePosition = "{1}, {2} з {3}"
        words.itemCount = PluralTemplates(
            one: "{1} елемент", few: "{1} елементи", many: "{1} елементів", other: "{1} елемента")
        words.rowCount = PluralTemplates(
            one: "{1} рядок", few: "{1} рядки", many: "{1} рядків", other: "{1} рядка")
        words.columnCount = PluralTemplates(
            one: "{1} стовпець", few: "{1} стовпці", many: "{1} стовпців", other: "{1} стовпця")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} символ", few: "{1} символи", many: "{1} символів", other: "{1} символу")
        words.roles = [
            .button: "Кнопка",
            .imageButton: "Кнопка",
            .checkBox: "Прапорець",
            .dropDownList: "Спадний список",
            .editText: "Вікно редагування",
            .grid: "Сітка",
            .image: "Зображення",
            .list: "Список",
            .pager: "Перегляд кількох сторінок",
            .progressBar: "Панель перебігу",
            .radioButton: "Перемикач",
            .seekControl: "Повзунок",
            .`switch`: "Перемикач",
            .toggleButton: "Перемикач",
            .tabBar: "Панель вкладок",
            .webView: "Веб-показ",
        ]
        words.symbols = [
            "&": "Амперсанд",
            "<": "Знак \"менше ніж\"",
            ">": "Знак \"більше ніж\"",
            "'": "Апостроф",
            "*": "Зірочка",
            "@": "Равлик",
            "\\": "Обернена скісна риска",
            "\u{2022}": "Маркер",
            "^": "Символ вставки",
            "\u{A2}": "Знак цента",
            ":": "Двокрапка",
            ",": "Кома",
            "\u{A9}": "Авторське право",
            "{": "Ліва фігурна дужка",
            "}": "Права фігурна дужка",
            "\u{B0}": "Знак градуса",
            "\u{F7}": "Знак ділення",
            "\u{2026}": "Три крапки",
            "\u{2014}": "Довге тире",
            "\u{2013}": "Коротке тире",
            "!": "Знак оклику",
            "`": "Гравіс",
            "-": "Тире",
            "\u{201E}": "Нижні подвійні лапки",
            "\u{D7}": "Знак множення",
            "\u{A}": "Новий рядок",
            "\u{B6}": "Знак абзацу",
            "(": "Ліва дужка",
            ")": "Права дужка",
            "%": "Відсоток",
            ".": "Крапка",
            "\u{3C0}": "Пі",
            "#": "Решітка",
            "$": "Знак долара",
            "\u{20AC}": "Євро",
            "\u{A3}": "Знак фунта",
            "\u{A5}": "Японська єна",
            "\u{20B1}": "Знак песо",
            "\u{20B9}": "Рупія",
            "\u{20AB}": "Знак в’єтнамського донга",
            "\u{A4}": "Знак валюти",
            "?": "Знак питання",
            "\"": "Лапки",
            "\u{AE}": "Зареєстрована торговельна марка",
            ";": "Крапка з комою",
            "/": "Скісна риска",
            " ": "Пробіл",
            "\u{A0}": "Пробіл",
            "[": "Ліва квадратна дужка",
            "]": "Права квадратна дужка",
            "\u{221A}": "Квадратний корінь",
            "\u{2122}": "Торговельна марка",
            "_": "Символ підкреслення",
            "|": "Вертикальна лінія",
            "\u{AC}": "Знак м’якого переносу",
            "\u{A6}": "Розірвана вертикальна лінія",
            "\u{B5}": "Знак мікро",
            "\u{2248}": "Майже дорівнює",
            "\u{2260}": "Не дорівнює",
            "\u{A7}": "Знак параграфа",
            "\u{2191}": "Стрілка вгору",
            "\u{2190}": "Стрілка вліво",
            "\u{2192}": "Стрілка вправо",
            "\u{2193}": "Стрілка вниз",
            "\u{2665}": "Чорне серце",
            "~": "Тильда",
            "=": "Знак рівності",
            "\u{FFE6}": "Знак вони (валюта)",
            "\u{20A9}": "Знак південнокорейської вони",
            "\u{203B}": "Знак виноски",
            "\u{2606}": "Біла зірка",
            "\u{2605}": "Чорна зірка",
            "\u{2661}": "Біла чирва",
            "\u{25CB}": "Біле коло",
            "\u{25CF}": "Чорне коло",
            "\u{2299}": "Символ сонця",
            "\u{25CE}": "Бичаче око",
            "\u{2667}": "Біла трефа",
            "\u{2664}": "Біла піка",
            "\u{261C}": "Білий вказівний палець, направлений ліворуч",
            "\u{261E}": "Білий вказівний палець, направлений праворуч",
            "\u{25D0}": "Коло з чорною лівою половиною",
            "\u{25D1}": "Коло з чорною правою половиною",
            "\u{25A1}": "Білий квадрат",
            "\u{25A0}": "Чорний квадрат",
            "\u{25B3}": "Білий трикутник, направлений угору",
            "\u{25BD}": "Білий трикутник, направлений униз",
            "\u{25C1}": "Білий трикутник, направлений ліворуч",
            "\u{25B7}": "Білий трикутник, направлений праворуч",
            "\u{25C7}": "Біла бубна",
            "\u{2669}": "Четвертна нота",
            "\u{266A}": "Восьма нота",
            "\u{266C}": "З’єднані шістнадцяті ноти",
            "\u{2640}": "Символ жіночої статі",
            "\u{2642}": "Символ чоловічої статі",
            "\u{3010}": "Ліва чорна дужка півмісяцем",
            "\u{3011}": "Права чорна дужка півмісяцем",
            "\u{300C}": "Ліва кутова дужка",
            "\u{300D}": "Права кутова дужка",
            "\u{B1}": "Знак плюс/мінус",
            "\u{2113}": "Літр",
            "\u{2103}": "Градус Цельсія",
            "\u{2109}": "Градус Фаренгейта",
            "\u{2252}": "Приблизно дорівнює",
            "\u{222B}": "Інтеграл",
            "\u{27E8}": "Математична ліва кутова дужка",
            "\u{27E9}": "Математична права кутова дужка",
            "\u{3012}": "Поштовий знак",
            "\u{25B2}": "Чорний трикутник, спрямований угору",
            "\u{25BC}": "Чорний трикутник, спрямований униз",
            "\u{2666}": "Чорний ромб",
            "\u{25C6}": "Чорний ромб",
            "\u{FF65}": "Інтерпункт катакани половинної ширини",
            "\u{25AA}": "Маленький чорний квадрат",
            "\u{300A}": "Ліва подвійна кутова дужка",
            "\u{300B}": "Права подвійна кутова дужка",
            "\u{A1}": "Перевернутий знак оклику",
            "\u{BF}": "Перевернутий знак питання",
            "\u{FF0C}": "Кома повної ширини",
            "\u{FF01}": "Знак оклику повної ширини",
            "\u{3002}": "Ідеографічна крапка",
            "\u{FF1F}": "Знак питання повної ширини",
            "\u{B7}": "Інтерпункт",
            "\u{201D}": "Праві подвійні лапки",
            "\u{3001}": "Ідеографічна кома",
            "\u{FF1A}": "Двокрапка повної ширини",
            "\u{FF1B}": "Крапка з комою повної ширини",
            "\u{FF06}": "Амперсанд повної ширини",
            "\u{FF3E}": "Циркумфлекс повної ширини",
            "\u{FF5E}": "Тильда повної ширини",
            "\u{201C}": "Ліві подвійні лапки",
            "\u{FF08}": "Ліва дужка повної ширини",
            "\u{FF09}": "Права дужка повної ширини",
            "\u{FF0A}": "Зірочка повної ширини",
            "\u{FF3F}": "Символ підкреслення повної ширини",
            "\u{2019}": "Праві одинарні лапки",
            "\u{FF5B}": "Ліва фігурна дужка повної ширини",
            "\u{FF5D}": "Права фігурна дужка повної ширини",
            "\u{FF1C}": "Знак \"менше\" повної ширини",
            "\u{FF1E}": "Знак \"більше\" повної ширини",
            "\u{2018}": "Ліві одинарні лапки",
            "\u{64E}": "ف\u{64E}ت\u{652}ح\u{64E}ة",
            "\u{650}": "ك\u{64E}س\u{652}ر\u{64E}ة",
            "\u{64F}": "ض\u{64E}م\u{64E}\u{651}ة",
            "\u{64B}": "فتح\u{64E}ة تنوين",
            "\u{64D}": "ك\u{64E}س\u{652}ر\u{64E}ة ت\u{64E}ن\u{652}و\u{650}ين",
            "\u{64C}": "ض\u{64E}م\u{64E}\u{651}ة ت\u{64E}ن\u{652}و\u{650}ين",
            "\u{651}": "ش\u{64E}د\u{651}ة\u{200E}",
            "\u{652}": "س\u{64F}ك\u{64F}ون\u{652}",
        ]
        return words
    }()
}
