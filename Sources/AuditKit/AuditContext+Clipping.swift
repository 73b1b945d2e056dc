import AccessibilityTree

/// Which elements the screen's edge or a scrolling ancestor cuts, so their frames in the dump are
/// not their sizes (`touch-target-size`) and their content may lie off screen (`label-missing`).
extension AuditContext {
    /// The share of the smallest comparable sibling's extent below which an element ending at an
    /// edge counts as cut by it (a cut card or chip keeps less than three quarters of its size).
    static let cutShare = 0.75

    /// Whether the screen's edge or a scrolling ancestor's edge cuts the element, on Android.
    ///
    /// On iOS nothing is: WebDriverAgent and XCUITest give each element its whole frame, also
    /// when it lies partly or wholly off screen, so its frame is its size.
    ///
    /// An element with less than ``cutShare`` of its area inside the screen (``screenExtent``) or
    /// inside a scrolling ancestor is cut (an iOS button reaching a point beyond its scroller is
    /// not). Android dumps clip bounds to what is visible, so an element cut by its scroller ends
    /// exactly at the scroller's edge instead; but so does a chip or tab lying wholly inside a
    /// scroller that touches its edge. Decision: an Android element ending at a scrolling
    /// ancestor's edge is cut only when it, or the item of that scroller holding it (ending at
    /// the same edge), is shorter across the edge than ``cutShare`` of the smallest sibling of the
    /// same class that does not end there (the last row of a list cut in half, the next card
    /// peeking in, a chip cut by its scroller). An element along the screen's edge is cut when
    /// the dump lays out part of it with empty bounds (``isCutByScreenEdge(_:_:)``); ending at the
    /// screen's edge alone never counts:
    /// the screen's content is cut by the scrollers in it, and a bar along the bottom of a window
    /// whose reported size leaves out the navigation bar ends there whole. ATF's TouchTargetSizeCheck (google/Accessibility-Test-Framework-for-Android at
    /// c65cab0, TouchTargetSizeCheck.java lines 244-268) likewise excuses only targets whose
    /// visible size is less than their drawn size, or that lie along a scrollable edge.
    ///
    /// - Complexity: O(depth × siblings + subtree).
    func isClipped(_ element: AccessibilityElement) -> Bool {
        // XCUITest gives every element its whole frame, on screen or not: nothing is cut there.
        guard platform == .android else { return false }
        let (isCutOutside, ancestors, scrollers) = cutBeyondScrollerSides(element)
        if isCutOutside { return true }
        return scrollers.contains { scroller in
            let page = Self.wholePage(holding: element, ancestors: ancestors, of: scroller)
            return Edge.allCases.contains { side in
                guard side.touches(element.frame, scroller.frame), Self.scrolls(scroller, across: side),
                    page.map({ !side.spans($0.frame, scroller.frame) }) ?? true
                else {
                    return false
                }
                return isCut(element, at: side, by: scroller, ancestors: ancestors)
            }
        }
    }

    /// Whether something other than a scroller's side cuts the element (most of it lies outside
    /// the screen or a scroller, or the screen's or its window's edge cuts it with its target),
    /// with its ancestors, nearest first, and the scrollers among them (``isClipped(_:)`` and
    /// ``wholeFrame(ofCut:)`` ask both).
    private func cutBeyondScrollerSides(_ element: AccessibilityElement) -> (
        isCut: Bool, ancestors: [AccessibilityElement], scrollers: [AccessibilityElement]
    ) {
        let extent = screenExtent
        let ancestors = index.ancestorElements(of: element.id)
        let scrollers = ancestors.filter {
            (TouchTargetSizeRule.isScroller($0) || Self.isGoogleMap($0)) && !$0.frame.isEmpty
        }
        if !extent.isEmpty, Self.visibleShare(of: element.frame, in: extent) < Self.cutShare {
            return (true, ancestors, scrollers)
        }
        // The nearest target around the element: a bottom tab the screen's edge cuts takes its
        // icon button with it (``isCutWithItsTarget(_:in:holder:)``).
        let holder = ancestors.first { $0.isActionable(on: platform) }
        if !extent.isEmpty, Self.isCutWithItsTarget(element, in: extent, holder: holder) {
            return (true, ancestors, scrollers)
        }
        if !extent.isEmpty, Self.isPeekingPage(element, parent: ancestors.first, in: extent) {
            return (true, ancestors, scrollers)
        }
        // A window ends where the screen's content stops for its views: a window shorter than
        // the screen (an app window above another window) cuts them at its own edge, as the
        // screen's edge does.
        if let window = ancestors.last, !window.frame.isEmpty, window.frame != extent,
            Self.isCutWithItsTarget(element, in: window.frame, holder: holder)
        {
            return (true, ancestors, scrollers)
        }
        let isCut = scrollers.contains { Self.visibleShare(of: element.frame, in: $0.frame) < Self.cutShare }
        return (isCut, ancestors, scrollers)
    }

