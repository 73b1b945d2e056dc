#if canImport(UIKit)
    import CarouselKit
    import Foundation

    /// How a UIKit app picks the words its CarouselKit components speak.
    ///
    /// A component created without `strings:` already uses this table
    /// (``CarouselKit/CarouselStrings/appPreferred``); start from it to override a word:
    ///
    /// ```swift
    /// var strings = UIKitLocalization.preferredStrings
    /// strings.pause = "Anhalten"  // any word can be overridden
    /// let carousel = Carousel(id: "related", name: name, cards: cards, strings: strings)
    /// ```
    public enum UIKitLocalization {
        /// The built-in table for the app's preferred localization: the localizations the app
        /// ships, in the user's order (`Bundle.main.preferredLocalizations`), matched by
        /// ``CarouselKit/CarouselStrings/preferred(_:)``; English when none has a table. A component
        /// so speaks the language of the app's own interface, not a language the app is not
        /// translated into.
        public static var preferredStrings: CarouselStrings { preferredStrings(in: .main) }

        /// The built-in table for a bundle's preferred localization (a framework's own bundle).
        public static func preferredStrings(in bundle: Bundle) -> CarouselStrings {
            CarouselStrings.preferred(bundle.preferredLocalizations)
        }
    }
#endif
