import AccessibilityTree

/// Measurements of a container's items, in points or dp, computed once for every signal.
struct ContainerFacts: Sendable {
    let metrics: ScreenMetrics
    let count: Int
    let maxSide: Double
    let maxHeight: Double
    let maxWidth: Double
    let unlabelled: Int
    let disabled: Int
    let checkable: Int
    let iconOnly: Int
    let captionedIcons: Int
    let shortText: Int
    /// Items named as a navigation destination is: a short text (``shortText``), or a short name
    /// followed by a short badge clause (``isNameWithBadge(_:)``).
    let destinationNamed: Int
    /// Items labelled as a chip is: one or two short lines of text besides their icons
    /// (``chipLabelParts(in:metrics:)``), or a short text as ``shortText`` counts it.
    let chipLabelled: Int
    /// Items holding both visible text and an image: the make-up of a content card.
    let textAndImage: Int
    /// Items holding text or an image.
    let withTextOrImage: Int
    /// Empty items: no text, no image, no child, nothing to press or focus (a divider view
    /// between tabs), which a screen reader never stops on.
    let decorations: Int
    let allOnScreen: Bool
    /// Why the container is a tab strip by its class, type, role or items', or `nil`.
    let tabEvidence: String?
    /// "page 4 of 7" in the container's or its (non-dot) items' text, or `nil`.
    let pageText: String?
    /// Whether an item touches the screen's top or bottom edge (cut off by a bar or the screen).
    let heightClipped: Bool
    /// The first words of the items that start with an action verb.
    let verbs: [String]
    /// The container's identifier entry (``IdentifierNamesKindSignal/entry(of:)``) and the kind
    /// it names, read once for the four signals that ask.
    let identifierEntry: String?
    let identifierKind: IdentifierNamesKindSignal.NamedKind?
    /// Each item's subtree (``AccessibilityElement/subtree``), in the order of the items: listed
    /// once here for the counts and for the signals that read every item's parts.
    let itemSubtrees: [[AccessibilityElement]]

    /// The row's height for an item that reaches past the row both above and below; the item's
    /// own height otherwise, or when the row has no size.
    static func shownHeight(of item: AccessibilityElement, in row: ScreenRect) -> Double {
        guard !row.isEmpty, item.frame.minY < row.minY, item.frame.maxY > row.maxY else { return item.frame.height }
        return row.height
    }

    /// The largest side of a page-indicator dot.
    static let dotSide = 24.0

