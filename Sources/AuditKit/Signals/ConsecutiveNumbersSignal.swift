import AccessibilityTree

/// `consecutive-numbers`: items that say little more than consecutive numbers (the days of a
/// date strip, a series' episodes): a row of choices, not content cards.
struct ConsecutiveNumbersSignal: ContainerSignal {
    /// The longest token an item may show besides its number ("JUN", "SAT", "Ep").
    static let longestToken = 4
    /// The fewest items whose numbers must run on.
    static let fewestItems = 3

    var identifier: String { "consecutive-numbers" }
    var rationale: String {
        "A content fact: a card names or shows its item. Items with no picture larger than an icon whose only "
            + "words are short tokens around a number, the numbers running on by one from item to item (a date "
            + "strip's 20, 21, 22 under JUN and SAT; episodes 1, 2, 3), are choices in a sequence: a selector, not a "
            + "shelf of content. A ranked shelf numbers its posters too, and stays content."
    }
    var category: ContainerCategory { .chips }
    var kind: SignalKind { .kind }
    var weight: Double { 115 }
    var thresholds: [SignalThreshold] {
        [
            SignalThreshold("longest other token", Double(Self.longestToken), "characters"),
            SignalThreshold("fewest items", Double(Self.fewestItems), "items"),
        ]
    }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a scrolling strip of days (JUN, 20, SAT ...)", SignalExampleScreens.screen(Self.dateStrip),
                container: "days"),
            SignalExample(
                "a React Native strip of days, each described with its texts' words (\"Mon, 15\" over \"Mon\" and "
                    + "\"15\")", SignalExampleScreens.screen(Self.describedDateStrip), container: "week"),
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            .storyCardShelf,
            SignalExample(
                "a ranked shelf of posters named 1, 2, 3, 4", SignalExampleScreens.screen(Self.rankedShelf),
                container: "ranked"),
        ]
    }

    /// A scrolling shelf of four 110 x 160 dp poster images whose descriptions are their ranks.
    static var rankedShelf: AccessibilityElement {
        let posters = (0..<4).map { index in
            AccessibilityElement(
                id: ElementID("rank\(index + 1)"), label: String(index + 1), role: .image,
                className: "android.widget.ImageView",
                frame: ScreenRect(
                    x: 42 + Double(index) * 310, y: 1572, width: min(289, 1080 - (42 + Double(index) * 310)),
                    height: 420),
                isClickable: true, isFocusable: true)
        }
        return SignalExampleScreens.row(
            "ranked", className: "android.widget.HorizontalScrollView", top: 1572, height: 420, scrollable: true,
            items: posters)
    }

    /// A React Native week strip (a scrolling HorizontalScrollView) of six pressable day views,
    /// 57 x 98 dp: each has no label of its own, so React Native describes it with its two texts'
    /// words, and the last is cut by the screen's side.
    static var describedDateStrip: AccessibilityElement {
        let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let days = weekdays.enumerated().map { index, weekday -> AccessibilityElement in
            let left = 68 + Double(index) * 180
            let frame = ScreenRect(x: left, y: 617, width: min(151, 1080 - left), height: 259)
            let texts = [weekday, String(15 + index)]
            return Self.dayCell(
                "week\(index)", label: texts.joined(separator: ", "), className: "android.view.ViewGroup",
                frame: frame, texts: texts, firstLine: ScreenRect(x: left + 44, y: 680, width: 60, height: 50),
                lineStep: 67)
        }
        return SignalExampleScreens.row(
            "week", className: "android.widget.HorizontalScrollView", top: 617, height: 304, scrollable: true,
            items: days)
    }

    /// A scrollable Compose row of eight day cells, each its month, day and weekday, 48 x 84 dp.
    static var dateStrip: AccessibilityElement {
        let weekdays = ["SAT", "SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]
        let days = (0..<8).map { index -> AccessibilityElement in
            let left = Double(index) * 132
            return Self.dayCell(
                "day\(index)", label: nil, className: "android.view.View",
                frame: ScreenRect(x: left, y: 338, width: 126, height: 221),
                texts: ["JUN", String(20 + index), weekdays[index]],
                firstLine: ScreenRect(x: left + 30, y: 354, width: 60, height: 63), lineStep: 63)
        }
        return SignalExampleScreens.row(
            "days", className: "android.view.View", top: 338, height: 221, scrollable: true, items: days)
    }

    /// A clickable day cell holding its texts one per line, the first at `firstLine` and each
    /// next `lineStep` lower.
    private static func dayCell(
        _ id: String, label: String?, className: String, frame: ScreenRect, texts: [String], firstLine: ScreenRect,
        lineStep: Double
    ) -> AccessibilityElement {
        AccessibilityElement(
            id: ElementID(id), label: label, className: className, frame: frame, isClickable: true, isFocusable: true,
            children: texts.enumerated().map { line, text in
                var lineFrame = firstLine
                lineFrame.origin.y += Double(line) * lineStep
                return AccessibilityElement(
                    id: ElementID("\(id)-\(line)"), label: text, role: .text, className: "android.widget.TextView",
                    frame: lineFrame)
            })
    }

    func evidence(for subject: ContainerSubject) -> String? {
        guard subject.items.count >= Self.fewestItems else { return nil }
        let metrics = subject.metrics
        var numbers: [Int] = []
        for (offset, item) in subject.items.enumerated() {
            // A picture larger than an icon is content: a ranked shelf's posters are numbered too.
            guard !ContainerFacts.showsPictureLargerThanIcon(item, metrics: metrics) else { return nil }
            // The item's words once (ContainerFacts.ownWords): React Native describes a pressable
            // that has no label with its texts' words joined by commas, "Mon, 15" over "Mon" and
            // "15" (facebook/react-native @ 10fe311a, ReactAccessibilityDelegate.java:246-253 in
            // populateAccessibilityNodeInfo, and 782-804 in getTalkbackDescription).
            let texts = ContainerFacts.ownWords(of: item, subtree: subject.facts.itemSubtrees[offset])
            let tokens = texts.flatMap { $0.split(whereSeparator: { $0.isWhitespace || $0.isNewline }) }
            let values = tokens.compactMap { Int($0) }
            guard values.count == 1, let value = values.first,
                tokens.allSatisfy({ Int($0) != nil || $0.count <= Self.longestToken })
            else { return nil }
            numbers.append(value)
        }
        // The items come in layout order (reading order, so right to left in Arabic or Hebrew).
        guard zip(numbers, numbers.dropFirst()).allSatisfy({ $1 == $0 + 1 }) else { return nil }
        return "every item is a number with at most short tokens beside it, running \(numbers.first ?? 0) to "
            + "\(numbers.last ?? 0): choices in a sequence (days, episodes), not content cards"
    }
}
