import AccessibilityTree

/// Collections: TalkBack's `CollectionState` (utils/.../monitor/CollectionState.java) and the
/// words of `CollectionStateFeedbackUtils`, computed from the previous focus and the new one.
extension TalkBackSpeech {
    /// What a move of focus says about collections.
    struct CollectionTransition {
        /// The item's position words ("3 of 10", "Heading, 1 of 4", "Row 2, Column 1"), or `nil`.
        var itemWords: Utterance?
        /// "In list, 8 items", "Out of list", ...; `nil` when focus stayed inside or outside.
        var announcement: String?
    }

    /// Where an item sits, as TalkBack compares it between two focus moves.
    enum ItemState: Equatable {
        case list(index: Int, isHeading: Bool, roleDescription: String?)
        case table(row: Int, column: Int, headingType: HeadingType, roleDescription: String?, itemID: ElementID)
        case pager(row: Int, column: Int)
    }

    /// A grid cell's heading kind (`getTableHeadingType`).
    enum HeadingType: Equatable { case none, row, column, indeterminate }

    /// The announced collection around a node and the node's item state in it.
    struct CollectionPosition {
        var root: ElementID
        var item: ItemState?
    }

    // MARK: - The transition

    func collectionTransition(from old: ElementID?, to new: ElementID, in context: Context) -> CollectionTransition {
        collectionTransition(from: old, to: new, at: position(of: new, in: context), in: context)
    }

    /// ``collectionTransition(from:to:in:)`` with the new focus's ``position(of:in:)`` already
    /// found: a focus move composes the transition from the previous focus and from the node
    /// itself, and both start from that one position.
    ///
    /// - Parameter wholeItemWords: when known, the node's item words with row and column both
    ///   spoken (``wholeItemWords(at:node:in:)``), used wherever those are the words: the node's own
    ///   words always need them, so a focus move composes them once.
    func collectionTransition(
        from old: ElementID?, to new: ElementID, at now: CollectionPosition?, wholeItemWords: Utterance? = nil,
        in context: Context
    ) -> CollectionTransition {
        func itemWords(_ item: ItemState, root: ElementID, rows: Bool, columns: Bool) -> Utterance {
            if rows, columns, root == now?.root, let wholeItemWords { return wholeItemWords }
            return self.itemWords(item, root: root, node: new, rows: rows, columns: columns, in: context)
        }
        let before = old == new ? now : old.flatMap { position(of: $0, in: context) }
        let newRoot = collectionRoot(of: new, in: context)
        if let before, newRoot == before.root || new == before.root {
            // Interior: the row or column is spoken when it changed (always on refocus of one node).
            guard let item = now?.item else { return CollectionTransition() }
            let (rows, columns): (Bool, Bool)
            if let previous = before.item, old != new {
                (rows, columns) = changes(from: previous, to: item)
            } else {
                (rows, columns) = (true, true)
            }
            return CollectionTransition(itemWords: itemWords(item, root: before.root, rows: rows, columns: columns))
        }
        if let newRoot, context.facts.isEnterable(newRoot) {
            let item = now?.item
            return CollectionTransition(
                itemWords: item.map { itemWords($0, root: newRoot, rows: true, columns: true) },
                announcement: entryWords(root: newRoot, item: item, in: context))
        }
        if let before {
            return CollectionTransition(announcement: exitWords(root: before.root, in: context))
        }
        return CollectionTransition()
    }

    /// The item words of the node at `now` (its ``position(of:in:)``) with row and column both
    /// spoken, or `nil` outside an announced collection's items.
    func wholeItemWords(at now: CollectionPosition?, node id: ElementID, in context: Context) -> Utterance? {
        guard let now, let item = now.item else { return nil }
        return itemWords(item, root: now.root, node: id, rows: true, columns: true, in: context)
    }

    /// The announced collection around the node (`getCollectionRoot` of its parent, when
    /// TalkBack enters it) and the node's item state.
    func position(of id: ElementID, in context: Context) -> CollectionPosition? {
        guard let root = collectionRoot(of: id, in: context), context.facts.isEnterable(root) else {
            return nil
        }
        return CollectionPosition(root: root, item: itemState(of: id, root: root, in: context))
    }

    /// The nearest ancestor that is a list, grid or pager or has collection info, found once per
    /// screen (``TalkBackFocusRules/nodeFacts(of:capacity:)``).
    ///
    /// - Complexity: O(1).
    func collectionRoot(of id: ElementID, in context: Context) -> ElementID? {
        context.facts.collectionRoot(of: id)
    }

