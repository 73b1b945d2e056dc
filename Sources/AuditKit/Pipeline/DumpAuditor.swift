import Foundation
import HierarchyImport
import ScreenReaderKit

/// The audit of many dumps, the one pipeline behind `carousel-a11y audit`: each dump is read,
/// made live, walked by its platform's screen reader and audited, on up to ``jobs`` threads at
/// once, and the results come back in input order, so a crawl's report is the same whatever the
/// number of jobs.
///
/// A dump that cannot be read is a result too (``DumpAudit/Outcome/unreadable(_:)``): the other
/// dumps are still audited, and the report names it.
///
/// ```swift
/// let crawl = DumpAuditor(jobs: 2)
/// let results = crawl.audit([.file("home.xml"), .file("feed.xml")]) { _ in () }
/// let findings = results.flatMap(\.findings)
/// ```
///
/// Memory stays bounded: at most `2 × jobs` dumps are in flight (read, walked or audited), and a
/// finished dump keeps only its findings and what `summarize` returned.
public struct DumpAuditor: Sendable {
    /// The rules and the carousel detector.
    public var auditor: Auditor
    /// Severities, disabled rules and suppressions.
    public var configuration: AuditConfiguration
    /// The language every screen is audited in (a BCP 47 tag), or `nil` for each screen's own.
    public var language: String?
    /// How many dumps are audited at once (at least 1).
    public var jobs: Int

    /// Creates the pipeline.
    ///
    /// - Parameter jobs: dumps audited at once; by default the number of active processors.
    public init(
        auditor: Auditor = Auditor(), configuration: AuditConfiguration = AuditConfiguration(),
        language: String? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.auditor = auditor
        self.configuration = configuration
        self.language = language
        self.jobs = max(1, jobs)
    }

    /// Reads and audits one dump.
    ///
    /// - Parameter summarize: what to keep of the audited screen beside its findings.
    /// - Complexity: O(size of the dump), plus the audit's O(r · n log n) for r rules and n elements.
    public func audit<Summary: Sendable>(
        _ source: DumpSource, summarize: (AuditedDump) -> Summary
    ) -> DumpAudit<Summary> {
        let file = source.name
        do {
            let screen = try LoadedScreen(source.read(), file: file, language: language)
            let context = AuditContext(
                liveScreen: screen.live, file: file, detector: auditor.detector, language: language)
            let findings = auditor.audit(context, configuration: configuration)
            let summary = summarize(AuditedDump(file: file, screen: screen, context: context, findings: findings))
            return DumpAudit(
                file: file,
                outcome: .audited(findings: findings, app: screen.live.screen.name ?? file, summary: summary))
        } catch {
            return DumpAudit(file: file, outcome: .unreadable(error))
        }
    }

    /// Reads and audits the dumps, ``jobs`` at a time on the caller's executor, and returns their
    /// results in the order of `sources`.
    ///
    /// - Parameters:
    ///   - summarize: what to keep of each audited screen beside its findings; called on the
    ///     thread that audited it.
    ///   - progress: called once per dump, in input order, as soon as it and every dump before it
    ///     are done (a progress line); never concurrently.
    /// - Complexity: O(total size of the dumps) reading, plus each dump's audit.
    public func audit<Summary: Sendable>(
        _ sources: [DumpSource], summarize: @escaping @Sendable (AuditedDump) -> Summary,
        progress: (Int, DumpAudit<Summary>) -> Void = { _, _ in }
    ) async -> [DumpAudit<Summary>] {
        var results = [DumpAudit<Summary>?](repeating: nil, count: sources.count)
        // 2 × jobs in flight: enough to keep every job busy while results wait for their turn.
        let window = jobs * 2
        await withTaskGroup(of: (Int, DumpAudit<Summary>).self) { group in
            var started = 0
            var reported = 0
            func start() {
                let offset = started
                let source = sources[offset]
                group.addTask { (offset, self.audit(source, summarize: summarize)) }
                started += 1
            }
            while started < min(window, sources.count) { start() }
            while let (offset, result) = await group.next() {
                results[offset] = result
                while reported < results.count, let done = results[reported] {
                    progress(reported, done)
                    reported += 1
                }
                if started < sources.count { start() }
            }
        }
        return results.compactMap { $0 }
    }

    /// Reads and audits the dumps on ``jobs`` threads of their own and waits for them: the
    /// blocking form for synchronous callers (a command line). Results and progress come in the
    /// order of `sources`, exactly as with one job.
    ///
    /// - Complexity: O(total size of the dumps) reading, plus each dump's audit, over ``jobs`` threads.
    public func auditWaiting<Summary: Sendable>(
        _ sources: [DumpSource], summarize: @escaping @Sendable (AuditedDump) -> Summary,
        progress: @escaping @Sendable (Int, DumpAudit<Summary>) -> Void = { _, _ in }
    ) -> [DumpAudit<Summary>] {
        guard sources.count > 1 else {
            return sources.enumerated().map { offset, source in
                let result = audit(source, summarize: summarize)
                progress(offset, result)
                return result
            }
        }
        let box = ResultBox<[DumpAudit<Summary>]>()
        let done = DispatchSemaphore(value: 0)
        let pipeline = self
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, visionOS 2.0, *) {
            let threads = WorkerThreads(count: jobs)
            Task(executorPreference: threads) {
                box.value = await pipeline.audit(sources, summarize: summarize, progress: progress)
                done.signal()
            }
            done.wait()
            threads.shutDown()
        } else {
            Task.detached {
                box.value = await pipeline.audit(sources, summarize: summarize, progress: progress)
                done.signal()
            }
            done.wait()
        }
        return box.value ?? []
    }
}

/// A value handed from a task to the thread waiting for it; the semaphore orders the write
/// before the read.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
