#if canImport(SwiftUI)
    import SwiftUI

    extension SwiftUI.AccessibilityTraits {
        /// The SwiftUI traits with these member names (``SwiftUITraitMapping/memberNames``); other
        /// names are ignored. This switch is the only place a model trait becomes a SwiftUI trait.
        public init(memberNames: [String]) {
            self.init()
            for name in memberNames {
                // `formUnion`, not `insert`: SwiftUI declares `insert(_:)` without
                // `@discardableResult`, so an unused result is a warning there.
                if let trait = Self.trait(memberName: name) { formUnion(trait) }
            }
        }

        /// The trait with this member name, or `nil` for an unknown name (or `isToggle` before
        /// iOS 17).
        private static func trait(memberName name: String) -> Self? {
            switch name {
            case "isButton": .isButton
            case "isLink": .isLink
            case "isImage": .isImage
            case "isSelected": .isSelected
            case "playsSound": .playsSound
            case "isKeyboardKey": .isKeyboardKey
            case "isStaticText": .isStaticText
            case "isSummaryElement": .isSummaryElement
            case "updatesFrequently": .updatesFrequently
            case "isSearchField": .isSearchField
            case "startsMediaSession": .startsMediaSession
            case "allowsDirectInteraction": .allowsDirectInteraction
            case "causesPageTurn": .causesPageTurn
            case "isHeader": .isHeader
            case "isToggle":
                if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) { .isToggle } else { nil }
            default: nil
            }
        }
    }
#endif