    /// The frame a target cut by a scroller's side would have whole, when a set of views of one
    /// size says what that is; `nil` when nothing cuts it, or when what cuts it leaves its size
    /// unknown.
    ///
    /// ``isClipped(_:)`` finds an element cut, among other ways, when it is shorter across a
    /// scroller's side than a set of its peers that share one size (its siblings of one class,
    /// the same view in the scroller's other items, or in other lists of one kind:
    /// ``isCut(_:amongSetOf:)``). Views built from one layout share its size, so when every view
    /// of that set is one size, that size is the element's own once it is scrolled into view, and
    /// the element is measured at it
    /// (the Reply link of a comment cut by the list's bottom edge, as small whole as in every
    /// other comment). This follows the judgement "a target only partly visible is judged by its
    /// full size when the dump tells it" and ATF's TouchTargetSizeCheck, which reports a target
    /// clipped by an ancestor with its nonclipped size rather than passing it over
    /// (google/Accessibility-Test-Framework-for-Android at c65cab0, TouchTargetSizeCheck.java
    /// lines 244-247, 252-262 and 290-296, as a warning).
    ///
    /// Decision: only one side of one scroller may cut the element, and only that set may size it;
    /// an element the screen or a window also cuts, or one a second side cuts, or one cut with
    /// its item while its own size is not known, keeps its unknown size and is not measured.
    ///
    /// - Complexity: as ``isClipped(_:)``.
    func wholeFrame(ofCut element: AccessibilityElement) -> ScreenRect? {
        guard platform == .android else { return nil }
        let (isCutOutside, ancestors, scrollers) = cutBeyondScrollerSides(element)
        if isCutOutside { return nil }
        var cut: (side: Edge, extent: Double)?
        for scroller in scrollers {
            let page = Self.wholePage(holding: element, ancestors: ancestors, of: scroller)
            for side in Edge.allCases {
                guard side.touches(element.frame, scroller.frame), Self.scrolls(scroller, across: side),
                    page.map({ !side.spans($0.frame, scroller.frame) }) ?? true
                else { continue }
                let whole =
                    wholeExtentAmongPeers(element, at: side, of: scroller.frame, everyPeer: true)
                    ?? wholeExtentAmongCounterparts(element, at: side, of: scroller, everyPeer: true)
                    ?? wholeExtentAmongListInstances(element, at: side, of: scroller, everyPeer: true)
                // A side that cuts the element with no set to size it, or a second cut.
                guard let whole, cut == nil else {
                    if isCut(element, at: side, by: scroller, ancestors: ancestors) { return nil }
                    continue
                }
                cut = (side, whole)
            }
        }
        guard let cut else { return nil }
        return cut.side.restoring(element.frame, toExtent: cut.extent)
    }

    /// Whether the scroller's side cuts the element, or the chain of its ancestors ending at that
    /// side inside the scroller (``isClipped(_:)``'s test for one side).
    private func isCut(
        _ element: AccessibilityElement, at side: Edge, by scroller: AccessibilityElement,
        ancestors: [AccessibilityElement]
    ) -> Bool {
        var chain = [element]
        for ancestor in ancestors {
            if ancestor.id == scroller.id || !side.touches(ancestor.frame, scroller.frame) { break }
            chain.append(ancestor)
        }
        return chain.contains {
            (isItem($0, of: scroller) && isCut($0, at: side, of: scroller.frame))
                || isCutAmongPeers($0, at: side, of: scroller.frame)
                || isCutAmongCounterparts($0, at: side, of: scroller)
                || isCutAmongListInstances($0, at: side, of: scroller)
                || Self.holdsPart(of: $0, beyond: side, of: scroller.frame)
        }
    }

    /// Whether the scroller moves its content across the side, so the side may cut what it holds:
    /// a vertical scroll view scrolls only up and down, so its left and right sides cut nothing
    /// it scrolls (a toggle flush with its left edge beside a row of chips is whole), and a
    /// horizontal one only sideways. Other scrollers (lists, grids, pagers, a map) may move either
    /// way, as far as the dump shows, so every side counts.
    ///
    /// The class says the axis. Android's `ScrollView` and androidx's `NestedScrollView` scroll
    /// vertically only, and `HorizontalScrollView` (with its kinds, such as Material's
    /// `TabLayout`) horizontally only (Android Developers, the `ScrollView`, `NestedScrollView`
    /// and `HorizontalScrollView` references). Compose names its scrollable nodes after them by
    /// axis: a node with a horizontal scroll range and no collection info is given the class name
    /// `android.widget.HorizontalScrollView`, one with a vertical range `android.widget.ScrollView`
    /// (androidx/androidx @ 0094ab03,
    /// compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/AndroidComposeViewAccessibilityDelegateCompat.android.kt,
    /// `populateAccessibilityNodeInfoProperties`, the `HorizontalScrollAxisRange` and
    /// `VerticalScrollAxisRange` blocks, within characters 47,000 to 49,600 of the file at that commit).
    static func scrolls(_ scroller: AccessibilityElement, across side: Edge) -> Bool {
        guard let kind = scroller.className.flatMap(WidgetClass.init(className:)) else { return true }
        if kind.isKind(of: .horizontalScrollView) { return side == .left || side == .right }
        if kind.isKind(ofAny: [.scrollView, .nestedScrollView, .supportNestedScrollView]) {
            return side == .top || side == .bottom
        }
        return true
    }

    /// The page of a pager that holds the element (the pager's child on its path, or the element
    /// itself), when the scroller is a pager (a class named like one, or the `RecyclerView` inside
    /// a `ViewPager2`); `nil` otherwise.
    ///
    /// A pager lays each page out at its own size: `ViewPager` gives a page the pager's width
    /// times the adapter's page width, 1 by default (`PagerAdapter.getPageWidth`, Android
    /// Developers), and `ViewPager2` rejects a page that does not fill it ("Pages must fill the
    /// whole ViewPager2 (use match_parent)", androidx ViewPager2's `enforceChildFillListener`).
    /// So a page that spans the pager across a side is at rest and wholly shown there: the side
    /// cuts nothing in it (a sort bar's narrow last button at the pager's right edge is whole). A
    /// page mid-swipe, or a pager that shows its neighbours' edges, has pages narrower than the
    /// pager, which do not span it.
    static func wholePage(
        holding element: AccessibilityElement, ancestors: [AccessibilityElement], of scroller: AccessibilityElement
    ) -> AccessibilityElement? {
        guard let position = ancestors.firstIndex(where: { $0.id == scroller.id }) else { return nil }
        let isPager =
            scroller.className.map(CarouselDetector.isPagerClass) == true
            || (ancestors.dropFirst(position + 1).first.map {
                WidgetClass(lookalike: $0.className ?? "")?.isKind(of: .viewPager2) == true
            } == true && Self.isList(scroller))
        guard isPager else { return nil }
        return position == 0 ? element : ancestors[position - 1]
    }

