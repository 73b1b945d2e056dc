/// The density (pixels per dp) the importer assumes for an Android dump, which never states it.
///
/// Rule: take the screen's shorter side in pixels (the width in portrait) and pick the density
/// of the nearest row (widths outside the table take its first or last row); phones of each density class are usually 320–411 dp wide, so the
/// width identifies the class well. Ties go to the lower density.
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
/// A tablet is not a wide phone: when the long side is known and is less than
/// ``tabletAspectRatio`` times the short side (4:3, 3:2 and 16:10 screens; phones are 5:3 or
/// taller, and a 16:9 phone that leaves its navigation bar out of the window is still 1.66), or
/// less than ``landscapeTabletAspectRatio`` times it on a landscape screen (a landscape tablet's
/// window leaves out the navigation bar along its long side: 2000 x 1128 of a 2000 x 1200
/// tablet; a modern phone in landscape is 2:1 or wider), the short side picks from the tablet
/// table instead, since tablets are 600-800 dp and
/// more across (10-inch 1920 x 1200 tablets are hdpi, 2560 x 1600 ones xhdpi):
///
/// | tablet short side (px) | density | dpi bucket |
/// |---|---|---|
/// | 800 | 1.0 | mdpi (160) |
/// | 1200 | 1.5 | hdpi (240) |
/// | 1600 | 2.0 | xhdpi (320) |
///
/// The choice is recorded on the first root element's ``AccessibilityElement/inferences``.
enum AndroidDensity {
    static let table: [(width: Double, density: Double, dpi: Int)] = [
        (240, 0.75, 120), (320, 1.0, 160), (480, 1.5, 240), (720, 2.0, 320), (1080, 2.625, 420), (1440, 3.5, 560),
    ]

    /// Densities of tablets by their short side.
    static let tabletTable: [(width: Double, density: Double, dpi: Int)] = [
        (800, 1.0, 160), (1200, 1.5, 240), (1600, 2.0, 320),
    ]

    /// Below this ratio of long to short side a portrait screen is a tablet's (tablets are 16:10,
    /// 1.6, or squarer; phones 5:3, 1.67, or taller, also when their window leaves out the
    /// navigation bar: 1080 x 1794 is 1.66).
    static let tabletAspectRatio = 1.62
    /// Below this ratio a landscape screen is a tablet's.
    static let landscapeTabletAspectRatio = 1.8

    /// The density for a screen whose shorter side is `width` pixels (and longer side
    /// `longSide`, when known), and the sentence that records the inference; `nil` when the width
    /// is unknown.
    static func inferred(fromShortSide width: Double, longSide: Double? = nil, isLandscape: Bool = false) -> (
        density: Double, note: String
    )? {
        guard width > 0 else { return nil }
        let table = isTablet(shortSide: width, longSide: longSide, isLandscape: isLandscape) ? tabletTable : table
        // Clamped to the table, so widths beyond it (or absurd ones) take the nearest end.
        let clamped = Swift.min(Swift.max(width, table[0].width), table[table.count - 1].width)
        var best = table[0]
        for row in table where abs(row.width - clamped) < abs(best.width - clamped) { best = row }
        let note =
            "Density \(best.density) (\(best.dpi) dpi) inferred from the screen's short side of \(Self.format(width)) px"
            + (table.count == tabletTable.count ? " (a tablet's proportions)" : "") + "; dumps do not state it."
        return (best.density, note)
    }

    /// Whether a screen of these sides has a tablet's proportions.
    static func isTablet(shortSide: Double, longSide: Double?, isLandscape: Bool) -> Bool {
        guard let longSide, longSide >= shortSide, shortSide > 0 else { return false }
        return longSide / shortSide < (isLandscape ? landscapeTabletAspectRatio : tabletAspectRatio)
    }

    /// A pixel count for messages, without a fractional part when it has none. Never traps,
    /// however large the value a hostile dump declares.
    static func format(_ value: Double) -> String {
        if let whole = Int(exactly: value) { return String(whole) }
        return String(value)
    }
}
