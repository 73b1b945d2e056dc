// The built-in tables other than English. Platform words are facts from the platforms' own string
// tables, cited per word in docs/localization.md: TalkBack's
// (google/talkback@26a27dc `talkback/src/main/res/values-<locale>/strings_compositor.xml`
// `value_button`, `value_disabled`, `list_index_template`; `.../values-<locale>/strings.xml`
// `display_name_link`; `utils/src/main/res/values-<locale>/strings.xml`
// `template_viewpager_index_count`) and VoiceOver's for German and Russian
// (cashapp/AccessibilitySnapshot@5b03db8 `Sources/AccessibilitySnapshot/Parser/Swift/Assets/
// {de,ru}.lproj/Localizable.strings` `trait.button.description`, `trait.link.description`,
// `trait.not_enabled.description`, `context.series.description_format`). Letters are CLDR's index
// characters (`exemplarCharacters type="index"`). Every other word is the project's own translation.

extension CarouselStrings {
    /// German.
    public static let german = CarouselStrings(
        language: "de", carousel: "Karussell", button: "Taste", link: "Hyperlink", dimmed: "Grau dargestellt",
        disabled: "deaktiviert", position: "%1$d von %2$d", showingSlide: "Folie %1$d von %2$d wird angezeigt",
        showingSlideNumber: "Folie %d wird angezeigt", page: "Seite %1$d von %2$d", nextCard: "Nächste Karte",
        previousCard: "Vorherige Karte", cardsRotor: "Karten", pause: "Pausieren", play: "Abspielen",
        noItems: "Keine Elemente", changeSlidesHint: "Zum Wechseln der Folie nach oben oder unten wischen",
        twoFingerSwipeHint: "Zum Wechseln der Folie mit zwei Fingern nach rechts wischen",
        valueOfTotal: "%1$@ von %2$@",
        units: [
            "star": PluralForms(one: "%d Stern", other: "%d Sterne"),
            "slide": PluralForms(one: "%d Folie", other: "%d Folien"),
        ],
        androidButton: "Schaltfläche", androidLink: "Link", letters: latinLetters, layoutDirection: .leftToRight)

    /// French.
    public static let french = CarouselStrings(
        language: "fr", carousel: "Carrousel", button: "Bouton", link: "Lien", dimmed: "Désactivé",
        disabled: "désactivé", position: "%1$d sur %2$d", showingSlide: "Diapositive %1$d sur %2$d affichée",
        showingSlideNumber: "diapositive %d affichée", page: "Page %1$d sur %2$d", nextCard: "Carte suivante",
        previousCard: "Carte précédente", cardsRotor: "Cartes", pause: "Pause", play: "Lecture",
        noItems: "Aucun élément", changeSlidesHint: "Balayez vers le haut ou le bas pour changer de diapositive",
        twoFingerSwipeHint: "Balayez vers la droite avec deux doigts pour changer de diapositive",
        valueOfTotal: "%1$@ sur %2$@",
        units: [
            "star": PluralForms(one: "%d étoile", few: nil, many: "%d d’étoiles", other: "%d étoiles"),
            "slide": PluralForms(
                one: "%d diapositive", few: nil, many: "%d de diapositives", other: "%d diapositives"),
        ],
        androidButton: "Bouton", androidLink: "Lien", letters: latinLetters, layoutDirection: .leftToRight)

    /// Spanish.
    public static let spanish = CarouselStrings(
        language: "es", carousel: "Carrusel", button: "Botón", link: "Enlace", dimmed: "Inhabilitado",
        disabled: "inhabilitado", position: "%1$d de %2$d", showingSlide: "Mostrando diapositiva %1$d de %2$d",
        showingSlideNumber: "mostrando diapositiva %d", page: "Página %1$d de %2$d",
        nextCard: "Tarjeta siguiente", previousCard: "Tarjeta anterior", cardsRotor: "Tarjetas",
        pause: "Pausar", play: "Reproducir", noItems: "No hay elementos",
        changeSlidesHint: "Desliza hacia arriba o hacia abajo para cambiar de diapositiva",
        twoFingerSwipeHint: "Desliza dos dedos hacia la derecha para cambiar de diapositiva",
        valueOfTotal: "%1$@ de %2$@",
        units: [
            "star": PluralForms(one: "%d estrella", few: nil, many: "%d de estrellas", other: "%d estrellas"),
            "slide": PluralForms(
                one: "%d diapositiva", few: nil, many: "%d de diapositivas", other: "%d diapositivas"),
        ],
        androidButton: "Botón", androidLink: "Enlace",
        letters: "ABCDEFGHIJKLMNÑOPQRSTUVWXYZ".map(String.init), layoutDirection: .leftToRight)

