import AccessibilityTree

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

    init(screen: AccessibilityScreen) {
        bounds = AuditContext.bounds(of: screen)
        platform = screen.platform
        switch screen.unit {
        case .pixels(let known):
            if let known, known > 0 {
                density = known
            } else {
                let side =
                    bounds.height > 0 ? Swift.min(bounds.width, bounds.height) : bounds.width
                density =
                    side > 0
                    ? TouchTargetSizeRule.inferredDensity(
                        forScreenWidth: side, height: Swift.max(bounds.width, bounds.height),
                        isLandscape: bounds.width > bounds.height) : 1
            }
        default:
            density = 1
        }
    }

    /// A length in the screen's unit, in points or dp.
    func points(_ length: Double) -> Double { length / density }

    /// The length of one point or dp in the screen's unit.
    var onePoint: Double { density }
}
