import AccessibilityTree

/// One parent's text fragments, for touch-target-size's inline exception: its children that are
/// words of a sentence, split into plain texts and targets, each sorted by its top edge.
///
/// Why: the exception asks of every small target whether a text of its line runs into it. Read
/// sibling by sibling, that cost a row of n fragments n² comparisons (a web page's paragraph,
/// a list of thousands of alike buttons under one layout). Sorted by top, the fragments that
/// can share a line with a frame are one slice found by binary search, and what holds for the
/// whole parent (a text running into a target) is found once.
struct SentenceFragments {
    /// The parent's fragments that are no target, by top edge.
    let texts: [AccessibilityElement]

    /// The height of the tallest text that runs into one of the parent's targets
    /// (``TouchTargetSizeRule/runsInto(_:_:)``), or `nil` when none does: a sentence with a
    /// link in it.
    let tallestTextRunningIntoATarget: Double?

    init(children: [AccessibilityElement], platform: Platform, inWebContent: Bool = false) {
        let fragments = children.filter { Self.isFragment($0, inWebContent: inWebContent) }
            .sorted { $0.frame.minY < $1.frame.minY }
        texts = fragments.filter { !$0.isActionable(on: platform) }
        let targets = fragments.filter { $0.isActionable(on: platform) }
        tallestTextRunningIntoATarget =
            texts.lazy
            .filter { text in
                Self.sharingALine(with: text.frame, in: targets).contains {
                    TouchTargetSizeRule.runsInto(text.frame, $0.frame)
                }
            }
            .map(\.frame.height).max()
    }

    /// Whether the node is a word of a sentence: a present leaf with a frame, of no role but
    /// text or link (no button or image trait), labelled with a word or a number, or a link
    /// around nothing but such texts (``isLinkAroundItsText(_:)``, and in web content on Android
    /// ``isChromiumLinkAroundItsText(_:)``). An icon (emoji, symbols, a glyph) is none.
    static func isFragment(_ node: AccessibilityElement, inWebContent: Bool = false) -> Bool {
        node.isPresent
            && (node.children.isEmpty || isLinkAroundItsText(node)
                || (inWebContent && isChromiumLinkAroundItsText(node)))
            && isText(node) && !node.frame.isEmpty && (node.trimmedLabel.map(TextMatching.holdsWords) ?? false)
    }

    /// Whether the node is how Chromium lists a web page's link: a plain `android.view.View`
    /// around nothing but the texts of its words. Chromium names an Android node's class after
    /// its role, and a link has no class of its own: `AXRoleToAndroidClassName` gives a static
    /// text `android.widget.TextView` and every role it does not list, a link among them,
    /// `android.view.View` (chromium/chromium at a068767,
    /// ui/accessibility/ax_assistant_structure.cc, within characters 13,990 to 16,273; the
    /// WebView's node provider takes its class name from the same function). So in web content
    /// such a View around its text is the link beside its sentence ("Google offered in:
    /// English"), as WebKit's Link around its StaticText is. Outside web content a View holding
    /// children is a Compose node, whose class says nothing of a link, so only web content counts.
    static func isChromiumLinkAroundItsText(_ node: AccessibilityElement) -> Bool {
        guard node.className == "android.view.View", !node.children.isEmpty else { return false }
        return holdsOnlyTexts(node)
    }

    /// Whether the node is a link that holds only the texts of its words: WebKit lists a web
    /// page's link as a Link around its StaticText, beside the StaticText of the words before it
    /// ("Powered by " and the link "Elemental Selenium"), as Chromium lists a link's text inside
    /// its node. The link is a word of the sentence as a leaf would be.
    static func isLinkAroundItsText(_ node: AccessibilityElement) -> Bool {
        guard node.role == .link || node.traits.contains(.link) else { return false }
        return holdsOnlyTexts(node)
    }

    /// Whether every child of the node is a leaf of text: the words of a link, nothing else.
    private static func holdsOnlyTexts(_ node: AccessibilityElement) -> Bool {
        node.children.allSatisfy { $0.children.isEmpty && isText($0) }
    }

    private static func isText(_ node: AccessibilityElement) -> Bool {
        (node.role == nil || node.role == .text || node.role == .link) && !node.traits.contains(.button)
            && !node.traits.contains(.image)
    }

    /// The texts that may share a line with the frame: those whose top lies where a text that
    /// runs into the frame must have its top.
    func texts(onTheLineOf frame: ScreenRect) -> ArraySlice<AccessibilityElement> {
        Self.sharingALine(with: frame, in: texts)
    }

    /// The elements of `sorted` (by top edge) whose top lies where the top of a fragment that
    /// runs into `frame` must lie: such a fragment overlaps the frame's line, so its top is
    /// above the frame's bottom and below the frame's top less its own height, and its height is
    /// within ``TouchTargetSizeRule/lineHeightTolerance`` or ``TouchTargetSizeRule/lineHeightRounding``
    /// of the frame's. A superset: callers still ask ``TouchTargetSizeRule/runsInto(_:_:)``.
    private static func sharingALine(
        with frame: ScreenRect, in sorted: [AccessibilityElement]
    ) -> ArraySlice<AccessibilityElement> {
        let tallestPeer = Swift.max(
            frame.height / (1 - TouchTargetSizeRule.lineHeightTolerance),
            frame.height + TouchTargetSizeRule.lineHeightRounding)
        // One more unit keeps rounding in the division from narrowing the slice.
        let lowest = frame.minY - tallestPeer - 1
        let start = sorted.partitioningIndex { $0.frame.minY >= lowest }
        let end = sorted.partitioningIndex { $0.frame.minY > frame.maxY }
        return start < end ? sorted[start..<end] : []
    }
}

/// The parents' ``SentenceFragments`` read so far in one check of a screen, each read once.
final class SentenceFragmentsCache {
    private let platform: Platform
    private var byParent: [ElementID: SentenceFragments] = [:]

    init(platform: Platform) { self.platform = platform }

    /// The fragments of `parent`'s children; `inWebContent` says the parent lies in a WebView
    /// (one parent is always one or the other, so it is read once).
    func fragments(of parent: AccessibilityElement, inWebContent: Bool = false) -> SentenceFragments {
        if let known = byParent[parent.id] { return known }
        let read = SentenceFragments(children: parent.children, platform: platform, inWebContent: inWebContent)
        byParent[parent.id] = read
        return read
    }
}
