import AccessibilityTree
import Foundation
import HierarchyImport

@testable import AuditKit

/// Precision and recall of the element rules (`touch-target-size`, `label-missing`) over the
/// elements judged by hand in the labelled real dumps (``LabelledCorpus``'s `targets` and
/// `labels`), per part of the frozen split (``CorpusSplit``).
///
/// Each finding is matched to the judgement of the same class whose frame is the finding's
/// element's frame, exactly or with an intersection over union of at least ``minimumOverlap``.
/// A finding on an element judged `expected: false` is a false positive; an element judged
/// `expected: true` that no finding lands on is a miss; a finding that no judgement matches is an
/// error, so that every finding the figures count has been judged by a person.
///
/// Decision: a judgement marked `disabled` counts as expected only when the rule measures disabled
/// targets (``TouchTargetSizeRule/measuresDisabledTargets``), so the evaluation follows the rule's
/// documented decision rather than a second opinion of its own.
struct ElementRuleEvaluation {
    static let minimumOverlap = 0.8
    static let rules = ["touch-target-size", "label-missing"]

    enum Outcome: String {
        case truePositive = "reported, expected"
        case falsePositive = "reported, not expected"
        case miss = "missed"
        case trueNegative = "not reported, not expected"
    }

    /// One judged element and what the rule did with it.
    struct Row {
        var file: String
        var split: CorpusSplit
        var rule: String
        var judgement: LabelledCorpus.Judgement
        var outcome: Outcome

        var summary: String {
            let j = judgement
            let name = [j.className, j.identifier, j.text.map { "\"\($0)\"" }].compactMap { $0 }.joined(separator: " ")
            let frame = j.frame.map { "\($0)" } ?? "?"
            return
                "\(file): \(rule) \(outcome.rawValue): \(name) \(frame)\(j.disabled ? " (disabled)" : ""): \(j.reason)"
        }
    }

    var rows: [Row] = []
    /// Findings no judgement matches, and dumps that could not be read.
    var errors: [String] = []
    /// Which part of the split each error's dump belongs to, so the report can leave out the
    /// test part's details.
    var errorSplits: [CorpusSplit] = []

    /// The file of judgements that correct or complete the labels files' (same folder, same
    /// schema): a judgement of the same class and frame replaces the labels file's, any other
    /// is added. It holds corrections with their sources and judgements of findings the labels
    /// files' authors had no reason to judge, so those files stay their authors'.
    static let supplementName = "element-judgements.json"

