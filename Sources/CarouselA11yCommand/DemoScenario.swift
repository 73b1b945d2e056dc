import ScreenReaderKit

/// One screen read by one screen reader in the demo, with the figures the comparison table shows.
///
/// Every figure is measured by driving the simulator, never written down: swipes to pass come
/// from ``ScreenReaderSimulator/swipesToPass(container:)``; roles and positions from what the
/// reader said for each card while a user browsed them.
public struct DemoScenario: Sendable, Codable, Hashable {
    /// What the scenario shows ("Related stories carousel").
    public var name: String
    /// The screen reader.
    public var reader: ScreenReader
    /// Whether the screen uses the accessible component (`false`: the app's default views).
    public var accessible: Bool
    /// The kind of component: `carousel`, `groupedCell` or `adjustable`.
    public var component: String
    /// Swipe-right gestures from landing on the component to the first element after it.
    public var swipesToPass: Int?
    /// The same figure for carousel scenarios (`nil` for the others), as the JSON report promises.
    public var swipesToPassCarousel: Int?
    /// Cards in the carousel (`nil` for other components).
    public var cardCount: Int?
    /// Cards whose speech, while browsed, carried a role word ("Button", "Link").
    public var cardsAnnouncedWithRole: Int?
    /// Cards whose speech, while browsed, carried their position ("2 of 8").
    public var cardsWithPositionSpoken: Int?
    /// Whether every card's position was spoken (`nil` for other components).
    public var positionSpoken: Bool?
    /// What the reader said, gesture by gesture.
    public var transcript: Transcript
}
