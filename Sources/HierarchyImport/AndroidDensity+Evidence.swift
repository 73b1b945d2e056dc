import AccessibilityTree

extension AndroidDensity {
    /// A view whose size the Android framework fixes in dp, so its size in pixels tells the density.
    ///
    /// Only views the framework sizes, never an app's (toolbars vary by app and library version).
    /// Sources, AOSP frameworks/base (aosp-mirror/platform_frameworks_base):
    /// - core/res/res/values/dimens.xml at 1ddd6d46b0cd24d4e9604537d5bde01024e85cdb: line 37
    ///   `status_bar_height_portrait` 24dp; line 45 `navigation_bar_height` 48dp (3-button and
    ///   2-button navigation: NavigationBarMode2ButtonOverlay overrides no dimension); line 49
    ///   `navigation_bar_width` 48dp (the bar on a landscape phone's side);
    /// - packages/overlays/NavigationBarModeGesturalOverlay/res/values/dimens.xml at
    ///   7afbc85588a7c3c497b10e82cbe2054384510faf: lines 21, 23 and 25, `navigation_bar_height`,
    ///   `navigation_bar_height_landscape` and `navigation_bar_width` 24dp under gesture navigation.
    ///
    /// Decision: Android 10's first gestural overlay said 16dp (the same file at
    /// 0273a3c1f24cb46731843ea761cca04a1a37c93a, line 21); it is left out, since a 16 dp bar at
    /// density 3 is the 48 px of a 48 dp bar at density 1 or a 24 dp one at density 2, and only
    /// the current value is pinned. The decor view draws its `navigationBarBackground` and
    /// `statusBarBackground` over the bars' insets, so their thickness (the shorter side) is the
    /// bar's size. SystemUI's own bar windows are not used: under gesture navigation their frame
    /// (`navigation_bar_frame_height`, 48dp) differs from the inset apps see.
    public struct FrameworkView: Sendable, Hashable {
        /// The view's resource id, as a dump prints it.
        public var resourceID: String
        /// What the view is, for the note ("navigation bar").
        public var name: String
        /// The thicknesses in dp the framework gives the view.
        public var sizesInDP: [Double]
        /// Whether the view's size decides alone: `false` for the status bar, which device
        /// overlays make taller on screens with a display cutout.
        public var isDecisive: Bool
        /// Whether the size holds on a screen of a tablet's proportions.
        public var holdsOnTablets: Bool

        /// The decor view's navigation bar background: 48 dp (3-button, 2-button) or 24 dp
        /// (gesture navigation), on phones only: tablets' bars differ by version
        /// (core/res/res/values-sw600dp/dimens.xml at 258ded61cdeafe20136f3450536675b6f518dca3,
        /// line 76, `navigation_bar_height_portrait` 56dp; the taskbar of later versions).
        public static let navigationBar = FrameworkView(
            resourceID: "android:id/navigationBarBackground", name: "navigation bar", sizesInDP: [48, 24],
            isDecisive: true, holdsOnTablets: false)
        /// The decor view's status bar background: 24 dp, taller with a display cutout.
        public static let statusBar = FrameworkView(
            resourceID: "android:id/statusBarBackground", name: "status bar", sizesInDP: [24], isDecisive: false,
            holdsOnTablets: true)

        /// The views the inference reads.
        public static let all: [FrameworkView] = [.navigationBar, .statusBar]
    }

    /// One framework-sized view found in a dump and the densities it allows.
    public struct Evidence: Sendable, Hashable {
        /// The view's kind.
        public var view: FrameworkView
        /// Its thickness in pixels (the shorter side of its frame).
        public var thicknessInPixels: Double
        /// The standard densities at which one of the view's sizes comes within
        /// ``AndroidDensity/pixelTolerance`` of the thickness and the screen is plausibly wide.
        public var candidates: [Double]