    /// Italian.
    public static let italian = CarouselStrings(
        language: "it", carousel: "Carosello", button: "Pulsante", link: "Link", dimmed: "Disattivato",
        disabled: "disattivato", position: "%1$d di %2$d", showingSlide: "Diapositiva %1$d di %2$d visualizzata",
        showingSlideNumber: "diapositiva %d visualizzata", page: "Pagina %1$d di %2$d",
        nextCard: "Scheda successiva", previousCard: "Scheda precedente", cardsRotor: "Schede",
        pause: "Metti in pausa", play: "Riproduci", noItems: "Nessun elemento",
        changeSlidesHint: "Scorri verso l'alto o verso il basso per cambiare diapositiva",
        twoFingerSwipeHint: "Scorri verso destra con due dita per cambiare diapositiva",
        valueOfTotal: "%1$@ di %2$@",
        units: [
            "star": PluralForms(one: "%d stella", few: nil, many: "%d di stelle", other: "%d stelle"),
            "slide": PluralForms(one: "%d diapositiva", few: nil, many: "%d di diapositive", other: "%d diapositive"),
        ],
        androidButton: "Pulsante", androidLink: "Link", letters: latinLetters, layoutDirection: .leftToRight)

    /// Brazilian Portuguese.
    public static let brazilianPortuguese = CarouselStrings(
        language: "pt-BR", carousel: "Carrossel", button: "Botão", link: "Link", dimmed: "Desativado",
        disabled: "desativado", position: "%1$d de %2$d", showingSlide: "Mostrando slide %1$d de %2$d",
        showingSlideNumber: "mostrando slide %d", page: "Página %1$d de %2$d", nextCard: "Próximo card",
        previousCard: "Card anterior", cardsRotor: "Cards", pause: "Pausar", play: "Reproduzir",
        noItems: "Nenhum item", changeSlidesHint: "Deslize para cima ou para baixo para trocar de slide",
        twoFingerSwipeHint: "Deslize para a direita com dois dedos para trocar de slide",
        valueOfTotal: "%1$@ de %2$@",
        units: [
            "star": PluralForms(one: "%d estrela", few: nil, many: "%d de estrelas", other: "%d estrelas"),
            "slide": PluralForms(one: "%d slide", few: nil, many: "%d de slides", other: "%d slides"),
        ],
        androidButton: "Botão", androidLink: "Link", letters: latinLetters, layoutDirection: .leftToRight)

    /// Japanese (no plural forms: every count is CLDR's `other`).
    public static let japanese = CarouselStrings(
        language: "ja", carousel: "カルーセル", button: "ボタン", link: "リンク", dimmed: "無効", disabled: "無効",
        position: "%2$d件中の%1$d件目です", showingSlide: "%2$d枚中%1$d枚目のスライドを表示中",
        showingSlideNumber: "%d枚目のスライドを表示中", page: "%2$d ページ中 %1$d ページ目です",
        nextCard: "次のカード", previousCard: "前のカード", cardsRotor: "カード", pause: "一時停止", play: "再生",
        noItems: "項目がありません", changeSlidesHint: "スライドを切り替えるには上または下にスワイプします",
        twoFingerSwipeHint: "スライドを切り替えるには2本の指で右にスワイプします", valueOfTotal: "%2$@中%1$@",
        units: [
            "star": PluralForms(one: "星%d個", other: "星%d個"),
            "slide": PluralForms(one: "スライド%d枚", other: "スライド%d枚"),
        ],
        androidButton: "ボタン", androidLink: "リンク", letters: "あかさたなはまやらわ".map(String.init),
        layoutDirection: .leftToRight)

