#if canImport(UIKit)
    import UIKit
    import AccessibilityTree
    import CarouselKit

    extension UIView {
        /// Makes this view (a `UITableViewCell` or `UICollectionViewCell`) one accessibility element
        /// read as a full sentence, as seed 002 does by hand: the views showing the texts are hidden
        /// from VoiceOver, and the cell takes the component's label, value, hint and traits.
        ///
        /// Pass a `GroupedCell` for seed 002's sentence built from data; any component's root element
        /// works. Call it again whenever the cell is configured with new data.
        ///
        /// Traits are replaced, not accumulated: every trait a component can set (including the
        /// state traits `.selected` and `.notEnabled`) comes from this component alone, so a reused
        /// cell never keeps the previous content's traits; the cell's other traits, which no
        /// component can set, are kept
        /// (``UIKitTraitMapping/replacingComponentTraits(of:with:settable:)``).
        ///
        /// ```swift
        /// let cell = try GroupedCell(
        ///     id: "player.0", template: "{name} is a player for {team}.",
        ///     fields: ["name": player.name, "team": player.team], hint: "Double tap to get more details")
        /// applyGroupedAccessibility(cell, hiding: [leftTextView, rightTextView])
        /// ```
        public func applyGroupedAccessibility(_ component: some AccessibilityComponent, hiding textViews: [UIView]) {
            let properties = UIKitAccessibilityProperties(
                component.accessibilityElement(for: .iOS, frame: ScreenRect(bounds)))
            for view in textViews {
                view.isAccessibilityElement = false
            }
            isAccessibilityElement = true
            accessibilityLabel = properties.label
            accessibilityValue = properties.value
            accessibilityHint = properties.hint
            accessibilityTraits = UIKitTraitMapping.replacingComponentTraits(
                of: accessibilityTraits, with: UIAccessibilityTraits(names: properties.traitNames),
                settable: UIAccessibilityTraits(names: Array(UIKitTraitMapping.publicTraitNames)))
        }
    }
#endif
