import AccessibilityTree
import CarouselKit
import Foundation

/// Tells the JSON formats apart (see ``DumpFormat``) and hands the document to its reader.
struct JSONDumpDetector {
    let context: ImportContext

    func read(_ document: JSONNode) throws(ImportError) -> ImportedScreen {
        if let format = document["format"] {
            if format.string == ViewCapture.formatIdentifier {
                return try ViewCaptureReader(context: context).read(document)
            }
            guard format.string == ScreenDocument.formatIdentifier else {
                throw context.error(
                    .notADump, at: format.position,
                    "not an accessibility dump: \"format\" must be \"\(ScreenDocument.formatIdentifier)\" or "
                        + "\"\(ViewCapture.formatIdentifier)\"")
            }
            return try readScreenDocument(document)
        }
        if let tree = document["value"]?["tree"] ?? document["tree"], tree.members != nil {
            return ImportedScreen(
                screen: try IOSJSONReader(context: context, flavor: .webDriverAgent).read(roots: [tree]),
                format: .webDriverAgentJSON)
        }
        if isAXeNode(document) {
            return ImportedScreen(
                screen: try IOSJSONReader(context: context, flavor: .axe).read(roots: [document]), format: .axeJSON)
        }
        if let nodes = document.array, let first = nodes.first, isAXeNode(first),
            nodes.allSatisfy({ $0.members != nil })
        {
            return ImportedScreen(
                screen: try IOSJSONReader(context: context, flavor: .axe).read(roots: nodes), format: .axeJSON)
        }
        // WebDriverAgent's JSON page source (`/source?format=json`), as its response or the tree alone.
        if let tree = [document["value"], document].compactMap({ $0 }).first(where: {
            $0["type"] != nil && ($0["rect"] != nil || $0["frame"] != nil)
        }) {
            return ImportedScreen(
                screen: try IOSJSONReader(context: context, flavor: .webDriverAgent).read(roots: [tree]),
                format: .webDriverAgentJSON)
        }
        if MaestroHierarchyReader.isTree(document) {
            return try MaestroHierarchyReader(context: context).readTree(document)
        }
        if MaestroHierarchyReader.isElementList(document) {
            return try MaestroHierarchyReader(context: context).readElementList(document)
        }
        throw context.error(
            .notADump, at: document.position,
            "not an accessibility dump: the JSON has no \"format\" (screen document), \"value.tree\" "
                + "(WebDriverAgent), \"AXFrame\"/\"AXLabel\" (AXe) or \"attributes\" (Maestro) keys")
    }

    private func isAXeNode(_ node: JSONNode) -> Bool {
        node["AXFrame"] != nil || node["AXLabel"] != nil || node["AXUniqueId"] != nil
    }

    // MARK: - Screen documents

    private func readScreenDocument(_ document: JSONNode) throws(ImportError) -> ImportedScreen {
        for (key, value) in document.members ?? [] where !ScreenDocument.knownKeys.contains(key) {
            throw context.error(
                .invalidValue, at: value.position,
                "unknown key \"\(key)\" in a version \(ScreenDocument.currentVersion) screen document; "
                    + "expected only format, version, screen and components")
        }
        guard let versionNode = document["version"] else {
            throw context.error(.invalidValue, at: document.position, "a screen document needs a \"version\"")
        }
        guard let version = versionNode.number, version == version.rounded() else {
            throw context.error(.invalidValue, at: versionNode.position, "\"version\" must be an integer")
        }
        guard version == Double(ScreenDocument.currentVersion) else {
            throw context.error(
                .unsupportedVersion, at: versionNode.position,
                "screen document version \(AndroidDensity.format(version)) is not supported; this reader reads version \(ScreenDocument.currentVersion)"
            )
        }
        guard let screenNode = document["screen"] else {
            throw context.error(.invalidValue, at: document.position, "a screen document needs a \"screen\"")
        }
        let decoded: ScreenDocument
        do {
            decoded = try JSONDecoder().decode(ScreenDocument.self, from: Data(context.bytes))
        } catch let error as DecodingError {
            throw describe(error, in: document)
        } catch {
            throw context.error(.invalidValue, at: screenNode.position, "the screen cannot be decoded: \(error)")
        }
        var screen = decoded.screen
        // A density is pixels per dp: Android's buckets run from 0.75 (ldpi) to 4 (xxxhdpi).
        // Zero, a negative or an absurd one would turn every size into nonsense silently.
        if case .pixels(let density?) = screen.unit, !(0.5...8).contains(density) {
            let unitNode = screenNode["unit"]
            throw context.error(
                .invalidValue,
                at: unitNode?["pixels"]?["density"]?.position ?? unitNode?.position ?? screenNode.position,
                "density \(AndroidDensity.format(density)) is not valid; expected pixels per dp from 0.5 to 8 "
                    + "(2.625 for a 420 dpi phone), or no density to infer it")
        }
        screen.sourceFile = context.fileName
        screen.roots = annotate(
            screen.roots, nodes: screenNode["roots"]?.array ?? [], hidesZeroSize: screen.platform == .iOS,
            components: Set(decoded.components.map(\.id)))
        try checkUniqueIdentities(in: screen)
        try checkPlaceholders(
            of: decoded.components, in: screen, nodes: document["components"]?.array ?? [], fallback: document.position)
        return ImportedScreen(screen: screen, format: .screenDocument, components: decoded.components)
    }

