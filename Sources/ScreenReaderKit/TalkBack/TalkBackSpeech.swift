import AccessibilityTree

/// What TalkBack 15.1 says for a node with default settings, derived from its Java compositor
/// (google/talkback@26a27dc, `talkback/.../compositor/`; see `docs/fidelity.md`), every word
/// read from a ``SpeechStrings`` table.
///
/// An accessibility-focus utterance is, in order:
/// 1. "Unlabelled" alone for an enabled actionable leaf with no words, no role word and no state;
///    otherwise "selected", then the node's tree description, then "disabled" (not for headings).
///    The tree description is the checked state (checkable nodes without a stateDescription, not
///    switches; a `CheckedTextView` only when checked), then state, name and role word with a
///    part repeating an earlier one of these three dropped (`CompositorUtils.dedupJoin`), then the
///    tree descriptions of its visible children that do not take focus themselves (only when the
///    node has no content description, even with text of its own, or is a list, grid or pager),
///    then its hint text (an edit box's only when it is not showing it as its text).
/// 2. The position in a list ("3 of 10") or grid ("Row 2, Column 1"), spoken when the row or
///    column changed, with "Heading" for a heading item; else "Heading" for a heading.
/// 3. Entering a collection ("In list, 8 items", "In grid, 3 rows, 2 columns", "In pager",
///    "In horizontal pager", "In <roleDescription>"), or leaving one ("Out of list").
///
/// Model decisions (the model keeps one ``AccessibilityElement/label`` for content description
/// and text): a node's content description and text are its label, except for edit boxes and
/// switches, whose text is their ``AccessibilityElement/value`` (the importer does so); which of
/// the two a label is, ``AccessibilityElement/labelSource`` says (a label of unknown source is
/// read as a content description). A value beside a label on any other node (a custom
/// adjustable component) is its state description.
/// A seek bar's or progress bar's value stands for its range ("50" or "50%" → "50 percent").
public struct TalkBackSpeech: Sendable {
    /// The words used.
    public var strings: SpeechStrings.TalkBackWords

    /// Creates a composer speaking the table's words.
    public init(strings: SpeechStrings = .english) {
        self.strings = strings.talkBack
    }

    /// The model role closest to TalkBack's role of the node (see ``talkBackRole(of:)``); a
    /// clickable image is a button.
    public func role(of node: AccessibilityElement) -> ElementRole? {
        TalkBackRole(of: node).modelRole
    }

    /// TalkBack's role of the node.
    public func talkBackRole(of node: AccessibilityElement) -> TalkBackRole {
        TalkBackRole(of: node)
    }

    /// The words TalkBack speaks when focus lands on the node from outside its collection,
    /// without the hint and without the collection's entry words (see
    /// ``collectionContext(from:to:in:)``).
    ///
    /// - Parameters:
    ///   - index: the screen's index, to find the node's parent and collection; without it the
    ///     node is composed as a screen of its own and no position is spoken.
    ///   - focusable: the nodes that take focus themselves (their words are not appended to a
    ///     parent); `nil` decides by TalkBack's rules.
    /// - Complexity: O(n) in the screen's nodes (the focus rules run once); the simulator keeps
    ///   their result per screen, so its speech costs O(size of the node's non-focusable subtree + depth).
    public func speech(
        for node: AccessibilityElement, in index: ScreenIndex? = nil, focusable: Set<ElementID>? = nil
    ) -> Utterance {
        let context = Context(node: node, index: index, focusable: focusable)
        return focusSpeech(for: node.id, from: node.id, in: context, withCollectionTransition: false)
    }

    /// The usage hint TalkBack speaks after a pause, or `nil` when there is none.
    ///
    /// - Parameter index: the screen's index, for the selection mode of the node's collection.
    public func hint(for node: AccessibilityElement, in index: ScreenIndex? = nil) -> Utterance? {
        hint(for: node.id, in: Context(node: node, index: index, focusable: nil))
    }

    /// What TalkBack says about collections when focus moves from `old` to `new`: "Out of list"
    /// for the announced collection focus left (when `new` is in no announced collection), or the
    /// entry words of the one it entered ("In list, 8 items").
    ///
    /// - Complexity: O(n) in the screen's nodes.
    public func collectionContext(from old: ElementID?, to new: ElementID, in index: ScreenIndex) -> Utterance {
        guard let node = index[new] else { return Utterance() }
        let context = Context(node: node, index: index, focusable: nil)
        let transition = collectionTransition(from: old, to: new, in: context)
        return Utterance(transition.announcement.map { [Utterance.Part(.context, $0)] } ?? [])
    }

