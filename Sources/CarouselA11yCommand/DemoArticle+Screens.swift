import AccessibilityTree

extension DemoArticle {
    /// The article as a default iOS app shows it: a `UICollectionView` whose cells are each an
    /// accessibility element labelled with the story title only, with no button trait, so
    /// VoiceOver steps through every card and never says they are links.
    ///
    /// - Parameter accessible: put a placeholder for the accessible carousel component (identity
    ///   ``IDs/carousel``, the collection view's frame) where the collection view goes, and hide
    ///   the visible title, whose text the carousel's name carries.
    public func iOSScreen(accessible: Bool = false) -> AccessibilityScreen {
        func text(_ id: ElementID, _ label: String, _ frame: ScreenRect, traits: AccessibilityTraitSet = .staticText)
            -> AccessibilityElement
        {
            AccessibilityElement(
                id: id, label: label, traits: traits, className: "UILabel", frame: frame, isAccessibilityElement: true)
        }
        let placeholder = AccessibilityElement(id: IDs.carousel, frame: Layout.carousel)
        let collection =
            accessible
            ? placeholder
            : AccessibilityElement(
                id: IDs.carousel, className: "UICollectionView", frame: Layout.carousel, isScrollable: true,
                children: storyTitles.indices.map { index in
                    AccessibilityElement(
                        id: IDs.card(index), label: storyTitles[index], className: "UICollectionViewCell",
                        frame: Layout.card(index), isAccessibilityElement: true)
                })
        var title = text(IDs.carouselTitle, carouselTitle, Layout.carouselTitle)
        // The accessible carousel carries the title in its own name, so the visible label is hidden
        // (the hide-duplicate-visible-title rule); the default screen reads it.
        title.isHidden = accessible
        let root = AccessibilityElement(
            id: "article", className: "UIView", frame: ScreenRect(origin: .zero, size: Layout.screen),
            children: [
                text(IDs.headline, headline, Layout.headline, traits: .header),
                text(IDs.introduction, introduction, Layout.introduction),
                title,
                collection,
                text(IDs.continuation, continuation, Layout.continuation),
            ])
        return AccessibilityScreen(
            platform: .iOS, name: "Article (iOS)", size: Layout.screen, unit: .points, roots: [root])
    }

    /// The article as a default Android app shows it: a horizontal `RecyclerView` of clickable
    /// card layouts whose only text is the story title, so TalkBack reads each card by its
    /// title with no role word and steps through all of them.
    ///
    /// - Parameter accessible: put a placeholder for the accessible carousel component where the
    ///   RecyclerView goes, and hide the visible title.
    public func androidScreen(accessible: Bool = false) -> AccessibilityScreen {
        let d = Self.androidDensity
        func px(_ rect: ScreenRect) -> ScreenRect {
            ScreenRect(x: rect.minX * d, y: rect.minY * d, width: rect.width * d, height: rect.height * d)
        }
        func text(_ id: ElementID, _ label: String, _ frame: ScreenRect, heading: Bool = false) -> AccessibilityElement
        {
            AccessibilityElement(
                id: id, label: label, traits: heading ? .header : [], role: .text,
                className: "android.widget.TextView", frame: px(frame))
        }
        let placeholder = AccessibilityElement(id: IDs.carousel, frame: px(Layout.carousel))
        let recycler =
            accessible
            ? placeholder
            : AccessibilityElement(
                id: IDs.carousel, role: .list, className: "androidx.recyclerview.widget.RecyclerView",
                frame: px(Layout.carousel), isScrollable: true,
                collectionInfo: CollectionInfo(rowCount: 1, columnCount: storyTitles.count),
                children: storyTitles.indices.map { index in
                    AccessibilityElement(
                        id: IDs.card(index), className: "android.widget.FrameLayout", frame: px(Layout.card(index)),
                        isClickable: true, isFocusable: true,
                        collectionItemInfo: CollectionItemInfo(rowIndex: 0, columnIndex: index),
                        children: [text(ElementID("\(IDs.card(index)).title"), storyTitles[index], Layout.card(index))])
                })
        var title = text(IDs.carouselTitle, carouselTitle, Layout.carouselTitle)
        title.isHidden = accessible
        let screenSize = ScreenSize(width: Layout.screen.width * d, height: Layout.screen.height * d)
        let root = AccessibilityElement(
            id: "article", className: "android.widget.LinearLayout", frame: ScreenRect(origin: .zero, size: screenSize),
            children: [
                text(IDs.headline, headline, Layout.headline, heading: true),
                text(IDs.introduction, introduction, Layout.introduction),
                title,
                recycler,
                text(IDs.continuation, continuation, Layout.continuation),
            ])
        return AccessibilityScreen(
            platform: .android, name: "Article (Android)", size: screenSize, unit: .pixels(density: d), roots: [root])
    }
}
