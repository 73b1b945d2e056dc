import AccessibilityTree

/// Reads the two iOS JSON trees: the legacy WebDriverAgent `/tree` (as idb keeps it) and AXe
/// `describe-ui`. Both feed ``IOSTreeBuilder``, so mapping and inferences match the XML reader.
///
/// | WebDriverAgent key | AXe key | field |
/// |---|---|---|
/// | `type` (`UIAButton`, `XCUIElementTypeButton`) | `type` (`Button`), else `role` without `AX` | type |
/// | `label` | `AXLabel` | label |
/// | `name` | `AXUniqueId` | identifier (unless it repeats the label) |
/// | `value` | `AXValue` | value |
/// | `attributes.hint` | `help` | hint |
/// | `attributes.hasKeyboardFocus` | — | isEditing on a text field, view or search field |
/// | `isEnabled` ("1"/"0") | `enabled` | notEnabled trait |
/// | `isVisible` | — | isVisible |
/// | `isAccessible` | — | isAccessibilityElement |
/// | `rect` / `frame` | `frame` / `AXFrame` | frame (points) |
/// | `customActions` (names joined with ",") | `custom_actions` | custom actions |
/// | `traits` (names joined with ", ", the JSON page source) | `traits` (a list, newer idb and AXe; private ones included) | traits |
/// | — | `subrole` | type (see `applyMacRole`) |
///
/// Decision: the legacy tree reports `isVisible` "0" for most of SpringBoard's on-screen
/// elements, so the flag is mapped as given; consumers that doubt it can ignore it.
struct IOSJSONReader {
    enum Flavor {
        case webDriverAgent, axe
    }

    let context: ImportContext
    let flavor: Flavor

    /// Reads the trees under `roots`.
    ///
    /// - Complexity: O(n) in the number of nodes; iterative.
    func read(roots: [JSONNode]) throws(ImportError) -> AccessibilityScreen {
        var builder = IOSTreeBuilder(fileName: context.fileName)
        var stack: [(children: [JSONNode], next: Int)] = [(roots, 0)]
        while let top = stack.last {
            if top.next < top.children.count {
                let node = top.children[top.next]
                stack[stack.count - 1].next += 1
                builder.start(try fields(of: node), position: node.position)
                stack.append((try reader(node).children(), 0))
            } else {
                stack.removeLast()
                if !stack.isEmpty { builder.end() }
            }
        }
        return builder.screen(sourceFile: context.fileName)
    }

    private func reader(_ node: JSONNode) -> JSONFieldReader {
        let type = node["type"]?.string ?? node["role"]?.string ?? "node"
        return JSONFieldReader(context: context, node: node, what: "a \(type) node")
    }

    private func fields(of node: JSONNode) throws(ImportError) -> IOSNodeFields {
        let reader = reader(node)
        var fields = IOSNodeFields()
        switch flavor {
        case .webDriverAgent:
            fields.type = try reader.string("type") ?? "Other"
            fields.valueMarksSelection = true
            fields.label = try reader.string("label")
            fields.name = try reader.string("name")
            fields.value = try reader.string("value")
            if let attributes = node["attributes"], attributes.members != nil {
                let attributeReader = JSONFieldReader(context: context, node: attributes, what: "attributes")
                fields.hint = try attributeReader.string("hint")
                fields.hasKeyboardFocus = try attributeReader.bool("hasKeyboardFocus") ?? false
            }
            fields.isEnabled = try reader.bool("isEnabled") ?? true
            fields.isVisible = try reader.bool("isVisible") ?? true
            fields.isAccessible = try reader.bool("isAccessible")
            if let actions = try reader.string("customActions") {
                fields.customActions = IOSNodeFields.customActionNames(actions)
            }
            fields.traitNames = try traitNames(reader)
            if let rect = try reader.rect("rect") {
                fields.frame = rect
            } else if let frame = try reader.rect("frame") {
                fields.frame = frame
            }
        case .axe:
            if let type = try reader.string("type") {
                fields.type = type
            } else if let role = try reader.string("role") {
                fields.type = role.hasPrefix("AX") ? String(role.dropFirst(2)) : role
            }
            fields.label = try reader.string("AXLabel")
            fields.name = try reader.string("AXUniqueId")
            fields.value = try axValue(reader)
            fields.hint = try reader.string("help")
            fields.isEnabled = try reader.bool("enabled") ?? true
            if let frame = try reader.rect("frame") {
                fields.frame = frame
            } else if let frame = try reader.rect("AXFrame") {
                fields.frame = frame
            }
            try applyMacRole(subrole: reader.string("subrole"), to: &fields)
            fields.traitNames = try traitNames(reader)
            if let actions = node["custom_actions"], !actions.isNull {
                guard let list = actions.array, list.allSatisfy({ $0.string != nil }) else {
                    throw reader.invalid("custom_actions", actions, expected: "an array of strings")
                }
                fields.customActions = list.compactMap(\.string)
            }
        }
        return fields
    }

