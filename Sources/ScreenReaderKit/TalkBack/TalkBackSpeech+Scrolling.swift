import AccessibilityTree

/// What TalkBack says after a scroll it caused (`ScrollPositionFeedbackRule`).
extension TalkBackSpeech {
    /// What TalkBack says after a scroll it caused, read from the scrolled container
    /// (`ScrollPositionFeedbackRule.getScrollPositionText`, C/rule/ScrollPositionFeedbackRule.java:
    /// 75-105 at google/talkback 26a27dc0): a pager's "Page 2 of 5", or "<title>, 2 of 5" when it
    /// shows one page with words and focus is not on a page
    /// (`AccessibilityEventFeedbackUtils.getPagerIndexCount`, C/AccessibilityEventFeedbackUtils.java:
    /// 100-119); else "Showing items 4 to 6 of 20." or "Showing item 3 of 20." (the single form
    /// also when the last index lies past the count); `nil` when no child of the container is
    /// visible or the container's size is unknown or zero (a collection count of -1, as the
    /// importer records a size it could only guess).
    ///
    /// The page's title is `getSelectedPageTitle` (U/AccessibilityNodeInfoUtils.java:621-643): the
    /// node text (content description, else text) of the pager's only visible child; none when
    /// more than one is visible. Decisions where the source reads the app's scroll event: the
    /// shown page of a pager is its first visible child (hidden children are not pages) and the
    /// page count is the number of its children. Other containers count their visible children by
    /// their collection item info (row × columns + column), else by child position; the total is
    /// the collection's item count, else the number of children.
    ///
    /// - Parameter focusIsPage: whether accessibility focus is on a page, a child of a pager
    ///   (`GlobalVariables.focusIsPage`, set by the last focus event): TalkBack then leaves the
    ///   title to the page's own focus words.
    /// - Complexity: O(number of the container's children).
    public func scrollPosition(of container: AccessibilityElement, focusIsPage: Bool = false) -> Utterance? {
        let children = container.children.filter { !$0.isHidden }
        let shown = children.indices.filter { children[$0].isVisible }
        guard let first = shown.first else { return nil }
        if TalkBackRole(of: container) == .pager {
            let text: String
            if shown.count == 1, !focusIsPage, let title = Self.nodeText(children[first]) {
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
        // ScrollPositionFeedbackRule.java:96-103: nothing without items; one index when the last
        // one is the first or lies past the count.
        guard total > 0 else { return nil }
        let text =
            from == to || to > total
            ? SpeechStrings.format(strings.showingItem, strings.number(from), strings.number(total))
            : SpeechStrings.format(
                strings.showingItems, strings.number(from), strings.number(to), strings.number(total))
        return Utterance([.init(.position, text)])
    }
}
