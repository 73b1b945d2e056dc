import AccessibilityTree
import Foundation

extension ScreenLayoutDirection {
    /// The direction a language is written in, from Foundation's locale data
    /// (`Locale.Language.characterDirection`, CLDR's `characterOrder`): right to left for Arabic,
    /// Hebrew (also the legacy code "iw"), Persian and Urdu; left to right otherwise.
    ///
    /// - Complexity: O(1) amortized (a locale look-up).
    public static func forLanguage(_ code: String) -> ScreenLayoutDirection {
        Locale.Language(identifier: code).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