    /// Each component needs exactly one placeholder element with its identity, and identities
    /// may not repeat: otherwise the component would silently not appear.
    private func checkPlaceholders(
        of components: [ComponentSpecification], in screen: AccessibilityScreen, nodes: [JSONNode],
        fallback: TextPosition
    ) throws(ImportError) {
        let index = ScreenIndex(screen)
        var seen: Set<ElementID> = []
        for (offset, component) in components.enumerated() {
            let position = offset < nodes.count ? nodes[offset].position : fallback
            guard seen.insert(component.id).inserted else {
                throw context.error(
                    .invalidValue, at: position, "two components have the id \"\(component.id)\"; ids must be unique")
            }
            guard let placeholder = index[component.id] else {
                throw context.error(
                    .invalidValue, at: position,
                    "the \(component.kind) \"\(component.id)\" has no placeholder: add an element with "
                        + "\"id\": \"\(component.id)\" to screen.roots where it goes on screen")
            }
            // A component replaces its placeholder's whole subtree, so a component placed inside
            // another's placeholder would vanish when the outer one is drawn.
            if let outer = components.first(where: {
                $0.id != component.id && index.ancestors(of: component.id).contains($0.id)
            }) {
                throw context.error(
                    .invalidValue, at: position,
                    "the \(component.kind) \"\(component.id)\" is placed inside the placeholder of the \(outer.kind) "
                        + "\"\(outer.id)\", which replaces everything inside it; place them side by side")
            }
            try checkOwnedIdentities(of: component, placeholder: placeholder, in: screen)
        }
    }

    /// A static element may not take an identity that the component gives one of its own parts
    /// (a carousel's `<id>.card.0`, `<id>.pause`, ...): the two would be confused by focus and by
    /// gesture scripts. Components that cannot be made are reported when they are made.
    private func checkOwnedIdentities(
        of specification: ComponentSpecification, placeholder: AccessibilityElement, in screen: AccessibilityScreen
    ) throws(ImportError) {
        guard let component = try? specification.makeComponent(for: screen.platform) else { return }
        let owned: (ElementID) -> Bool
        if let carousel = component as? Carousel {
            owned = { carousel.owns($0) }
        } else {
            let parts = Set(
                component.accessibilityElement(for: screen.platform, frame: placeholder.frame).subtree.map(\.id))
            owned = { parts.contains($0) }
        }
        var pending = screen.roots
        while let element = pending.popLast() {
            if element.id == specification.id { continue }
            if owned(element.id) {
                throw context.error(
                    .invalidValue, at: position(of: element),
                    "the element id \"\(element.id)\" is also the id of a part of the \(specification.kind) "
                        + "\"\(specification.id)\"; rename the element")
            }
            pending.append(contentsOf: element.children)
        }
    }

