extension ViewCapture {
    /// The screen VoiceOver reads from this capture, deciding what it can reach the way
    /// AccessibilitySnapshot's parser does (cashapp/AccessibilitySnapshot@5b03db8,
    /// Sources/AccessibilitySnapshot/Parser/Swift/Classes/AccessibilityHierarchyParser.swift, `HP`):
    ///
    /// - an object with `elementsHidden` hides itself and everything under it (HP:807-809);
    /// - a view that is hidden, has alpha 0 or less, or has a zero size while it clips its bounds,
    ///   is an accessibility element or has an `accessibilityElements` array hides its subtree; a
    ///   zero-size view that only wraps subviews stays (HP:811-826);
    /// - modal scope applies among subviews only (HP:851-860): in an `accessibilityElements` array
    ///   a modal object is read like any other.
    ///
    /// Each is an ``AccessibilityElement/isHidden`` or ``AccessibilityElement/isModal`` with an
    /// inference saying why; elements, explicit order, grouping and containers travel as model data
    /// to ``ReadingOrder``, which sorts as the parser does. Frames are the accessibility frames
    /// (the parser sorts by them, HP:628). Element identities are paths of child indices ("0.2.1").
    ///
    /// - Parameter sourceFile: the file the capture was read from, for reports.
    /// - Complexity: O(n) in the number of objects; iterative.
    public func accessibilityScreen(sourceFile: String? = nil) -> AccessibilityScreen {
        AccessibilityScreen(
            platform: .iOS, name: name, size: screen.size, unit: .points, layoutDirection: screen.layoutDirection,
            language: screen.language ?? "en",
            roots: roots.enumerated().map { Self.element(for: $1, path: [$0]) }, sourceFile: sourceFile)
    }

    /// One object and its subtree as model elements, iteratively.
    static func element(for root: CapturedObject, path rootPath: [Int]) -> AccessibilityElement {
        struct Frame {
            var element: AccessibilityElement
            var object: CapturedObject
            var path: [Int]
            var next = 0
            var done: [AccessibilityElement] = []
        }
        var stack = [Frame(element: map(root, path: rootPath, parent: nil), object: root, path: rootPath)]
        while let top = stack.last {
            if top.next < top.object.children.count {
                let index = top.next
                stack[stack.count - 1].next += 1
                let child = top.object.children[index]
                let path = top.path + [index]
                stack.append(Frame(element: map(child, path: path, parent: top.object), object: child, path: path))
            } else {
                var finished = stack.removeLast()
                finished.element.children = finished.done
                if stack.isEmpty { return finished.element }
                stack[stack.count - 1].done.append(finished.element)
            }
        }
        return AccessibilityElement(id: ElementID(path: rootPath))
    }

    /// The model element for one object, without its children.
    private static func map(_ object: CapturedObject, path: [Int], parent: CapturedObject?) -> AccessibilityElement {
        let (traits, unknownTraits) = object.traits.traitSet
        var inferences: [String] = []
        if !unknownTraits.isEmpty {
            inferences.append(
                "trait names this reader does not know were ignored: \(unknownTraits.joined(separator: ", "))")
        }
        let hiding = hidingReason(object)
        if let hiding { inferences.append("hidden from VoiceOver: \(hiding)") }
        let isModal = object.viewIsModal && (parent.map { $0.childrenSource == .subviews } ?? true)
        if object.viewIsModal && !isModal {
            inferences.append("accessibilityViewIsModal ignored: the object is in an accessibilityElements array")
        }
        return AccessibilityElement(
            id: ElementID(path: path), label: object.label, value: object.value, hint: object.hint, traits: traits,
            className: object.className, identifier: object.identifier, language: object.language,
            frame: object.frame, activationPoint: object.activationPoint,
            isAccessibilityElement: object.isAccessibilityElement, isHidden: hiding != nil, isModal: isModal,
            customActions: object.customActions.map { CustomAction(name: $0) },
            customRotors: object.customRotors.map { CustomRotor(name: $0, items: []) },
            containerType: containerType(of: object), hasExplicitOrder: object.childrenSource == .accessibilityElements,
            groupsChildren: object.shouldGroupChildren, inferences: inferences)
    }

    /// The container type, with a real `UITabBar` as ``ContainerType/tabBar``: UIKit has no such
    /// container type, but the parser treats the class as one (HP:378-409, 931-947). The one class
    /// check of the capture reader.
    private static func containerType(of object: CapturedObject) -> ContainerType {
        object.className == "UITabBar" ? .tabBar : object.containerType
    }

    /// Why VoiceOver skips the object and its subtree, or `nil` when it does not (HP:807-826).
    private static func hidingReason(_ object: CapturedObject) -> String? {
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
}
