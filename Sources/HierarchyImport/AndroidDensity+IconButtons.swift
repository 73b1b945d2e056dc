import AccessibilityTree

extension AndroidDensity {
    /// Material 3 icon buttons found in a dump, all drawn at one density (a standard one, or one a
    /// user's display size gives), and that density: the evidence ``AndroidDensity`` reads when
    /// no decor view qualifies.
    ///
    /// A Compose Material 3 icon button is three sizes the library fixes in dp, nested and
    /// centred (androidx/androidx, compose/material3/material3/src/commonMain/kotlin/androidx/
    /// compose/material3):
    /// - IconButton.kt at 0207d845b08b9f30e45d427669484699c55fc762, lines 86-87: the button
    ///   reserves `minimumInteractiveComponentSize()` around `size(IconButtonTokens.StateLayerSize)`,
    ///   its 40 dp container; lines 56-57: its icon is typically 24 x 24 dp and its touch target
    ///   48 x 48 dp;
    /// - InteractiveComponentSize.kt at 754a954354d105eea448690f5820b659bc89a4ad, line 149: the
    ///   reserved size is 48 dp by default; line 95: it is rounded to whole pixels
    ///   (`roundToPx`); lines 111-113: the smaller content is centred in it.
    ///
    /// A uiautomator dump of such a button shows a clickable square of 48 dp holding a centred
    /// 40 dp square (the container, often as `android.widget.Button`) and a centred 24 dp square
    /// (the icon). One square of an app's own could be any size, and an app's 44 dp button
    /// measures 132 px at 3.0, the 48 dp of 2.75; but the three sizes together, each the rounded
    /// product of its dp and one density, name both the component and the density. Decisions:
    /// the sizes must match exactly (Compose rounds once; no tolerance), every such button in the
    /// dump must agree on one density, at least ``minimumIconButtons`` of them, and the density
    /// must leave the screen a plausible width (``plausibleShortSide(isTablet:)``). The evidence
    /// ranks below the decor views (the framework's own sizes) and above the width table.
    ///
    /// What it cannot know: an app may change `LocalMinimumInteractiveComponentSize` or
    /// `LocalDensity`; the buttons then tell the app's density, not the device's.
    public struct IconButtonEvidence: Sendable, Hashable {
        /// How many icon buttons agree.
        public var count: Int
        /// The buttons' touch target (48 dp), container (40 dp) and icon (24 dp) in pixels.
        public var touchTargetInPixels: Double
        /// The container's side in pixels.
        public var containerInPixels: Double
        /// The icon's side in pixels.
        public var iconInPixels: Double

        /// "2 Material 3 icon buttons (144 px touch targets of 48 dp around 120 px containers of
        /// 40 dp and 72 px icons of 24 dp)".
        var phrase: String {
            let format = AndroidDensity.format
            return "\(count) Material 3 icon buttons (\(format(touchTargetInPixels)) px touch targets of "
                + "\(format(iconButtonTouchTargetDP)) dp around \(format(containerInPixels)) px containers of "
                + "\(format(iconButtonContainerDP)) dp and \(format(iconInPixels)) px icons of "
                + "\(format(iconButtonIconDP)) dp)"
        }
    }

    /// The icon button's touch target in dp (`LocalMinimumInteractiveComponentSize`).
    public static let iconButtonTouchTargetDP = 48.0
    /// The icon button's container in dp (`IconButtonTokens.StateLayerSize`).
    public static let iconButtonContainerDP = 40.0
    /// The icon button's icon in dp.
    public static let iconButtonIconDP = 24.0
    /// How many icon buttons must agree before their density is taken: one, since its three
    /// sizes, each rounded at one density and nested centred, name the component and the
    /// density together (seventeenth session: Firefox's home screen holds one such button).
    public static let minimumIconButtons = 1

    /// A length in dp at `density` as Compose lays it out: rounded to the nearest whole pixel,
    /// halves up (`roundToPx`). A view's dimension resource rounds the same way
    /// (`TypedValue.complexToDimensionPixelSize`, `(int)(f + 0.5f)`, behind
    /// `getDimensionPixelSize`).
    static func composePixels(_ dp: Double, at density: Double) -> Double {
        (dp * density).rounded(.toNearestOrAwayFromZero)
    }

    /// The density every Material 3 icon button among `elements` is drawn at, when at
    /// least ``minimumIconButtons`` of them agree, none disagrees, and the screen is plausibly
    /// wide at it; `nil` otherwise (see ``IconButtonEvidence``).
    ///
    /// - Complexity: O(n · d) in the number of elements and standard densities.
    static func iconButtons(
        in elements: [AccessibilityElement], shortSide: Double
    ) -> (density: Double, evidence: IconButtonEvidence)? {
        let found = elements.compactMap { element -> (density: Double, evidence: IconButtonEvidence)? in
            guard element.isClickable, let density = iconButtonDensity(of: element) else { return nil }
            let evidence = IconButtonEvidence(
                count: 1, touchTargetInPixels: composePixels(iconButtonTouchTargetDP, at: density),
                containerInPixels: composePixels(iconButtonContainerDP, at: density),
                iconInPixels: composePixels(iconButtonIconDP, at: density))
            return (density, evidence)
        }
        guard found.count >= minimumIconButtons else { return nil }
        return agreeing(found, shortSide: shortSide)
    }

