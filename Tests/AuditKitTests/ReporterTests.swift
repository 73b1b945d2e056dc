import AccessibilityTree
import Foundation
import Testing

@testable import AuditKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct ReporterTests {
    @Test func registryFindsEveryReporterByName() {
        #expect(ReporterRegistry.names == ["text", "json", "sarif", "junit", "html"])
        for name in ReporterRegistry.names {
            #expect(ReporterRegistry.reporter(named: name)?.name == name)
        }
        #expect(ReporterRegistry.reporter(named: "pdf") == nil)
    }

    @Test func textGroupsFindingsByFileWithElementAndSpeech() {
        let text = TextReporter().render(ReporterFixtures.report)
        let expected = """
            home.xml
              12: error [carousel-skip-cost] Passing the carousel "Related" takes 4 swipes.
                  element: XCUIElementTypeCollectionView "Related" (id 0.3)
                  path: XCUIElementTypeApplication > XCUIElementTypeCollectionView "Related"
                  speech: "Related"
              20: warning [touch-target-size] Too small & <tight>.
                  element: XCUIElementTypeButton "Close" (id 0.4)
                  speech: "Close, Button"

            settings.xml
              3: error [label-missing] No label.
                  element: android.widget.ImageButton (id 0.1)

            (no file)
              info [label-contains-role] Says button.

            4 findings (2 errors, 1 warning, 1 info)

            """
        #expect(text == expected)
    }

    /// A dump's label with an escape sequence, a bell and a line break: printed raw, it cleared
    /// the terminal and forged a finding line in CI logs; the text report escapes it.
    @Test func textEscapesControlCharactersFromTheDump() {
        let label = "Go\u{1B}[2J\u{7}\r\n  1: error [fake] forged\u{9B}"
        let finding = Finding(
            rule: "touch-target-size", severity: .warning, message: "Small \"\(label)\".", file: "a\nb.json",
            line: 2, element: FindingElement(id: "0.0", description: "Button \"\(label)\""), speech: label)
        let text = TextReporter().render(AuditReport(findings: [finding]))
        let escaped = #"Go\u{1B}[2J\u{7}\r\n  1: error [fake] forged\u{9B}"#
        #expect(
            text == """
                a\\nb.json
                  2: warning [touch-target-size] Small "\(escaped)".
                      element: Button "\(escaped)" (id 0.0)
                      speech: "\(escaped)"

                1 finding (0 errors, 1 warning, 0 info)

                """)
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x7 || $0.value == 0x9B })
    }

    @Test func escapingControlCharactersKeepsOtherText() {
        #expect("café 👍 \\ \"q\"".escapingControlCharacters == "café 👍 \\ \"q\"")
        #expect("a\tb\u{0}\u{7F}".escapingControlCharacters == #"a\tb\u{0}\u{7F}"#)
    }

    @Test func textWithNoFindingsSaysSo() {
        #expect(TextReporter().render(AuditReport(findings: [])) == "No findings.\n")
    }

    @Test func jsonParsesBackFieldByField() throws {
        let json = JSONReporter().render(ReporterFixtures.report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Array(object.keys) == ["findings"])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 4)

        let first = findings[0]
        #expect(first["rule"] as? String == "carousel-skip-cost")
        #expect(first["severity"] as? String == "error")
        #expect(first["message"] as? String == "Passing the carousel \"Related\" takes 4 swipes.")
        #expect(first["file"] as? String == "home.xml")
        #expect(first["line"] as? Int == 12)
        #expect(first["speech"] as? String == "Related")
        #expect(first["swipesToPass"] as? Int == 4)
        #expect(first["mayHaveMoreOffScreen"] as? Bool == true)
        let element = try #require(first["element"] as? [String: Any])
        #expect(element["id"] as? String == "0.3")
        #expect(element["identifier"] as? String == "related")
        #expect(element["description"] as? String == "XCUIElementTypeCollectionView \"Related\"")

        let last = findings[3]
        #expect(last["rule"] as? String == "label-contains-role")
        #expect(last["severity"] as? String == "info")
        #expect(last["file"] == nil && last["line"] == nil && last["element"] == nil)

        // And the whole document decodes back to the same findings.
        struct Document: Decodable { var findings: [Finding] }
        let decoded = try JSONDecoder().decode(Document.self, from: Data(json.utf8))
        #expect(decoded.findings == ReporterFixtures.findings)
    }

    @Test func sarifHasEveryFieldTheSchemaRequires() throws {
        let sarif = SARIFReporter().render(ReporterFixtures.report)
        let log = try SARIFRequiredFields.check(sarif)
        // sarifLog: required version and runs; $schema recommended.
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == SARIFReporter.schemaURI)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        // run: required tool; tool: required driver; toolComponent: required name.
        let tool = try #require(runs[0]["tool"] as? [String: Any])
        let driver = try #require(tool["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "carousel-a11y")
        #expect(driver["version"] as? String == "1.2.3")
        #expect(driver["informationUri"] as? String == "https://example.org/carousel-a11y")
        // reportingDescriptor: required id; multiformatMessageString: required text;
        // reportingConfiguration.level in none/note/warning/error.
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ReporterFixtures.rules.map(\.identifier))
        for rule in rules {
            #expect(rule["name"] is String)
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] is String)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["none", "note", "warning", "error"].contains(level ?? ""))
        }
        #expect(rules[0]["helpUri"] as? String == "https://www.w3.org/WAI/WCAG22/Understanding/bypass-blocks.html")
        #expect(rules[1]["helpUri"] == nil)

        // result: required message; message: text or id; ruleIndex points at the rule with ruleId.
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 4)
        for result in results {
            let message = try #require(result["message"] as? [String: Any])
            #expect(message["text"] is String || message["id"] is String)
            let ruleId = try #require(result["ruleId"] as? String)
            let ruleIndex = try #require(result["ruleIndex"] as? Int)
            #expect(rules[ruleIndex]["id"] as? String == ruleId)
            #expect(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
        }
        #expect(results.map { $0["level"] as? String } == ["error", "error", "warning", "note"])
        #expect((results[2]["message"] as? [String: Any])?["text"] as? String == "Too small & <tight>.")

        // physicalLocation: artifactLocation with uri; region.startLine >= 1.
        let location = try #require((results[0]["locations"] as? [[String: Any]])?.first)
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "home.xml")
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 12)
        let logical = try #require((location["logicalLocations"] as? [[String: Any]])?.first)
        #expect(logical["name"] as? String == "XCUIElementTypeCollectionView \"Related\"")
        let properties = try #require(results[0]["properties"] as? [String: Any])
        #expect(properties["swipesToPass"] as? Int == 4)
        #expect(properties["mayHaveMoreOffScreen"] as? Bool == true)
        // A finding with no file and no element has no location at all.
        #expect(results[3]["locations"] == nil)
    }

    @Test func sarifEncodesPathsAsURIs() {
        #expect(SARIFReporter.uri(for: "My Screens/home.xml") == "My%20Screens/home.xml")
        #expect(SARIFReporter.uri(for: "dumps/50%#1?.xml") == "dumps/50%25%231%3F.xml")
        // A colon in the first segment would make "shots" a URI scheme.
        #expect(SARIFReporter.uri(for: "shots:home.xml") == "shots%3Ahome.xml")
        #expect(URL(string: SARIFReporter.uri(for: "shots:home.xml"))?.scheme == nil)
        // An absolute path is a file URI, not a relative reference without a base.
        #expect(SARIFReporter.uri(for: "/ci/My Dumps/home.xml") == "file:///ci/My%20Dumps/home.xml")
        #expect(URL(string: SARIFReporter.uri(for: "/ci/My Dumps/home.xml"))?.path == "/ci/My Dumps/home.xml")
    }

    @Test func junitIsWellFormedWithOneCasePerRuleAndFile() throws {
        let xml = JUnitReporter().render(ReporterFixtures.report)
        let collector = JUnitCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")

        // 3 files plus a suite for the file-less finding, x 4 rules; failing cases: home.xml 2,
        // settings.xml 1, clean.xml 0, (no file) 1.
        #expect(collector.root["tests"] == "16")
        #expect(collector.root["failures"] == "4")
        #expect(collector.suites.map { $0["name"] } == ["home.xml", "settings.xml", "clean.xml", "(no file)"])
        #expect(collector.suites.map { $0["tests"] } == ["4", "4", "4", "4"])
        #expect(collector.suites.map { $0["failures"] } == ["2", "1", "0", "1"])
        #expect(collector.cases.count == 16)
        #expect(collector.cases.prefix(4).map { $0["name"] } == ReporterFixtures.rules.map(\.identifier))
        #expect(
            collector.failures.map { $0["message"] } == [
                "Passing the carousel \"Related\" takes 4 swipes.", "Too small & <tight>.", "No label.", "Says button.",
            ])
        #expect(collector.failures.map { $0["type"] } == ["error", "warning", "error", "info"])
        #expect(
            collector.failureTexts[0]
                == "home.xml:12: error: Passing the carousel \"Related\" takes 4 swipes. (XCUIElementTypeCollectionView \"Related\")"
        )
    }

    @Test func junitSummarisesSeveralFindingsOfOneRule() throws {
        var second = ReporterFixtures.small
        second.line = 30
        second.severity = .error
        let report = AuditReport(findings: [ReporterFixtures.small, second], rules: ReporterFixtures.rules)
        let collector = JUnitCollector()
        let parser = XMLParser(data: Data(JUnitReporter().render(report).utf8))
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.failures.map { $0["message"] } == ["2 findings"])
        #expect(collector.failures.map { $0["type"] } == ["error"])
        #expect(collector.failureTexts[0].split(separator: "\n").count == 2)
    }

    @Test func xmlEscapingCoversSpecialAndControlCharacters() {
        #expect(JUnitReporter.escape("a&b<c>\"d'\u{1}") == "a&amp;b&lt;c&gt;&quot;d&apos;?")
        // XML 1.0's Char excludes U+FFFE and U+FFFF; a JSON dump's label can hold them.
        #expect(JUnitReporter.escape("x\u{FFFE}y\u{FFFF}z\u{7}") == "x?y?z?")
        #expect(JUnitReporter.escape("tab\tline\ncafé 👍") == "tab\tline\ncafé 👍")
    }
}

/// Collects the JUnit elements and attributes an XML parser reports.
final class JUnitCollector: NSObject, XMLParserDelegate {
    var root: [String: String] = [:]
    var suites: [[String: String]] = []
    var cases: [[String: String]] = []
    var failures: [[String: String]] = []
    var failureTexts: [String] = []
    private var inFailure = false

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        switch elementName {
        case "testsuites": root = attributeDict
        case "testsuite": suites.append(attributeDict)
        case "testcase": cases.append(attributeDict)
        case "failure":
            failures.append(attributeDict)
            failureTexts.append("")
            inFailure = true
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inFailure { failureTexts[failureTexts.count - 1] += string }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        if elementName == "failure" { inFailure = false }
    }
}
