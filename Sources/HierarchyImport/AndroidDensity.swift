import AccessibilityTree

/// The density (pixels per dp) the importer decides for an Android dump, which never states it,
/// and the evidence for the decision.
///
/// A uiautomator dump is in pixels. Phones of one width ship at several densities (1080 px phones
/// at 2.5, 2.625, 2.75 and 3.0), so the width alone is a guess; auditors read the density from
/// views whose size the framework fixes. The decision, in order:
///
/// 1. Each framework-sized view in the dump (``FrameworkView``: the decor view's navigation bar
///    and status bar backgrounds and SystemUI's navigation bar window; on a tablet the status bar
///    only) allows the standard densities
///    (``standardDensities``) at which one of its fixed dp sizes comes within ``pixelTolerance``
///    of its thickness in pixels.
/// 2. A candidate is kept only if it gives the screen a plausible width for its proportions
///    (``plausibleShortSide(isTablet:)``: 320-500 dp across a phone, 600-1000 dp a tablet).
/// 3. The navigation bar decides; the status bar, which is taller on a screen with a display
///    cutout, only narrows the navigation bar's candidates. Among the candidates left, the one
///    nearest the width table's guess wins (ties to the lower density: larger dp sizes, fewer
///    findings).
/// 4. With no qualifying navigation bar, components whose sizes a library fixes: Material 3
///    icon buttons (``IconButtonEvidence``: a 48 dp touch target around a 40 dp container and a
///    24 dp icon), the active indicators of Material navigation bars and rails
///    (``NavigationIndicatorEvidence``: 64 x 32 or 56 x 32 dp) and Material 3 buttons and chips
///    in their touch targets (``TouchTargetEvidence``: 48 dp tall around 40 or 32 dp), all
///    rounded at one standard density or, failing that, at an even dpi a user's display size
///    gives. They decide when every one found agrees, the screen is as wide as Android allows
///    at their density (``componentShortSide``), and every status bar is 24 dp or taller there
///    (a cutout's bar is taller, never shorter).
/// 5. Otherwise the status bar alone, then the width table's guess.
///
/// The width table: take the screen's shorter side in pixels and pick the density of the nearest
/// row (widths outside the table take its first or last row); ties go to the lower density.
///
/// | short side (px) | density | dpi bucket |
/// |---|---|---|
/// | 240 | 0.75 | ldpi (120) |
/// | 320 | 1.0 | mdpi (160) |
/// | 480 | 1.5 | hdpi (240) |
/// | 720 | 2.0 | xhdpi (320) |
/// | 1080 | 2.625 | 420 dpi |
/// | 1440 | 3.5 | 560 dpi |
///
/// Phones whose density the width table gets wrong, known by their exact screen size
/// (``knownPhones``), take their own: the Pixel 8 Pro and 9 Pro XL (1344 x 2992) and the Pixel
/// 9 Pro (1280 x 2856) run at 480 dpi (3.0), where the table's nearest row, 1440 px, says 3.5.
/// Google Play's device catalog lists husky, komodo and caiman at 480 dpi and the 1440 px Pixel
/// 6 Pro and 7 Pro (raven, cheetah) at 560 (as mirrored in premex-ab/android-compose-preview-ext
/// at 3a626df, docs/devices/Google.md), and the emulator's images of those phones are made at
/// that size with `hw.lcd.density=480`. Other phones of those widths keep the table: the
/// catalog's other phones 1240 to 1280 px across are mostly at 560 dpi. A window that leaves out
/// the navigation bar is shorter than the screen; down to ``knownPhoneWindowShare`` of its
/// height still matches.
///
/// A tablet is not a wide phone: when the long side is known and is less than
/// ``tabletAspectRatio`` times the short side (4:3, 3:2 and 16:10 screens; phones are 5:3 or
/// taller, and a 16:9 phone that leaves its navigation bar out of the window is still 1.66), or
/// less than ``landscapeTabletAspectRatio`` times it on a landscape screen (a landscape tablet's
/// window leaves out the navigation bar along its long side: 2000 x 1128 of a 2000 x 1200
/// tablet; a modern phone in landscape is 2:1 or wider), the short side picks from the tablet
/// table instead, since tablets are 600-800 dp and more across (10-inch 1920 x 1200 tablets are
/// hdpi, 2560 x 1600 ones xhdpi). A screen under ``tabletShortestSide`` (600 px) across that
/// the phone table makes a plausible phone is a phone's whatever its proportions:
///
/// | tablet short side (px) | density | dpi bucket |
/// |---|---|---|
/// | 800 | 1.0 | mdpi (160) |
/// | 1200 | 1.5 | hdpi (240) |
/// | 1600 | 2.0 | xhdpi (320) |
///
/// A screen whose height the dump does not show (``infer(screenSize:elements:heightIsShown:)``
/// with `heightIsShown` false: no window reaches the screen's top edge, so the windows' bottom
/// edge is a lower bound of the screen's height, not its height) is never read as a tablet's, a
/// known phone's or a watch's: each of those needs the long side. Its short side picks from the
/// phone table (fourteenth session: wild set S's ApiDemos dialog, a 1080 x 793 px window at y 772,
/// read as a 1080 x 1565 px screen of a tablet's proportions, 1.5, from a height it never shows).
/// No source tells a phone's dialog from a tablet's; the phone table is the importer's default
/// and needs no height.
///
/// A stated density (a screen document's `unit`) always wins: readers infer only for dumps that
/// state none. The decision and its evidence are recorded in ``note`` on the first root
/// element's ``AccessibilityElement/inferences``; AuditKit reads the density from the screen's
/// unit and asks this type only about a screen that has none.
public struct AndroidDensity: Sendable, Hashable {
    /// Pixels per dp: 2.625 for a 420 dpi screen.
    public var pixelsPerDP: Double
    /// The decor views the density rests on; empty when icon buttons or the width table decided.
    public var evidence: [Evidence]
    /// The width table's guess for the screen (``pixelsPerDP`` when no evidence qualified).
    public var widthTableGuess: Double
    /// What the density was read from, for a message: "the 120 px navigation bar (48 dp)", or
    /// "the screen's short side of 1080 px" when the width table decided.
    public var basis: String
    /// The sentence that records the decision, for the first root's inferences.
    public var note: String
    /// The Material 3 icon buttons the density was read from, when no decor view qualified and
    /// they decided (see ``IconButtonEvidence``); `nil` otherwise.
    public var iconButtons: IconButtonEvidence? = nil
    /// The Material navigation bar indicators the density was read from, when no navigation bar
    /// qualified and they decided (see ``NavigationIndicatorEvidence``); `nil` otherwise.
    public var navigationIndicators: NavigationIndicatorEvidence? = nil
    /// The Material 3 touch targets the density was read from, when no navigation bar qualified
    /// and they decided (see ``TouchTargetEvidence``); `nil` otherwise.
    public var touchTargets: TouchTargetEvidence? = nil

