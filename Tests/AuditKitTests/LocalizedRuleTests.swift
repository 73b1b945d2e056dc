import AccessibilityTree
import Testing

@testable import AuditKit

/// Each word-matching rule in another language: what the language's words find, and what
/// English words alone would have missed or falsely reported (the negative case of each test).
///
/// The words are the tables' (every word's source is in docs/localization.md); the ones these
/// tests rely on, at google/talkback@26a27dc and cashapp/AccessibilitySnapshot@5b03db8:
/// - "Seite %1$d von %2$d": utils/src/main/res/values-de/strings.xml:32
///   (template_viewpager_index_count); "%1$d von %2$d": talkback/.../values-de/strings_compositor.xml:107
///   (list_index_template); "%1$d من %2$d": values-ar/strings_compositor.xml:111;
/// - "Taste": AccessibilitySnapshot de.lproj/Localizable.strings:11 (trait.button.description);
///   "Schaltfläche", "ボタン", "按钮": values-{de,ja,zh-rCN}/strings_compositor.xml:46 (value_button);
/// - "Karussell", "カルーセル", the Hebrew carousel word, and the pause verbs ("anhalten") are this
///   package's own words (CarouselStrings and AuditorWords), marked as such in the docs.
@Suite struct LocalizedRuleTests {
    static func screen(_ language: String, _ elements: [AccessibilityElement]) -> AccessibilityScreen {
        var screen = ExampleScreens.iOS(elements)
        screen.language = language
        return screen
    }

    static func android(_ language: String, _ elements: [AccessibilityElement]) -> AccessibilityScreen {
        var screen = ExampleScreens.android(elements)
        screen.language = language
        return screen
    }

    static func check(_ rule: some AuditRule, _ screen: AccessibilityScreen, language: String? = nil) -> [Finding] {
        rule.check(AuditContext(screen: screen, language: language))
    }

    // MARK: Position templates

    @Test func positionTemplatesFollowTheLanguagesWordOrderAndDigits() throws {
        let german = try #require(PositionTemplate("{1} von {2}", source: "test"))
        #expect(german.firstMatch(in: "Seite 2 von 8")?.position == 2)
        #expect(german.firstMatch(in: "Seite 2 von 8")?.total == 8)
        // Japanese puts the total first: "{2}件中の{1}件目です"; the trailing words may be missing.
        let japanese = try #require(PositionTemplate("{2}件中の{1}件目です", source: "test"))
        let match = try #require(japanese.firstMatch(in: "ニュース、10件中の3件目"))
        #expect((match.position, match.total) == (3, 10))
        // Chinese: the comma between the parts may be a space, full-width digits are digits.
        let chinese = try #require(PositionTemplate("第 {1} 页，共 {2} 页", source: "test"))
        #expect(chinese.firstMatch(in: "第２页 共８页").map { ($0.position, $0.total) } ?? (0, 0) == (2, 8))
        // Arabic-Indic and Persian digits, and the bidi marks apps put around numbers.
        let arabic = try #require(PositionTemplate("{1} من {2}", source: "test"))
        #expect(arabic.firstMatch(in: "رحلة، \u{200F}٣ من ١٢").map { ($0.position, $0.total) } ?? (0, 0) == (3, 12))
        #expect(arabic.firstMatch(in: "۲ من ۵").map { ($0.position, $0.total) } ?? (0, 0) == (2, 5))
        // A template of numbers and marks alone refuses a date.
        let slash = try #require(PositionTemplate("{1}/{2}", source: "test"))
        #expect(slash.firstMatch(in: "Zdjęcie 2/8")?.total == 8)
        #expect(slash.firstMatch(in: "2024/1/8") == nil)
        // A template without exactly two numbers is not a position.
        #expect(PositionTemplate("Row {1}", source: "test") == nil)
    }

    // MARK: carousel-position

    /// German cards saying "Seite 2 von 8" state their position; English words did not see it.
    @Test func carouselPositionReadsGermanPositions() {
        let cards = ["Angebote, Seite 1 von 3", "Neuheiten, Seite 2 von 3", "Reisen, Seite 3 von 3"]
        let screen = Self.screen("de", [ExampleScreens.iOSCollection(label: "Angebote, Karussell", cardLabels: cards)])
        #expect(Self.check(CarouselPositionRule(), screen).isEmpty)
        #expect(Self.check(CarouselPositionRule(), screen, language: "en").count == 1)
    }