        /// "the 120 px navigation bar (48 dp)", at a chosen density.
        func phrase(at density: Double) -> String {
            let size = view.sizesInDP.min {
                abs($0 * density - thicknessInPixels) < abs($1 * density - thicknessInPixels)
            }
            return "the \(AndroidDensity.format(thicknessInPixels)) px \(view.name)"
                + (size.map { " (\(AndroidDensity.format($0)) dp)" } ?? "")
        }
    }

    /// Android's standard densities, in dots per inch: DisplayMetrics' buckets and every
    /// in-between density it names (AOSP DisplayMetrics.java, `DENSITY_LOW` to
    /// `DENSITY_XXXHIGH`, lines 34-174 at Neoteric-OS/android_frameworks_base
    /// 50f7f7c25c0505745af5acbab0a0ae83c4cc3ae9, an Android 10 tree), with those that tree
    /// leaves out: `DENSITY_140`, `DENSITY_180` and `DENSITY_220` (API 29, Android Developers'
    /// API diff 29 for android.util.DisplayMetrics), `DENSITY_390` (the DisplayMetrics
    /// reference). `DENSITY_520` (API 34) is left out: the status bar is as tall as a display
    /// cutout when that is more than 24 dp (AOSP SystemBarUtils.getStatusBarHeight: the larger of
    /// the cutout's safe inset and the default height), and the 77-79 px bar of a 1080 px phone
    /// with a cutout, at 2.625, reads as 24 dp at 3.25. On the opened wild sets F and J four such
    /// screens took 520 dpi against their labellers' 2.0 and 2.625, with ten findings on
    /// elements nobody had found small (eleventh session).
    public static let standardDotsPerInch: [Int] = [
        120, 140, 160, 180, 200, 213, 220, 240, 260, 280, 300, 320, 340, 360, 390, 400, 420, 440, 450, 480, 560,
        600, 640,
    ]

    /// ``standardDotsPerInch`` as pixels per dp.
    public static var standardDensities: [Double] { standardDotsPerInch.map { Double($0) / 160 } }

    /// How far, in pixels, a view's thickness may be from a fixed size times a density: one
    /// pixel, since Android rounds a dimension to whole pixels (`getDimensionPixelSize`).
    public static let pixelTolerance = 1.0

    /// The widths in dp a screen's short side plausibly has: 320-500 dp for a phone's
    /// proportions, 600-1000 dp for a tablet's.
    ///
    /// 320 dp is the smallest width Android lets a user's display size reach (SettingsLib
    /// DisplayDensityUtils.java, `MIN_DIMENSION_DP` line 81, aosp-mirror/platform_frameworks_base
    /// at 17c9fe1c39a9c826f7e7c2baf7bd11fb992cd163); phones ship at 360-450 dp and the smaller
    /// display sizes widen that a little. Tablets are 600 dp and wider (sw600dp).
    public static func plausibleShortSide(isTablet: Bool) -> ClosedRange<Double> {
        isTablet ? 600...1000 : 320...500
    }

    /// The framework-sized views among `elements` and the densities each allows.
    ///
    /// - Complexity: O(n) in the number of elements.
    static func evidence(
        in elements: [AccessibilityElement], shortSide: Double, isTablet: Bool
    ) -> [Evidence] {
        let plausible = plausibleShortSide(isTablet: isTablet)
        let views = FrameworkView.all.filter { !isTablet || $0.holdsOnTablets }
        var found: [Evidence] = []
        for element in elements {
            guard let id = element.identifier, let view = views.first(where: { $0.resourceID == id }) else { continue }
            let frame = element.frame
            let thickness = Swift.min(frame.width, frame.height)
            let length = Swift.max(frame.width, frame.height)
            // A bar: positive, finite and much longer than thick (a zero-size or square view of
            // that id is not drawn over an inset).
            guard thickness > 0, thickness.isFinite, length.isFinite, length >= 4 * thickness else { continue }
            let candidates = standardDensities.filter { density in
                view.sizesInDP.contains { abs($0 * density - thickness) <= pixelTolerance }
                    && plausible.contains(shortSide / density)
            }
            found.append(Evidence(view: view, thicknessInPixels: thickness, candidates: candidates))
        }
        return found
    }
}
