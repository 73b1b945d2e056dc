import AccessibilityTree

/// Usage hints: TalkBack's `AccessibilityFocusHint`, `NodeRoleHint`, `ClickableHint` and
/// `LongClickableHint` with touch input and double-tap activation (the defaults), and their TV
/// classes on a TV's screen.
extension TalkBackSpeech {
    /// The hint of the node when it has accessibility focus, or `nil`.
    ///
    /// Model decisions: click and long-click actions with labels and custom actions are not in the
    /// model (dumps do not carry them), so "Double-tap to <label>" and "Actions available" are
    /// never produced; an edit box's input focus is the ``AccessibilityTraitSet/isEditing`` trait; a seek bar is assumed to offer
    /// its scroll actions (Android's seek bars do while enabled).
    func hint(for id: ElementID, in context: Context) -> Utterance? {
        guard let node = context.index[id] else { return nil }
        return hint(for: node, at: position(of: id, in: context), in: context)
    }

    /// ``hint(for:in:)`` of a node whose collection position `now` (``position(of:in:)``) the
    /// caller has found already.
    func hint(for node: AccessibilityElement, at now: CollectionPosition?, in context: Context) -> Utterance? {
        guard node.isEnabled else { return nil }
        if context.facts.isTelevision { return televisionHint(for: node, at: now, in: context) }
        let id = node.id
        var result = Utterance()
        if let parentID = context.index.parent(of: id), let parent = context.index[parentID],
            context.facts.role(of: parent) == .numberPicker, parent.isScrollable
        {
            result.append(.hint, strings.adjustHint)
        }
        switch context.facts.role(of: node) {
        case .dropDownList:
            if node.isClickable { result.append(.hint, strings.changeHint) }
        case .editText:
            // No edit hint while the field has input focus (NodeRoleHint.getEditTextHint).
            if node.isClickable, !node.traits.contains(.isEditing) { result.append(.hint, strings.editTextHint) }
            if node.isLongClickable { result.append(.hint, strings.longPressHint) }
        case .seekControl:
            result.append(.hint, strings.adjustHint)
        default:
            if node.isClickable {
                if isInSingleSelectionCollection(now, in: context) {
                    result.append(.hint, strings.selectHint)
                } else if node.isCheckable {
                    result.append(.hint, strings.toggleHint)
                } else {
                    result.append(.hint, strings.activateHint)
                }
            }
            if node.isLongClickable { result.append(.hint, strings.longPressHint) }
        }
        return result.isEmpty ? nil : result
    }

    /// TalkBack for TV's hint (`AccessibilityFocusHintForTV.getHint`: the role hint alone, no
    /// number-picker or action hints), `NodeRoleHintForTV` and `ClickableHintForTV` /
    /// `LongClickableHintForTV` (google/talkback 26a27dc0, `compositor/hint/tv/`): "Press select"
    /// in the place of the gesture, and the click hint needs no clickable node but the
    /// clickable one: a drop-down list, an edit box (unless it has input focus), a checkable node
    /// and an item of a single-selection collection always have theirs. Long press is hinted
    /// only on an edit box; a seek bar says "Press select to change"; a pager that cannot scroll,
    /// "No more pages".
    private func televisionHint(
        for node: AccessibilityElement, at now: CollectionPosition?, in context: Context
    ) -> Utterance? {
        var result = Utterance()
        func clickHint() {
            if isInSingleSelectionCollection(now, in: context) {
                result.append(.hint, strings.tvSelectHint)
            } else if node.isCheckable {
                result.append(.hint, strings.tvToggleHint)
            } else if node.isClickable {
                result.append(.hint, strings.tvActivateHint)
            }
        }
        switch context.facts.role(of: node) {
        case .dropDownList:
            result.append(.hint, strings.tvChangeHint)
        case .editText:
            if !node.traits.contains(.isEditing) { result.append(.hint, strings.tvEditTextHint) }
            if node.isLongClickable { result.append(.hint, strings.tvLongPressHint) }
        case .seekControl:
            result.append(.hint, strings.tvSeekHint)
        case .pager:
            if node.isScrollable { clickHint() } else { result.append(.hint, strings.tvNoMorePagesHint) }
        default:
            clickHint()
        }
        return result.isEmpty ? nil : result
    }

    /// Whether focus on the node is inside an item of an announced single-selection collection
    /// (`CollectionState.getSelectionMode`).
    private func isInSingleSelectionCollection(_ position: CollectionPosition?, in context: Context) -> Bool {
        guard let position, position.item != nil,
            let info = context.index[position.root]?.collectionInfo
        else { return false }
        return info.selectionMode == .single
    }
}
