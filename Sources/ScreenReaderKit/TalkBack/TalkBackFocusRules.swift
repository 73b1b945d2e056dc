import AccessibilityTree

/// Which nodes TalkBack gives accessibility focus, in the order swipe right visits them:
/// TalkBack 15.1's `AccessibilityNodeInfoUtils.shouldFocusNode` applied in tree order.
///
/// - Reachable: a node is seen unless it is hidden (with its subtree), has an empty frame (not
///   an absent, all-zero one), or is not visible to the user and not inside a scrollable list, grid
///   or scroll view (TalkBack scrolls such a container as focus moves past its last shown item,
///   `FILTER_AUTO_SCROLL`, so `visible-to-user="false"` there is not "hidden"; a pager's
///   off-screen pages stay unreachable). A parent's invisibility never hides its visible children.
/// - A node without actions, with children and the window's bounds never takes focus.
/// - An accessibility-focusable node (clickable, long-clickable, focusable,
///   screen-reader-focusable, or a speaking direct child of a scrollable container, list, grid
///   or scroll view) takes focus when it is a leaf or has something to speak.
/// - Any other node takes focus when no ancestor is accessibility focusable and it has text, a
///   content description, a hint or a state.
///
/// "Speaking": text, content description or hint (not for a node with collection info), a state
/// description, checkable, a range (seek or progress bar), or a visible non-actionable child
/// that speaks (a speaking child of a scrollable container counts only when the node is clickable).
public enum TalkBackFocusRules {
    /// The nodes TalkBack focuses, in swipe order.
    ///
    /// - Complexity: O(n) in the number of nodes (each node's "speaking" is computed once).
    public static func focusOrder(_ screen: AccessibilityScreen) -> [AccessibilityElement] {
        let facts = analyse(screen)
        let index = ScreenIndex(screen)
        return facts.order.compactMap { index[$0] }
    }

    /// Whether the node responds to an action or is marked focusable.
    public static func isActionable(_ node: AccessibilityElement) -> Bool {
        node.isClickable || node.isLongClickable || node.isFocusable || node.isScreenReaderFocusable
    }

    /// Whether the node has text, a content description, a hint or a state of its own.
    public static func hasOwnSpeech(_ node: AccessibilityElement) -> Bool {
        hasText(node) || hasStateDescription(node)
    }

    /// Everything TalkBack decides about a screen's nodes, in one pass.
    ///
    /// - Complexity: O(n) in the number of nodes.
    static func analyse(_ screen: AccessibilityScreen) -> TalkBackScreenFacts {
        // Every per-node table below is sized once for the whole screen: growing them one node at a
        // time rehashed each identity several times over.
        let capacity = nodeCount(screen.roots)
        let (roles, collectionRoots, pagerPages) = nodeFacts(of: screen.roots, capacity: capacity)
        var walker = Walker(screenFrame: ScreenRect(origin: .zero, size: screen.size), roles: roles)
        walker.speaking.reserveCapacity(capacity)
        for root in screen.roots {
            let window = root.frame == .zero ? walker.screenFrame : root.frame
            walker.visit(root, parent: nil, inAutoScroll: false, ancestorFocusable: false, window: window)
        }
        let reordered = reorderedChildren(of: screen.roots, focused: Set(walker.order), capacity: capacity)
        return TalkBackScreenFacts(
            order: focusOrder(screen.roots, focused: walker.order, reordered: reordered),
            accessibilityFocusable: walker.accessibilityFocusable, unshown: walker.unshown,
            enterable: walker.enterableCollections(screen.roots, capacity: capacity), childOrder: reordered,
            roles: roles,
            collectionRoots: collectionRoots, pagerPages: pagerPages)
    }