    /// Decides the density of an Android screen of `size` pixels from the framework-sized views
    /// among `elements` (see ``AndroidDensity``); `nil` when the size is unknown (zero, negative
    /// or not finite). With `heightIsShown` false the size's height is only the windows' extent
    /// (no window reaches the screen's top edge), and the screen's proportions are unknown: no
    /// tablet, known phone or watch is read from them.
    ///
    /// - Complexity: O(n) in the number of elements.
    public static func infer(
        screenSize size: ScreenSize, elements: [AccessibilityElement], heightIsShown: Bool = true
    ) -> AndroidDensity? {
        guard size.width.isFinite, size.height.isFinite else { return nil }
        let shortSide = Swift.min(size.width, size.height) > 0 ? Swift.min(size.width, size.height) : size.width
        // The long side, when the dump shows it: a lower bound of the height is no proportion.
        let longSide: Double? = heightIsShown ? Swift.max(size.width, size.height) : nil
        let isLandscape = size.width > size.height
        guard let guess = inferred(fromShortSide: shortSide, longSide: longSide, isLandscape: isLandscape) else {
            return nil
        }
        let tablet = isTablet(shortSide: shortSide, longSide: longSide, isLandscape: isLandscape)
        let found = evidence(in: elements, shortSide: shortSide, isTablet: tablet)
        let strong = found.filter { $0.view.isDecisive && !$0.candidates.isEmpty }
        let weak = found.filter { !$0.view.isDecisive && !$0.candidates.isEmpty }
        // The navigation bars decide; with none, the status bars. Several views of one kind must
        // agree (their candidates intersect).
        let deciding = strong.isEmpty ? weak : strong
        var pool = deciding.dropFirst().reduce(Set(deciding.first?.candidates ?? [])) {
            $0.intersection($1.candidates)
        }
        // The status bar narrows the navigation bar's candidates when it shares any with them.
        if !strong.isEmpty {
            pool = weak.reduce(pool) { partial, item in
                let next = partial.intersection(item.candidates)
                return next.isEmpty ? partial : next
            }
        }
        // Unless the navigation bars decide, the components a library sizes decide before a
        // status bar, which may be a display cutout's, as long as the bar is 24 dp or taller at
        // their density.
        let navigationBarsDecide = !strong.isEmpty && !pool.isEmpty
        if !navigationBarsDecide, let components = components(in: elements, shortSide: shortSide) {
            let statusBars = found.filter { $0.view == .statusBar }
            if statusBars.allSatisfy({
                $0.thicknessInPixels >= composePixels(statusBarMinimumDP, at: components.density) - pixelTolerance
            }) {
                let basis = components.phrase + Self.cutoutClause(statusBars, at: components.density)
                return AndroidDensity(
                    pixelsPerDP: components.density, evidence: [], widthTableGuess: guess.density, basis: basis,
                    note: note(components.density, from: basis, guess: guess.density, shortSide: shortSide),
                    iconButtons: components.iconButtons, navigationIndicators: components.indicators,
                    touchTargets: components.touchTargets)
            }
        }
        guard let chosen = nearest(in: pool, to: guess.density) else {
            return AndroidDensity(
                pixelsPerDP: guess.density, evidence: [], widthTableGuess: guess.density,
                basis: longSide.flatMap { knownPhone(shortSide: shortSide, longSide: $0) } != nil
                    ? "the screen's size of \(format(shortSide)) x \(format(longSide ?? 0)) px"
                    : "the screen's short side of \(format(shortSide)) px", note: guess.note)
        }
        // The evidence is every view that allows the chosen density, the deciding kind first.
        let allowing = found.filter { $0.candidates.contains(chosen) }
        let ordered = allowing.filter(\.view.isDecisive) + allowing.filter { !$0.view.isDecisive }
        let chosenEvidence = ordered.map { item in
            var item = item
            item.candidates = [chosen]
            return item
        }
        let basis = chosenEvidence.map { $0.phrase(at: chosen) }.joined(separator: " and ")
        return AndroidDensity(
            pixelsPerDP: chosen, evidence: chosenEvidence, widthTableGuess: guess.density, basis: basis,
            note: note(chosen, from: basis, guess: guess.density, shortSide: shortSide))
    }

