import AccessibilityTree
import Foundation

extension HTMLReporterPage {
    /// One screen: its heading, a switch between readers when it has several readings, and each
    /// reading's drawing, focus order, carousels and findings.
    mutating func writeScreen(_ screen: ReportedScreen, index: Int) {
        out += "<section id=\"s\(index)\" class=\"screen\" aria-labelledby=\"s\(index)-h\">\n"
        out += "<h2 id=\"s\(index)-h\">\(screen.title.htmlEscaped)</h2>\n"
        if screen.readings.count > 1 {
            out += "<fieldset class=\"readers\"><legend>Screen reader</legend>\n"
            for (offset, reading) in screen.readings.enumerated() {
                let id = "s\(index)r\(offset)"
                out +=
                    "<label><input type=\"radio\" name=\"s\(index)-reader\" value=\"\(id)\""
                    + "\(offset == 0 ? " checked" : "")> \(reading.reader.description.htmlEscaped)</label>\n"
            }
            out += "</fieldset>\n"
        }
        for (offset, reading) in screen.readings.enumerated() {
            writeReading(reading, screen: index, offset: offset)
        }
        out += "</section>\n"
    }

    private mutating func writeReading(_ reading: ScreenReading, screen: Int, offset: Int) {
        let id = "s\(screen)r\(offset)"
        let reader = reading.reader.description.htmlEscaped
        let findings = report.findings.filter { $0.file != nil && $0.file == reading.file }
        out += "<div class=\"reading\" id=\"\(id)\" data-reading=\"s\(screen)\">\n"
        var title = reader
        if let file = reading.file { title += " · " + file.htmlEscaped }
        out += "<h3 id=\"\(id)-h\">\(title)</h3>\n"
        let stopCount = Self.count(reading.stops.count, "focus stop")
        out +=
            "<p class=\"muted\">\(stopCount), \(Self.count(reading.carousels.count, "carousel")), "
            + "\(Self.count(findings.count, "finding")). Select a stop, a carousel or a finding to highlight it "
            + "on the drawing; select an element on the drawing to highlight its findings.</p>\n"
        out += "<div class=\"layout\">\n"
        writeDrawing(reading, id: id)
        out += "<div class=\"side\">\n"
        writeStops(reading, id: id)
        writeCarousels(reading, id: id, findings: findings)
        writeFindings(reading, id: id, findings: findings)
        writeUnread(reading, id: id)
        out += "</div>\n</div>\n</div>\n"
    }

    // MARK: - The drawing

