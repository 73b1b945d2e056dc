/// How `touch-target-size` measures: the smallest side per platform and which of WCAG 2.5.8's
/// exceptions apply. The configuration's `touch-target` key:
///
/// ```yaml
/// touch-target:
///   ios: 44          # points (Apple's Human Interface Guidelines)
///   android: 48      # dp (Android's accessibility guidance, ATF)
///   exceptions: [inline, equivalent, user-agent]
/// ```
///
/// Set `ios: 24` and `android: 24` to check WCAG 2.5.8's own minimum instead of the platforms'.
public struct TouchTargetOptions: Sendable, Hashable, Codable {
    /// WCAG 2.5.8's exceptions the rule can apply (the spacing and essential exceptions need
    /// information a dump does not carry).
    public enum Exception: String, Sendable, Hashable, Codable, CaseIterable {
        /// The target is in a sentence or block of text, its size set by the line height of the
        /// text around it; not a link standing apart beside a heading.
        case inline
        /// Another target on the screen that is big enough does the same thing: it has the same
        /// name and the same specific identifier, not only the same name; or, on Android, the
        /// target is a part of the big clickable around it (no focus stop of its own, saying
        /// nothing that control does not say), which takes its action.
        case equivalent
        /// The size is the system's, not the app's: the status bar, the system navigation bar,
        /// the keyboard's input-method window, a standard switch.
        case userAgent = "user-agent"
    }

    /// The smallest side on iOS, in points, greater than 0; `nil` for 44.
    public var ios: Double?
    /// The smallest side on Android, in dp, greater than 0; `nil` for 48.
    public var android: Double?
    /// The exceptions that apply; `nil` for all of them, `[]` for none.
    public var exceptions: [Exception]?

    /// Creates options; by default the platforms' sizes with every exception.
    public init(ios: Double? = nil, android: Double? = nil, exceptions: [Exception]? = nil) {
        self.ios = ios
        self.android = android
        self.exceptions = exceptions
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case ios, android, exceptions
    }

    /// Decodes the `touch-target` key, rejecting a key it does not know and a size that is not a
    /// finite number greater than 0 (a misspelt key or a size of 0 would otherwise be ignored
    /// without a word, and the defaults measured instead).
    public init(from decoder: any Decoder) throws {
        try AnyCodingKey.rejectUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: CodingKeys.self)
        for key in [CodingKeys.ios, .android] {
            if let size = try c.decodeIfPresent(Double.self, forKey: key), !(size.isFinite && size > 0) {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: c, debugDescription: "expected a size greater than 0, found \(size)")
            }
        }
        ios = try c.decodeIfPresent(Double.self, forKey: .ios)
        android = try c.decodeIfPresent(Double.self, forKey: .android)
        exceptions = try c.decodeIfPresent([Exception].self, forKey: .exceptions)
    }

    /// Whether the exception applies.
    public func applies(_ exception: Exception) -> Bool {
        exceptions?.contains(exception) ?? true
    }
}
