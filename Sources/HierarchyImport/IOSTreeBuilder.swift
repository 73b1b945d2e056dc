import AccessibilityTree

/// Builds the element tree of an iOS dump from start and end events, so the XML and JSON
/// readers share one mapping. Iterative: the open elements are an explicit stack.
///
/// Mapping: `label` -> label; `name` -> identifier unless it repeats the label (WebDriverAgent's
/// `name` is the identifier, or the label when there is none); `value` -> value; `enabled=false`
/// -> ``AccessibilityTraitSet/notEnabled``; `visible` -> ``AccessibilityElement/isVisible``;
/// frame in points, as given (not clipped; may be negative); `type` -> className.
///
/// Inferences, recorded in ``AccessibilityElement/inferences``:
///
/// | what | rule |
/// |---|---|
/// | traits (no `traits` attribute) | from the type, see ``IOSElementType`` |
/// | isAccessibilityElement (no `accessible` attribute) | from the type, see ``IOSElementType`` |
/// | value of StaticText / TextView equal to its label, but for spaces around it (web text) | dropped: XCUITest copies the text into value; a label's accessibilityValue is empty |
/// | Switch value "0" / "1" / "2" | checkedState unchecked / checked / mixed |
/// | text entry with the keyboard focus (`Keyboard Focused`, `hasKeyboardFocus`) | isEditing trait (UIKit's first responder) |
/// | Button value "1" from WebDriverAgent (XML or JSON) with neither traits nor `selected` | selected trait, value dropped (WebDriverAgent writes "1" for a selected button without a value) |
/// | Cell that is an element and holds a Switch with the cell's value | takes the switch's switchButton trait and checked state (UIKit merges an accessory switch into its cell) |
/// | StaticText directly in a NavigationBar | header trait (the bar's title) |
/// | CollectionView, Table | groupsChildren (UIKit's collection and table views are accessibility containers) |
/// | text field, search field or text view whose value equals its label | value dropped (XCUITest's placeholder) |
/// | Button directly in a NavigationBar named `BackButton`, or the bar's first button at its leading edge | backButton trait |
/// | Button directly in a TabBar | tab trait |
/// | Alert, Sheet, and every element holding one (below the Application) | modal: among siblings only the modal one is read, so the alert's branch wins at every level |
/// | `accessible="true"` on an element (not a Table) with an element inside also `accessible="true"` | not an accessibility element: WebDriverAgent reports an element accessible only when no ancestor but a table is one, and reports a cell or text field accessible for its first child or a nested element (`XCUIElement+FBWebDriverAttributes.m:210-239` at c279b4c) |
/// | zero-size accessibility element | hidden (VoiceOver skips zero-size views) |
/// | `visible="false"` element inside a visible sibling element's frame | hidden (see ``hideOccluded(_:subtreeVisible:scrolls:)``) |
/// | subtree wholly `visible="false"` under a later visible sibling covering it, outside scrolling containers | hidden (a screen presented over it) |
///
/// `visible="false"` alone hides nothing: WebDriverAgent copies XCTest's own visibility estimate
/// (`XCUIElement+FBIsVisible.m:47-76`), which is false for off-screen and covered elements too, which
/// VoiceOver reaches (it scrolls to them).
struct IOSTreeBuilder {
    private struct Open {
        var element: AccessibilityElement
        var type: IOSElementType
        var fields: IOSNodeFields
        var childCount = 0
        var buttonCount = 0
        /// Whether anything in each closed child's subtree is visible, in child order.
        var childSubtreeVisible: [Bool] = []
        /// Whether a scrolling container (scroll view, table, collection view) is around this element.
        var insideScroll = false
        /// Whether an alert or sheet is in this element's subtree (closed so far).
        var holdsModal = false
        /// Whether an element below this one (closed so far) is reported accessible.
        var holdsAccessible = false
    }

    let fileName: String
    private var stack: [Open] = []
    private(set) var roots: [AccessibilityElement] = []

    init(fileName: String) { self.fileName = fileName }

    var isEmpty: Bool { stack.isEmpty }

