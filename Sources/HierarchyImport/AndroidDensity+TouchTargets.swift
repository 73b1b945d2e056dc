import AccessibilityTree

extension AndroidDensity {
    /// Compose Material 3 buttons and chips found in a dump inside their 48 dp touch targets, all
    /// drawn at one density, and that density: evidence ``AndroidDensity`` reads beside the icon
    /// buttons (``IconButtonEvidence``) and navigation indicators.
    ///
    /// A clickable Material 3 `Surface` lays itself out at least 48 dp tall
    /// (`modifier.minimumInteractiveComponentSize().surface(...).clickable(...)`, the `onClick`
    /// overload of Surface.kt at androidx/androidx 080d2b3e5326ba80392d93442c4a51a02dc22650,
    /// within characters 11,000 to 14,000 of the file), 48 dp rounded to whole pixels and the
    /// content centred in it (InteractiveComponentSize.kt at
    /// 754a954354d105eea448690f5820b659bc89a4ad, lines 95, 111-113 and 149). Buttons and chips
    /// are such surfaces whose content is shorter:
    /// - a button's container is `ButtonDefaults.MinHeight`, 40 dp
    ///   (compose/material3/.../tokens/ButtonSmallTokens.kt at
    ///   0e28eb9fd6e8e1183e1be4b2615811afb84c50e8, line 24, `ContainerHeight = 40.0.dp`);
    /// - a chip's is 32 dp (tokens/FilterChipTokens.kt at
    ///   7a915f448237503cc8414ddde8368d84caa8a6b3, line 24, `ContainerHeight = 32.0.dp`).
    ///
    /// A uiautomator dump shows the touch target as a clickable node round(48 d) px tall holding,
    /// centred top to bottom and exactly as wide, a node round(40 d) or round(32 d) px tall (the
    /// container is wider than 48 dp, so the touch target takes its width). The two heights,
    /// each rounded at one density, name the density as the icon buttons' sizes do: a standard
    /// density first, then an even dpi a display size gives. Twenty-fourth session: on the
    /// opened sets 13 labelled dumps hold such a pair, and all 13 give their labeller's density
    /// (HH's DeepEye at 2.125, RR's Tether at 356 dpi and inkwell at 2.0625 among them).
    ///
    /// What it cannot know: an app's own layout of two other heights in the same ratio, 6:5 or
    /// 3:2, exactly as wide and centred, reads as this one at another density (a 36 dp row
    /// around a 24 dp child at 2.625 is 95 and 63 px, 48 and 32 dp at 316 dpi); every component
    /// found must agree, which limits the harm.
    public struct TouchTargetEvidence: Sendable, Hashable {
        /// How many touch targets agree.
        public var count: Int
        /// The touch target's height in pixels (48 dp).
        public var touchTargetInPixels: Double
        /// The content's height in pixels.
        public var contentInPixels: Double
        /// The content's height in dp it matched: 40 (a button) or 32 (a chip).
        public var contentInDP: Double

        /// "2 Material 3 touch targets (102 px, 48 dp, around 85 px contents of 40 dp)".
        var phrase: String {
            let format = AndroidDensity.format
            return "\(count) Material 3 touch target\(count == 1 ? "" : "s") (\(format(touchTargetInPixels)) px, "
                + "\(format(touchTargetDP)) dp, around \(format(contentInPixels)) px content\(count == 1 ? "" : "s") "
                + "of \(format(contentInDP)) dp)"
        }
    }

    /// The touch target's least height in dp (`LocalMinimumInteractiveComponentSize`).
    public static let touchTargetDP = 48.0
    /// The heights in dp of the contents a touch target is found around: a Material 3 button's
    /// container, then a chip's.
    public static let touchTargetContentsDP: [Double] = [40, 32]

    /// The density every such touch target among `elements` is drawn at, when at least one is
    /// found, none gives another density, and the screen is as wide as Android allows at it;
    /// `nil` otherwise (see ``TouchTargetEvidence``).
    ///
    /// - Complexity: O(n · d) in the number of elements and standard densities.
    static func touchTargets(
        in elements: [AccessibilityElement], shortSide: Double
    ) -> (density: Double, evidence: TouchTargetEvidence)? {
        let found = elements.compactMap { element -> (density: Double, evidence: TouchTargetEvidence)? in
            guard element.isClickable, let (density, content) = touchTargetDensity(of: element) else { return nil }
            let evidence = TouchTargetEvidence(
                count: 1, touchTargetInPixels: element.frame.height, contentInPixels: content.frame.height,
                contentInDP: content.dp)
            return (density, evidence)
        }
        return agreeing(found, shortSide: shortSide)
    }

    /// The density at which `element` is a 48 dp touch target around a child as wide, centred
    /// top to bottom and of one of ``touchTargetContentsDP``, and that child's frame and dp.
    static func touchTargetDensity(
        of element: AccessibilityElement
    ) -> (density: Double, content: (frame: ScreenRect, dp: Double))? {
        let outer = element.frame
        guard outer.height > 0, outer.height.isFinite, outer.width.isFinite else { return nil }
        // Most clickables hold no such child: the densities are listed only for one that does.
        lazy var candidates = standardDensities + displaySizeDensities(forSide: outer.height, inDP: touchTargetDP)
        for child in element.children {
            let inner = child.frame
            guard abs(inner.width - outer.width) <= pixelTolerance, inner.height > 0, inner.height < outer.height,
                abs((inner.minY - outer.minY) - (outer.maxY - inner.maxY)) <= pixelTolerance
            else { continue }
            for contentDP in touchTargetContentsDP {
                if let density = candidates.first(where: {
                    composePixels(touchTargetDP, at: $0) == outer.height
                        && composePixels(contentDP, at: $0) == inner.height
                }) {
                    return (density, (inner, contentDP))
                }
            }
        }
        return nil
    }
}
