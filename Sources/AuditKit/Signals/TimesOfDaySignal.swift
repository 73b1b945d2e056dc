import AccessibilityTree

/// `times-of-day`: items that say little more than a time of day (a departure's 11:00 and its
/// free seats, a prayer's name and time, a booking slot): a schedule to pick from or read, not
/// content cards.
struct TimesOfDaySignal: ContainerSignal {
    /// The fewest items that must each show a time.
    static let fewestItems = 3
    /// The longest word an item may show besides its time and numbers (a prayer's or a slot's
    /// name), in characters.
    static let longestWord = 8
    /// The longest marker of the day's half beside a time ("AM", "ص").
    static let longestMarker = 2

    var identifier: String { "times-of-day" }
    var rationale: String {
        "A content fact: a card names or shows its item. Items with no picture larger than an icon that each show "
            + "one time of day (hours and minutes) and besides it only numbers, a marker of the day's half and at "
            + "most one short word (a departure's 11:00 and its free seats, a prayer's name and time, a booking "
            + "slot) are the slots of a schedule the user picks from or reads: a selector, not a shelf of content. "
            + "A programme card that adds a title of two words or a poster stays content."
    }
    var category: ContainerCategory { .chips }
    var kind: SignalKind { .kind }
    var weight: Double { 115 }
    var thresholds: [SignalThreshold] {
        [
            SignalThreshold("fewest items", Double(Self.fewestItems), "items"),
            SignalThreshold("longest other word", Double(Self.longestWord), "characters"),
            SignalThreshold("longest marker of the day's half", Double(Self.longestMarker), "characters"),
        ]
    }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a scrolling strip of departures, each a time over its free seats (11:00, 11 (8))",
                SignalExampleScreens.screen(Self.departures()), container: "departures")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            .storyCardShelf,
            SignalExample(
                "a shelf of programmes, each a time and a title of two words",
                SignalExampleScreens.screen(Self.departures(titled: true)), container: "departures"),
        ]
    }

    /// A scrolling HorizontalScrollView of six 73 x 74 dp cells at density 2.625, each a time and
    /// its free seats ("11:00\n11 (8)"), or with `titled` a programme's time and two-word title.
    static func departures(titled: Bool = false) -> AccessibilityElement {
        let times = ["11:00", "12:00", "13:00", "14:00", "15:30", "18:00"]
        let cells = times.enumerated().map { index, time -> AccessibilityElement in
            let left = 120 + Double(index) * 192
            let second = titled ? "Evening news" : "\(index * 3) (8)"
            return AccessibilityElement(
                id: ElementID("slot\(index)"), label: "\(time)\n\(second)", className: "android.view.View",
                frame: ScreenRect(left: left, top: 1956, right: min(left + 192, 1080), bottom: 2150),
                isClickable: true, isFocusable: true)
        }
        return SignalExampleScreens.row(
            "departures", className: "android.widget.HorizontalScrollView", top: 1952, height: 198, left: 120,
            width: 960, scrollable: true, items: cells)
    }

    func evidence(for subject: ContainerSubject) -> String? {
        guard subject.items.count >= Self.fewestItems else { return nil }
        let metrics = subject.metrics
        var first: String?
        for (offset, item) in subject.items.enumerated() {
            // An end item cut off at the row's side may have lost its words.
            if subject.isCutEndItem(at: offset) { continue }
            // A picture larger than an icon is content: a programme's poster.
            guard !ContainerFacts.showsPictureLargerThanIcon(item, metrics: metrics) else { return nil }
            // The item's words once: its own label, else its parts' (a Compose cell repeats them).
            let texts = ContainerFacts.ownWords(of: item, subtree: subject.facts.itemSubtrees[offset])
            let tokens = texts.flatMap { $0.split(whereSeparator: { $0.isWhitespace || $0.isNewline }) }
            let times = tokens.filter(Self.isTimeOfDay)
            let words = tokens.filter { !Self.isTimeOfDay($0) && !Self.isNumeric($0) && $0.count > Self.longestMarker }
            guard times.count == 1, words.count <= 1, words.allSatisfy({ $0.count <= Self.longestWord }) else {
                return nil
            }
            first = first ?? times.first.map(String.init)
        }
        guard first != nil else { return nil }
        return "every item shows one time of day (\(first ?? "")) and little else: the slots of a schedule, "
            + "not content cards"
    }

    /// Hours and minutes (and seconds), in any script's digits: `11:00`, `4:42`, `05:19:09`.
    static func isTimeOfDay(_ token: Substring) -> Bool {
        let parts = token.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, let hours = parts.first, (1...2).contains(hours.count) else {
            return false
        }
        return parts.allSatisfy { part in part.allSatisfy { $0.wholeNumberValue != nil } }
            && parts.dropFirst().allSatisfy { $0.count == 2 }
    }

    /// Digits with the signs that count or bracket them: `11`, `(8)`, `3/10`, `50%`.
    static func isNumeric(_ token: Substring) -> Bool {
        token.contains { $0.wholeNumberValue != nil }
            && token.allSatisfy { $0.wholeNumberValue != nil || "()/%.,+-".contains($0) }
    }
}
