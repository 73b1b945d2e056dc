import AccessibilityTree

extension ScreenReaderSimulator {
    /// The TalkBack context of the current tree: its index and the focus rules' decisions,
    /// computed once per tree version.
    var talkBackContext: TalkBackSpeech.Context {
        TalkBackSpeech.Context(
            index: tree.index, facts: tree.talkBack ?? TalkBackFocusRules.analyse(tree.screen, index: tree.index))
    }

    /// What TalkBack says when focus moves from `old` to `id`, collection words included.
    ///
    /// - Complexity: O(size of the node's non-focusable subtree + depth).
    func talkBackSpeech(for id: ElementID, from old: ElementID?) -> Utterance {
        TalkBackSpeech(strings: strings).focusSpeech(
            for: id, from: old, in: talkBackContext, withCollectionTransition: old != id)
    }

    /// What TalkBack says when focus moves from `old` to `id`, what it says for the element on its
    /// own (``speech(for:)``), and its hint (``hint(for:)``) when asked: all from one composer, one
    /// context and one composition of the element's words, as only the collection words depend on
    /// the previous focus.
    ///
    /// - Complexity: O(size of the node's non-focusable subtree + depth).
    func talkBackSpeeches(
        for id: ElementID, from old: ElementID?, withHint: Bool
    ) -> (moving: Utterance, own: Utterance, hint: Utterance?) {
        let context = talkBackContext
        guard let node = context.index[id] else { return (Utterance(), Utterance(), nil) }
        let speech = TalkBackSpeech(strings: strings)
        let description = speech.ownDescription(of: node, in: context)
        let now = speech.position(of: id, in: context)
        let whole = speech.wholeItemWords(at: now, node: id, in: context)
        let own = speech.focusSpeech(
            for: node, description: description, from: id, at: now, wholeItemWords: whole, in: context,
            withCollectionTransition: false)
        let hint = withHint ? speech.hint(for: node, at: now, in: context) : nil
        guard old != id else { return (own, own, hint) }
        let moving = speech.focusSpeech(
            for: node, description: description, from: old, at: now, wholeItemWords: whole, in: context,
            withCollectionTransition: true)
        return (moving, own, hint)
    }

    /// TalkBack's hint for the element, with its collection's selection mode.
    func talkBackHint(for id: ElementID) -> Utterance? {
        TalkBackSpeech(strings: strings).hint(for: id, in: talkBackContext)
    }
}
