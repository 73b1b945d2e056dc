import AccessibilityTree
import Foundation

/// Each element's path and locator (the parts of a ``FindingElement`` that walk its ancestors),
/// built at most once per screen and shared by every rule and finding: the carousel rules name the
/// same carousels and cards in several findings each (9,328 references to 6,413 elements on the
/// 20 MB benchmark dump), and each reference walks the element's ancestors, counts siblings and
/// joins strings.
///
/// Both depend only on the element and the screen's index (its ancestors are looked up by the
/// element's identity), so they are kept under the element's identity together with the element
/// they were built for, and given again only to an equal element: an element a rule changed, or
/// another element under the same identity, gets its own. Comparing the element first compares
/// its storage's identity, so a rule's copy of the screen's element matches at once. Only the two
/// strings are kept (not the whole reference, nor each step of a path, which cost more memory
/// than they saved). The table is guarded by a lock because ``AuditContext`` is `Sendable`; one
/// screen's rules run one after the other, so the lock is never contended.
final class ReferenceMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var places: [ElementID: (element: AccessibilityElement, path: String, locator: String)] = [:]

    /// The element's path and locator: the ones kept for an equal element, or `build`'s, kept for
    /// the next caller.
    ///
    /// - Complexity: O(1) once kept (comparing elements of shared storage); else the cost of `build`.
    func place(
        of element: AccessibilityElement, build: () -> (path: String, locator: String)
    ) -> (path: String, locator: String) {
        lock.lock()
        if let known = places[element.id], known.element == element {
            lock.unlock()
            return (known.path, known.locator)
        }
        lock.unlock()
        let built = build()
        lock.lock()
        places[element.id] = (element, built.path, built.locator)
        lock.unlock()
        return built
    }
}
