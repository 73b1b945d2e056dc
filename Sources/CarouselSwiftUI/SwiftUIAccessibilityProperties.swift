import AccessibilityTree

/// What the SwiftUI modifiers apply for one model element: each property maps 1:1 onto one
/// accessibility modifier.
///
/// The SwiftUI adapter's modifiers are one-line reads of these values, so the Linux tests check
/// exactly what SwiftUI would be given.
public struct SwiftUIAccessibilityProperties: Sendable, Hashable {
    /// The child behaviour for `accessibilityElement(children:)`.
    public enum ChildBehavior: String, Sendable, Hashable {
        /// `.ignore`: the view is one element and its children are hidden (a single-element carousel).
        case ignore
        /// `.contain`: the children stay separate elements inside the container.
        case contain
    }

    /// A custom rotor: `accessibilityRotor(_:entries:entryID:entryLabel:)`.
    public struct Rotor: Sendable, Hashable {
        /// One rotor entry: the element's identity (matched to a view's `id(_:)`) and its label.
        public struct Entry: Sendable, Hashable, Identifiable {
            /// The identity of the element the entry moves to.
            public var id: ElementID
            /// The entry's spoken label.
            public var label: String
        }

        /// The rotor's spoken name ("Cards").
        public var name: String
        /// The entries, in order.
        public var entries: [Entry]
    }

    /// The model element's identity.
    public var id: ElementID
    /// `accessibilityElement(children:)`.
    public var childBehavior: ChildBehavior
    /// `accessibilityHidden(_:)`.
    public var isHidden: Bool
    /// `accessibilityLabel(_:)`; `nil` applies no label.
    public var label: String?
    /// `accessibilityValue(_:)`; `nil` applies no value.
    public var value: String?
    /// `accessibilityHint(_:)`; `nil` applies no hint.
    public var hint: String?
    /// `accessibilityAddTraits(_:)`: the SwiftUI `AccessibilityTraits` member names.
    public var addedTraitNames: [String]
    /// `accessibilityRemoveTraits(_:)`: the member names of the traits the element lacks.
    public var removedTraitNames: [String]
    /// Whether `accessibilityAdjustableAction(_:)` is attached.
    public var isAdjustable: Bool
    /// `accessibilityActions(_:)`: one button per action, named as spoken.
    public var customActions: [CustomAction]
    /// `accessibilityRotor(_:entries:entryID:entryLabel:)`, one per model rotor.
    public var rotors: [Rotor]

    /// The SwiftUI properties of the element with the identity in a component's tree, or `nil`
    /// when the tree does not show it.
    ///
    /// SwiftUI views are not nested the way the model's elements are (a card view sits inside a
    /// scroll view, not inside the model's hidden "slides" group), so ``isHidden`` here is true
    /// when the element or any of its ancestors is hidden.
    ///
    /// - Complexity: O(n) in the size of the tree.
    public init?(of id: ElementID, in root: AccessibilityElement) {
        var stack: [(element: AccessibilityElement, hiddenAbove: Bool)] = [(root, false)]
        while let (element, hiddenAbove) = stack.popLast() {
            if element.id == id {
                self.init(element)
                isHidden = isHidden || hiddenAbove
                return
            }
            let hidden = hiddenAbove || element.isHidden
            stack.append(contentsOf: element.children.reversed().map { ($0, hidden) })
        }
        return nil
    }

    /// Reads the SwiftUI properties of a model element; rotor entries take their labels from the
    /// element's descendants.
    ///
    /// - Complexity: O(n) in the size of the element's subtree.
    public init(_ element: AccessibilityElement) {
        id = element.id
        childBehavior = element.isAccessibilityElement ? .ignore : .contain
        isHidden = element.isHidden
        label = element.label
        value = element.value
        hint = element.hint
        addedTraitNames = SwiftUITraitMapping.memberNames(of: element.traits)
        removedTraitNames = SwiftUITraitMapping.absentMemberNames(of: element.traits)
        isAdjustable = element.traits.contains(.adjustable)
        customActions = element.customActions
        let labels = Dictionary(
            element.subtree.map { ($0.id, $0.label ?? "") }, uniquingKeysWith: { first, _ in first })
        rotors = element.customRotors.map { rotor in
            Rotor(
                name: rotor.name,
                entries: rotor.items.map { Rotor.Entry(id: $0, label: labels[$0] ?? $0.rawValue) })
        }
    }
}
