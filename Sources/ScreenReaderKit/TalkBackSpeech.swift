import AccessibilityTree

/// What TalkBack says for a node with default settings: the composition rules of the TalkBack
/// digest (`reference/talkback-speech.md`), every word read from a ``SpeechStrings`` table.
///
/// Parts: "selected"; state; name; role word (`AccessibilityElement/roleDescription` replaces
/// it); descriptions of non-focusable children when the node has no content description;
/// "disabled" (not for headings); then the collection position ("3 of 10", "Row 2, Column 1"),
/// or else "Heading". A part that repeats an earlier one (ignoring case) is dropped.
///
/// Decisions where the digest is silent or the model is coarser than Android's:
/// - The model keeps one `AccessibilityElement/label` for content description and text. The
///   name is the label, else the value (text) except for seek bars and progress bars, whose value
///   is their state; edit boxes use the value (typed text), else the label, else the hint.
/// - A node has "no content description" (and so takes its non-focusable children's words) when
///   its label is empty.
/// - A seek bar without a stateDescription speaks "N percent" when its value is a number (with or
///   without "%"), otherwise its value as is. Any other node with both a label and a value (a
///   custom adjustable view) speaks the value as its state: "2 stars, Rating".
/// - Radio buttons without a stateDescription say "checked" / "not checked" (TalkBack's own
///   checkable words); a mixed check box says "partially checked".
/// - Hints: none for a disabled node. Checkable: toggle; spinner: change; edit box: edit text;
///   seek bar: adjust; clickable: activate; long-clickable adds the long-press hint.
///   "Double-tap to select" needs a selectable flag and "Double-tap to %s" a click action label;
///   the model has neither, so they are never produced.
public struct TalkBackSpeech: Sendable {
    /// The words used.
    public var strings: SpeechStrings.TalkBackWords

    /// Creates a composer speaking the table's words.
    public init(strings: SpeechStrings = .english) {
        self.strings = strings.talkBack
    }

    /// The role of a node: its explicit role, else the one its class name implies; a clickable
    /// image is a button.
    public func role(of node: AccessibilityElement) -> Role? {
        let role = node.role ?? node.className.flatMap(Role.init(androidClassName:))
        if role == .image, node.isClickable { return .button }
        return role
    }

    /// The words TalkBack speaks when the node takes focus, without the hint and without
    /// collection entry or exit (see ``collectionContext(from:to:in:)``).
    ///
    /// - Parameters:
    ///   - index: the screen's index, to find the collection around an item; without it no position is spoken.
    ///   - focusable: the nodes that take focus themselves (their words are not appended to a
    ///     parent); `nil` treats actionable children as focusable, an approximation for a node
    ///     composed without its screen.
    /// - Complexity: O(size of the node's non-focusable subtree + depth).
    public func speech(
        for node: AccessibilityElement, in index: ScreenIndex? = nil, focusable: Set<ElementID>? = nil
    ) -> Utterance {
        var parts = description(of: node, isChild: false, focusable: focusable).parts
        if let index, let position = position(of: node, in: index) {
            parts.append(position)
        } else if Self.isHeading(node) {
            parts.append(.init(.trait, strings.heading))
        }
        return Utterance(deduplicated(parts))
    }

    /// The usage hint TalkBack speaks after a pause, or `nil` when there is none.
    public func hint(for node: AccessibilityElement) -> Utterance? {
        guard node.isEnabled else { return nil }
        var result = Utterance()
        let role = role(of: node)
        if node.isCheckable || role == .checkBox || role == .radioButton || role == .toggle {
            result.append(.hint, strings.toggleHint)
        } else if role == .dropDownList {
            result.append(.hint, strings.changeHint)
        } else if role == .editText {
            result.append(.hint, strings.editTextHint)
        } else if role == .slider {
            result.append(.hint, strings.adjustHint)
        } else if node.isClickable {
            result.append(.hint, strings.activateHint)
        }
        if node.isLongClickable { result.append(.hint, strings.longPressHint) }
        return result.isEmpty ? nil : result
    }