    /// Whether the node is the surface a Google Map draws on: a `TextureView` or `SurfaceView`
    /// that the Maps SDK describes "Google Map", whose markers it lists as virtual views inside it.
    ///
    /// Decision: its edges cut markers as a scroller's cut items. The map pans under the user's
    /// finger ("When focused, it will capture keypresses and touch gestures to move the map",
    /// https://developers.google.com/android/reference/com/google/android/gms/maps/MapView), so
    /// a marker that ends at the map's edge and is shorter there than its fellow markers is one
    /// the map has moved partly out of view, and Android gives it its visible bounds; a marker
    /// wholly inside the map is measured. The map reports no scroll action, so
    /// ``TouchTargetSizeRule/isScroller(_:)`` does not take it. Only the SDK's own description
    /// names it (an app may replace it; the map is then not recognised, and its cut markers are
    /// measured as before).
    static func isGoogleMap(_ node: AccessibilityElement) -> Bool {
        guard let label = node.trimmedLabel, label == "Google Map" else { return false }
        return isDrawingSurface(node)
    }

    /// Whether the node is a `TextureView` or `SurfaceView` (or a kind of either in the class
    /// table, such as `GLSurfaceView`): a View that draws its content itself, so any node inside it
    /// is a virtual view its provider describes.
    static func isDrawingSurface(_ node: AccessibilityElement) -> Bool {
        WidgetClass(lookalike: node.className ?? "")?.isKind(ofAny: [.surfaceView, .textureView]) ?? false
    }

    /// Whether the edge of `extent` (the screen or a window) cuts the element, or cuts the target
    /// that holds it (`holder`, its nearest actionable ancestor) at an edge the element ends at
    /// too. A web page's bottom tab whose label lies below the screen (laid out with empty bounds)
    /// is cut (``isCutByScreenEdge(_:_:)``), and so is the icon button inside it that reaches the
    /// same edge: the edge cuts the tab through the button, which shows 48 px of its 72 px icon
    /// (X's DingTalk check-in page). Only the nearest target counts: a screen-high container
    /// that holds some view laid out off screen says nothing of what ends at its edge. Nor does
    /// a target that reaches both of two opposite sides, unless it holds a part the dump places
    /// beyond the side the element ends at: a view with empty bounds lies beyond one of the two,
    /// and which one the dump does not say (a web page's strip of section tabs across the screen,
    /// whose last tabs lie past its right edge, leaves its first tab at the left edge whole).
    static func isCutWithItsTarget(
        _ element: AccessibilityElement, in extent: ScreenRect, holder: AccessibilityElement?
    ) -> Bool {
        if isCutByScreenEdge(element, extent) { return true }
        guard let holder,
            Edge.allCases.contains(where: { side in
                side.touches(element.frame, extent) && side.touches(holder.frame, extent)
                    && (!side.opposite.touches(holder.frame, extent) || holdsPart(of: holder, beyond: side, of: extent))
            })
        else { return false }
        return isCutByScreenEdge(holder, extent)
    }

    /// Whether the screen's edge cuts the element, as the dump itself shows: the element ends at
    /// an edge of the screen and holds a view that the dump lays out with empty bounds, or wholly
    /// beyond that edge.
    ///
    /// uiautomator gives each node its bounds clipped to the screen, and a view that lies wholly
    /// beyond the screen empty bounds (`[0,0][0,0]`); such a node inside an element along the
    /// screen's edge is the part of the element the edge cuts off: a bottom navigation bar whose
    /// tabs' labels lie below the screen, a player's buttons whose icons have scrolled past it.
    /// Its frame is then not its size, and the name its hidden part holds is not in the dump.
    /// Decision, after ATF's TouchTargetSizeCheck, which does not take the visible size of a view
    /// whose drawn size is larger for its size (google/Accessibility-Test-Framework-for-Android at
    /// c65cab0, TouchTargetSizeCheck.java lines 244-247 and 290-296). An element that ends at the
    /// edge with every part laid out is whole, and measured.
    static func isCutByScreenEdge(_ element: AccessibilityElement, _ extent: ScreenRect) -> Bool {
        let sides = Edge.allCases.filter { $0.touches(element.frame, extent) }
        guard !sides.isEmpty else { return false }
        return element.descendantsContain { part in
            let inner = part.frame
            // A part with no place at all (`[0,0][0,0]`: wholly off screen) is the cut part; one
            // with no area at a place inside the screen was cut by a view around it, not by the
            // screen (``isPlacedInside(_:_:)``).
            if inner.isEmpty, !Self.isPlacedInside(inner, extent) { return true }
            // A part the dump places beyond the edge the element ends at (a window shorter than
            // the screen leaves its views' bounds unclipped past its own edge).
            return sides.contains { $0.placesBeyond(inner, extent) }
        }
    }

