import AccessibilityTree

/// WCAG 2.5.8's equivalent exception for a part of a bigger Android control.
///
/// ATF's TouchTargetSizeCheck lowers a small target inside a big clickable ancestor to a warning
/// because "the parent must perform the same action as the child, which is beyond the scope of
/// this test" (google/Accessibility-Test-Framework-for-Android @ c65cab0, TouchTargetSizeCheck.java
/// lines 238-242). WCAG 2.5.8 exempts a target whose "function can be achieved through a different
/// control on the same page that meets this criterion"
/// (https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html). So the question is
/// whether the dump shows that the ancestor does the same thing.
///
/// Decision: it does when the small target is a part the developer folded into the ancestor:
/// - the ancestor is a focus stop (focusable or screen-reader focusable) and the part is not, and
///   no other focus stop lies between them (one at the ancestor's place is the same control), so
///   a keyboard or switch user reaches the part's function only through the ancestor;
/// - the ancestor's own label says what the part says, and more: every word the part and its
///   subtree carry is a whole word of that label (TikTok's count "163.2K" in a button described
///   "Like video. 163.2K likes"). A part named exactly as the ancestor is not enough: a test id
///   such as "touch" on a card and on each of its buttons names no action. Neither is a part
///   with no words at all: nothing shows what it does, and an unnamed contact photo inside a
///   conversation row opens the contact, not the conversation;
/// - nothing in the part names another action: it is not checkable inside an ancestor that is
///   not (a check box is a control of its own), and its resource id names no action
///   (``partActionWords``) that the ancestor's id and label do not name too.
///
/// A part with a name of its own (a "Follow" button inside a post), a focusable one, or one whose
/// id says "more" inside a card that does not, keeps ATF's warning.
///
/// Screen readers do not change this decision, and this decision does not change theirs:
/// TalkBack focuses a clickable node whatever its ancestors are (google/talkback @ 26a27dc0,
/// AccessibilityNodeInfoUtils.java lines 1100-1107: a clickable node is always actionable, and
/// lines 1696-1700 and 820-846: an actionable node with nothing below it, or something to speak,
/// takes focus), so `label-missing` still reports an unnamed clickable part.
extension TouchTargetSizeRule {
    /// Words of a resource id that name an action of their own (the part's id entry cut into
    /// words by ``IdentifierNamesKindSignal/words(of:)``): an id such as `iv_more` or `btnDelete`
    /// says the part does something the card may not do.
    static let partActionWords: Set<String> = [
        "add", "bookmark", "buy", "call", "cancel", "cart", "clear", "close", "collapse", "copy", "delete",
        "dismiss", "download", "edit", "expand", "fav", "favorite", "favourite", "follow", "like", "menu", "more",
        "mute", "overflow", "pause", "play", "remove", "reply", "report", "save", "send", "share", "subscribe",
    ]

    /// Whether the small target is a part of its qualifying clickable ancestor that does the
    /// ancestor's action (see the extension's comment).
    ///
    /// - Parameters:
    ///   - element: The small target.
    ///   - ancestor: Its qualifying clickable ancestor (``qualifyingClickableAncestor(of:ancestors:bigEnough:)``).
    ///   - ancestors: The element's ancestors, nearest first.
    static func isPart(
        _ element: AccessibilityElement, of ancestor: AccessibilityElement, ancestors: [AccessibilityElement]
    ) -> Bool {
        func isFocusStop(_ node: AccessibilityElement) -> Bool { node.isFocusable || node.isScreenReaderFocusable }
        guard isFocusStop(ancestor), !isFocusStop(element), element.isCheckable == false || ancestor.isCheckable
        else { return false }
        for node in ancestors {
            if node.id == ancestor.id { break }
            // A focus stop at the ancestor's place is that control listed twice (a button and
            // its focusable layout of the same bounds), not a smaller control holding the part.
            if isFocusStop(node), !isSamePlace(ancestor.frame, node.frame) { return false }
        }
        let ancestorWords = Set(identifierWords(ancestor) + labelWords(ancestor))
        if identifierWords(element).contains(where: { partActionWords.contains($0) && !ancestorWords.contains($0) }) {
            return false
        }
        let said = element.subtree.compactMap(\.trimmedLabel).filter { TextMatching.holdsWords($0) }
        guard !said.isEmpty, let name = ancestor.trimmedLabel else { return false }
        let nameWords = TextTokens(name).tokens.filter(\.isWordOrNumber)
        return said.allSatisfy { text in
            let words = TextTokens(text).tokens.filter(\.isWordOrNumber)
            return words.count < nameWords.count && TextTokens.containsWords(words, in: nameWords)
        }
    }

    /// The lowercased words of the element's resource id entry, or none.
    private static func identifierWords(_ element: AccessibilityElement) -> [String] {
        IdentifierNamesKindSignal.entry(of: element).map(IdentifierNamesKindSignal.words(of:)) ?? []
    }

    /// The lowercased words of the element's own label (numbers left out: no resource id's action
    /// word is one), or none.
    private static func labelWords(_ element: AccessibilityElement) -> [String] {
        guard let label = element.trimmedLabel else { return [] }
        return TextTokens(label).tokens.compactMap { token in
            if case .word(let word) = token { return word }
            return nil
        }
    }
}