    /// Opens an element.
    mutating func start(_ fields: IOSNodeFields, position: TextPosition?) {
        let id: ElementID
        if let parent = stack.last {
            id = ElementID(parent.element.id.rawValue + "." + String(parent.childCount))
            stack[stack.count - 1].childCount += 1
        } else {
            id = ElementID(String(roots.count))
        }
        let type = IOSElementType(raw: fields.type)
        var element = AccessibilityElement(id: id)
        element.className = fields.type
        element.label = fields.label?.nonEmpty
        if let name = fields.name?.nonEmpty, name != element.label { element.identifier = name }
        element.value = fields.value?.nonEmpty
        element.hint = fields.hint?.nonEmpty
        element.frame = fields.frame
        element.isVisible = fields.isVisible
        element.role = type.role
        element.customActions = fields.customActions.map { CustomAction(name: $0) }
        element.inferences += fields.notes
        if let position {
            element.source = DumpLocation(file: fileName, line: position.line, column: position.column)
        }
        if let names = fields.traitNames, !names.isEmpty {
            for name in names {
                let key = name.prefix(1).lowercased() + name.dropFirst()
                if let trait = AccessibilityTraitSet(name: key) {
                    element.traits.insert(trait)
                } else {
                    element.inferences.append("Unknown trait \(name) in the dump ignored.")
                }
            }
            var added = type.privateTraits.subtracting(element.traits)
            if type.name == "TextView", element.traits.contains(.staticText) { added = [] }
            if !added.isEmpty {
                element.traits.formUnion(added)
                element.inferences.append(
                    "Traits \(added.names.joined(separator: ", ")) inferred from the type \(type.name) (UIKit keeps them private, so dumps never list them)."
                )
            }
        } else if !type.traits.isEmpty {
            element.traits = type.traits
            let why = fields.traitNames == nil ? "the dump has no traits" : "traits=\"\" means no public trait"
            element.inferences.append(
                "Traits \(type.traits.names.joined(separator: ", ")) inferred from the type \(type.name) (\(why))."
            )
        }
        if !fields.isEnabled { element.traits.insert(.notEnabled) }
        element.traits.formUnion(fields.statedTraits)
        if fields.isSelected { element.traits.insert(.selected) }
        if fields.valueMarksSelection, type.name == "Button", element.value == "1", fields.traitNames == nil,
            !fields.isSelectionKnown
        {
            // WebDriverAgent writes a button's value, else "1" when it is selected; without traits or a
            // `selected` attribute that "1" is the only sign of the selection VoiceOver speaks.
            element.traits.insert(.selected)
            element.value = nil
            element.inferences.append(
                "Selected inferred from value \"1\": WebDriverAgent writes it for a selected button without a value, and the dump lists no traits."
            )
        }
        if element.traits.contains(.selected), element.value == "1", !type.isSwitch,
            type.name == "Button" || element.traits.contains(.button)
        {
            element.value = nil
            element.inferences.append(
                "Value \"1\" dropped: WebDriverAgent writes it for a selected button without a value; VoiceOver says Selected instead."
            )
        }
        if fields.hasKeyboardFocus, element.traits.contains(.textEntry), !element.traits.contains(.isEditing) {
            // UIKit gives the first responder among text fields the private editing trait
            // (AccessibilitySnapshot@5b03db8 UIAccessibility+SnapshotAdditions.swift:588).
            element.traits.insert(.isEditing)
            element.inferences.append("Trait isEditing inferred: the text field has the keyboard focus.")
        }
        if type.name == "TabBar" { element.containerType = .tabBar }
        if type.name == "CollectionView" || type.name == "Table" {
            element.groupsChildren = true
            element.inferences.append(
                "Children kept together: a \(type.name) is an accessibility container, read as one block.")
        }
        if type.privateTraits.contains(.textEntry), element.value != nil, element.value == element.label {
            element.value = nil
            element.inferences.append(
                "Value dropped: it repeats the label, the placeholder WebDriverAgent writes for an empty field.")
        }
        if type.isModal {
            element.isModal = true
            element.inferences.append("Modal inferred: an \(type.name) blocks the elements behind it.")
        }
        if type.isSwitch, let value = element.value {
            switch value {
            case "0": element.checkedState = .unchecked
            case "1": element.checkedState = .checked
            case "2": element.checkedState = .mixed
            default: break
            }
        }
        if type.name == "StaticText" || type.name == "TextView", let value = element.value, let label = element.label,
            value.trimmingSpaces == label.trimmingSpaces
        {
            // Web text's value keeps the spaces around it that its label drops ("Or " for "Or").
            element.value = nil
            element.inferences.append("Value dropped: it repeats the label, as XCUITest reports a text's content.")
        }
        let insideScroll = stack.last.map { $0.insideScroll || $0.type.scrolls } ?? false
        stack.append(Open(element: element, type: type, fields: fields, insideScroll: insideScroll))
    }

    /// How the inference names the elements of a type that are accessibility elements.
    private static func kind(of type: IOSElementType) -> String {
        switch type.elementRule {
        case .always: "a \(type.name)"
        case .leaf: "a \(type.name) without children"
        case .whenLabelled, .whenLabelledLeaf, .never: "a labelled \(type.name)"
        }
    }