    /// AXe reads the simulator through the Mac's accessibility translation, so an iOS element comes
    /// with a Mac role and subrole (facebook/idb@3f1bb6e `FBSimulatorControl/Commands/FBAXRoleVocabulary.swift`:
    /// the roles :83-89; the subroles :93-110, which the translator derives from traits:
    /// search field, tab button, toggle, secure text field). Each is read as the XCUITest type of the same
    /// element, so the type table (``IOSElementType``) gives it the traits WebDriverAgent's type would:
    ///
    /// | AXe | type |
    /// |---|---|
    /// | subrole `AXSwitch` (a `CheckBox`: the toggle trait) | Switch |
    /// | subrole `AXSearchField` (a `TextField`) | SearchField |
    /// | subrole `AXSecureTextField` (a `TextField`) | SecureTextField |
    /// | subrole `AXTabButton` | its role, with the tab trait |
    /// | `TextArea` | TextView |
    /// | `ScrollArea` / `WebArea` | ScrollView / WebView |
    private func applyMacRole(subrole: String?, to fields: inout IOSNodeFields) {
        let byRole = ["TextArea": "TextView", "ScrollArea": "ScrollView", "WebArea": "WebView"]
        let bySubrole = ["AXSwitch": "Switch", "AXSearchField": "SearchField", "AXSecureTextField": "SecureTextField"]
        if let subrole, let type = bySubrole[subrole] {
            fields.notes.append("Type \(type) read from the subrole \(subrole) of the \(fields.type).")
            fields.type = type
        } else if let type = byRole[fields.type] {
            fields.type = type
        }
        if subrole == "AXTabButton" {
            fields.statedTraits.insert(.tab)
            fields.notes.append("Tab trait read from the subrole AXTabButton (a tab bar button).")
        }
    }

    /// idb's trait names (facebook/idb@3f1bb6e `FBControlCore/Utility/FBAccessibilityTraits.swift:13-71`,
    /// the AXRuntime names without `AXTrait`) that differ from this model's; the others are the same or
    /// name traits VoiceOver does not speak.
    static let traitNames = [
        "SecureTextField": "SecureTextEntry", "TabButton": "Tab", "Toggle": "SwitchButton",
    ]

    /// `AXValue`: text, a number, or (newer idb, a switch's state) a flag, written as an `NSNumber`
    /// holding one describes itself: "1" or "0" (facebook/idb@3f1bb6e
    /// `FBControlCore/Commands/FBAccessibilityDocument.swift:878-891`).
    private func axValue(_ reader: JSONFieldReader) throws(ImportError) -> String? {
        if case .bool(let flag)? = reader.node["AXValue"]?.value { return flag ? "1" : "0" }
        return try reader.string("AXValue")
    }

    /// The `traits` of a JSON dump, as this model names them; `nil` when the dump has none.
    /// WebDriverAgent's JSON page source joins the names with ", " as its XML does; idb and AXe
    /// (newer versions) list them, private ones included.
    private func traitNames(_ reader: JSONFieldReader) throws(ImportError) -> [String]? {
        guard let member = reader.node["traits"], !member.isNull else { return nil }
        let names: [String]
        if let joined = member.string {
            names = joined.split(separator: ",").map { String(String($0).trimmingSpaces) }
        } else if let list = member.array, list.allSatisfy({ $0.string != nil }) {
            names = list.compactMap(\.string)
        } else {
            throw reader.invalid(
                "traits", member, expected: "an array of strings or a string of names joined with \", \"")
        }
        return names.filter { !$0.isEmpty && $0 != "None" }.map { Self.traitNames[$0] ?? $0 }
    }
}