    /// Whether the element is the page beside the page on screen, which the screen's edge cuts to
    /// the strip of it that peeks in: a launcher's next home-screen page 2 px wide at the screen's
    /// right edge, beside the page that fills the screen.
    ///
    /// A paged view measures every page to one size and lays its pages out in a row, each at the
    /// same top, one page's width (and the gap between pages) after the last (Launcher3's
    /// `PagedView`, LineageOS/android_packages_apps_Launcher3 at 28a6438, PagedView.java lines
    /// 755-758, 820-826 and 848). uiautomator gives a node its bounds clipped to its parent and the
    /// screen, and writes only the children visible to the user (AOSP uiautomator
    /// `AccessibilityNodeInfoDumper`), so a neighbour page that peeks in keeps only its visible
    /// strip, inside the frame of the page on screen, and none of its icons. The dump shows that
    /// when the element ends at the screen's left or right side, holds no child, and has a sibling
    /// of its class that spans the screen from side to side, at whose top and height it lies, and
    /// is narrower than ``cutShare`` of that sibling. Its frame is then not its size, and what it
    /// says lies off screen, as for a list item a scroller cuts.
    ///
    /// Decision: only the left and right sides count, as the pages lie in a row (a strip along
    /// the top or bottom inside a screen-high sibling is a layer such as a sheet's scrim, whole
    /// where it is); no sibling of another class counts (a bottom bar and the content above it
    /// are whole side by side), nor does an element that holds a visible child (a bar laid over
    /// the content it shares a parent with).
    static func isPeekingPage(
        _ element: AccessibilityElement, parent: AccessibilityElement?, in extent: ScreenRect
    ) -> Bool {
        guard let parent, element.children.isEmpty, let className = element.className else { return false }
        let rowSides: [Edge] = [.left, .right]
        return rowSides.contains { side in
            side.touches(element.frame, extent)
                && parent.children.contains { page in
                    page.className == className && side.spans(page.frame, extent)
                        && side.offsetAlong(element.frame, in: page.frame) == 0
                        && side.length(of: element.frame) == side.length(of: page.frame)
                        && side.extent(of: element.frame) < cutShare * side.extent(of: page.frame)
                }
        }
    }

    /// Whether the node, ending at a scroller's side, holds a part the dump places at or beyond
    /// that side: the scroller has cut the node there, and the rest scrolls into view (a "Forgot
    /// your password?" link showing 18 px above a scroll view's bottom edge, whose text the dump
    /// places from 3 px below it, `[171,2340][909,2337]`).
    ///
    /// Android clips a view's bounds to what its ancestors show by clamping each side
    /// (``isPlacedInside(_:_:)``), so a part cut off by the scroller keeps its real start beyond
    /// the edge. A part with no place at all (`[0,0][0,0]`) says nothing of which side cut it, so
    /// only placed parts count here (the screen's edge counts those too:
    /// ``isCutByScreenEdge(_:_:)``).
    static func holdsPart(of node: AccessibilityElement, beyond side: Edge, of extent: ScreenRect) -> Bool {
        node.descendantsContain { $0.frame != .zero && side.placesBeyond($0.frame, extent) }
    }

    /// Whether a frame with no area has a place of its own inside the screen: not uiautomator's
    /// `[0,0][0,0]` for a view wholly off screen, and not beyond an edge of `extent`.
    ///
    /// Android clips a view's bounds to its parent's by clamping each side
    /// (`View.getBoundsOnScreen` with `clipToParent`), so a label that overflows its tab keeps
    /// its real top and gets the tab's bottom: `[106,2089][163,2070]`, upside down. Such a part
    /// lies below its parent, not below the screen, so it shows that the parent, not the
    /// screen's edge, cuts it; the parent is then whole, and measured.
    static func isPlacedInside(_ frame: ScreenRect, _ extent: ScreenRect) -> Bool {
        guard frame != .zero else { return false }
        return frame.minX < extent.maxX && frame.maxX > extent.minX && frame.minY < extent.maxY
            && frame.maxY > extent.minY
    }

    /// The share of the frame's area inside the container.
    static func visibleShare(of frame: ScreenRect, in container: ScreenRect) -> Double {
        let area = frame.width * frame.height
        guard area > 0 else { return 1 }
        guard let inside = frame.intersection(container) else { return 0 }
        return inside.width * inside.height / area
    }

    /// Whether the node is one of the scroller's items: a child of the scroller, of the content
    /// view that fills it, or of the scroller's only child (a ScrollView's one LinearLayout). Only
    /// items are compared with their siblings, since a button column along a card's edge is
    /// narrower than the card by design.
    ///
    /// A ScrollView or HorizontalScrollView holds one child, the content it scrolls (Android
    /// Developers, `ScrollView` reference: "you should place one child in it containing the entire
    /// contents to scroll"); that content's bounds are clipped to what is on screen, so once it is
    /// scrolled it no longer fills the scroller (a tab strip scrolled to its end, whose content
    /// starts right of the scroller's start), and its children are still the scroller's items.
    private func isItem(_ node: AccessibilityElement, of scroller: AccessibilityElement) -> Bool {
        guard let parentID = index.parent(of: node.id) else { return false }
        if parentID == scroller.id || index[parentID]?.frame == scroller.frame { return true }
        return scroller.children.count == 1 && scroller.children[0].id == parentID
    }

    /// Whether the node is shorter across the side than its comparable siblings show it would be
    /// whole (``wholeExtent(of:at:among:)``).
    private func isCut(_ node: AccessibilityElement, at side: Edge, of container: ScreenRect) -> Bool {
        let peers = comparablePeers(of: node, at: side, of: container)
        guard let whole = Self.wholeExtent(of: node, at: side, among: peers) else { return false }
        return side.extent(of: node.frame) < whole * Self.cutShare
    }