    /// The density at which `element` is a Material 3 icon button: a square of the touch target's
    /// pixels holding a centred square of the container's and, when one fits, of the icon's. A
    /// standard density is tried first, then the densities a user's display size gives
    /// (``displaySizeDensities(forTouchTarget:)``); the three sizes first, then the touch target
    /// and container alone. IconButton.kt fixes those two (lines 86-87); the 24 dp icon is only
    /// typical (lines 56-57), and an icon button around a text's glyph has no icon square.
    static func iconButtonDensity(of element: AccessibilityElement) -> Double? {
        let frame = element.frame
        guard frame.width > 0, frame.width.isFinite, frame.width == frame.height, !element.children.isEmpty else {
            return nil
        }
        let displaySizes = displaySizeDensities(forTouchTarget: frame.width)
        func isIconButton(at density: Double, withIcon: Bool) -> Bool {
            composePixels(iconButtonTouchTargetDP, at: density) == frame.width
                && holdsCentredSquare(composePixels(iconButtonContainerDP, at: density), in: element)
                && (!withIcon || holdsCentredSquare(composePixels(iconButtonIconDP, at: density), in: element))
        }
        // The icon's size is typical, not fixed: the three sizes first, then the two the
        // component fixes (an IconButton around a text's glyph, "✕", has no 24 dp square).
        for withIcon in [true, false] {
            if let density = (standardDensities + displaySizes).first(where: {
                isIconButton(at: $0, withIcon: withIcon)
            }) {
                return density
            }
        }
        return nil
    }

    /// The densities at which a 48 dp touch target may be `side` pixels, nearest the exact ratio
    /// first: whole even dpi, as Settings' display size sets them.
    ///
    /// The display size setting scales the device's default density and truncates the result to
    /// an even dpi (SettingsLib DisplayDensityUtils.java, "Round down to a multiple of 2 by
    /// truncating the low bit", aosp-mirror/platform_frameworks_base at
    /// 17c9fe1c39a9c826f7e7c2baf7bd11fb992cd163, lines 125-126 and 144-145): a 420 dpi phone one
    /// step smaller runs at 356 dpi on Android versions whose smallest scale is 0.85, 378 dpi on
    /// those with steps of 0.1. The steps changed between versions and a density can also be
    /// forced (`wm density`), so the importer does not model the table: it takes any even dpi
    /// from ``displaySizeDotsPerInch`` whose rounded sizes match all three of the button's.
    /// Three sizes rounded at one density leave at most two even candidates, a density known to
    /// about 1%.
    static func displaySizeDensities(forTouchTarget side: Double) -> [Double] {
        displaySizeDensities(forSide: side, inDP: iconButtonTouchTargetDP)
    }

    /// The densities at which a length of `dp` may be `side` pixels, nearest the exact ratio
    /// first: whole even dpi, as for ``displaySizeDensities(forTouchTarget:)``.
    static func displaySizeDensities(forSide side: Double, inDP dp: Double) -> [Double] {
        let exact = side / dp * 160
        guard exact.isFinite, dp > 0, displaySizeDotsPerInch.contains(exact) else { return [] }
        // One dpi either side of the exact ratio's rounding interval; each is checked after.
        let low = Int((exact - 160 / dp).rounded(.down))
        let high = Int((exact + 160 / dp).rounded(.up))
        return stride(from: low + (low & 1), through: high, by: 2)
            .sorted { abs(Double($0) - exact) < abs(Double($1) - exact) }
            .map { Double($0) / 160 }
    }

    /// The dpi a display size can plausibly give: from the smallest scale of an ldpi screen to
    /// the largest of a 640 dpi one.
    static let displaySizeDotsPerInch: ClosedRange<Double> = 100...960

    /// Whether a child of `element` is a square of `side` pixels centred in it (within a pixel,
    /// as Compose rounds the offset).
    private static func holdsCentredSquare(_ side: Double, in element: AccessibilityElement) -> Bool {
        let outer = element.frame
        return element.children.contains { child in
            let inner = child.frame
            return inner.width == side && inner.height == side
                && abs((inner.minX - outer.minX) - (outer.maxX - inner.maxX)) <= pixelTolerance
                && abs((inner.minY - outer.minY) - (outer.maxY - inner.maxY)) <= pixelTolerance
        }
    }
}
