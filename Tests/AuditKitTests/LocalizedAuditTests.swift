import AccessibilityTree
import Foundation
import HierarchyImport
import Testing

@testable import AuditKit

/// Issue 14, part 3: the rules that look for words use the screen language's words, so a German,
/// Arabic or Japanese app is audited as well as an English one. The dumps are in
/// `Tests/RealDumps/l10n` (realistic, hand-written) and `Tests/RealDumps/{android,ios}` (real);
/// see `Tests/RealDumps/l10n/SOURCES.md`.
@Suite struct LocalizedAuditTests {
    static let realDumps = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("RealDumps")

    static func dump(_ path: String) throws -> AccessibilityScreen {
        try ScreenImporter.importScreen(contentsOf: realDumps.appendingPathComponent(path).path)
    }

    /// A realistic dump in one language and what it says in that language.
    struct Realistic: CustomTestStringConvertible, Sendable {
        var language: String
        /// Whether its script tells its language (not Latin).
        var inferable: Bool
        /// The page indicator's text as matched (lowercased).
        var page: String
        var testDescription: String { language }
        var file: String { "l10n/realistic-\(language)-home.xml" }
    }

    static let realistic: [Realistic] = [
        Realistic(language: "de", inferable: false, page: "seite 1 von 4"),
        Realistic(language: "fr", inferable: false, page: "page 1 sur 4"),
        Realistic(language: "es", inferable: false, page: "página 1 de 4"),
        Realistic(language: "it", inferable: false, page: "pagina 1 di 4"),
        Realistic(language: "pt-BR", inferable: false, page: "página 1 de 4"),
        Realistic(language: "pl", inferable: false, page: "strona 1 z 4"),
        Realistic(language: "ru", inferable: true, page: "страница 1 из 4"),
        Realistic(language: "ko", inferable: true, page: "총 4페이지 중 1페이지"),
        Realistic(language: "ar", inferable: true, page: "صفحة ١ من ٤"),
        Realistic(language: "he", inferable: true, page: "עמוד 1 מתוך 4"),
    ]

    static let shelf = "com.example.videoeditor:id/recent_projects"
    static let search = "com.example.videoeditor:id/btn_search"

    static func findings(_ rule: String, on identifier: String, in findings: [Finding]) -> [Finding] {
        findings.filter { $0.rule == rule && $0.element?.identifier == identifier }
    }