    /// Element identities must be unique: focus, findings and gesture scripts name elements by
    /// identity, and a repeated one would make every later element with it unreachable.
    ///
    /// - Complexity: O(n) in the number of elements.
    private func checkUniqueIdentities(in screen: AccessibilityScreen) throws(ImportError) {
        var seen: Set<ElementID> = []
        var pending = screen.roots.reversed() as [AccessibilityElement]
        while let element = pending.popLast() {
            guard seen.insert(element.id).inserted else {
                throw context.error(
                    .invalidValue, at: position(of: element),
                    "two elements have the id \"\(element.id)\"; ids must be unique")
            }
            pending.append(contentsOf: element.children.reversed())
        }
    }

    /// Where an element's JSON object starts (its annotated source), for errors about it.
    private func position(of element: AccessibilityElement) -> TextPosition {
        guard let source = element.source else { return TextPosition(line: 1, column: 1) }
        return TextPosition(line: source.line, column: source.column)
    }

    /// Gives every element without a `source` the position of its JSON object and, on iOS
    /// (`hidesZeroSize`), hides an element, an accessibility container or a component's placeholder
    /// (every component is one of the two) whose object gives a zero-size frame, as VoiceOver skips
    /// such a view (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:822-826; a
    /// zero-size view that only wraps subviews stays). The decoded model cannot tell a zero-size frame
    /// at the origin from no frame; the file can. Iterative.
    private func annotate(
        _ roots: [AccessibilityElement], nodes: [JSONNode], hidesZeroSize: Bool, components: Set<ElementID>
    ) -> [AccessibilityElement] {
        struct Frame {
            var element: AccessibilityElement
            var pending: [(AccessibilityElement, JSONNode?)]
            var next = 0
            var done: [AccessibilityElement] = []
        }
        func frame(_ element: AccessibilityElement, _ node: JSONNode?) -> Frame {
            var element = element
            if element.source == nil, let node {
                element.source = DumpLocation(
                    file: context.fileName, line: node.position.line, column: node.position.column)
            }
            if hidesZeroSize, node?["frame"] != nil, !element.isHidden, element.frame.width == 0,
                element.frame.height == 0,
                element.isAccessibilityElement || element.hasExplicitOrder || components.contains(element.id)
            {
                element.isHidden = true
                element.inferences.append("Hidden inferred: VoiceOver skips a zero-size element.")
            }
            let childNodes = node?["children"]?.array ?? []
            let pending = element.children.enumerated().map { index, child in
                (child, index < childNodes.count ? childNodes[index] : nil)
            }
            element.children = []
            return Frame(element: element, pending: pending)
        }
        var result: [AccessibilityElement] = []
        var stack: [Frame] = []
        for (index, root) in roots.enumerated() {
            stack.append(frame(root, index < nodes.count ? nodes[index] : nil))
            while let top = stack.last {
                if top.next < top.pending.count {
                    let (child, node) = top.pending[top.next]
                    stack[stack.count - 1].next += 1
                    stack.append(frame(child, node))
                } else {
                    var finished = top.element
                    finished.children = top.done
                    stack.removeLast()
                    if stack.isEmpty { result.append(finished) } else { stack[stack.count - 1].done.append(finished) }
                }
            }
        }
        return result
    }

    /// Turns a decoding error into an import error at the JSON value it concerns, naming the kind
    /// of document (`what`).
    func describe(_ error: DecodingError, in document: JSONNode, what: String = "screen document") -> ImportError {
        let path: [any CodingKey]
        let detail: String
        switch error {
        case .typeMismatch(let type, let context):
            path = context.codingPath
            detail = "expected \(type); \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            path = context.codingPath
            detail = "expected \(type), found null; \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            path = context.codingPath
            detail = "missing key \"\(key.stringValue)\""
        case .dataCorrupted(let context):
            path = context.codingPath
            detail = context.debugDescription
        @unknown default:
            path = []
            detail = "\(error)"
        }
        var node = document
        var shown = ""
        for key in path {
            if let index = key.intValue, let elements = node.array, index < elements.count {
                node = elements[index]
                shown += "[\(index)]"
            } else if let member = node[key.stringValue] {
                node = member
                shown += shown.isEmpty ? key.stringValue : "." + key.stringValue
            } else {
                break
            }
        }
        return context.error(
            .invalidValue, at: node.position,
            "invalid \(what)\(shown.isEmpty ? "" : " at \(shown)"): \(detail)")
    }
}