    /// Arabic cards with Arabic-Indic digits.
    @Test func carouselPositionReadsArabicIndicDigits() {
        let cards = ["عروض، ١ من ٣", "جديد، ٢ من ٣", "سفر، ٣ من ٣"]
        let screen = Self.screen("ar", [ExampleScreens.iOSCollection(label: "عروض، عرض دوّار", cardLabels: cards)])
        #expect(Self.check(CarouselPositionRule(), screen).isEmpty)
        #expect(Self.check(CarouselPositionRule(), screen, language: "en").count == 1)
    }

    /// English words inside a Dutch label are not a position: "1 of 2" means "1 or 2" there, but
    /// the auditor accepts English positions everywhere (an untranslated "2 of 5" is still heard);
    /// Dutch has speech words but no component table, so its own form "1 van 3" is recognised too.
    @Test func dutchPositionsComeFromTheReadersTable() {
        let cards = ["Aanbod, 1 van 3", "Nieuw, 2 van 3", "Reizen, 3 van 3"]
        let screen = Self.screen("nl", [ExampleScreens.iOSCollection(label: "Aanbod, Carousel", cardLabels: cards)])
        #expect(Self.check(CarouselPositionRule(), screen).isEmpty)
        let context = AuditContext(screen: screen)
        #expect(context.vocabulary.fallbacks.contains { $0.contains("CarouselKit has no component words for \"nl\"") })
    }

    // MARK: carousel-item-count

    /// "٥ من ٣" (5 of 3) is a position past its total; English words did not read it. A date
    /// written with the symbolic Polish form ("25/12") is not taken for one.
    @Test func carouselItemCountReadsLocalizedPositions() {
        let arabic = Self.screen(
            "ar", [ExampleScreens.iOSCollection(label: "عروض، عرض دوّار", cardLabels: ["عروض، ٥ من ٣", "جديد، ٦ من ٣"])])
        #expect(Self.check(CarouselItemCountRule(), arabic).count == 1)
        #expect(Self.check(CarouselItemCountRule(), arabic, language: "en").isEmpty)
        let polish = Self.screen(
            "pl",
            [ExampleScreens.iOSCollection(label: "Wydarzenia, Karuzela", cardLabels: ["Koncert 25/12", "Bal 31/12"])])
        #expect(Self.check(CarouselItemCountRule(), polish).isEmpty)
    }

    // MARK: carousel-name and the detector

    /// "Angebote, Karussell" names a carousel in German; English words asked to append ", Carousel".
    @Test func carouselNameAcceptsTheLanguagesCarouselWord() throws {
        let screen = Self.screen("de", [ExampleScreens.iOSCollection(label: "Angebote, Karussell")])
        #expect(Self.check(CarouselNameRule(), screen).isEmpty)
        let english = Self.check(CarouselNameRule(), screen, language: "en")
        #expect(english.count == 1)
        // Unnamed, the German fix names the German word.
        let unnamed = Self.check(CarouselNameRule(), Self.screen("de", [ExampleScreens.iOSCollection(label: nil)]))
        #expect(try #require(unnamed.first).message.contains("\", Karussell\""))
    }

    /// This package's adjustable carousel in Japanese ("おすすめ、カルーセル") and an Android container
    /// whose roleDescription is the Hebrew carousel word are found as declared carousels.
    @Test func theDetectorFindsDeclaredCarouselsInTheLanguage() {
        let japanese = Self.screen(
            "ja", [ExampleScreens.adjustableCarousel(label: "おすすめ、カルーセル", value: "ニュース、ボタン、4件中の1件目です")])
        let found = AuditContext(screen: japanese).carousels
        #expect(found.map(\.reason) == [.adjustableCarousel])
        #expect(AuditContext(screen: japanese, language: "en").carousels.isEmpty)
        var pager = ExampleScreens.androidRecycler(label: "כתבות")
        pager.roleDescription = "קרוסלה"
        let hebrew = Self.android("he", [pager])
        #expect(AuditContext(screen: hebrew).carousels.map(\.reason) == [.carouselRoleDescription])
        #expect(Self.check(CarouselNameRule(), hebrew).isEmpty)
    }