    /// Simplified Chinese (no plural forms).
    public static let simplifiedChinese = CarouselStrings(
        language: "zh-Hans", carousel: "轮播", button: "按钮", link: "链接", dimmed: "已停用", disabled: "已停用",
        position: "第 %1$d 个，共 %2$d 个", showingSlide: "正在显示第 %1$d 张幻灯片，共 %2$d 张",
        showingSlideNumber: "正在显示第 %d 张幻灯片", page: "第 %1$d 页，共 %2$d 页", nextCard: "下一张卡片",
        previousCard: "上一张卡片", cardsRotor: "卡片", pause: "暂停", play: "播放", noItems: "没有项目",
        changeSlidesHint: "向上或向下滑动可切换幻灯片", twoFingerSwipeHint: "用双指向右滑动可切换幻灯片",
        valueOfTotal: "%1$@，共 %2$@",
        units: [
            "star": PluralForms(one: "%d 颗星", other: "%d 颗星"),
            "slide": PluralForms(one: "%d 张幻灯片", other: "%d 张幻灯片"),
        ],
        androidButton: "按钮", androidLink: "链接", letters: latinLetters, layoutDirection: .leftToRight)

    /// Korean (no plural forms).
    public static let korean = CarouselStrings(
        language: "ko", carousel: "캐러셀", button: "버튼", link: "링크", dimmed: "사용할 수 없음",
        disabled: "사용할 수 없음", position: "%2$d개 중 %1$d번째", showingSlide: "슬라이드 %2$d개 중 %1$d번째 표시 중",
        showingSlideNumber: "%d번째 슬라이드 표시 중", page: "총 %2$d페이지 중 %1$d페이지", nextCard: "다음 카드",
        previousCard: "이전 카드", cardsRotor: "카드", pause: "일시중지", play: "재생", noItems: "항목 없음",
        changeSlidesHint: "슬라이드를 변경하려면 위나 아래로 스와이프하세요",
        twoFingerSwipeHint: "슬라이드를 변경하려면 두 손가락으로 오른쪽으로 스와이프하세요", valueOfTotal: "%2$@ 중 %1$@",
        units: [
            "star": PluralForms(one: "별 %d개", other: "별 %d개"),
            "slide": PluralForms(one: "슬라이드 %d개", other: "슬라이드 %d개"),
        ],
        androidButton: "버튼", androidLink: "링크", letters: "ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎ".map(String.init),
        layoutDirection: .leftToRight)

    /// Arabic (right to left; six plural categories).
    public static let arabic = CarouselStrings(
        language: "ar", carousel: "عرض دوّار", button: "زر", link: "رابط", dimmed: "غير مفعّل",
        disabled: "غير مفعّل", position: "%1$d من %2$d", showingSlide: "عرض الشريحة %1$d من %2$d",
        showingSlideNumber: "عرض الشريحة %d", page: "صفحة %1$d من %2$d", nextCard: "البطاقة التالية",
        previousCard: "البطاقة السابقة", cardsRotor: "البطاقات", pause: "إيقاف مؤقت", play: "تشغيل",
        noItems: "لا توجد عناصر", changeSlidesHint: "مرِّر سريعًا لأعلى أو لأسفل لتغيير الشرائح",
        twoFingerSwipeHint: "مرِّر سريعًا لليسار بإصبعين لتغيير الشرائح", valueOfTotal: "%1$@ من %2$@",
        units: [
            "star": PluralForms(
                zero: "%d نجمة", one: "نجمة واحدة", two: "نجمتان", few: "%d نجوم", many: "%d نجمة", other: "%d نجمة"),
            "slide": PluralForms(
                zero: "%d شريحة", one: "شريحة واحدة", two: "شريحتان", few: "%d شرائح", many: "%d شريحة",
                other: "%d شريحة"),
        ],
        androidButton: "زر", androidLink: "رابط", letters: "ابتثجحخدذرزسشصضطظعغفقكلمنهوي".map(String.init),
        layoutDirection: .rightToLeft)

