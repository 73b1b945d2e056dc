import Foundation
import ScreenReaderKit

/// The demo's JSON report: `{"scenarios": [{"name", "reader", "accessible", "swipesToPassCarousel", ...}]}`.
struct DemoReport: Encodable {
    var scenarios: [DemoScenario]

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

/// The demo's text report: each transcript, then the comparison table.
struct DemoTextReport {
    var scenarios: [DemoScenario]
    var context: CommandContext

    func print() {
        for scenario in scenarios {
            let version = scenario.accessible ? "accessible" : "default"
            context.print(context.styled("== \(scenario.name), \(scenario.reader), \(version)", .bold))
            TranscriptPrinter(context: context).print(scenario.transcript)
            context.print()
        }
        printTable()
    }

    private func printTable() {
        context.print(context.styled("Comparison", .bold))
        let header = ["scenario", "reader", "version", "swipes to pass", "cards with a role", "position spoken"]
        let rows = scenarios.map { scenario -> [String] in
            let cards = scenario.cardCount.map { count in "\(scenario.cardsAnnouncedWithRole ?? 0) of \(count)" } ?? "-"
            let position =
                scenario.cardCount.map { count in "\(scenario.cardsWithPositionSpoken ?? 0) of \(count)" } ?? "-"
            return [
                scenario.name, scenario.reader.description, scenario.accessible ? "accessible" : "default",
                scenario.swipesToPass.map(String.init) ?? "-", cards, position,
            ]
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func format(_ row: [String]) -> String {
            row.indices.map { row[$0].rightPadded(to: widths[$0]) }.joined(separator: "  ")
                .trimmingCharacters(in: .whitespaces)
        }
        context.print(format(header))
        context.print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        for row in rows { context.print(format(row)) }
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
    func rightPadded(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