    /// The least extent across the side the node's peers show it would have if the side did not
    /// cut it, or `nil` when it has no peers.
    ///
    /// Across the scroller's left or right side the width of an item that wraps its label grows
    /// with the label: Material's Chip asks for the sum of its paddings, its icons and its text's
    /// width (material-components-android @ ac7e18efe,
    /// lib/java/com/google/android/material/chip/ChipDrawable.java, lines 508-521,
    /// `getIntrinsicWidth`), and a scrollable TabLayout sets its tabs only a minimum width
    /// (lib/java/com/google/android/material/tabs/TabLayout.java, lines 3470-3476,
    /// `getTabMinWidth`), above which each wraps its text. So a peer whose label is longer than the node's says only that a
    /// whole node would be as wide as the peer per character of its own label: its width is
    /// scaled by the ratio of the two labels' lengths (the paddings left out, so the estimate is
    /// a lower bound). Labels wholly of full-width characters (Hangul, kana, CJK ideographs,
    /// ``TextMatching/isFullWidth(_:)``) take one width per length in one font, so a peer with a
    /// label of the node's length gives the node's whole width itself, paddings included (a
    /// Korean tab "숄더백" cut to 119 px at a web tab strip's end beside whole three-syllable tabs
    /// of 166 and 169 px). A short "All" chip flush with the start of a bar of longer chips is then
    /// whole and measured (issue 21: chips wholly inside a scroller taken as clipped because
    /// they touch its edge), while a chip cut to a sliver is still cut. Peers whose widths do not
    /// follow their labels' lengths (tiles or cards of one width, ``widthsFollowLabels(_:)``) are
    /// compared by their widths alone, as are sizes across the top or bottom side.
    ///
    /// - Complexity: O(peers) once the peers are read (``ClippingPeers``).
    static func wholeExtent(of node: AccessibilityElement, at side: Edge, among peers: ClippingPeers) -> Double? {
        guard let smallest = peers.elements.map({ side.extent(of: $0.frame) }).min() else { return nil }
        guard side == .left || side == .right, let words = drawnWords(of: node), peers.widthsFollowLabels
        else { return smallest }
        let own = words.count
        if TextMatching.isFullWidth(words) {
            // Full-width labels of one length are drawn one width: a peer of the node's length
            // shows the node's whole width, paddings included.
            let sameLength = zip(peers.elements, peers.words).compactMap { peer, words in
                words.map { $0.count == own && TextMatching.isFullWidth($0) } == true ? peer.frame.width : nil
            }
            if let narrowest = sameLength.min() { return narrowest }
        }
        return zip(peers.elements, peers.words).map { peer, words in
            let width = peer.frame.width
            guard let length = words?.count, length > own else { return width }
            return width * Double(own) / Double(length)
        }.min()
    }

    /// The words an item draws on its line: its own label, else the labels inside it, in order.
    static func drawnWords(of node: AccessibilityElement) -> String? {
        if let label = node.trimmedLabel { return label }
        let labels = node.subtree.dropFirst().compactMap(\.trimmedLabel)
        return labels.isEmpty ? nil : labels.joined(separator: " ")
    }

    /// Whether the peers' widths follow their labels' lengths, as items that wrap their labels do,
    /// given each labelled peer's width and label length: at least two labelled peers, not all of
    /// one width (within a pixel), and none with a longer label narrower than one with a shorter
    /// label.
    ///
    /// A longer label narrower by more than a pixel than some shorter one breaks the order; with
    /// the labels taken shortest first, that is a width more than a pixel below the widest of the
    /// strictly shorter labels before it, so one pass over them finds it.
    ///
    /// - Complexity: O(n log n), asked once per row and side (``ClippingPeers``); comparing every
    ///   pair for each chip at a bar's end took 31 s for 2,000 chips, 100 at the end (debug build).
    static func widthsFollowLabels(_ labelled: [(width: Double, length: Int)]) -> Bool {
        guard labelled.count >= 2, let widest = labelled.map(\.width).max(),
            let narrowest = labelled.map(\.width).min(), widest - narrowest > 1
        else { return false }
        let byLength = labelled.sorted { $0.length < $1.length }
        var widestShorter = -Double.infinity
        var start = byLength.startIndex
        while start < byLength.endIndex {
            let length = byLength[start].length
            var end = start
            while end < byLength.endIndex, byLength[end].length == length { end += 1 }
            let group = byLength[start..<end]
            if group.contains(where: { widestShorter > $0.width + 1 }) { return false }
            widestShorter = max(widestShorter, group.map(\.width).max() ?? widestShorter)
            start = end
        }
        return true
    }

    /// The extents across the side of the node's peers that are laid out and do not end at that
    /// side: what the node would measure if the side did not cut it. A peer is a sibling of its
    /// class; when the node is a target, a sibling of its class a user can act on too, so a
    /// list's clickable rows are not measured against the empty spacers between them, nor a
    /// column's tappable chips against its headings (Compose and web views dump both as `View`s
    /// of one parent). A peer at the opposite side shorter than ``cutShare`` of the largest is itself
    /// cut there (a row scrolled to show a sliver of a card at each end) and says nothing of the
    /// whole size; one as large as the others (a first chip flush with the row's start) still
    /// counts.
    private func comparableExtents(of node: AccessibilityElement, at side: Edge, of container: ScreenRect) -> [Double] {
        comparablePeers(of: node, at: side, of: container).elements.map { side.extent(of: $0.frame) }
    }

    /// The peers ``comparableExtents(of:at:of:)`` measures, read once for every node of the same
    /// parent and class, and as actionable, that ends at the side (``ClippingPeers``), and none
    /// for a node much shorter along the side than all of them
    /// (``ClippingPeers/describing(_:along:)``).
    ///
    /// Every node asked about ends at the side (``isClipped(_:)`` asks only such), so it is never
    /// among its own peers, which do not end there: the same peers serve all of them.
    private func comparablePeers(of node: AccessibilityElement, at side: Edge, of container: ScreenRect)
        -> ClippingPeers
    {
        guard let parentID = index.parent(of: node.id), let parent = index[parentID] else { return ClippingPeers() }
        let actionable = node.isActionable(on: platform)
        let key = ClippingPeers.Key(
            parent: parentID, className: node.className, actionable: actionable, side: side, container: container)
        return clippingPeersMemo.value(for: key) {
            let siblings = parent.children.filter { $0.id != node.id && $0.className == node.className }
            return ClippingPeers(wholeCandidates(siblings, for: node, at: side, of: container), at: side)
        }.describing(node, along: side)
    }

