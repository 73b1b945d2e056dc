/// An invalid configuration or change handed to a CarouselKit component.
///
/// Components validate what they are given and throw these rather than trap; JSON decoding errors
/// come from the decoder with their coding path.
public enum CarouselKitError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A rotation interval that is zero or negative.
    case invalidRotationInterval(Duration)
    /// A change whose counts do not add up: the carousel had `oldCount` cards, the change describes
    /// `change`, and the new source has `newCount`.
    case inconsistentChange(change: CardChange, oldCount: Int, newCount: Int)
    /// An adjustable value whose step is not a positive finite number.
    case invalidStep(Double)
    /// An adjustable value whose range has a non-finite bound.
    case invalidRange(lower: Double, upper: Double)
    /// A language code with no strings table.
    case unknownLanguage(String)
    /// A word override whose key names no word of ``CarouselStrings``.
    case unknownStringKey(String)
    /// A grouped cell's template names a field the data lacks.
    case missingField(String, template: String)
    /// A grouped cell's template has a placeholder that is not closed or has an unknown modifier.
    case malformedTemplate(String, reason: String)

    /// A sentence saying what was expected.
    public var description: String {
        switch self {
        case .invalidRotationInterval(let interval):
            "expected a positive rotation interval, found \(interval)"
        case .inconsistentChange(let change, let oldCount, let newCount):
            "expected the change \(change) to turn \(oldCount) cards into a consistent count, found \(newCount) cards"
        case .invalidStep(let step):
            "expected a positive finite step, found \(step)"
        case .invalidRange(let lower, let upper):
            "expected a finite range, found \(lower)...\(upper)"
        case .unknownLanguage(let code):
            "expected a language with a strings table (\(CarouselStrings.builtIn.keys.sorted().joined(separator: ", "))), found '\(code)'"
        case .unknownStringKey(let key):
            "expected one of the words \(CarouselStrings.wordKeys.joined(separator: ", ")), found '\(key)'"
        case .missingField(let field, let template):
            "expected a value for field '\(field)' used by the template \"\(template)\""
        case .malformedTemplate(let template, let reason):
            "expected a well-formed template, \(reason), in \"\(template)\""
        }
    }
}
