import AccessibilityTree

/// Reads XCUITest's `debugDescription` of an app (`po app` in the debugger, or the text a
/// failed query prints): the lines after `Element subtree:`, one element per line, nested by
/// indentation, up to `Path to element:` or `Query chain:`.
///
/// ```
///  →Application, 0x105a2f7b0, pid: 994, label: 'Phone call'
///     Window (Main), 0x105a2f8c0, {{0.0, 0.0}, {390.0, 844.0}}
///       Button, 0x105a31890, {{52.0, 575.7}, {82.0, 82.0}}, identifier: 'Decline', label: 'Decline', Selected
/// ```
///
/// Each line is: the element type (`Window (Main)` is a Window), its address, an optional
/// frame `{{x, y}, {width, height}}` in points, then `identifier: '…'`, `label: '…'`,
/// `title: '…'`, `value: …`, `placeholderValue: '…'` and the flags `Selected`, `Disabled`,
/// `Keyboard Focused`. Lines feed ``IOSTreeBuilder``, so types map to traits as for the XML
/// page source, and the same inferences are recorded. `title` (macOS) is read as the label
/// when there is no label. An empty text input's placeholder is its value (``placeholderIsValue(forType:)``).
/// `Keyboard Focused` on a text field, view or search field is UIKit's editing trait (the first
/// responder).
///
/// The `Application` line has no frame: the screen's size is then its largest window's.
///
/// The description has no `accessible` attribute and no traits: both are inferred from the
/// type (see ``IOSTreeBuilder``). A value the description truncated (`…` or `...` at its end)
/// is kept as printed.
struct XCUITestDebugDescriptionReader {
    let context: ImportContext

    private static let keys = ["identifier", "label", "title", "value", "placeholderValue", "pid"]
    private static let flags = ["Selected", "Disabled", "Keyboard Focused", "Focused", "Enabled"]

    /// Reads the element lines in `lines`, which start at (or just before) the subtree.
    ///
    /// - Complexity: O(n) in the size of the lines.
    func read(lines: [TextLine]) throws(ImportError) -> ImportedScreen {
        var builder = IOSTreeBuilder(fileName: context.fileName)
        var counter = PositionCounter()
        var baseIndent: Int?
        var openDepths: [Int] = []
        var count = 0
        for line in lines {
            let text = line.text
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("Element subtree:") || trimmed.hasPrefix("Attributes:") { continue }
            if trimmed.hasPrefix("Path to element:") || trimmed.hasPrefix("Query chain:") { break }
            if trimmed.isEmpty {
                if baseIndent != nil { break }
                continue
            }
            var body = trimmed
            var indent = text.count - trimmed.count
            if body.first == "→" {
                body = body.dropFirst()
                indent += 1
            }
            guard let fields = Self.fields(of: body) else {
                if baseIndent == nil { continue }
                let position = counter.position(of: line.offset, in: context.bytes)
                throw context.error(
                    .malformed, at: TextPosition(line: position.line, column: position.column + indent),
                    "expected an element line of XCUITest's debugDescription (\"Type, 0x…, {{x, y}, {w, h}}, label: '…'\")"
                )
            }
            let base = baseIndent ?? indent
            baseIndent = base
            let depth = Swift.max(0, (indent - base) / 2)
            count += 1
            try context.checkElement(depth: depth, count: count, at: line.offset)
            while let last = openDepths.last, last >= depth {
                builder.end()
                openDepths.removeLast()
            }
            let position = counter.position(of: line.offset, in: context.bytes)
            builder.start(fields, position: TextPosition(line: position.line, column: position.column + indent))
            openDepths.append(depth)
        }
        guard baseIndent != nil else {
            throw context.error(
                .notADump, at: lines.first?.offset ?? 0, "\"Element subtree:\" is followed by no element")
        }
        for _ in openDepths { builder.end() }
        return ImportedScreen(
            screen: Self.sizedByWindows(builder.screen(sourceFile: context.fileName)), format: .xcuitestDebugDescription
        )
    }

    /// `screen`, sized by its largest window when its roots have no frame: XCUITest prints the
    /// `Application` line without one (`→Application, 0x…, pid: …, label: '…'`).
    static func sizedByWindows(_ screen: AccessibilityScreen) -> AccessibilityScreen {
        guard screen.size.width <= 0 || screen.size.height <= 0 else { return screen }
        let windows = screen.roots.flatMap(\.children)
        guard let largest = windows.max(by: { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }),
            largest.frame.width > 0, largest.frame.height > 0, !screen.roots.isEmpty
        else { return screen }
        var sized = screen
        sized.size = ScreenSize(width: largest.frame.maxX, height: largest.frame.maxY)
        sized.roots[0].inferences.append(
            "Screen size from the largest window: XCUITest prints the application without a frame.")
        return sized
    }

