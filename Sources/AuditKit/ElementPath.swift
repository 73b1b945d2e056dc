import AccessibilityTree

/// A readable path to an element, for reports: `RecyclerView#related_list > CardView[3]`.
///
/// Each step is the element's kind (the class's simple name, without `XCUIElementType`; else
/// its role; else "element"), then `#` and its identifier (a resource-id without its
/// `package:id/` part) when it has one, else `[n]` (1-based) when its parent has several children
/// of that kind. The path starts at the innermost identified ancestor (else the root) and keeps
/// at most the last three steps below it; `…` marks each part left out.
enum ElementPath {
    /// The path of `element`, whose ancestors (outermost first) are `ancestors`.
    ///
    /// `countedChildren` gives a parent's children counted by kind once (``CountedChildren``),
    /// when the caller keeps them: a parent of thousands of children (a web page's links) would
    /// otherwise be read once for each of its children's findings. Without it, or when it gives
    /// `nil`, each step counts its siblings itself.
    ///
    /// - Complexity: O(d · c) for depth d and c children per level; O(d) for the levels whose
    ///   children `countedChildren` gives.
    static func readable(
        _ element: AccessibilityElement, ancestors: [AccessibilityElement],
        countedChildren: (AccessibilityElement) -> CountedChildren? = { _ in nil }
    ) -> String {
        let chain = ancestors + [element]
        // Only the kept steps are written: a step counts its siblings, and a stacked or long
        // screen's upper levels hold hundreds that no kept step needs.
        func step(at index: Int) -> String {
            guard index > 0 else { return Self.step(chain[index], siblings: []) }
            let parent = chain[index - 1]
            if let counted = countedChildren(parent) { return counted.step(of: chain[index]) }
            return Self.step(chain[index], siblings: parent.children)
        }
        // The anchor: the innermost identified ancestor, else the root; then at most three steps.
        let anchor = ancestors.lastIndex { $0.identifier?.isEmpty == false } ?? 0
        var kept = [step(at: anchor)]
        if chain.count - (anchor + 1) > 3 { kept.append("…") }
        kept += (Swift.max(anchor + 1, chain.count - 3)..<chain.count).map { step(at: $0) }
        return (anchor > 0 ? ["…"] + kept : kept).joined(separator: " > ")
    }

    /// A resource-id without its `package:id/` part: what follows the first `:id/`.
    static func shortIdentifier(_ identifier: String) -> String {
        // An ASCII identifier (nearly every one) is searched as bytes, the same first place
        // Foundation's search finds.
        let ascii = identifier.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let marker: [UInt8] = Array(":id/".utf8)
            guard bytes.count >= marker.count else { return identifier }
            for start in 0...(bytes.count - marker.count)
            where bytes[start..<(start + marker.count)].elementsEqual(marker) {
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + marker.count)...]), as: UTF8.self)
            }
            return identifier
        }
        if let ascii = ascii ?? nil { return ascii }
        return identifier.range(of: ":id/").map { String(identifier[$0.upperBound...]) } ?? identifier
    }

    fileprivate static func kind(_ element: AccessibilityElement) -> String {
        guard let className = element.className, !className.isEmpty else { return element.role?.rawValue ?? "element" }
        var simple = AccessibilityElement.lastDotComponent(of: className)
        if simple.hasPrefix("XCUIElementType"), simple.count > "XCUIElementType".count {
            simple = String(simple.dropFirst("XCUIElementType".count))
        }
        return simple
    }

    /// Whether the element's kind (``kind(_:)``) may be `name`, an ASCII name: an ASCII class
    /// name's kind is its end (the last part after a `.`, perhaps without `XCUIElementType`), so
    /// one that does not end with `name` has another kind. Asked of every sibling of every step
    /// written, it spares building their simple names. Other names (whose equal texts may differ
    /// in bytes), and a class name ending in `.`, are left to ``kind(_:)``.
    private static func mayBeOfKind(_ element: AccessibilityElement, _ name: String) -> Bool {
        guard let className = element.className else { return true }
        // Read from both strings' bytes in place, the end first: a name that ends with the kind
        // may be of it whatever else holds, so the whole name is scanned for non-ASCII bytes only
        // when its end differs.
        let answer = className.utf8.withContiguousStorageIfAvailable { whole in
            name.utf8.withContiguousStorageIfAvailable { end -> Bool in
                if whole.count >= end.count,
                    UnsafeBufferPointer(rebasing: whole[(whole.count - end.count)...]).elementsEqual(end)
                {
                    return true
                }
                guard let last = whole.last, last != UInt8(ascii: "."), whole.allSatisfy({ $0 < 0x80 }) else {
                    return true
                }
                return false
            }
        }
        if let answer = answer ?? nil { return answer }
        guard let last = className.utf8.last, last != UInt8(ascii: "."), className.utf8.allSatisfy({ $0 < 0x80 })
        else { return true }
        let (whole, end) = (className.utf8, name.utf8)
        return whole.count >= end.count && whole.suffix(end.count).elementsEqual(end)
    }

    /// A parent's children counted by kind in one pass, so each child's step is found without
    /// reading its siblings again: what ``step(_:siblings:)`` gives for each of them.
    struct CountedChildren {
        /// Each child's kind and its place (from 0) among the children of that kind.
        private var places: [ElementID: (kind: String, place: Int)] = [:]
        /// How many children each kind has.
        private var counts: [String: Int] = [:]

        init(_ children: [AccessibilityElement]) {
            places.reserveCapacity(children.count)
            for child in children {
                let kind = ElementPath.kind(child)
                let count = counts[kind, default: 0]
                // The first child of an identity keeps its place, as a step finds it.
                if places[child.id] == nil { places[child.id] = (kind, count) }
                counts[kind] = count + 1
            }
        }

        /// The step of `element`, a child of the counted parent (else it is counted as having no
        /// siblings of its kind).
        func step(of element: AccessibilityElement) -> String {
            let name = ElementPath.kind(element)
            if let identified = ElementPath.identifiedStep(of: element, kind: name) { return identified }
            let found = places[element.id].flatMap { $0.kind == name ? $0.place : nil }
            return ElementPath.numberedStep(name, place: found, among: counts[name] ?? 0)
        }
    }

    /// `Kind#identifier` when the element has an identifier (its resource-id's short form).
    fileprivate static func identifiedStep(of element: AccessibilityElement, kind name: String) -> String? {
        guard let identifier = element.identifier, !identifier.isEmpty else { return nil }
        return "\(name)#\(shortIdentifier(identifier).escapingControlCharacters)"
    }

    /// `Kind[n]` (1-based) for the element at `place` among `same` siblings of its kind; the kind
    /// alone when it has none of its kind beside it, or is not among them.
    fileprivate static func numberedStep(_ name: String, place: Int?, among same: Int) -> String {
        guard same > 1, let place else { return name }
        return "\(name)[\(place + 1)]"
    }

    private static func step(_ element: AccessibilityElement, siblings: [AccessibilityElement]) -> String {
        let name = kind(element)
        if let identified = identifiedStep(of: element, kind: name) { return identified }
        // Counted in one pass, without a list: every finding's path reads its ancestors'
        // siblings, and a screen's root may hold hundreds.
        var same = 0
        var position: Int?
        let asciiName = name.utf8.allSatisfy { $0 < 0x80 }
        for sibling in siblings where (!asciiName || mayBeOfKind(sibling, name)) && kind(sibling) == name {
            if position == nil, sibling.id == element.id { position = same }
            same += 1
        }
        return numberedStep(name, place: position, among: same)
    }
}
