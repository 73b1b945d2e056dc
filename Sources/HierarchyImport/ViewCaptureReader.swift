import AccessibilityTree
import Foundation

/// Reads a ``AccessibilityTree/ViewCapture`` (`"format": "accessible-carousel-view-capture"`)
/// into an iOS screen, deciding what VoiceOver can reach the way AccessibilitySnapshot's parser
/// does (cashapp/AccessibilitySnapshot@5b03db8,
/// Sources/AccessibilitySnapshot/Parser/Swift/Classes/AccessibilityHierarchyParser.swift):
///
/// - an object with `elementsHidden` hides itself and everything under it (:807-809);
/// - a view that is hidden, has alpha 0 or less, or has a zero size while it clips its bounds, is
///   an accessibility element or has an `accessibilityElements` array hides its subtree; a
///   zero-size view that only wraps subviews stays (:811-826);
/// - an accessibility element is one stop and hides its subtree (:830-832);
/// - children from `accessibilityElements` keep their order (:834-849); among subviews, when one
///   is `accessibilityViewIsModal`, only the last modal one is read (:851-860);
/// - `shouldGroupAccessibilityChildren` or an announced container keeps the subviews together,
///   sorted among themselves (:873-880, :885-914).
///
/// The first five are decided here (each as an ``AccessibilityTree/AccessibilityElement/isHidden``
/// with an inference saying why); the rest travel as model data (``AccessibilityTree/AccessibilityElement/isModal``,
/// `hasExplicitOrder`, `groupsChildren`, `containerType`) to ``AccessibilityTree/ReadingOrder``,
/// which sorts the way the parser does. Element identities are paths of child indices ("0.2.1").
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
        if let screen = document["screen"] { try checkKeys(of: screen, allowed: Self.screenKeys, what: "\"screen\"") }
        let capture: ViewCapture
        do {
            capture = try JSONDecoder().decode(ViewCapture.self, from: Data(context.bytes))
        } catch let error as DecodingError {
            throw JSONDumpDetector(context: context).describe(error, in: document, what: "view capture")
        } catch {
            throw context.error(.invalidValue, at: document.position, "the view capture cannot be decoded: \(error)")
        }
        let rootNodes = document["roots"]?.array ?? []
        var roots: [AccessibilityElement] = []
        for (index, root) in capture.roots.enumerated() {
            roots.append(
                try element(for: root, node: index < rootNodes.count ? rootNodes[index] : nil, path: [index]))
        }
        let screen = AccessibilityScreen(
            platform: .iOS, name: capture.name, size: capture.screen.size, unit: .points,
            layoutDirection: capture.screen.layoutDirection, language: capture.screen.language ?? "en",
            roots: roots, sourceFile: context.fileName)
        return ImportedScreen(screen: screen, format: .viewCapture)
    }

    /// One captured object and its subtree as model elements, iteratively.
    private func element(
        for root: CapturedObject, node rootNode: JSONNode?, path rootPath: [Int]
    ) throws(ImportError) -> AccessibilityElement {
        struct Frame {
            var element: AccessibilityElement
            var object: CapturedObject
            var node: JSONNode?
            var path: [Int]
            var next = 0
            var done: [AccessibilityElement] = []
        }
        func makeFrame(_ object: CapturedObject, _ node: JSONNode?, _ path: [Int], parent: CapturedObject?)
            throws(ImportError) -> Frame
        {
            if let node { try checkKeys(of: node, allowed: Self.objectKeys, what: "a \(object.kind) object") }
            if path.count > context.limits.maximumDepth {
                throw context.error(
                    .limitExceeded, at: node?.position ?? TextPosition(line: 1, column: 1),
                    "the capture nests deeper than the limit of \(context.limits.maximumDepth) levels")
            }
            return Frame(
                element: map(object, node: node, path: path, parent: parent), object: object, node: node, path: path)
        }
        var stack = [try makeFrame(root, rootNode, rootPath, parent: nil)]
        var count = 1
        while let top = stack.last {
            if top.next < top.object.children.count {
                let index = top.next
                stack[stack.count - 1].next += 1
                count += 1
                if count > context.limits.maximumElementCount {
                    throw context.error(
                        .limitExceeded, at: top.node?.position ?? TextPosition(line: 1, column: 1),
                        "the capture has more than the limit of \(context.limits.maximumElementCount) objects")
                }
                let childNodes = top.node?["children"]?.array ?? []
                stack.append(
                    try makeFrame(
                        top.object.children[index], index < childNodes.count ? childNodes[index] : nil,
                        top.path + [index], parent: top.object))
            } else {
                var finished = stack.removeLast()
                finished.element.children = finished.done
                if stack.isEmpty { return finished.element }
                stack[stack.count - 1].done.append(finished.element)
            }
        }
        return AccessibilityElement(id: ElementID(path: rootPath))
    }

    /// The model element for one object (without its children).
    private func map(
        _ object: CapturedObject, node: JSONNode?, path: [Int], parent: CapturedObject?
    ) -> AccessibilityElement {
        let (traits, unknownTraits) = object.traits.traitSet
        var inferences: [String] = []
        if !unknownTraits.isEmpty {
            inferences.append(
                "trait names this reader does not know were ignored: \(unknownTraits.joined(separator: ", "))")
        }
        if let reason = hidingReason(object) { inferences.append("hidden from VoiceOver: \(reason)") }
        // Modal scope applies among subviews only (the parser's :851-860); in an
        // accessibilityElements array a modal object is read like any other.
        let isModal = object.viewIsModal && (parent.map { $0.childrenSource == .subviews } ?? true)
        if object.viewIsModal && !isModal {
            inferences.append("accessibilityViewIsModal ignored: the object is in an accessibilityElements array")
        }
        return AccessibilityElement(
            id: ElementID(path: path), label: object.label, value: object.value, hint: object.hint, traits: traits,
            className: object.className, identifier: object.identifier, language: object.language,
            // The accessibilityFrame, not the path: the parser sorts by it (:628).
            frame: object.frame,
            activationPoint: object.activationPoint, isAccessibilityElement: object.isAccessibilityElement,
            isHidden: hidingReason(object) != nil, isModal: isModal,
            customActions: object.customActions.map { CustomAction(name: $0) },
            customRotors: object.customRotors.map { CustomRotor(name: $0, items: []) },
            containerType: Self.containerType(of: object),
            hasExplicitOrder: object.childrenSource == .accessibilityElements,
            groupsChildren: object.shouldGroupChildren,
            source: node.map {
                DumpLocation(file: context.fileName, line: $0.position.line, column: $0.position.column)
            },
            inferences: inferences)
    }

    /// The container type, with a real `UITabBar` as ``AccessibilityTree/ContainerType/tabBar``: UIKit
    /// has no such container type, but the parser treats the class as one (:378-409, 931-947). The
    /// one class check of this reader.
    private static func containerType(of object: CapturedObject) -> ContainerType {
        object.className == "UITabBar" ? .tabBar : object.containerType
    }

    /// Why VoiceOver skips the object and its subtree, or `nil` when it does not (the parser's :807-826).
    private func hidingReason(_ object: CapturedObject) -> String? {
        if object.elementsHidden { return "accessibilityElementsHidden" }
        guard object.kind == .view else { return nil }
        if object.isHidden { return "the view is hidden" }
        if object.alpha <= 0 { return "the view's alpha is 0" }
        let size = object.viewSize ?? object.frame.size
        guard size.width == 0, size.height == 0 else { return nil }
        if object.clipsToBounds { return "the view has zero size and clips to its bounds" }
        if object.isAccessibilityElement { return "the view has zero size and is an accessibility element" }
        if object.childrenSource == .accessibilityElements {
            return "the view has zero size and an accessibilityElements array"
        }
        return nil
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
