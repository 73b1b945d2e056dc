import AccessibilityTree
import Foundation
import HierarchyImport
import ScreenReaderKit
import Testing

/// The Android component (`Android/`, Kotlin) heard by the same TalkBack model as everything else:
/// its JUnit test `DumpExportTest` writes what the component exposes as uiautomator-style dumps
/// (`Android/dumps`), HierarchyImport reads them as it reads real apps' dumps, and the TalkBack
/// simulator speaks them.
///
/// The expected words are TalkBack's for the nodes the component sets, as
/// `LiveAndroidContainerTests` derives them for CarouselKit's own container (role description in
/// place of the role word, TreeNodesDescription.java:179-195 for the hint inside the description,
/// CollectionStateFeedbackUtils.java:93-127 for "In <role description> <name>" and the count, at
/// talkback@26a27dc).
@Suite("The Kotlin component's dumps, heard by the TalkBack simulator")
struct KotlinComponentDumpTests {
    static let dumps = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Android/dumps")

    /// A TalkBack simulator over a dump; `language` is the device's (a dump does not say it).
    static func simulator(_ name: String, language: String = "en") throws -> ScreenReaderSimulator {
        let screen = try ScreenImporter.importScreen(contentsOf: dumps.appendingPathComponent(name + ".xml").path)
        return ScreenReaderSimulator(.talkBack, screen: screen, strings: SpeechStrings.table(forLanguage: language))
    }

    /// The imported element with the resource id `org.example.news:id/<name>`.
    static func element(_ name: String, in simulator: ScreenReaderSimulator) throws -> ElementID {
        let element = simulator.screen.roots.flatMap(\.subtree).first {
            $0.identifier == "org.example.news:id/" + name
        }
        return try #require(element?.id, "no element with the resource id \(name) in the dump")
    }

    @Test func theCollapsedContainerIsOneStopWithItsRoleDescription() throws {
        var talkBack = try Self.simulator("container-collapsed-en")
        let related = try Self.element("related", in: talkBack)
        #expect(talkBack.swipesToPass(container: related) == 1)
        let steps = talkBack.walkToEnd().steps.filter { !$0.sounds.contains("boundary") }
        #expect(
            steps.map(\.speech) == [
                "Top story", "Related stories, 8 slides, showing slide 1, Carousel", "More from News",
            ])
    }

    @Test func aCardIsHeardWithRolePositionAndTheCarouselItIsIn() throws {
        var talkBack = try Self.simulator("container-browsing-en")
        let card = try Self.element("related_card_1", in: talkBack)
        let outcome = talkBack.touch(card)
        #expect(
            outcome.spokenText()
                == "Storm warning for the north, Button, Swipe right with two fingers to change slides, 2 of 8, "
                + "In Carousel Related stories, 8 slides, showing slide 2, 8 items")
        // A link card: TalkBack has no link role, so the component sets the role description "Link".
        let link = talkBack.touch(try Self.element("related_card_4", in: talkBack))
        #expect(link.spokenText().hasPrefix("New bridge opens to traffic, Link, "))
        #expect(link.spokenText().hasSuffix(", 5 of 8"))
        // A disabled card says so after its role and hint, TalkBack's order, then its position.
        let disabled = talkBack.touch(try Self.element("related_card_6", in: talkBack))
        #expect(disabled.spokenText().hasPrefix("Local team wins the cup, Button, "))
        #expect(disabled.spokenText().hasSuffix(", disabled, 7 of 8"))
    }

    @Test func russianCountsItsSlidesWithTheRightPluralForm() throws {
        var talkBack = try Self.simulator("container-collapsed-ru")
        let related = try Self.element("related", in: talkBack)
        #expect(talkBack.swipesToPass(container: related) == 1)
        // 5 takes the "many" form, "слайдов" (CLDR ru; ru.json's slide.many).
        let outcome = talkBack.touch(related)
        #expect(outcome.spokenText().hasPrefix("Related stories, 5 слайдов, показан слайд 1, "))
    }

    @Test func arabicCardsAreEnteredFromTheCarousel() throws {
        var talkBack = try Self.simulator("container-browsing-ar", language: "ar")
        let card = try Self.element("related_card_0", in: talkBack)
        let words = talkBack.touch(card).spokenText()
        // The component's words come from ar.json: the two-finger hint (swipe left: the next card lies
        // to the left), the role description "عرض دوّار" and 3 slides in the few form "3 شرائح".
        #expect(words.hasPrefix("How do the new lockdown restrictions affect me?, "))
        #expect(words.contains(", مرِّر سريعًا لليسار بإصبعين لتغيير الشرائح, "))
        #expect(words.contains("عرض دوّار Related stories, 3 شرائح, عرض الشريحة 1"))
        #expect(!words.contains("Carousel"))
    }
}
