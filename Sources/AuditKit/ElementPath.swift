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
    /// - Complexity: O(d · c) for depth d and c children per level.
    static func readable(_ element: AccessibilityElement, ancestors: [AccessibilityElement]) -> String {
        let chain = ancestors + [element]
        // Only the kept steps are written: a step counts its siblings, and a stacked or long
        // screen's upper levels hold hundreds that no kept step needs.
        func step(at index: Int) -> String {
            Self.step(chain[index], siblings: index > 0 ? chain[index - 1].children : [])
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

    private static func kind(_ element: AccessibilityElement) -> String {
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

    private static func step(_ element: AccessibilityElement, siblings: [AccessibilityElement]) -> String {
        let name = kind(element)
        if let identifier = element.identifier, !identifier.isEmpty {
            return "\(name)#\(shortIdentifier(identifier).escapingControlCharacters)"
        }
        // Counted in one pass, without a list: every finding's path reads its ancestors'
        // siblings, and a screen's root may hold hundreds.
        var same = 0
        var position: Int?
        let asciiName = name.utf8.allSatisfy { $0 < 0x80 }
        for sibling in siblings where (!asciiName || mayBeOfKind(sibling, name)) && kind(sibling) == name {
            if position == nil, sibling.id == element.id { position = same }
            same += 1
        }
        guard same > 1, let position else { return name }
        return "\(name)[\(position + 1)]"
    }
}
