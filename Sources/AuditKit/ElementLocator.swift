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
        if let identifier = AccessibilityElement.trimmed(element.identifier), !mentionsObfuscated(identifier) {
            return "id:" + identifier
        }
        let classes = (ancestors + [element]).map { $0.simpleClassName ?? $0.role?.rawValue ?? "element" }
        let label = element.trimmedLabel.map { " \"\($0)\"" } ?? ""
        return "path:" + classes.joined(separator: "/") + label
    }

    /// Whether the identifier holds "obfuscated": `identifier.contains("obfuscated")`, found
    /// among an ASCII identifier's bytes (Foundation's search, which every finding's locator
    /// asked, bridged the text first); other text keeps Foundation's search.
    static func mentionsObfuscated(_ identifier: String) -> Bool {
        let answer = identifier.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let word = obfuscatedBytes
            guard bytes.count >= word.count else { return false }
            for start in 0...(bytes.count - word.count) where bytes[start] == word[0] {
                if bytes[start..<(start + word.count)].elementsEqual(word) { return true }
            }
            return false
        }
        if let answer = answer ?? nil { return answer }
        return identifier.contains("obfuscated")
    }

    /// "obfuscated" as bytes.
    private static let obfuscatedBytes = Array("obfuscated".utf8)
}