    /// The least thickness of a status bar, in dp: `status_bar_height_portrait`, which a display
    /// cutout makes taller, never shorter (see ``FrameworkView/statusBar``).
    static let statusBarMinimumDP = 24.0

    /// What the library components found in a dump say: the icon buttons, navigation bar
    /// indicators and Material 3 touch targets, when those found agree on one density (see
    /// ``IconButtonEvidence``, ``NavigationIndicatorEvidence`` and ``TouchTargetEvidence``); `nil`
    /// when none is found or they disagree.
    static func components(in elements: [AccessibilityElement], shortSide: Double) -> Components? {
        let buttons = iconButtons(in: elements, shortSide: shortSide)
        let indicators = navigationIndicators(in: elements, shortSide: shortSide)
        let targets = touchTargets(in: elements, shortSide: shortSide)
        let densities = Set([buttons?.density, indicators?.density, targets?.density].compactMap { $0 })
        guard densities.count == 1, let density = densities.first else { return nil }
        return Components(
            density: density, iconButtons: buttons?.evidence, indicators: indicators?.evidence,
            touchTargets: targets?.evidence)
    }

    /// The library components that agree on a density (``components(in:shortSide:)``).
    struct Components {
        var density: Double
        var iconButtons: IconButtonEvidence?
        var indicators: NavigationIndicatorEvidence?
        var touchTargets: TouchTargetEvidence?