    private func changes(from old: ItemState, to new: ItemState) -> (rows: Bool, columns: Bool) {
        switch (old, new) {
        case (.list(let a, _, _), .list(let b, _, _)):
            return a == b ? (false, false) : (true, true)
        case (.table(let r1, let c1, _, _, _), .table(let r2, let c2, _, _, _)):
            return (r1 != r2, c1 != c2)
        case (.pager(let r1, let c1), .pager(let r2, let c2)):
            return (r1 != r2, c1 != c2)
        default:
            return (true, true)
        }
    }

    // MARK: - Item state

    private func itemState(of id: ElementID, root: ElementID, in context: Context) -> ItemState? {
        guard let rootNode = context.index[root], let info = rootNode.collectionInfo else { return nil }
        // The item is the node or its nearest ancestor below the root with item info.
        var current: ElementID? = id
        var itemNode: AccessibilityElement?
        while let next = current, next != root {
            if let node = context.index[next], node.collectionItemInfo != nil {
                itemNode = node
                break
            }
            current = context.index.parent(of: next)
        }
        guard let itemNode, let item = itemNode.collectionItemInfo else { return nil }
        let row = Self.rowIndex(item, info)
        let column = Self.columnIndex(item, info)
        switch context.facts.role(of: rootNode) {
        case .grid:
            return .table(
                row: row, column: column, headingType: Self.headingType(itemNode, item, info),
                roleDescription: nonEmpty(itemNode.roleDescription), itemID: itemNode.id)
        case .list:
            let index = Self.isVertical(info) ? row : column
            return .list(
                index: index, isHeading: Self.isHeading(itemNode), roleDescription: nonEmpty(itemNode.roleDescription))
        case .pager:
            return .pager(row: row, column: column)
        default:
            return nil
        }
    }

    /// A square collection is vertical (`getCollectionAlignmentInternal`).
    static func isVertical(_ info: CollectionInfo?) -> Bool {
        guard let info else { return true }
        return info.rowCount >= info.columnCount
    }

    /// -1 when the item spans every row (one-row collections) or has no row.
    static func rowIndex(_ item: CollectionItemInfo, _ info: CollectionInfo) -> Int {
        info.rowCount == 1 || item.rowIndex < 0 ? -1 : item.rowIndex
    }

    /// -1 when the item spans every column (one-column collections) or has no column.
    static func columnIndex(_ item: CollectionItemInfo, _ info: CollectionInfo) -> Int {
        info.columnCount == 1 || item.columnIndex < 0 ? -1 : item.columnIndex
    }

    private static func headingType(_ node: AccessibilityElement, _ item: CollectionItemInfo, _ info: CollectionInfo)
        -> HeadingType
    {
        guard isHeading(node) else { return .none }
        if rowIndex(item, info) == 0, info.columnCount > 1 { return .column }
        if columnIndex(item, info) == 0, info.rowCount > 1 { return .row }
        return .indeterminate
    }

    // MARK: - Words

    /// `getCollectionItemTransitionDescription`: list and grid items only.
    private func itemWords(
        _ item: ItemState, root: ElementID, node id: ElementID, rows: Bool, columns: Bool, in context: Context
    ) -> Utterance {
        guard rows || columns, let rootNode = context.index[root], let info = rootNode.collectionInfo else {
            return Utterance()
        }
        let focusedIsHeading = context.index[id].map(Self.isHeading) ?? false
        var result = Utterance()
        switch item {
        case .list(let index, let isHeading, let roleDescription):
            if isHeading, roleDescription == nil {
                result.append(.trait, strings.heading)
            } else if !isHeading, focusedIsHeading {
                result.append(.trait, strings.heading)
            }
            if index >= 0, info.columnCount > 1, info.rowCount != -1 {
                result.append(
                    .position,
                    SpeechStrings.format(
                        strings.listPosition, strings.number(Self.ordinal(index)), strings.number(info.columnCount)))
            } else if index >= 0, info.rowCount > 1, info.columnCount != -1 {
                result.append(
                    .position,
                    SpeechStrings.format(
                        strings.listPosition, strings.number(Self.ordinal(index)), strings.number(info.rowCount)))
            }
        case .table(let row, let column, let headingType, let roleDescription, _):
            if roleDescription == nil {
                switch headingType {
                case .column: result.append(.trait, strings.columnHeading)
                case .row: result.append(.trait, strings.rowHeading)
                case .indeterminate: result.append(.trait, strings.heading)
                case .none: if focusedIsHeading { result.append(.trait, strings.heading) }
                }
            }
            let headers = tableHeaders(of: rootNode, info: info)
            if rows, row != -1, headingType != .row {
                result.append(
                    .position,
                    headers.rows[row] ?? SpeechStrings.format(strings.rowIndex, strings.number(Self.ordinal(row))))
            }
            if columns, column != -1, headingType != .column {
                result.append(
                    .position,
                    headers.columns[column]
                        ?? SpeechStrings.format(strings.columnIndex, strings.number(Self.ordinal(column))))
            }
        case .pager:
            break
        }
        return result
    }

