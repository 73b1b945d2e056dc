import Foundation
import Testing

@testable import AuditKit

/// Scores the rules on a labelled set kept outside the repository, as one held-out whole: the
/// labels files (`labels*.json`, the corpus's schema, paths relative to each file's folder) in
/// the folders `CAROUSEL_A11Y_EXTERNAL_CORPUS` names (colon-separated). Nothing runs without it.
///
/// Decision: such a set is measured, never guarded. It holds dumps this repository may not
/// redistribute (read-only evaluation material), so its figures go in a closing note or a doc
/// with the command that printed them; no floor could be checked by anyone without the files.
/// Findings on elements nobody judged are counted, not scored: judging them after seeing the
/// rule's output would tune the set to the rule.
@Suite struct ExternalCorpusTests {
    static var labelFiles: [URL] {
        RealDumpCorpusTests.labelFiles(in: RealDumpCorpusTests.folders(named: "CAROUSEL_A11Y_EXTERNAL_CORPUS"))
    }

    @Test(.enabled(if: !labelFiles.isEmpty, "CAROUSEL_A11Y_EXTERNAL_CORPUS names no folder with labels*.json"))
    func printsTheFiguresOfAnExternalLabelledSet() throws {
        let showRows = ProcessInfo.processInfo.environment["CAROUSEL_A11Y_SHOW_TEST_ROWS"] == "1"
        let report = try Self.report(for: Self.labelFiles, listingRows: showRows)
        print(report.text)
        // Fails loudly on a set that labels nothing rather than printing 100% of nothing.
        #expect(report.matchedLabels > 0, "no labelled container was matched")
    }

    /// The harness on a folder it can always read (the corpus's own labels, taken as an external
    /// set): every figure line is printed, with counts, and no row unless asked.
    @Test func reportsEveryFigureOfASetWithoutItsRows() throws {
        let files = RealDumpCorpusTests.labelFiles(in: [RealDumpCorpusTests.repositoryCorpus]).filter {
            $0.lastPathComponent == "labels-harvest-7.json"
        }
        let report = try Self.report(for: files, listingRows: false)
        #expect(report.matchedLabels > 0)
        #expect(report.text.contains("carousel-rule precision "))
        for rule in ElementRuleEvaluation.rules {
            #expect(report.text.contains("\(rule): precision "), "\(report.text)")
        }
        #expect(!report.text.contains("  - "), "rows listed without being asked for")
        let listed = try Self.report(for: files, listingRows: true)
        #expect(listed.text.count >= report.text.count)
    }

    /// The figures of the labels files as one set: the carousel rules' (with each row when
    /// `listingRows`), then each element rule's precision and recall and the findings on elements
    /// nobody judged; and how many labelled containers were matched.
    static func report(for files: [URL], listingRows: Bool) throws -> (text: String, matchedLabels: Int) {
        var containers = CorpusEvaluation()
        var elements = ElementRuleEvaluation()
        for file in files {
            containers = containers + (try CorpusEvaluation.evaluate(labelsFile: file))
            elements = elements + (try ElementRuleEvaluation.evaluate(labelsFile: file))
        }
        var lines = ["== external set (\(files.map(\.path).joined(separator: ", "))) =="]
        lines.append(listingRows ? containers.report : containers.figures)
        for rule in ElementRuleEvaluation.rules {
            var figures = ElementRuleEvaluation.Figures()
            for split in CorpusSplit.allCases {
                let part = elements.figures(rule: rule, split: split)
                figures.truePositives += part.truePositives
                figures.falsePositives += part.falsePositives
                figures.misses += part.misses
            }
            let unjudged = elements.errors.filter { $0.contains(rule) }.count
            lines.append(
                "\(rule): precision \(percent(figures.precision)) (\(figures.truePositives)/"
                    + "\(figures.truePositives + figures.falsePositives)), recall \(percent(figures.recall)) "
                    + "(\(figures.truePositives)/\(figures.truePositives + figures.misses)); "
                    + "\(unjudged) findings on elements nobody judged")
        }
        if listingRows {
            let wrong = elements.rows.filter { $0.outcome == .falsePositive || $0.outcome == .miss }
            lines += wrong.map { "  - " + $0.summary } + elements.errors.map { "unjudged: \($0)" }
        }
        return (lines.joined(separator: "\n"), containers.rows.filter { $0.label != nil }.count)
    }

    static func percent(_ value: Double) -> String { "\(Int((value * 1000).rounded()) / 10)%" }
}
