import AccessibilityTree

extension ScreenReaderSimulator {
    /// The TalkBack context of the current tree: its index and the focus rules' decisions,
    /// computed once per tree version.
    var talkBackContext: TalkBackSpeech.Context {
        TalkBackSpeech.Context(index: tree.index, facts: tree.talkBack ?? TalkBackFocusRules.analyse(tree.screen))
    }

    /// What TalkBack says when focus moves from `old` to `id`, collection words included.
    ///
    /// - Complexity: O(size of the node's non-focusable subtree + depth).
    func talkBackSpeech(for id: ElementID, from old: ElementID?) -> Utterance {
        TalkBackSpeech(strings: strings).focusSpeech(
            for: id, from: old, in: talkBackContext, withCollectionTransition: old != id)
    }

    /// TalkBack's hint for the element, with its collection's selection mode.
    func talkBackHint(for id: ElementID) -> Utterance? {
        TalkBackSpeech(strings: strings).hint(for: id, in: talkBackContext)
    }
}