    /// The views a scroller's side measures the items of one parent and class against
    /// (``comparablePeers(of:at:of:)``), with the words each draws when they are compared across
    /// a left or right side, where widths follow labels (``wholeExtent(of:at:among:)``).
    ///
    /// Kept per screen (``AuditContext/clippingPeersMemo``): a bar of thousands of chips with
    /// hundreds at its end read them all for each (2,000 chips whose widths follow their labels,
    /// 100 at the end, took 31 s in a debug build).
    struct ClippingPeers {
        /// Which peers: the parent, the class, whether the nodes are actionable, the side, and the
        /// scroller's frame (a side of another scroller leaves other peers out).
        struct Key: Hashable {
            var parent: ElementID
            var className: String?
            var actionable: Bool
            var side: Edge
            var container: ScreenRect
        }

        /// The peers, in the parent's order.
        var elements: [AccessibilityElement] = []
        /// What each peer draws on its line (``drawnWords(of:)``), or none across a top or bottom
        /// side, where labels are not read.
        var words: [String?] = []
        /// Whether the peers' widths follow their labels' lengths (``widthsFollowLabels(_:)``).
        var widthsFollowLabels = false

        /// No peers: the node's size across the side is compared with nothing.
        init() {}

        /// The peers, with the words each draws and whether their widths follow them when they
        /// are compared across a left or right side.
        init(_ elements: [AccessibilityElement], at side: Edge) {
            self.elements = elements
            guard side == .left || side == .right else { return }
            words = elements.map { AuditContext.drawnWords(of: $0) }
            widthsFollowLabels = AuditContext.widthsFollowLabels(
                zip(elements, words).compactMap { peer, words in words.map { (peer.frame.width, $0.count) } })
        }

        /// The peers, unless the node is shorter along the side than ``AuditContext/cutShare`` of
        /// the shortest of them: then none.
        ///
        /// A cut across a side leaves the node's length along it whole (as it leaves its offset:
        /// ``Edge/offsetAlong(_:in:)``), and views built from one layout are about as long there:
        /// the rows of a list share their width, the chips of a bar their height. A node much
        /// shorter along the side than every peer is another kind of view, and the peers' size
        /// across the side says nothing of its own: a 14 dp icon button beside a heading at a
        /// scroll view's bottom is not a cut-off card because three 128 dp wide cards above it
        /// share its class (React Native dumps every view as a `ViewGroup`). A longer node (a
        /// grid's double-width tile) still compares with them.
        func describing(_ node: AccessibilityElement, along side: Edge) -> ClippingPeers {
            guard let shortest = elements.map({ side.length(of: $0.frame) }).min(),
                side.length(of: node.frame) < AuditContext.cutShare * shortest
            else { return self }
            return ClippingPeers()
        }
    }

    /// The views among `views` whose size across the side can show what the node's would be
    /// whole: laid out, actionable when the node is, not ending at that side (they may be cut
    /// too), and not cut at the opposite side (shorter there than ``cutShare`` of the largest:
    /// a row scrolled to show a sliver of a card at each end).
    private func wholeCandidates(
        _ views: [AccessibilityElement], for node: AccessibilityElement, at side: Edge, of container: ScreenRect
    ) -> [AccessibilityElement] {
        let actionable = node.isActionable(on: platform)
        let laidOut = views.filter { view in
            !view.frame.isEmpty && (!actionable || view.isActionable(on: platform))
                && !side.touches(view.frame, container)
        }
        let largest = laidOut.map { side.extent(of: $0.frame) }.max() ?? 0
        return laidOut.filter { view in
            !side.opposite.touches(view.frame, container) || side.extent(of: view.frame) >= largest * Self.cutShare
        }
    }

    /// Whether `extent` is shorter than ``cutShare`` of the smallest of `extents`, when that
    /// smallest is shared, within a pixel of rounding, by at least ``minimumPeers`` of them: a
    /// set of one size (``isCutAmongPeers(_:at:of:)``, ``isCutAmongCounterparts(_:at:of:)``).
    static func isCut(_ extent: Double, amongSetOf extents: [Double]) -> Bool {
        wholeExtent(ofCut: extent, amongSetOf: extents) != nil
    }

    /// The set's size when `extent` is cut among it (``isCut(_:amongSetOf:)``): the smallest of
    /// `extents`, which the set shares; `nil` when it is not cut. With `everyPeer`, only when
    /// every one of `extents` is that size (within a pixel): then it is the cut view's own size,
    /// not only a bound on it (a list's rows of one-line messages share the smallest height, and
    /// a longer message's row is taller).
    static func wholeExtent(ofCut extent: Double, amongSetOf extents: [Double], everyPeer: Bool = false) -> Double? {
        guard let smallest = extents.min(), extents.filter({ $0 - smallest <= 1 }).count >= minimumPeers else {
            return nil
        }
        if everyPeer, extents.contains(where: { $0 - smallest > 1 }) { return nil }
        return extent < smallest * cutShare ? smallest : nil
    }

    /// Whether the node is one of a set of peers of one size (chips wrapped in rows, tiles of a
    /// grid) and, ending at the scroller's side, is shorter across it than they are: the
    /// scroller cuts it. Its parent need not be the scroller's item (a wrapping group of chips
    /// inside one item of a scroll view).
    ///
    /// Decision: the smallest extent across the side among the node's peers
    /// (``comparableExtents(of:at:of:)``) is shared, within a pixel of rounding, by at least
    /// ``minimumPeers`` of them (a grid's tiles, one of them double width, are a set of one
    /// size), so a small button beside one large image of its class along a card's edge, which
    /// is small by design, is not taken for a cut one. Android dumps give a view cut by its scroller its
    /// visible bounds, and ATF's TouchTargetSizeCheck does not take a visible size smaller than
    /// the drawn one for the view's size (google/Accessibility-Test-Framework-for-Android at
    /// c65cab0, TouchTargetSizeCheck.java lines 244-247).
    ///
    /// - Complexity: O(siblings).
    private func isCutAmongPeers(_ node: AccessibilityElement, at side: Edge, of container: ScreenRect) -> Bool {
        wholeExtentAmongPeers(node, at: side, of: container) != nil
    }

