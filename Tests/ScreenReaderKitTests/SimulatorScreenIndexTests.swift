import AccessibilityTree
import CarouselKit
import ScreenReaderKit
import Testing

/// The simulator's ``ScreenReaderSimulator/screenIndex`` is the index of the screen it reads, live
/// components resolved, so an auditor can use it instead of building its own.
@Suite("The simulator's screen index")
struct SimulatorScreenIndexTests {
    @Test func indexesTheScreenAsRead() {
        let live = LiveScreen(
            LiveArticle.screen("carousel", platform: .android, before: "Before", after: "After"),
            components: [FakeCarousel(cards: 8)])
        let talkBack = ScreenReaderSimulator(.talkBack, liveScreen: live)
        let rebuilt = ScreenIndex(talkBack.screen)
        #expect(!rebuilt.preorder.isEmpty)
        #expect(talkBack.screenIndex.preorder == rebuilt.preorder)
        // A card exists only once the component is resolved; its ancestors are the resolved ones.
        #expect(talkBack.screenIndex["card0"]?.id == "card0")
        #expect(talkBack.screenIndex.ancestors(of: "card0") == rebuilt.ancestors(of: "card0"))
        #expect(talkBack.screenIndex.ancestors(of: "card0").contains("carousel"))
    }
}
