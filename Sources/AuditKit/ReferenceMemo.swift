import AccessibilityTree
import Foundation

/// Each element's finding reference (``FindingElement``: path, locator, description) and each
/// step of a path, built at most once per screen and shared by every rule and finding: the
/// carousel rules name the same carousels and cards in several findings each (9,328 references to
/// 6,413 elements on the 20 MB benchmark dump), and each reference walks the element's ancestors,
/// counts siblings and joins strings.
///
/// A reference depends only on the element and the screen's index (its ancestors are looked up by
/// the element's identity), so it is kept under the element's identity together with the element
/// it was built for, and given again only to an equal element: an element a rule changed, or
/// another element under the same identity, gets its own. Comparing the element first compares
/// its storage's identity, so a rule's copy of the screen's element matches at once. The table
/// is guarded by a lock because ``AuditContext`` is `Sendable`; one screen's rules run one after
/// the other, so the lock is never contended.
final class ReferenceMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var references: [ElementID: (element: AccessibilityElement, reference: FindingElement)] = [:]
    private var steps: [ElementID: (element: AccessibilityElement, step: String)] = [:]

    /// The element's reference: the one kept for an equal element, or `build`'s, kept for the
    /// next caller.
    ///
    /// - Complexity: O(1) once kept (comparing elements of shared storage); else the cost of `build`.
    func reference(to element: AccessibilityElement, build: () -> FindingElement) -> FindingElement {
        lock.lock()
        if let known = references[element.id], known.element == element {
            lock.unlock()
            return known.reference
        }
        lock.unlock()
        let built = build()
        lock.lock()
        references[element.id] = (element, built)
        lock.unlock()
        return built
    }

    /// The element's step in a path (``ElementPath/step(_:siblings:)``): the one kept for an
    /// equal element, or `write`'s, kept for the next caller. The cards of one carousel, and the
    /// findings inside one list, share their ancestors' steps.
    ///
    /// A step depends on the element and its siblings, its parent's children; the parent is the
    /// one the screen's index gives for the element's identity, so one identity has one parent
    /// for every path built on the screen.
    ///
    /// - Complexity: O(1) once kept; else the cost of `write`.
    func step(of element: AccessibilityElement, write: () -> String) -> String {
        lock.lock()
        if let known = steps[element.id], known.element == element {
            lock.unlock()
            return known.step
        }
        lock.unlock()
        let written = write()
        lock.lock()
        steps[element.id] = (element, written)
        lock.unlock()
        return written
    }
}