    /// Row and column header names: headings among the grid's children and grandchildren.
    private func tableHeaders(of root: AccessibilityElement, info: CollectionInfo)
        -> (rows: [Int: String], columns: [Int: String])
    {
        var rows: [Int: String] = [:]
        var columns: [Int: String] = [:]
        func record(_ node: AccessibilityElement) -> Bool {
            guard let item = node.collectionItemInfo, let name = headerText(node) else { return false }
            switch Self.headingType(node, item, info) {
            case .row: rows[item.rowIndex] = name
            case .column: columns[item.columnIndex] = name
            case .indeterminate: return true
            case .none: return false
            }
            return true
        }
        for child in root.children where !record(child) {
            for grandchild in child.children { _ = record(grandchild) }
        }
        return (rows, columns)
    }

    /// `getHeaderText`: the first node text (`getNodeText`, Java's trim) down a chain of only
    /// children.
    private func headerText(_ node: AccessibilityElement) -> String? {
        var current = node
        while true {
            if let text = Self.nodeText(current) { return text }
            guard current.children.count == 1, let only = current.children.first else { return nil }
            current = only
        }
    }

    /// The collection's name (`CollectionState.getCollectionName`, U/monitor/CollectionState.java:
    /// 374-393): its node text, content description else text, each kept only when Java's trim
    /// leaves something (`getNodeText`); none when that text is exactly one of the markers Android
    /// Automotive's car UI library writes into a rotary container's content description (lines
    /// 111-115), which are not words. (The container title, API 34, is asked first; no dump
    /// carries one.)
    private func collectionName(_ node: AccessibilityElement) -> String? {
        guard let name = Self.nodeText(node),
            !Self.rotaryContainerMarkers.contains(where: { Self.javaEquals($0, name) })
        else { return nil }
        return name
    }

    /// `ROTARY_CONTAINER`, `ROTARY_HORIZONTALLY_SCROLLABLE`, `ROTARY_VERTICALLY_SCROLLABLE`.
    private static let rotaryContainerMarkers = [
        "com.android.car.ui.utils.ROTARY_CONTAINER", "com.android.car.ui.utils.HORIZONTALLY_SCROLLABLE",
        "com.android.car.ui.utils.VERTICALLY_SCROLLABLE",
    ]

    private func named(_ plain: String, _ withName: String, _ name: String?) -> String {
        name.map { SpeechStrings.format(withName, $0) } ?? plain
    }

    /// `getCollectionTransitionDescription`, NAVIGATE_ENTER.
    private func entryWords(root: ElementID, item: ItemState?, in context: Context) -> String? {
        guard let node = context.index[root] else { return nil }
        let info = node.collectionInfo
        let rows = info?.rowCount ?? -1
        let columns = info?.columnCount ?? -1
        let name = collectionName(node)
        let level = self.level(of: root, in: context)
        let role = context.facts.role(of: node)
        var parts: [String?] = []
        // C/CollectionStateFeedbackUtils.java:49, 93-128: any role description, an empty one too
        // (`== null`), takes this branch, whose own words are then nothing (lines 418-432).
        if let roleDescription = node.roleDescription {
            let entered =
                roleDescription.isEmpty
                ? ""
                : SpeechStrings.format(
                    name == nil ? strings.inRoleDescription : strings.inRoleDescriptionNamed, roleDescription,
                    name ?? "")
            parts = [entered, level]
            switch role {
            case .list: parts.append(listCount(rows: rows, columns: columns))
            case .grid: parts.append(gridCount(rows: rows, columns: columns))
            case .pager:
                if rows > -1, columns > -1 {
                    parts.append(gridPagerEntry(name: name, level: level, rows: rows, columns: columns))
                } else if rows > -1 || columns > -1 {
                    parts.append(linearPagerEntry(name: name, level: level, vertical: Self.isVertical(info)))
                } else {
                    parts.append(entered)
                }
            default: break
            }
        } else {
            switch role {
            case .list:
                parts = [
                    named(strings.inList, strings.inListNamed, name), level, listCount(rows: rows, columns: columns),
                ]
            case .grid, .staggeredGrid:
                // CollectionStateFeedbackUtils.java:60-69: a staggered grid enters as a grid does
                // (its item positions and its exit are never spoken: lines 201-260, 131-175).
                parts = [
                    named(strings.inGrid, strings.inGridNamed, name), level, gridCount(rows: rows, columns: columns),
                ]
            case .pager:
                if rows <= -1, columns <= -1 {
                    parts = [named(strings.inPager, strings.inPagerNamed, name)]
                } else if rows > 1, columns > 1 {
                    parts = [gridPagerEntry(name: name, level: level, rows: rows, columns: columns)]
                } else {
                    parts = [linearPagerEntry(name: name, level: level, vertical: Self.isVertical(info))]
                }
            default:
                return nil
            }
        }
        let joined = parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
        return joined.isEmpty ? nil : joined
    }

