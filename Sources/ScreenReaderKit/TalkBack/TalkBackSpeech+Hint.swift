import AccessibilityTree

/// Usage hints: TalkBack's `AccessibilityFocusHint`, `NodeRoleHint`, `ClickableHint` and
/// `LongClickableHint` with touch input and double-tap activation (the defaults), and their TV
/// classes on a TV's screen.
extension TalkBackSpeech {
    /// The hint of the node when it has accessibility focus, or `nil`.
    ///
    /// The parts, in `AccessibilityFocusHint.getHint`'s order (`C/hint/AccessibilityFocusHint.java:
    /// 61-93`): a number picker's child's adjust hint, the role hint (`NodeRoleHint`: click, then
    /// long click), then the TalkBack menu's hint ("Actions available, use Tap with 3 fingers to
    /// view", `C/AccessibilityNodeFeedbackUtils.java:503-556`).
    ///
    /// Model decisions: where a dump states the node's actions (``AccessibilityElement/androidActions``)
    /// they are read as TalkBack reads them; where it states none, a seek bar is assumed to offer
    /// its scroll actions (Android's seek bars do while enabled), a number picker to scroll when
    /// it is scrollable, and only the model's named actions (``AccessibilityElement/customActions``)
    /// and expansion flags put actions in TalkBack's menu. Action labels are never
    /// in a dump (Appium drops them), so "Double-tap to <label>" is never produced: the
    /// unlabelled click hints stand for it. An edit box's input focus is the
    /// ``AccessibilityTraitSet/isEditing`` trait.
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
        // A number picker's scroll actions (C/hint/AccessibilityFocusHint.java:98-114).
        if let parentID = context.index.parent(of: id), let parent = context.index[parentID],
            context.facts.role(of: parent) == .numberPicker,
            parent.offersAny(of: [.scrollBackward, .scrollForward], assumed: parent.isScrollable)
        {
            result.append(.hint, strings.adjustHint)
        }
        let role = context.facts.role(of: node)
        // No long-press hint on a keyboard's views (C/hint/LongClickableHint.java:91-96, 119-122:
        // `!isKeyboard(node)`); their click hint stays, as the default typing mode does not take
        // every key for a text entry key (ClickableHint.java:104-106, 174-177; GlobalVariables.java:156).
        let longPressHinted = node.talkBackLongClickable && !context.facts.isKeyboard(node)
        switch role {
        case .dropDownList:
            if node.talkBackClickable { result.append(.hint, strings.changeHint) }
        case .editText:
            // No edit hint while the field has input focus (NodeRoleHint.getEditTextHint).
            if node.talkBackClickable, !node.traits.contains(.isEditing) {
                result.append(.hint, strings.editTextHint)
            }
            if longPressHinted { result.append(.hint, strings.longPressHint) }
        case .seekControl where node.offersAny(of: [.scrollBackward, .scrollForward], assumed: true):
            // C/hint/NodeRoleHint.java:113-125; without them, the default hint below.
            result.append(.hint, strings.adjustHint)
        default:
            if node.talkBackClickable {
                if isInSingleSelectionCollection(now, in: context) {
                    result.append(.hint, strings.selectHint)
                } else if node.isCheckable {
                    result.append(.hint, strings.toggleHint)
                } else {
                    result.append(.hint, strings.activateHint)
                }
            }
            if longPressHinted { result.append(.hint, strings.longPressHint) }
        }
        if hasActionsInMenu(node, role: role) { result.append(.hint, strings.actionsMenuHint) }
        return result.isEmpty ? nil : result
    }

    /// Whether TalkBack's menu holds "Actions" for the node itself (`RuleAction.accept`,
    /// `NodeMenuRuleProcessor.getSelfNodeMenuActionTypes`): actions of the app's own, dismiss,
    /// expand, collapse or drag (``AccessibilityElement/offersMenuActions``), or an edit box with
    /// input focus and no content description, whose editing menu always offers selection mode
    /// (`talkback/.../menurules/EditingAndSelectingMenu.java:80-85, 111-225`). The other menu
    /// types are not modelled: labels (TalkBack's own custom labels), links (clickable spans, not
    /// in dumps), page navigation (off by default).
    private func hasActionsInMenu(_ node: AccessibilityElement, role: TalkBackRole) -> Bool {
        if node.offersMenuActions { return true }
        return role == .editText && node.traits.contains(.isEditing) && contentDescription(of: node, role: role) == nil
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
            } else if node.talkBackClickable {
                result.append(.hint, strings.tvActivateHint)
            }
        }
        switch context.facts.role(of: node) {
        case .dropDownList:
            result.append(.hint, strings.tvChangeHint)
        case .editText:
            if !node.traits.contains(.isEditing) { result.append(.hint, strings.tvEditTextHint) }
            if node.talkBackLongClickable { result.append(.hint, strings.tvLongPressHint) }
        case .seekControl:
            result.append(.hint, strings.tvSeekHint)
        case .pager:
            if node.offersAny(of: [.scrollBackward, .scrollForward], assumed: node.isScrollable) {
                clickHint()
            } else {
                result.append(.hint, strings.tvNoMorePagesHint)
            }
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
