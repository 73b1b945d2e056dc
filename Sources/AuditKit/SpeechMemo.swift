import AccessibilityTree
import Foundation
import ScreenReaderKit

/// Each element's speech, asked of the screen reader at most once per screen and shared by every
/// rule: duplicate-speech composes every focus stop's speech, and tab-role, label-contains-role
/// and each finding (its `speech`) asked the screen reader to compose the same stops' again
/// (17,490 compositions for 9,327 stops on the 20 MB benchmark dump).
///
/// A ``SpeechProviding`` answers for the one screen it was made for, so an element's speech is
/// the same whenever a rule asks. The table is guarded by a lock because ``AuditContext`` is
/// `Sendable`; one screen's rules run one after the other, so the lock is never contended.
final class SpeechMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var utterances: [ElementID: Utterance?] = [:]

    /// The element's speech: the one kept, or `compose`'s answer, kept for the next caller.
    ///
    /// - Complexity: O(1) once kept; else the cost of `compose`.
    func utterance(of id: ElementID, compose: (ElementID) -> Utterance?) -> Utterance? {
        lock.lock()
        if let known = utterances[id] {
            lock.unlock()
            return known
        }
        lock.unlock()
        // Composed outside the lock: composing never asks the memo again, but a provider is free
        // to take its time.
        let composed = compose(id)
        lock.lock()
        utterances[id] = composed
        lock.unlock()
        return composed
    }
}
