import AccessibilityTree
import Foundation
import HierarchyImport

@testable import AuditKit

/// Precision and recall of the carousel rules over hand-labelled real dumps.
///
/// Each labelled container is matched to the detected horizontal container whose frame overlaps
/// it most (intersection over union at least ``minimumOverlap``). A detected container no label
/// matches is a container the labeller did not count as horizontal, so a carousel finding on it
/// is a false positive too.
///
/// - Rule precision: of the containers on which a carousel rule (`carousel-…`) reports (on the
///   container or a card), the share labelled content carousel.
/// - Detection precision: of the containers classified content carousel, the share labelled so.
/// - Recall: of the containers labelled content carousel with two or more items (or no count),
///   the share classified content carousel, so that the carousel rules check them.
struct CorpusEvaluation {
    static let minimumOverlap = 0.5

    /// One labelled or detected container and what became of it.
    struct Row {
        var file: String
        /// The side of the frozen split the dump's app is on.
        var split: CorpusSplit = .development
        var label: LabelledCorpus.Container?
        var detected: ContainerClassification?
        var detectedDescription: String?
        var flagged: [String]

        var labelCategory: ContainerCategory? { label.flatMap { ContainerCategory(label: $0.category) } }
        var isLabelledCarousel: Bool { labelCategory == .contentCarousel }
        var isMultiItemCarousel: Bool { isLabelledCarousel && (label?.items ?? 2) >= 2 }
        var isDetectedCarousel: Bool { detected?.category == .contentCarousel }

        var summary: String {
            let labelText =
                label.map { "labelled \($0.category) (\($0.className ?? "?") \($0.identifier ?? "")) " }
                ?? "unlabelled "
            let detectedText =
                detected.map {
                    "detected \($0.category.rawValue) [\($0.evidence.joined(separator: "; "))] signals: "
                        + $0.signals.map(\.signal).joined(separator: ", ")
                }
                ?? "not detected"
            let rules = flagged.isEmpty ? "" : " rules: \(flagged.joined(separator: ", "))"
            return "\(file): \(labelText)\(detectedDescription.map { "\($0) " } ?? "")\(detectedText)\(rules)"
        }
    }

    var rows: [Row] = []
    var errors: [String] = []

    /// Evaluates every dump a labels file lists: a path relative to the labels file's folder, or
    /// `shared:` and a path under the repository's fixtures (Tests/HierarchyImportTests/Fixtures).
    static func evaluate(labelsFile: URL) throws -> CorpusEvaluation {
        let corpus = try JSONDecoder().decode(LabelledCorpus.self, from: Data(contentsOf: labelsFile))
        let folder = labelsFile.deletingLastPathComponent()
        var evaluation = CorpusEvaluation()
        for dump in corpus.dumps {
            // "shared:PATH" names a dump of the repository's fixtures (the project's shared fixtures).
            let path =
                dump.file.hasPrefix("shared:")
                ? FixtureDumps.path(String(dump.file.dropFirst("shared:".count)))
                : folder.appendingPathComponent(dump.file).path
            do {
                let screen = try ScreenImporter.importScreen(contentsOf: path)
                evaluation.rows += rows(for: dump, screen: screen).map { row in
                    var row = row
                    row.split = dump.split
                    return row
                }
            } catch {
                evaluation.errors.append("\(dump.file): \(error)")
            }
        }
        return evaluation
    }

    static func rows(for dump: LabelledCorpus.Dump, screen: AccessibilityScreen) -> [Row] {
        let context = AuditContext(screen: screen)
        let carouselRules = RuleRegistry.all.filter {
            $0.identifier.hasPrefix("carousel-") && $0.platforms.contains(screen.platform)
        }
        var flagged: [ElementID: [String]] = [:]
        for rule in carouselRules {
            for finding in rule.check(context) {
                guard let id = finding.element?.id, let carousel = carousel(holding: id, in: context) else { continue }
                flagged[carousel, default: []].append(rule.identifier)
            }
        }
        var unmatched = context.containers
        var rows: [Row] = []
        for label in dump.containers {
            var row = Row(file: dump.file, label: label, detected: nil, detectedDescription: nil, flagged: [])
            if let frame = label.frame {
                let scored = unmatched.enumerated().compactMap { offset, detected -> (Int, Double)? in
                    guard let element = context.index[detected.container] else { return nil }
                    let score = overlap(frame, element.frame)
                    return score >= minimumOverlap ? (offset, score) : nil
                }
                // Equal frames (a scroller, its content wrapper and the wrapper around both can share
                // bounds): the detected container of the label's class is the labelled one.
                let sameClass = { (offset: Int) in
                    context.index[unmatched[offset].container]?.className == label.className
                }
                if let best = scored.max(by: { ($0.1, sameClass($0.0) ? 1 : 0) < ($1.1, sameClass($1.0) ? 1 : 0) }) {
                    let detected = unmatched.remove(at: best.0)
                    row.detected = detected
                    row.detectedDescription = context.index[detected.container].map(FindingElement.describe)
                    row.flagged = flagged[detected.container] ?? []
                }
            }
            // The labelling policy counts a scroller and its one content wrapper as one container;
            // a labeller who labelled both gave the same row twice. A label left unmatched that
            // covers a kept label of its category (intersection over union as for a match) is that
            // second copy: counting it would report one row as both found and missed.
            if row.detected == nil, let frame = label.frame,
                rows.contains(where: { kept in
                    guard let keptFrame = kept.label?.frame, kept.labelCategory == row.labelCategory else {
                        return false
                    }
                    return overlap(frame, keptFrame) >= minimumOverlap
                })
            {
                continue
            }
            rows.append(row)
        }
        for detected in unmatched {
            rows.append(
                Row(
                    file: dump.file, label: nil, detected: detected,
                    detectedDescription: context.index[detected.container].map(FindingElement.describe),
                    flagged: flagged[detected.container] ?? []))
        }
        return rows
    }