    init(
        container: AccessibilityElement, items: [AccessibilityElement], metrics: ScreenMetrics,
        vocabulary: AuditVocabulary
    ) {
        self.metrics = metrics
        count = items.count
        maxSide = items.map { metrics.points(max($0.frame.width, $0.frame.height)) }.max() ?? 0
        // An item reaching past its row above and below counts as tall as the row: a View's
        // bounds are clipped to its parents, but Compose reports a node's unclipped, and a chip's
        // minimum touch size grows it evenly around its content, past a row shorter than it (wild
        // set O's DeepSeek toggle chips: 73 dp nodes in a 34 dp row). Material 3's
        // minimumInteractiveComponentSize lays a smaller component out in at least 48 dp and
        // places it at the centre (androidx at 032950a, compose/material3/material3/src/commonMain/
        // kotlin/androidx/compose/material3/InteractiveComponentSize.kt lines 78-104, the centring
        // at 99-102). An item reaching past one side only is cut there (a shelf's cards below a
        // list's bottom edge) and keeps its height.
        maxHeight = items.map { metrics.points(Self.shownHeight(of: $0, in: container.frame)) }.max() ?? 0
        maxWidth = items.map { metrics.points($0.frame.width) }.max() ?? 0
        var unlabelled = 0
        var disabled = 0
        var checkable = 0
        var iconOnly = 0
        var captionedIcons = 0
        var shortText = 0
        var destinationNamed = 0
        var chipLabelled = 0
        var textAndImage = 0
        var withTextOrImage = 0
        var decorations = 0
        var verbs: [String] = []
        var itemSubtrees: [[AccessibilityElement]] = []
        itemSubtrees.reserveCapacity(items.count)
        for item in items {
            // Listed once: every count below walks the same subtree.
            let subtree = item.subtree
            itemSubtrees.append(subtree)
            let texts = Self.spokenTexts(of: item, subtree: subtree)
            if texts.isEmpty { unlabelled += 1 }
            if !item.isEnabled { disabled += 1 }
            if subtree.contains(where: { $0.isCheckable || $0.traits.contains(.toggleButton) }) {
                checkable += 1
            }
            let captions = subtree.filter { Self.isVisibleText($0, metrics: metrics) }
            let visibleText = !captions.isEmpty
            let icon = subtree.first { Self.isIcon($0, metrics: metrics) }
            let isIcon = icon != nil
            if isIcon && !visibleText { iconOnly += 1 }
            if isIcon, visibleText { textAndImage += 1 }
            if AlikeCardsSignal.holdsTextOrImage(item) { withTextOrImage += 1 }
            if texts.isEmpty, !isIcon, Self.isDecoration(item) { decorations += 1 }
            if let icon, visibleText, texts.count <= 2, let text = texts.first, Self.isShort(text),
                Self.isCaptioned(icon, by: captions)
            {
                captionedIcons += 1
            }
            if let text = texts.first, texts.count <= 2, Self.isShort(text) {
                shortText += 1
                destinationNamed += 1
                chipLabelled += 1
            } else if Self.isChipLabelled(subtree, metrics: metrics) {
                chipLabelled += 1
            }
            if let text = texts.first, texts.count <= 2, !Self.isShort(text), Self.isNameWithBadge(text) {
                destinationNamed += 1
            }
            if let verb = Self.verbLabel(item, subtree: subtree) { verbs.append(verb) }
        }
        self.unlabelled = unlabelled
        self.disabled = disabled
        self.checkable = checkable
        self.iconOnly = iconOnly
        self.captionedIcons = captionedIcons
        self.shortText = shortText
        self.destinationNamed = destinationNamed
        self.chipLabelled = chipLabelled
        self.textAndImage = textAndImage
        self.withTextOrImage = withTextOrImage
        self.decorations = decorations
        allOnScreen = items.allSatisfy { $0.isVisible && metrics.bounds.contains($0.frame) }
        tabEvidence = Self.tabEvidence(container, items: items, vocabulary: vocabulary)
        pageText = HorizontalContainerClassifier.pagePosition(
            in: container, items: items, dotSide: Self.dotSide * metrics.density, vocabulary: vocabulary)
        heightClipped = items.contains { item in
            item.frame.maxY >= metrics.bounds.maxY - 1 || item.frame.minY <= metrics.bounds.minY + 1
        }
        self.verbs = verbs
        self.itemSubtrees = itemSubtrees
        identifierEntry = IdentifierNamesKindSignal.entry(of: container)
        identifierKind = identifierEntry.flatMap(IdentifierNamesKindSignal.namedKind(of:))
    }

    /// Whether the element shows text: a text, a static text, or on Android a button that is not
    /// an image button (Android's Button is a TextView).
    static func isVisibleText(_ element: AccessibilityElement, metrics: ScreenMetrics) -> Bool {
        guard element.isPresent, element.trimmedLabel != nil || element.trimmedValue != nil,
            !isIconGlyph(element)
        else { return false }
        let name = element.simpleClassName ?? ""
        return element.role == .text || element.traits.contains(.staticText) || WidgetClassNames.isIOSStaticText(name)
            || (metrics.platform == .android && element.role == .button && !WidgetClassNames.isImageButton(name))
    }

