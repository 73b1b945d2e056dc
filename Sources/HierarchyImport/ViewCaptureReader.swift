import AccessibilityTree
import Foundation

/// Reads a ``AccessibilityTree/ViewCapture`` (`"format": "accessible-carousel-view-capture"`)
/// into an iOS screen with ``AccessibilityTree/ViewCapture/accessibilityScreen(sourceFile:)``, which
/// decides what VoiceOver can reach the way AccessibilitySnapshot's parser does. This reader adds
/// what a file needs: unknown members and versions refused with their place, the import limits,
/// and each element's line and column.
struct ViewCaptureReader {
    let context: ImportContext

    private static let captureKeys: Set<String> = ["format", "version", "name", "screen", "roots"]
    private static let screenKeys: Set<String> = [
        "size", "scale", "systemVersion", "idiom", "contentSizeCategory", "layoutDirection", "language",
    ]
    private static let objectKeys: Set<String> = [
        "kind", "className", "isAccessibilityElement", "label", "value", "hint", "traits", "identifier", "language",
        "frame", "pathBounds", "activationPoint", "customActions", "customRotors", "containerType", "viewIsModal",
        "elementsHidden", "isHidden", "alpha", "clipsToBounds", "viewSize", "shouldGroupChildren", "navigationStyle",
        "respondsToUserInteraction", "userInputLabels", "childrenSource", "children",
    ]

    /// Reads the capture in `document`, whose `format` member has been checked.
    ///
    /// - Complexity: O(n) in the number of objects; iterative, so deep captures cannot exhaust the stack.
    func read(_ document: JSONNode) throws(ImportError) -> ImportedScreen {
        try checkKeys(of: document, allowed: Self.captureKeys, what: "a view capture")
        guard let versionNode = document["version"] else {
            throw context.error(.invalidValue, at: document.position, "a view capture needs a \"version\"")
        }
        guard let version = versionNode.number, version == version.rounded() else {
            throw context.error(.invalidValue, at: versionNode.position, "\"version\" must be an integer")
        }
        guard version == Double(ViewCapture.currentVersion) else {
            throw context.error(
                .unsupportedVersion, at: versionNode.position,
                "view capture version \(AndroidDensity.format(version)) is not supported; this reader reads "
                    + "version \(ViewCapture.currentVersion)")
        }
        if let screen = document["screen"] {
            try checkKeys(of: screen, allowed: Self.screenKeys, what: "\"screen\"")
            if let scale = screen["scale"], let value = scale.number, value <= 0 {
                throw context.error(
                    .invalidValue, at: scale.position,
                    "scale \(AndroidDensity.format(value)) is not valid; expected pixels per point, such as 2 or 3")
            }
        }
        try checkObjects(document["roots"]?.array ?? [])
        let capture: ViewCapture
        do {
            capture = try JSONDecoder().decode(ViewCapture.self, from: Data(context.bytes))
        } catch let error as DecodingError {
            throw JSONDumpDetector(context: context).describe(error, in: document, what: "view capture")
        } catch {
            throw context.error(.invalidValue, at: document.position, "the view capture cannot be decoded: \(error)")
        }
        var screen = capture.accessibilityScreen(sourceFile: context.fileName)
        screen.roots = annotate(screen.roots, nodes: document["roots"]?.array ?? [])
        return ImportedScreen(screen: screen, format: .viewCapture)
    }

    /// Checks every object's members, the nesting depth and the object count, iteratively.
    private func checkObjects(_ roots: [JSONNode]) throws(ImportError) {
        var pending = roots.map { (node: $0, depth: 1) }
        var count = 0
        while let (node, depth) = pending.popLast() {
            count += 1
            if count > context.limits.maximumElementCount {
                throw context.error(
                    .limitExceeded, at: node.position,
                    "the capture has more than the limit of \(context.limits.maximumElementCount) objects")
            }
            if depth > context.limits.maximumDepth {
                throw context.error(
                    .limitExceeded, at: node.position,
                    "the capture nests deeper than the limit of \(context.limits.maximumDepth) levels")
            }
            let kind = node["kind"]?.string ?? "capture"
            try checkKeys(of: node, allowed: Self.objectKeys, what: "a \(kind) object")
            for key in ["frame", "pathBounds", "viewSize"] {
                for side in ["width", "height"] {
                    if let length = node[key]?[side], let value = length.number, value < 0 {
                        throw context.error(
                            .invalidValue, at: length.position,
                            "\(key).\(side) is \(AndroidDensity.format(value)); a size cannot be negative")
                    }
                }
            }
            pending.append(contentsOf: (node["children"]?.array ?? []).reversed().map { ($0, depth + 1) })
        }
    }

    /// Gives every element the line and column of its JSON object, walking both trees together.
    private func annotate(_ roots: [AccessibilityElement], nodes: [JSONNode]) -> [AccessibilityElement] {
        roots.enumerated().map { index, root in
            var pending: [(path: [Int], node: JSONNode)] = index < nodes.count ? [([], nodes[index])] : []
            var locations: [[Int]: DumpLocation] = [:]
            while let (path, node) = pending.popLast() {
                locations[path] = DumpLocation(
                    file: context.fileName, line: node.position.line, column: node.position.column)
                for (offset, child) in (node["children"]?.array ?? []).enumerated() {
                    pending.append((path + [offset], child))
                }
            }
            return Self.located(root, locations: locations)
        }
    }

    /// The element with each node's location set from `locations`, keyed by the path below the root.
    private static func located(_ root: AccessibilityElement, locations: [[Int]: DumpLocation]) -> AccessibilityElement
    {
        struct Frame {
            var element: AccessibilityElement
            var path: [Int]
            var next = 0
            var done: [AccessibilityElement] = []
        }
        var stack = [Frame(element: root, path: [])]
        stack[0].element.source = locations[[]]
        while let top = stack.last {
            if top.next < top.element.children.count {
                var child = top.element.children[top.next]
                stack[stack.count - 1].next += 1
                let path = top.path + [top.next]
                child.source = locations[path]
                stack.append(Frame(element: child, path: path))
            } else {
                var finished = stack.removeLast()
                finished.element.children = finished.done
                if stack.isEmpty { return finished.element }
                stack[stack.count - 1].done.append(finished.element)
            }
        }
        return root
    }

    /// Refuses members the format does not define, so a misspelt property is not silently ignored.
    private func checkKeys(of node: JSONNode, allowed: Set<String>, what: String) throws(ImportError) {
        for (key, value) in node.members ?? [] where !allowed.contains(key) {
            throw context.error(
                .invalidValue, at: value.position,
                "unknown key \"\(key)\" in \(what) of a version \(ViewCapture.currentVersion) view capture; expected "
                    + allowed.sorted().joined(separator: ", "))
        }
    }
}
