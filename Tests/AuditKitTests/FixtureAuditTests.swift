import AccessibilityTree
import Foundation
import HierarchyImport
import Testing

@testable import AuditKit

/// Real dumps audited with the real simulator: every one without error, and two reviewed by
/// reading the XML, finding by finding.
@Suite struct FixtureAuditTests {
    @Test(arguments: FixtureDumps.all)
    func everyDumpIsAuditedAndItsSARIFHasTheRequiredFields(name: String) throws {
        let path = FixtureDumps.path(name)
        let screen = try FixtureDumps.screen(name)
        let findings = Auditor().audit(screen, file: path)
        for finding in findings {
            #expect(RuleRegistry.identifiers.contains(finding.rule))
            #expect(finding.file == path)
            #expect(finding.line.map { $0 >= 1 } ?? true)
            #expect(!finding.message.isEmpty)
        }
        let report = AuditReport(findings: findings, rules: Auditor().ruleDescriptors(), files: [path])
        let log = try SARIFRequiredFields.check(SARIFReporter().render(report))
        let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [Any]
        #expect(results?.count == findings.count)
    }

    /// Pixel launcher, Appium page source (android-appium/Bioto__tron-ai__page_source_629b9fb_launcher.xml).
    ///
    /// Read in the XML:
    /// - line 14: `androidx.viewpager.widget.ViewPager`, content-desc "At a glance", bounds
    ///   [83,103][997,376], holding one card (line 15) and no page position, dots or cards parked
    ///   off screen: a pager needs content-card evidence before any carousel rule fires
    ///   (`paged-container`, issue 21: "a launcher's At-a-glance widget pager holding one card"
    ///   was a false positive), so no carousel finding.
    /// - line 17: TextView "Thu, Aug 21", clickable, bounds [83,202][363,264] = 280 x 62 px; at
    ///   the 2.625 density of a 1080 px wide phone, 106.7 x 23.6 dp, under 48 dp tall:
    ///   `touch-target-size`.
    /// - Not flagged: the app icons (lines 23 to 26, 34 to 37) are 205 x 290 px and 173 x 195 px,
    ///   over 48 dp; they sit side by side but all on screen, so they are no carousel.
    @Test func pixelLauncherFindings() throws {
        let path = FixtureDumps.path(FixtureDumps.appiumLauncher)
        let screen = try FixtureDumps.screen(FixtureDumps.appiumLauncher)
        let findings = Auditor().audit(screen, file: path)
        #expect(
            findings.map { "\($0.line ?? 0) \($0.rule) \($0.element?.description ?? "")" } == [
                "17 touch-target-size android.widget.TextView \"Thu, Aug 21\""
            ])
        let pager = AuditContext(screen: screen).containers.first { $0.reason == .pager }
        #expect(pager?.category == .screenPager)
        #expect(pager?.signals.map(\.signal).contains("paged-container") == true)
        // The date sits in the clickable At-a-glance widget, which ATF takes as possibly handling
        // its touches: the finding is lowered one level, as ATF lowers it from an error to a
        // warning (TouchTargetSizeCheck.java at c65cab0, lines 237-258).
        #expect(
            findings.first?.message
                == "The target is 106.7 x 23.6 dp, smaller than 48 x 48 dp; enlarge its frame or hit area. A larger "
                + "clickable ViewGroup around it may take the touch for it; if it does the same thing, the target is "
                + "big enough there.")
        #expect(findings.map(\.severity) == [.info])
    }

    /// A login screen, uiautomator dump (android-uiautomator/docer1990__visiontest__hierarchy.xml).
    ///
    /// Read in the XML:
    /// - line 70: `android.view.View` content-desc "Terms of Service", clickable, bounds
    ///   [606,2152][864,2213] = 258 x 61 px, 98.3 x 23.2 dp at 2.625.
    /// - line 72: "Privacy Policy", clickable, [431,2205][648,2265] = 217 x 60 px, 82.7 x 22.9 dp.
    ///   Both are links inside the sentence "By logging in, you agree with our ... and ..." (lines
    ///   69 to 72: text siblings 61 px tall on the same or the next line). WCAG 2.5.8 exempts
    ///   inline targets, which the rule follows by default; with the exceptions turned off, the
    ///   platform's 48 dp guidance (ATF's TouchTargetSizeCheck) reports both.
    /// - Not flagged: the "Log In" and "I am new here" Buttons (lines 66, 67) are 996 x 126 px,
    ///   379 x 48 dp, exactly the minimum; every other node with text is not clickable; the
    ///   system UI window (lines 3 to 49) has nothing actionable that is too small or unnamed.
    @Test func loginScreenFindings() throws {
        let path = FixtureDumps.path(FixtureDumps.uiautomatorLogin)
        let screen = try FixtureDumps.screen(FixtureDumps.uiautomatorLogin)
        #expect(Auditor().audit(screen, file: path).isEmpty)
        let strict = AuditConfiguration(touchTarget: TouchTargetOptions(exceptions: []))
        let findings = Auditor().audit(screen, file: path, configuration: strict)
        #expect(
            findings.map { "\($0.line ?? 0) \($0.rule) \($0.element?.description ?? "")" } == [
                "70 touch-target-size android.view.View \"Terms of Service\"",
                "72 touch-target-size android.view.View \"Privacy Policy\"",
            ])
        #expect(
            findings.map(\.message) == [
                "The target is 98.3 x 23.2 dp, smaller than 48 x 48 dp; enlarge its frame or hit area.",
                "The target is 82.7 x 22.9 dp, smaller than 48 x 48 dp; enlarge its frame or hit area.",
            ])
        #expect(findings.map(\.speech) == ["Terms of Service", "Privacy Policy"])
    }

    /// iOS Settings (ios-xml/ldi-github__shirates-core__XmlDataIos_SettingsTopScreen.xml): each
    /// cell lays an icon, a title and a chevron side by side, and Appium marks the icon and the
    /// chevron visible="false" (lines 51 to 59, the Privacy cell), which once made each cell look
    /// like a carousel with cards off screen. VoiceOver reads the cell as one stop, so nothing in
    /// it is a carousel, and the screen has nothing else to report.
    @Test func settingsCellsAreNotCarousels() throws {
        let screen = try FixtureDumps.screen(FixtureDumps.iosSettings)
        let context = AuditContext(screen: screen)
        #expect(context.carousels.isEmpty)
        #expect(Auditor().audit(context).isEmpty)
    }
}