    /// Whether the icon sits over its caption, as a navigation or tool item's does (Material's
    /// navigation bar item: the label under a 24 dp icon), rather than beside a label, as a chip's
    /// leading or trailing icon does (Compose Material 3's ChipContent lays the avatar or icon, the
    /// label and the trailing icon in one Row). The caption is a text beside the icon, not one
    /// whose frame holds the icon (the item's own node); when every text holds the icon, or a
    /// frame is unknown, nothing says it is beside, and it counts as a caption.
    static func isCaptioned(_ icon: AccessibilityElement, by captions: [AccessibilityElement]) -> Bool {
        let centre = icon.frame.center
        let apart = captions.filter { !$0.frame.isEmpty && !$0.frame.contains(centre) }
        guard !icon.frame.isEmpty, !apart.isEmpty else { return true }
        return apart.contains { $0.frame.minY >= centre.y }
    }

    /// Whether the element is an icon: an image, an image button, or a drawn icon
    /// (``isDrawnIcon(_:metrics:)``).
    static func isIcon(_ element: AccessibilityElement, metrics: ScreenMetrics) -> Bool {
        element.role == .image || element.traits.contains(.image)
            || WidgetClassNames.isImageButton(element.simpleClassName ?? "") || isDrawnIcon(element, metrics: metrics)
            || isIconGlyph(element)
    }

    /// Whether the item shows a picture larger than an icon (Material 3's 56 dp list image,
    /// ``CaptionedShortcutsSignal/maximumIconSide``): a poster or a photo, the mark of content
    /// that numbers or times alone do not make a selector.
    ///
    /// - Complexity: O(subtree).
    static func showsPictureLargerThanIcon(_ item: AccessibilityElement, metrics: ScreenMetrics) -> Bool {
        item.subtreeContains { element in
            element.isPresent && (element.role == .image || element.traits.contains(.image))
                && metrics.points(max(element.frame.width, element.frame.height))
                    > CaptionedShortcutsSignal.maximumIconSide
        }
    }

    /// Whether the element's text is an icon font's glyph (private-use characters only:
    /// ``AccessibilityElement/isGlyphOnly(_:)``): a TextView showing one draws an icon, not words.
    static func isIconGlyph(_ element: AccessibilityElement) -> Bool {
        // The raw strings, not their trimmed copies: asked of every element of every item, and
        // `isGlyphOnly` passes over spaces and stops at the first letter.
        guard let label = element.label, label.contains(where: { !$0.isWhitespace }) else {
            return element.value.map(AccessibilityElement.isGlyphOnly) ?? false
        }
        return AccessibilityElement.isGlyphOnly(label)
    }

    /// The words an item says, each part once: on Android an item with a content description
    /// says it alone, since TalkBack gathers a node's children's words only when it has none
    /// (google/talkback @ 26a27dc0, TreeNodesDescription.java:252-311; the simulator's
    /// `appendTreeNodesDescription`); React Native describes a pressable that has no label with
    /// its texts' words joined by commas (facebook/react-native @ 10fe311a,
    /// ReactAccessibilityDelegate.java:246-253 in populateAccessibilityNodeInfo, and 782-804 in
    /// getTalkbackDescription), so its texts would otherwise count twice. Else the label or value
    /// of every present element of the item's subtree.
    static func spokenTexts(of item: AccessibilityElement, subtree: [AccessibilityElement]) -> [String] {
        if item.isPresent, item.labelSource == .contentDescription, let description = item.trimmedLabel {
            return [description]
        }
        return presentTexts(of: subtree)
    }

    /// An item's words once, as the kind signals that read words read them: its own label when it
    /// is shown, whatever its source (a Compose cell repeats its parts' words in its label; React
    /// Native joins them into a label-less pressable's description), else its parts' words
    /// (``presentTexts(of:)``). An item the screen does not show (a cell scrolled out of view) says
    /// nothing of its own.
    static func ownWords(of item: AccessibilityElement, subtree: [AccessibilityElement]) -> [String] {
        (item.isPresent ? item.trimmedLabel.map { [$0] } : nil) ?? presentTexts(of: subtree)
    }

    /// The label or value of every present element of a subtree.
    static func presentTexts(of subtree: [AccessibilityElement]) -> [String] {
        subtree.compactMap { element -> String? in
            guard element.isPresent else { return nil }
            return element.trimmedLabel ?? element.trimmedValue
        }
    }

