import AccessibilityTree

/// The demo's article: a news story with an in-article carousel of related stories, after the
/// BBC News app of seed 000. The first card's title is the seed's; the rest are written for the demo.
public struct DemoArticle: Sendable {
    /// The article's headline, read as a heading.
    public var headline = "Lockdown: what the new rules mean for you"
    /// The paragraph before the carousel.
    public var introduction = "New restrictions come into force on Thursday. Here is what changes and when."
    /// The carousel's visible title.
    public var carouselTitle = "Related stories"
    /// The paragraph after the carousel: the text a reader wants to get back to.
    public var continuation = "Shops selling essential goods will stay open, and schools will remain open for now."
    /// The related stories, one card each.
    public var storyTitles = [
        "How do the new lockdown restrictions affect me?",
        "Can I still meet friends outdoors?",
        "What are the rules for schools?",
        "Which shops can stay open?",
        "How will the rules be enforced?",
        "Can I travel for a holiday?",
        "What support is there for businesses?",
        "When will the restrictions end?",
    ]

    /// The demo article.
    public init() {}

    /// Identities shared by every version of the screen, so transcripts and audits can name them.
    public enum IDs {
        /// The headline.
        public static let headline: ElementID = "article.headline"
        /// The paragraph before the carousel.
        public static let introduction: ElementID = "article.introduction"
        /// The carousel's visible title.
        public static let carouselTitle: ElementID = "article.relatedTitle"
        /// The carousel (the collection view, or the accessible carousel component).
        public static let carousel: ElementID = "related"
        /// The paragraph after the carousel.
        public static let continuation: ElementID = "article.continuation"
        /// The card at a 0-based index in a default collection view.
        public static func card(_ index: Int) -> ElementID { ElementID("related.card.\(index)") }
    }

    /// Layout in iOS points on a 390 x 844 pt phone; Android multiplies by its density.
    enum Layout {
        static let screen = ScreenSize(width: 390, height: 844)
        static let headline = ScreenRect(x: 16, y: 100, width: 358, height: 60)
        static let introduction = ScreenRect(x: 16, y: 170, width: 358, height: 80)
        static let carouselTitle = ScreenRect(x: 16, y: 270, width: 358, height: 22)
        static let carousel = ScreenRect(x: 0, y: 300, width: 390, height: 160)
        static let continuation = ScreenRect(x: 16, y: 480, width: 358, height: 120)
        /// Cards are 280 pt wide with 16 pt gaps, so the third card is already off screen.
        static func card(_ index: Int) -> ScreenRect {
            ScreenRect(x: 16 + Double(index) * 296, y: 300, width: 280, height: 160)
        }
    }

    /// Android's density for the demo phone: 420 dpi, 2.625 px per dp.
    static let androidDensity = 2.625
}
