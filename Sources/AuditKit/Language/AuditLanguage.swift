import AccessibilityTree
import CarouselKit

/// The language a screen is audited in, and where it came from.
///
/// Decision: the caller's language (the CLI's `--language`, ``Auditor/language``) wins; else the
/// screen's own ``AccessibilityScreen/language`` (a screen document's `language`, a dump's
/// language hint). `"en"` is also the model's default when a dump states nothing, so an `"en"`
/// screen whose labels are mostly written in one non-Latin script is audited in that script's
/// language instead, as an inference the `audit-language` rule reports (``ScriptInference``).
/// Latin-script languages (German, French...) cannot be told apart by script: such a dump needs
/// its language stated.
public struct AuditLanguage: Sendable, Hashable {
    /// How the language was decided.
    public enum Origin: Sendable, Hashable {
        /// Given by the caller (`--language`).
        case given
        /// The screen's own language.
        case screen
        /// Inferred from the script of the screen's labels; the evidence says how.
        case inferredFromScript(String)
    }

    /// The BCP 47 language tag ("de", "zh-Hans").
    public var tag: String
    /// How it was decided.
    public var origin: Origin
    /// Whether the screen is audited right to left because of the language (see
    /// ``applied(to:)``), not because it said so.
    public var mirrorsLayout = false

    /// Creates a language.
    public init(tag: String, origin: Origin) {
        self.tag = tag
        self.origin = origin
    }

    /// The screen as it is audited in this language: its `language` set to ``tag``; and, when the
    /// language was given or inferred (the screen stated none) and is written right to left
    /// (Arabic, Hebrew, Persian, Urdu: CarouselKit's `ScreenLayoutDirection.forLanguage`) while the
    /// screen says left to right (the model's default, which dumps never change), laid out right
    /// to left, as the app's own screens are in that language. A screen that states its language
    /// keeps its direction.
    public mutating func applied(to screen: AccessibilityScreen) -> AccessibilityScreen {
        var screen = screen
        screen.language = tag
        if origin != .screen, screen.layoutDirection == .leftToRight,
            ScreenLayoutDirection.forLanguage(tag) == .rightToLeft
        {
            screen.layoutDirection = .rightToLeft
            mirrorsLayout = true
        }
        return screen
    }

    /// The language to audit the screen in.
    ///
    /// - Parameter given: the caller's language, which wins when not empty.
    /// - Complexity: O(c) in the number of characters of the screen's labels and values.
    public static func resolve(for screen: AccessibilityScreen, given: String? = nil) -> AuditLanguage {
        if let given = given?.trimmingCharacters(in: .whitespaces), !given.isEmpty {
            return AuditLanguage(tag: given, origin: .given)
        }
        let stated = screen.language.trimmingCharacters(in: .whitespaces)
        if stated.isEmpty || AuditVocabulary.primary(stated) == "en",
            let inferred = ScriptInference.infer(from: screen)
        {
            return AuditLanguage(tag: inferred.language, origin: .inferredFromScript(inferred.evidence))
        }
        return AuditLanguage(tag: stated.isEmpty ? "en" : stated, origin: .screen)
    }
}
