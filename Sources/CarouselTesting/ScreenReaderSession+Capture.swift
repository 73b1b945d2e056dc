import AccessibilityTree
import CarouselKit
import Foundation
import ScreenReaderKit

extension ScreenReaderSession {
    /// Creates a live session over a screen the target captures: the simulator reads the capture
    /// (discovery, grouping, modal scope and order as AccessibilitySnapshot's parser decides them),
    /// and each gesture acts on the real objects through UIAccessibility's entry points, then
    /// captures again (see ``LiveAccessibilityTarget``). Posted notifications are spoken.
    ///
    /// A failed expectation attaches the screen as it is then (`screen.capture.json`), which
    /// `carousel-a11y speak|report` read anywhere.
    ///
    /// On Apple platforms, pass a `UIKitCaptureTarget` or use the `UIView` and `UIViewController`
    /// initializers.
    ///
    /// - Parameters:
    ///   - target: the screen to capture and drive.
    ///   - reader: VoiceOver (TalkBack reads the iOS capture as a cross-platform approximation).
    ///   - style: how speech is written; expectations compare text in this style.
    ///   - reporter: where failures go.
    /// - Complexity: O(n log n) in the number of captured objects.
    public init(
        capturing target: any LiveAccessibilityTarget, reader: ScreenReader = .voiceOver, style: SpeechStyle = .commas,
        reporter: FailureReporter = .automatic
    ) {
        let component = CapturedScreenComponent(target: target)
        var screen = component.placeholderScreen
        if reader != .voiceOver { screen = CrossPlatformScreen.approximate(screen, for: reader) }
        self.init(
            ScreenReaderSimulator(reader, liveScreen: LiveScreen(screen, components: [component]), style: style),
            reporter: reporter)
        liveTarget = target
        attachOnFailure(named: "screen.capture.json") {
            (try? Self.encoded(target.captureScreen())).flatMap { String(data: $0, encoding: .utf8) } ?? ""
        }
    }

    /// The screen as the target shows it now, or `nil` for a session that was not made by capturing.
    public var currentCapture: ViewCapture? { liveTarget?.captureScreen() }

    /// Writes the screen as the target shows it now to `url` as a view capture file
    /// (`*.capture.json`), which `carousel-a11y speak|walk|audit|report` read.
    ///
    /// - Throws: `CocoaError` when the file cannot be written; ``LiveSessionError`` for a session that
    ///   was not made by capturing.
    public func writeCapture(to url: URL) throws {
        guard let capture = currentCapture else { throw LiveSessionError.notCapturing }
        try Self.encoded(capture).write(to: url)
    }

    /// A capture as the JSON the schema describes, keys sorted so files diff well.
    static func encoded(_ capture: ViewCapture) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(capture)
    }
}