    /// "Out of list" for each collection focus left (innermost first), then "In list, N items",
    /// "In grid, R rows, C columns" or "In horizontal pager" for each entered (outermost first).
    ///
    /// - Complexity: O(depth) of the two nodes.
    public func collectionContext(from old: ElementID?, to new: ElementID, in index: ScreenIndex) -> Utterance {
        let before = old.map { collections(around: $0, in: index) } ?? []
        let after = collections(around: new, in: index)
        var result = Utterance()
        for left in before where !after.contains(where: { $0.id == left.id }) {
            switch left.kind {
            case .list: result.append(.context, strings.outOfList)
            case .grid: result.append(.context, strings.outOfGrid)
            case .pager: result.append(.context, strings.outOfPager)
            }
        }
        for entered in after.reversed() where !before.contains(where: { $0.id == entered.id }) {
            switch entered.kind {
            case .list:
                if let count = entered.info?.itemCount {
                    result.append(
                        .context, SpeechStrings.format(count == 1 ? strings.inListOneItem : strings.inList, count))
                } else {
                    result.append(.context, strings.inListWithoutCount)
                }
            case .grid:
                let rows = entered.info?.rowCount ?? 0
                let columns = entered.info?.columnCount ?? 0
                result.append(.context, SpeechStrings.format(strings.inGrid, rows, columns))
            case .pager: result.append(.context, strings.inPager)
            }
        }
        return result
    }

    /// What TalkBack says after a scroll it caused, read from the scrolled container: a pager's
    /// "Page 2 of 5" (or "<page title>, 2 of 5"), else "Showing items 4 to 6 of 20." or
    /// "Showing item 3 of 20."; `nil` when no child of the container is visible.
    ///
    /// Decisions where the digest is silent: the shown page of a pager is its first visible child
    /// (hidden children are not pages), and a page's title is its pane title (its label is its
    /// content, not a title). Other containers count
    /// their visible children by their collection item info (row × columns + column), else by
    /// child position; the total is the collection's item count, else the number of children.
    ///
    /// - Complexity: O(number of the container's children).
    public func scrollPosition(of container: AccessibilityElement) -> Utterance? {
        let children = container.children.filter { !$0.isHidden }
        let shown = children.indices.filter { children[$0].isVisible }
        guard let first = shown.first else { return nil }
        if role(of: container) == .pager {
            let text: String
            if let title = children[first].paneTitle, !title.isEmpty {
                text = SpeechStrings.format(strings.titledPagePosition, title, first + 1, children.count)
            } else {
                text = SpeechStrings.format(strings.pagePosition, first + 1, children.count)
            }
            return Utterance([.init(.position, text)])
        }
        // In a collection only its items count (a title beside them is not an item).
        let items = container.collectionInfo == nil ? children : children.filter { $0.collectionItemInfo != nil }
        let columns = max(container.collectionInfo?.columnCount ?? 1, 1)
        let numbers = items.indices.compactMap { offset -> Int? in
            guard items[offset].isVisible else { return nil }
            guard let item = items[offset].collectionItemInfo else { return offset + 1 }
            guard item.rowIndex >= 0, item.columnIndex >= 0 else { return nil }
            let (rows, rowOverflow) = item.rowIndex.multipliedReportingOverflow(by: columns)
            let (cell, cellOverflow) = rows.addingReportingOverflow(item.columnIndex)
            return rowOverflow || cellOverflow ? nil : Self.ordinal(cell)
        }
        guard let from = numbers.min(), let to = numbers.max() else { return nil }
        let total = container.collectionInfo?.itemCount ?? items.count
        let text =
            from == to
            ? SpeechStrings.format(strings.showingItem, from, total)
            : SpeechStrings.format(strings.showingItems, from, to, total)
        return Utterance([.init(.position, text)])
    }

    // MARK: - Parts

    private func description(of node: AccessibilityElement, isChild: Bool, focusable: Set<ElementID>?) -> Utterance {
        var result = Utterance()
        let role = role(of: node)
        if !isChild, node.isSelected { result.append(.state, strings.selected) }
        result.append(.state, state(of: node, role: role))
        let name = name(of: node, role: role)
        result.append(.label, name)
        let roleWord = node.roleDescription ?? role.flatMap { strings.roles[$0] }
        var childWords = Utterance()
        if (node.label ?? "").isEmpty {
            for child in TalkBackFocusRules.visibleChildren(node)
            where !(focusable?.contains(child.id) ?? TalkBackFocusRules.isActionable(child)) {
                let words = description(of: child, isChild: true, focusable: focusable)
                // A child with a role but no words (an unlabelled decorative icon in a settings
                // row) adds nothing: a bare "Image" inside a row's speech tells the user nothing.
                guard words.parts.contains(where: { $0.kind != .trait }) else { continue }
                childWords.append(contentsOf: words)
            }
        }
        if name == nil, childWords.isEmpty, !isChild, node.isClickable || node.isLongClickable,
            TalkBackFocusRules.visibleChildren(node).isEmpty
        {
            result.append(.label, strings.unlabelled)
        }
        result.append(.trait, roleWord)
        result.append(contentsOf: childWords)
        if !isChild, !node.isEnabled, !Self.isHeading(node) { result.append(.state, strings.disabled) }
        return result
    }

