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
    /// bar's size.
    ///
    /// SystemUI's own navigation bar window, when a dump holds it (``systemUINavigationBar``), is
    /// sized by a different dimension, the same in every navigation mode on a phone (fourteenth
    /// session, issue 21):
    /// - core/res/res/values/dimens.xml at 1ddd6d46b0cd24d4e9604537d5bde01024e85cdb, line 58:
    ///   `navigation_bar_frame_height` is `@dimen/navigation_bar_height` (48dp), and its comment
    ///   (lines 54-57) says it is the height reported to SystemUI's navigation bar window, where
    ///   `navigation_bar_height` is the inset other windows see;
    /// - the gestural overlay keeps the frame at 48dp while the inset drops to 24dp: line 27 of its
    ///   dimens.xml at 7afbc85588a7c3c497b10e82cbe2054384510faf, and line 25 in Android 10's first
    ///   overlay (0273a3c1f24cb46731843ea761cca04a1a37c93a);
    /// - packages/SystemUI/src/com/android/systemui/navigationbar/NavigationBar.java at
    ///   c9f7c3f51015805e97278060d0f36dc46ce6f821, `getBarLayoutParamsForRotation`: the window is
    ///   `navigation_bar_frame_height` tall at the bottom (rotations 0 and 180, or wherever the
    ///   bar cannot move) and `navigation_bar_width` wide on a side (90 and 270): 48dp, or 24dp
    ///   under gesture navigation;
    /// - packages/SystemUI/res/layout/navigation_bar_window.xml at
    ///   49fa016a98cef9940c883b3f620a0e90537a204e, lines 22-24: `navigation_bar_frame` is the
    ///   window's root, `match_parent` both ways, so its frame is the window's.
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
        /// The thicknesses in dp of the view when it stands on a side of the screen (taller than
        /// wide), when they differ from ``sizesInDP``; `nil` when they do not.
        public var sizesOnASideInDP: [Double]? = nil

        /// The thicknesses in dp the framework gives the view with this frame: ``sizesOnASideInDP``
        /// for a bar taller than wide, when the view has them; ``sizesInDP`` otherwise.
        public func sizes(for frame: ScreenRect) -> [Double] {
            frame.height > frame.width ? (sizesOnASideInDP ?? sizesInDP) : sizesInDP
        }

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

        /// SystemUI's own navigation bar window, `navigation_bar_frame`: 48 dp at the bottom in
        /// every navigation mode (`navigation_bar_frame_height`), 48 or 24 dp on a landscape
        /// phone's side (`navigation_bar_width`); phones only, as for ``navigationBar``. It
        /// decides like the decor view's bar: both are sized by the framework's dimensions, not
        /// by the device's display cutout.
        public static let systemUINavigationBar = FrameworkView(
            resourceID: "com.android.systemui:id/navigation_bar_frame", name: "SystemUI navigation bar window",
            sizesInDP: [48], isDecisive: true, holdsOnTablets: false, sizesOnASideInDP: [48, 24])

        /// The views the inference reads.
        public static let all: [FrameworkView] = [.navigationBar, .systemUINavigationBar, .statusBar]
    }

    /// One framework-sized view found in a dump and the densities it allows.
    public struct Evidence: Sendable, Hashable {
        /// The view's kind.
        public var view: FrameworkView
        /// Its thickness in pixels (the shorter side of its frame).
        public var thicknessInPixels: Double
        /// The thicknesses in dp the framework gives the view with its frame
        /// (``FrameworkView/sizes(for:)``).
        public var sizesInDP: [Double]
        /// The standard densities at which one of the view's sizes comes within
        /// ``AndroidDensity/pixelTolerance`` of the thickness and the screen is plausibly wide.
        public var candidates: [Double]

        /// "the 120 px navigation bar (48 dp)", at a chosen density.
        func phrase(at density: Double) -> String {
            let size = sizesInDP.min {
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
    /// display sizes widen that a little. Tablets are 600 dp and wider (sw600dp). A phone's
    /// status bar is held to the floor only (``evidence(in:shortSide:isTablet:)``).
    public static func plausibleShortSide(isTablet: Bool) -> ClosedRange<Double> {
        isTablet ? 600...1000 : 320...500
    }

    /// The widths in dp a screen's short side may have when a library component's exact sizes
    /// tell the density (``IconButtonEvidence``, ``NavigationIndicatorEvidence``), whatever the
    /// screen's proportions: at least 320 dp, the least Android allows (`MIN_DIMENSION_DP`, as
    /// above), and at most the 1000 dp of the widest tablet the width tables admit.
    ///
    /// The phone's 500 dp of ``plausibleShortSide(isTablet:)`` holds for one bar's thickness,
    /// which half a density or a gesture bar's 24 dp can also explain, but not for two or three
    /// sizes rounded at one density, which only that density makes whole. Settings' smallest
    /// display size scales the default density by `MIN_SCALE`, 0.70 (SettingsLib
    /// DisplayDensityUtils.java at 17c9fe1c39a9c826f7e7c2baf7bd11fb992cd163, line 45, three
    /// steps of 0.1 at lines 111-126): a 420 dpi phone, 411 dp across 1080 px, reaches 294 dpi,
    /// 588 dp across; `wm density` and emulators set any density (KK's BlueStacks screens are
    /// 720 dp across at 1.5, as their status bars say); and a screen of a tablet's proportions
    /// may be narrower than a tablet (QQ's 1200 x 1821 px CordysCRM device, whose 132 x 66 px
    /// navigation indicator is 64 x 32 dp at 330 dpi, 582 dp across).
    ///
    /// Twenty-fourth session: HH's DeepEye (1080 px, Material 3 icon buttons of 102/85/51 px,
    /// 2.125, 508 dp), PP's WhatsApp (720 px, a 92 x 46 px navigation indicator, 1.4375, 501 dp)
    /// and QQ's CordysCRM, each labelled so by its labeller, were refused by the ranges for bars.
    public static let componentShortSide: ClosedRange<Double> = 320...1000

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
            let sizes = view.sizes(for: frame)
            // A phone's status bar is 24 dp or taller, never shorter, so only the 320 dp floor
            // bounds what it says; the navigation bars keep the phone range's ceiling.
            let widthAllowed: (Double) -> Bool =
                !isTablet && !view.isDecisive ? { $0 >= plausible.lowerBound } : { plausible.contains($0) }
            let candidates = standardDensities.filter { density in
                sizes.contains { abs($0 * density - thickness) <= pixelTolerance } && widthAllowed(shortSide / density)
            }
            found.append(Evidence(view: view, thicknessInPixels: thickness, sizesInDP: sizes, candidates: candidates))
        }
        return found
    }
}