    /// The screen to scale as inline SVG: the screenshot (when given) under the screen's outline,
    /// carousels shaded, elements outlined, the swipe path, and numbered markers on top.
    private mutating func writeDrawing(_ reading: ScreenReading, id: String) {
        let view = Self.viewBox(of: reading)
        let unit = reading.unit.htmlEscaped
        let size = "\(Self.number(reading.bounds.width)) × \(Self.number(reading.bounds.height)) \(unit)"
        out += "<figure class=\"drawing\">\n"
        out +=
            "<div class=\"canvas\" tabindex=\"0\" role=\"region\" aria-labelledby=\"\(id)-dl \(id)-h\">"
            + "<span id=\"\(id)-dl\" class=\"visually-hidden\">Drawing (scrolls):</span>\n"
        out +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-labelledby=\"\(id)-cap\" "
            + "viewBox=\"\(Self.number(view.minX)) \(Self.number(view.minY)) \(Self.number(view.width)) "
            + "\(Self.number(view.height))\" width=\"\(Self.number(view.width))\" "
            + "height=\"\(Self.number(view.height))\">\n"
        let bounds = reading.bounds
        let screenRect = Self.rectAttributes(bounds)
        out += "<rect class=\"screen\" \(screenRect)/>\n"
        if let png = reading.screenshotPNG, !png.isEmpty {
            out +=
                "<image class=\"shot\" \(screenRect) preserveAspectRatio=\"none\" "
                + "href=\"data:image/png;base64,\(Data(png).base64EncodedString())\"/>\n"
        }
        for carousel in reading.carousels {
            guard let container = reading.element(at: carousel.container), !container.frame.isEmpty else { continue }
            let elementID = Self.elementID(id, carousel.container)
            out += "<rect class=\"shade\" data-el=\"\(elementID)\" \(Self.rectAttributes(container.frame))/>\n"
        }
        var stopOf: [Int: Int] = [:]
        for (number, stop) in reading.stops.enumerated() where stopOf[stop.element] == nil {
            stopOf[stop.element] = number + 1
        }
        for (index, element) in reading.elements.enumerated() where !element.frame.isEmpty {
            let classes = "el \(element.status.rawValue)\(element.isOffScreen ? " off" : "")"
            out +=
                "<rect class=\"\(classes)\" id=\"\(Self.elementID(id, index))-box\" "
                + "data-el=\"\(Self.elementID(id, index))\" \(Self.rectAttributes(element.frame))>"
                + "<title>\(stopOf[index].map { "\($0). " } ?? "")\(element.description.htmlEscaped)</title></rect>\n"
        }
        for element in reading.elements where !element.frame.isEmpty {
            if let text = Self.boxText(element, view: view) { out += text }
        }
        var markers: [(number: Int, element: Int, circle: (x: Double, y: Double, r: Double))] = []
        for (number, stop) in reading.stops.enumerated() {
            guard let frame = reading.element(at: stop.element)?.frame, !frame.isEmpty else { continue }
            markers.append((number + 1, stop.element, Self.marker(in: frame, view: view)))
        }
        if markers.count > 1 {
            // A vertex halfway along each swipe carries an arrowhead pointing the way focus moves.
            var points: [String] = []
            for (offset, marker) in markers.enumerated() {
                if offset > 0 {
                    let previous = markers[offset - 1].circle
                    let x = (previous.x + marker.circle.x) / 2
                    let y = (previous.y + marker.circle.y) / 2
                    points.append("\(Self.number(x)),\(Self.number(y))")
                }
                points.append("\(Self.number(marker.circle.x)),\(Self.number(marker.circle.y))")
            }
            out +=
                "<defs><marker id=\"\(id)-arrow\" viewBox=\"0 0 10 10\" refX=\"5\" refY=\"5\" markerWidth=\"7\" "
                + "markerHeight=\"7\" orient=\"auto\"><path class=\"arrow\" d=\"M0,1 L9,5 L0,9 z\"/></marker></defs>\n"
            out +=
                "<polyline class=\"path\" marker-mid=\"url(#\(id)-arrow)\" "
                + "points=\"\(points.joined(separator: " "))\"/>\n"
        }
        for marker in markers {
            let elementID = Self.elementID(id, marker.element)
            let (x, y, r) = marker.circle
            out +=
                "<g class=\"marker\" data-el=\"\(elementID)\" data-stop=\"\(marker.number)\">"
                + "<circle cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"\(Self.number(r))\"/>"
                + "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-size=\"\(Self.number(r * 1.1))\">"
                + "\(marker.number)</text></g>\n"
        }
        for carousel in reading.carousels {
            guard let frame = reading.element(at: carousel.container)?.frame, !frame.isEmpty else { continue }
            let swipes = carousel.swipesToPass.map { Self.count($0, "swipe") + " to pass" } ?? "not reachable"
            let x = max(frame.minX, view.minX) + 4
            let y = min(frame.maxY, view.maxY) - 5
            out +=
                "<text class=\"shade-label\" x=\"\(Self.number(x))\" y=\"\(Self.number(y))\">"
                + "Carousel: \(swipes)</text>\n"
        }
        out += "</svg>\n</div>\n"
        let screenshot = reading.screenshotPNG == nil ? "" : " Screenshot under the outlines, stretched to the screen."
        out +=
            "<figcaption id=\"\(id)-cap\">Drawn to scale: the screen is \(size). "
            + "\(Self.count(reading.stops.count, "numbered stop")) in focus order joined by the swipe path; "
            + "solid blue outlines are focus stops, dashed grey outlines are hidden, dotted orange outlines are "
            + "off screen, shaded purple areas are carousels.\(screenshot)</figcaption>\n"
        out += "</figure>\n"
    }

