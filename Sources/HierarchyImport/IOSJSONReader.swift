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
/// | `isEnabled` ("1"/"0") | `enabled` | notEnabled trait |
/// | `isVisible` | — | isVisible |
/// | `isAccessible` | — | isAccessibilityElement |
/// | `rect` / `frame` | `frame` / `AXFrame` | frame (points) |
/// | — | `custom_actions` | custom actions |
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
                fields.hint = try JSONFieldReader(context: context, node: attributes, what: "attributes").string("hint")
            }
            fields.isEnabled = try reader.bool("isEnabled") ?? true
            fields.isVisible = try reader.bool("isVisible") ?? true
            fields.isAccessible = try reader.bool("isAccessible")
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
            fields.value = try reader.string("AXValue")
            fields.hint = try reader.string("help")
            fields.isEnabled = try reader.bool("enabled") ?? true
            if let frame = try reader.rect("frame") {
                fields.frame = frame
            } else if let frame = try reader.rect("AXFrame") {
                fields.frame = frame
            }
            if let actions = node["custom_actions"], !actions.isNull {
                guard let list = actions.array, list.allSatisfy({ $0.string != nil }) else {
                    throw reader.invalid("custom_actions", actions, expected: "an array of strings")
                }
                fields.customActions = list.compactMap(\.string)
            }
        }
        return fields
    }
}
