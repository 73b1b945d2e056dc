import ArgumentParser

/// The `carousel-a11y` command: hear and audit accessibility trees of carousels and screens.
public struct CarouselA11y: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "carousel-a11y",
        abstract: "Hear what VoiceOver and TalkBack say on a screen, and audit its carousels.")
    public init() {}
}