    /// A page indicator drawn as one small element saying "Seite 2 von 3" is page dots, and the
    /// pager it belongs to is found through it; English words saw neither.
    @Test func theDetectorReadsPageIndicatorsInTheLanguage() {
        let pager = AccessibilityElement(
            id: "pager", className: "android.view.View",
            frame: ScreenRect(left: 40, top: 400, right: 1040, bottom: 900),
            children: [
                AccessibilityElement(
                    id: "page", label: "Sommerreisen", className: "android.view.View",
                    frame: ScreenRect(left: 40, top: 400, right: 1040, bottom: 900), isClickable: true)
            ])
        let dots = AccessibilityElement(
            id: "dots", label: "Seite 2 von 3", className: "android.view.View",
            frame: ScreenRect(left: 480, top: 910, right: 600, bottom: 930))
        let root = AccessibilityElement(
            id: "root", className: "android.widget.FrameLayout",
            frame: ScreenRect(left: 0, top: 0, right: 1080, bottom: 2340),
            children: [pager, dots])
        let screen = Self.android("de", [root])
        let german = AuditContext(screen: screen).containers
        #expect(german.first { $0.container == "dots" }?.category == .pageDots)
        #expect(
            german.first { $0.container == "pager" }?.evidence.first?.contains("saying \"Seite 2 von 3\"") == true,
            "\(german)")
        let english = AuditContext(screen: screen, language: "en").containers
        #expect(english.allSatisfy { $0.container != "pager" && $0.container != "dots" })
    }

    // MARK: carousel-card-role

    /// An adjustable carousel whose value says "Taste" (German for button) announces its cards'
    /// role; English words asked for "button". (Its name keeps the English role word, which every
    /// language accepts, so English words find the carousel too.)
    @Test func carouselCardRoleReadsTheLanguagesButtonWord() {
        let carousel = ExampleScreens.adjustableCarousel(
            label: "Angebote, Carousel", value: "Sommerreisen, Taste, 1 von 4")
        let screen = Self.screen("de", [carousel])
        #expect(Self.check(CarouselCardRoleRule(), screen).isEmpty)
        #expect(Self.check(CarouselCardRoleRule(), screen, language: "en").count == 1)
    }

    // MARK: carousel-autoplay-pause

    /// A rotating carousel with a "Diashow anhalten" (stop the slideshow) button beside it can be
    /// paused; English words ("pause", "stop") saw no pause control. (The carousels keep the
    /// English role word in their names, which every language accepts.)
    @Test func carouselAutoplayPauseReadsTheLanguagesPauseWords() {
        let carousel = ExampleScreens.adjustableCarousel(
            label: "Angebote, Carousel", value: "Sommerreisen, Taste, 1 von 4",
            traits: [.adjustable, .updatesFrequently])
        let stop = AccessibilityElement(
            id: "stop", label: "Diashow anhalten", traits: [.button], className: "XCUIElementTypeButton",
            frame: ScreenRect(x: 300, y: 510, width: 80, height: 44), isAccessibilityElement: true)
        let screen = Self.screen("de", [carousel, stop])
        #expect(Self.check(CarouselAutoplayPauseRule(), screen).isEmpty)
        #expect(Self.check(CarouselAutoplayPauseRule(), screen, language: "en").count == 1)
        // In Chinese the pause word stands inside a word: "暂停轮播" (pause the carousel).
        var chineseStop = stop
        chineseStop.label = "暂停轮播"
        let chinese = Self.screen(
            "zh-Hans",
            [
                ExampleScreens.adjustableCarousel(
                    label: "推荐, Carousel", value: "新闻，按钮，第 1 个，共 4 个", traits: [.adjustable, .updatesFrequently]),
                chineseStop,
            ])
        #expect(Self.check(CarouselAutoplayPauseRule(), chinese).isEmpty)
        #expect(Self.check(CarouselAutoplayPauseRule(), chinese, language: "en").count == 1)
    }

    // MARK: label-contains-role

    /// A German button labelled "Abspielen, Taste" is heard "Abspielen, Taste, Taste"; English words
    /// saw no role word in it.
    @Test func labelContainsRoleFindsTheLanguagesRoleWord() throws {
        let play = AccessibilityElement(
            id: "play", label: "Abspielen, Taste", traits: [.button], className: "XCUIElementTypeButton",
            frame: ScreenRect(x: 20, y: 100, width: 60, height: 60), isAccessibilityElement: true)
        let screen = Self.screen("de", [play])
        let findings = Self.check(LabelContainsRoleRule(), screen)
        #expect(findings.count == 1)
        #expect(try #require(findings.first).message.contains("says \"taste\""))
        #expect(Self.check(LabelContainsRoleRule(), screen, language: "en").isEmpty)
    }

    /// In Japanese the role word is written into the label with no space: "再生ボタン".
    @Test func labelContainsRoleFindsRoleWordsInUnspacedScripts() {
        let play = AccessibilityElement(
            id: "play", label: "再生ボタン", traits: [.button], className: "XCUIElementTypeButton",
            frame: ScreenRect(x: 20, y: 100, width: 60, height: 60), isAccessibilityElement: true)
        #expect(Self.check(LabelContainsRoleRule(), Self.screen("ja", [play])).count == 1)
        // The run of characters must be whole: "ボタン" (button) is not in "ボタニカル" (botanical).
        let text = AccessibilityElement(
            id: "t", label: "ボタニカル", traits: [.button], className: "XCUIElementTypeButton",
            frame: ScreenRect(x: 20, y: 200, width: 60, height: 60), isAccessibilityElement: true)
        #expect(Self.check(LabelContainsRoleRule(), Self.screen("ja", [text])).isEmpty)
    }

    // MARK: tab-role

    /// An iOS row of buttons named `names`, the first selected: a tab strip announced as buttons.
    static func buttonTabRow(_ names: [String]) -> AccessibilityElement {
        AccessibilityElement(
            id: "tabs", className: "XCUIElementTypeOther", frame: ScreenRect(x: 0, y: 100, width: 390, height: 44),
            children: names.enumerated().map { index, name in
                AccessibilityElement(
                    id: ElementID("tab\(index)"), label: name, traits: index == 0 ? [.button, .selected] : [.button],
                    className: "XCUIElementTypeButton",
                    frame: ScreenRect(x: Double(index) * 130, y: 100, width: 130, height: 44),
                    isAccessibilityElement: true)
            })
    }

    /// A hand-built German tab row of buttons: the reader says the German button word, which the
    /// rule recognises as a button (it compared with the English "button" before).
    @Test func tabRoleReadsTheReadersWordsInTheLanguage() {
        let findings = Self.check(
            TabRoleRule(), Self.screen("de", [Self.buttonTabRow(["Start", "Suche", "Mediathek"])]))
        #expect(findings.count == 1)
        #expect(findings.first?.related?.map(\.element.id) == ["tab0", "tab1", "tab2"])
    }

    /// A tab with no name (its only text an icon font's glyph) is called unlabelled in the message,
    /// never by its element id; the related locations say where it is.
    @Test func tabRoleCallsAnUnnamedTabUnlabelled() throws {
        let row = Self.buttonTabRow(["Home", "Search", "\u{E8B6}"])
        let finding = try #require(Self.check(TabRoleRule(), Self.screen("en", [row])).first)
        #expect(finding.message.hasPrefix("3 tabs (\"Home\", \"Search\", unlabelled) switch the view"))
        #expect(!finding.message.contains("tab2"))
    }

    // MARK: label-in-name

    /// A Chinese button named "返回按钮" whose visible text is "返回" contains it; whole-word
    /// matching by spaces reported it.
    @Test func labelInNameMatchesUnspacedScripts() {
        func cell(_ label: String) -> AccessibilityElement {
            AccessibilityElement(
                id: "back", label: label, traits: [.button], className: "XCUIElementTypeCell",
                frame: ScreenRect(x: 20, y: 100, width: 120, height: 44), isAccessibilityElement: true,
                children: [
                    AccessibilityElement(
                        id: "text", label: "返回", traits: [.staticText], className: "XCUIElementTypeStaticText",
                        frame: ScreenRect(x: 30, y: 110, width: 60, height: 24))
                ])
        }
        #expect(Self.check(LabelInNameRule(), Self.screen("zh-Hans", [cell("返回按钮")])).isEmpty)
        // A name that does not hold the visible text is still reported.
        #expect(Self.check(LabelInNameRule(), Self.screen("zh-Hans", [cell("关闭")])).count == 1)
        #expect(TextMatching.containsWord("返回", in: "返回按钮"))
        #expect(!TextMatching.containsWord("play", in: "display"))
    }

    // MARK: Script inference

    /// Related languages sharing a script are told apart by letters only one of them uses.
    @Test func scriptInferenceTellsRelatedLanguagesApart() {
        func inferred(_ labels: [String]) -> String? {
            let elements = labels.enumerated().map { offset, label in
                AccessibilityElement(
                    id: ElementID("t\(offset)"), label: label, traits: [.staticText],
                    className: "XCUIElementTypeStaticText",
                    frame: ScreenRect(x: 20, y: 100 + Double(offset) * 40, width: 300, height: 30),
                    isAccessibilityElement: true)
            }
            return ScriptInference.infer(from: ExampleScreens.iOS(elements))?.language
        }
        // (The example screen's window is labelled "Example": seven Latin letters to outweigh.)
        #expect(inferred(["这个视频", "点击播放", "关于我们"]) == "zh-Hans")
        #expect(inferred(["這個視頻", "點擊播放", "關於我們"]) == "zh-Hant")
        // A CJK compatibility ideograph (U+F96F) is canonically the traditional 說: it counts as
        // one (4 + 2 traditional against 3 simplified; without it, 2 against 3).
        #expect(inferred(["说说说", "\u{F96F}\u{F96F}\u{F96F}\u{F96F}", "視頻", "我我我我我我"]) == "zh-Hant")
        #expect(inferred(["動画を再生", "設定を開く", "ホーム"]) == "ja")
        #expect(inferred(["پخش ویدیو", "تنظیمات کلی"]) == "fa")
        #expect(inferred(["تشغيل الفيديو", "الإعدادات العامة"]) == "ar")
        #expect(inferred(["Відтворити відео", "Налаштування"]) == "uk")
        #expect(inferred(["Воспроизвести видео", "Настройки"]) == "ru")
        // Mostly Latin, or too few letters: nothing is inferred.
        #expect(inferred(["Play video", "Settings", "设置"]) == nil)
        #expect(inferred(["设置"]) == nil)
    }

    // MARK: duplicate-speech

    /// A Chinese title "推荐" read before a button "推荐视频" is read twice (no space marks the word
    /// there, so whole-word matching by spaces missed it); a one-character title "新" before "新闻"
    /// (news, another word) is not taken for a repeat.
    /// Inference looks no Latin letter up as a marker (they count only towards Latin): that is
    /// right only while no marker letter is in a Latin block, checked here for every scalar.
    @Test func noMarkerLetterIsLatin() {
        var latin = 0
        for value in UInt32(0)...0x3FFFF {
            guard let scalar = Unicode.Scalar(value), ScriptInference.Script(scalar) == .latin else { continue }
            latin += 1
            #expect(ScriptInference.Marker(scalar) == nil, "U+\(String(value, radix: 16))")
        }
        #expect(latin == 783)  // U+0041-024F and U+1E00-1EFF
        #expect("ї".unicodeScalars.first.flatMap { ScriptInference.Marker($0) } != nil)  // Ukrainian-only
    }

    @Test func duplicateSpeechFindsTitlesInUnspacedScripts() {
        func screen(title: String, button: String) -> AccessibilityScreen {
            Self.screen(
                "zh-Hans",
                [
                    AccessibilityElement(
                        id: "title", label: title, traits: [.staticText], className: "XCUIElementTypeStaticText",
                        frame: ScreenRect(x: 20, y: 100, width: 200, height: 24), isAccessibilityElement: true),
                    AccessibilityElement(
                        id: "button", label: button, traits: [.button], className: "XCUIElementTypeButton",
                        frame: ScreenRect(x: 20, y: 140, width: 200, height: 44), isAccessibilityElement: true),
                ])
        }
        #expect(Self.check(DuplicateSpeechRule(), screen(title: "推荐", button: "推荐视频")).count == 1)
        #expect(Self.check(DuplicateSpeechRule(), screen(title: "新", button: "新闻")).isEmpty)
    }

    // MARK: Fallbacks

    /// A language no table has: English words, and every finding that matched words says so.
    @Test func aLanguageWithoutTablesFallsBackVisibly() throws {
        let screen = Self.screen("tr", [ExampleScreens.iOSCollection(label: "Önerilen haberler")])
        let context = AuditContext(screen: screen)
        #expect(context.vocabulary.fallbacks.count == 2, "\(context.vocabulary.fallbacks)")
        let findings = CarouselNameRule().check(context)
        #expect(try #require(findings.first).message.contains("(Audited in \"tr\": English words used where"))
        // A stated language with every table has no caveat.
        let german = AuditContext(screen: Self.screen("de", [ExampleScreens.iOSCollection(label: "Nachrichten")]))
        #expect(german.languageNotes.isEmpty)
        #expect(CarouselNameRule().check(german).allSatisfy { !$0.message.contains("Audited in") })
    }
}
