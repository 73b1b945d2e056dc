import AccessibilityTree

/// A description of where an element is that stays the same across runs and across screens of
/// one app, for fingerprints, baselines and merging findings: unlike the element's id (a
/// child-index path) it does not change when an unrelated view is added above it.
enum ElementLocator {
    /// The developer's identifier when it is set and meaningful (not an R8-obfuscated
    /// `0_resource_name_obfuscated`), else the simple class names from the root down and the
    /// element's own label.
    ///
    /// - `id:com.example:id/close`
    /// - `path:FrameLayout/RecyclerView/ViewGroup "Related stories"`
    ///
    /// - Complexity: O(depth).
    static func locator(of element: AccessibilityElement, ancestors: [AccessibilityElement]) -> String {
        // Trimmed as every label is (``AccessibilityElement/trimmed(_:)``: `nil` when only white space).
        if let identifier = AccessibilityElement.trimmed(element.identifier), !identifier.contains("obfuscated") {
            return "id:" + identifier
        }
        let classes = (ancestors + [element]).map { $0.simpleClassName ?? $0.role?.rawValue ?? "element" }
        let label = element.trimmedLabel.map { " \"\($0)\"" } ?? ""
        return "path:" + classes.joined(separator: "/") + label
    }
}
