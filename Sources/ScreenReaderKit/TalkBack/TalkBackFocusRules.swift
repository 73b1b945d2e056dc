import AccessibilityTree

/// Which nodes TalkBack gives accessibility focus, in the order swipe right visits them:
/// TalkBack 15.1's `AccessibilityNodeInfoUtils.shouldFocusNode` applied in tree order.
///
/// - Windows: read in TalkBack's window order, system bars never (`TalkBackFocusRules+Windows.swift`).
/// - Reachable: a node is seen unless it is hidden (with its subtree) or is not visible to the
///   user and not inside a scrollable list, grid or scroll view: TalkBack scrolls such a container
///   as focus moves past its last shown item (`FILTER_AUTO_SCROLL`), so `visible-to-user="false"`
///   there is not "hidden"; a pager's off-screen pages stay unreachable. A swipe right scrolls
///   only forward, so an off-screen item before a shown stop of its list is never reached that
///   way; a swipe left scrolls only backward and reaches it (`TalkBackScreenFacts.backwardOrder`). The frame
///   never decides (a dump's bounds are clipped to the parents; Android itself reports a view of
///   no size as not visible). A parent's invisibility never hides its visible children.
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
        let index = ScreenIndex(screen)
        let facts = analyse(screen, index: index)
        return facts.order.compactMap { index[$0] }
    }

    /// Whether the node responds to an action or is marked focusable.
    ///
    /// `AccessibilityNodeInfoUtils.isActionableForAccessibility` (utils/.../
    /// AccessibilityNodeInfoUtils.java:1100-1123 at TalkBack 15.1): clickable or offering
    /// `ACTION_CLICK`, long-clickable or offering `ACTION_LONG_CLICK`, focusable or offering
    /// `ACTION_FOCUS`, where a dump states actions. The HTML element actions count only outside web
    /// content, which is where nothing offers them, so they are not read.
    public static func isActionable(_ node: AccessibilityElement) -> Bool {
        node.talkBackClickable || node.talkBackLongClickable || node.isFocusable || node.isScreenReaderFocusable
            || node.androidActions?.contains(.focus) == true
    }

    /// Whether the node has text, a content description, a hint or a state of its own.
    public static func hasOwnSpeech(_ node: AccessibilityElement) -> Bool {
        hasText(node) || hasStateDescription(node)
    }

    /// Everything TalkBack decides about a screen's nodes, in one pass.
    ///
    /// - Parameter index: the screen's index, when the caller has built it already.
    /// - Complexity: O(n) in the number of nodes.
    static func analyse(_ screen: AccessibilityScreen, index: ScreenIndex? = nil) -> TalkBackScreenFacts {
        // Every per-node table below is an array indexed by the node's key (its identity's position
        // in the index), sized once: no identity is hashed on the way.
        let index = index ?? ScreenIndex(screen)
        let keys = TalkBackNodeKeys(index: index, roots: screen.roots)
        let placed = nodeFacts(of: index)
        var walker = Walker(screenFrame: ScreenRect(origin: .zero, size: screen.size), keys: keys, roles: placed.roles)
        walker.rightToLeft = screen.talkBackLaysOutRightToLeft
        let roots = keys.roots(screen.roots)
        // Windows in TalkBack's order; a swipe never enters the others (system bars), whose nodes
        // are still judged, for touch and for the bounds that order children.
        let windows = windowOrder(of: screen)
        for (count, offset) in (windows.swiped + windows.others).enumerated() {
            let root = roots[offset]
            walker.isSwiped = count < windows.swiped.count
            let window = root.element.frame == .zero ? walker.screenFrame : root.element.frame
            walker.visit(
                root, parent: nil, inAutoScroll: false, ancestorFocusable: (false, false), webViewShown: false,
                window: window, scrollAnchor: -1)
        }
        let reordered = reorderedChildren(of: roots, keys: keys, focused: walker.isFocused)
        let stops = focusOrder(
            windows.swiped.map { roots[$0] }, keys: keys, focused: walker.order, reordered: reordered)
        let order = walker.reachableForward(stops)
        let backward = walker.reachableBackward(stops)
        return TalkBackScreenFacts(
            keys: keys, order: order.map(keys.id(ofKey:)),
            backwardOrder: backward == order ? nil : backward.map(keys.id(ofKey:)),
            accessibilityFocusable: walker.accessibilityFocusable,
            unshown: walker.unshown, enterable: walker.enterableCollections(roots), childOrder: reordered,
            roles: placed.roles, collectionRoots: placed.collectionRoots, pagerPages: placed.pagerPages,
            showsKeyboard: placed.showsKeyboard, isTelevision: screen.televisionEvidence != nil,
            inputMethodWindows: Set(screen.windowTypes.lazy.filter { $0.value == .inputMethod }.map(\.key)))
    }

    /// Each indexed node's role and the collection around it, computed once per screen so that no
    /// walk matches a class name again: every predicate below and every word of ``TalkBackSpeech``
    /// reads them from here. Nodes are taken by their index position (preorder, a repeated
    /// identity skipped with its subtree), so a node's collection root is the nearest collection
    /// among its index ancestors.
    ///
    /// It also marks the children of a pager that shows exactly one page (one tree child that is
    /// visible): TalkBack describes each of them as that page (``TalkBackSpeech`` `descriptionKind`),
    /// which each stop's description would otherwise work out again from the index.
    ///
    /// - Returns: per index position: the role, the position of the collection root (-1 for
    ///   none), and whether the node is the page of a pager showing one; and whether the screen
    ///   shows a keyboard (a node of an input method's window, ``AccessibilityTraitSet/keyboardKey``).
    /// - Complexity: O(n) in the number of nodes: one ``TalkBackRole/init(of:)`` each.
    static func nodeFacts(
        of index: ScreenIndex
    ) -> (roles: [TalkBackRole], collectionRoots: [Int], pagerPages: [Bool], showsKeyboard: Bool) {
        let count = index.count
        var roles: [TalkBackRole] = []
        roles.reserveCapacity(count)
        var collectionRoots = [Int](repeating: -1, count: count)
        var pagerPages = [Bool](repeating: false, count: count)
        // What each node passes to its children: the collection root around them, and whether it
        // is a pager showing one page. A parent's position is always before its children's.
        var rootBelow = [Int](repeating: -1, count: count)
        var showsOnePage = [Bool](repeating: false, count: count)
        var showsKeyboard = false
        for position in 0..<count {
            let node = index.element(at: position)
            if !showsKeyboard, node.traits.contains(.keyboardKey) { showsKeyboard = true }
            let role = TalkBackRole(of: node)
            roles.append(role)
            let parent = index.parentPosition(of: position)
            let root = parent >= 0 ? rootBelow[parent] : -1
            collectionRoots[position] = root
            if parent >= 0, showsOnePage[parent] { pagerPages[position] = true }
            rootBelow[position] = isCollection(node, role: role) ? position : root
            showsOnePage[position] =
                role == .pager && node.children.lazy.filter { !$0.isHidden && $0.isVisible }.count == 1
        }
        return (roles, collectionRoots, pagerPages, showsKeyboard)
    }

    /// `getCollectionRoot`'s test: a list, grid or pager, or a node with collection info.
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
    /// Scrollable is TalkBack's: offering a scroll action, where a dump states actions
    /// (``AccessibilityElement/talkBackScrollable``), as for `FILTER_AUTO_SCROLL` below.
    static func isScrollContainer(_ node: AccessibilityElement, role: TalkBackRole) -> Bool {
        if role == .dropDownList { return false }
        return node.talkBackScrollable || [.list, .grid, .scrollView, .horizontalScrollView].contains(role)
    }

    /// `FILTER_AUTO_SCROLL`: a scrollable list, grid, scroll view or spinner, which TalkBack
    /// scrolls as focus moves past its last shown item when it offers a forward scroll
    /// (``scrollsForward(_:rightToLeft:)``; never a pager: its pages are off screen on purpose).
    static func autoScrolls(_ node: AccessibilityElement, role: TalkBackRole) -> Bool {
        node.talkBackScrollable && [.dropDownList, .list, .grid, .scrollView, .horizontalScrollView].contains(role)
    }

    /// Whether a swipe right scrolls the node: `ScrollableNodeInfo.getSupportedScrollDirection`
    /// for SEARCH_FOCUS_FORWARD (utils/.../ScrollableNodeInfo.java:102-154 at 26a27dc0), which
    /// `findScrollableNodeForDirection` asks of each `FILTER_AUTO_SCROLL` ancestor: it offers
    /// ACTION_SCROLL_FORWARD, or it scrolls on one axis only and offers that axis's forward
    /// action (down; right, or left on a right-to-left screen). Where the dump states no actions,
    /// the `scrollable` flag stands for them all.
    static func scrollsForward(_ node: AccessibilityElement, rightToLeft: Bool) -> Bool {
        guard let actions = node.androidActions else { return node.isScrollable }
        if actions.contains(.scrollForward) { return true }
        let vertical = !actions.isDisjoint(with: [.scrollUp, .scrollDown])
        let horizontal = !actions.isDisjoint(with: [.scrollLeft, .scrollRight])
        if vertical, horizontal { return false }
        if vertical { return actions.contains(.scrollDown) }
        return horizontal && actions.contains(rightToLeft ? .scrollLeft : .scrollRight)
    }

    /// Whether a swipe left scrolls the node: `ScrollableNodeInfo.getSupportedScrollDirection`
    /// for SEARCH_FOCUS_BACKWARD (utils/.../ScrollableNodeInfo.java:102-154 at 26a27dc0): it
    /// offers ACTION_SCROLL_BACKWARD, or it scrolls on one axis only and offers that axis's
    /// backward action (up; left, or right on a right-to-left screen). Where the dump states no
    /// actions, the `scrollable` flag stands for them all.
    static func scrollsBackward(_ node: AccessibilityElement, rightToLeft: Bool) -> Bool {
        guard let actions = node.androidActions else { return node.isScrollable }
        if actions.contains(.scrollBackward) { return true }
        let vertical = !actions.isDisjoint(with: [.scrollUp, .scrollDown])
        let horizontal = !actions.isDisjoint(with: [.scrollLeft, .scrollRight])
        if vertical, horizontal { return false }
        if vertical { return actions.contains(.scrollUp) }
        return horizontal && actions.contains(rightToLeft ? .scrollRight : .scrollLeft)
    }

    /// The children Android reports (hidden subtrees are not in the tree TalkBack sees).
    static func treeChildren(_ node: AccessibilityElement) -> [AccessibilityElement] {
        node.children.filter { !$0.isHidden }
    }

    private static func nonEmpty(_ text: String?) -> Bool {
        !(text ?? "").isEmpty
    }

    /// One pass over the tree. Its tables are indexed by node key (``TalkBackNodeKeys``).
    private struct Walker {
        typealias Node = TalkBackNodeKeys.Node

        let screenFrame: ScreenRect
        let keys: TalkBackNodeKeys
        /// Every indexed node's role, computed once (``TalkBackFocusRules/nodeFacts(of:)``).
        let roles: [TalkBackRole]
        /// The focused nodes in tree order (a repeated identity may appear twice), of the windows a
        /// swipe enters.
        var order: [Int] = []
        /// Whether the window being visited is one a swipe enters.
        var isSwiped = true
        /// Whether the screen is laid out right to left (a horizontal list scrolls forward leftwards).
        var rightToLeft = false
        var isFocused: [Bool]
        var accessibilityFocusable: [Bool]
        var unshown: [Bool]
        /// `isSpeakingNode`, memoised: 0 not yet known, 1 silent, 2 speaking.
        var speaking: [UInt8]
        /// `isSpeakingNode` once every list has scrolled its items into view, memoised alike.
        var speakingScrolledIn: [UInt8]
        /// Each node's nearest ancestor that is a visible auto-scrolling container a swipe right or
        /// left scrolls (`FILTER_AUTO_SCROLL` with a forward or a backward scroll), by key; -1 for none.
        var scrollAnchor: [Int]
        /// Whether the node is a visible auto-scrolling container a swipe right or left scrolls.
        var isScrollAnchor: [Bool]
        /// Whether the node is a stop TalkBack reaches only by scrolling its list (not visible,
        /// focused because a list around it scrolls).
        var isScrolledStop: [Bool]
        /// Whether the node, a scroll anchor, offers the forward scroll a swipe right asks for
        /// (``TalkBackFocusRules/scrollsForward(_:rightToLeft:)``).
        var scrollsOn: [Bool]
        /// Whether the node, a scroll anchor, offers the backward scroll a swipe left asks for
        /// (``TalkBackFocusRules/scrollsBackward(_:rightToLeft:)``).
        var scrollsBack: [Bool]
        /// Whether any stop is reached only by scrolling.
        var hasScrolledStops = false
        /// Whether the node is a stop that is visible.
        var isVisibleStop: [Bool]

        init(screenFrame: ScreenRect, keys: TalkBackNodeKeys, roles: [TalkBackRole]) {
            self.screenFrame = screenFrame
            self.keys = keys
            self.roles = roles
            isFocused = Array(repeating: false, count: keys.count)
            accessibilityFocusable = isFocused
            unshown = isFocused
            speaking = Array(repeating: 0, count: keys.count)
            speakingScrolledIn = speaking
            scrollAnchor = Array(repeating: -1, count: keys.count)
            isScrollAnchor = isFocused
            scrollsOn = isFocused
            scrollsBack = isFocused
            isScrolledStop = isFocused
            isVisibleStop = isFocused
        }

        /// The node's role; a node whose identity the index does not hold is matched here.
        func role(_ node: Node) -> TalkBackRole {
            node.key < roles.count ? roles[node.key] : TalkBackRole(of: node.element)
        }

        func hasStateDescription(_ node: Node) -> Bool {
            TalkBackFocusRules.hasStateDescription(node.element, role: role(node))
        }

        func isScrollContainer(_ node: Node) -> Bool {
            TalkBackFocusRules.isScrollContainer(node.element, role: role(node))
        }

        func autoScrolls(_ node: Node) -> Bool {
            TalkBackFocusRules.autoScrolls(node.element, role: role(node))
        }

        /// Whether a swipe scrolls the node to bring its items off the screen into view: a swipe
        /// right by its forward scroll, a swipe left by its backward one (a list at its bottom
        /// offers only the backward scroll, and its items above are still reached going backward).
        func scrollsIn(_ node: Node) -> Bool {
            autoScrolls(node)
                && (TalkBackFocusRules.scrollsForward(node.element, rightToLeft: rightToLeft)
                    || TalkBackFocusRules.scrollsBackward(node.element, rightToLeft: rightToLeft))
        }

        /// Whether TalkBack sees the node as visible (or scrolls it into view).
        func isShown(_ node: AccessibilityElement, inAutoScroll: Bool, window: ScreenRect) -> Bool {
            // `isVisible` (AccessibilityNodeInfoUtils.java:2109-2116) reads no bounds: Android
            // itself reports a view of no size as not visible to the user, and a dump's bounds are
            // clipped to the parents, so an empty rectangle there is a node scrolled past its
            // parent's edge that the user still sees.
            guard !node.isHidden else { return false }
            return node.isVisible || inAutoScroll
        }

        /// Decides the node and its subtree. `webViewShown` is whether the web view container
        /// above the node (`WebInterfaceUtils.ascendToWebViewContainer`: the nearest web view whose
        /// parent is none) is visible.
        ///
        /// `scrollAnchor` is the key of the nearest visible auto-scrolling container above the
        /// node (-1 for none), which ``reachableForward(_:)`` reads.
        ///
        /// `ancestorFocusable` is whether an ancestor passes `shouldFocusNode(_, _, false)`, asked
        /// of the screen as it is (`now`) and once the lists around have scrolled their items into
        /// view (`scrolledIn`): TalkBack asks about a node off screen only after scrolling it in
        /// (FP/FocusProcessorForLogicalNavigation.java:2194-2257 searches the refreshed tree), when
        /// an ancestor may speak, and so take focus, by the items that came into view.
        mutating func visit(
            _ node: Node, parent: Node?, inAutoScroll: Bool, ancestorFocusable: (now: Bool, scrolledIn: Bool),
            webViewShown: Bool, window: ScreenRect, scrollAnchor anchor: Int
        ) {
            let element = node.element
            if element.isHidden {
                markUnshown(subtreeOf: node)
                return
            }
            scrollAnchor[node.key] = anchor
            let shown = isShown(element, inAutoScroll: inAutoScroll, window: window)
            var webViewShown = webViewShown
            if role(node) == .webView, parent.map({ role($0) != .webView }) ?? true {
                // FP/FocusProcessorForLogicalNavigation.java:1022-1036, 1043-1076: a swipe from a
                // native node stops on a web view container that offers HTML element actions
                // whether or not it is visible (its filter takes it before shouldFocusNode's), and
                // Chrome then moves through the content, scrolling it into view.
                webViewShown = element.isVisible || element.offersWebActions
            }
            var qualifies = false
            var qualifiesScrolledIn = false
            if element.offersWebActions {
                // U/AccessibilityNodeInfoUtils.java:787-796: inside a view that supports web
                // navigation TalkBack focuses any node while its web view container is visible,
                // whatever the node's own visibility, words or actions.
                if webViewShown {
                    accessibilityFocusable[node.key] = true
                    if isSwiped { order.append(node.key) }
                    isFocused[node.key] = true
                    isVisibleStop[node.key] = element.isVisible
                }
                if !shown { unshown[node.key] = true }
                qualifies = webViewShown
                qualifiesScrolledIn = webViewShown
            } else if shown {
                let actionable = isActionable(element)
                // Not `parent.map(isScrollContainer)`: a method reference copies the whole walker.
                var topLevelScrollItem = false
                if let parent { topLevelScrollItem = isScrollContainer(parent) }
                let focusable =
                    actionable
                    || (topLevelScrollItem && isSpeaking(node, inAutoScroll: inAutoScroll, window: window))
                if focusable { accessibilityFocusable[node.key] = true }
                // Whether it has tree children (ones not hidden), asked without filtering them.
                let hasChildren = element.children.contains { !$0.isHidden }
                let windowSized = element.frame == window && hasChildren && !actionable
                let focused: Bool
                if windowSized {
                    focused = false
                } else if focusable {
                    focused = !hasChildren || isSpeaking(node, inAutoScroll: inAutoScroll, window: window)
                } else {
                    let ancestor = element.isVisible ? ancestorFocusable.now : ancestorFocusable.scrolledIn
                    focused = !ancestor && (hasText(element) || hasStateDescription(node))
                }
                if focused {
                    if isSwiped { order.append(node.key) }
                    isFocused[node.key] = true
                    isVisibleStop[node.key] = element.isVisible
                    if !element.isVisible {
                        isScrolledStop[node.key] = true
                        hasScrolledStops = true
                    }
                }
                qualifies = focusable && !windowSized
                qualifiesScrolledIn =
                    qualifies
                    || (!windowSized && topLevelScrollItem && element.isVisible
                        && isSpeaking(node, inAutoScroll: inAutoScroll, window: window, scrolledIn: true))
            } else {
                unshown[node.key] = true
            }
            let childInAutoScroll = inAutoScroll || (shown && scrollsIn(node))
            // FILTER_AUTO_SCROLL asks isVisible: a list scrolled into view is not yet one to scroll.
            let anchors = element.isVisible && scrollsIn(node)
            if anchors {
                isScrollAnchor[node.key] = true
                scrollsOn[node.key] = TalkBackFocusRules.scrollsForward(element, rightToLeft: rightToLeft)
                scrollsBack[node.key] = TalkBackFocusRules.scrollsBackward(element, rightToLeft: rightToLeft)
            }
            for (offset, child) in element.children.enumerated() {
                visit(
                    keys.child(offset, child, of: node), parent: node, inAutoScroll: childInAutoScroll,
                    ancestorFocusable: (
                        ancestorFocusable.now || qualifies, ancestorFocusable.scrolledIn || qualifiesScrolledIn
                    ),
                    webViewShown: webViewShown, window: window, scrollAnchor: anchors ? node.key : anchor)
            }
        }

        /// The stops a run of forward swipes reaches, in order: TalkBack scrolls a list only
        /// forward, from a stop inside it, when the next stop would leave it.
        ///
        /// `autoScrollAtEdge` (talkback/.../focusmanagement/FocusProcessorForLogicalNavigation.java:
        /// 1818-1858 at 26a27dc0) scrolls the scrollable around the focused node in the swipe's
        /// direction only when `isMatchingEdgeListItem` (U/traversal/TraversalStrategyUtils.java:
        /// 249-321) finds the next `FILTER_SHOULD_FOCUS` node, which must be visible
        /// (U/AccessibilityNodeInfoUtils.java:798-802), outside it. So an item a list holds off
        /// screen is reached only after the list's last visible stop (or the list itself, a stop),
        /// only when the list offers the forward scroll
        /// (``TalkBackFocusRules/scrollsForward(_:rightToLeft:)``; one at its bottom offers only the
        /// backward one, and its items are stops a swipe left reaches), and never when it lies
        /// before a visible stop of that list: items scrolled out above a list's shown part, and
        /// off-screen items between shown ones, are passed over.
        ///
        /// - Complexity: O(n + d·s) for n stops, s of them visible, at list depth d.
        func reachableForward(_ order: [Int]) -> [Int] {
            guard hasScrolledStops else { return order }
            // A visible stop is inside each list on its anchor chain (a list that is a stop, in itself).
            func markLists(of key: Int, in table: inout [Bool]) {
                var list = isScrollAnchor[key] ? key : scrollAnchor[key]
                while list >= 0, !table[list] {
                    table[list] = true
                    list = scrollAnchor[list]
                }
            }
            var shownBefore = [Bool](repeating: false, count: keys.count)
            var entered = [Bool](repeating: false, count: order.count)
            for (offset, key) in order.enumerated() {
                if isScrolledStop[key] {
                    let list = scrollAnchor[key]
                    entered[offset] = list < 0 || (shownBefore[list] && scrollsOn[list])
                } else if isVisibleStop[key] {
                    markLists(of: key, in: &shownBefore)
                }
            }
            var shownAfter = [Bool](repeating: false, count: keys.count)
            var reached = [Bool](repeating: true, count: order.count)
            for offset in order.indices.reversed() {
                let key = order[offset]
                if isScrolledStop[key] {
                    let list = scrollAnchor[key]
                    reached[offset] = entered[offset] && (list < 0 || !shownAfter[list])
                } else if isVisibleStop[key] {
                    markLists(of: key, in: &shownAfter)
                }
            }
            return order.indices.filter { reached[$0] }.map { order[$0] }
        }

        /// The stops a run of backward swipes reaches, in forward order: TalkBack scrolls a list
        /// backward, from a stop inside it, when the previous stop would leave it.
        ///
        /// The mirror of ``reachableForward(_:)``: `autoScrollAtEdge` (talkback/.../focusmanagement/
        /// FocusProcessorForLogicalNavigation.java:1818-1858 at 26a27dc0) asks for SEARCH_FOCUS_BACKWARD's
        /// scroll (``TalkBackFocusRules/scrollsBackward(_:rightToLeft:)``) only when the previous
        /// visible `FILTER_SHOULD_FOCUS` node lies outside the list or is the list itself
        /// (U/traversal/TraversalStrategyUtils.java:258-285), and `OrderedTraversalStrategy` searches
        /// backward in the same tree order. So an item a list holds off screen is reached going
        /// backward only before the list's first visible stop inside it, and only when the list
        /// offers the backward scroll; items below a list's shown part, and off-screen items
        /// between shown ones, are passed over. A list with no visible stop inside is never
        /// scrolled (the list itself, a stop, is reached from outside and its items lie after it).
        ///
        /// - Complexity: O(n + d·s) for n stops, s of them visible, at list depth d.
        func reachableBackward(_ order: [Int]) -> [Int] {
            guard hasScrolledStops else { return order }
            // A visible stop is inside each list on its anchor chain above it (never its own list:
            // the list precedes its items, so a backward search from them meets it last).
            func markLists(of key: Int, in table: inout [Bool]) {
                var list = scrollAnchor[key]
                while list >= 0, !table[list] {
                    table[list] = true
                    list = scrollAnchor[list]
                }
            }
            var shownAfter = [Bool](repeating: false, count: keys.count)
            var entered = [Bool](repeating: false, count: order.count)
            for offset in order.indices.reversed() {
                let key = order[offset]
                if isScrolledStop[key] {
                    let list = scrollAnchor[key]
                    entered[offset] = list < 0 || (shownAfter[list] && scrollsBack[list])
                } else if isVisibleStop[key] {
                    markLists(of: key, in: &shownAfter)
                }
            }
            var shownBefore = [Bool](repeating: false, count: keys.count)
            var reached = [Bool](repeating: true, count: order.count)
            for (offset, key) in order.enumerated() {
                if isScrolledStop[key] {
                    let list = scrollAnchor[key]
                    reached[offset] = entered[offset] && (list < 0 || !shownBefore[list])
                } else if isVisibleStop[key] {
                    markLists(of: key, in: &shownBefore)
                }
            }
            return order.indices.filter { reached[$0] }.map { order[$0] }
        }

        /// A hidden node and everything below it are not shown.
        mutating func markUnshown(subtreeOf node: Node) {
            var stack = [node]
            while let next = stack.popLast() {
                unshown[next.key] = true
                for (offset, child) in next.element.children.enumerated() {
                    stack.append(keys.child(offset, child, of: next))
                }
            }
        }

        /// `isSpeakingNode`, memoised; `scrolledIn` asks it once the lists around have scrolled
        /// their items into view.
        mutating func isSpeaking(_ node: Node, inAutoScroll: Bool, window: ScreenRect, scrolledIn: Bool = false) -> Bool
        {
            switch scrolledIn ? speakingScrolledIn[node.key] : speaking[node.key] {
            case 1: return false
            case 2: return true
            default: break
            }
            // A cycle (repeated identities) speaks nothing.
            if scrolledIn { speakingScrolledIn[node.key] = 1 } else { speaking[node.key] = 1 }
            let result =
                hasText(node.element) || hasStateDescription(node)
                || hasNonActionableSpeakingChildren(
                    node, inAutoScroll: inAutoScroll, window: window, scrolledIn: scrolledIn)
            if scrolledIn { speakingScrolledIn[node.key] = result ? 2 : 1 } else { speaking[node.key] = result ? 2 : 1 }
            return result
        }

        mutating func hasNonActionableSpeakingChildren(
            _ node: Node, inAutoScroll: Bool, window: ScreenRect, scrolledIn: Bool
        ) -> Bool {
            let element = node.element
            let childInAutoScroll = inAutoScroll || (element.isVisible && scrollsIn(node))
            let scrollContainer = isScrollContainer(node)
            let clickable = element.talkBackClickable || element.talkBackLongClickable
            // U/AccessibilityNodeInfoUtils.java:1006-1010: a child counts by its own visibility, as
            // TalkBack asks it now; only below a node off screen itself (reached by scrolling its
            // list) do children scroll into view with it.
            let childrenScrollIn = childInAutoScroll && (scrolledIn || !element.isVisible)
            for (offset, child) in element.children.enumerated() {
                guard !child.isHidden, child.isVisible || childrenScrollIn else { continue }
                if isActionable(child) { continue }
                let childSpeaks = isSpeaking(
                    keys.child(offset, child, of: node), inAutoScroll: childInAutoScroll, window: window,
                    scrolledIn: scrolledIn)
                if scrollContainer, childSpeaks, !clickable { continue }
                if childSpeaks { return true }
            }
            // Invisible children with text count, except below a visible auto-scrolling container.
            if element.isVisible, autoScrolls(node) { return false }
            return element.children.contains { child in
                !child.isHidden && !child.isVisible && hasText(child) && !isActionable(child)
            }
        }

        /// The collections TalkBack announces (`CollectionState.shouldEnter`): more than one item
        /// (by collection info, else by child count), and a flat collection only when no flat
        /// collection is inside it. Indexed by node key.
        func enterableCollections(_ roots: [Node]) -> [Bool] {
            var result = [Bool](repeating: false, count: keys.count)
            // Post-order with an explicit stack: (node, children visited).
            var stack: [(Node, Bool)] = roots.reversed().map { ($0, false) }
            var containsFlat = [Bool](repeating: false, count: keys.count)
            while let (node, expanded) = stack.popLast() {
                let element = node.element
                if element.isHidden {
                    containsFlat[node.key] = false
                    continue
                }
                let children = element.children
                if !expanded {
                    stack.append((node, true))
                    for offset in children.indices.reversed() {
                        stack.append((keys.child(offset, children[offset], of: node), false))
                    }
                    continue
                }
                var below = false
                for (offset, child) in children.enumerated() {
                    let childNode = keys.child(offset, child, of: node)
                    if containsFlat[childNode.key] || (!child.isHidden && isFlatCollection(childNode)) {
                        below = true
                        break
                    }
                }
                containsFlat[node.key] = below
                guard isCollection(node) else { continue }
                if let info = element.collectionInfo {
                    guard Self.hasMultipleItems(rows: info.rowCount, columns: info.columnCount) else { continue }
                } else if children.lazy.filter({ !$0.isHidden }).count <= 1 {
                    continue
                }
                if isFlatCollection(node), below { continue }
                result[node.key] = true
            }
            return result
        }

        func isCollection(_ node: Node) -> Bool {
            TalkBackFocusRules.isCollection(node.element, role: role(node))
        }

        func isFlatCollection(_ node: Node) -> Bool {
            isCollection(node) && !(node.element.collectionInfo?.isHierarchical ?? false)
        }

        /// Unknown sizes (-1 by -1) count as many; a product of 0 or 1 does not. The product is
        /// Java's `int` multiplication (U/monitor/CollectionState.java:953-964), which wraps
        /// past 32 bits: 65536 rows by 65536 columns make 0 items.
        static func hasMultipleItems(rows: Int, columns: Int) -> Bool {
            if rows == -1, columns == -1 { return true }
            let product = Int32(truncatingIfNeeded: rows) &* Int32(truncatingIfNeeded: columns)
            return product != 0 && product != 1
        }
    }
}