    /// The area drawn: the screen and the elements near it (up to one and a half screen widths
    /// beyond its trailing edge and half a height below, so off-screen cards show without
    /// shrinking the screen to nothing), plus a margin.
    static func viewBox(of reading: ScreenReading) -> ScreenRect {
        let bounds = reading.bounds
        let width = bounds.isEmpty ? 400 : bounds.width
        let height = bounds.isEmpty ? 800 : bounds.height
        let limit = ScreenRect(
            x: bounds.minX - width / 2, y: bounds.minY - height / 4, width: width * 3, height: height * 1.75)
        var box = bounds.isEmpty ? ScreenRect(x: 0, y: 0, width: width, height: height) : bounds
        for element in reading.elements where !element.frame.isEmpty {
            if let clipped = element.frame.intersection(limit) { box = box.union(clipped) }
        }
        let margin = 8.0
        return ScreenRect(
            x: box.minX - margin, y: box.minY - margin, width: box.width + 2 * margin, height: box.height + 2 * margin)
    }

    /// The element's text written small inside its box, after the room a marker takes, cut to
    /// the box's width; `nil` when the box is too small, the element shows no text, or it is
    /// neither a stop nor skipped by the reader.
    static func boxText(_ element: ScreenReading.Element, view: ScreenRect) -> String? {
        // Text inside a focus stop (a cell's title) repeats the stop's own words: left out.
        guard element.status != .notFocused, let text = element.text,
            let region = element.frame.intersection(view).flatMap({ $0.isEmpty ? nil : $0 }),
            region.height >= 14, region.width >= 44
        else { return nil }
        let leading = element.status == .stop ? min(22, region.width / 2) : 3
        let columns = ((region.width - leading - 3) / 5.6).rounded(.down)
        guard columns >= 3 else { return nil }
        // A box wider than the text needs no more room than the text; capping first keeps a huge
        // frame (a dump's width="1e300") from trapping in Int(_:).
        let room = Int(min(columns, Double(text.count)))
        let shown = text.count > room ? String(text.prefix(room - 1)) + "…" : text
        return "<text class=\"tx\" x=\"\(number(region.minX + leading))\" y=\"\(number(region.minY + 12))\">"
            + "\(shown.htmlEscaped)</text>\n"
    }

    /// The numbered marker of a stop: a circle in the top leading corner of the part of the
    /// element's frame that is drawn, small enough to lie wholly inside the frame.
    static func marker(in frame: ScreenRect, view: ScreenRect) -> (x: Double, y: Double, r: Double) {
        let region = frame.intersection(view).flatMap { $0.isEmpty ? nil : $0 } ?? frame
        let radius = min(9, region.width / 2, region.height / 2)
        let inset = min(2, max(region.width / 2 - radius, 0), max(region.height / 2 - radius, 0))
        return (region.minX + inset + radius, region.minY + inset + radius, radius)
    }

    static func rectAttributes(_ rect: ScreenRect) -> String {
        "x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.width))\" "
            + "height=\"\(number(rect.height))\""
    }

