import AccessibilityTree
import Foundation
import Testing

@testable import AuditKit

/// One finding per carousel and rule: a finding on a carousel lists the cards it is about, and
/// every reporter shows them (issue 21, item 3).
@Suite struct RelatedElementReportingTests {
    static let cardRole = Finding(
        rule: "carousel-card-role", severity: .error, message: "2 cards can be activated but are not announced.",
        file: "home.xml", line: 12, column: 5,
        element: FindingElement(id: "0.3", description: "XCUIElementTypeCollectionView \"Related\""),
        related: [
            RelatedElement(
                element: FindingElement(id: "0.3.0", description: "XCUIElementTypeCell \"Lockdown\""), line: 13,
                column: 7, note: "no button or link role"),
            RelatedElement(
                element: FindingElement(id: "0.3.1", description: "XCUIElementTypeCell \"Schools\""), line: 14,
                note: "no button or link role"),
        ])

    static var report: AuditReport {
        AuditReport(
            findings: [cardRole], rules: ReporterFixtures.rules, files: ["home.xml"], toolName: "carousel-a11y",
            toolVersion: "1.2.3", toolInformationURI: "https://example.org/carousel-a11y")
    }

    @Test func textListsTheCardsUnderTheFinding() {
        let text = TextReporter().render(Self.report)
        #expect(text.contains("      - 13: XCUIElementTypeCell \"Lockdown\" (id 0.3.0) — no button or link role\n"))
        #expect(text.contains("      - 14: XCUIElementTypeCell \"Schools\" (id 0.3.1) — no button or link role\n"))
        #expect(text.hasSuffix("1 finding (1 error, 0 warnings, 0 info)\n"))
    }

    @Test func jsonCarriesTheCardsAndReadsBack() throws {
        let json = JSONReporter().render(Self.report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let finding = try #require((object["findings"] as? [[String: Any]])?.first)
        let related = try #require(finding["related"] as? [[String: Any]])
        #expect(related.compactMap { $0["line"] as? Int } == [13, 14])
        #expect(related.compactMap { ($0["element"] as? [String: Any])?["id"] as? String } == ["0.3.0", "0.3.1"])
        let decoded = try JSONDecoder().decode(Finding.self, from: JSONSerialization.data(withJSONObject: finding))
        #expect(decoded.related == Self.cardRole.related)
    }

    /// SARIF 2.1.0 §3.27.22: `relatedLocations`, each a location with an `id` unique in the result.
    @Test func sarifListsTheCardsAsRelatedLocations() throws {
        let sarif = SARIFReporter().render(Self.report)
        _ = try SARIFRequiredFields.check(sarif)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let result = try #require(
            ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        #expect(related.compactMap { $0["id"] as? Int } == [0, 1])
        let regions = related.map { (($0["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]) ?? [:] }
        #expect(regions.compactMap { $0["startLine"] as? Int } == [13, 14])
        #expect(regions.compactMap { $0["startColumn"] as? Int } == [7])
        let messages = related.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        #expect(messages.first == "XCUIElementTypeCell \"Lockdown\": no button or link role")
        // The finding itself stays one result on the carousel.
        #expect((log["runs"] as? [[String: Any]])?.first?["results"].map { ($0 as? [Any])?.count } == 1)
    }

    @Test func junitAndHTMLListTheCards() {
        let junit = JUnitReporter().render(Self.report)
        #expect(junit.contains("  - home.xml:13: XCUIElementTypeCell &quot;Lockdown&quot;: no button or link role"))
        let html = HTMLReporter().render(Self.report)
        #expect(html.contains("<ul class=\"related\"><li>line 13 · XCUIElementTypeCell &quot;Lockdown&quot;"))
    }
}