    /// The lines of text a chip's label is made of: the texts of the item's elements that are not
    /// icons (a chip's leading icon, avatar or trailing remove or dropdown icon describes itself,
    /// it is not the label: Compose's ChipContent lays them beside the label), each line once (a
    /// Compose chip repeats its label's text on its own node; Flutter merges the texts inside a
    /// chip, an avatar's initials or a count, into one label with a line break between them).
    ///
    /// - Parameter subtree: the item's subtree (``AccessibilityElement/subtree``), listed once by the
    ///   caller for every count it makes.
    static func chipLabelParts(in subtree: [AccessibilityElement], metrics: ScreenMetrics) -> [String] {
        var parts: [String] = []
        for element in subtree where element.isPresent && !isIcon(element, metrics: metrics) {
            guard let text = element.trimmedLabel ?? element.trimmedValue else { continue }
            for line in text.split(whereSeparator: \.isNewline) {
                let part = line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                if !part.isEmpty, !parts.contains(part) { parts.append(part) }
            }
        }
        return parts
    }

    /// ``isChipLabel(_:)`` of ``chipLabelParts(in:metrics:)``, stopping at the first part that
    /// decides it is none (one that is not short, or a third): a card's long description is
    /// the first text of many in its subtree.
    static func isChipLabelled(_ subtree: [AccessibilityElement], metrics: ScreenMetrics) -> Bool {
        var parts: [String] = []
        for element in subtree where element.isPresent && !isIcon(element, metrics: metrics) {
            guard let text = element.trimmedLabel ?? element.trimmedValue else { continue }
            for line in text.split(whereSeparator: \.isNewline) {
                let part = line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                guard !part.isEmpty, !parts.contains(part) else { continue }
                parts.append(part)
                if parts.count > 2 || !isShort(part) { return false }
            }
        }
        return isChipLabel(parts)
    }

    /// Whether the parts (``chipLabelParts(in:metrics:)``) are a chip's label: one short line, or
    /// a short line and what a chip shows beside it, a count ("Unread 12": Material's filter
    /// chips often count what they filter) or an avatar's initials. Two lines that are neither
    /// are two things (a menu button and a title), not a chip.
    static func isChipLabel(_ parts: [String]) -> Bool {
        guard parts.allSatisfy(isShort) else { return false }
        switch parts.count {
        case 1: return true
        case 2: return isCount(parts[0]) || isCount(parts[1]) || isInitials(parts[0], of: parts[1])
        default: return false
        }
    }

    /// Whether the text is a count: digits, perhaps with a "+" ("99+") or in parentheses.
    static func isCount(_ text: String) -> Bool {
        let digits = text.filter { !"()+".contains($0) }
        return !digits.isEmpty && digits.allSatisfy(\.isNumber)
    }

    /// Whether `initials` are the first letters of the words of `name` ("AL" of "Ann Lee").
    static func isInitials(_ initials: String, of name: String) -> Bool {
        let firsts = name.split(separator: " ").compactMap(\.first)
        return !firsts.isEmpty && initials.count <= firsts.count
            && zip(initials, firsts).allSatisfy { $0.lowercased() == $1.lowercased() }
    }

    /// Whether the item is a leaf the screen reader never stops on: TalkBack focuses a node that is
    /// neither focusable nor clickable only when it has something to speak (google/talkback @
    /// 26a27dc0, utils/src/main/java/com/google/android/accessibility/utils/AccessibilityNodeInfoUtils.java:779,
    /// shouldFocusNode), and this one has no text, no child and no action.
    static func isDecoration(_ item: AccessibilityElement) -> Bool {
        item.children.isEmpty && !item.isClickable && !item.isFocusable && !item.isCheckable
            && !item.isAccessibilityElement && item.role != .image && !item.traits.contains(.image)
    }

    /// The largest side of an icon drawn by a plain view, in points or dp (Material's icon button
    /// is 48 dp; its glyph 24 dp).
    static let drawnIconSide = 48.0

