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
/// The choice is recorded on the first root element's ``AccessibilityElement/inferences``.
enum AndroidDensity {
    static let table: [(width: Double, density: Double, dpi: Int)] = [
        (240, 0.75, 120), (320, 1.0, 160), (480, 1.5, 240), (720, 2.0, 320), (1080, 2.625, 420), (1440, 3.5, 560),
    ]

    /// The density for a screen whose shorter side is `width` pixels, and the sentence that
    /// records the inference; `nil` when the width is unknown.
    static func inferred(fromShortSide width: Double) -> (density: Double, note: String)? {
        guard width > 0 else { return nil }
        // Clamped to the table, so widths beyond it (or absurd ones) take the nearest end.
        let clamped = Swift.min(Swift.max(width, table[0].width), table[table.count - 1].width)
        var best = table[0]
        for row in table where abs(row.width - clamped) < abs(best.width - clamped) { best = row }
        let note =
            "Density \(best.density) (\(best.dpi) dpi) inferred from the screen's short side of \(Self.format(width)) px; dumps do not state it."
        return (best.density, note)
    }

    /// A pixel count for messages, without a fractional part when it has none. Never traps,
    /// however large the value a hostile dump declares.
    static func format(_ value: Double) -> String {
        if let whole = Int(exactly: value) { return String(whole) }
        return String(value)
    }
}
