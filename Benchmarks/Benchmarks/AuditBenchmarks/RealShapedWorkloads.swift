import AccessibilityTree
import AuditKit
import Benchmark
import Foundation
import HierarchyImport
import ScreenReaderKit

/// Workloads built from the repository's real dumps (Tests/RealDumps, attributed in its
/// SOURCES.md), read before the measurement (issue 22):
///
/// - a big real-shaped screen: one real uiautomator dump stacked `copies` times under one root,
///   each copy shifted down one screen (as `Benchmarks/compare-libxml2` builds its 20 MB file);
/// - a crawl: the real dumps cycled to 1,000 screens, each under its own name, audited as
///   `audit DIR` does (``DumpAuditor``) with 1 and 2 jobs.
enum RealShapedWorkloads {
    static let realDumps = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/RealDumps")

    /// The stacked dump's source: a real home screen (34 KB, 92 nodes).
    static let stackedSource = realDumps.appendingPathComponent(
        "android/longtruongvan__EpMedia__window_dump_home.xml")

    /// The source dump stacked `copies` times under one `<hierarchy>`, each copy's bounds moved
    /// down by one screen height.
    static func stacked(copies: Int) throws -> [UInt8] {
        let text = try String(contentsOf: stackedSource, encoding: .utf8)
        guard let open = text.range(of: "<hierarchy"), let openEnd = text[open.upperBound...].firstIndex(of: ">"),
            let close = text.range(of: "</hierarchy>", options: .backwards)
        else { throw CocoaError(.fileReadCorruptFile) }
        let body = text[text.index(after: openEnd)..<close.lowerBound]
        let height = 2340  // the source screen's height in pixels (its root's bounds)
        var out = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>"
        out += text[open.lowerBound...openEnd]
        for copy in 0..<copies {
            out += shifted(body, by: copy * height)
        }
        out += "</hierarchy>\n"
        return Array(out.utf8)
    }

    /// `bounds="[x1,y1][x2,y2]"` with both y moved down.
    private static func shifted(_ body: Substring, by offset: Int) -> String {
        guard offset != 0 else { return String(body) }
        var result = ""
        var rest = body
        while let found = rest.range(of: "bounds=\"[") {
            result += rest[..<found.upperBound]
            rest = rest[found.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            let numbers = rest[..<end].split(whereSeparator: { "[],".contains($0) }).compactMap { Int($0) }
            if numbers.count == 4 {
                result += "\(numbers[0]),\(numbers[1] + offset)][\(numbers[2]),\(numbers[3] + offset)]"
            } else {
                result += rest[..<end]
            }
            rest = rest[end...]
        }
        return result + rest
    }

    /// The real dumps cycled to `count` sources, each named as a file of its own.
    static func crawl(count: Int) throws -> [DumpSource] {
        var dumps: [(String, Data)] = []
        for folder in ["android", "ios"] {
            let directory = realDumps.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            where name.hasSuffix(".xml") || name.hasSuffix(".json") {
                dumps.append((name, try Data(contentsOf: directory.appendingPathComponent(name))))
            }
        }
        guard !dumps.isEmpty else { return [] }
        return (0..<count).map { offset in
            let (name, data) = dumps[offset % dumps.count]
            return .bytes(data, name: "crawl/\(offset / dumps.count)/\(name)")
        }
    }
}

/// The big screen and the crawl, in the benchmark closure.
func realShapedBenchmarks() {
    do {
        let bytes = try RealShapedWorkloads.stacked(copies: 100)
        let imported = try ScreenImporter.importScreen(bytes: bytes, fileName: "stacked.xml")
        let screen = AccessibilityScreenBox(imported)
        print("stacked real dump: 100 copies, \(bytes.count) bytes")
        for reader in [ScreenReader.talkBack, .voiceOver] {
            Benchmark("speak a real-shaped dump of 100 screens (\(reader))") { benchmark in
                for _ in benchmark.scaledIterations {
                    let live = CrossPlatformScreen.approximate(screen.screen, for: reader)
                    var simulator = ScreenReaderSimulator(reader, screen: live)
                    blackHole(simulator.walkToEnd().steps.count)
                }
            }
        }
        Benchmark("audit a real-shaped dump of 100 screens") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(Auditor().audit(screen.screen, file: "stacked.xml").count)
            }
        }
        // The detector alone, with the focus order the auditor gives it: its signals read every
        // horizontal container's labels (Vietnamese here, so the non-ASCII text paths) and walk
        // the containers' neighbours and ancestors.
        let focusOrder = SimulatedScreenReader(screen.screen).focusOrder
        Benchmark("classify the horizontal containers of a real-shaped dump of 100 screens") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(CarouselDetector().classify(in: screen.screen, focusOrder: focusOrder).count)
            }
        }
        let crawl = try RealShapedWorkloads.crawl(count: 1_000)
        print("crawl: \(crawl.count) real screens")
        for jobs in [1, 2] {
            Benchmark("audit a crawl of 1,000 real screens, \(jobs) job\(jobs == 1 ? "" : "s")") { benchmark in
                for _ in benchmark.scaledIterations {
                    let results = DumpAuditor(jobs: jobs).auditWaiting(crawl, summarize: { _ in () })
                    blackHole(results.count)
                }
            }
        }
    } catch {
        print("the real-shaped workloads could not be built: \(error)")
    }
}
