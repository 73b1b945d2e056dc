import AccessibilityTree
import Foundation
import ScreenReaderKit
import Testing

@testable import AuditKit

/// Every match of the pattern's first capture group in the text.
private func captures(_ pattern: String, in text: String) throws -> [String] {
    let regex = try Regex(pattern)
    return text.matches(of: regex).compactMap { match in
        match.output.count > 1 ? match.output[1].substring.map(String.init) : nil
    }
}

/// The report of one screen, audited and measured as `carousel-a11y report` does it.
private func htmlReport(_ screen: AccessibilityScreen, file: String = "screen.xml") -> (AuditReport, String) {
    let report = Auditor().report([ReportSubject(LiveScreen(screen), file: file)])
    return (report, HTMLReporter().render(report))
}

@Suite("HTML report: structure")
struct HTMLReporterStructureTests {
    @Test func theReporterIsRegisteredByName() {
        let reporter = ReporterRegistry.reporter(named: "html")
        #expect(reporter is HTMLReporter)
        #expect(reporter?.fileExtension == "html")
    }

    @Test func thePageIsSelfContainedWithLandmarksAndHeadings() throws {
        let (_, html) = htmlReport(ExampleScreens.iOS([ExampleScreens.iOSCollection()]))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        for landmark in ["<header", "<nav aria-label=\"Screens\"", "<main id=\"main\"", "<footer"] {
            #expect(html.components(separatedBy: landmark).count == 2, "one \(landmark)")
        }
        #expect(html.components(separatedBy: "<h1>").count == 2)
        // Nothing is fetched: no external script, style sheet, image or frame; the only URL is
        // the SVG namespace, which is a name, not a request.
        for fetching in ["<link", "src=", "<iframe", "@import", "url(http"] {
            #expect(!html.contains(fetching), "no \(fetching)")
        }
        let urls = try captures(#"(https?://[^"\s<]+)"#, in: html)
        #expect(Set(urls) == ["http://www.w3.org/2000/svg"])
        #expect(html.contains("content=\"default-src 'none';"))
        // Every control is a native button or radio button.
        #expect(!html.contains("onclick"))
        #expect(try captures(#"<button type="button" class="pick" data-el="([^"]+)""#, in: html).count > 0)
    }

    @Test func theSummaryCountsFindingsByRuleAndSeverityAndListsTheCarousels() throws {
        let (report, html) = htmlReport(ExampleScreens.iOS([ExampleScreens.iOSCollection()]))
        let skipCost = report.findings.filter { $0.rule == "carousel-skip-cost" }
        #expect(skipCost.count == 1)
        let row = try #require(
            try captures(#"<tr><th scope="row"><code>carousel-skip-cost</code>.*?</th>(.*?)</tr>"#, in: html).first)
        #expect(row == "<td>1</td><td>0</td><td>0</td><td>1</td>")
        #expect(html.contains("<caption>Carousels found: 1</caption>"))
        // The collection of four cards, each a stop, takes four swipes: the carousel's label says so.
        #expect(html.contains("Carousel: 4 swipes to pass"))
    }

    @Test func aReportWithoutScreensListsItsFindingsByFile() {
        let finding = Finding(rule: "label-missing", severity: .error, message: "No label.", file: "a.xml", line: 3)
        let html = HTMLReporter().render(AuditReport(findings: [finding], files: ["a.xml"]))
        #expect(html.contains("<h2 id=\"other-h\">Findings</h2>"))
        #expect(html.contains("<h3>a.xml</h3>"))
        #expect(html.contains("No label."))
        #expect(html.contains("line 3"))
    }

    @Test func aScreenReadByBothReadersOffersASwitch() {
        let subject = ReportSubject(
            title: "Both",
            versions: [
                .init(LiveScreen(ExampleScreens.iOS([ExampleScreens.iOSCollection()])), file: "ios"),
                .init(LiveScreen(ExampleScreens.android([ExampleScreens.androidRecycler()])), file: "android"),
            ])
        let html = HTMLReporter().render(Auditor().report([subject]))
        #expect(html.contains("<fieldset class=\"readers\"><legend>Screen reader</legend>"))
        #expect(html.contains("value=\"s0r0\" checked> VoiceOver</label>"))
        #expect(html.contains("value=\"s0r1\"> TalkBack</label>"))
    }

    @Test func aScreenshotIsEmbeddedUnderTheDrawing() throws {
        var (report, _) = htmlReport(ExampleScreens.iOS([ExampleScreens.iOSCollection()]))
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
        report.screens[0].readings[0].screenshotPNG = png
        let html = HTMLReporter().render(report)
        let image = try #require(try captures(#"<image class="shot" ([^>]*)/>"#, in: html).first)
        #expect(image.contains("x=\"0\" y=\"0\" width=\"390\" height=\"844\""))
        #expect(image.contains("href=\"data:image/png;base64,\(Data(png).base64EncodedString())\""))
        // The screenshot lies under every outline: it comes right after the screen's own rectangle.
        let screenAt = try #require(html.range(of: "<rect class=\"screen\""))
        let imageAt = try #require(html.range(of: "<image class=\"shot\""))
        let firstElementAt = try #require(html.range(of: "<rect class=\"el "))
        #expect(screenAt.lowerBound < imageAt.lowerBound && imageAt.lowerBound < firstElementAt.lowerBound)
    }
}

@Suite("HTML report: the reader's focus order")
struct HTMLReporterNumberingTests {
    @Test(arguments: [Platform.iOS, .android])
    func stopsAreNumberedInTheSimulatorsFocusOrder(platform: Platform) throws {
        let screen =
            platform == .iOS
            ? ExampleScreens.iOS([ExampleScreens.iOSCollection()])
            : ExampleScreens.android([ExampleScreens.androidRecycler()])
        let (report, html) = htmlReport(screen)
        let reading = report.screens[0].readings[0]
        let order = SimulatedScreenReader(screen).focusOrder
        #expect(reading.stops.map { reading.elements[$0.element].id } == order)
        // In the page, marker k sits on the element of the k-th stop, and the legend's k-th item
        // selects the same element.
        let markers = try captures(#"<g class="marker" data-el="s0r0e([0-9]+)" data-stop="[0-9]+""#, in: html)
        let numbers = try captures(#"<g class="marker" data-el="s0r0e[0-9]+" data-stop="([0-9]+)""#, in: html)
        // A stop whose frame is empty (a card clipped to nothing at the screen's edge) keeps its
        // number but has no marker to draw.
        let drawn = reading.stops.enumerated().filter { !reading.elements[$0.element.element].frame.isEmpty }
        #expect(numbers == drawn.map { String($0.offset + 1) })
        #expect(markers.compactMap(Int.init) == drawn.map(\.element.element))
        let legend = try captures(
            #"<li value="[0-9]+"><button type="button" class="pick" data-el="s0r0e([0-9]+)""#, in: html)
        #expect(legend.compactMap(Int.init) == reading.stops.map(\.element))
    }

    @Test func theLegendSaysEachStopsSpeechAndHint() throws {
        let screen = ExampleScreens.iOS([ExampleScreens.adjustableCarousel()])
        let (report, html) = htmlReport(screen)
        let simulator = ScreenReaderSimulator(.voiceOver, screen: screen)
        let stop = try #require(report.screens[0].readings[0].stops.first)
        let speech = try #require(simulator.speech(for: "carousel")).description
        let hint = try #require(simulator.hint(for: "carousel")).description
        #expect(stop.speech == speech)
        #expect(stop.hint == hint)
        #expect(html.contains("“\(speech.htmlEscaped)”</button>"))
        #expect(html.contains("<p class=\"hint\">Hint: “\(hint.htmlEscaped)”</p>"))
    }

    /// Every marker lies wholly inside its element's frame, whatever the frame: large, tiny,
    /// partly outside the drawn area, or wholly outside it.
    @Test(arguments: [
        ScreenRect(x: 10, y: 10, width: 300, height: 40),
        ScreenRect(x: 0, y: 0, width: 4, height: 4),
        ScreenRect(x: 5, y: 5, width: 1, height: 30),
        ScreenRect(x: 300, y: 100, width: 400, height: 50),
        ScreenRect(x: -100, y: -50, width: 120, height: 70),
        ScreenRect(x: 5000, y: 100, width: 50, height: 50),
    ])
    func markersLieInsideTheirElements(frame: ScreenRect) {
        let view = ScreenRect(x: -8, y: -8, width: 600, height: 900)
        let (x, y, r) = HTMLReporterPage.marker(in: frame, view: view)
        #expect(r > 0)
        #expect(x - r >= frame.minX && x + r <= frame.maxX)
        #expect(y - r >= frame.minY && y + r <= frame.maxY)
        if let visible = frame.intersection(view), !visible.isEmpty {
            #expect(x - r >= visible.minX && y - r >= visible.minY, "the marker is drawn where the element shows")
        }
    }

    @Test func framesAreDrawnInDpWhenTheDensityIsKnown() throws {
        let (report, html) = htmlReport(ExampleScreens.android([ExampleScreens.androidRecycler()]))
        let reading = report.screens[0].readings[0]
        #expect(reading.unit == "dp")
        #expect(abs(reading.bounds.width - 1080 / 2.625) < 0.001)
        #expect(html.contains("the screen is 411.43 × 914.29 dp"))
        let (unknown, _) = htmlReport(ExampleScreens.android([ExampleScreens.androidRecycler()], density: nil))
        #expect(unknown.screens[0].readings[0].unit == "px")
        #expect(unknown.screens[0].readings[0].bounds.width == 1080)
    }

    @Test func hiddenAndOffScreenElementsAreMarkedAndListed() throws {
        var hidden = AccessibilityElement(
            id: "secret", label: "Hidden title", className: "XCUIElementTypeStaticText",
            frame: ScreenRect(x: 10, y: 100, width: 200, height: 20), isAccessibilityElement: true)
        hidden.isHidden = true
        let (report, html) = htmlReport(ExampleScreens.iOS([hidden, ExampleScreens.iOSCollection()]))
        let reading = report.screens[0].readings[0]
        let statuses = Dictionary(uniqueKeysWithValues: reading.elements.map { ($0.id, $0) })
        #expect(statuses["secret"]?.status == .hidden)
        // The fourth card starts at x = 950, beyond the 390 pt screen: a stop, off screen.
        #expect(statuses["cell4"]?.status == .stop)
        #expect(statuses["cell4"]?.isOffScreen == true)
        #expect(statuses["cell1"]?.isOffScreen == false)
        #expect(html.contains("<rect class=\"el hidden\""))
        #expect(html.contains("<rect class=\"el stop off\""))
        #expect(html.contains("Not read: 1 hidden or off-screen element"))
    }
}

@Suite("HTML report: carousels and findings")
struct HTMLReporterLinkingTests {
    @Test func eachFindingAboutAnElementSelectsThatElementsBox() throws {
        let (report, html) = htmlReport(ExampleScreens.iOS([ExampleScreens.iOSCollection()]))
        let reading = report.screens[0].readings[0]
        let targets = try captures(
            #"<li class="finding"><button type="button" class="pick" data-el="([^"]+)""#, in: html)
        let expected = report.findings.compactMap { finding in
            finding.element.flatMap { reading.elementIndex(of: $0.id) }.map { "s0r0e\($0)" }
        }
        #expect(!targets.isEmpty)
        #expect(targets == expected)
        for target in Set(targets) {
            #expect(html.contains("id=\"\(target)-box\" data-el=\"\(target)\""), "\(target) has a box")
        }
    }

    @Test(arguments: [Platform.iOS, .android])
    func eachCarouselIsShadedWithItsSwipesAndTheAdviceForItsPlatform(platform: Platform) throws {
        let screen =
            platform == .iOS
            ? ExampleScreens.iOS([ExampleScreens.iOSCollection(label: "Related")])
            : ExampleScreens.android([ExampleScreens.androidRecycler(label: "Related")])
        let (report, html) = htmlReport(screen)
        let carousel = try #require(report.screens[0].readings[0].carousels.first)
        let swipes = try #require(
            SimulatedScreenReader(screen).swipesToPass(container: platform == .iOS ? "collection" : "recycler"))
        #expect(carousel.swipesToPass == swipes)
        #expect(swipes > 1)
        #expect(html.contains("<rect class=\"shade\" data-el=\"s0r0e\(carousel.container)\""))
        #expect(html.contains("Carousel: \(swipes) swipes to pass"))
        #expect(carousel.advice.contains(platform == .iOS ? "strategy adjustable" : "strategy androidContainer"))
        #expect(html.contains(carousel.advice.htmlEscaped))
    }

    @Test func aCarouselPassedInOneSwipeIsAdvisedToStaySo() throws {
        let (report, _) = htmlReport(ExampleScreens.iOS([ExampleScreens.adjustableCarousel()]))
        let carousel = try #require(report.screens[0].readings[0].carousels.first)
        #expect(carousel.swipesToPass == 1)
        #expect(carousel.advice.hasPrefix("One swipe passes it."))
    }
}

@Suite("HTML report: escaping untrusted dump strings")
struct HTMLReporterEscapingTests {
    static let hostile = [
        "<script>alert(1)</script>",
        "\"><img src=x onerror=alert(2)>",
        "' onmouseover='alert(3)",
        "</text></svg><script>alert(4)</script>",
        "&lt;already escaped&gt; & raw",
    ]

    @Test func labelsIdentifiersClassesAndFileNamesShowAsText() throws {
        let elements = Self.hostile.enumerated().map { index, text in
            AccessibilityElement(
                id: ElementID("e\(index)<\(index)>"), label: text, traits: [.button], className: "<b>\(index)</b>",
                identifier: "\"\(text)", frame: ScreenRect(x: 10, y: 100 + Double(index) * 50, width: 300, height: 20),
                isAccessibilityElement: true)
        }
        let (report, html) = htmlReport(ExampleScreens.iOS(elements), file: "<i>evil</i>\".xml")
        #expect(!report.findings.isEmpty, "findings quote the hostile strings too")
        // The page's one script is its own; no hostile tag or attribute survives.
        #expect(html.components(separatedBy: "<script").count == 2)
        // (The words "onerror=alert" may remain, as text between escaped brackets.)
        for raw in ["<img", "<b>", "<i>", "onmouseover='", "</svg><script"] {
            #expect(!html.contains(raw), "no raw \(raw)")
        }
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"))
        #expect(html.contains("&#39; onmouseover=&#39;alert(3)"))
        #expect(html.contains("&amp;lt;already escaped&amp;gt; &amp; raw"))
        #expect(html.contains("&lt;i&gt;evil&lt;/i&gt;&quot;.xml"))
    }

    @Test func controlCharactersAndNoncharactersAreWrittenAsVisibleEscapes() {
        let text = "a\u{0}b\u{1B}[31mc\u{7}d\u{FFFF}e\u{85}f\n"
        let escaped = text.htmlEscaped
        #expect(escaped == #"a\u{0}b\u{1B}[31mc\u{7}d\u{FFFF}e\u{85}f\n"#)
        let element = AccessibilityElement(
            id: "x", label: text, traits: [.button], frame: ScreenRect(x: 10, y: 100, width: 300, height: 50),
            isAccessibilityElement: true)
        let (_, html) = htmlReport(ExampleScreens.iOS([element]))
        #expect(!html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!html.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || $0.value == 0xFFFF })
    }

    @Test func aReadingMadeByHandWithIndicesOutOfRangeIsDrawnWithoutThem() {
        let element = ScreenReading.Element(
            id: "a", description: "button \"A\"", text: "A", frame: ScreenRect(x: 0, y: 0, width: 100, height: 40),
            status: .stop, isOffScreen: false)
        let reading = ScreenReading(
            reader: .voiceOver, file: "hand", screenName: nil, unit: "pt",
            bounds: ScreenRect(x: 0, y: 0, width: 390, height: 844),
            elements: [element],
            stops: [.init(element: 0, speech: "A, Button", hint: nil), .init(element: 7, speech: "ghost", hint: nil)],
            carousels: [
                .init(
                    container: -1, cards: [3], name: "Gone", reason: .pager, swipesToPass: 2,
                    mayHaveMoreOffScreen: false,
                    advice: "")
            ])
        let html = HTMLReporter().render(
            AuditReport(findings: [], files: ["hand"], screens: [ReportedScreen(title: "Hand", readings: [reading])]))
        #expect(html.contains("“A, Button”"))
        #expect(!html.contains("ghost"))
        #expect(html.components(separatedBy: "<g class=\"marker\"").count == 2)
    }

    @Test(arguments: [
        (Double.nan, "0"), (.infinity, "0"), (-.infinity, "0"), (1e300, "1000000000"), (-1e300, "-1000000000"),
        (12.345, "12.35"), (390, "390"), (-0.004, "0"),
    ])
    func coordinatesFromADumpNeverBreakTheDrawing(value: Double, written: String) {
        #expect(HTMLReporterPage.number(value) == written)
    }
}