    /// Hebrew (right to left; one, two and other).
    public static let hebrew = CarouselStrings(
        language: "he", carousel: "קרוסלה", button: "לחצן", link: "קישור", dimmed: "מושבת", disabled: "מושבת",
        position: "%1$d מתוך %2$d", showingSlide: "מוצגת שקופית %1$d מתוך %2$d", showingSlideNumber: "מוצגת שקופית %d",
        page: "עמוד %1$d מתוך %2$d", nextCard: "הכרטיס הבא", previousCard: "הכרטיס הקודם", cardsRotor: "כרטיסים",
        pause: "השהיה", play: "הפעלה", noItems: "אין פריטים",
        changeSlidesHint: "יש להחליק למעלה או למטה כדי להחליף שקופית",
        twoFingerSwipeHint: "יש להחליק שמאלה עם שתי אצבעות כדי להחליף שקופית", valueOfTotal: "%1$@ מתוך %2$@",
        units: [
            "star": PluralForms(one: "כוכב אחד", two: "שני כוכבים", few: nil, many: nil, other: "%d כוכבים"),
            "slide": PluralForms(one: "שקופית אחת", two: "שתי שקופיות", few: nil, many: nil, other: "%d שקופיות"),
        ],
        androidButton: "לחצן", androidLink: "קישור", letters: "אבגדהוזחטיכלמנסעפצקרשת".map(String.init),
        layoutDirection: .rightToLeft)

    /// Russian (one, few, many and other for fractions).
    public static let russian = CarouselStrings(
        language: "ru", carousel: "Карусель", button: "Кнопка", link: "Ссылка", dimmed: "Недоступно",
        disabled: "отключено", position: "%1$d из %2$d", showingSlide: "Показан слайд %1$d из %2$d",
        showingSlideNumber: "показан слайд %d", page: "Страница %1$d из %2$d", nextCard: "Следующая карточка",
        previousCard: "Предыдущая карточка", cardsRotor: "Карточки", pause: "Пауза", play: "Воспроизвести",
        noItems: "Нет элементов", changeSlidesHint: "Смахните вверх или вниз, чтобы сменить слайд",
        twoFingerSwipeHint: "Смахните вправо двумя пальцами, чтобы сменить слайд", valueOfTotal: "%1$@ из %2$@",
        units: [
            "star": PluralForms(one: "%d звезда", few: "%d звезды", many: "%d звёзд", other: "%d звезды"),
            "slide": PluralForms(one: "%d слайд", few: "%d слайда", many: "%d слайдов", other: "%d слайда"),
        ],
        androidButton: "Кнопка", androidLink: "Ссылка", letters: "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЫЭЮЯ".map(String.init),
        layoutDirection: .leftToRight)

    /// Polish (one, few, many and other for fractions).
    public static let polish = CarouselStrings(
        language: "pl", carousel: "Karuzela", button: "Przycisk", link: "Link", dimmed: "Wyłączono",
        disabled: "wyłączono", position: "%1$d/%2$d", showingSlide: "Wyświetlany slajd %1$d z %2$d",
        showingSlideNumber: "wyświetlany slajd %d", page: "Strona %1$d z %2$d", nextCard: "Następna karta",
        previousCard: "Poprzednia karta", cardsRotor: "Karty", pause: "Wstrzymaj", play: "Odtwórz",
        noItems: "Brak elementów", changeSlidesHint: "Przesuń w górę lub w dół, aby zmienić slajd",
        twoFingerSwipeHint: "Przesuń dwoma palcami w prawo, aby zmienić slajd", valueOfTotal: "%1$@ z %2$@",
        units: [
            "star": PluralForms(one: "%d gwiazdka", few: "%d gwiazdki", many: "%d gwiazdek", other: "%d gwiazdki"),
            "slide": PluralForms(one: "%d slajd", few: "%d slajdy", many: "%d slajdów", other: "%d slajdu"),
        ],
        androidButton: "Przycisk", androidLink: "Link",
        letters: ["A", "B", "C", "Ć", "D", "E", "F", "G", "H", "I", "J", "K", "L", "Ł", "M", "N", "O", "Ó", "P", "Q"]
            + ["R", "S", "Ś", "T", "U", "V", "W", "X", "Y", "Z", "Ź", "Ż"],
        layoutDirection: .leftToRight)
}
