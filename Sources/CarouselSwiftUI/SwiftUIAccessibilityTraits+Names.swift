#if canImport(SwiftUI)
    import SwiftUI

    extension SwiftUI.AccessibilityTraits {
        /// The SwiftUI traits with these member names (``SwiftUITraitMapping/memberNames``); other
        /// names are ignored. This switch is the only place a model trait becomes a SwiftUI trait.
        public init(memberNames: [String]) {
            self.init()
            for name in memberNames {
                switch name {
                case "isButton": insert(.isButton)
                case "isLink": insert(.isLink)
                case "isImage": insert(.isImage)
                case "isSelected": insert(.isSelected)
                case "playsSound": insert(.playsSound)
                case "isKeyboardKey": insert(.isKeyboardKey)
                case "isStaticText": insert(.isStaticText)
                case "isSummaryElement": insert(.isSummaryElement)
                case "updatesFrequently": insert(.updatesFrequently)
                case "isSearchField": insert(.isSearchField)
                case "startsMediaSession": insert(.startsMediaSession)
                case "allowsDirectInteraction": insert(.allowsDirectInteraction)
                case "causesPageTurn": insert(.causesPageTurn)
                case "isHeader": insert(.isHeader)
                case "isToggle":
                    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) { insert(.isToggle) }
                default: break
                }
            }
        }
    }
#endif