/// What TalkBack decides about one version of a screen, computed once by
/// ``TalkBackFocusRules`` so that speaking a node never rescans the tree. Its tables are arrays
/// indexed by node key (``TalkBackNodeKeys``); each question hashes the identity asked about once.
final class TalkBackScreenFacts: Sendable {
    /// The focus order.
    let order: [ElementID]
    /// The stops backward swipes reach, in forward order, where they differ from ``order``
    /// (a list scrolls back to items above its shown part, never on to those below it).
    let backwardOrder: [ElementID]?
    private let keys: TalkBackNodeKeys
    /// Nodes that are accessibility focusable (`isAccessibilityFocusable`): a parent's speech
    /// never includes them.
    private let accessibilityFocusable: [Bool]
    /// Nodes TalkBack does not see as visible (hidden, empty, or invisible outside scrollables).
    private let unshown: [Bool]
    /// Collection roots TalkBack announces on entry and exit.
    private let enterable: [Bool]
    /// The children of each parent whose order TalkBack changes (`ReorderedChildrenIterator`).
    private let childOrder: [[ElementID]?]
    /// Whether TalkBack reorders the children of any node (most screens: none, so no node's
    /// children need looking up).
    private let reordersChildren: Bool
    /// Each indexed node's role, matched from its class name once per screen (by index position).
    private let roles: [TalkBackRole]
    /// Each indexed node's nearest ancestor that is a list, grid or pager or has collection info
    /// (`getCollectionRoot`), as an index position; -1 for a node outside every collection.
    private let collectionRoots: [Int]
    /// Whether each indexed node is a child of a pager with exactly one visible tree child,
    /// described as its page (``TalkBackFocusRules/nodeFacts(of:)``).
    private let pagerPages: [Bool]

