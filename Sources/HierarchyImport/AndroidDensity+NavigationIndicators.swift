import AccessibilityTree

extension AndroidDensity {
    /// The active indicators of Material Components navigation bars and rails found in a dump,
    /// all drawn at one density, and that density: evidence ``AndroidDensity`` reads beside the
    /// Material 3 icon buttons (``IconButtonEvidence``).
    ///
    /// The selected item of a `BottomNavigationView` or `NavigationRailView` draws a pill behind
    /// its icon, a view with the library's id `navigation_bar_item_active_indicator_view`
    /// (material-components/material-components-android at
    /// ac7e18efeefb331850c561faf9ab8bf81d27ba68: navigation/res/values/ids.xml line 19;
    /// bottomnavigation/res/layout/design_bottom_navigation_item.xml line 36;
    /// navigationrail/res/layout/mtrl_navigation_rail_item.xml line 37). Its size comes from the
    /// indicator style's `android:width` and `android:height`, read with `getDimensionPixelSize`
    /// (navigation/NavigationBarView.java lines 346-353), so each is a dp size rounded once:
    /// - the Material 3 navigation bar: 64 x 32 dp (bottomnavigation/res/values/dimens.xml
    ///   lines 36-37);
    /// - the Material 3 Expressive navigation bar and the navigation rail: 56 x 32 dp
    ///   (bottomnavigation/res/values/tokens.xml lines 55-56, navigationrail/res/values/tokens.xml
    ///   lines 65-66).
    ///
    /// The item may narrow the pill when it has less room, `min(desired, available - margins)`,
    /// lay it out wider beside its label, or make it square when it has no label
    /// (navigation/NavigationBarItemView.java lines 1215-1234); those sizes are not the style's,
    /// so only an indicator whose width and height are both the style's pair at one density
    /// counts. Two sizes rounded at one density leave at most a couple of even dpi candidates,
    /// the density known to about 1%, as with the icon buttons: a standard density first, then
    /// the even dpi a user's display size gives (``displaySizeDensities(forSide:inDP:)``).
    ///
    /// What it cannot know: an app's own indicator style with other sizes is no evidence, and one
    /// that happens to keep 64 x 32 dp at another density misleads it as it would a reader.
    public struct NavigationIndicatorEvidence: Sendable, Hashable {
        /// How many indicators agree.
        public var count: Int
        /// The indicator's width in pixels.
        public var widthInPixels: Double
        /// The indicator's height in pixels.
        public var heightInPixels: Double
        /// The style's width in dp the indicator matched: 64 (Material 3) or 56 (Expressive, rail).
        public var widthInDP: Double

        /// "the 92 x 46 px active indicator of a Material navigation bar item (64 x 32 dp)", or for
        /// several "2 active indicators of Material navigation bar items, 92 x 46 px (64 x 32 dp)".
        var phrase: String {
            let format = AndroidDensity.format
            let pixels = "\(format(widthInPixels)) x \(format(heightInPixels)) px"
            let dp = "(\(format(widthInDP)) x \(format(navigationIndicatorHeightDP)) dp)"
            return count == 1
                ? "the \(pixels) active indicator of a Material navigation bar item \(dp)"
                : "\(count) active indicators of Material navigation bar items, \(pixels) \(dp)"
        }
    }

    /// The indicator's resource name, after the app's package and `:id/`.
    public static let navigationIndicatorResourceName = "navigation_bar_item_active_indicator_view"
    /// The widths in dp the library's indicator styles give: Material 3's bar, then Expressive's
    /// bar and the rail.
    public static let navigationIndicatorWidthsDP: [Double] = [64, 56]
    /// The height in dp every one of those styles gives.
    public static let navigationIndicatorHeightDP = 32.0

    /// The density every navigation bar indicator among `elements` is drawn at, when at least one
    /// matches a style's pair, none matches at another density, and the screen is plausibly wide
    /// at it; `nil` otherwise (see ``NavigationIndicatorEvidence``).
    ///
    /// - Complexity: O(n · d) in the number of elements and standard densities.
    static func navigationIndicators(
        in elements: [AccessibilityElement], shortSide: Double
    ) -> (density: Double, evidence: NavigationIndicatorEvidence)? {
        let found = elements.compactMap { element -> (density: Double, evidence: NavigationIndicatorEvidence)? in
            guard let id = element.identifier, isNavigationIndicator(id),
                let (density, widthInDP) = navigationIndicatorDensity(of: element.frame)
            else { return nil }
            let evidence = NavigationIndicatorEvidence(
                count: 1, widthInPixels: element.frame.width, heightInPixels: element.frame.height,
                widthInDP: widthInDP)
            return (density, evidence)
        }
        return agreeing(found, shortSide: shortSide)
    }

    /// Whether a resource id names the library's indicator: `<package>:id/` and the name, or the
    /// name alone.
    static func isNavigationIndicator(_ id: String) -> Bool {
        id == navigationIndicatorResourceName || id.hasSuffix(":id/" + navigationIndicatorResourceName)
    }

    /// The density, and the style's width in dp, at which a frame is exactly an indicator style's
    /// pair of sizes; a standard density first, then an even dpi.
    static func navigationIndicatorDensity(of frame: ScreenRect) -> (density: Double, widthInDP: Double)? {
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return nil }
        for widthInDP in navigationIndicatorWidthsDP {
            let candidates = standardDensities + displaySizeDensities(forSide: frame.width, inDP: widthInDP)
            if let density = candidates.first(where: {
                composePixels(widthInDP, at: $0) == frame.width
                    && composePixels(navigationIndicatorHeightDP, at: $0) == frame.height
            }) {
                return (density, widthInDP)
            }
        }
        return nil
    }
}
