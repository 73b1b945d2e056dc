import ScreenReaderKit

/// A screen to audit and draw in a report: a title and one or more versions of the screen, each
/// read by the simulator of its platform (an iOS version by VoiceOver, an Android one by TalkBack).
public struct ReportSubject: Sendable {
    /// One version of the screen and the file findings about it name.
    public struct Version: Sendable {
        /// The screen, with its live components.
        public var screen: LiveScreen
        /// The file (or name) findings carry; it must differ between versions and subjects.
        public var file: String

        /// Creates a version.
        public init(_ screen: LiveScreen, file: String) {
            self.screen = screen
            self.file = file
        }
    }

    /// The heading of the screen in the report.
    public var title: String
    /// The versions, in the order the report offers them.
    public var versions: [Version]

    /// Creates a subject.
    public init(title: String, versions: [Version]) {
        self.title = title
        self.versions = versions
    }

    /// A subject with one version: a dump read from a file, titled by the file.
    public init(_ screen: LiveScreen, file: String) {
        self.init(title: file, versions: [Version(screen, file: file)])
    }
}
