import AccessibilityTree

/// A screen of one platform made readable by the other platform's reader: iOS traits mapped to
/// the nearest Android semantics for TalkBack, Android roles and flags to the nearest iOS traits
/// for VoiceOver. An approximation, said so on the screen and on each element it changes
/// (``AccessibilityElement/inferences``): the two platforms expose different properties, so what
/// the other reader says is what it would say of the nearest equivalent screen, not of this app.
///
/// iOS to Android (TalkBack):
///
/// | iOS | Android |
/// |---|---|
/// | an accessibility element (not inside another) | a focusable node |
/// | button, link, tab, switch button traits | clickable; role button, link, tab, toggle (when the type gave none) |
/// | image, adjustable, search field traits | role image, slider, edit text (when the type gave none) |
/// | switch button with value 1 / 0 | checkable, checked / not checked |
/// | an `XCUIElementType…` class name | none: TalkBack reads roles from Android class names, so the mapped role decides |
/// | points | pixels at density 1 (1 pt = 1 dp) |
///
/// Android to iOS (VoiceOver):
///
/// | Android | iOS |
/// |---|---|
/// | focusable, clickable, checkable or screen-reader focusable node without such a descendant, or a labelled leaf | an accessibility element |
/// | an element without a label | the labels of its descendants, joined with ", " (as TalkBack composes them) |
/// | role button, link, image, tab | button, link, image, tab traits |
/// | role toggle, check box | switch button trait; role radio button: button trait |
/// | role slider | adjustable trait |
/// | role edit text | the type TextField |
/// | checked | value "1" (switch) or the selected trait (radio button) |
/// | pixels at a density | points (divided by the density) |
public enum CrossPlatformScreen {
    /// `screen` as `reader` would read the nearest equivalent on its own platform; `screen`
    /// itself when it is already of that platform.
    ///
    /// - Complexity: O(n) in the number of elements.
    public static func approximate(_ screen: AccessibilityScreen, for reader: ScreenReader) -> AccessibilityScreen {
        guard screen.platform != reader.platform else { return screen }
        var result = screen
        result.platform = reader.platform
        let note: String
        if reader == .talkBack {
            result.unit = .pixels(density: 1)
            result.roots = result.roots.map { toAndroid($0, insideElement: false) }
            note =
                "Cross-platform approximation: an iOS screen read by TalkBack; traits mapped to the nearest Android roles and flags, 1 pt read as 1 dp."
        } else {
            let density: Double
            if case .pixels(let known?) = screen.unit, known > 0 { density = known } else { density = 1 }
            result.unit = .points
            result.size = ScreenSize(width: screen.size.width / density, height: screen.size.height / density)
            result.roots = result.roots.map { toIOS($0, density: density).element }
            note =
                "Cross-platform approximation: an Android screen read by VoiceOver; roles and flags mapped to the nearest iOS traits, frames in points at density \(density)."
        }
        if !result.roots.isEmpty { result.roots[0].inferences.insert(note, at: 0) }
        return result
    }

