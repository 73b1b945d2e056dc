import AccessibilityTree
import Testing

@testable import HierarchyImport

/// The density an Android dump's framework-sized views tell (``AndroidDensity``), each piece of
/// evidence beside its AOSP source.
@Suite("Android density from framework-sized views")
struct AndroidDensityTests {
    /// A decor-view bar of `id` with the frame.
    private func bar(_ id: String, _ frame: ScreenRect) -> AccessibilityElement {
        AccessibilityElement(
            id: ElementID(id), className: "android.view.View", identifier: id, frame: frame)
    }

    private func navigationBar(height: Double, width: Double = 1080, screenHeight: Double = 2400)
        -> AccessibilityElement
    {
        bar(
            "android:id/navigationBarBackground",
            ScreenRect(x: 0, y: screenHeight - height, width: width, height: height))
    }

    private func statusBar(height: Double, width: Double = 1080) -> AccessibilityElement {
        bar("android:id/statusBarBackground", ScreenRect(x: 0, y: 0, width: width, height: height))
    }

    private let phone = ScreenSize(width: 1080, height: 2400)

    // AOSP core/res/res/values/dimens.xml at 1ddd6d46b0cd24d4e9604537d5bde01024e85cdb, line 45:
    // navigation_bar_height 48dp (3-button navigation). Real dump: Bedohh206/Sierra-Messenger
    // window_dump.xml, a 1080 x 2400 phone whose navigation bar is 120 px.
    @Test func aThreeButtonNavigationBarOf120PixelsIsDensity2Point5() throws {
        let decided = try #require(AndroidDensity.infer(screenSize: phone, elements: [navigationBar(height: 120)]))
        #expect(decided.pixelsPerDP == 2.5)
        #expect(decided.widthTableGuess == 2.625)
        #expect(decided.evidence.map(\.view) == [.navigationBar])
        #expect(decided.basis == "the 120 px navigation bar (48 dp)")
        #expect(
            decided.note
                == "Density 2.5 (400 dpi) inferred from the 120 px navigation bar (48 dp); the screen's short side of "
                + "1080 px alone suggested 2.625; dumps do not state it.")
    }

    // The same line: 132 px is 48 dp at 2.75 (440 dpi); 126 px at 2.625 (420 dpi), which the width
    // table also guesses. Real dumps: kdiitg/ui_finder (132 px), zdy010/chinese-online-radio (126 px).
    @Test(arguments: [(132.0, 2.75), (126, 2.625), (144, 3.0)])
    func threeButtonBarsOfOtherDensities(height: Double, density: Double) throws {
        let decided = try #require(AndroidDensity.infer(screenSize: phone, elements: [navigationBar(height: height)]))
        #expect(decided.pixelsPerDP == density)
        #expect(decided.evidence.count == 1)
    }

    // packages/overlays/NavigationBarModeGesturalOverlay/res/values/dimens.xml at
    // 7afbc85588a7c3c497b10e82cbe2054384510faf, line 21: navigation_bar_height 24dp under gesture
    // navigation. Real dump: longtruongvan/EpMedia, a 1080 x 2340 phone with a 66 px bar: 2.75.
    @Test func aGestureNavigationBarOf66PixelsIsDensity2Point75() throws {
        let screen = ScreenSize(width: 1080, height: 2340)
        let decided = try #require(
            AndroidDensity.infer(screenSize: screen, elements: [navigationBar(height: 66, screenHeight: 2340)]))
        #expect(decided.pixelsPerDP == 2.75)
        #expect(decided.basis == "the 66 px navigation bar (24 dp)")
    }

    // The same overlay, line 25: navigation_bar_width 24dp; dimens.xml line 49: 48dp. On a
    // landscape phone the bar stands on the side, so its thickness is its width.
    @Test func aLandscapePhonesSideBarIsMeasuredAcrossItsWidth() throws {
        let screen = ScreenSize(width: 2400, height: 1080)
        let side = bar("android:id/navigationBarBackground", ScreenRect(x: 2280, y: 0, width: 120, height: 1080))
        let decided = try #require(AndroidDensity.infer(screenSize: screen, elements: [side]))
        #expect(decided.pixelsPerDP == 2.5)
    }

    // dimens.xml line 37: status_bar_height_portrait 24dp. With no navigation bar the status bar
    // decides alone (X-LANCE/Mobile-Env's 2048 dump: 63 px on 1080 x 1794, 2.625).
    @Test func theStatusBarDecidesWhenNoNavigationBarIsShown() throws {
        let decided = try #require(
            AndroidDensity.infer(screenSize: ScreenSize(width: 1080, height: 2400), elements: [statusBar(height: 60)]))
        #expect(decided.pixelsPerDP == 2.5)
        #expect(decided.basis == "the 60 px status bar (24 dp)")
    }

    // The status bar is weaker evidence (taller with a display cutout): it narrows the navigation
    // bar's candidates when they share one and is ignored when they share none.
    @Test func theStatusBarOnlyNarrowsTheNavigationBarsCandidates() throws {
        // A 72 px status bar would say 3.0; the 120 px navigation bar says 2.5 and wins.
        let cutout = try #require(
            AndroidDensity.infer(screenSize: phone, elements: [statusBar(height: 72), navigationBar(height: 120)]))
        #expect(cutout.pixelsPerDP == 2.5)
        #expect(cutout.evidence.map(\.view) == [.navigationBar])
        // Both agree on 2.5: both are the evidence.
        let agreeing = try #require(
            AndroidDensity.infer(screenSize: phone, elements: [statusBar(height: 60), navigationBar(height: 120)]))
        #expect(agreeing.pixelsPerDP == 2.5)
        #expect(agreeing.evidence.map(\.view) == [.navigationBar, .statusBar])
        #expect(agreeing.basis == "the 120 px navigation bar (48 dp) and the 60 px status bar (24 dp)")
    }

    // A 48 px navigation bar on a 1080 px phone is 24 dp at 2.0 (540 dp across) or 48 dp at 1.0
    // (1080 dp across): neither is a phone's width, so the width table decides.
    @Test func ambiguousEvidenceFallsBackToTheWidthTable() throws {
        let decided = try #require(AndroidDensity.infer(screenSize: phone, elements: [navigationBar(height: 48)]))
        #expect(decided.pixelsPerDP == 2.625)
        #expect(decided.evidence.isEmpty)
        #expect(decided.note.contains("inferred from the screen's short side of 1080 px"))
    }

    // The Pixel 8 Pro and 9 Pro XL (1344 x 2992) and 9 Pro (1280 x 2856) run at 480 dpi: Google
    // Play's device catalog (husky, komodo, caiman; mirrored in premex-ab/android-compose-preview-ext
    // at 3a626df, docs/devices/Google.md), where the width table's nearest row (1440 px) says 3.5.
    // A window without the navigation bar is that phone too; other phones of those widths, and a
    // tablet's 1280 x 800, keep the table.
    @Test(arguments: [
        (ScreenSize(width: 1344, height: 2992), 3.0), (ScreenSize(width: 1344, height: 2856), 3.0),
        (ScreenSize(width: 2992, height: 1344), 3.0), (ScreenSize(width: 1280, height: 2856), 3.0),
        (ScreenSize(width: 1280, height: 2772), 3.0), (ScreenSize(width: 1264, height: 2800), 3.5),
        (ScreenSize(width: 1280, height: 3200), 3.5), (ScreenSize(width: 1344, height: 2500), 3.5),
        (ScreenSize(width: 1280, height: 800), 1.0), (ScreenSize(width: 1440, height: 3120), 3.5),
    ])
    func knownPhonesTakeTheirOwnDensity(size: ScreenSize, density: Double) throws {
        let decided = try #require(AndroidDensity.infer(screenSize: size, elements: []))
        #expect(decided.pixelsPerDP == density, "\(size)")
        #expect(decided.note.contains("Pixel") == (density == 3.0), "\(decided.note)")
    }

    // DisplayMetrics' densities only: a 112 px bar is 48 dp at 2.333 (373 dpi), no standard
    // density; a bar that fits none falls back.
    // DENSITY_520 is not among them (AndroidDensity.standardDotsPerInch says why): a 1080 px
    // phone's 78 px status bar, a display cutout's height, is no evidence of 3.25
    // (tmdubnz-sketch/Ask-Amo's askamo-clean-launch.xml, wild set F, labelled at 2.625).
    @Test func aCutoutsTallStatusBarReadsNoDensity() throws {
        let decided = try #require(AndroidDensity.infer(screenSize: phone, elements: [statusBar(height: 78)]))
        #expect(decided.pixelsPerDP == 2.625)
        #expect(!AndroidDensity.standardDensities.contains(3.25))
    }

    @Test func aBarOfNoStandardDensityFallsBack() throws {
        let decided = try #require(AndroidDensity.infer(screenSize: phone, elements: [navigationBar(height: 112)]))
        #expect(decided.pixelsPerDP == 2.625)
        #expect(decided.evidence.isEmpty)
        #expect(AndroidDensity.standardDensities.contains(2.8125))
        #expect(!AndroidDensity.standardDensities.contains(112.0 / 48))
    }

    // The densities DisplayMetrics added after Android 10 count too: a 117 px bar on a 1080 x 2364
    // phone is 48 dp at DENSITY_390 (2.4375; adamoutler/cossh's debug_dump.xml, wild set L, whose
    // Compose icon button is 117 px = 48 dp as well). A 54 px bar is 48 dp at DENSITY_180 (1.125)
    // on a 480 px phone (427 dp across).
    @Test(arguments: [(117.0, 1080.0, 2.4375), (54, 480, 1.125)])
    func laterDisplayMetricsDensitiesDecide(bar: Double, width: Double, density: Double) throws {
        let screen = ScreenSize(width: width, height: 2364)
        let decided = try #require(
            AndroidDensity.infer(
                screenSize: screen, elements: [navigationBar(height: bar, width: width, screenHeight: 2364)]))
        #expect(decided.pixelsPerDP == density)
        #expect(!decided.evidence.isEmpty)
    }

    // A watch is no small tablet: Wear OS screens are 192 to 240+ dp across (Android Developers,
    // Wear OS design, "Screen sizes") and every device of Wear's previews is xhdpi (androidx
    // WearDevices: 454 x 454, 384 x 384, 360 x 360, 402 x 476 px). A 480 x 480 watch
    // (ckzhang/RemoteCap's wear_dump.xml, wild set L) takes 2.0, 240 dp across, not the tablet
    // table's 1.0 (480 dp, no tablet's width). A 564 x 455 car screen (1.24, a landscape tablet's
    // proportions) and a 720 x 720 screen are no watch: they keep the tablet table's 1.0.
    @Test(arguments: [
        (ScreenSize(width: 480, height: 480), 2.0), (ScreenSize(width: 384, height: 384), 2.0),
        (ScreenSize(width: 402, height: 476), 2.0), (ScreenSize(width: 564, height: 455), 1.0),
        (ScreenSize(width: 720, height: 720), 1.0),
    ])
    func aWatchTakesXhdpi(size: ScreenSize, density: Double) throws {
        let decided = try #require(AndroidDensity.infer(screenSize: size, elements: []))
        #expect(decided.pixelsPerDP == density, "\(size)")
        #expect(decided.note.contains("watch") == (density == 2.0), "\(decided.note)")
    }

    // A tablet's navigation bar is no evidence: values-sw600dp/dimens.xml at 258ded6, line 76,
    // makes it 56 dp, and later versions show a taskbar. A 120 px bar on a 1600 x 2560 tablet
    // (48 dp at 2.5 on a phone) leaves the width table's 2.0.
    @Test func aTabletsNavigationBarIsNoEvidence() throws {
        let tablet = ScreenSize(width: 1600, height: 2560)
        let decided = try #require(
            AndroidDensity.infer(
                screenSize: tablet, elements: [navigationBar(height: 120, width: 1600, screenHeight: 2560)]))
        #expect(decided.pixelsPerDP == 2)
        #expect(decided.evidence.isEmpty)
    }

    // A tablet's proportions ask for 600-1000 dp across: its 60 px status bar is 24 dp at 2.5
    // (640 dp across), but a 96 px one, 24 dp at 4.0, would leave it 400 dp: no evidence.
    @Test(arguments: [(60.0, 2.5), (96, 2.0)])
    func aTabletsStatusBarMustLeaveATabletsWidth(height: Double, density: Double) throws {
        let tablet = ScreenSize(width: 1600, height: 2560)
        let decided = try #require(
            AndroidDensity.infer(screenSize: tablet, elements: [statusBar(height: height, width: 1600)]))
        #expect(decided.pixelsPerDP == density)
    }

    // Only the framework's ids: an app's own 120 px bottom bar says nothing.
    @Test func anAppsOwnBarIsNoEvidence() throws {
        let own = bar("com.example:id/bottom_bar", ScreenRect(x: 0, y: 2280, width: 1080, height: 120))
        let decided = try #require(AndroidDensity.infer(screenSize: phone, elements: [own]))
        #expect(decided.pixelsPerDP == 2.625)
        #expect(decided.evidence.isEmpty)
    }

    // Hostile bounds never trap and are no evidence: zero, negative, square, huge, not finite.
    @Test func hostileBoundsAreNoEvidence() throws {
        let hostile = [
            navigationBar(height: 0),
            bar("android:id/navigationBarBackground", ScreenRect(x: 0, y: 0, width: -1080, height: -120)),
            bar("android:id/navigationBarBackground", ScreenRect(x: 0, y: 0, width: 120, height: 120)),
            bar("android:id/navigationBarBackground", ScreenRect(x: 0, y: 0, width: 1e300, height: 1e299)),
            bar("android:id/navigationBarBackground", ScreenRect(x: 0, y: 0, width: .infinity, height: 120)),
            bar("android:id/statusBarBackground", ScreenRect(x: 0, y: 0, width: 1080, height: .nan)),
        ]
        let decided = try #require(AndroidDensity.infer(screenSize: phone, elements: hostile))
        #expect(decided.pixelsPerDP == 2.625)
        #expect(decided.evidence.isEmpty)
        #expect(AndroidDensity.infer(screenSize: ScreenSize(width: 0, height: 0), elements: hostile) == nil)
        #expect(AndroidDensity.infer(screenSize: ScreenSize(width: -5, height: -5), elements: hostile) == nil)
        #expect(AndroidDensity.infer(screenSize: ScreenSize(width: .infinity, height: 10), elements: hostile) == nil)
        let huge = try #require(AndroidDensity.infer(screenSize: ScreenSize(width: 1e300, height: 2e300), elements: []))
        #expect(huge.pixelsPerDP == 3.5)
    }

    // A stated density always wins, whatever the bars say.
    @Test func aStatedDensityWins() throws {
        let screen = AccessibilityScreen(
            platform: .android, size: phone, unit: .pixels(density: 3), roots: [navigationBar(height: 120)])
        #expect(try #require(AndroidDensity.infer(for: screen)).pixelsPerDP == 3)
        let unstated = AccessibilityScreen(
            platform: .android, size: phone, unit: .pixels(density: nil), roots: [navigationBar(height: 120)])
        #expect(try #require(AndroidDensity.infer(for: unstated)).pixelsPerDP == 2.5)
        #expect(AndroidDensity.infer(for: AccessibilityScreen(platform: .iOS, roots: [])) == nil)
    }

    // The importer records the decision: a uiautomator dump with a 120 px navigation bar is read
    // at 2.5 and says why on its first root.
    @Test func theImporterReadsTheNavigationBar() throws {
        let xml = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">\
            <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example" \
            content-desc="" clickable="false" enabled="true" bounds="[0,0][1080,2400]">\
            <node index="0" text="OK" resource-id="com.example:id/ok" class="android.widget.Button" \
            package="com.example" content-desc="" clickable="true" enabled="true" bounds="[100,300][400,420]" />\
            <node index="1" text="" resource-id="android:id/navigationBarBackground" class="android.view.View" \
            package="com.example" content-desc="" clickable="false" enabled="true" bounds="[0,2280][1080,2400]" />\
            </node></hierarchy>
            """
        let screen = try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "bar.xml")
        #expect(screen.unit == .pixels(density: 2.5))
        #expect(
            screen.roots[0].inferences.contains {
                $0.hasPrefix("Density 2.5 (400 dpi) inferred from the 120 px navigation bar (48 dp)")
            })
    }

    /// A uiautomator dump of one window at the frame: the active window alone, as `uiautomator
    /// dump` writes it.
    private func dumpOfOneWindow(_ bounds: String) -> String {
        """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">\
        <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example" \
        content-desc="" clickable="false" enabled="true" bounds="\(bounds)">\
        <node index="0" text="OK" resource-id="com.example:id/ok" class="android.widget.Button" \
        package="com.example" content-desc="" clickable="true" enabled="true" bounds="[500,1000][640,1060]" />\
        </node></hierarchy>
        """
    }

    // Android centres a dialog's window: Dialog's constructor calls setGravity(Gravity.CENTER)
    // (aosp-mirror/platform_frameworks_base@025b9e5cebaf39a6544d5d3984ae44416eb06179
    // core/java/android/app/Dialog.java:195-220, `Dialog(Context, int, boolean)`, the call at line
    // 220, lines counted in read_file's text). A dump of a dialog
    // alone (wild set D: a 720 x 1280 phone's 40...680 px dialog) is not the screen: the screen is
    // twice the window's centre, and a 720 px phone reads at 2.0, where the dialog's own 680 px
    // extent read as a tablet's.
    @Test func aDialogAloneStandsInTheMiddleOfItsScreen() throws {
        let screen = try ScreenImporter.importScreen(
            bytes: Array(dumpOfOneWindow("[40,198][680,1082]").utf8), fileName: "dialog.xml")
        #expect(screen.size == ScreenSize(width: 720, height: 1280))
        #expect(screen.unit == .pixels(density: 2.0))
        #expect(screen.roots[0].inferences.contains { $0.hasPrefix("screen size 720 x 1280 px inferred") })
    }

    // A window at the screen's top-left corner (an app's, the usual dump) keeps the windows' extent.
    @Test func aWindowAtTheCornerIsTheScreen() throws {
        let screen = try ScreenImporter.importScreen(
            bytes: Array(dumpOfOneWindow("[0,0][1080,2400]").utf8), fileName: "app.xml")
        #expect(screen.size == ScreenSize(width: 1080, height: 2400))
        #expect(!screen.roots[0].inferences.contains { $0.hasPrefix("screen size") })
        // A bottom sheet touches the left edge: its extent stays too.
        let sheet = try ScreenImporter.importScreen(
            bytes: Array(dumpOfOneWindow("[0,1400][1080,2400]").utf8), fileName: "sheet.xml")
        #expect(sheet.size == ScreenSize(width: 1080, height: 2400))
    }

    /// A Compose Material 3 icon button of `touch` px at (x, y): a clickable square holding a
    /// centred `container` px square (the 40 dp container) and a centred `icon` px square.
    private func iconButton(
        _ name: String, x: Double, y: Double, touch: Double, container: Double, icon: Double
    ) -> AccessibilityElement {
        func square(_ suffix: String, _ side: Double, _ className: String) -> AccessibilityElement {
            AccessibilityElement(
                id: ElementID(name + suffix), className: className,
                frame: ScreenRect(x: x + (touch - side) / 2, y: y + (touch - side) / 2, width: side, height: side))
        }
        return AccessibilityElement(
            id: ElementID(name), className: "android.view.View",
            frame: ScreenRect(x: x, y: y, width: touch, height: touch), isClickable: true,
            children: [square("-icon", icon, "android.view.View"), square("-box", container, "android.widget.Button")])
    }

    private func flattened(_ roots: [AccessibilityElement]) -> [AccessibilityElement] { roots.flatMap(\.subtree) }

    // androidx compose/material3 IconButton.kt at 0207d845b08b9f30e45d427669484699c55fc762, lines
    // 56-57 and 86-87 (24 dp icon, 40 dp container inside minimumInteractiveComponentSize), and
    // InteractiveComponentSize.kt at 754a954354d105eea448690f5820b659bc89a4ad, lines 95, 111-113 and
    // 149 (48 dp, rounded to pixels, content centred). Real dumps: G7-Enterprise/Control-Medicamentos
    // (1440 x 3088, 192/160/96 px buttons: 4.0 where the table says 3.5), psm6872 (144/120/72: 3.0).
    @Test func materialIconButtonsDecideWithoutDecorViews() throws {
        let screen = ScreenSize(width: 1440, height: 3088)
        let buttons = [
            iconButton("a", x: 0, y: 200, touch: 192, container: 160, icon: 96),
            iconButton("b", x: 1200, y: 200, touch: 192, container: 160, icon: 96),
        ]
        let decided = try #require(AndroidDensity.infer(screenSize: screen, elements: flattened(buttons)))
        #expect(decided.pixelsPerDP == 4.0)
        #expect(decided.widthTableGuess == 3.5)
        #expect(decided.iconButtons?.count == 2)
        #expect(
            decided.note
                == "Density 4 (640 dpi) inferred from 2 Material 3 icon buttons (192 px touch targets of 48 dp around "
                + "160 px containers of 40 dp and 96 px icons of 24 dp); the screen's short side of 1440 px alone "
                + "suggested 3.5; dumps do not state it.")
    }

    // Compose rounds each size once, halves up: at 2.8125 (450 dpi) the sizes are 135, 113 and 68.
    @Test func iconButtonsAtAnInBetweenDensity() throws {
        let buttons = (0..<3).map {
            iconButton("b\($0)", x: Double($0) * 200, y: 300, touch: 135, container: 113, icon: 68)
        }
        let decided = try #require(AndroidDensity.infer(screenSize: phone, elements: flattened(buttons)))
        #expect(decided.pixelsPerDP == 2.8125)
    }

    // An app's own 44 dp buttons at 3.0 are 132 px, the 48 dp of 2.75, with 24 dp (72 px) icons:
    // not the 110 px container and 66 px icon of a Material 3 button at 2.75, so no evidence.
    @Test func anAppsOwnSmallButtonsDoNotShiftTheDensity() throws {
        let buttons = (0..<4).map {
            iconButton("own\($0)", x: Double($0) * 200, y: 300, touch: 132, container: 120, icon: 72)
        }
        let decided = try #require(AndroidDensity.infer(screenSize: phone, elements: flattened(buttons)))
        #expect(decided.pixelsPerDP == 2.625)
        #expect(decided.iconButtons == nil)
    }

    // One button's three sizes decide (seventeenth session): X's Firefox home screen, 720 x 1557
    // px, holds one private-browsing button of 90/75/45 px, 48/40/24 dp at 1.875 (300 dpi), where
    // the width table says 2.0.
    @Test func oneIconButtonDecides() throws {
        let button = [iconButton("private", x: 609, y: 193, touch: 90, container: 75, icon: 45)]
        let decided = try #require(
            AndroidDensity.infer(screenSize: ScreenSize(width: 720, height: 1557), elements: flattened(button)))
        #expect(decided.pixelsPerDP == 1.875)
        #expect(decided.widthTableGuess == 2.0)
        #expect(decided.iconButtons?.count == 1)
    }

    // A user's display size scales the default density and truncates it to an even dpi
    // (SettingsLib DisplayDensityUtils.java, aosp-mirror/platform_frameworks_base at
    // 17c9fe1c39a9c826f7e7c2baf7bd11fb992cd163, lines 125-126 and 144-145). Eighteenth session,
    // wild set Y's Tether drawer (1080 x 2400, no decor views): 107/89/53 px buttons are
    // 48/40/24 dp at 356 dpi, a 420 dpi phone one step smaller (420 x 0.85 = 357, truncated);
    // O's Google Messages (720 px): 82/68/41 px, 272 dpi (320 x 0.85).
    @Test func iconButtonsAtADisplaySizeDensity() throws {
        let tether = [iconButton("send", x: 955, y: 2213, touch: 107, container: 89, icon: 53)]
        let decided = try #require(
            AndroidDensity.infer(screenSize: ScreenSize(width: 1080, height: 2400), elements: flattened(tether)))
        #expect(decided.pixelsPerDP == 2.225)
        #expect(decided.note.hasPrefix("Density 2.225 (356 dpi) inferred from 1 Material 3 icon buttons (107 px"))
        let messages = (0..<3).map {
            iconButton("bar\($0)", x: Double($0) * 82, y: 77, touch: 82, container: 68, icon: 41)
        }
        let small = try #require(
            AndroidDensity.infer(screenSize: ScreenSize(width: 720, height: 1600), elements: flattened(messages)))
        #expect(small.pixelsPerDP == 1.7)
        #expect(small.iconButtons?.count == 3)
    }

    // The icon's 24 dp is typical, not fixed (IconButton.kt lines 56-57): an IconButton around a
    // text's "✕" shows the 48 dp touch target and 40 dp container only. Y's wiva (1024 x 723 px,
    // a tablet's proportions): 38 px around 32 px, 48/40 dp at 126 or 128 dpi; the nearest to the
    // exact ratio, 126, is taken (the labeller wrote 128), not the tablet table's 1.0. An icon
    // that fits decides first: 43/36 px fit 142 and 144 dpi, and a 21 px icon only 142.
    @Test func theTouchTargetAndContainerDecideWithoutAnIcon() throws {
        let close = [iconButton("close", x: 980, y: 6, touch: 38, container: 32, icon: 15)]
        let decided = try #require(
            AndroidDensity.infer(screenSize: ScreenSize(width: 1024, height: 723), elements: flattened(close)))
        #expect(decided.pixelsPerDP == 0.7875)
        #expect(decided.iconButtons?.count == 1)
        let small = [iconButton("small", x: 0, y: 300, touch: 43, container: 36, icon: 21)]
        let three = try #require(
            AndroidDensity.infer(screenSize: ScreenSize(width: 360, height: 640), elements: flattened(small)))
        #expect(three.pixelsPerDP == 0.8875)
    }

    // Only even dpi: a 68 px touch target around a 56 px container fits 225 dpi alone, which no
    // display size sets; a square of absurd size is no evidence (and no trap).
    @Test func displaySizeDensitiesAreEvenAndPlausible() throws {
        let odd = [iconButton("odd", x: 0, y: 300, touch: 68, container: 56, icon: 30)]
        let huge = [iconButton("huge", x: 0, y: 0, touch: 1e12, container: 8e11, icon: 5e11)]
        for buttons in [odd, huge] {
            let decided = try #require(
                AndroidDensity.infer(screenSize: ScreenSize(width: 1080, height: 2400), elements: flattened(buttons)))
            #expect(decided.pixelsPerDP == 2.625)
            #expect(decided.iconButtons == nil)
        }
        #expect(AndroidDensity.displaySizeDensities(forTouchTarget: 107).contains(2.225))
        #expect(AndroidDensity.displaySizeDensities(forTouchTarget: .infinity).isEmpty)
    }

    // A screen under 600 px across is no tablet, whatever its proportions: sw600dp at the tablet
    // table's lowest density, 1.0. Y's sodaWar: a 480 x 800 hdpi phone whose 480 x 728 px window
    // leaves out the navigation bar (1.52) takes the phone table's 1.5, not the tablet's 1.0; a
    // 480 x 640 emulator whose 61 px SystemUI navigation bar is 48 dp at 1.25 reads it.
    @Test func aNarrowScreenOfATabletsProportionsIsAPhone() throws {
        let window = try #require(AndroidDensity.infer(screenSize: ScreenSize(width: 480, height: 728), elements: []))
        #expect(window.pixelsPerDP == 1.5)
        #expect(!AndroidDensity.isTablet(shortSide: 599, longSide: 800, isLandscape: false))
        #expect(AndroidDensity.isTablet(shortSide: 600, longSide: 800, isLandscape: false))
        #expect(AndroidDensity.widthTableDensity(forShortSide: 800, longSide: 1280) == 1.0)
    }

    // A status bar is 24 dp or taller (dimens.xml at 1ddd6d4, line 37; taller with a cutout),
    // never shorter, so on a phone only the 320 dp floor (DisplayDensityUtils MIN_DIMENSION_DP)
    // bounds what it says: the 36 px bar of a BlueStacks-style 1080 x 1920 or 900 x 1600 screen
    // is 24 dp at 1.5, 720 or 600 dp across (O's spotlight, R's justdial), where the width table
    // would make it a 14 or 18 dp bar. A navigation bar keeps the phone range's 500 dp ceiling:
    // a 78 px one is 48 dp only at 1.625 (260 dpi), 665 dp across, so the width table decides.
    @Test func aPhonesStatusBarIsBoundedByTheFloorOnly() throws {
        for (width, height) in [(1080.0, 1920.0), (900, 1600)] {
            let decided = try #require(
                AndroidDensity.infer(
                    screenSize: ScreenSize(width: width, height: height),
                    elements: [statusBar(height: 36, width: width)]))
            #expect(decided.pixelsPerDP == 1.5)
        }
        let navigation = try #require(
            AndroidDensity.infer(
                screenSize: ScreenSize(width: 1080, height: 1920),
                elements: [navigationBar(height: 78, screenHeight: 1920)]))
        #expect(navigation.pixelsPerDP == 2.625)
    }

    // Contradictory or impossible evidence leaves the table: buttons of two densities; a density
    // that leaves the screen over 1000 dp across (51/43/26 px are 48/40/24 dp at 170 dpi, 1016 dp
    // across 1080 px) or under 320 dp (168/140/84 px, 3.5: 309 dp).
    @Test func contradictoryIconButtonsAreNoEvidence() throws {
        let one = [iconButton("a", x: 0, y: 300, touch: 144, container: 120, icon: 72)]
        let two = [iconButton("b", x: 300, y: 300, touch: 126, container: 105, icon: 63)]
        let tooWide = [iconButton("w", x: 0, y: 300, touch: 51, container: 43, icon: 26)]
        let tooNarrow = [iconButton("n", x: 0, y: 300, touch: 168, container: 140, icon: 84)]
        for buttons in [one + two, tooWide, tooNarrow] {
            let decided = try #require(AndroidDensity.infer(screenSize: phone, elements: flattened(buttons)))
            #expect(decided.pixelsPerDP == 2.625)
            #expect(decided.iconButtons == nil)
        }
    }

    // A component's exact sizes are held only to 320-1000 dp, whatever the proportions, not the
    // 500 dp a phone's bar is held to: Settings' smallest display size is 0.70
    // of the default (DisplayDensityUtils.java at 17c9fe1c, line 45). HH's DeepEye (twenty-fourth
    // session, labelled 2.125): 102/85/51 px buttons, 48/40/24 dp at 340 dpi, 508 dp across 1080
    // px. (O's deepeye-music, with the same buttons, had been labelled 2.625 and refused by the
    // 500 dp ceiling; no density but 2.125 makes the three sizes whole dp.)
    @Test func componentsAreHeldToTheBoundsAndroidSets() throws {
        let deepEye = (0..<4).map {
            iconButton("w\($0)", x: Double($0) * 200, y: 300, touch: 102, container: 85, icon: 51)
        }
        let decided = try #require(AndroidDensity.infer(screenSize: phone, elements: flattened(deepEye)))
        #expect(decided.pixelsPerDP == 2.125)
        #expect(decided.iconButtons?.count == 4)
        #expect(AndroidDensity.componentShortSide == 320...1000)
    }

    // The decor views rank first: a 132 px navigation bar (2.75) decides against 3.0 buttons.
    @Test func decorViewsOutrankIconButtons() throws {
        let buttons = (0..<3).map {
            iconButton("b\($0)", x: Double($0) * 200, y: 300, touch: 144, container: 120, icon: 72)
        }
        let decided = try #require(
            AndroidDensity.infer(screenSize: phone, elements: flattened(buttons) + [navigationBar(height: 132)]))
        #expect(decided.pixelsPerDP == 2.75)
        #expect(decided.iconButtons == nil)
    }

    /// A Material navigation bar item's active indicator of `width` x `height` px.
    private func indicator(_ width: Double, _ height: Double, package: String = "com.whatsapp")
        -> AccessibilityElement
    {
        bar(
            package + ":id/navigation_bar_item_active_indicator_view",
            ScreenRect(x: 44, y: 1433, width: width, height: height))
    }

    // material-components-android at ac7e18efeefb331850c561faf9ab8bf81d27ba68: the indicator's
    // id (navigation/res/values/ids.xml line 19), its style's width and height read with
    // getDimensionPixelSize (NavigationBarView.java lines 346-353), 64 x 32 dp for Material 3
    // (bottomnavigation/res/values/dimens.xml lines 36-37). PP's WhatsApp (twenty-fourth
    // session): a 720 x 1483 px phone whose 92 x 46 px indicator is 64 x 32 dp at 230 dpi
    // (1.4375, an even dpi below Settings' steps), as its labeller measured from four views; the
    // 48 px status bar is then 33.4 dp, a display cutout's, and no longer decides 2.0.
    @Test func aNavigationIndicatorDecidesBeforeACutoutsStatusBar() throws {
        let screen = ScreenSize(width: 720, height: 1483)
        let decided = try #require(
            AndroidDensity.infer(screenSize: screen, elements: [statusBar(height: 48, width: 720), indicator(92, 46)]))
        #expect(decided.pixelsPerDP == 1.4375)
        #expect(decided.navigationIndicators?.widthInDP == 64)
        #expect(decided.iconButtons == nil)
        #expect(
            decided.note
                == "Density 1.4375 (230 dpi) inferred from the 92 x 46 px active indicator of a Material "
                + "navigation bar item (64 x 32 dp), the 48 px status bar being 33.4 dp there (a display "
                + "cutout's); the screen's short side of 720 px alone suggested 2; dumps do not state it.")
        // Without the indicator, the status bar decides as before.
        let bare = try #require(AndroidDensity.infer(screenSize: screen, elements: [statusBar(height: 48, width: 720)]))
        #expect(bare.pixelsPerDP == 2.0)
    }

    // Material 3 Expressive's bar and the navigation rail draw 56 x 32 dp (tokens.xml lines 55-56
    // and navigationrail/res/values/tokens.xml lines 65-66 at ac7e18e): 147 x 84 px is 2.625. On
    // a tablet the decor navigation bar says nothing (its size differs by version), so PP's
    // F-Droid tablet (1920 x 1200, a 128 x 64 px indicator) reads 2.0, as labelled, where the
    // tablet table says 1.5.
    @Test func theExpressiveAndTabletIndicatorsDecide() throws {
        let expressive = try #require(AndroidDensity.infer(screenSize: phone, elements: [indicator(147, 84)]))
        #expect(expressive.pixelsPerDP == 2.625)
        #expect(expressive.navigationIndicators?.widthInDP == 56)
        let tablet = try #require(
            AndroidDensity.infer(
                screenSize: ScreenSize(width: 1920, height: 1200),
                elements: [
                    bar("android:id/navigationBarBackground", ScreenRect(x: 0, y: 1104, width: 1920, height: 96)),
                    indicator(128, 64, package: "org.fdroid.fdroid"),
                ]))
        #expect(tablet.pixelsPerDP == 2.0)
        #expect(tablet.widthTableGuess == 1.5)
        // QQ's CordysCRM: a 1200 x 1821 px screen of a tablet's proportions whose 132 x 66 px
        // indicator is 64 x 32 dp at 330 dpi (2.0625), 582 dp across: narrower than a tablet,
        // as its labeller measured (also from its 165 px = 80 dp bar and 50 px = 24 dp icons).
        let narrow = try #require(
            AndroidDensity.infer(
                screenSize: ScreenSize(width: 1200, height: 1821),
                elements: [indicator(132, 66, package: "com.cordys.crm")]))
        #expect(narrow.pixelsPerDP == 2.0625)
    }

    // Only the style's pair counts: an item narrows its pill to the room it has
    // (NavigationBarItemView.java lines 1215-1234 at ac7e18e), squares it without a label, and
    // another view may share no id. A status bar thinner than 24 dp at the indicator's density
    // is impossible there (the bar is 24 dp or taller), so the bar decides; a navigation bar
    // outranks the indicator; an indicator and icon buttons that disagree are no evidence.
    @Test func anIndicatorDecidesOnlyWhenItsSizesAndTheBarsAllowIt() throws {
        // 120 x 96 px: 32 dp tall at 3.0 but narrowed; 192 x 192: 64 dp wide at 3.0 but square;
        // 192 x 96 under the icon's id.
        for element in [
            indicator(120, 96), indicator(192, 192),
            bar("com.whatsapp:id/navigation_bar_item_icon_view", ScreenRect(x: 44, y: 1433, width: 192, height: 96)),
        ] {
            let decided = try #require(AndroidDensity.infer(screenSize: phone, elements: [element]))
            #expect(decided.pixelsPerDP == 2.625)
            #expect(decided.navigationIndicators == nil)
        }
        let thinBar = try #require(
            AndroidDensity.infer(screenSize: phone, elements: [statusBar(height: 63), indicator(192, 96)]))
        #expect(thinBar.pixelsPerDP == 2.625)
        #expect(thinBar.navigationIndicators == nil)
        let navigation = try #require(
            AndroidDensity.infer(screenSize: phone, elements: [navigationBar(height: 132), indicator(192, 96)]))
        #expect(navigation.pixelsPerDP == 2.75)
        let buttons = flattened([iconButton("b", x: 0, y: 300, touch: 144, container: 120, icon: 72)])
        let agreeing = try #require(AndroidDensity.infer(screenSize: phone, elements: buttons + [indicator(192, 96)]))
        #expect(agreeing.pixelsPerDP == 3.0)
        #expect(agreeing.iconButtons?.count == 1 && agreeing.navigationIndicators?.count == 1)
        #expect(
            agreeing.basis
                == "1 Material 3 icon buttons (144 px touch targets of 48 dp around 120 px containers of 40 dp and "
                + "72 px icons of 24 dp) and the 192 x 96 px active indicator of a Material navigation bar item "
                + "(64 x 32 dp)")
        let two = try #require(
            AndroidDensity.infer(screenSize: phone, elements: [indicator(192, 96), indicator(192, 96)]))
        #expect(
            two.basis == "2 active indicators of Material navigation bar items, 192 x 96 px (64 x 32 dp)")
        let disagreeing = try #require(
            AndroidDensity.infer(screenSize: phone, elements: buttons + [indicator(168, 84)]))
        #expect(disagreeing.pixelsPerDP == 2.625)
        #expect(disagreeing.iconButtons == nil && disagreeing.navigationIndicators == nil)
        // Two indicators of two densities (3.0 and 2.75) say nothing either.
        let twoIndicators = try #require(
            AndroidDensity.infer(screenSize: phone, elements: [indicator(192, 96), indicator(176, 88)]))
        #expect(twoIndicators.pixelsPerDP == 2.625)
        #expect(twoIndicators.navigationIndicators == nil)
    }

    // The components decide before a lone status bar that is 24 dp or taller at their density:
    // on a 1440 px phone a 96 px status bar alone says 4.0 (24 dp); beside 168/140/84 px icon
    // buttons (3.5) it is 27.4 dp, a cutout's, and the buttons decide.
    @Test func iconButtonsDecideBeforeATallerStatusBar() throws {
        let screen = ScreenSize(width: 1440, height: 3120)
        let buttons = flattened([iconButton("b", x: 0, y: 300, touch: 168, container: 140, icon: 84)])
        let bar = statusBar(height: 96, width: 1440)
        let decided = try #require(AndroidDensity.infer(screenSize: screen, elements: [bar] + buttons))
        #expect(decided.pixelsPerDP == 3.5)
        #expect(decided.basis.hasSuffix(", the 96 px status bar being 27.4 dp there (a display cutout's)"))
        let bare = try #require(AndroidDensity.infer(screenSize: screen, elements: [bar]))
        #expect(bare.pixelsPerDP == 4.0)
    }

    /// A clickable touch target `touch` px tall around a child `content` px tall, `width` px wide
    /// both, the child `shift` px below the centre.
    private func touchTarget(
        _ name: String, y: Double, width: Double = 279, touch: Double, content: Double, childWidth: Double? = nil,
        shift: Double = 0, clickable: Bool = true
    ) -> AccessibilityElement {
        let child = AccessibilityElement(
            id: ElementID(name + "-content"), className: "android.widget.Button",
            frame: ScreenRect(x: 100, y: y + (touch - content) / 2 + shift, width: childWidth ?? width, height: content)
        )
        return AccessibilityElement(
            id: ElementID(name), className: "android.view.View",
            frame: ScreenRect(x: 100, y: y, width: width, height: touch),
            isClickable: clickable, children: [child])
    }

    // A clickable Material 3 Surface reserves a 48 dp touch target and centres its content
    // (Surface.kt at 080d2b3e, the onClick overload; InteractiveComponentSize.kt at 754a954, lines
    // 95, 111-113, 149); a button's container is 40 dp (ButtonSmallTokens.kt at 0e28eb9f, line 24)
    // and a chip's 32 dp (FilterChipTokens.kt at 7a915f44, line 24). HH's DeepEye (labelled
    // 2.125): 102 px targets around 68 px chips and 85 px buttons, where the table says 2.625; the
    // development part's AstroYorum: a 144 px target around a 120 px button, 3.0.
    @Test func materialTouchTargetsAroundButtonsAndChipsDecide() throws {
        let deepEye = [
            touchTarget("chip", y: 107, touch: 102, content: 68),
            touchTarget("button", y: 400, touch: 102, content: 85),
        ]
        let decided = try #require(AndroidDensity.infer(screenSize: phone, elements: flattened(deepEye)))
        #expect(decided.pixelsPerDP == 2.125)
        #expect(decided.touchTargets?.count == 2)
        #expect(
            decided.note
                == "Density 2.125 (340 dpi) inferred from 2 Material 3 touch targets (102 px, 48 dp, around 68 px "
                + "contents of 32 dp); the screen's short side of 1080 px alone suggested 2.625; dumps do not state it."
        )
        let astro = [touchTarget("back", y: 1743, width: 450, touch: 144, content: 120)]
        let three = try #require(
            AndroidDensity.infer(screenSize: ScreenSize(width: 1080, height: 2340), elements: flattened(astro)))
        #expect(three.pixelsPerDP == 3.0)
        #expect(three.touchTargets?.contentInDP == 40)
        // RR's Tether drawer: 107 px around 89 px, 48 and 40 dp at 356 dpi, a display size's
        // density (420 x 0.85, truncated to even), as its other screen's icon buttons say.
        let tether = [touchTarget("connect", y: 1297, width: 729, touch: 107, content: 89)]
        let displaySize = try #require(AndroidDensity.infer(screenSize: phone, elements: flattened(tether)))
        #expect(displaySize.pixelsPerDP == 2.225)
    }

    // Only the library's shape counts: content narrower than the target (a row's label), content
    // off centre, a target nobody can click, and heights of no 48:40 or 48:32 pair at one density
    // say nothing; a target that disagrees with the icon buttons leaves both out.
    @Test func touchTargetsDecideOnlyInTheirShape() throws {
        for target in [
            touchTarget("narrow", y: 400, touch: 102, content: 85, childWidth: 200),
            touchTarget("low", y: 400, touch: 102, content: 85, shift: 6),
            touchTarget("inert", y: 400, touch: 102, content: 85, clickable: false),
            touchTarget("odd", y: 400, touch: 102, content: 80),
        ] {
            let decided = try #require(AndroidDensity.infer(screenSize: phone, elements: target.subtree))
            #expect(decided.pixelsPerDP == 2.625)
            #expect(decided.touchTargets == nil)
        }
        let buttons = flattened([iconButton("b", x: 0, y: 300, touch: 144, container: 120, icon: 72)])
        let disagreeing = try #require(
            AndroidDensity.infer(
                screenSize: phone, elements: buttons + touchTarget("t", y: 900, touch: 102, content: 85).subtree))
        #expect(disagreeing.pixelsPerDP == 2.625)
        #expect(disagreeing.touchTargets == nil && disagreeing.iconButtons == nil)
        let twoDensities = try #require(
            AndroidDensity.infer(
                screenSize: phone,
                elements: flattened([
                    touchTarget("a", y: 400, touch: 102, content: 85),
                    touchTarget("b", y: 900, touch: 144, content: 120),
                ])))
        #expect(twoDensities.pixelsPerDP == 2.625)
        #expect(twoDensities.touchTargets == nil)
    }
}