    /// The whole utterance when focus moves from `old` (or nowhere) to `id`.
    func focusSpeech(
        for id: ElementID, from old: ElementID?, in context: Context, withCollectionTransition: Bool = true
    ) -> Utterance {
        guard let node = context.index[id] else { return Utterance() }
        return focusSpeech(
            for: node, description: ownDescription(of: node, in: context), from: old,
            at: position(of: id, in: context), in: context, withCollectionTransition: withCollectionTransition)
    }

    /// The node's words before any collection words: the same whatever focus came from, so a
    /// caller that needs the words for two previous focuses composes them once.
    ///
    /// - Complexity: O(size of the node's non-focusable subtree).
    func ownDescription(of node: AccessibilityElement, in context: Context) -> Utterance {
        var result = Utterance()
        let role = context.facts.role(of: node)
        if isUnlabelled(node, role: role) {
            result.append(.label, strings.unlabelled)
        } else {
            if node.isSelected { result.append(.state, strings.selected) }
            appendTreeDescription(of: node, focused: true, in: context, to: &result)
            if !node.isEnabled, !Self.isHeading(node) { result.append(.state, strings.disabled) }
        }
        return result
    }

    /// The whole utterance when focus moves from `old` to the node, after its own words
    /// (``ownDescription(of:in:)``), the node's collection position `now` (``position(of:in:)``)
    /// found by the caller.
    func focusSpeech(
        for node: AccessibilityElement, description: Utterance, from old: ElementID?, at now: CollectionPosition?,
        wholeItemWords: Utterance? = nil, in context: Context, withCollectionTransition: Bool
    ) -> Utterance {
        let id = node.id
        var result = description
        if let example = phoneticExample(for: node, in: context) { result.append(.label, example) }
        let transition = collectionTransition(
            from: old, to: id, at: now, wholeItemWords: wholeItemWords, in: context)
        if let item = transition.itemWords, !item.isEmpty {
            result.append(contentsOf: item)
        } else if Self.isHeading(node), !node.offersWebActions {
            // No "Heading" for web content (C/rule/EventTypeViewAccessibilityFocusedFeedbackRule.java:
            // 224-226: `!WebInterfaceUtils.isWebContainer(node)`), known where a dump states actions.
            result.append(.trait, spokenRoleDescription(of: node, in: context) ?? strings.heading)
        }
        if withCollectionTransition, let announcement = transition.announcement {
            result.append(.context, announcement)
        }
        return result
    }

    /// A heading by its flag or, for a collection item, by its item info (Android's `isHeading`).
    static func isHeading(_ node: AccessibilityElement) -> Bool {
        node.isHeading || node.collectionItemInfo?.isHeading == true
    }

    func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    /// The screen a node is composed in: its index and TalkBack's decisions about it.
    struct Context {
        let index: ScreenIndex
        let facts: TalkBackScreenFacts
        /// The nodes a caller says take focus themselves, instead of the focus rules' answer.
        let focusable: Set<ElementID>?

        init(index: ScreenIndex, facts: TalkBackScreenFacts) {
            self.index = index
            self.facts = facts
            self.focusable = nil
        }

        /// A context for a public call: the index given (or the node alone), analysed now.
        init(node: AccessibilityElement, index: ScreenIndex?, focusable: Set<ElementID>?) {
            // A node outside the index given is composed as a screen of its own.
            let index =
                index.flatMap { $0[node.id] == nil ? nil : $0 }
                ?? ScreenIndex(AccessibilityScreen(platform: .android, roots: [node]))
            let roots = index.preorder.filter { index.parent(of: $0) == nil }.compactMap { index[$0] }
            let facts = TalkBackFocusRules.analyse(AccessibilityScreen(platform: .android, roots: roots))
            self.index = index
            self.facts = facts
            self.focusable = focusable
        }

        /// Whether TalkBack sees the node as visible (or scrolls it into view).
        func isShown(_ id: ElementID) -> Bool { facts.isShown(id) }

        /// Whether the node takes focus itself, so its words are not a parent's.
        func isFocusable(_ id: ElementID) -> Bool { focusable?.contains(id) ?? facts.isAccessibilityFocusable(id) }
    }
}