    /// A coordinate for SVG: at most two decimals, never NaN or infinite, within ±1e9.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let clamped = min(max(value, -1e9), 1e9)
        let rounded = (clamped * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    // MARK: - The legend

    private mutating func writeStops(_ reading: ScreenReading, id: String) {
        out += "<h4>Focus order</h4>\n"
        guard !reading.stops.isEmpty else {
            out += "<p>Nothing on this screen takes focus.</p>\n"
            return
        }
        out += "<ol class=\"stops\">\n"
        for (number, stop) in reading.stops.enumerated() {
            guard let element = reading.element(at: stop.element) else { continue }
            let speech = stop.speech.isEmpty ? "<em>nothing spoken</em>" : "“\(stop.speech.htmlEscaped)”"
            var notes: [String] = [element.description.htmlEscaped]
            if element.isOffScreen { notes.append("off screen") }
            if element.frame.isEmpty { notes.append("no frame to draw") }
            out +=
                "<li value=\"\(number + 1)\"><button type=\"button\" class=\"pick\" "
                + "data-el=\"\(Self.elementID(id, stop.element))\" aria-pressed=\"false\">"
                + "<span class=\"num\" aria-hidden=\"true\">\(number + 1)</span> \(speech)</button>"
            if let hint = stop.hint { out += "<p class=\"hint\">Hint: “\(hint.htmlEscaped)”</p>" }
            out += "<p class=\"detail\">\(notes.joined(separator: " · "))</p></li>\n"
        }
        out += "</ol>\n"
    }

    private mutating func writeCarousels(_ reading: ScreenReading, id: String, findings: [Finding]) {
        guard !reading.carousels.isEmpty else { return }
        out += "<h4>Carousels</h4>\n<ul class=\"carousels\">\n"
        for carousel in reading.carousels {
            guard let container = reading.element(at: carousel.container) else { continue }
            let parts = Set([container.id] + carousel.cards.compactMap { reading.element(at: $0)?.id })
            let about = findings.filter { $0.element.map { parts.contains($0.id) } ?? false }
            let swipes = carousel.swipesToPass.map { Self.count($0, "swipe") + " to pass" } ?? "not reachable"
            let cards = "cards: \(Self.cardCount(carousel))"
            out +=
                "<li class=\"carousel\"><button type=\"button\" class=\"pick\" "
                + "data-el=\"\(Self.elementID(id, carousel.container))\" aria-pressed=\"false\">"
                + "\(Self.carouselName(carousel)): <strong>\(swipes)</strong></button>"
                + "<p class=\"detail\">\(cards) · found as \(Self.reasonText(carousel.reason))</p>"
                + "<p>\(carousel.advice.htmlEscaped)</p>"
            if !about.isEmpty {
                out +=
                    "<p class=\"detail\">\(Self.count(about.count, "finding")) about it: "
                    + Self.ruleCounts(about) + "</p>"
            }
            out += "</li>\n"
        }
        out += "</ul>\n"
    }

    private mutating func writeFindings(_ reading: ScreenReading, id: String, findings: [Finding]) {
        out += "<h4>Findings</h4>\n"
        guard !findings.isEmpty else {
            out += "<p>No findings.</p>\n"
            return
        }
        var indexByID: [ElementID: Int] = [:]
        for (index, element) in reading.elements.enumerated() where indexByID[element.id] == nil {
            indexByID[element.id] = index
        }
        out += "<ul class=\"findings\">\n"
        for finding in findings {
            let target = finding.element.flatMap { indexByID[$0.id] }.map { Self.elementID(id, $0) }
            writeFinding(finding, target: target)
        }
        out += "</ul>\n"
    }

    /// Elements the reader never visits although they carry text: hidden, or off screen.
    private mutating func writeUnread(_ reading: ScreenReading, id: String) {
        let unread = reading.elements.enumerated().filter {
            $0.element.status == .hidden || $0.element.status == .offScreen
        }
        guard !unread.isEmpty else { return }
        out +=
            "<details class=\"unread\"><summary>Not read: \(Self.count(unread.count, "hidden or off-screen element"))"
            + "</summary>\n<ul>\n"
        for (index, element) in unread {
            let status = element.status == .hidden ? "hidden" : "off screen"
            out +=
                "<li><button type=\"button\" class=\"pick\" data-el=\"\(Self.elementID(id, index))\" "
                + "aria-pressed=\"false\">\(element.description.htmlEscaped)</button> "
                + "<span class=\"muted\">\(status)</span></li>\n"
        }
        out += "</ul></details>\n"
    }

    /// The rules of the findings with their counts, in first-seen order: "`carousel-card-role` × 8".
    static func ruleCounts(_ findings: [Finding]) -> String {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for finding in findings {
            if counts[finding.rule] == nil { order.append(finding.rule) }
            counts[finding.rule, default: 0] += 1
        }
        return order.map { rule in
            let count = counts[rule] ?? 0
            return "<code>\(rule.htmlEscaped)</code>\(count > 1 ? " × \(count)" : "")"
        }.joined(separator: ", ")
    }

    static func reasonText(_ reason: DetectedCarousel.Reason) -> String {
        switch reason {
        case .adjustableCarousel: "an adjustable carousel"
        case .carouselRoleDescription: "a container described as “Carousel”"
        case .pager: "a pager"
        case .horizontalScrollView: "a horizontal scroll view"
        case .horizontalCollection: "a collection whose items lie in one row"
        case .sideBySideCards: "cards side by side, some off screen"
        case .scrollableRow: "a row that scrolls sideways"
        case .pagedGrid: "a paged grid running off screen"
        case .tabOrIndicatorContainer: "a container whose type names tabs or a page indicator"
        }
    }
}