    /// Whether the element is an icon a plain view draws: on Android, a leaf of no text role that
    /// reports a content description and no text, square and at most ``drawnIconSide`` on each
    /// side. Android reports a text view's words as its text; a view that reports only a content
    /// description draws what it shows (a Compose icon without Role.Image is dumped so).
    static func isDrawnIcon(_ element: AccessibilityElement, metrics: ScreenMetrics) -> Bool {
        guard metrics.platform == .android, element.children.isEmpty, element.role != .text,
            element.trimmedLabel != nil, element.trimmedValue == nil,
            element.simpleClassName == "View"
        else { return false }
        let (width, height) = (metrics.points(element.frame.width), metrics.points(element.frame.height))
        return width > 0 && max(width, height) <= Self.drawnIconSide && min(width, height) >= max(width, height) * 0.8
    }

    /// Whether the text is a destination's short name followed by a short badge clause: Material's
    /// navigation bar item, while its badge shows, describes itself as its title, ", " and the
    /// badge's description ("Notifications, 10 new notifications": material-components-android @
    /// ac7e18efe, lib/java/com/google/android/material/navigation/NavigationBarItemView.java lines
    /// 691-700), and apps that draw their own bars append a badge as a sentence of its own
    /// ("Bildirimler. 10 yeni öğe"). So the text is cut once, at its first ", " or ". " (or the
    /// full-width "，" or "。"), and both parts must be short (``isShort(_:)``).
    static func isNameWithBadge(_ text: String) -> Bool {
        let separators = [", ", ". ", "，", "。"]
        guard
            let cut = separators.compactMap({ text.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound })
        else { return false }
        let name = text[..<cut.lowerBound].trimmingCharacters(in: .whitespaces)
        let badge = text[cut.upperBound...].trimmingCharacters(in: .whitespaces)
        return !name.isEmpty && !badge.isEmpty && isShort(name) && isShort(badge)
    }

    /// Short, single-line: at most three words and 24 characters, no line break.
    static func isShort(_ text: String) -> Bool {
        // Asked of every item's text: an ASCII text with no line feed has one Character per byte
        // and its words are the runs between space bytes, so it is read from its bytes without
        // building an array of words. Other text takes the Character reading below.
        var words = 0
        var inWord = false
        var plain = true
        for byte in text.utf8 {
            guard byte < 0x80, byte != 0x0A else {
                plain = false
                break
            }
            if byte == UInt8(ascii: " ") {
                inWord = false
            } else if !inWord {
                inWord = true
                words += 1
            }
        }
        if plain { return text.utf8.count <= 24 && words <= 3 }
        // A text with no line-feed byte holds no "\n" (nothing else is equivalent to it): Foundation's
        // search is asked only when there is one. Counting stops at the 25th Character: a long
        // label's length needs no more.
        return text.dropFirst(24).isEmpty && !(text.utf8.contains(0x0A) && text.contains("\n"))
            && text.split(separator: " ").count <= 3
    }

    func describe(_ length: Double) -> String {
        let unit = metrics.platform == .iOS ? "pt" : "dp"
        return "\(TouchTargetSizeRule.format(length)) \(unit)"
    }

    /// Why the container is a tab strip, by its class, type, role or its items', or `nil`.
    private static func tabEvidence(
        _ container: AccessibilityElement, items: [AccessibilityElement], vocabulary: AuditVocabulary
    ) -> String? {
        let name = container.simpleClassName ?? ""
        if let kind = WidgetClassNames.tabContainerKind(name) {
            return "class \(name): named like a \(kind)"
        }
        if WidgetClassNames.isIOSTabBar(name) || container.containerType == .tabBar || container.role == .tabBar
            || container.traits.contains(.tabBar)
        {
            return "a tab bar (\(name.isEmpty ? "container type" : name))"
        }
        if WidgetClassNames.isIOSSegmentedControl(name) {
            return "a segmented control (\(name))"
        }
        if let identifier = tabIdentifier(container) {
            return "resource-id \(identifier): named like a tab strip"
        }
        let tabItems = items.filter { item in
            WidgetClassNames.isTabItem(item.className ?? "") || item.traits.contains(.tab) || item.role == .tab
                || item.roleDescription.map { vocabulary.isTabWord($0) } == true
        }
        if !tabItems.isEmpty, tabItems.count * 2 >= items.count {
            let sample = tabItems[0]
            let what =
                sample.roleDescription.map { "roleDescription \"\($0)\"" } ?? sample.className
                ?? (sample.traits.contains(.tab) ? "the tab trait" : "role tab")
            return "\(tabItems.count) of \(items.count) items are tabs (\(what))"
        }
        return nil
    }

