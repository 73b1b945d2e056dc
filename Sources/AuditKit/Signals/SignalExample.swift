import AccessibilityTree

/// A screen with one horizontal container marked: the container a ``ContainerSignal``'s example
/// is about.
public struct SignalExample: Sendable {
    /// What the example shows.
    public var summary: String
    /// The screen.
    public var screen: AccessibilityScreen
    /// The container the signal must (or must not) fire on.
    public var container: ElementID

    /// Creates an example.
    public init(_ summary: String, _ screen: AccessibilityScreen, container: ElementID) {
        self.summary = summary
        self.screen = screen
        self.container = container
    }
}

extension SignalExample {
    /// A RecyclerView shelf of story cards, the third cut off: the content carousel most signals
    /// of other kinds must not fire on.
    static var storyCardShelf: SignalExample {
        SignalExample(
            "a shelf of story cards", SignalExampleScreens.screen(SignalExampleScreens.cardShelf()), container: "shelf")
    }
}