        /// Each kind's phrase, joined with "and".
        var phrase: String {
            [iconButtons?.phrase, indicators?.phrase, touchTargets?.phrase].compactMap { $0 }.joined(
                separator: " and ")
        }
    }

    /// The density the components of one kind agree on: each found component comes with the
    /// density it gives and its description; when all give one density and the screen is as wide
    /// as Android allows at it (``componentShortSide``), the first found describes them, with the
    /// count of all; `nil` when none is found, two densities are, or the width is impossible.
    static func agreeing<Evidence: ComponentEvidence>(
        _ found: [(density: Double, evidence: Evidence)], shortSide: Double
    ) -> (density: Double, evidence: Evidence)? {
        guard let first = found.first, found.allSatisfy({ $0.density == first.density }),
            componentShortSide.contains(shortSide / first.density)
        else { return nil }
        var evidence = first.evidence
        evidence.count = found.count
        return (first.density, evidence)
    }

    /// ", the 48 px status bar being 33.4 dp there (a display cutout's)" for status bars taller
    /// than 24 dp at `density`; empty when there are none.
    private static func cutoutClause(_ statusBars: [Evidence], at density: Double) -> String {
        let taller = statusBars.filter {
            $0.thicknessInPixels > composePixels(statusBarMinimumDP, at: density) + pixelTolerance
        }
        guard let bar = taller.first else { return "" }
        let dp = (bar.thicknessInPixels / density * 10).rounded() / 10
        return ", the \(format(bar.thicknessInPixels)) px status bar being \(format(dp)) dp there (a display cutout's)"
    }

    /// The sentence that records a density `chosen` from evidence described by `basis`.
    private static func note(_ chosen: Double, from basis: String, guess: Double, shortSide: Double) -> String {
        let dpi = Int((chosen * 160).rounded())
        return "Density \(format(chosen)) (\(dpi) dpi) inferred from \(basis)"
            + (chosen == guess
                ? ", as the screen's short side of \(format(shortSide)) px suggests"
                : "; the screen's short side of \(format(shortSide)) px alone suggested \(format(guess))")
            + "; dumps do not state it."
    }

    /// Decides the density of an Android screen measured in pixels: its stated density when the
    /// unit states one (see ``AndroidDensity``), otherwise the inference from its size (or, when
    /// that is zero, its elements' extent) and framework-sized views; `nil` for a screen in
    /// points or of unknown size.
    ///
    /// - Complexity: O(n) in the number of elements.
    public static func infer(for screen: AccessibilityScreen) -> AndroidDensity? {
        guard case .pixels(let stated) = screen.unit else { return nil }
        if let stated, stated > 0, stated.isFinite {
            return AndroidDensity(
                pixelsPerDP: stated, evidence: [], widthTableGuess: stated, basis: "the screen's unit",
                note: "Density \(format(stated)) stated by the screen.")
        }
        var size = screen.size
        if size.width <= 0 {
            size = ScreenSize(
                width: screen.roots.map(\.frame.maxX).max() ?? 0, height: screen.roots.map(\.frame.maxY).max() ?? 0)
        }
        return infer(screenSize: size, elements: screen.allElements)
    }

    /// The candidate nearest `guess`, ties to the lower density.
    private static func nearest(in pool: Set<Double>, to guess: Double) -> Double? {
        pool.min { lhs, rhs in
            let (a, b) = (abs(lhs - guess), abs(rhs - guess))
            return a == b ? lhs < rhs : a < b
        }
    }