    /// Closes the innermost open element.
    mutating func end() {
        guard let open = stack.popLast() else { return }
        var element = open.element
        let type = open.type
        let isLabelled = element.label != nil || (type.role == .text && element.value != nil)
        if let accessible = open.fields.isAccessible {
            element.isAccessibilityElement = accessible
            if accessible, open.holdsAccessible, type.name != "Table" {
                // WebDriverAgent calls an element accessible only when no ancestor but a table is an
                // accessibility element, and calls a cell or text field accessible for its first child
                // or a nested element: one with an accessible element below it is not an element itself.
                element.isAccessibilityElement = false
                element.inferences.append(
                    "Not an accessibility element: reported accessible, but so is an element inside it, which "
                        + "WebDriverAgent reports only when no ancestor is one (a \(type.name) is reported for its child)."
                )
            }
        } else {
            switch type.elementRule {
            case .always: element.isAccessibilityElement = true
            case .whenLabelled: element.isAccessibilityElement = isLabelled
            case .whenLabelledLeaf: element.isAccessibilityElement = isLabelled && element.children.isEmpty
            case .leaf: element.isAccessibilityElement = element.children.isEmpty
            case .never: element.isAccessibilityElement = false
            }
            if element.isAccessibilityElement {
                element.inferences.append(
                    "isAccessibilityElement inferred: \(Self.kind(of: type)) is one (the dump has no accessible attribute)."
                )
            }
        }
        if element.isAccessibilityElement, open.fields.hasFrame, element.frame.width == 0, element.frame.height == 0 {
            element.isHidden = true
            element.inferences.append("Hidden inferred: VoiceOver skips a zero-size element.")
        }
        Self.hideOccluded(
            &element.children, subtreeVisible: open.childSubtreeVisible, scrolls: open.insideScroll || type.scrolls)
        let subtreeVisible = element.isVisible || open.childSubtreeVisible.contains(true)
        if open.holdsModal, !element.isModal, type.name != "Application" {
            element.isModal = true
            element.inferences.append(
                "Modal inferred: it holds an alert or sheet, so VoiceOver cannot reach what lies beside it.")
        }
        if type.name == "Cell", element.isAccessibilityElement, let value = element.value,
            let toggle = Self.firstSwitch(in: element), toggle.value == value
        {
            element.traits.insert(.switchButton)
            element.checkedState = toggle.checkedState
            element.inferences.append(
                "Switch button inferred: the cell holds a switch with the same value, which UIKit merges into the cell."
            )
        }
        if let parentIndex = stack.indices.last {
            let parentType = stack[parentIndex].type
            if open.fields.traitNames == nil, parentType.name == "NavigationBar", type.name == "StaticText" {
                element.traits.insert(.header)
                element.inferences.append("Header inferred: the title of a navigation bar.")
            }
            // Back buttons and tabs carry private traits: inferred whatever the dump's traits say.
            if !element.traits.contains(.backButton), !element.traits.contains(.tab) {
                if parentType.name == "NavigationBar", type.name == "Button" {
                    let isFirstAtLeadingEdge =
                        stack[parentIndex].buttonCount == 0
                        && element.frame.minX - stack[parentIndex].element.frame.minX <= 8
                    if open.fields.name == "BackButton" {
                        element.traits.insert(.backButton)
                        element.inferences.append("Back button inferred: a navigation bar's button named BackButton.")
                    } else if isFirstAtLeadingEdge {
                        element.traits.insert(.backButton)
                        element.inferences.append(
                            "Back button inferred: the first button at the leading edge of a navigation bar.")
                    }
                }
                if parentType.name == "TabBar", type.name == "Button" {
                    element.traits.insert(.tab)
                    element.inferences.append("Tab inferred: a button of a tab bar.")
                }
            }
            if type.name == "Button" { stack[parentIndex].buttonCount += 1 }
            stack[parentIndex].element.children.append(element)
            stack[parentIndex].childSubtreeVisible.append(subtreeVisible)
            if open.holdsModal || type.isModal { stack[parentIndex].holdsModal = true }
            if open.holdsAccessible || open.fields.isAccessible == true { stack[parentIndex].holdsAccessible = true }
        } else {
            roots.append(element)
        }
    }

    private static func firstSwitch(in element: AccessibilityElement) -> AccessibilityElement? {
        var pending = element.children.reversed() as [AccessibilityElement]
        while let next = pending.popLast() {
            if next.className.map({ IOSElementType(raw: $0).isSwitch }) == true { return next }
            pending.append(contentsOf: next.children.reversed())
        }
        return nil
    }

    /// The screen: one root per top-level element; the size is the largest root frame's.
    func screen(sourceFile: String) -> AccessibilityScreen {
        let largest = roots.max { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }
        let application = roots.first { $0.className.map { IOSElementType(raw: $0).name == "Application" } == true }
        return AccessibilityScreen(
            platform: .iOS,
            name: application?.label.map { String($0.trimmingSpaces) }?.nonEmpty ?? application?.identifier,
            size: largest.map { ScreenSize(width: $0.frame.maxX, height: $0.frame.maxY) } ?? .zero, unit: .points,
            roots: roots, sourceFile: sourceFile)
    }
}
