import AccessibilityTree

extension ComposeSemanticsReader {
    /// The nodes Compose adds to a node that merges its descendants and has children of its own,
    /// which `printToLog` never prints (androidx `compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/semantics/SemanticsNode.kt`,
    /// `emitFakeNodes`): one carrying the node's role, last among its children, and one carrying
    /// its first content description, first (printed as a list joined with ", ", which cannot be
    /// told from one description holding a comma, so the whole printed list is taken: an unmerged
    /// node has one). The node itself then reports neither: the role's
    /// class only goes on a fake node or a node without children, and the content description
    /// only on a node that does not merge or has no children (androidx@0094ab0
    /// `AndroidComposeViewAccessibilityDelegateCompat.android.kt`,
    /// `populateAccessibilityNodeInfoProperties`). So TalkBack reads the content description,
    /// then the children, then the role ("Not selected, Large, Radio button"), and a fake Tab or
    /// Switch node carries Compose's role description. Only an unmerged tree prints the children
    /// that tell; a merged tree's merging nodes print none and are read as before.
    struct FakeNodes {
        private var merging: [Int: (role: ElementRole?, className: String?, description: String?, text: String?)] =
            [:]

        /// Records a node printed with `MergeDescendants = 'true'`: its role, content description
        /// and own text.
        mutating func note(_ element: AccessibilityElement, properties: [(String, String)]) {
            guard let line = element.source?.line,
                properties.contains(where: { $0.0 == "MergeDescendants" && $0.1 == "true" })
            else { return }
            var description: String?
            var text: String?
            var printedRole = false
            for (key, value) in properties {
                switch key {
                case "ContentDescription": description = Self.items(value)
                case "Text": text = Self.items(value)
                case "Role": printedRole = true
                default: break
                }
            }
            merging[line] = (
                printedRole ? element.role : nil, printedRole ? element.className : nil, description, text
            )
        }

        /// Adds the fake nodes to a finished merging node with visible children.
        func apply(to element: inout AccessibilityElement) {
            guard let line = element.source?.line, let facts = merging[line],
                facts.role != nil || facts.className != nil || facts.description != nil,
                element.children.contains(where: \.isVisible)
            else { return }
            var next = element.children.count
            func fake() -> AccessibilityElement {
                var node = AccessibilityElement(id: ElementID(element.id.rawValue + "." + String(next)))
                next += 1
                node.frame = element.frame
                node.source = element.source
                return node
            }
            if facts.role != nil || facts.className != nil {
                var node = fake()
                node.role = facts.role
                node.className = facts.className
                node.inferences.append("Fake node: Compose carries a merging node's role on a node after its children.")
                ComposeSemanticsReader.setRoleDescription(&node, "it is the fake node carrying its parent's role")
                // A tab or switch has no class, only the role description: the fake node is a
                // plain view that is not checkable, with no state of its own.
                if node.roleDescription != nil { node.role = nil }
                if element.role == facts.role { element.role = nil }
                if element.className == facts.className { element.className = nil }
                element.children.append(node)
            }
            if let description = facts.description {
                var node = fake()
                node.setAndroidLabel(contentDescription: description, text: nil)
                node.inferences.append(
                    "Fake node: Compose carries a merging node's content description on a node before its children.")
                element.setAndroidLabel(contentDescription: nil, text: facts.text)
                element.children.insert(node, at: 0)
            }
            element.inferences.append(
                "Merging node with children: Compose puts its role and content description on fake nodes.")
        }

        private static func items(_ value: String) -> String? {
            let inner = value.hasPrefix("[") && value.hasSuffix("]") ? String(value.dropFirst().dropLast()) : value
            return inner.nonEmpty
        }
    }
}