    /// Whether a keyboard is shown: a node of an input method's window is on the screen
    /// (`KeyboardUtils.isSoftKeyboardActive`, an input window on screen).
    let showsKeyboard: Bool
    /// Whether the screen is a TV's (``AccessibilityScreen/televisionEvidence``): TalkBack for TV
    /// composes its hints with the TV classes (`TalkBackService.getCompositorFlavor`, FLAVOR_TV).
    let isTelevision: Bool
    /// The roots of the screen's input method windows (``AccessibilityScreen/windowTypes``).
    private let inputMethodWindows: Set<ElementID>

    init(
        keys: TalkBackNodeKeys, order: [ElementID], backwardOrder: [ElementID]? = nil, accessibilityFocusable: [Bool],
        unshown: [Bool],
        enterable: [Bool], childOrder: [[ElementID]?], roles: [TalkBackRole], collectionRoots: [Int],
        pagerPages: [Bool], showsKeyboard: Bool, isTelevision: Bool = false, inputMethodWindows: Set<ElementID> = []
    ) {
        self.keys = keys
        self.order = order
        self.backwardOrder = backwardOrder
        self.accessibilityFocusable = accessibilityFocusable
        self.unshown = unshown
        self.enterable = enterable
        self.childOrder = childOrder
        self.reordersChildren = childOrder.contains { $0 != nil }
        self.roles = roles
        self.collectionRoots = collectionRoots
        self.pagerPages = pagerPages
        self.showsKeyboard = showsKeyboard
        self.isTelevision = isTelevision
        self.inputMethodWindows = inputMethodWindows
    }