    /// The size across the side of the set of peers the node is cut among
    /// (``isCutAmongPeers(_:at:of:)``), or `nil`.
    private func wholeExtentAmongPeers(
        _ node: AccessibilityElement, at side: Edge, of container: ScreenRect, everyPeer: Bool = false
    ) -> Double? {
        Self.wholeExtent(
            ofCut: side.extent(of: node.frame), amongSetOf: comparableExtents(of: node, at: side, of: container),
            everyPeer: everyPeer)
    }

    /// Whether the node, inside one of the scroller's items and ending at the scroller's side, is
    /// shorter across that side than the same view in the scroller's other items: the scroller
    /// cuts the item that holds it (the first comment of a list scrolled under its top edge, whose
    /// avatar shows 55 of its 93 px; the first card of a pager's next page peeking in).
    ///
    /// A list or pager builds its items from one layout (a RecyclerView's adapter binds each item
    /// into a view holder of its view type; Android Developers, "Create dynamic lists with
    /// RecyclerView"), so a view that every other item lays out at one size has that size in this
    /// item too, when the item is whole. The same view in another item is the node at the same
    /// place of that item's tree: the same class and resource id at each level from the item down
    /// (``counterparts(of:inItemOf:)``), starting at the same offset from its item along the cut
    /// side (``Edge/offsetAlong(_:in:)``), which a cut across that side leaves whole: a row's menu
    /// button is not compared with the wide "Confirm" button of a friend request below it when
    /// neither has a resource id. As with siblings (``isCutAmongPeers(_:at:of:)``),
    /// the counterparts that end at the same side are left out (they may be cut too), the smallest
    /// extent must be shared by at least ``minimumPeers`` of them within a pixel (a set of one
    /// size, not an avatar beside a photo), and the node is cut below ``cutShare`` of it. A view
    /// whose size follows its content (a comment's text) has counterparts of many sizes, so it is
    /// never taken for cut this way.
    ///
    /// - Complexity: O(the scroller's subtree).
    private func isCutAmongCounterparts(
        _ node: AccessibilityElement, at side: Edge, of scroller: AccessibilityElement
    ) -> Bool {
        wholeExtentAmongCounterparts(node, at: side, of: scroller) != nil
    }

    /// The size across the side of the set of counterparts the node is cut among
    /// (``isCutAmongCounterparts(_:at:of:)``), or `nil`.
    private func wholeExtentAmongCounterparts(
        _ node: AccessibilityElement, at side: Edge, of scroller: AccessibilityElement, everyPeer: Bool = false
    ) -> Double? {
        guard let (item, others) = counterparts(of: node, inItemOf: scroller) else { return nil }
        let place = side.offsetAlong(node.frame, in: item.frame)
        guard !others.isEmpty else { return nil }
        let atPlace = others.compactMap {
            abs(side.offsetAlong($0.view.frame, in: $0.item.frame) - place) <= 1 ? $0.view : nil
        }
        let whole = wholeCandidates(atPlace, for: node, at: side, of: scroller.frame)
        return Self.wholeExtent(
            ofCut: side.extent(of: node.frame), amongSetOf: whole.map { side.extent(of: $0.frame) },
            everyPeer: everyPeer)
    }

    /// The views at the node's place in the scroller's other items: below each other item, the
    /// nodes reached by following, level by level, the class and resource id of the path from the
    /// node's own item down to the node. `nil` (or none) when the node is itself an item (its
    /// siblings are its peers) or lies in no item of the scroller.
    private func counterparts(of node: AccessibilityElement, inItemOf scroller: AccessibilityElement)
        -> (item: AccessibilityElement, others: [(item: AccessibilityElement, view: AccessibilityElement)])?
    {
        // The class and resource id of each level, from the node up to its item, then followed
        // down each other item into one array (no array per level or per item: this runs for every
        // view at a scroller's edge).
        var shape: [(className: String?, identifier: String?)] = []
        var current = node
        while let parentID = index.parent(of: current.id), parentID != scroller.id, let parent = index[parentID] {
            shape.append((current.className, current.identifier))
            if isItem(parent, of: scroller) {
                guard let holderID = index.parent(of: parent.id), let holder = index[holderID] else { return nil }
                shape.reverse()
                var others: [(item: AccessibilityElement, view: AccessibilityElement)] = []
                for item in holder.children where item.id != parent.id {
                    Self.follow(shape, from: item, level: 0) { others.append((item, $0)) }
                }
                return (parent, others)
            }
            current = parent
        }
        return nil
    }

    /// Calls `found` with each node reached from `view` by following `shape` down, level by level
    /// (the class and resource id of each level).
    private static func follow(
        _ shape: [(className: String?, identifier: String?)], from view: AccessibilityElement, level: Int,
        _ found: (AccessibilityElement) -> Void
    ) {
        guard level < shape.count else { return found(view) }
        let step = shape[level]
        for child in view.children where child.className == step.className && child.identifier == step.identifier {
            follow(shape, from: child, level: level + 1, found)
        }
    }

    /// Whether the node, inside a list that the scroller holds several times (lists of one class
    /// and resource id: one section layout inflated for each section of a page), ending at the
    /// scroller's side, is shorter across it than the same view in the other lists: the scroller
    /// cuts the last section's row of tiles (a workbench page's fourth section, whose tiles show
    /// 105 of their 311 px above the list's edge while the sections above show theirs whole).
    ///
    /// A resource id names one view of one layout file; lists that share it were inflated from one
    /// layout and are given items from one adapter's layouts (a RecyclerView's adapter binds each
    /// item into a view holder of its view type; Android Developers, "Create dynamic lists with
    /// RecyclerView"), so the same view in their items has one size when whole. The same view is
    /// found as in ``isCutAmongCounterparts(_:at:of:)``: the same class and resource id at each
    /// level from the list down, at the same offset from its list along the cut side, leaving out
    /// those that end at the side; the smallest extent must be shared by ``minimumPeers`` of them
    /// and the node is cut below ``cutShare`` of it. A list with no resource id is never matched.
    ///
    /// - Complexity: O(the scroller's subtree).
    private func isCutAmongListInstances(
        _ node: AccessibilityElement, at side: Edge, of scroller: AccessibilityElement
    ) -> Bool {
        wholeExtentAmongListInstances(node, at: side, of: scroller) != nil
    }