    /// Each node's role and the collection around it, computed once per screen so that no walk
    /// matches a class name again: every predicate below and every word of ``TalkBackSpeech``
    /// reads them from here. Nodes are taken in preorder, the first of a repeated identity
    /// winning and a later one skipped with its subtree, exactly as ``ScreenIndex`` names them
    /// (so a node's collection root is the nearest collection among its index ancestors).
    ///
    /// It also names the children of a pager that shows exactly one page (one tree child that is
    /// visible): TalkBack describes each of them as that page (``TalkBackSpeech`` `descriptionKind`),
    /// which each stop's description would otherwise work out again from the index.
    ///
    /// - Complexity: O(n) in the number of nodes: one ``TalkBackRole/init(of:)`` each.
    static func nodeFacts(
        of roots: [AccessibilityElement], capacity: Int = 0
    ) -> (
        roles: [ElementID: TalkBackRole], collectionRoots: [ElementID: ElementID], pagerPages: Set<ElementID>
    ) {
        var roles: [ElementID: TalkBackRole] = .init(minimumCapacity: capacity)
        var collectionRoots: [ElementID: ElementID] = .init(minimumCapacity: capacity)
        var pagerPages: Set<ElementID> = []
        // (node, the nearest collection above it, whether its parent is a pager showing one page)
        var stack: [(AccessibilityElement, ElementID?, Bool)] = roots.reversed().map { ($0, nil, false) }
        while let (node, root, inOnePagePager) = stack.popLast() {
            guard roles[node.id] == nil else { continue }
            let role = TalkBackRole(of: node)
            roles[node.id] = role
            if let root { collectionRoots[node.id] = root }
            if inOnePagePager { pagerPages.insert(node.id) }
            let childRoot = isCollection(node, role: role) ? node.id : root
            let showsOnePage =
                role == .pager && node.children.lazy.filter { !$0.isHidden && $0.isVisible }.count == 1
            for child in node.children.reversed() { stack.append((child, childRoot, showsOnePage)) }
        }
        return (roles, collectionRoots, pagerPages)
    }

    /// `getCollectionRoot`'s test: a list, grid or pager, or a node with collection info.
    /// The number of nodes in the trees, counted without hashing, to size per-node tables.
    static func nodeCount(_ roots: [AccessibilityElement]) -> Int {
        var count = 0
        var stack = roots
        while let next = stack.popLast() {
            count += 1
            stack.append(contentsOf: next.children)
        }
        return count
    }

    static func isCollection(_ node: AccessibilityElement, role: TalkBackRole) -> Bool {
        node.collectionInfo != nil || role == .list || role == .grid || role == .pager
    }

    // MARK: - Node predicates (AccessibilityNodeInfoUtils)

    /// `hasText`: text, content description or hint, never for a node with collection info
    /// (its words name the collection).
    static func hasText(_ node: AccessibilityElement) -> Bool {
        node.collectionInfo == nil && (nonEmpty(node.label) || nonEmpty(node.value) || nonEmpty(node.hint))
    }

    /// `hasStateDescription`: a state description, checkable, or a range (seek and progress bars).
    static func hasStateDescription(_ node: AccessibilityElement) -> Bool {
        hasStateDescription(node, role: TalkBackRole(of: node))
    }

    /// `hasStateDescription` of a node whose role is known.
    static func hasStateDescription(_ node: AccessibilityElement, role: TalkBackRole) -> Bool {
        if nonEmpty(node.stateDescription) || node.isCheckable || node.checkedState != nil { return true }
        return role == .seekControl || role == .progressBar
    }

    /// `isScrollItem` of a parent: a scrollable node, a list, grid or scroll view; never a spinner.
    static func isScrollContainer(_ node: AccessibilityElement, role: TalkBackRole) -> Bool {
        if role == .dropDownList { return false }
        return node.isScrollable || [.list, .grid, .scrollView, .horizontalScrollView].contains(role)
    }

    /// `FILTER_AUTO_SCROLL`: a scrollable list, grid, scroll view or spinner, which TalkBack
    /// scrolls as focus moves past its last shown item (never a pager: its pages are off screen
    /// on purpose).
    static func autoScrolls(_ node: AccessibilityElement, role: TalkBackRole) -> Bool {
        node.isScrollable && [.dropDownList, .list, .grid, .scrollView, .horizontalScrollView].contains(role)
    }

    /// The children Android reports (hidden subtrees are not in the tree TalkBack sees).
    static func treeChildren(_ node: AccessibilityElement) -> [AccessibilityElement] {
        node.children.filter { !$0.isHidden }
    }

    private static func nonEmpty(_ text: String?) -> Bool {
        !(text ?? "").isEmpty
    }

    /// One pass over the tree.
    private struct Walker {
        let screenFrame: ScreenRect
        var order: [ElementID] = []
        var accessibilityFocusable: Set<ElementID> = []
        var unshown: Set<ElementID> = []
        var speaking: [ElementID: Bool] = [:]
        /// Every node's role, computed once (``TalkBackFocusRules/nodeFacts(of:capacity:)``).
        let roles: [ElementID: TalkBackRole]

        init(screenFrame: ScreenRect, roles: [ElementID: TalkBackRole]) {
            self.screenFrame = screenFrame
            self.roles = roles
        }

