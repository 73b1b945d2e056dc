import AccessibilityTree

/// A node's own words: TalkBack's `TreeNodesDescription` and `RoleDescriptionExtractor` with the
/// default description order (state, name, role; `pref_node_desc_order_default`).
extension TalkBackSpeech {
    /// `getAppendedTreeDescription`: collapsed or expanded and checked state and the node's (and
    /// its children's) words, then its error, hint and tooltip.
    ///
    /// - Complexity: O(size of the node's subtree of nodes that do not take focus).
    func treeDescription(of node: AccessibilityElement, focused: Bool, in context: Context) -> Utterance {
        var result = Utterance()
        appendTreeDescription(of: node, focused: focused, in: context, to: &result)
        return result
    }

    /// ``treeDescription(of:focused:in:)`` appended to `result`: a subtree's words are composed
    /// into one utterance instead of one per node, each copied into its parent's.
    func appendTreeDescription(
        of node: AccessibilityElement, focused: Bool, in context: Context, to result: inout Utterance
    ) {
        let role = context.facts.role(of: node)
        let start = result.parts.count
        appendTreeNodesDescription(of: node, role: role, focused: focused, in: context, to: &result)
        // The status (collapsed or expanded, then the checked state) leads the node's words, when
        // it has any (`nodeStatusDescription`, TreeNodesDescription.java:204-240, prepended at 168-173).
        if result.parts.count > start {
            if let status = checkedStatus(of: node, role: role) { result.insert(.state, status, at: start) }
            if let expansion = expansionState(of: node) { result.insert(.state, expansion, at: start) }
        }
        result.append(.label, errorText(of: node))
        result.append(.label, hintText(of: node, role: role))
        result.append(.label, uniqueTooltip(of: node, role: role))
    }

    /// `getCollapsedOrExpandedStateText` (AccessibilityNodeFeedbackUtils.java:434-443): "collapsed"
    /// for a node that offers to expand, else "expanded" for one that offers to collapse.
    private func expansionState(of node: AccessibilityElement) -> String? {
        if node.isExpandable { return strings.collapsed }
        return node.isCollapsible ? strings.expanded : nil
    }

    /// `getAccessibilityNodeErrorText` (AccessibilityNodeFeedbackUtils.java:578-587): "Error: "
    /// and the node's error, only while its content is invalid and the error is not empty; spoken
    /// as it is (no clean-up), before the hint (TreeNodesDescription.java:179-195).
    private func errorText(of node: AccessibilityElement) -> String? {
        guard node.isContentInvalid, let error = node.errorText, !error.isEmpty else { return nil }
        return SpeechStrings.format(strings.nodeError, error)
    }

    /// `getUniqueTooltipText` (AccessibilityNodeFeedbackUtils.java:453-464): the tooltip, unless
    /// it is exactly the node's words (`getNodeTextDescription`: content description, else text,
    /// both cleaned up; `TextUtils.equals` compares `char`s, so a differently spelt equal text is
    /// not the same); spoken as it is, after the hint (TreeNodesDescription.java:179-195).
    private func uniqueTooltip(of node: AccessibilityElement, role: TalkBackRole) -> String? {
        guard let tooltip = nonEmpty(node.tooltip),
            !Self.javaEquals(tooltip, textDescription(of: node, role: role))
        else {
            return nil
        }
        return tooltip
    }

