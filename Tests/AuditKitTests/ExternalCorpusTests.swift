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
        var containers = CorpusEvaluation()
        var elements = ElementRuleEvaluation()
        for file in Self.labelFiles {
            containers = containers + (try CorpusEvaluation.evaluate(labelsFile: file))
            elements = elements + (try ElementRuleEvaluation.evaluate(labelsFile: file))
        }
        let showRows = ProcessInfo.processInfo.environment["CAROUSEL_A11Y_SHOW_TEST_ROWS"] == "1"
        print("== external set (\(Self.labelFiles.map(\.path).joined(separator: ", "))) ==")
        print(showRows ? containers.report : containers.figures)
        // Fails loudly on a set that labels nothing rather than printing 100% of nothing.
        #expect(!containers.rows.filter { $0.label != nil }.isEmpty, "no labelled container was matched")
        for rule in ElementRuleEvaluation.rules {
            var figures = ElementRuleEvaluation.Figures()
            for split in CorpusSplit.allCases {
                let part = elements.figures(rule: rule, split: split)
                figures.truePositives += part.truePositives
                figures.falsePositives += part.falsePositives
                figures.misses += part.misses
            }
            let unjudged = elements.errors.filter { $0.contains(rule) }.count
            print(
                "\(rule): precision \(Self.percent(figures.precision)) (\(figures.truePositives)/"
                    + "\(figures.truePositives + figures.falsePositives)), recall \(Self.percent(figures.recall)) "
                    + "(\(figures.truePositives)/\(figures.truePositives + figures.misses)); "
                    + "\(unjudged) findings on elements nobody judged")
        }
        if showRows {
            let wrong = elements.rows.filter { $0.outcome == .falsePositive || $0.outcome == .miss }
            print(
                (wrong.map { "  - " + $0.summary } + elements.errors.map { "unjudged: \($0)" }).joined(separator: "\n"))
        }
    }

    static func percent(_ value: Double) -> String { "\(Int((value * 1000).rounded()) / 10)%" }
}
