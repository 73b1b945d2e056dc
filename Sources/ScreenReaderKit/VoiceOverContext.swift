import AccessibilityTree

/// Where an element sits in a container that VoiceOver describes: the part of its speech that
/// depends on its neighbours rather than on the element alone.
///
/// Rules (AccessibilitySnapshot's parser, see `docs/fidelity.md`): a segmented control, a tab bar
/// (``ContainerType/tabBar`` or the ``AccessibilityTraits/tabBar`` trait), a list, a landmark and a
/// data table give context to the elements inside them. Only the outermost such container counts:
/// an element inside a list inside a tab bar is a tab. Members are the container's reachable
/// elements in reading order.
public enum VoiceOverContext: Sendable, Hashable {
    /// "x of y" in a segmented control.
    case series(index: Int, count: Int)
    /// "Tab. x of y" in a tab bar; the Button word is not spoken.
    case tab(index: Int, count: Int)
    /// The first member of a list (also the only one).
    case listStart
    /// The last member of a list with more than one member.
    case listEnd
    /// The first member of a landmark (also the only one).
    case landmarkStart
    /// The last member of a landmark with more than one member.
    case landmarkEnd
    /// A cell of a data table: its 0-based row and column (from
    /// ``AccessibilityElement/collectionItemInfo``) and whether it is the first cell of its row.
    case dataTableCell(row: Int, column: Int, isFirstInRow: Bool)

    /// The kinds of container that give context.
    enum Provider: Equatable {
        case segmentedControl, tabBar, list, landmark, dataTable
    }

    /// The kind of context the element gives its members, or `nil`.
    static func provider(_ element: AccessibilityElement) -> Provider? {
        if element.className?.hasSuffix("SegmentedControl") == true { return .segmentedControl }
        if element.containerType == .tabBar || element.traits.contains(.tabBar) { return .tabBar }
        switch element.containerType {
        case .list: return .list
        case .landmark: return .landmark
        case .dataTable: return .dataTable
        case .none, .semanticGroup, .tabBar: return nil
        }
    }

    /// The outermost container around the element that gives context, or `nil`.
    ///
    /// - Complexity: O(depth).
    static func outermostProvider(of id: ElementID, in index: ScreenIndex) -> ElementID? {
        index.ancestors(of: id).last { index[$0].map { provider($0) != nil } ?? false }
    }

    /// The context of every element in the order, keyed by identity, found in one pass: members
    /// are grouped by their outermost provider in the order given (the reading order).
    ///
    /// - Complexity: O(n·depth) for the n elements of the order.
    static func contexts(order: [ElementID], index: ScreenIndex) -> [ElementID: VoiceOverContext] {
        var members: [ElementID: [ElementID]] = [:]
        var providers: [ElementID] = []
        for id in order {
            guard let provider = outermostProvider(of: id, in: index) else { continue }
            if members[provider] == nil { providers.append(provider) }
            members[provider, default: []].append(id)
        }
        var result: [ElementID: VoiceOverContext] = [:]
        for provider in providers {
            guard let container = index[provider], let kind = Self.provider(container), let ids = members[provider]
            else { continue }
            let firstColumns = kind == .dataTable ? Self.firstColumns(of: ids, index: index) : [:]
            for (offset, id) in ids.enumerated() {
                result[id] = context(at: offset, of: ids, kind: kind, index: index, firstColumns: firstColumns)
            }
        }
        return result
    }

    /// The context of one element, finding its container's members with the VoiceOver reading order
    /// of the container's subtree.
    ///
    /// - Complexity: O(m log m + depth) for a container of m elements.
    static func context(of id: ElementID, in index: ScreenIndex) -> VoiceOverContext? {
        guard let provider = outermostProvider(of: id, in: index), let container = index[provider],
            let kind = Self.provider(container)
        else { return nil }
        let ids = ReadingOrder.voiceOver(AccessibilityScreen(platform: .iOS, roots: [container])).map(\.id)
        guard let offset = ids.firstIndex(of: id) else { return nil }
        let firstColumns = kind == .dataTable ? Self.firstColumns(of: ids, index: index) : [:]
        return context(at: offset, of: ids, kind: kind, index: index, firstColumns: firstColumns)
    }

    /// The smallest column of each row among the cells.
    private static func firstColumns(of ids: [ElementID], index: ScreenIndex) -> [Int: Int] {
        var result: [Int: Int] = [:]
        for id in ids {
            guard let info = index[id]?.collectionItemInfo else { continue }
            result[info.rowIndex] = min(result[info.rowIndex] ?? info.columnIndex, info.columnIndex)
        }
        return result
    }

    private static func context(
        at offset: Int, of ids: [ElementID], kind: Provider, index: ScreenIndex, firstColumns: [Int: Int]
    ) -> VoiceOverContext? {
        switch kind {
        case .segmentedControl: return .series(index: offset + 1, count: ids.count)
        case .tabBar: return .tab(index: offset + 1, count: ids.count)
        case .list:
            if offset == 0 { return .listStart }
            return offset == ids.count - 1 ? .listEnd : nil
        case .landmark:
            if offset == 0 { return .landmarkStart }
            return offset == ids.count - 1 ? .landmarkEnd : nil
        case .dataTable:
            guard let cell = index[ids[offset]]?.collectionItemInfo else { return nil }
            let isFirst = firstColumns[cell.rowIndex] == cell.columnIndex
            return .dataTableCell(row: cell.rowIndex, column: cell.columnIndex, isFirstInRow: isFirst)
        }
    }

    /// Whether the context makes VoiceOver say "Tab" and drop "Button".
    var isTab: Bool {
        if case .tab = self { return true }
        return false
    }
}