    /// Each realistic dump, audited in its language: the shelf named "<section>, <carousel word>"
    /// whose cards end with "1 von 4" (or "١ من ٤", "4개 중 1번째") gets neither `carousel-name` nor
    /// `carousel-position`; the search button whose description holds the language's button word
    /// gets `label-contains-role`; the page indicator's "Seite 1 von 4" is read as a page position.
    @Test(arguments: realistic)
    func aRealisticDumpIsAuditedInItsLanguage(_ dump: Realistic) throws {
        let screen = try Self.dump(dump.file)
        let context = AuditContext(screen: screen, language: dump.language)
        let findings = Auditor().audit(context)
        #expect(Self.findings("carousel-position", on: Self.shelf, in: findings).isEmpty, "\(findings)")
        #expect(Self.findings("carousel-name", on: Self.shelf, in: findings).isEmpty, "\(findings)")
        // Arabic and Hebrew cards laid out right to left are read in their order.
        #expect(findings.filter { $0.rule == "carousel-focus-order" }.isEmpty, "\(findings)")
        #expect(context.language.mirrorsLayout == ["ar", "he"].contains(dump.language))
        let role = Self.findings("label-contains-role", on: Self.search, in: findings)
        #expect(role.count == 1, "\(findings)")
        #expect(context.vocabulary.fallbacks.isEmpty, "\(context.vocabulary.fallbacks)")
        // The shelf is still a carousel, and the page indicator's text is a page position in the
        // language (English words do not read it).
        #expect(context.carousels.contains { context.index[$0.container]?.identifier == Self.shelf })
        let dots = try #require(
            screen.allElements.first { $0.identifier == "com.example.videoeditor:id/page_indicator" })
        let label = try #require(dots.label)
        #expect(context.vocabulary.pagePosition(in: label)?.text == dump.page)
        #expect(AuditVocabulary.english.pagePosition(in: label) == nil)
    }

    /// The same dumps read with English words alone (as the auditor did before): the shelf's
    /// carousel word and its cards' positions are not recognised (false `carousel-name` and
    /// `carousel-position` findings), the role word in the search label is missed, and the
    /// right-to-left shelves of Arabic and Hebrew are read as out of order.
    @Test(arguments: realistic)
    func englishWordsAloneMisreadTheDump(_ dump: Realistic) throws {
        let screen = try Self.dump(dump.file)
        let findings = Auditor(language: "en").audit(screen)
        #expect(Self.findings("carousel-position", on: Self.shelf, in: findings).count == 1)
        #expect(Self.findings("carousel-name", on: Self.shelf, in: findings).count == 1)
        #expect(Self.findings("label-contains-role", on: Self.search, in: findings).isEmpty)
        // Read left to right, the mirrored shelf's cards seem out of order.
        let rightToLeft = ["ar", "he"].contains(dump.language)
        #expect(findings.filter { $0.rule == "carousel-focus-order" }.count == (rightToLeft ? 1 : 0))
    }

    /// uiautomator dumps state no language: Cyrillic, Hangul, Arabic and Hebrew labels tell it,
    /// Latin ones do not (German and French share a script with English).
    @Test(arguments: realistic)
    func theLanguageIsInferredFromANonLatinScriptOnly(_ dump: Realistic) throws {
        let screen = try Self.dump(dump.file)
        let language = AuditLanguage.resolve(for: screen)
        if dump.inferable {
            #expect(language.tag == dump.language)
            guard case .inferredFromScript(let evidence) = language.origin else {
                Issue.record("not inferred: \(language)")
                return
            }
            #expect(evidence.contains("letters of the labels"))
            // Audited without a language, the inferred one gives the same findings as the given one.
            let inferred = Auditor().audit(screen).map(\.rule)
            let given = Auditor(language: dump.language).audit(screen).map(\.rule)
            #expect(inferred.sorted() == given.sorted())
        } else {
            #expect(language == AuditLanguage(tag: "en", origin: .screen))
        }
    }

    /// Real Chinese and Japanese dumps (no language attribute) are audited in the language of
    /// their script, with every word source present.
    @Test(arguments: [
        ("android/zdy010__chinese-online-radio__u2.xml", "zh-Hans"),
        ("android/zhuxuezhe16__DouYin-Helper__uidump.xml", "zh-Hans"),
        ("android/huangder__Lumi_Books__window.xml", "zh-Hans"),
        ("android/MengBad__lan-audio__ui_home2.xml", "zh-Hans"),
        ("ios/ldi-github__shirates-core__XmlDataIos_DateAndTime_ja.xml", "ja"),
    ])
    func realCJKDumpsAreAuditedInTheirLanguage(_ path: String, _ language: String) throws {
        let context = AuditContext(screen: try Self.dump(path))
        #expect(context.language.tag == language)
        #expect(context.vocabulary.fallbacks.isEmpty, "\(context.vocabulary.fallbacks)")
        #expect(context.languageNotes.count == 1)
        #expect(context.languageNotes.first?.contains("inferred from the labels' script") == true)
    }

    /// A real Vietnamese dump: CarouselKit and the auditor have no Vietnamese, so English words
    /// stand in for theirs, and the findings that matched words say so (never silently). TalkBack's
    /// Vietnamese words (read since the ninth session) are used beside English's.
    @Test func aLanguageWithoutTablesFallsBackToEnglishVisibly() throws {
        let screen = try Self.dump("android/longtruongvan__EpMedia__window_dump_home.xml")
        let context = AuditContext(screen: screen, language: "vi")
        #expect(context.vocabulary.fallbacks.count == 2, "\(context.vocabulary.fallbacks)")
        #expect(!context.vocabulary.fallbacks.contains { $0.contains("ScreenReaderKit") })
        #expect(context.languageNotes.first?.contains("CarouselKit has no component words for \"vi\"") == true)
        let findings = Auditor().audit(context)
        let positions = findings.filter { $0.rule == "carousel-position" }
        #expect(!positions.isEmpty)
        #expect(positions.allSatisfy { $0.message.contains("(Audited in \"vi\": English words used where") })
        // Rules that match no words carry no caveat.
        #expect(findings.filter { $0.rule == "touch-target-size" }.allSatisfy { !$0.message.contains("Audited in") })
        // The English words are all there, with TalkBack's Vietnamese "Trang {1} trên {2}"
        // (google/talkback@26a27dc utils/src/main/res/values-vi/strings.xml,
        // template_viewpager_index_count).
        let templates = Set(context.vocabulary.positionTemplates.map(\.template))
        #expect(Set(AuditVocabulary.english.positionTemplates.map(\.template)).isSubset(of: templates))
        #expect(templates.contains("Trang {1} trên {2}"))
    }
}
