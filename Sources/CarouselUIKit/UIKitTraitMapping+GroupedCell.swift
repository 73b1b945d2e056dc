import AccessibilityTree

extension UIKitTraitMapping {
    /// The traits a view shows after a component's element is applied to it, as
    /// `applyGroupedAccessibility(_:hiding:)` does each time a reused cell is configured.
    ///
    /// Decision: the component owns every trait it can set through UIKit (``publicTraitNames``):
    /// those are replaced by the element's traits, never added to, so a cell reused for other
    /// content does not keep the previous content's traits (an `adjustable` or `button` that no
    /// longer applies). The state traits `selected` and `notEnabled` are replaced too: a reused
    /// cell must not keep the previous row's state; a state that should be spoken belongs in the
    /// component's element. Every other trait the view has (a bit with no public
    /// `UIAccessibilityTraits` member, such as the ones UIKit keeps private) is the view's own and
    /// is kept, as UIKit keeps a view's traits that nobody sets.
    ///
    /// Generic over the set, so UIKit passes `UIAccessibilityTraits` and the Linux tests pass trait
    /// names: the same computation either way.
    ///
    /// - Parameters:
    ///   - viewTraits: the view's traits now (including what an earlier configuration set).
    ///   - componentTraits: the traits of the component's element.
    ///   - settable: every trait a component can set (``publicTraitNames`` as a set).
    /// - Returns: the view's own traits with the component's.
    public static func replacingComponentTraits<Traits: SetAlgebra>(
        of viewTraits: Traits, with componentTraits: Traits, settable: Traits
    ) -> Traits {
        viewTraits.subtracting(settable).union(componentTraits)
    }
}