    /// The carousel whose container is the element or holds it.
    static func carousel(holding id: ElementID, in context: AuditContext) -> ElementID? {
        let chain = Set([id] + context.index.ancestors(of: id))
        return context.carousels.first { chain.contains($0.container) }?.container
    }

    /// Intersection over union of two frames.
    static func overlap(_ a: ScreenRect, _ b: ScreenRect) -> Double {
        guard let shared = a.intersection(b) else { return 0 }
        let inter = shared.width * shared.height
        let union = a.width * a.height + b.width * b.height - inter
        return union > 0 ? inter / union : 0
    }

    // MARK: Measures

    var flaggedRows: [Row] { rows.filter { !$0.flagged.isEmpty } }
    var detectedCarouselRows: [Row] { rows.filter(\.isDetectedCarousel) }
    var multiItemCarouselRows: [Row] { rows.filter(\.isMultiItemCarousel) }

    static func ratio(_ part: Int, _ whole: Int) -> Double { whole == 0 ? 1 : Double(part) / Double(whole) }

    var rulePrecision: Double {
        Self.ratio(flaggedRows.filter(\.isLabelledCarousel).count, flaggedRows.count)
    }
    var detectionPrecision: Double {
        Self.ratio(detectedCarouselRows.filter(\.isLabelledCarousel).count, detectedCarouselRows.count)
    }
    var recall: Double {
        Self.ratio(multiItemCarouselRows.filter(\.isDetectedCarousel).count, multiItemCarouselRows.count)
    }

    /// The rows of one side of the split (errors are kept: an unreadable dump fails either side).
    func restricted(to split: CorpusSplit) -> CorpusEvaluation {
        CorpusEvaluation(rows: rows.filter { $0.split == split }, errors: errors)
    }

    /// The aggregate figures: counts, precision and recall, a line per labelled category; no row
    /// is named, so the test split's figures can be printed without showing what it misses.
    var figures: String {
        report(listingRows: false)
    }

    /// The report: totals, a line per labelled category, then the misses and false positives.
    var report: String {
        report(listingRows: true)
    }

    /// The figures, and with `listingRows` the misses and false positives row by row.
    func report(listingRows: Bool) -> String {
        func percent(_ value: Double) -> String { "\(Int((value * 1000).rounded()) / 10)%" }
        var lines = [
            "dumps with containers: \(Set(rows.map(\.file)).count), labelled containers: \(rows.filter { $0.label != nil }.count), "
                + "unlabelled detections: \(rows.filter { $0.label == nil }.count), unreadable: \(errors.count)",
            "carousel-rule precision \(percent(rulePrecision)) (\(flaggedRows.filter(\.isLabelledCarousel).count)/"
                + "\(flaggedRows.count)), detection precision \(percent(detectionPrecision)) "
                + "(\(detectedCarouselRows.filter(\.isLabelledCarousel).count)/\(detectedCarouselRows.count)), "
                + "recall \(percent(recall)) (\(multiItemCarouselRows.filter(\.isDetectedCarousel).count)/"
                + "\(multiItemCarouselRows.count) multi-item content carousels)",
            "category: labelled, found as horizontal, same category, taken for a carousel, carousel rules fired",
        ]
        for category in ContainerCategory.allCases {
            let labelled = rows.filter { $0.labelCategory == category }
            guard !labelled.isEmpty else { continue }
            lines.append(
                "  \(category.rawValue): \(labelled.count), \(labelled.filter { $0.detected != nil }.count), "
                    + "\(labelled.filter { $0.detected?.category == category }.count), "
                    + "\(labelled.filter(\.isDetectedCarousel).count), \(labelled.filter { !$0.flagged.isEmpty }.count)"
            )
        }
        let unknown = rows.filter { $0.label != nil && $0.labelCategory == nil }
        if !unknown.isEmpty { lines.append("  unknown label categories: \(unknown.count)") }
        guard listingRows else { return lines.joined(separator: "\n") }
        lines.append("missed content carousels:")
        lines += multiItemCarouselRows.filter { !$0.isDetectedCarousel }.map { "  - " + $0.summary }
        lines.append("false positives (carousel rules or detection on a non-carousel):")
        lines += rows.filter { !$0.isLabelledCarousel && ($0.isDetectedCarousel || !$0.flagged.isEmpty) }
            .map { "  - " + $0.summary }
        lines.append("other containers in the wrong category (no carousel rule involved):")
        lines += rows.filter { row in
            guard let category = row.labelCategory, category != .contentCarousel else { return false }
            return row.detected?.category != category && !row.isDetectedCarousel && row.flagged.isEmpty
        }.map { "  - " + $0.summary }
        lines += errors.map { "unreadable: \($0)" }
        if ProcessInfo.processInfo.environment["CAROUSEL_A11Y_CORPUS_VERBOSE"] != nil {
            lines.append("every row:")
            lines += rows.map { "  - " + $0.summary }
        }
        return lines.joined(separator: "\n")
    }

    /// Merges evaluations of several labels files.
    static func + (lhs: CorpusEvaluation, rhs: CorpusEvaluation) -> CorpusEvaluation {
        CorpusEvaluation(rows: lhs.rows + rhs.rows, errors: lhs.errors + rhs.errors)
    }
}
