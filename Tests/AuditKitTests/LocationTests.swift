import AccessibilityTree
import Foundation
import HierarchyImport
import Testing

@testable import AuditKit

/// Where a finding is (issue 12): a column as well as a line, so findings on a one-line dump are
/// told apart, and a readable element path in every report.
@Suite("Finding locations: columns and readable paths")
struct LocationTests {
    /// Two small buttons on the one line of a raw `uiautomator dump`.
    private static let oneLine =
        #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
        + #"<node index="0" text="" resource-id="com.example:id/root" class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">"#
        + #"<node index="0" text="" resource-id="com.example:id/related_list" class="androidx.recyclerview.widget.RecyclerView" bounds="[0,100][1080,400]" scrollable="true">"#
        + #"<node index="0" text="A" class="android.widget.Button" clickable="true" bounds="[10,150][70,180]"/>"#
        + #"<node index="1" text="B" class="android.widget.Button" clickable="true" bounds="[80,150][140,180]"/>"#
        + "</node></node></hierarchy>"

    private func findings(_ text: String) throws -> [Finding] {
        let screen = try ScreenImporter.importScreen(bytes: Array(text.utf8), fileName: "one.xml")
        return Auditor().audit(screen, file: "one.xml", configuration: AuditConfiguration(only: ["touch-target-size"]))
    }

    @Test func findingsOnAOneLineDumpHaveDistinctColumns() throws {
        let found = try findings(Self.oneLine)
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.line == 1 })
        let columns = found.compactMap(\.column)
        let expected = ["A", "B"].map { label in
            // The column of each button's "<node", counted independently of the importer.
            let prefix = Self.oneLine.components(
                separatedBy: "<node index=\"\(label == "A" ? 0 : 1)\" text=\"\(label)\"")[0]
            return prefix.unicodeScalars.count + 1
        }
        #expect(columns == expected)
        #expect(
            found.map { $0.element?.path } == [
                "… > RecyclerView#related_list > Button[1]", "… > RecyclerView#related_list > Button[2]",
            ])
    }

    @Test func everyReportCarriesTheColumnAndThePath() throws {
        let report = AuditReport(findings: try findings(Self.oneLine))
        let text = TextReporter().render(report)
        #expect(text.contains("\n  1:\(report.findings[0].column ?? 0): warning [touch-target-size]"))
        #expect(text.contains("\n      path: … > RecyclerView#related_list > Button[1]\n"))
        let json = JSONReporter().render(report)
        #expect(json.contains("\"column\" : \(report.findings[0].column ?? 0)"))
        #expect(json.contains("\"path\" : \"… > RecyclerView#related_list > Button[2]\""))
        let sarif = try #require(
            JSONSerialization.jsonObject(with: Data(SARIFReporter().render(report).utf8)) as? [String: Any])
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let location = try #require((results.first?["locations"] as? [[String: Any]])?.first)
        let region = try #require((location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 1)
        #expect(region["startColumn"] as? Int == report.findings[0].column)
        let logical = try #require((location["logicalLocations"] as? [[String: Any]])?.first)
        #expect(logical["fullyQualifiedName"] as? String == "… > RecyclerView#related_list > Button[1]")
    }

    @Test func aPathWithoutIdentifiersKeepsTheRootAndTheLastThreeSteps() {
        var leaf = AccessibilityElement(id: "0.0.0.0.0", label: "Go")
        leaf.className = "XCUIElementTypeButton"
        func wrap(_ child: AccessibilityElement, _ id: ElementID, _ type: String) -> AccessibilityElement {
            var element = AccessibilityElement(id: id, children: [child])
            element.className = type
            return element
        }
        let other3 = wrap(leaf, "0.0.0.0", "XCUIElementTypeOther")
        let other2 = wrap(other3, "0.0.0", "XCUIElementTypeOther")
        let window = wrap(other2, "0.0", "XCUIElementTypeWindow")
        let application = wrap(window, "0", "XCUIElementTypeApplication")
        #expect(
            ElementPath.readable(leaf, ancestors: [application, window, other2, other3])
                == "Application > … > Other > Other > Button")
        #expect(
            ElementPath.readable(other3, ancestors: [application, window, other2])
                == "Application > Window > Other > Other")
    }

    @Test func aRealDumpsPathsAreShort() throws {
        let screen = try FixtureDumps.screen(FixtureDumps.uiautomatorLogin)
        // WCAG 2.5.8's inline exception spares the login screen's links; without the exceptions
        // they are findings, whose paths are checked here.
        let strict = AuditConfiguration(touchTarget: TouchTargetOptions(exceptions: []))
        let found = Auditor().audit(screen, file: "login.xml", configuration: strict)
        #expect(!found.isEmpty)
        for finding in found {
            let steps = finding.element?.path?.components(separatedBy: " > ") ?? []
            #expect(steps.count <= 6, "\(finding.element?.path ?? "")")
            // A finding about an element the dump located has its column too.
            #expect((finding.line == nil) == (finding.column == nil))
        }
    }
}
