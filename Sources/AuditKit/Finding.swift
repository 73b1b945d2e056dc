import AccessibilityTree

/// One problem a rule found on a screen. Findings are data: rules return them, never throw them.
public struct Finding: Sendable, Hashable, Codable {
    /// The identifier of the rule that found it (`carousel-skip-cost`).
    public var rule: String
    /// How much it matters, after the configuration's overrides.
    public var severity: Severity
    /// What is wrong and what to do, in one or two sentences.
    public var message: String
    /// The file the screen was read from, when known.
    public var file: String?
    /// The 1-based line of the element in ``file``, when the importer recorded it.
    public var line: Int?
    /// The 1-based column (in Unicode scalars) of the element's start in ``file``, when recorded:
    /// on a one-line uiautomator dump, the line alone says nothing.
    public var column: Int?
    /// The element the finding is about, when it is about one.
    public var element: FindingElement?
    /// What the screen reader says for the element, when known.
    public var speech: String?
    /// `carousel-skip-cost`: the swipes it takes to pass the carousel.
    public var swipesToPass: Int?
    /// `carousel-skip-cost`: whether more cards may lie off screen than the dump shows.
    public var mayHaveMoreOffScreen: Bool?
    /// The other files in which the same rule reports the same element (``FindingElement/locator``)
    /// of the same app, when findings are merged across screens (``FindingMerger``).
    public var alsoIn: [String]?
    /// The elements the finding concerns besides ``element``: one finding on a carousel lists the
    /// cards it is about, rather than one finding per card. `nil` when there are none.
    public var related: [RelatedElement]?

    /// A fingerprint that stays the same across runs, line numbers and screens: a hash of the rule
    /// and the element's stable locator (``FindingElement/locator``); `nil` for a finding about
    /// no element. SARIF's `partialFingerprints` and baselines use it.
    public var fingerprint: String? {
        guard let locator = element?.locator else { return nil }
        return StableHash.fnv1a(rule + "\u{0}" + locator)
    }

    /// Creates a finding.
    public init(
        rule: String,
        severity: Severity,
        message: String,
        file: String? = nil,
        line: Int? = nil,
        column: Int? = nil,
        element: FindingElement? = nil,
        speech: String? = nil,
        swipesToPass: Int? = nil,
        mayHaveMoreOffScreen: Bool? = nil,
        alsoIn: [String]? = nil,
        related: [RelatedElement]? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.element = element
        self.speech = speech
        self.swipesToPass = swipesToPass
        self.mayHaveMoreOffScreen = mayHaveMoreOffScreen
        self.alsoIn = alsoIn
        self.related = related
    }
}
