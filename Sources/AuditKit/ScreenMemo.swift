import AccessibilityTree
import Foundation

/// A value worked out once per element (or other key) and screen, and shared by every rule and
/// finding that asks again. These kinds are kept (``AuditContext``):
///
/// - each element's speech: duplicate-speech composes every focus stop's speech, and tab-role,
///   label-contains-role and each finding (its `speech`) asked the screen reader to compose the
///   same stops' again (17,490 compositions for 9,327 stops on the 20 MB benchmark dump); a
///   ``SpeechProviding`` answers for the one screen it was made for, so an element's speech is
///   the same whenever a rule asks;
/// - each element's path and locator (the parts of a ``FindingElement`` that walk its ancestors):
///   the carousel rules name the same carousels and cards in several findings each (9,328
///   references to 6,413 elements on the same dump). They depend on the element as well as its
///   identity, so they are kept with the element they were built for and given again only to an
///   equal one (`isReusable`): an element a rule changed gets its own. Comparing elements compares
///   their storage's identity first, so a rule's copy of the screen's element matches at once.
///   Only the two strings are kept (not whole references, nor each step of a path, which cost
///   more memory than they saved);
/// - a wide parent's children counted by kind, for the paths of all their findings;
/// - the peers a scroller's side measures its items against (``AuditContext/ClippingPeers``),
///   read once for every item of one parent and class that ends at that side.
///
/// The table is guarded by a lock because ``AuditContext`` is `Sendable`; one screen's rules run
/// one after the other, so the lock is never contended.
final class ScreenMemo<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    /// The value kept for `key` when `isReusable` accepts it, else `build`'s, kept for the next
    /// caller. `build` runs outside the lock: it never asks the memo again, but it is free to take
    /// its time.
    ///
    /// - Complexity: O(1) once kept (plus `isReusable`); else the cost of `build`.
    func value(for key: Key, isReusable: (Value) -> Bool = { _ in true }, build: () -> Value) -> Value {
        lock.lock()
        if let known = values[key], isReusable(known) {
            lock.unlock()
            return known
        }
        lock.unlock()
        let built = build()
        lock.lock()
        values[key] = built
        lock.unlock()
        return built
    }
}
