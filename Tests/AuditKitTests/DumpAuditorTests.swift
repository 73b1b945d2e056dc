import AccessibilityTree
import Foundation
import HierarchyImport
import ScreenReaderKit
import Testing

@testable import AuditKit

/// The dump pipeline (issue 22): read, make live, walk and audit each dump; results in input
/// order whatever the number of jobs; a bad dump is a result, not the end of the run.
@Suite("DumpAuditor: the pipeline behind audit")
struct DumpAuditorTests {
    /// Every fixture dump twice, with a bad one (not valid UTF-8) and a missing one among them.
    static let sources: [DumpSource] = {
        var sources = FixtureDumps.all.map { DumpSource.file(FixtureDumps.path($0)) }
        sources.insert(.bytes(Data([0x3C, 0x61, 0x3E, 0xFF, 0xFE]), name: "latin1.xml"), at: 3)
        sources.insert(.file("/no/such/dump.xml"), at: 7)
        return sources + FixtureDumps.all.map { DumpSource.file(FixtureDumps.path($0)) }
    }()

    /// A summary that can be compared: the file and how many elements the screen had.
    static func summary(_ audited: AuditedDump) -> String {
        "\(audited.file): \(ScreenIndex(audited.screen.live.screen).count) elements"
    }

    /// Each dump alone, as the reference.
    static func oneByOne() -> [DumpAudit<String>] {
        let pipeline = DumpAuditor(jobs: 1)
        return sources.map { pipeline.audit($0, summarize: summary) }
    }

    static func describe(_ results: [DumpAudit<String>]) -> [String] {
        results.map { result in
            switch result.outcome {
            case .audited(let findings, let app, let summary):
                "\(result.file) [\(app)] \(summary): \(findings.map { "\($0.rule)@\($0.element?.id.rawValue ?? "-")" })"
            case .unreadable(let problem): "\(result.file) unreadable: \(problem)"
            }
        }
    }

    @Test(arguments: [1, 2, 5])
    func resultsComeInInputOrderWhateverTheJobs(jobs: Int) {
        let expected = Self.describe(Self.oneByOne())
        #expect(expected.count == Self.sources.count)
        #expect(expected.filter { $0.contains(" unreadable: ") }.count == 2)
        #expect(expected.contains { $0.contains("@") }, "some fixture must have findings")
        let progress = Progress()
        let results = DumpAuditor(jobs: jobs).auditWaiting(
            Self.sources, summarize: Self.summary, progress: { offset, result in progress.record(offset, result.file) })
        #expect(Self.describe(results) == expected)
        #expect(progress.offsets == Array(Self.sources.indices))
        #expect(progress.files == Self.sources.map(\.name))
    }

    @Test func theAsyncFormGivesTheSameResults() async {
        let results = await DumpAuditor(jobs: 3).audit(Self.sources, summarize: Self.summary)
        #expect(Self.describe(results) == Self.describe(Self.oneByOne()))
    }

    @Test func aBadDumpNamesItsFileAndReason() throws {
        let results = DumpAuditor(jobs: 2).auditWaiting(Self.sources, summarize: { _ in () })
        let missing = try #require(results.first { $0.file == "/no/such/dump.xml" }?.unreadable)
        #expect(missing == UnreadableDump(file: "/no/such/dump.xml", reason: "no such file or directory"))
        #expect(missing.description == "/no/such/dump.xml: no such file or directory")
        let latin1 = try #require(results.first { $0.file == "latin1.xml" }?.unreadable)
        #expect(latin1.reason.contains("UTF-8"))
        #expect(latin1.line == 1)
        #expect(results.first { $0.file == "latin1.xml" }?.findings.isEmpty == true)
    }

    /// The one place a dump becomes a live screen: the platform's reader by default, the other
    /// platform's as an approximation.
    @Test func aLoadedScreenIsForItsPlatformsReaderUnlessAskedOtherwise() throws {
        let imported = try DumpSource.file(FixtureDumps.path(FixtureDumps.uiautomatorLogin)).read()
        let own = try LoadedScreen(imported, file: "login.xml")
        #expect(own.reader == .talkBack)
        #expect(!own.isApproximation)
        #expect(own.live.screen.platform == .android)
        let other = try LoadedScreen(imported, file: "login.xml", reader: .voiceOver, language: "de")
        #expect(other.reader == .voiceOver)
        #expect(other.isApproximation)
        #expect(other.live.screen.platform == .iOS)
        #expect(other.live.screen.language == "de")
    }
}

/// Progress calls, recorded; the pipeline never calls them concurrently, the lock only makes
/// the recording safe to read from the test.
private final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(Int, String)] = []

    func record(_ offset: Int, _ file: String) {
        lock.lock()
        entries.append((offset, file))
        lock.unlock()
    }

    var offsets: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return entries.map(\.0)
    }

    var files: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries.map(\.1)
    }
}
