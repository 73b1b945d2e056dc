import AccessibilityTree
import Foundation
import HierarchyImport
import Testing

@testable import AuditKit

/// Issue 10's corrections: findings only where a user can meet the problem.
@Suite struct RuleCorrectnessTests {
    private static func androidButton(_ id: String, _ label: String, _ frame: ScreenRect) -> AccessibilityElement {
        AccessibilityElement(
            id: ElementID(id), label: label, role: .button, className: "android.widget.ImageButton", frame: frame,
            isClickable: true, isFocusable: true)
    }

    private static func touchTargets(_ elements: [AccessibilityElement], options: TouchTargetOptions = .init())
        -> [String]
    {
        let context = AuditContext(screen: ExampleScreens.android(elements))
        return TouchTargetSizeRule(options: options).check(context).compactMap { $0.element?.id.rawValue }
    }

    @Test func aNodeNotImportantForAccessibilityIsNotMeasuredOrNamed() throws {
        // A small unlabelled button that Android does not report to TalkBack (a11y-important="false"):
        // the importer leaves it out, so no rule measures or names it; reported, it is both findings.
        func dump(important: Bool) -> String {
            #"<hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">"#
                + #"<android.widget.FrameLayout index="0" class="android.widget.FrameLayout" bounds="[0,0][1080,2400]" a11y-important="true">"#
                + #"<android.widget.ImageButton index="0" class="android.widget.ImageButton" clickable="true" focusable="true" "#
                + #"enabled="true" bounds="[900,100][1000,200]" a11y-important="\#(important)"/>"#
                + "</android.widget.FrameLayout></hierarchy>"
        }
        let rules = AuditConfiguration(only: ["touch-target-size", "label-missing"])
        let hidden = try ScreenImporter.importScreen(bytes: Array(dump(important: false).utf8), fileName: "h.xml")
        #expect(Auditor().audit(hidden, file: "h.xml", configuration: rules).isEmpty)
        let shown = try ScreenImporter.importScreen(bytes: Array(dump(important: true).utf8), fileName: "s.xml")
        #expect(
            Set(Auditor().audit(shown, file: "s.xml", configuration: rules).map(\.rule)) == [
                "touch-target-size", "label-missing",
            ])
    }

    @Test func anEquivalentBigEnoughTargetExemptsTheSmallOne() {
        // Equivalent: the same name and the same resource id, so the same action (issue 21).
        var small = Self.androidButton("small", "Search", ScreenRect(left: 900, top: 100, right: 1000, bottom: 200))
        var big = Self.androidButton("big", "Search", ScreenRect(left: 40, top: 400, right: 1040, bottom: 560))
        small.identifier = "com.example:id/search"
        big.identifier = "com.example:id/search"
        #expect(Self.touchTargets([small, big]).isEmpty)
        #expect(Self.touchTargets([small, big], options: TouchTargetOptions(exceptions: [.inline])) == ["small"])
    }

    @Test func theSystemsOwnControlsAreUserAgentControls() {
        var status = Self.androidButton("wifi", "Wi-Fi", ScreenRect(left: 900, top: 10, right: 960, bottom: 60))
        status.identifier = "com.android.systemui:id/wifi_signal"
        #expect(Self.touchTargets([status]).isEmpty)
        #expect(Self.touchTargets([status], options: TouchTargetOptions(exceptions: [])) == ["wifi"])
    }

    /// A window System UI adds over the app (the navigation bar's, with its long-clickable home
    /// handle around an empty view, neither with a resource id) is the system's, named by its package: neither
    /// touch-target-size nor label-missing reports its views. The same view in the app's window
    /// is both findings, and on a screen that is System UI's own the window is no "over the app".
    /// Source: wild set KK (a Facebook screen dumped with the navigation bar's window).
    @Test func aSystemUIWindowOverTheAppIsTheSystems() throws {
        func dump(handlePackage: String, appPackage: String = "com.example.app") -> String {
            #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
                + #"<node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="\#(appPackage)" "#
                + #"content-desc="" clickable="false" enabled="true" focusable="false" bounds="[0,0][720,1560]">"#
                + #"<node index="0" text="Hello" resource-id="" class="android.widget.TextView" package="\#(appPackage)" "#
                + #"content-desc="" clickable="false" enabled="true" focusable="false" bounds="[0,200][720,300]"/></node>"#
                + #"<node index="1" text="" resource-id="" class="android.widget.FrameLayout" package="\#(handlePackage)" "#
                + #"content-desc="" clickable="false" enabled="true" focusable="false" bounds="[0,1498][720,1560]">"#
                + #"<node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="\#(handlePackage)" "#
                + #"content-desc="" clickable="false" long-clickable="true" enabled="true" focusable="false" "#
                + #"bounds="[280,1534][439,1560]"><node index="0" text="" resource-id="" class="android.view.View" "#
                + #"package="\#(handlePackage)" content-desc="" enabled="true" bounds="[360,1547][360,1547]"/>"#
                + "</node></node></hierarchy>"
        }
        let rules = AuditConfiguration(only: ["touch-target-size", "label-missing"])
        func rulesReported(_ xml: String) throws -> Set<String> {
            let screen = try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "w.xml")
            return Set(Auditor().audit(screen, file: "w.xml", configuration: rules).map(\.rule))
        }
        #expect(try rulesReported(dump(handlePackage: "com.android.systemui")).isEmpty)
        #expect(try rulesReported(dump(handlePackage: "com.example.app")) == ["touch-target-size", "label-missing"])
        // System UI's own screen (its largest window is System UI's, so it names the screen): its
        // windows are no system windows over an app; the rules exempting a system screen say so
        // of the whole screen.
        let shade = try ScreenImporter.importScreen(
            bytes: Array(dump(handlePackage: "com.android.systemui", appPackage: "com.android.systemui").utf8),
            fileName: "s.xml")
        let context = AuditContext(screen: shade)
        let handle = try #require(shade.allElements.first { $0.isLongClickable })
        #expect(!context.isInSystemWindowOverTheApp(handle))
        #expect(context.screen.windowTypes.values.allSatisfy { $0 == .system })
    }

    @Test func theMinimumIsConfigurablePerPlatform() {
        // 100 px at 2.625 is 38.1 dp: too small for 48 dp, enough for WCAG's 24.
        let button = Self.androidButton("b", "Close", ScreenRect(left: 900, top: 100, right: 1000, bottom: 200))
        #expect(Self.touchTargets([button]) == ["b"])
        #expect(Self.touchTargets([button], options: TouchTargetOptions(android: 24)).isEmpty)
    }

    @Test func theConfigurationReachesTheRuleThroughTheAuditor() throws {
        let button = Self.androidButton("b", "Close", ScreenRect(left: 900, top: 100, right: 1000, bottom: 200))
        let yaml = "touch-target: {android: 24}\n"
        let configuration = try AuditConfiguration.load(from: Data(yaml.utf8), file: "c.yml")
        #expect(configuration.touchTarget.android == 24)
        let findings = Auditor().audit(ExampleScreens.android([button]), configuration: configuration)
        #expect(!findings.contains { $0.rule == "touch-target-size" })
    }

    @Test func aDisabledCardIsNotActivatable() {
        var recycler = ExampleScreens.androidRecycler()
        for index in recycler.children.indices { recycler.children[index].isEnabled = false }
        let context = AuditContext(screen: ExampleScreens.android([recycler]))
        #expect(CarouselCardRoleRule().check(context).isEmpty)
    }

    /// The importer's guess of a list's size (from its children in the dump) is not a spoken
    /// position for a container that does not report collection info itself. The guess travels as
    /// model data (``CollectionInfo/isInferred``), not as the importer's sentence.
    @Test func aGuessedCollectionSizeIsNotASpokenPosition() {
        var row = ExampleScreens.androidRecycler(withCollectionInfo: true)
        row.className = "android.widget.LinearLayout"
        row.role = .list
        row.collectionInfo?.isInferred = true
        let guessed = CarouselPositionRule().check(AuditContext(screen: ExampleScreens.android([row])))
        #expect(guessed.count == 1)
        // The same sentence without the flag is no guess: prose is not parsed.
        var reported = row
        reported.collectionInfo?.isInferred = false
        reported.inferences = ["collectionInfo inferred from the 3 children in the dump: a horizontal list of 3 items."]
        #expect(CarouselPositionRule().check(AuditContext(screen: ExampleScreens.android([reported]))).isEmpty)
        var recycler = ExampleScreens.androidRecycler(withCollectionInfo: true)
        recycler.collectionInfo?.isInferred = true
        // A RecyclerView gives TalkBack its adapter's collection info whatever the dump shows.
        #expect(CarouselPositionRule().check(AuditContext(screen: ExampleScreens.android([recycler]))).isEmpty)
    }

    @Test func loopsAreTextsWithAShorterPeriod() {
        #expect(CarouselLoopDuplicatesRule.loopRepeat(["c", "a", "b", "c", "a"]) == "c")
        #expect(CarouselLoopDuplicatesRule.loopRepeat(["a", "b", "a", "b", "a", "b"]) == "a")
        #expect(CarouselLoopDuplicatesRule.loopRepeat(["a", "b", "c", "a"]) == "a")
        #expect(CarouselLoopDuplicatesRule.loopRepeat(["a", "a", "b"]) == nil)
        #expect(CarouselLoopDuplicatesRule.loopRepeat(["a", "a", "a"]) == nil)
        #expect(CarouselLoopDuplicatesRule.loopRepeat(["a", "b"]) == nil)
    }

    @Test func aPositionPastTheTotalIsAbsurd() {
        let context = AuditContext(
            screen: ExampleScreens.iOS([ExampleScreens.iOSCollection(cardLabels: ["Sale, 7 of 3", "Delivery, 8 of 3"])])
        )
        let findings = CarouselItemCountRule().check(context)
        #expect(
            findings.map(\.message).first?.hasPrefix("The carousel announces \"7 of 3\", a position past the total")
                == true)
    }

    /// Item info at Int.max, which only a hostile or broken dump holds, is reported, not a trap.
    @Test func anItemIndexAtIntMaxIsReportedWithoutTrapping() {
        var recycler = ExampleScreens.androidRecycler()
        recycler.children[0].collectionItemInfo = CollectionItemInfo(rowIndex: 0, columnIndex: Int.max)
        let findings = CarouselItemCountRule().check(AuditContext(screen: ExampleScreens.android([recycler])))
        #expect(findings.count == 1)
    }

    @Test func findingsMergeOnlyWithinOneApp() {
        func finding(_ file: String) -> Finding {
            Finding(
                rule: "label-missing", severity: .error, message: "m", file: file,
                element: FindingElement(id: "0.1", description: "Button", locator: "id:com.example:id/close"))
        }
        let merged = FindingMerger.merge(
            [finding("a.xml"), finding("b.xml"), finding("c.xml")],
            appOfFile: ["a.xml": "com.example", "b.xml": "com.example", "c.xml": "com.other"])
        #expect(merged.map(\.file) == ["a.xml", "c.xml"])
        #expect(merged.map(\.alsoIn) == [["b.xml"], nil])
        let sameScreen = FindingMerger.merge([finding("a.xml"), finding("a.xml"), finding("b.xml")], appOfFile: [:])
        #expect(sameScreen.map(\.file) == ["a.xml", "a.xml"])
        #expect(sameScreen.map(\.alsoIn) == [["b.xml"], nil])
    }

    /// A crawl's shared element (a bottom bar on every screen) is reported once, listing every
    /// other file once, in order, however often a file repeats it.
    @Test func aFindingSharedByAThousandFilesListsEachOtherFileOnce() {
        func finding(_ file: String) -> Finding {
            Finding(
                rule: "label-missing", severity: .error, message: "m", file: file,
                element: FindingElement(id: "0.1", description: "Button", locator: "id:com.example:id/close"))
        }
        let files = (0..<1_000).map { "screen-\($0).xml" }
        let findings = files.flatMap { [finding($0), finding($0)] } + files.dropFirst().map(finding)
        let merged = FindingMerger.merge(findings, appOfFile: [:])
        // The first file's two alike findings stay two; every other file is listed once.
        #expect(merged.map(\.file) == ["screen-0.xml", "screen-0.xml"])
        #expect(merged.first?.alsoIn == Array(files.dropFirst()))
        #expect(merged.last?.alsoIn == nil)
    }

    @Test func fingerprintsIgnoreLinesAndFilesButNotRulesOrElements() {
        let element = FindingElement(id: "0.1", description: "Button", locator: "id:com.example:id/close")
        let a = Finding(rule: "label-missing", severity: .error, message: "m", file: "a.xml", line: 3, element: element)
        var b = a
        b.file = "b.xml"
        b.line = 90
        #expect(a.fingerprint == b.fingerprint)
        b.rule = "touch-target-size"
        #expect(a.fingerprint != b.fingerprint)
        var c = a
        c.element?.locator = "id:com.example:id/open"
        #expect(a.fingerprint != c.fingerprint)
        #expect(
            Baseline(findings: [a]).newFindings(in: [a, b, c]).map(\.rule) == ["touch-target-size", "label-missing"])
    }
}
