import AccessibilityTree

/// Builds a tree from elements listed in document order with their depth, as the indented text
/// dumps (Compose semantics, Espresso view hierarchy) list them. Iterative: the open elements
/// are an explicit stack, so a hostile indentation cannot exhaust the call stack.
///
/// Each element's ``AccessibilityElement/id`` is its child-index path (`0.2.1`), as the XML
/// readers assign it. A depth more than one deeper than the open element's child is attached
/// to that open element (text dumps cut from logs sometimes lose a level).
struct TreeAssembler {
    private var stack: [(element: AccessibilityElement, childCount: Int)] = []
    private(set) var roots: [AccessibilityElement] = []
    /// Called on each element once all its children are in place.
    var finish: (inout AccessibilityElement) -> Void = { _ in }

    /// The number of open elements.
    var depth: Int { stack.count }

    /// Adds `element` at `depth` (0 for a root), closing the open elements at that depth or deeper.
    mutating func add(_ element: AccessibilityElement, depth: Int) {
        while stack.count > Swift.max(0, depth) { close() }
        var element = element
        if let parent = stack.last {
            element.id = ElementID(parent.element.id.rawValue + "." + String(parent.childCount))
            stack[stack.count - 1].childCount += 1
        } else {
            element.id = ElementID(String(roots.count))
        }
        stack.append((element, 0))
    }

    /// Closes every open element and returns the roots.
    mutating func finishAll() -> [AccessibilityElement] {
        while !stack.isEmpty { close() }
        return roots
    }

    private mutating func close() {
        guard var finished = stack.popLast()?.element else { return }
        finish(&finished)
        if stack.isEmpty {
            roots.append(finished)
        } else {
            stack[stack.count - 1].element.children.append(finished)
        }
    }
}
