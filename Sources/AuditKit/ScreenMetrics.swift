import AccessibilityTree
import HierarchyImport

/// A screen's bounds and its density, so sizes can be compared in points (iOS) or dp (Android)
/// whatever unit the dump measures in.
struct ScreenMetrics: Sendable {
    /// The screen's bounds (``AuditContext/bounds(of:)``).
    var bounds: ScreenRect
    /// Pixels per point or dp: 1 for a screen measured in points, the stated or inferred
    /// density for an Android dump in pixels.
    var density: Double
    /// The screen's platform.
    var platform: Platform
    /// What the density was inferred from (``AndroidDensity/basis``), for a screen in pixels that
    /// states none; `nil` when it is stated or the screen is in points.
    var inferredFrom: String?
    /// Whether the density is known: stated, in points, or inferred. A screen in pixels whose
    /// size gives nothing to infer from is measured at density 1, and this is `false`.
    var hasDensity = true
    /// Why the screen is a TV's (``TouchTargetSizeRule/televisionEvidence(_:)``), or `nil`.
    var television: String?

    init(screen: AccessibilityScreen) {
        bounds = AuditContext.bounds(of: screen)
        platform = screen.platform
        television = TouchTargetSizeRule.televisionEvidence(screen)
        // The importer decided the density (HierarchyImport's AndroidDensity) and wrote it in the
        // unit; only a screen that states none (built in code, a document without one) is asked
        // of the same decision here, so a screen measures the same whoever read it.
        switch screen.unit {
        case .pixels(let known?) where known > 0 && known.isFinite:
            density = known
        case .pixels:
            let decided = AndroidDensity.infer(
                screenSize: ScreenSize(width: bounds.width, height: bounds.height), elements: screen.allElements)
            density = decided?.pixelsPerDP ?? 1
            inferredFrom = decided?.basis
            hasDensity = decided != nil
        case .points:
            density = 1
        }
    }

    /// A length in the screen's unit, in points or dp.
    func points(_ length: Double) -> Double { length / density }

    /// The length of one point or dp in the screen's unit.
    var onePoint: Double { density }
}
