/// One screen of a report: a title and the readings of it, one per screen reader.
///
/// A dump has one reading (the reader of its platform). A screen built for both platforms,
/// such as the demo's article, has a VoiceOver reading and a TalkBack reading, and the HTML
/// report lets the reader of the report switch between them.
public struct ReportedScreen: Sendable, Hashable {
    /// The heading the report gives the screen (a file name, "Article with default views").
    public var title: String
    /// The readings, in the order the report offers them.
    public var readings: [ScreenReading]

    /// Creates a screen of a report.
    public init(title: String, readings: [ScreenReading]) {
        self.title = title
        self.readings = readings
    }
}