    /// The width table of phones: a short side in pixels and its density.
    static let table: [(width: Double, density: Double, dpi: Int)] = [
        (240, 0.75, 120), (320, 1.0, 160), (480, 1.5, 240), (720, 2.0, 320), (1080, 2.625, 420), (1440, 3.5, 560),
    ]

    /// Phones known by their exact screen size whose density is not the width table's (see
    /// ``AndroidDensity``).
    static let knownPhones: [(shortSide: Double, longSide: Double, density: Double, dpi: Int, names: String)] = [
        (1344, 2992, 3.0, 480, "the Pixel 8 Pro's and 9 Pro XL's"), (1280, 2856, 3.0, 480, "the Pixel 9 Pro's"),
    ]

    /// The known phone whose screen, or a window on it, has these sides.
    static func knownPhone(shortSide: Double, longSide: Double) -> (
        shortSide: Double, longSide: Double, density: Double, dpi: Int, names: String
    )? {
        knownPhones.first { phone in
            phone.shortSide == shortSide && longSide <= phone.longSide
                && longSide >= phone.longSide * knownPhoneWindowShare
        }
    }

    /// The least share of a known phone's height a window may have and still be that phone's
    /// (its navigation bar left out of the window).
    static let knownPhoneWindowShare = 0.9

    /// Densities of tablets by their short side.
    static let tabletTable: [(width: Double, density: Double, dpi: Int)] = [
        (800, 1.0, 160), (1200, 1.5, 240), (1600, 2.0, 320),
    ]

    /// The narrowest short side, in pixels, a tablet's screen has: 600 dp (sw600dp, Android
    /// Developers, "Support different screen sizes") at the tablet table's lowest density, 1.0.
    /// A narrower screen of a tablet's proportions that the phone table makes a plausible phone
    /// (``plausibleShortSide(isTablet:)``) is a phone's window that leaves out its navigation bar
    /// (a 480 x 800 px hdpi phone's 480 x 728 px window, 1.52): the tablet table would make it 480
    /// dp across, no tablet's width. One the phone table makes too narrow for a phone (a 564 x
    /// 455 px car screen, 303 dp at 1.5) keeps the tablet table.
    static let tabletShortestSide = 600.0

    /// The row of `table` nearest `width`; widths beyond the table (or absurd ones) take the
    /// nearest end, ties the first row.
    static func nearestRow(
        of table: [(width: Double, density: Double, dpi: Int)], to width: Double
    ) -> (width: Double, density: Double, dpi: Int) {
        let clamped = Swift.min(Swift.max(width, table[0].width), table[table.count - 1].width)
        var best = table[0]
        for row in table where abs(row.width - clamped) < abs(best.width - clamped) { best = row }
        return best
    }

    /// Whether a screen of these sides is a watch's: square or nearly (a round watch dumps a
    /// square; Wear's rectangular preview is 402 x 476 px, 1.18), at most ``watchLongestSide``
    /// pixels across. No tablet or phone is that small and square: at the tablet table's 1.0 such
    /// a screen would be under 600 dp across, no tablet's width.
    static func isWatch(shortSide: Double, longSide: Double) -> Bool {
        shortSide > 0 && longSide <= watchLongestSide && longSide / shortSide <= watchAspectRatio
    }

    /// The longest side of a watch's screen, in pixels: Wear OS screens are 192 to 240 dp and a
    /// little more across (Android Developers, Wear OS design, "Screen sizes"), 384 to 480 px at
    /// xhdpi.
    static let watchLongestSide = 480.0
    /// The largest ratio of long to short side of a watch's screen.
    static let watchAspectRatio = 1.2
    /// A watch's density: xhdpi, the density of every device of Wear's previews (androidx
    /// `WearDevices`: large round 454 x 454 px = 227 dp, small round 384 px = 192 dp, square 360 px,
    /// rectangular 402 x 476 px, all xhdpi), which leaves a 360-480 px watch 180-240 dp across.
    static let watchDensity = 2.0

