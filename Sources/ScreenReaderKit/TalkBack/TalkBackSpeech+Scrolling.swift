import AccessibilityTree

/// What TalkBack says after a scroll it caused (`ScrollPositionFeedbackRule`).
extension TalkBackSpeech {
    /// What TalkBack says after a scroll it caused, read from the scrolled container: a pager's
    /// "Page 2 of 5" (or "<page title>, 2 of 5"), else "Showing items 4 to 6 of 20." or
    /// "Showing item 3 of 20."; `nil` when no child of the container is visible or the
    /// container's size is unknown (a collection count of -1, as the importer records a size it
    /// could only guess).
    ///
    /// Decisions where the source needs the app's scroll event: the shown page of a pager is its
    /// first visible child (hidden children are not pages), and a page's title is its pane title.
    /// Other containers count their visible children by their collection item info (row × columns
    /// + column), else by child position; the total is the collection's item count, else the
    /// number of children.
    ///
    /// - Complexity: O(number of the container's children).
    public func scrollPosition(of container: AccessibilityElement) -> Utterance? {
        let children = container.children.filter { !$0.isHidden }
        let shown = children.indices.filter { children[$0].isVisible }
        guard let first = shown.first else { return nil }
        if TalkBackRole(of: container) == .pager {
            let text: String
            if let title = children[first].paneTitle, !title.isEmpty {
                text = SpeechStrings.format(
                    strings.titledPagePosition, title, strings.number(first + 1), strings.number(children.count))
            } else {
                text = SpeechStrings.format(
                    strings.pagePosition, strings.number(first + 1), strings.number(children.count))
            }
            return Utterance([.init(.position, text)])
        }
        if let info = container.collectionInfo, info.rowCount < 0 || info.columnCount < 0 { return nil }
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
            ? SpeechStrings.format(strings.showingItem, strings.number(from), strings.number(total))
            : SpeechStrings.format(
                strings.showingItems, strings.number(from), strings.number(to), strings.number(total))
        return Utterance([.init(.position, text)])
    }
}