    /// The fields of one element line (after the indentation and arrow), or `nil` when the line
    /// is not one.
    static func fields(of line: Substring) -> IOSNodeFields? {
        var rest = String(line)
        var frame: ScreenRect?
        if let open = rest.range(of: "{{"), let close = rest.range(of: "}}", range: open.upperBound..<rest.endIndex) {
            frame = JSONFieldReader.rect(fromFrameString: String(rest[open.lowerBound..<close.upperBound]))
            var start = open.lowerBound
            if rest[..<start].hasSuffix(", ") { start = rest.index(start, offsetBy: -2) }
            rest.removeSubrange(start..<close.upperBound)
        }
        let segments = split(rest)
        guard let typeSegment = segments.first, segments.count >= 2,
            segments[1].hasPrefix("0x") || segments[1].hasPrefix("pid:")
        else { return nil }
        var fields = IOSNodeFields()
        var type = String(typeSegment.trimmingSpaces)
        if let parenthesis = type.firstIndex(of: "(") {
            type = String(String(type[..<parenthesis]).trimmingSpaces)
        }
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        fields.type = type
        // Only a frame the line gives counts as one: a zero-size frame hides an element from VoiceOver.
        if let frame { fields.frame = frame }
        var title: String?
        var placeholder: String?
        for segment in segments.dropFirst(2) {
            let trimmed = String(segment.trimmingSpaces)
            switch trimmed {
            case "Selected": fields.isSelected = true
            case "Keyboard Focused": fields.hasKeyboardFocus = true
            case "Disabled": fields.isEnabled = false
            default: break
            }
            guard let colon = trimmed.range(of: ": ") else { continue }
            let key = String(trimmed[..<colon.lowerBound])
            var value = String(trimmed[colon.upperBound...])
            if value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") {
                value = String(value.dropFirst().dropLast())
            }
            switch key {
            case "identifier": fields.name = value
            case "label": fields.label = value
            case "title": title = value
            case "value": fields.value = value
            case "placeholderValue": placeholder = value
            default: break
            }
        }
        if fields.label == nil, let title { fields.label = title }
        if Self.placeholderIsValue(forType: type), fields.value?.trimmingSpaces.isEmpty ?? true,
            let shown = placeholder.map({ String($0.trimmingSpaces) })?.nonEmpty
        {
            fields.value = shown
            fields.notes.append("Value \"\(shown)\" taken from the placeholder: the field is empty.")
        }
        return fields
    }

    /// Whether an element of the type shows its placeholder as its value while it is empty: the
    /// text inputs, the types UIKit gives its private text-entry trait
    /// (``IOSElementType/privateTraits``: text, secure and search fields and text views).
    ///
    /// VoiceOver reads an empty field's placeholder where its value would be: AccessibilitySnapshot's
    /// reference image of an empty UIKit text field with a placeholder says "Some placeholder text.
    /// Text Field." and an empty one without "Text Field." (cashapp/AccessibilitySnapshot @ 5b03db81,
    /// Example/SnapshotTests/__Snapshots__/SnapshotTestingTests/testUIKitTextField.402x874-26-2-3x.png,
    /// of Example/AccessibilitySnapshot/TextFieldViewController.swift:21). The description prints
    /// XCUITest's `placeholderValue` beside an empty `value`, while WebDriverAgent's page source
    /// writes the placeholder as the value of the same four types (appium/WebDriverAgent @ c279b4c7,
    /// XCUIElement+FBWebDriverAttributes.m:95-116 `wdValue`; FBElementHelpers.m:11-16), as does
    /// Maestro's reader here; so the same screen reads alike from every format.
    static func placeholderIsValue(forType type: String) -> Bool {
        IOSElementType(raw: type).privateTraits.contains(.textEntry)
    }

    /// Splits at each `, ` that starts a known key or flag, so a quoted label holding `, `
    /// stays whole.
    private static func split(_ text: String) -> [String] {
        var segments: [String] = []
        var current = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix(", ") {
                let after = text[text.index(index, offsetBy: 2)...]
                let startsField =
                    segments.count < 1 || after.hasPrefix("0x")
                    || keys.contains { after.hasPrefix($0 + ": ") }
                    || flags.contains { flag in
                        after.hasPrefix(flag)
                            && (after.count == flag.count || after.dropFirst(flag.count).hasPrefix(","))
                    }
                if startsField {
                    segments.append(current)
                    current = ""
                    index = text.index(index, offsetBy: 2)
                    continue
                }
            }
            current.append(text[index])
            index = text.index(after: index)
        }
        segments.append(current)
        return segments.filter { !$0.trimmingSpaces.isEmpty }
    }
}