        /// The node's role; a node below a repeated identity (not indexed) is matched here.
        func role(_ node: AccessibilityElement) -> TalkBackRole { roles[node.id] ?? TalkBackRole(of: node) }

        func hasStateDescription(_ node: AccessibilityElement) -> Bool {
            TalkBackFocusRules.hasStateDescription(node, role: role(node))
        }

        func isScrollContainer(_ node: AccessibilityElement) -> Bool {
            TalkBackFocusRules.isScrollContainer(node, role: role(node))
        }

        func autoScrolls(_ node: AccessibilityElement) -> Bool {
            TalkBackFocusRules.autoScrolls(node, role: role(node))
        }

        /// Whether TalkBack sees the node as visible (or scrolls it into view).
        func isShown(_ node: AccessibilityElement, inAutoScroll: Bool, window: ScreenRect) -> Bool {
            guard !node.isHidden else { return false }
            // An empty frame hides a node; an absent one (all zero: a screen document that gives
            // no geometry) does not.
            if node.frame != .zero, node.frame.isEmpty { return false }
            return node.isVisible || inAutoScroll
        }

        func isFocusableOrClickable(_ node: AccessibilityElement, shown: Bool) -> Bool {
            shown && isActionable(node)
        }

        mutating func visit(
            _ node: AccessibilityElement, parent: AccessibilityElement?, inAutoScroll: Bool, ancestorFocusable: Bool,
            window: ScreenRect
        ) {
            if node.isHidden {
                for element in node.subtree { unshown.insert(element.id) }
                return
            }
            let shown = isShown(node, inAutoScroll: inAutoScroll, window: window)
            let children = treeChildren(node)
            var qualifies = false
            if shown {
                let actionable = isActionable(node)
                let topLevelScrollItem = parent.map(isScrollContainer) ?? false
                let focusable =
                    actionable
                    || (topLevelScrollItem && isSpeaking(node, inAutoScroll: inAutoScroll, window: window))
                if focusable { accessibilityFocusable.insert(node.id) }
                let windowSized = node.frame == window && !children.isEmpty && !actionable
                let focused: Bool
                if windowSized {
                    focused = false
                } else if focusable {
                    focused = children.isEmpty || isSpeaking(node, inAutoScroll: inAutoScroll, window: window)
                } else {
                    focused = !ancestorFocusable && (hasText(node) || hasStateDescription(node))
                }
                if focused { order.append(node.id) }
                qualifies = focusable && !windowSized
            } else {
                unshown.insert(node.id)
            }
            let childInAutoScroll = inAutoScroll || (shown && autoScrolls(node))
            for child in node.children {
                visit(
                    child, parent: node, inAutoScroll: childInAutoScroll,
                    ancestorFocusable: ancestorFocusable || qualifies, window: window)
            }
        }

        /// `isSpeakingNode`, memoised.
        mutating func isSpeaking(_ node: AccessibilityElement, inAutoScroll: Bool, window: ScreenRect) -> Bool {
            if let known = speaking[node.id] { return known }
            speaking[node.id] = false  // a cycle (repeated identities) speaks nothing
            let result =
                hasText(node) || hasStateDescription(node)
                || hasNonActionableSpeakingChildren(node, inAutoScroll: inAutoScroll, window: window)
            speaking[node.id] = result
            return result
        }

        mutating func hasNonActionableSpeakingChildren(
            _ node: AccessibilityElement, inAutoScroll: Bool, window: ScreenRect
        ) -> Bool {
            let childInAutoScroll = inAutoScroll || (node.isVisible && autoScrolls(node))
            let scrollContainer = isScrollContainer(node)
            let clickable = node.isClickable || node.isLongClickable
            for child in node.children {
                guard isShown(child, inAutoScroll: childInAutoScroll, window: window) else { continue }
                if isActionable(child) { continue }
                let childSpeaks = isSpeaking(child, inAutoScroll: childInAutoScroll, window: window)
                if scrollContainer, childSpeaks, !clickable { continue }
                if childSpeaks { return true }
            }
            // Invisible children with text count, except below a visible auto-scrolling container.
            if node.isVisible, autoScrolls(node) { return false }
            return node.children.contains { child in
                !child.isHidden && !child.isVisible && hasText(child) && !isActionable(child)
            }
        }