    /// `getCollectionTransitionDescription`, NAVIGATE_EXIT.
    private func exitWords(root: ElementID, in context: Context) -> String? {
        guard let node = context.index[root] else { return nil }
        let name = collectionName(node)
        if let roleDescription = node.roleDescription {
            // C/CollectionStateFeedbackUtils.java:130, 176-182, 434-448: nothing for an empty one.
            guard !roleDescription.isEmpty else { return nil }
            return SpeechStrings.format(
                name == nil ? strings.outOfRoleDescription : strings.outOfRoleDescriptionNamed, roleDescription,
                name ?? "")
        }
        let rows = node.collectionInfo?.rowCount ?? -1
        let columns = node.collectionInfo?.columnCount ?? -1
        switch context.facts.role(of: node) {
        case .list: return named(strings.outOfList, strings.outOfListNamed, name)
        case .grid: return named(strings.outOfGrid, strings.outOfGridNamed, name)
        case .pager:
            if rows > -1, columns > -1 { return named(strings.outOfGridPager, strings.outOfGridPagerNamed, name) }
            if rows > -1 || columns > -1 {
                if Self.isVertical(node.collectionInfo) {
                    return named(strings.outOfVerticalPager, strings.outOfVerticalPagerNamed, name)
                }
                // TalkBack passes the unnamed string for both cases here.
                return strings.outOfHorizontalPager
            }
            return named(strings.outOfPager, strings.outOfPagerNamed, name)
        default:
            return nil
        }
    }

    /// "N items" when both counts are known, by the list's direction.
    private func listCount(rows: Int, columns: Int) -> String? {
        guard rows > -1, columns > -1 else { return nil }
        if rows >= columns { return strings.items(rows) }
        return strings.items(columns)
    }

    private func gridCount(rows: Int, columns: Int) -> String? {
        var parts: [String] = []
        if rows > -1 { parts.append(strings.rows(rows)) }
        if columns > -1 { parts.append(strings.columns(columns)) }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `getCollectionVerticalPagerEnter` / `getCollectionHorizontalPagerEnter`: the page index
    /// comes from a table item state a pager never has, so no "Page x of y" is spoken.
    private func linearPagerEntry(name: String?, level: String?, vertical: Bool) -> String {
        let entered =
            vertical
            ? named(strings.inVerticalPager, strings.inVerticalPagerNamed, name)
            : named(strings.inHorizontalPager, strings.inHorizontalPagerNamed, name)
        return [entered, level].compactMap { $0 }.joined(separator: ", ")
    }

    /// `getCollectionGridPagerEnter`, faithfully: with no table item state the indices are -1,
    /// giving "Row 0" and "Column -1" followed by "1" (TalkBack appends 1 to the string).
    private func gridPagerEntry(name: String?, level: String?, rows: Int, columns: Int) -> String {
        [
            named(strings.inGridPager, strings.inGridPagerNamed, name), level,
            SpeechStrings.format(strings.rowIndex, strings.number(0)),
            SpeechStrings.format(strings.columnIndex, strings.number(-1)) + "1",
            strings.rows(rows), strings.columns(columns),
        ].compactMap { $0 }.joined(separator: ", ")
    }

    /// "Level N" for a hierarchical collection: one more than its hierarchical ancestors.
    private func level(of root: ElementID, in context: Context) -> String? {
        guard context.index[root]?.collectionInfo?.isHierarchical == true else { return nil }
        let outer = context.index.ancestors(of: root).filter { ancestor in
            context.index[ancestor]?.collectionInfo?.isHierarchical == true
        }
        return SpeechStrings.format(strings.level, strings.number(outer.count + 1))
    }

    /// The 1-based number spoken for a 0-based index; `Int.max` is spoken as itself.
    static func ordinal(_ index: Int) -> Int {
        index == .max ? index : index + 1
    }
}
