import Foundation

extension AuditVocabulary {
    /// The words for a language, built once per language tag in the process and shared: a crawl
    /// audits every screen in one language or a few, and building the words (templates, tokens)
    /// costs more than auditing a small screen.
    ///
    /// - Complexity: O(1) after the language's first call, which builds the words
    ///   (``init(language:)``).
    static func shared(language: String) -> AuditVocabulary {
        VocabularyCache.shared.vocabulary(for: language)
    }
}

/// The vocabularies built so far, by language tag; a lock makes it safe for the crawl's worker
/// threads, hence `@unchecked Sendable`.
private final class VocabularyCache: @unchecked Sendable {
    static let shared = VocabularyCache()

    private let lock = NSLock()
    private var vocabularies: [String: AuditVocabulary] = [:]

    func vocabulary(for language: String) -> AuditVocabulary {
        lock.lock()
        if let known = vocabularies[language] {
            lock.unlock()
            return known
        }
        lock.unlock()
        // Built outside the lock so a slow language does not hold up the others; two threads
        // may build the same words once each, and they are equal.
        let built = AuditVocabulary(language: language)
        lock.lock()
        defer { lock.unlock() }
        if let known = vocabularies[language] { return known }
        vocabularies[language] = built
        return built
    }
}