    /// `treeNodesDescription` (TreeNodesDescription.java:252-311): the role description, then the
    /// tree descriptions of the visible children that do not take focus, in TalkBack's child
    /// order, when the node has no content description (whatever text it has) or is a list, grid
    /// or pager; never for a web view.
    ///
    /// Visible is the child's own `isVisible` when TalkBack speaks (TreeNodesDescription.java:
    /// 288-296): a shown node's children scrolled out of a list are not gathered. Only below a
    /// node that is itself off screen, reached by scrolling its list, do children the dump calls
    /// not visible count as shown, as they scroll into view with it.
    private func appendTreeNodesDescription(
        of node: AccessibilityElement, role: TalkBackRole, focused: Bool, in context: Context,
        to result: inout Utterance
    ) {
        appendRoleDescriptionText(of: node, role: role, focused: focused, in: context, to: &result)
        let appendsChildren =
            role != .webView
            && (role == .grid || role == .list || role == .pager || contentDescription(of: node, role: role) == nil)
        guard appendsChildren else { return }
        for child in context.facts.children(of: node)
        where context.isShown(child.id) && (child.isVisible || !node.isVisible) && !context.isFocusable(child.id) {
            appendTreeDescription(of: child, focused: false, in: context, to: &result)
        }
    }

    /// `RoleDescriptionExtractor.nodeRoleDescriptionText`: "Unlabelled", or state, name and role
    /// word with repeats (ignoring case) dropped.
    func appendRoleDescriptionText(
        of node: AccessibilityElement, role: TalkBackRole, focused: Bool, in context: Context,
        to result: inout Utterance
    ) {
        if isUnlabelled(node, role: role) {
            result.append(.label, strings.unlabelled)
            return
        }
        let kind = descriptionKind(of: node, role: role, in: context)
        // A seek or progress bar that is not itself focused says nothing, unless it is a live
        // region (SeekBarDescription.java:45-55).
        if kind == .seekBar, !focused, node.liveRegion == .none { return }
        // At most three parts, so the first two kept are all a later one can repeat: compared
        // in place, with no array of parts or of seen texts built at every node.
        var first: String?
        var second: String?
        func add(_ kind: Utterance.Part.Kind, _ text: String?) {
            guard let text, !text.isEmpty else { return }
            let folded = Self.asciiLowercased(text)
            // `HashSet<String>.contains` compares `char`s exactly: canonically equal spellings
            // ("é" and "e" + U+0301), one to Swift's `==`, are two texts to TalkBack.
            guard !Self.javaEquals(folded, first), !Self.javaEquals(folded, second) else { return }
            if first == nil { first = folded } else { second = folded }
            result.append(kind, text)
        }
        add(.state, state(of: node, role: role, kind: kind, in: context))
        add(.label, name(of: node, role: role, kind: kind))
        add(.trait, roleWord(of: node, role: role, kind: kind, focused: focused, in: context))
    }

