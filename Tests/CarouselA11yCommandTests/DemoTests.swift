import CarouselA11yCommand
import Foundation
import ScreenReaderKit
import Testing

@Suite("carousel-a11y demo")
struct DemoTests {
    private func scenario(_ reader: ScreenReader, accessible: Bool) throws -> DemoScenario {
        try DemoScenarios.carousel(article: DemoArticle(), reader: reader, accessible: accessible)
    }

    @Test(arguments: [ScreenReader.voiceOver, .talkBack])
    func theDefaultCarouselTakesASwipePerCardAndTheAccessibleOneTakesOne(reader: ScreenReader) throws {
        #expect(try scenario(reader, accessible: false).swipesToPassCarousel == 8)
        #expect(try scenario(reader, accessible: true).swipesToPassCarousel == 1)
    }

    @Test(arguments: [ScreenReader.voiceOver, .talkBack])
    func onlyTheAccessibleCarouselSaysItsCardsAreButtons(reader: ScreenReader) throws {
        #expect(try scenario(reader, accessible: false).cardsAnnouncedWithRole == 0)
        #expect(try scenario(reader, accessible: true).cardsAnnouncedWithRole == 8)
    }

    @Test func positionsAreSpokenWhereTheReaderHasThem() throws {
        // A default UICollectionView gives VoiceOver no position; a RecyclerView gives TalkBack one.
        #expect(try scenario(.voiceOver, accessible: false).positionSpoken == false)
        #expect(try scenario(.talkBack, accessible: false).positionSpoken == true)
        #expect(try scenario(.voiceOver, accessible: true).positionSpoken == true)
        #expect(try scenario(.talkBack, accessible: true).positionSpoken == true)
    }

    @Test func voiceOverBrowsesTheAccessibleCarouselWithSwipeUpHearingOnlyTheNewValue() throws {
        let steps = try scenario(.voiceOver, accessible: true).transcript.steps
        let firstSwipeUp = try #require(steps.first { $0.gesture == "swipe up" })
        #expect(firstSwipeUp.speech == "Can I still meet friends outdoors?, Button, 2 of 8")
        let landing = try #require(steps.first { $0.element == "related" })
        #expect(
            landing.speech
                == "Related stories, Carousel, How do the new lockdown restrictions affect me?, Button, 1 of 8, Adjustable"
        )
        #expect(landing.hint == "Swipe up or down with one finger to adjust the value.")
    }

    @Test func theSeedCellAndRatingAreSpokenAsTheSeedsQuote() throws {
        let cell = try DemoScenarios.groupedCell(accessible: true).transcript.steps
        #expect(
            cell.contains {
                $0.speech
                    == "Kawhi Leonard is a player for Toronto Raptors. Plays the position of small forward. 27 years old"
                    && $0.hint == "Double tap to get more details"
            })
        #expect(try DemoScenarios.groupedCell(accessible: false).swipesToPass == 4)
        #expect(try DemoScenarios.groupedCell(accessible: true).swipesToPass == 1)

        let rating = try DemoScenarios.starRating(accessible: true, style: .periods).transcript.steps
        #expect(rating.map(\.speech) == ["Rating. 2 stars. Adjustable.", "3 stars.", "4 stars.", "5 stars.", ""])
        #expect(rating.last?.sounds == ["boundary"])
    }

    @Test func jsonReportHasTheDocumentedShape() throws {
        let context = CommandContext.captured()
        #expect(CommandRunner.run(["demo", "--format", "json"], in: context) == .success)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(context.standardOutput.utf8)) as? [String: Any])
        let scenarios = try #require(object["scenarios"] as? [[String: Any]])
        #expect(scenarios.count == 8)
        let first = scenarios[0]
        #expect(first["name"] as? String == "Related stories carousel")
        #expect(first["reader"] as? String == "voiceover")
        #expect(first["accessible"] as? Bool == false)
        #expect(first["swipesToPassCarousel"] as? Int == 8)
        let steps = try #require((first["transcript"] as? [String: Any])?["steps"] as? [[String: Any]])
        #expect(steps.first?.keys.sorted() == ["element", "gesture", "hint", "sounds", "speech"])
    }

    @Test func textReportEndsWithTheComparisonTable() {
        let context = CommandContext.captured()
        #expect(CommandRunner.run(["demo"], in: context) == .success)
        let lines = context.standardOutput.split(separator: "\n").map(String.init)
        let table = lines.drop { $0 != "Comparison" }
        #expect(table.contains { $0.hasPrefix("Related stories carousel  VoiceOver  default     8 ") })
        #expect(table.contains { $0.hasPrefix("Related stories carousel  TalkBack   accessible  1 ") })
        #expect(!context.standardOutput.contains("\u{1B}["), "no colour in a pipe")
    }

    @Test func anUnknownFormatIsAUsageError() {
        let context = CommandContext.captured()
        #expect(CommandRunner.run(["demo", "--format", "yaml"], in: context) == .badInput)
        #expect(context.standardError.contains("yaml"))
    }
}