    /// A heading by its trait or, for a collection item, by its item info (Android's two ways).
    private static func isHeading(_ node: AccessibilityElement) -> Bool {
        node.isHeading || node.collectionItemInfo?.isHeading == true
    }

    private func name(of node: AccessibilityElement, role: Role?) -> String? {
        let candidates: [String?]
        switch role {
        case .editText: candidates = [node.value, node.label, node.hint]
        case .slider, .progressBar: candidates = [node.label]
        default: candidates = [node.label, node.value]
        }
        return candidates.compactMap { $0 }.first { !$0.isEmpty }
    }

    private func state(of node: AccessibilityElement, role: Role?) -> String? {
        if let description = node.stateDescription, !description.isEmpty { return description }
        if node.isCheckable || node.checkedState != nil {
            let state = node.checkedState ?? .unchecked
            if role == .toggle { return state == .checked ? strings.on : strings.off }
            switch state {
            case .checked: return strings.checked
            case .unchecked: return strings.notChecked
            case .mixed: return strings.partiallyChecked
            }
        }
        if role == .slider || role == .progressBar, let value = node.value, !value.isEmpty {
            let number = value.hasSuffix("%") ? String(value.dropLast()) : value
            if let amount = Double(number.filter { $0 != " " }) {
                let text = amount == amount.rounded() ? String(Int(amount)) : String(amount)
                return SpeechStrings.format(strings.percent, text)
            }
            return value
        }
        // A value beside a name (a custom adjustable view) is the node's state, like a seek bar's.
        if role != .editText, let label = node.label, !label.isEmpty, let value = node.value, !value.isEmpty {
            return value
        }
        return nil
    }

    private func position(of node: AccessibilityElement, in index: ScreenIndex) -> Utterance.Part? {
        guard let item = node.collectionItemInfo,
            let collection = index.ancestors(of: node.id).lazy.compactMap({ index[$0]?.collectionInfo }).first,
            // Android uses -1 for "no position"; TalkBack then says none.
            item.rowIndex >= 0, item.columnIndex >= 0
        else { return nil }
        let row = Self.ordinal(item.rowIndex)
        let column = Self.ordinal(item.columnIndex)
        if collection.columnCount <= 1 {
            return .init(.position, SpeechStrings.format(strings.listPosition, row, collection.itemCount))
        }
        if collection.rowCount <= 1 {
            return .init(.position, SpeechStrings.format(strings.listPosition, column, collection.itemCount))
        }
        return .init(.position, SpeechStrings.format(strings.gridPosition, row, column))
    }

    /// The 1-based number spoken for a 0-based index; dumps are outside data, so an index of
    /// `Int.max` is spoken as itself rather than overflowing.
    private static func ordinal(_ index: Int) -> Int {
        index == .max ? index : index + 1
    }

    private enum CollectionKind { case list, grid, pager }

    private func collections(
        around id: ElementID, in index: ScreenIndex
    ) -> [(id: ElementID, kind: CollectionKind, info: CollectionInfo?)] {
        index.ancestors(of: id).compactMap { ancestor in
            guard let node = index[ancestor] else { return nil }
            let role = role(of: node)
            if role == .pager { return (ancestor, .pager, node.collectionInfo) }
            if role == .grid { return (ancestor, .grid, node.collectionInfo) }
            if let info = node.collectionInfo {
                return (ancestor, info.rowCount > 1 && info.columnCount > 1 ? .grid : .list, info)
            }
            if role == .list { return (ancestor, .list, nil) }
            return nil
        }
    }

    private func deduplicated(_ parts: [Utterance.Part]) -> [Utterance.Part] {
        var seen: Set<String> = []
        return parts.filter { seen.insert($0.text.lowercased()).inserted }
    }
}