    private static func toAndroid(_ element: AccessibilityElement, insideElement: Bool) -> AccessibilityElement {
        var node = element
        node.children = element.children.map {
            toAndroid($0, insideElement: insideElement || element.isAccessibilityElement)
        }
        var changes: [String] = []
        // VoiceOver does not look inside an element; TalkBack speaks a focusable node's
        // unfocusable descendants with it, so only the outermost element becomes focusable.
        if element.isAccessibilityElement, !insideElement, !node.isFocusable {
            node.isFocusable = true
            changes.append("focusable (an accessibility element)")
        }
        let traits = element.traits
        let clickable: [(AccessibilityTraitSet, ElementRole)] = [
            (.button, .button), (.link, .link), (.tab, .tab), (.switchButton, .toggle),
        ]
        for (trait, role) in clickable where traits.contains(trait) {
            if !node.isClickable, !insideElement {
                node.isClickable = true
                changes.append("clickable (the \(trait.names.joined()) trait)")
            }
            if node.role == nil || node.role == .text || node.role == .group {
                node.role = role
                changes.append("role \(role.rawValue)")
            }
        }
        for (trait, role) in [
            (AccessibilityTraitSet.image, ElementRole.image), (.adjustable, .slider), (.searchField, .editText),
        ]
        where traits.contains(trait) && node.role == nil {
            node.role = role
            changes.append("role \(role.rawValue) (the \(trait.names.joined()) trait)")
        }
        if traits.contains(.switchButton) || traits.contains(.toggleButton), !node.isCheckable, !insideElement {
            node.isCheckable = true
            node.checkedState = node.checkedState ?? (element.value == "1" ? .checked : .unchecked)
            if traits.contains(.switchButton) { node.value = nil }
            changes.append("checkable, \(node.checkedState == .checked ? "checked" : "not checked")")
        }
        // TalkBack takes a node's role from its Android class name; an iOS type name means
        // nothing to it, so the class name gives way to the role mapped above.
        if let className = node.className, className.hasPrefix("XCUIElementType") || className.hasPrefix("UIA") {
            node.className = nil
            changes.append("class name \(className) set aside (TalkBack reads roles from Android class names)")
        }
        if !changes.isEmpty {
            node.inferences.append(
                "Cross-platform approximation for TalkBack: " + changes.joined(separator: "; ") + ".")
        }
        return node
    }

    /// The element for VoiceOver, and whether it or a descendant is actionable.
    private static func toIOS(_ element: AccessibilityElement, density: Double) -> (
        element: AccessibilityElement, actionable: Bool
    ) {
        var node = element
        let converted = element.children.map { toIOS($0, density: density) }
        node.children = converted.map(\.element)
        let actionableDescendant = converted.contains { $0.actionable }
        node.frame = ScreenRect(
            x: element.frame.minX / density, y: element.frame.minY / density, width: element.frame.width / density,
            height: element.frame.height / density)
        let role = element.role ?? element.className.flatMap(ElementRole.init(androidClassName:))
        var changes: [String] = []
        let actionable =
            element.isFocusable || element.isClickable || element.isLongClickable || element.isCheckable
            || element.isScreenReaderFocusable
        let labelledLeaf = element.children.isEmpty && (element.label != nil || element.value != nil)
        // A container whose descendants act (a list of buttons) is not one element: they are.
        if (actionable && !actionableDescendant || labelledLeaf) && element.isVisible {
            node.isAccessibilityElement = true
            changes.append("an accessibility element")
            if node.label == nil, !element.children.isEmpty {
                let labels = element.subtree.dropFirst().compactMap(\.label).filter { !$0.isEmpty }
                if !labels.isEmpty {
                    node.label = labels.joined(separator: ", ")
                    changes.append("label from its descendants")
                }
            }
        }
        switch role {
        case .button: node.traits.insert(.button)
        case .link: node.traits.insert(.link)
        case .image: node.traits.insert(.image)
        case .tab: node.traits.insert(.tab)
        case .slider: node.traits.insert(.adjustable)
        case .toggle, .checkBox:
            node.traits.insert(.switchButton)
            node.value = element.checkedState == .checked ? "1" : "0"
        case .radioButton:
            node.traits.insert(.button)
            if element.checkedState == .checked { node.traits.insert(.selected) }
        case .editText:
            node.className = "XCUIElementTypeTextField"
            // A UITextField carries the private text-entry trait, which VoiceOver's text-field words need.
            node.traits.insert(.textEntry)
        default: break
        }
        if element.isClickable, role == nil, node.isAccessibilityElement { node.traits.insert(.button) }
        let added = node.traits.subtracting(element.traits)
        if !added.isEmpty { changes.append("traits " + added.names.joined(separator: ", ")) }
        if node.isAccessibilityElement || !added.isEmpty {
            node.inferences.append(
                "Cross-platform approximation for VoiceOver: " + changes.joined(separator: "; ") + ".")
        }
        return (node, actionable || actionableDescendant)
    }
}
