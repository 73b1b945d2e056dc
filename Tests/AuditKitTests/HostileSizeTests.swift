import AccessibilityTree
import Foundation
import HierarchyImport
import ScreenReaderKit
import Testing

@testable import AuditKit

/// An Appium (WebDriverAgent) page source of one application holding `children`, whose frame is
/// `width` x `height` points.
private func pageSource(width: String = "390", height: String = "844", _ children: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication \
    type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" \
    accessible="false" x="0" y="0" width="\(width)" height="\(height)">\(children)\
    </XCUIElementTypeApplication></AppiumAUT>
    """
}

/// Sizes a dump may state that no screen has: WebDriverAgent writes any number the app's frame
/// holds, and the importer accepts every finite one. Found by the eighth fuzzing session, where
/// each of these stopped `carousel-a11y audit` or `report` with a trap (Fuzz/README.md).
@Suite("Hostile sizes in audits and reports")
struct HostileSizeTests {
    @Test func aTargetTooNarrowButAstronomicallyTallIsReportedWithItsHeightAsStated() throws {
        let xml = pageSource(
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="Go" label="Go" enabled="true" "#
                + #"visible="true" accessible="true" x="10" y="10" width="20" height="1e300"/>"#)
        let screen = try ScreenImporter.importScreen(data: Data(xml.utf8), fileName: "tall.xml")
        let findings = Auditor().audit(screen, file: "tall.xml").filter { $0.rule == "touch-target-size" }
        let finding = try #require(findings.first, "the 20 pt wide button is too small a target")
        // Trapped in TouchTargetSizeRule.format before: Int(1e300) is past Int.max.
        #expect(finding.message.hasPrefix("The target is 20 x 1e+300 pt"), "\(finding.message)")
        #expect(finding.message.contains("smaller than 44 x 44 pt"))
    }

    @Test func theLargestFiniteSizeIsFormattedWithoutRoundingAway() {
        // Scaling 1.7e308 by ten for one decimal overflows to infinity.
        #expect(TouchTargetSizeRule.format(1.7e308) == "1.7e+308")
        #expect(TouchTargetSizeRule.format(-1e20) == "-1e+20")
        #expect(TouchTargetSizeRule.format(38.14) == "38.1")
        #expect(TouchTargetSizeRule.format(44) == "44")
        #expect(TouchTargetSizeRule.format(2.625, decimals: 3) == "2.625")
    }

    @Test func aTextAstronomicallyWideIsDrawnWhole() throws {
        let xml = pageSource(
            width: "1e300", height: "1e300",
            #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Hello" label="Hello" "#
                + #"enabled="true" visible="true" accessible="true" x="0" y="0" width="1e300" height="1e300"/>"#)
        let screen = try ScreenImporter.importScreen(data: Data(xml.utf8), fileName: "wide.xml")
        let report = Auditor().report([ReportSubject(LiveScreen(screen), file: "wide.xml")])
        // Trapped in HTMLReporterPage.boxText before: the room for text was Int(1e300 / 5.6).
        let html = HTMLReporter().render(report)
        #expect(html.contains("<text class=\"tx\""))
        #expect(html.contains(">Hello</text>"))
    }
}
