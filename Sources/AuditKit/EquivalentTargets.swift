import AccessibilityTree

/// WCAG 2.5.8's equivalent exception for `touch-target-size`: a small target is exempt when a
/// different target on the screen that meets the size does the same thing.
///
/// A dump does not show what a target does, only what it is called and what the developer named
/// it. Decision: two targets do the same thing when they have the same name and the same
/// identifier (resource id, accessibilityIdentifier). The same name alone is not enough (a
/// "Close" of one sheet is not the "Close" of another), and neither is an identifier that names a
/// kind of view rather than an action: an identifier that elements with different names carry on
/// one screen (a test id such as "touch" on every tappable, Play Store's obfuscated ids) never
/// makes two targets equivalent. (W3C, Understanding SC 2.5.8: "the function can be achieved
/// through a different control on the same page that meets this criterion".)
struct EquivalentTargets {
    /// The names and identifiers of the targets big enough, as "identifier \u{1} name".
    private var bigEnough: Set<String> = []
    /// Identifiers that elements with different names carry.
    private var generic: Set<String> = []

    /// Indexes the big-enough targets among all of a screen's actionable elements.
    ///
    /// - Complexity: O(n) in the number of candidates.
    init(candidates: [AccessibilityElement], bigEnough isBigEnough: (AccessibilityElement) -> Bool) {
        var names: [String: Set<String>] = [:]
        for element in candidates {
            guard let identifier = element.identifier, !identifier.isEmpty else { continue }
            names[identifier, default: []].insert(element.trimmedLabel.map(TextMatching.normalized) ?? "")
        }
        generic = Set(names.filter { $0.value.count > 1 }.keys)
        for element in candidates where isBigEnough(element) {
            if let key = Self.key(of: element) { bigEnough.insert(key) }
        }
    }

    /// Whether a big-enough target with the same name and a specific identifier exists.
    func hasEquivalent(of element: AccessibilityElement) -> Bool {
        guard let identifier = element.identifier, !generic.contains(identifier), let key = Self.key(of: element)
        else { return false }
        return bigEnough.contains(key)
    }

    private static func key(of element: AccessibilityElement) -> String? {
        guard let identifier = element.identifier, !identifier.isEmpty, let label = element.trimmedLabel else {
            return nil
        }
        return identifier + "\u{1}" + TextMatching.normalized(label)
    }
}