    /// The supplement's dumps by file, or none when the folder has no supplement.
    static func supplement(in folder: URL) throws -> [String: LabelledCorpus.Dump] {
        let url = folder.appendingPathComponent(supplementName)
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        let corpus = try JSONDecoder().decode(LabelledCorpus.self, from: Data(contentsOf: url))
        return Dictionary(corpus.dumps.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The judgements with the supplement's applied.
    static func merged(_ base: [LabelledCorpus.Judgement]?, _ extra: [LabelledCorpus.Judgement]?)
        -> [LabelledCorpus.Judgement]?
    {
        guard let extra, !extra.isEmpty else { return base }
        var result = base ?? []
        func simple(_ name: String?) -> String? { name?.split(separator: ".").last.map(String.init) }
        for judgement in extra {
            if let index = result.firstIndex(where: {
                simple($0.className) == simple(judgement.className) && $0.frame == judgement.frame
            }) {
                result[index] = judgement
            } else {
                result.append(judgement)
            }
        }
        return result
    }

    /// Evaluates every dump a labels file lists that judges any element (paths as in
    /// ``CorpusEvaluation/evaluate(labelsFile:)``), with the folder's supplement applied.
    static func evaluate(labelsFile: URL) throws -> ElementRuleEvaluation {
        let corpus = try JSONDecoder().decode(LabelledCorpus.self, from: Data(contentsOf: labelsFile))
        let folder = labelsFile.deletingLastPathComponent()
        let supplement = try supplement(in: folder)
        var evaluation = ElementRuleEvaluation()
        for var dump in corpus.dumps where dump.targets != nil || dump.labels != nil {
            if let extra = supplement[dump.file] {
                dump.targets = merged(dump.targets, extra.targets)
                dump.labels = merged(dump.labels, extra.labels)
            }
            let path =
                dump.file.hasPrefix("shared:")
                ? FixtureDumps.path(String(dump.file.dropFirst("shared:".count)))
                : folder.appendingPathComponent(dump.file).path
            do {
                let screen = try ScreenImporter.importScreen(contentsOf: path)
                evaluation.add(dump: dump, screen: screen)
            } catch {
                evaluation.errors.append("\(dump.file): \(error)")
                evaluation.errorSplits.append(dump.split)
            }
        }
        return evaluation
    }

    /// Runs both rules on a screen and scores their findings against the dump's judgements.
    mutating func add(dump: LabelledCorpus.Dump, screen: AccessibilityScreen) {
        let context = AuditContext(screen: screen)
        for identifier in Self.rules {
            guard let rule = RuleRegistry.all.first(where: { $0.identifier == identifier }),
                rule.platforms.contains(screen.platform)
            else { continue }
            let judgements = (identifier == "touch-target-size" ? dump.targets : dump.labels) ?? []
            var reported = Set<Int>()
            for finding in rule.check(context) {
                guard let id = finding.element?.id, let element = context.index[id] else {
                    errors.append("\(dump.file): \(identifier) reported with no element: \(finding.message)")
                    errorSplits.append(dump.split)
                    continue
                }
                guard let index = Self.match(element, in: judgements) else {
                    errors.append(
                        "\(dump.file): \(identifier) finding on an element nobody judged: "
                            + "\(FindingElement.describe(element)) \(element.frame)")
                    errorSplits.append(dump.split)
                    continue
                }
                reported.insert(index)
            }
            // One place on the screen is one target: a judgement expected at exactly the frame of
            // an expected judgement the rule found (a layout judged beside the clickable view it
            // wraps, "the same place ... (one target)") is no second miss.
            let foundFrames = Set(
                reported.compactMap { judgements[$0].expected ? judgements[$0].frame : nil })
            for (index, judgement) in judgements.enumerated() {
                let expected =
                    judgement.expected
                    && (!judgement.disabled || identifier != "touch-target-size"
                        || TouchTargetSizeRule.measuresDisabledTargets)
                let isFoundAsAnother =
                    !reported.contains(index) && judgement.frame.map(foundFrames.contains) == true
                let outcome: Outcome =
                    switch (reported.contains(index), expected) {
                    case (true, true): .truePositive
                    case (true, false): .falsePositive
                    case (false, true): isFoundAsAnother ? .trueNegative : .miss
                    case (false, false): .trueNegative
                    }
                rows.append(
                    Row(file: dump.file, split: dump.split, rule: identifier, judgement: judgement, outcome: outcome))
            }
        }
    }

    /// The judgement of the same class whose frame matches the element's best (exactly, or the
    /// highest overlap at or above ``minimumOverlap``). A judgement naming another resource id is
    /// another view: a layout and its clickable child often share class and bounds, and each is
    /// judged on its own. Between equal frames, the judgement whose resource id is the element's
    /// (both naming none counts) wins: a wrapper with an id and its clickable child without one
    /// share class and bounds, and the child's finding is not the wrapper's (wild set P's live
    /// room, whose like button's wrapper `btn_like` holds the clickable view).
    static func match(_ element: AccessibilityElement, in judgements: [LabelledCorpus.Judgement]) -> Int? {
        func simple(_ name: String?) -> String? { name?.split(separator: ".").last.map(String.init) }
        func resourceName(_ identifier: String?) -> String? {
            guard let identifier, !identifier.isEmpty else { return nil }
            return identifier.components(separatedBy: ":id/").last
        }
        let scored = judgements.enumerated().compactMap { index, judgement -> (Int, Double)? in
            guard let frame = judgement.frame, simple(judgement.className) == simple(element.className) else {
                return nil
            }
            if let judged = resourceName(judgement.identifier), let own = resourceName(element.identifier),
                judged != own
            {
                return nil
            }
            let score = frame == element.frame ? 1 : CorpusEvaluation.overlap(frame, element.frame)
            guard score >= minimumOverlap else { return nil }
            let sameIdentifier = resourceName(judgement.identifier) == resourceName(element.identifier)
            return (index, score + (sameIdentifier ? 0.5 : 0))
        }
        return scored.max(by: { $0.1 < $1.1 })?.0
    }

    // MARK: Measures

    struct Figures {
        var truePositives = 0
        var falsePositives = 0
        var misses = 0

        var precision: Double { CorpusEvaluation.ratio(truePositives, truePositives + falsePositives) }
        var recall: Double { CorpusEvaluation.ratio(truePositives, truePositives + misses) }
    }

    func figures(rule: String, split: CorpusSplit) -> Figures {
        var figures = Figures()
        for row in rows where row.rule == rule && row.split == split {
            switch row.outcome {
            case .truePositive: figures.truePositives += 1
            case .falsePositive: figures.falsePositives += 1
            case .miss: figures.misses += 1
            case .trueNegative: break
            }
        }
        return figures
    }

    /// Both splits' figures per rule, then the development part's false positives and misses.
    /// The test part's rows are printed only with `CAROUSEL_A11Y_SHOW_TEST_ROWS=1`, so nobody
    /// tunes a rule on them by accident.
    var report: String {
        func percent(_ value: Double) -> String { "\(Int((value * 1000).rounded()) / 10)%" }
        let showTest = ProcessInfo.processInfo.environment["CAROUSEL_A11Y_SHOW_TEST_ROWS"] == "1"
        var lines: [String] = []
        for rule in Self.rules {
            for split in CorpusSplit.allCases {
                let f = figures(rule: rule, split: split)
                let judged = rows.filter { $0.rule == rule && $0.split == split }.count
                lines.append(
                    "\(rule) \(split.rawValue): precision \(percent(f.precision)) (\(f.truePositives)/"
                        + "\(f.truePositives + f.falsePositives)), recall \(percent(f.recall)) (\(f.truePositives)/"
                        + "\(f.truePositives + f.misses)), \(judged) elements judged in "
                        + "\(Set(rows.filter { $0.split == split }.map(\.file)).count) dumps")
            }
        }
        for split in CorpusSplit.allCases where split == .development || showTest {
            let wrong = rows.filter { $0.split == split && ($0.outcome == .falsePositive || $0.outcome == .miss) }
            lines.append("\(split.rawValue) false positives and misses:")
            lines += wrong.map { "  - " + $0.summary }
        }
        for (error, split) in zip(errors, errorSplits) where split == .development || showTest {
            lines.append("error: \(error)")
        }
        let hidden = errorSplits.filter { $0 == .test }.count
        if hidden > 0, !showTest {
            lines.append("errors in the test part: \(hidden) (details with CAROUSEL_A11Y_SHOW_TEST_ROWS=1)")
        }
        return lines.joined(separator: "\n")
    }

    static func + (lhs: ElementRuleEvaluation, rhs: ElementRuleEvaluation) -> ElementRuleEvaluation {
        ElementRuleEvaluation(
            rows: lhs.rows + rhs.rows, errors: lhs.errors + rhs.errors, errorSplits: lhs.errorSplits + rhs.errorSplits)
    }
}