    /// Guava's `Ascii.toLowerCase`, which `dedupJoin` uses: only A to Z are folded, so "É" and
    /// "é" stay different.
    static func asciiLowercased(_ text: String) -> String {
        // Text with no ASCII capital is returned as it is, uncopied. Otherwise the bytes are folded:
        // in UTF-8 the bytes A-Z only ever encode those letters (every byte of a longer scalar is
        // 0x80 or above), so folding bytes folds exactly the ASCII capitals.
        guard text.utf8.contains(where: { (65...90).contains($0) }) else { return text }
        return String(decoding: text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// Which of TalkBack's role descriptions composes the node.
    enum DescriptionKind { case standard, switchLike, editText, nonText, seekBar, pagerPage }

    func descriptionKind(of node: AccessibilityElement, role: TalkBackRole, in context: Context) -> DescriptionKind {
        switch role {
        case .switch, .toggleButton: return .switchLike
        case .editText: return .editText
        case .image, .imageButton: return .nonText
        case .seekControl, .progressBar: return .seekBar
        case .pager: return .pagerPage
        case .dropDownList: return .standard
        default:
            // The page a pager shows alone, or a node a screen document calls a page.
            if node.className == nil, node.role == .page { return .pagerPage }
            // A child of a pager showing one page: found once per screen (TalkBackScreenFacts).
            return context.facts.isPagerPage(node.id) ? .pagerPage : .standard
        }
    }

    // MARK: - Name, state, role

    /// The content description (`getNodeContentDescription`, cleaned up): the label when the
    /// importer read it from the content description, none when it read the node's text
    /// (``AccessibilityElement/labelSource``). A label of unknown source (a screen written by
    /// hand or before the source was recorded) is taken for a content description, except a
    /// switch's that equals its text (its value).
    func contentDescription(of node: AccessibilityElement, role: TalkBackRole) -> String? {
        switch node.labelSource {
        case .text:
            return nil
        case .contentDescription:
            return nonEmpty(cleaned(node.label, node))
        case nil:
            switch role {
            case .switch, .toggleButton:
                return node.label == node.value ? nil : nonEmpty(cleaned(node.label, node))
            default:
                return nonEmpty(cleaned(node.label, node))
            }
        }
    }

    /// The text as TalkBack speaks it: cleaned up, except a password field's.
    private func cleaned(_ text: String?, _ node: AccessibilityElement) -> String? {
        node.traits.contains(.secureTextEntry) ? text : cleanedUp(text)
    }

    /// The node's text: an edit box's typed text, else the hint it shows (Android's node text then
    /// is the hint, cleaned up like any text); a switch's text (its value, or its label when that
    /// is its text); a seek or progress bar's label
    /// only (its value stands for its range, which is no text: `SeekBarDescription.nodeName`
    /// reads content description and text); otherwise the label (which holds content
    /// description or text) or, without one, the value.
    func text(of node: AccessibilityElement, role: TalkBackRole) -> String? {
        switch role {
        case .editText: return nonEmpty(cleaned(node.value, node)) ?? nonEmpty(cleaned(node.hint, node))
        case .switch, .toggleButton:
            // The uiautomator reader copies a switch's text into its value; the others leave it in
            // the label, which then says it is the text.
            if let value = nonEmpty(cleaned(node.value, node)) { return value }
            return node.labelSource == .text ? nonEmpty(cleaned(node.label, node)) : nil
        case .seekControl, .progressBar: return nonEmpty(cleaned(node.label, node))
        default: return nonEmpty(cleaned(node.label, node)) ?? nonEmpty(cleaned(node.value, node))
        }
    }

    /// Whether an edit box shows its hint as its text (it has no typed text).
    func isShowingHint(_ node: AccessibilityElement, role: TalkBackRole) -> Bool {
        role == .editText && nonEmpty(node.value) == nil && nonEmpty(node.hint) != nil
    }

    /// `getNodeTextOrLabelDescription`: content description, else text.
    func textOrContentDescription(of node: AccessibilityElement, role: TalkBackRole) -> String? {
        contentDescription(of: node, role: role) ?? text(of: node, role: role)
    }

    /// `getNodeTextDescription` as spoken (C/AccessibilityNodeFeedbackUtils.java:71-92): content
    /// description, else text, one upper-case letter said as "capital A"
    /// (``capitalized(_:)``). The name of default, image, seek bar and page descriptions, and
    /// what a tooltip is compared with; a switch's and an edit box's names read the content
    /// description and text directly, so they say a lone letter as it is.
    func textDescription(of node: AccessibilityElement, role: TalkBackRole) -> String? {
        textOrContentDescription(of: node, role: role).map(capitalized)
    }

    /// `CompositorUtils.prependCapital` (C/CompositorUtils.java:144-152), on because TalkBack's
    /// capital-letters setting defaults to "speak capital" (`pref_capital_letters_default` 1,
    /// `CAPITAL_LETTERS_TYPE_SPEAK_CAP`; TalkBackService.java:2654-2663): a text of one `char`
    /// that `Character.isUpperCase` accepts becomes `template_capital_letter` ("capital A",
    /// "großes A", "A majuscule"). The text is the cleaned-up one, so " A " (trimmed to one
    /// letter) counts and a letter with a combining mark (two `char`s) does not. Android's
    /// `isUpperCase` is ICU's `u_isupper`, general category Lu alone (libcore
    /// `ojluni/src/main/native/Character.cpp`, `Character_isUpperCaseImpl`): "Ä" and "Ж" count,
    /// a title-case "ǅ", a circled "Ⓐ" (Other_Uppercase) and a digit do not.
    func capitalized(_ text: String) -> String {
        // One `char` is at most three UTF-8 bytes; the byte count is O(1), so a long text is
        // never walked to count its UTF-16 units.
        guard text.utf8.count <= 3, text.utf16.count == 1, let letter = text.unicodeScalars.first,
            letter.properties.generalCategory == .uppercaseLetter
        else { return text }
        return SpeechStrings.format(strings.capitalLetter, text)
    }

    private func name(of node: AccessibilityElement, role: TalkBackRole, kind: DescriptionKind) -> String? {
        switch kind {
        case .switchLike:
            if let description = contentDescription(of: node, role: role) { return description }
            return stateDescription(of: node, role: role) != nil ? text(of: node, role: role) : nil
        case .editText:
            if node.traits.contains(.secureTextEntry) {
                var parts = [contentDescription(of: node, role: role) ?? strings.password]
                if let actions = node.androidActions {
                    // The node's text (typed, or the hint shown) is counted only when the node
                    // offers ACTION_SET_SELECTION (C/roledescription/EditTextDescription.java:84-101).
                    let shown = isShowingHint(node, role: role) ? nonEmpty(node.hint) : nil
                    if let nodeText = nonEmpty(node.value) ?? shown {
                        parts.append(
                            actions.contains(.setSelection) ? strings.characters(nodeText.utf16.count) : nodeText)
                    }
                } else if let typed = nonEmpty(node.value) {
                    let count = typed.utf16.count  // Java String.length()
                    parts.append(
                        strings.characters(count)
                    )
                } else if isShowingHint(node, role: role), let shown = nonEmpty(node.hint) {
                    // The hint shown is the node's text, spoken as it is: an empty field offers no
                    // ACTION_SET_SELECTION (TextView adds it only for non-empty text), so no count.
                    parts.append(shown)
                }
                return parts.joined(separator: ", ")
            }
            return text(of: node, role: role) ?? contentDescription(of: node, role: role)
        case .standard, .nonText, .seekBar, .pagerPage:
            return textDescription(of: node, role: role)
        }
    }

    /// The state description, or what stands for one. Android's is kept only when Java's trim
    /// leaves something (`AccessibilityNodeInfoUtils.getState`), so one of only spaces or
    /// controls is no state, while one of a no-break space is.
    func stateDescription(of node: AccessibilityElement, role: TalkBackRole) -> String? {
        if Self.hasTrimmedText(node.stateDescription), let state = nonEmpty(cleaned(node.stateDescription, node)) {
            return state
        }
        if let state = platformStateDescription(of: node) { return state }
        if let state = frameworkProgressState(of: node, role: role) { return state }
        switch role {
        case .editText, .switch, .toggleButton, .seekControl, .progressBar: return nil
        default:
            // A value beside a name (a custom adjustable component) is the node's state.
            guard nonEmpty(node.label) != nil else { return nil }
            return nonEmpty(node.value)
        }
    }

    private func state(
        of node: AccessibilityElement, role: TalkBackRole, kind: DescriptionKind, in context: Context
    ) -> String? {
        let described = stateDescription(of: node, role: role).map {
            localizedStateDescription($0, of: node)
        }
        switch kind {
        case .standard, .pagerPage:
            return described
        case .editText:
            // EditTextDescription.java:121-143: "Editing" after the state description while the
            // box has input focus and a keyboard is shown (the selection mode is never on here).
            guard node.traits.contains(.isEditing), context.facts.showsKeyboard else { return described }
            return [described, strings.editing].compactMap { $0 }.joined(separator: ", ")
        case .switchLike:
            if let described { return described }
            if let text = text(of: node, role: role) { return text }
            return node.checkedState == .checked ? strings.on : strings.off
        case .nonText:
            if let described { return described }
            return textOrContentDescription(of: node, role: role) == nil ? strings.unlabelled : nil
        case .seekBar:
            if let described { return described }
            return percent(node.value)
        }
    }

    /// The model's value of a seek or progress bar as TalkBack's "N percent".
    private func percent(_ value: String?) -> String? {
        guard let value = nonEmpty(value) else { return nil }
        let number = value.hasSuffix("%") ? String(value.dropLast()) : value
        guard let amount = Double(number.filter { $0 != " " }), amount.isFinite else { return value }
        let text =
            amount == amount.rounded() && abs(amount) < 1e15 ? String(Int(amount)) : String(amount)
        return SpeechStrings.format(strings.percent, text)
    }

    private func roleWord(
        of node: AccessibilityElement, role: TalkBackRole, kind: DescriptionKind, focused: Bool, in context: Context
    ) -> String? {
        if nonEmpty(cleaned(node.roleDescription, node)) != nil {
            return spokenRoleDescription(of: node, in: context).flatMap { cleaned($0, node) }
        }
        switch kind {
        case .pagerPage:
            // A pager and the page it shows alone both say "Page" (getPagerPageRoleDescription).
            return strings.page
        case .nonText:
            // An image offering ACTION_SELECT says "Image" only when focused itself
            // (C/roledescription/NonTextViewsDescription.java:61-67); every view offers it unless a
            // dump says otherwise (a selected view offers ACTION_CLEAR_SELECTION instead).
            if role == .image, node.offersAny(of: .select, assumed: true) {
                return focused ? strings.roles[.image] : nil
            }
            return strings.roles[role]
        default:
            return strings.roles[role]
        }
    }

    /// `nodeStatusDescription`: "checked" / "not checked" for a checkable node without a state
    /// description (`getNodeStateDescription`, trimmed as Java trims), except switches and toggle
    /// buttons; a `CheckedTextView` only when checked.
    private func checkedStatus(of node: AccessibilityElement, role: TalkBackRole) -> String? {
        guard !Self.hasTrimmedText(node.stateDescription), node.isCheckable || node.checkedState != nil,
            role != .switch, role != .toggleButton
        else { return nil }
        let checked = node.checkedState == .checked
        if role == .checkedTextView, !checked { return nil }
        let words = checkedWords(of: node, role: role)
        return checked ? words.checked : words.notChecked
    }

    /// `getHintDescription`: the node's hint text, except an edit box's that it shows as its text.
    private func hintText(of node: AccessibilityElement, role: TalkBackRole) -> String? {
        isShowingHint(node, role: role) ? nil : nonEmpty(node.hint)
    }

    // MARK: - Unlabelled

    /// `getUnlabelledNodeDescription`: an enabled actionable leaf without words that is not
    /// checkable, not a seek or progress bar, and has no role word, state or hint.
    func isUnlabelled(_ node: AccessibilityElement, role: TalkBackRole) -> Bool {
        guard needsLabel(node, role: role), !node.isCheckable, role != .seekControl, role != .progressBar else {
            return false
        }
        let roleWord = nonEmpty(node.roleDescription) ?? strings.roles[role]
        return roleWord == nil && stateDescription(of: node, role: role) == nil
            && textOrContentDescription(of: node, role: role) == nil && nonEmpty(node.hint) == nil
    }

    /// `TalkBackLabelManager.needsLabel`: enabled, clickable or long-clickable (or focusable with a
    /// resource id TalkBack could label), no children, no text.
    func needsLabel(_ node: AccessibilityElement, role: TalkBackRole) -> Bool {
        // The identifier test is a substring search, so it runs last, only for a focusable node
        // that is not clickable: the one case that reads it.
        func labellable() -> Bool {
            node.identifier.map { $0.contains(":id/") && !$0.hasPrefix(":id/") } ?? false
        }
        return node.isEnabled
            && (node.talkBackClickable || node.talkBackLongClickable
                || ((node.isFocusable || node.androidActions?.contains(.focus) == true) && labellable()))
            && !node.children.contains { !$0.isHidden } && textOrContentDescription(of: node, role: role) == nil
    }
}
