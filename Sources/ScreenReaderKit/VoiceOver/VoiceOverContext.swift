import AccessibilityTree

/// Where an element sits in a container that VoiceOver describes: the part of its speech that
/// depends on its neighbours rather than on the element alone.
///
/// Rules (AccessibilitySnapshot's parser, see `docs/fidelity.md`): a segmented control, a tab bar
/// (``ContainerType/tabBar`` or the ``AccessibilityTraitSet/tabBar`` trait), a list, a landmark and a
/// data table give context to the elements inside them. Only the outermost such container counts:
/// an element inside a list inside a tab-bar-trait view is a tab. A segmented control, and with an
/// explicit order a list, a landmark and a view with the tabBar trait, number their own entries,
/// hidden ones included (a `UITabBar` with an explicit order but without the trait gives nothing);
/// read in subview order a list or landmark gives nothing, a `UITabBar` numbers its tab bar buttons
/// and any other tab-bar-trait view every element inside it, in its reading order.
public enum VoiceOverContext: Sendable, Hashable {
    /// "x of y" in a segmented control: the segment's place among the control's entries.
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
        /// A segmented control: its segments are a series.
        case segmentedControl
        /// A real `UITabBar` (``ContainerType/tabBar``): its tab bar buttons are tabs.
        case tabBar
        /// Any other view with the ``AccessibilityTraitSet/tabBar`` trait: every element inside is a tab.
        case tabBarTrait
        case list, landmark, dataTable
    }

    /// The kind of context the element gives its members, or `nil`.
    static func provider(_ element: AccessibilityElement) -> Provider? {
        if element.containerType == .dataTable { return .dataTable }
        if element.className.flatMap(WidgetClass.init(className:)) == .iosSegmentedControl { return .segmentedControl }
        if element.containerType == .tabBar { return .tabBar }
        if element.traits.contains(.tabBar) { return .tabBarTrait }
        switch element.containerType {
        case .list: return .list
        case .landmark: return .landmark
        case .none, .semanticGroup, .tabBar, .dataTable: return nil
        }
    }

    /// The outermost container around the element that gives context, or `nil`.
    ///
    /// - Complexity: O(depth).
    static func outermostProvider(of id: ElementID, in index: ScreenIndex) -> ElementID? {
        index.lastAncestor(of: id) { provider($0) != nil }?.id
    }

    /// The context of every element in the order, keyed by identity, found in one pass: members
    /// are grouped by their outermost provider in the order given (the reading order).
    ///
    /// - Complexity: O(n·depth) for the n elements of the order, plus O(s) for each tab bar's
    ///   subtree of s nodes.
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
            let group = Group(container: container, kind: kind, members: ids, index: index)
            for id in ids { result[id] = group.context(of: id) }
        }
        return result
    }

    /// The context of one element, finding its container's members with the VoiceOver reading order
    /// of the container's subtree, sorted in the screen's layout direction with its device's row
    /// tolerance, as the parser sorts a tab-bar-trait view's hierarchy with the app's direction and
    /// idiom (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:419-426).
    ///
    /// - Complexity: O(m log m + depth) for a container of m elements.
    static func context(of id: ElementID, in index: ScreenIndex) -> VoiceOverContext? {
        guard let provider = outermostProvider(of: id, in: index), let container = index[provider],
            let kind = Self.provider(container)
        else { return nil }
        let part = AccessibilityScreen(platform: .iOS, layoutDirection: index.layoutDirection, roots: [container])
        let ids = ReadingOrder.voiceOver(part, rowTolerance: index.voiceOverRowTolerance).map(\.id)
        return Group(container: container, kind: kind, members: ids, index: index).context(of: id)
    }

    /// One context provider with what its members' contexts depend on
    /// (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:364-556, 834-879, 916-957).
    ///
    /// How a container gives context depends on how the parser reaches its members:
    /// - With an explicit order (`accessibilityElements`, ``AccessibilityElement/hasExplicitOrder``)
    ///   the container is an accessibility container (:834-841, 951-957): a member's position is its
    ///   index among all the container's entries, hidden ones included, and only the entries
    ///   themselves have one (an element nested below an entry is not found, :445-456). A view with
    ///   the tabBar trait gives "x of entries" (:465-470), a list and a landmark their edges
    ///   (:472-486); a `UITabBar` without the trait gives nothing (its case is in the superview
    ///   branch only, :378-409).
    /// - Read in subview order the container is a superview (:862-869, 931-947): a real `UITabBar`
    ///   makes its tab bar buttons tabs, numbered among them (:378-409), and nothing else inside it;
    ///   any other view with the tab bar trait makes every element of its subtree a tab, numbered in
    ///   its own reading order (:411-441); a list or landmark gives nothing (:555).
    /// - A segmented control is always an accessibility container: the series is given only in that
    ///   branch (:458-462), and AccessibilitySnapshot's reference image of a `UISegmentedControl`
    ///   (testSegmentedControl, "Segment A. Button. 1 of 3.") has it. A segment's position is its index
    ///   among the control's entries, which are all counted, zero-size or hidden ones too.
    /// - A data table gives its cells their rows and columns; a cell is first in its row when the
    ///   table has no cell at an earlier column of that row, read or not (:499-503).
    private struct Group {
        let container: AccessibilityElement
        let kind: Provider
        let members: [ElementID]
        let index: ScreenIndex
        /// The smallest column of each row among a data table's cells, hidden ones included.
        let firstColumns: [Int: Int]
        /// A `UITabBar`'s tab bar buttons, in tree order.
        let tabBarButtons: [ElementID]

        init(container: AccessibilityElement, kind: Provider, members: [ElementID], index: ScreenIndex) {
            self.container = container
            self.kind = kind
            self.members = members
            self.index = index
            firstColumns = kind == .dataTable ? VoiceOverContext.firstColumns(in: container) : [:]
            tabBarButtons =
                kind == .tabBar && !container.hasExplicitOrder ? VoiceOverContext.tabBarButtons(in: container) : []
        }

        func context(of id: ElementID) -> VoiceOverContext? {
            switch kind {
            case .segmentedControl:
                return entryContext(of: id)
            case .dataTable:
                guard let cell = index[id]?.collectionItemInfo else { return nil }
                let isFirst = firstColumns[cell.rowIndex] == cell.columnIndex
                return .dataTableCell(row: cell.rowIndex, column: cell.columnIndex, isFirstInRow: isFirst)
            case .tabBar, .tabBarTrait, .list, .landmark:
                return container.hasExplicitOrder ? entryContext(of: id) : subviewContext(of: id)
            }
        }

        /// The context of an entry of a container with an explicit order.
        private func entryContext(of id: ElementID) -> VoiceOverContext? {
            let entries = container.children
            guard let offset = entries.firstIndex(where: { $0.id == id }) else { return nil }
            switch kind {
            case .segmentedControl: return .series(index: offset + 1, count: entries.count)
            case .tabBar where container.traits.contains(.tabBar), .tabBarTrait:
                return .tab(index: offset + 1, count: entries.count)
            case .list: return offset == 0 ? .listStart : offset == entries.count - 1 ? .listEnd : nil
            case .landmark: return offset == 0 ? .landmarkStart : offset == entries.count - 1 ? .landmarkEnd : nil
            case .tabBar, .dataTable: return nil
            }
        }

        /// The context of an element of a container read in subview order.
        private func subviewContext(of id: ElementID) -> VoiceOverContext? {
            switch kind {
            case .tabBar:
                guard let offset = tabBarButtons.firstIndex(of: id) else { return nil }
                return .tab(index: offset + 1, count: tabBarButtons.count)
            case .tabBarTrait:
                guard let offset = members.firstIndex(of: id) else { return nil }
                return .tab(index: offset + 1, count: members.count)
            case .list, .landmark, .segmentedControl, .dataTable: return nil
            }
        }
    }

    /// The tab bar buttons below a `UITabBar`, in tree order, hidden ones included, as
    /// AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:990-1008 collects the
    /// `UITabBarButton` and `_UITabButton` views (WebDriverAgent writes them as `XCUIElementTypeButton`;
    /// an element without a class name counts when it has the button or tab trait).
    ///
    /// - Complexity: O(s) for a subtree of s nodes.
    private static func tabBarButtons(in bar: AccessibilityElement) -> [ElementID] {
        var result: [ElementID] = []
        var stack = Array(bar.children.reversed())
        while let next = stack.popLast() {
            if isTabBarButton(next) { result.append(next.id) }
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }

    private static func isTabBarButton(_ element: AccessibilityElement) -> Bool {
        guard let className = element.className else { return !element.traits.isDisjoint(with: [.button, .tab]) }
        return ["UITabBarButton", "_UITabButton", "XCUIElementTypeButton", "Button"].contains(className)
    }

    /// The smallest column of each row among the cells below the table, hidden ones included: the
    /// table's `accessibilityDataTableCellElement(forRow:column:)` answers for every cell it has
    /// (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:499-503).
    ///
    /// - Complexity: O(s) for a subtree of s nodes.
    private static func firstColumns(in table: AccessibilityElement) -> [Int: Int] {
        var result: [Int: Int] = [:]
        var stack = table.children
        while let next = stack.popLast() {
            if let info = next.collectionItemInfo {
                result[info.rowIndex] = min(result[info.rowIndex] ?? info.columnIndex, info.columnIndex)
            }
            stack.append(contentsOf: next.children)
        }
        return result
    }

    /// Whether the context makes VoiceOver say "Tab" and drop "Button".
    var isTab: Bool {
        if case .tab = self { return true }
        return false
    }
}