        /// The collections TalkBack announces (`CollectionState.shouldEnter`): more than one item
        /// (by collection info, else by child count), and a flat collection only when no flat
        /// collection is inside it.
        func enterableCollections(_ roots: [AccessibilityElement], capacity: Int = 0) -> Set<ElementID> {
            var result: Set<ElementID> = []
            // Post-order with an explicit stack: (node, children visited).
            var stack: [(AccessibilityElement, Bool)] = roots.reversed().map { ($0, false) }
            var containsFlat: [ElementID: Bool] = .init(minimumCapacity: capacity)
            while let (node, expanded) = stack.popLast() {
                if node.isHidden {
                    containsFlat[node.id] = false
                    continue
                }
                if !expanded {
                    stack.append((node, true))
                    stack.append(contentsOf: node.children.reversed().map { ($0, false) })
                    continue
                }
                let below = node.children.contains { child in
                    containsFlat[child.id] == true || (!child.isHidden && isFlatCollection(child))
                }
                containsFlat[node.id] = below
                guard isCollection(node) else { continue }
                if let info = node.collectionInfo {
                    guard Self.hasMultipleItems(rows: info.rowCount, columns: info.columnCount) else { continue }
                } else if treeChildren(node).count <= 1 {
                    continue
                }
                if isFlatCollection(node), below { continue }
                result.insert(node.id)
            }
            return result
        }

        func isCollection(_ node: AccessibilityElement) -> Bool {
            TalkBackFocusRules.isCollection(node, role: role(node))
        }

        func isFlatCollection(_ node: AccessibilityElement) -> Bool {
            isCollection(node) && !(node.collectionInfo?.isHierarchical ?? false)
        }

        /// Unknown sizes (-1 by -1) count as many; a product of 0 or 1 does not.
        static func hasMultipleItems(rows: Int, columns: Int) -> Bool {
            if rows == -1, columns == -1 { return true }
            let (product, overflow) = rows.multipliedReportingOverflow(by: columns)
            return overflow || (product != 0 && product != 1)
        }
    }
}

/// What TalkBack decides about one version of a screen, computed once by
/// ``TalkBackFocusRules`` so that speaking a node never rescans the tree.
final class TalkBackScreenFacts: Sendable {
    /// The focus order.
    let order: [ElementID]
    /// Nodes that are accessibility focusable (`isAccessibilityFocusable`): a parent's speech
    /// never includes them.
    let accessibilityFocusable: Set<ElementID>
    /// Nodes TalkBack does not see as visible (hidden, empty, or invisible outside scrollables).
    let unshown: Set<ElementID>
    /// Collection roots TalkBack announces on entry and exit.
    let enterable: Set<ElementID>
    /// The children of each parent whose order TalkBack changes (`ReorderedChildrenIterator`).
    let childOrder: [ElementID: [ElementID]]
    /// Each indexed node's role, matched from its class name once per screen.
    let roles: [ElementID: TalkBackRole]
    /// Each node's nearest ancestor that is a list, grid or pager or has collection info
    /// (`getCollectionRoot`); absent for a node outside every collection.
    let collectionRoots: [ElementID: ElementID]
    /// The children of a pager with exactly one visible tree child, each described as its page
    /// (``TalkBackFocusRules/nodeFacts(of:capacity:)``).
    let pagerPages: Set<ElementID>

    init(
        order: [ElementID], accessibilityFocusable: Set<ElementID>, unshown: Set<ElementID>, enterable: Set<ElementID>,
        childOrder: [ElementID: [ElementID]] = [:], roles: [ElementID: TalkBackRole] = [:],
        collectionRoots: [ElementID: ElementID] = [:], pagerPages: Set<ElementID> = []
    ) {
        self.order = order
        self.accessibilityFocusable = accessibilityFocusable
        self.unshown = unshown
        self.enterable = enterable
        self.childOrder = childOrder
        self.roles = roles
        self.collectionRoots = collectionRoots
        self.pagerPages = pagerPages
    }

    /// TalkBack's role of the node, from the screen's table (matched now only for a node the
    /// table does not hold, such as one below a repeated identity).
    ///
    /// - Complexity: O(1).
    func role(of node: AccessibilityElement) -> TalkBackRole { roles[node.id] ?? TalkBackRole(of: node) }

    /// The node's children in TalkBack's order.
    func children(of node: AccessibilityElement) -> [AccessibilityElement] {
        guard let order = childOrder[node.id] else { return node.children }
        let byID = Dictionary(node.children.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return order.compactMap { byID[$0] }
    }
}