    /// Below this ratio of long to short side a portrait screen is a tablet's (tablets are 16:10,
    /// 1.6, or squarer; phones 5:3, 1.67, or taller, also when their window leaves out the
    /// navigation bar: 1080 x 1794 is 1.66).
    public static let tabletAspectRatio = 1.62
    /// Below this ratio a landscape screen is a tablet's.
    public static let landscapeTabletAspectRatio = 1.8

    /// The width table's density for a screen whose shorter side is `width` pixels (and longer
    /// side `longSide`, when known): the density of the nearest row of the phone table, or of
    /// the tablet table for a screen of a tablet's proportions (see ``AndroidDensity``); 1 for a
    /// width that is not positive and finite.
    public static func widthTableDensity(forShortSide width: Double, longSide: Double? = nil, isLandscape: Bool = false)
        -> Double
    {
        inferred(fromShortSide: width, longSide: longSide, isLandscape: isLandscape)?.density ?? 1
    }

    /// The width table's density for a screen whose shorter side is `width` pixels (and longer
    /// side `longSide`, when known), and the sentence that records it; `nil` when the width is
    /// unknown.
    static func inferred(fromShortSide width: Double, longSide: Double? = nil, isLandscape: Bool = false) -> (
        density: Double, note: String
    )? {
        guard width > 0, width.isFinite else { return nil }
        if let longSide, let phone = knownPhone(shortSide: width, longSide: longSide) {
            let note =
                "Density \(format(phone.density)) (\(phone.dpi) dpi) of a \(format(phone.shortSide)) x "
                + "\(format(phone.longSide)) px screen, \(phone.names); dumps do not state it."
            return (phone.density, note)
        }
        if let longSide, isWatch(shortSide: width, longSide: longSide) {
            let note =
                "Density \(watchDensity) (320 dpi) of a watch's \(format(width)) x \(format(longSide)) px screen; "
                + "dumps do not state it."
            return (watchDensity, note)
        }
        let table = isTablet(shortSide: width, longSide: longSide, isLandscape: isLandscape) ? tabletTable : table
        let best = nearestRow(of: table, to: width)
        let note =
            "Density \(best.density) (\(best.dpi) dpi) inferred from the screen's short side of \(Self.format(width)) px"
            + (table.count == tabletTable.count ? " (a tablet's proportions)" : "") + "; dumps do not state it."
        return (best.density, note)
    }

    /// Whether a screen of these sides has a tablet's proportions (a watch's square screen does not)
    /// and could be a tablet's: a screen narrower than ``tabletShortestSide`` pixels that the
    /// phone table makes a plausible phone is a phone's.
    static func isTablet(shortSide: Double, longSide: Double?, isLandscape: Bool) -> Bool {
        guard let longSide, longSide.isFinite, longSide >= shortSide, shortSide > 0 else { return false }
        if isWatch(shortSide: shortSide, longSide: longSide) { return false }
        if shortSide < tabletShortestSide,
            plausibleShortSide(isTablet: false).contains(shortSide / nearestRow(of: table, to: shortSide).density)
        {
            return false
        }
        return longSide / shortSide < (isLandscape ? landscapeTabletAspectRatio : tabletAspectRatio)
    }

    /// A pixel count for messages, without a fractional part when it has none. Never traps,
    /// however large the value a hostile dump declares.
    static func format(_ value: Double) -> String {
        if let whole = Int(exactly: value) { return String(whole) }
        return String(value)
    }
}

/// The evidence of one kind of library component (``AndroidDensity/IconButtonEvidence``,
/// ``AndroidDensity/NavigationIndicatorEvidence``, ``AndroidDensity/TouchTargetEvidence``): how
/// many were found agreeing.
protocol ComponentEvidence {
    var count: Int { get set }
}

extension AndroidDensity.IconButtonEvidence: ComponentEvidence {}
extension AndroidDensity.NavigationIndicatorEvidence: ComponentEvidence {}
extension AndroidDensity.TouchTargetEvidence: ComponentEvidence {}