    /// The size across the side of the same view in the scroller's other lists of one kind, when
    /// the node is cut among them (``isCutAmongListInstances(_:at:of:)``), or `nil`.
    private func wholeExtentAmongListInstances(
        _ node: AccessibilityElement, at side: Edge, of scroller: AccessibilityElement, everyPeer: Bool = false
    ) -> Double? {
        var shape: [(className: String?, identifier: String?)] = []
        var current = node
        var found: AccessibilityElement?
        while let parentID = index.parent(of: current.id), parentID != scroller.id, let parent = index[parentID] {
            shape.append((current.className, current.identifier))
            if Self.isList(parent) {
                found = parent
                break
            }
            current = parent
        }
        guard let list = found, let identifier = list.identifier else { return nil }
        shape.reverse()
        let place = side.offsetAlong(node.frame, in: list.frame)
        var atPlace: [AccessibilityElement] = []
        var stack = scroller.children
        while let next = stack.popLast() {
            guard next.identifier == identifier, next.className == list.className else {
                stack.append(contentsOf: next.children)
                continue
            }
            guard next.id != list.id else { continue }
            Self.follow(shape, from: next, level: 0) { view in
                if abs(side.offsetAlong(view.frame, in: next.frame) - place) <= 1 { atPlace.append(view) }
            }
        }
        let whole = wholeCandidates(atPlace, for: node, at: side, of: scroller.frame)
        return Self.wholeExtent(
            ofCut: side.extent(of: node.frame), amongSetOf: whole.map { side.extent(of: $0.frame) },
            everyPeer: everyPeer)
    }

    /// Whether the node is a list or grid whose items an adapter binds: a `RecyclerView` or an
    /// `AbsListView` (`ListView`, `GridView`) or a kind of either.
    static func isList(_ node: AccessibilityElement) -> Bool {
        WidgetClass(lookalike: node.className ?? "")?.isKind(ofAny: [
            .recyclerView, .supportRecyclerView, .absListView,
        ]) ?? false
    }

    /// How many peers of one size make a set whose member at a scroller's edge is cut
    /// (``isCutAmongPeers(_:at:of:)``).
    static let minimumPeers = 2

    /// A side of a container.
    enum Edge: CaseIterable {
        case left, top, right, bottom

        /// Whether the frame ends at (or beyond) this side of the container.
        func touches(_ frame: ScreenRect, _ container: ScreenRect) -> Bool {
            switch self {
            case .left: frame.minX <= container.minX
            case .top: frame.minY <= container.minY
            case .right: frame.maxX >= container.maxX
            case .bottom: frame.maxY >= container.maxY
            }
        }

        /// Whether the frame lies at or beyond this side of the container, wholly outside it
        /// there (its start, for a frame the dump clamps upside down).
        func placesBeyond(_ frame: ScreenRect, _ container: ScreenRect) -> Bool {
            switch self {
            case .left: frame.maxX <= container.minX
            case .top: frame.maxY <= container.minY
            case .right: frame.minX >= container.maxX
            case .bottom: frame.minY >= container.maxY
            }
        }

        /// Whether the frame spans the container along this side's axis: from its left side to
        /// its right for the left or right side, from its top to its bottom for the others
        /// (within a pixel of rounding).
        func spans(_ frame: ScreenRect, _ container: ScreenRect) -> Bool {
            self == .left || self == .right
                ? frame.minX <= container.minX + 1 && frame.maxX >= container.maxX - 1
                : frame.minY <= container.minY + 1 && frame.maxY >= container.maxY - 1
        }

        /// The side across the container from this one.
        var opposite: Edge {
            switch self {
            case .left: .right
            case .top: .bottom
            case .right: .left
            case .bottom: .top
            }
        }

        /// Where the frame starts inside the container along this side (from the container's left
        /// for the top or bottom side, from its top for the left or right): a cut across the side
        /// leaves it as it is.
        func offsetAlong(_ frame: ScreenRect, in container: ScreenRect) -> Double {
            self == .left || self == .right ? frame.minY - container.minY : frame.minX - container.minX
        }

        /// The frame's size along this side: its height at the left or right, else its width.
        func length(of frame: ScreenRect) -> Double {
            switch self {
            case .left, .right: frame.height
            case .top, .bottom: frame.width
            }
        }

        /// The frame's size across this side: its width at the left or right, else its height.
        func extent(of frame: ScreenRect) -> Double {
            self == .left || self == .right ? frame.width : frame.height
        }

        /// The frame grown past this side to `extent` across it: the part the side cut off
        /// restored, the opposite side kept where it is.
        func restoring(_ frame: ScreenRect, toExtent extent: Double) -> ScreenRect {
            switch self {
            case .left: ScreenRect(left: frame.maxX - extent, top: frame.minY, right: frame.maxX, bottom: frame.maxY)
            case .top: ScreenRect(left: frame.minX, top: frame.maxY - extent, right: frame.maxX, bottom: frame.maxY)
            case .right: ScreenRect(left: frame.minX, top: frame.minY, right: frame.minX + extent, bottom: frame.maxY)
            case .bottom:
                ScreenRect(left: frame.minX, top: frame.minY, right: frame.maxX, bottom: frame.minY + extent)
            }
        }
    }
}
