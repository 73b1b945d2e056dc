import CarouselKit

/// The forms of a counted phrase ("{1} item" / "{1} items"), one template per CLDR plural
/// category, as an Android `<plurals>` resource lists them; CarouselKit's `PluralCategory`
/// (CLDR's integer rules) picks one.
public struct PluralTemplates: Sendable, Hashable {
    /// The form for zero (Arabic), or `nil`.
    public var zero: String?
    /// The form for one, or `nil`.
    public var one: String?
    /// The form for two (Arabic, Hebrew), or `nil`.
    public var two: String?
    /// The form for few (Russian, Polish, Arabic), or `nil`.
    public var few: String?
    /// The form for many (Russian, Polish, Arabic), or `nil`.
    public var many: String?
    /// The form for every other number; also used for a category without a form, as Android does.
    public var other: String

    /// Creates the forms.
    public init(
        zero: String? = nil, one: String? = nil, two: String? = nil, few: String? = nil, many: String? = nil,
        other: String
    ) {
        self.zero = zero
        self.one = one
        self.two = two
        self.few = few
        self.many = many
        self.other = other
    }

    /// The template for the category.
    public func template(for category: PluralCategory) -> String {
        let form: String?
        switch category {
        case .zero: form = zero
        case .one: form = one
        case .two: form = two
        case .few: form = few
        case .many: form = many
        case .other: form = other
        }
        return form ?? other
    }

    /// The phrase for the count in the language: its category's template with the count as `{1}`.
    ///
    /// - Complexity: O(length of the template).
    public func format(_ count: Int, language: String) -> String {
        SpeechStrings.format(template(for: PluralCategory(count: count, language: language)), count)
    }
}
