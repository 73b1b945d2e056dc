import AccessibilityTree
import Foundation
import Testing

@testable import CarouselKit

/// The components speak the table's language: the demo's related-stories carousel (eight button
/// cards, rotating, named by the app in its own language) and the demo's star rating.
@Suite struct LocalizedCarouselTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var language: String
        var name: String
        var title: String
        /// The carousel element's label on iOS.
        var label: String
        /// The adjustable carousel's value on iOS: the first card.
        var iOSValue: String
        /// The Android container's label.
        var containerLabel: String
        /// The pause control and, after pausing, the play control.
        var pause: String
        var play: String
        /// The star rating at 3 of 5.
        var rating: String
        var testDescription: String { language }
    }

    static let expectations: [Expected] = [
        Expected(
            language: "en", name: "Related stories", title: "Storm warning", label: "Related stories, Carousel",
            iOSValue: "Storm warning, Button, 1 of 8",
            containerLabel: "Related stories, 8 slides, showing slide 1", pause: "Pause", play: "Play",
            rating: "3 stars"),
        Expected(
            language: "de", name: "Ähnliche Artikel", title: "Unwetterwarnung", label: "Ähnliche Artikel, Karussell",
            iOSValue: "Unwetterwarnung, Taste, 1 von 8",
            containerLabel: "Ähnliche Artikel, 8 Folien, Folie 1 wird angezeigt", pause: "Pausieren",
            play: "Abspielen", rating: "3 Sterne"),
        Expected(
            language: "fr", name: "À lire aussi", title: "Alerte tempête", label: "À lire aussi, Carrousel",
            iOSValue: "Alerte tempête, Bouton, 1 sur 8",
            containerLabel: "À lire aussi, 8 diapositives, diapositive 1 affichée", pause: "Pause", play: "Lecture",
            rating: "3 étoiles"),
        Expected(
            language: "es", name: "Noticias relacionadas", title: "Aviso de tormenta",
            label: "Noticias relacionadas, Carrusel", iOSValue: "Aviso de tormenta, Botón, 1 de 8",
            containerLabel: "Noticias relacionadas, 8 diapositivas, mostrando diapositiva 1", pause: "Pausar",
            play: "Reproducir", rating: "3 estrellas"),
        Expected(
            language: "it", name: "Articoli correlati", title: "Allerta meteo", label: "Articoli correlati, Carosello",
            iOSValue: "Allerta meteo, Pulsante, 1 di 8",
            containerLabel: "Articoli correlati, 8 diapositive, diapositiva 1 visualizzata", pause: "Metti in pausa",
            play: "Riproduci", rating: "3 stelle"),
        Expected(
            language: "pt-BR", name: "Notícias relacionadas", title: "Alerta de tempestade",
            label: "Notícias relacionadas, Carrossel", iOSValue: "Alerta de tempestade, Botão, 1 de 8",
            containerLabel: "Notícias relacionadas, 8 slides, mostrando slide 1", pause: "Pausar",
            play: "Reproduzir", rating: "3 estrelas"),
        Expected(
            language: "ja", name: "関連記事", title: "暴風警報", label: "関連記事, カルーセル",
            iOSValue: "暴風警報, ボタン, 8件中の1件目です", containerLabel: "関連記事, スライド8枚, 1枚目のスライドを表示中",
            pause: "一時停止", play: "再生", rating: "星3個"),
        Expected(
            language: "zh-Hans", name: "相关报道", title: "风暴预警", label: "相关报道, 轮播",
            iOSValue: "风暴预警, 按钮, 第 1 个，共 8 个", containerLabel: "相关报道, 8 张幻灯片, 正在显示第 1 张幻灯片",
            pause: "暂停", play: "播放", rating: "3 颗星"),
        Expected(
            language: "ko", name: "관련 기사", title: "폭풍 경보", label: "관련 기사, 캐러셀",
            iOSValue: "폭풍 경보, 버튼, 8개 중 1번째", containerLabel: "관련 기사, 슬라이드 8개, 1번째 슬라이드 표시 중",
            pause: "일시중지", play: "재생", rating: "별 3개"),
        Expected(
            language: "ar", name: "قصص ذات صلة", title: "تحذير من عاصفة", label: "قصص ذات صلة, عرض دوّار",
            iOSValue: "تحذير من عاصفة, زر, 1 من 8", containerLabel: "قصص ذات صلة, 8 شرائح, عرض الشريحة 1",
            pause: "إيقاف مؤقت", play: "تشغيل", rating: "3 نجوم"),
        Expected(
            language: "he", name: "כתבות קשורות", title: "אזהרת סערה", label: "כתבות קשורות, קרוסלה",
            iOSValue: "אזהרת סערה, לחצן, 1 מתוך 8", containerLabel: "כתבות קשורות, 8 שקופיות, מוצגת שקופית 1",
            pause: "השהיה", play: "הפעלה", rating: "3 כוכבים"),
        Expected(
            language: "ru", name: "Похожие статьи", title: "Штормовое предупреждение",
            label: "Похожие статьи, Карусель", iOSValue: "Штормовое предупреждение, Кнопка, 1 из 8",
            containerLabel: "Похожие статьи, 8 слайдов, показан слайд 1", pause: "Пауза", play: "Воспроизвести",
            rating: "3 звезды"),
        Expected(
            language: "pl", name: "Powiązane artykuły", title: "Ostrzeżenie przed burzą",
            label: "Powiązane artykuły, Karuzela", iOSValue: "Ostrzeżenie przed burzą, Przycisk, 1/8",
            containerLabel: "Powiązane artykuły, 8 slajdów, wyświetlany slajd 1", pause: "Wstrzymaj",
            play: "Odtwórz", rating: "3 gwiazdki"),
    ]

    static func carousel(_ expected: Expected, strategy: CarouselStrategy? = nil, platform: Platform = .iOS) throws
        -> Carousel
    {
        let strings = try #require(CarouselStrings.forLanguage(expected.language))
        let cards = (0..<8).map {
            Card(id: "story-\($0 + 1)", title: $0 == 0 ? expected.title : "\($0)", role: .button)
        }
        return Carousel(
            id: "related", name: expected.name, cards: cards, strategy: strategy, platform: platform,
            rotation: try AutoRotation(interval: .seconds(5)), strings: strings)
    }

    static func element(_ id: ElementID, in root: AccessibilityElement) -> AccessibilityElement? {
        if root.id == id { return root }
        for child in root.children {
            if let found = element(id, in: child) { return found }
        }
        return nil
    }

    static let frame = ScreenRect(x: 0, y: 0, width: 320, height: 200)

    @Test(arguments: expectations)
    func theAdjustableCarouselSpeaksTheLanguage(_ expected: Expected) throws {
        var carousel = try Self.carousel(expected)
        let root = carousel.accessibilityElement(for: .iOS, frame: Self.frame)
        #expect(root.label == expected.label)
        #expect(root.value == expected.iOSValue)
        #expect(root.customActions.map(\.name) == [expected.pause])
        _ = carousel.handle(.customAction(key: "pause", element: "related"))
        #expect(
            carousel.accessibilityElement(for: .iOS, frame: Self.frame).customActions.map(\.name) == [expected.play])
    }

    @Test(arguments: expectations)
    func theAndroidContainerSpeaksTheLanguage(_ expected: Expected) throws {
        let carousel = try Self.carousel(expected, platform: .android)
        let root = carousel.accessibilityElement(for: .android, frame: Self.frame)
        #expect(root.label == expected.containerLabel)
        #expect(root.roleDescription == CarouselStrings.forLanguage(expected.language)?.carousel)
        #expect(carousel.cardValue(at: 0).hasPrefix(expected.title + ", "))
    }

    @Test(arguments: expectations)
    func thePauseButtonSpeaksTheLanguage(_ expected: Expected) throws {
        let carousel = try Self.carousel(expected, strategy: .headingBounded)
        let root = carousel.accessibilityElement(for: .iOS, frame: Self.frame)
        #expect(Self.element("related.pause", in: root)?.label == expected.pause)
    }

    @Test(arguments: expectations)
    func theStarRatingSpeaksTheLanguage(_ expected: Expected) throws {
        let strings = try #require(CarouselStrings.forLanguage(expected.language))
        let rating = try AdjustableValue(
            id: "rating", label: "★", range: 1...5, step: 1, value: 3, format: .counted(unit: "star"), strings: strings)
        #expect(rating.valueText == expected.rating)
    }

    // TalkBack's `value_button` (google/talkback@26a27dc talkback/src/main/res/values-de/strings_compositor.xml)
    // differs from VoiceOver's `trait.button.description` (AccessibilitySnapshot@5b03db8
    // Sources/AccessibilitySnapshot/Parser/Swift/Assets/de.lproj/Localizable.strings).
    @Test func germanCardsSayEachReadersOwnButtonWord() throws {
        let carousel = try Self.carousel(Self.expectations[1])
        #expect(carousel.cardValue(at: 0, on: .iOS) == "Unwetterwarnung, Taste, 1 von 8")
        #expect(carousel.cardValue(at: 0, on: .android) == "Unwetterwarnung, Schaltfläche, 1 von 8")
        var dimmed = Carousel(
            id: "c", name: "x", cards: [Card(id: "a", title: "Abo", role: .link, isEnabled: false)], strings: .german)
        #expect(dimmed.cardValue(at: 0, on: .iOS) == "Abo, Grau dargestellt, Hyperlink, 1 von 1")
        dimmed.platform = .android
        #expect(dimmed.cardValue(at: 0) == "Abo, Link, deaktiviert, 1 von 1")
    }

    @Test func anAppOverridesOneWordAndKeepsTheRest() throws {
        var strings = CarouselStrings.german
        strings.pause = "Anhalten"
        strings.units["slide"] = PluralForms(one: "{1} Karte", other: "{1} Karten")
        let cards = [Card(id: "a", title: "A"), Card(id: "b", title: "B")]
        let carousel = Carousel(
            id: "c", name: "Tipps", cards: cards, strategy: .headingBounded,
            rotation: try AutoRotation(interval: .seconds(5)),
            strings: strings)
        let root = carousel.accessibilityElement(for: .iOS, frame: Self.frame)
        #expect(Self.element("c.pause", in: root)?.label == "Anhalten")
        #expect(carousel.containerLabel == "Tipps, 2 Karten, Folie 1 wird angezeigt")
        #expect(carousel.cardValue(at: 1) == "B, Taste, 2 von 2")
    }

    @Test func aConfigurationNamesItsLanguage() throws {
        let configuration = CarouselConfiguration(
            id: "c", name: "Похожие", cards: [Card(id: "a", title: "A")], strategy: .adjustable, language: "ru-RU")
        let carousel = try Carousel(configuration: configuration)
        #expect(carousel.label == "Похожие, Карусель")
        #expect(carousel.currentValue == "A, Кнопка, 1 из 1")
    }

    @Test func aScreenDocumentOverridesWordsByKey() throws {
        let json = """
            {"id":"c","name":"Tipps","language":"de","strategy":"adjustable","strings":{"carousel":"Galerie"},
             "cards":[{"id":"a","title":"A"}]}
            """
        let configuration = try JSONDecoder().decode(CarouselConfiguration.self, from: Data(json.utf8))
        let carousel = try Carousel(configuration: configuration)
        #expect(carousel.label == "Tipps, Galerie")
        #expect(carousel.currentValue == "A, Taste, 1 von 1")
        let typo = json.replacingOccurrences(of: "\"carousel\"", with: "\"carrousel\"")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CarouselConfiguration.self, from: Data(typo.utf8))
        }
    }
}