    /// `AccessibilityNodeInfoUtils.isKeyboard`: whether the node's window is an input method's
    /// (utils/.../AccessibilityNodeInfoUtils.java:1236-1245 at 26a27dc0). A dump names no window
    /// types, so a view of an input method's package (``AccessibilityTraitSet/keyboardKey``, the
    /// importer's inference) counts too.
    ///
    /// - Complexity: O(depth of the node) on a screen with an input method window, else O(1).
    func isKeyboard(_ node: AccessibilityElement) -> Bool {
        if node.traits.contains(.keyboardKey) { return true }
        guard !inputMethodWindows.isEmpty else { return false }
        return inputMethodWindows.contains(keys.index.ancestors(of: node.id).last ?? node.id)
    }

    /// TalkBack's role of the node, from the screen's table (matched now only for a node the
    /// index does not hold, such as one below a repeated identity).
    ///
    /// - Complexity: O(1).
    func role(of node: AccessibilityElement) -> TalkBackRole {
        guard let position = keys.index.position(of: node.id) else { return TalkBackRole(of: node) }
        return roles[position]
    }

    /// Whether the node is accessibility focusable (`isAccessibilityFocusable`).
    func isAccessibilityFocusable(_ id: ElementID) -> Bool {
        keys.key(of: id).map { accessibilityFocusable[$0] } ?? false
    }

    /// Whether TalkBack sees the node as visible (or scrolls it into view).
    func isShown(_ id: ElementID) -> Bool {
        !(keys.key(of: id).map { unshown[$0] } ?? false)
    }

    /// Whether TalkBack announces entering and leaving the collection.
    func isEnterable(_ id: ElementID) -> Bool {
        keys.key(of: id).map { enterable[$0] } ?? false
    }

    /// The node's nearest ancestor that is a list, grid or pager or has collection info
    /// (`getCollectionRoot`), or `nil`.
    func collectionRoot(of id: ElementID) -> ElementID? {
        guard let position = keys.index.position(of: id), collectionRoots[position] >= 0 else { return nil }
        return keys.index.preorder[collectionRoots[position]]
    }

    /// Whether the node is the page a pager shows alone.
    func isPagerPage(_ id: ElementID) -> Bool {
        keys.index.position(of: id).map { pagerPages[$0] } ?? false
    }

    /// The node's children in TalkBack's order.
    func children(of node: AccessibilityElement) -> [AccessibilityElement] {
        guard reordersChildren, let key = keys.key(of: node.id), let order = childOrder[key] else {
            return node.children
        }
        let byID = Dictionary(node.children.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return order.compactMap { byID[$0] }
    }
}