    /// The names of a tab strip's class (``ClassNameCue/tabStrip``) as a resource id spells them,
    /// lowercased letters only: `tab_layout`, `tabLayout`, `tab_strip`, `tab_bar`, `tab_host`.
    private static let tabIdentifierNames = ["tablayout", "tabstrip", "tabbar", "tabrow", "tabhost"]

    /// The developer's identifier of the container (the part after `:id/`) when it holds a tab
    /// strip's name, read as ``HorizontalContainerClassifier/indicatorIdentifier(_:)`` reads a page
    /// indicator's: a pager's tabs are often a plain HorizontalScrollView with `id/tab_layout`.
    static func tabIdentifier(_ container: AccessibilityElement) -> String? {
        guard let identifier = container.identifier,
            let entry = identifier.split(separator: "/").last.map(String.init)
        else { return nil }
        let key = entry.lowercased().filter { $0.isASCII && $0.isLetter }
        return tabIdentifierNames.contains { key.contains($0) } ? entry : nil
    }

    /// Verbs that start the labels of action buttons beside content.
    private static let actionVerbs: Set<String> = [
        "like", "dislike", "unlike", "share", "save", "download", "comment", "reply", "repost", "retweet",
        "bookmark", "follow", "subscribe", "add", "remove", "delete", "edit", "send", "play", "pause", "report",
        "copy", "open", "favorite", "favourite", "love", "clip", "remix", "thanks", "vote", "upvote", "downvote",
        "more", "mute", "unmute", "call", "message", "buy", "rate",
    ]

    /// The longest of ``actionVerbs``, in bytes.
    static let longestActionVerb = actionVerbs.map(\.utf8.count).max() ?? 0

    /// The action verb the item's label (or else its subtree's first label) starts with: the
    /// first word of the label's ``TextMatching/normalized(_:)`` form.
    ///
    /// - Parameter subtree: the item's subtree, listed once by the caller.
    private static func verbLabel(_ item: AccessibilityElement, subtree: [AccessibilityElement]) -> String? {
        let text = item.trimmedLabel ?? subtree.lazy.compactMap(\.trimmedLabel).first
        guard let text, let first = firstNormalizedWord(of: text), actionVerbs.contains(first) else { return nil }
        return first
    }

    /// The first word of ``TextMatching/normalized(_:)``'s form of the text, or `nil` when it has
    /// none or it is longer than every action verb.
    ///
    /// An ASCII text is read from its bytes: its normalized form is its runs of letters and digits,
    /// lowercased, so the first word is the first run; normalizing the whole label cost more
    /// than the rest of the check. Other text is normalized whole.
    static func firstNormalizedWord(of text: String) -> String? {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return TextMatching.normalized(text).split(separator: " ").first.map(String.init)
        }
        var start = -1
        var end = -1
        for (offset, byte) in text.utf8.enumerated() {
            let lower = byte | 0x20
            let alphanumeric =
                (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            if alphanumeric {
                if start < 0 { start = offset }
            } else if start >= 0 {
                end = offset
                break
            }
        }
        guard start >= 0 else { return nil }
        if end < 0 { end = text.utf8.count }
        guard end - start <= longestActionVerb else { return nil }
        let word = text.utf8.dropFirst(start).prefix(end - start)
        return String(
            decoding: word.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
