import AccessibilityTree

/// Reads the "View Hierarchy:" text Espresso appends to a failure such as
/// `NoMatchingViewException`: one view per entry, `+` and one `-` per level of depth, `>`,
/// the view's simple class name and its properties in braces, which may span lines, then an
/// optional problem marker (`****MATCHES****`); entries are separated by `|` lines
/// (android-test@75240e8 `espresso/core/java/androidx/test/espresso/util/HumanReadables.java:108-124`;
/// the properties are `describe(View)`'s, `:193-307`).
///
/// ```
/// +>DecorView{id=-1, visibility=VISIBLE, width=1080, height=2400, …, child-count=1}
/// |
/// +->LinearLayout{id=-1, …}
/// ```
///
/// | property | maps to |
/// |---|---|
/// | `desc`, else `text` | label (edit boxes: `desc` only; `text` is the value), and which of the two in ``AccessibilityElement/labelSource`` |
/// | `res-name` | identifier |
/// | `hint` (text views) | hint |
/// | class name | className; ``ElementRole/init(androidClassName:)`` gives the role |
/// | `width`, `height`, `x`, `y` | frame in pixels |
/// | `visibility` other than `VISIBLE` | not visible |
/// | `is-enabled=false`, `is-selected`, `is-clickable`, `is-focusable` | not enabled, selected, clickable, focusable |
/// | `is-checked` | checkable with that checked state |
///
/// Inferences, recorded on the elements:
///
/// | what | rule |
/// |---|---|
/// | frame origin | `x` and `y` are relative to the parent (`View.getX()`): each origin is summed over the ancestors; scrolling is not accounted for |
/// | checkable | a view with an `is-checked` property is checkable (Espresso prints it only for checkable views) |
/// | density | ``AndroidDensity``: framework-sized views, else the root's short side |
/// | long-clickable, screen-reader-focusable | not printed: false |
struct EspressoHierarchyReader {
    let context: ImportContext

    /// Reads the entries from the lines after (or at) `View Hierarchy:`.
    ///
    /// - Complexity: O(n) in the number of bytes.
    func read(lines: [TextLine]) throws(ImportError) -> ImportedScreen {
        let start = lines.first?.offset ?? 0
        let bytes = context.bytes
        var assembler = TreeAssembler()
        let android = AndroidDumpReader(context: context)
        assembler.finish = { android.inferCollection(&$0) }
        var origins: [(x: Double, y: Double)] = []
        var counter = PositionCounter()
        var index = start
        var atLineStart = true
        var count = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                atLineStart = true
                index += 1
                continue
            }
            if atLineStart, byte == 0x20 || byte == 0x09 {
                index += 1
                continue
            }
            guard atLineStart, byte == UInt8(ascii: "+") else {
                atLineStart = false
                index += 1
                continue
            }
            atLineStart = false
            let entryStart = index
            var cursor = index + 1
            var depth = 0
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "-") {
                depth += 1
                cursor += 1
            }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ">") else {
                index = cursor
                continue
            }
            cursor += 1
            let nameStart = cursor
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "{"), bytes[cursor] != 0x0A { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "{") else {
                throw context.error(.malformed, at: entryStart, "expected a view \"Class{…}\" after \"+>\"")
            }
            let className = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<cursor]), as: UTF8.self)
            // The properties, to the brace that balances the opening one.
            var nesting = 0
            let bodyStart = cursor + 1
            var bodyEnd: Int?
            while cursor < bytes.count {
                if bytes[cursor] == UInt8(ascii: "{") { nesting += 1 }
                if bytes[cursor] == UInt8(ascii: "}") {
                    nesting -= 1
                    if nesting == 0 {
                        bodyEnd = cursor
                        break
                    }
                }
                cursor += 1
            }
            guard let bodyEnd else {
                throw context.error(
                    .truncated, at: entryStart,
                    "the view \(className)'s properties are not closed with }; the text is cut off")
            }
            count += 1
            try context.checkElement(depth: depth, count: count, at: entryStart)
            let properties = Self.properties(
                String(decoding: UnsafeBufferPointer(rebasing: bytes[bodyStart..<bodyEnd]), as: UTF8.self))
            let parentDepth = Swift.min(depth, assembler.depth)
            origins.removeLast(Swift.max(0, origins.count - parentDepth))
            let parentOrigin = origins.last ?? (0, 0)
            var element = try element(
                className: className, properties: properties, parentOrigin: parentOrigin, at: entryStart)
            let position = counter.position(of: entryStart, in: bytes)
            element.source = DumpLocation(file: context.fileName, line: position.line, column: position.column)
            origins.append((element.frame.minX, element.frame.minY))
            assembler.add(element, depth: parentDepth)
            index = bodyEnd + 1
        }
        var roots = assembler.finishAll()
        guard !roots.isEmpty else {
            throw context.error(.notADump, at: start, "\"View Hierarchy:\" is followed by no view (+>Class{…})")
        }
        let size = ScreenSize(width: roots.map(\.frame.maxX).max() ?? 0, height: roots.map(\.frame.maxY).max() ?? 0)
        var density: Double?
        if let inferred = AndroidDensity.infer(screenSize: size, elements: roots.flatMap(\.subtree)) {
            density = inferred.pixelsPerDP
            roots[0].inferences.append(inferred.note)
        }
        let screen = AccessibilityScreen(
            platform: .android, size: size, unit: .pixels(density: density), roots: roots, sourceFile: context.fileName)
        return ImportedScreen(screen: screen, format: .espressoHierarchy)
    }

    private func element(
        className: String, properties: [String: String], parentOrigin: (x: Double, y: Double), at offset: Int
    ) throws(ImportError) -> AccessibilityElement {
        func number(_ key: String) throws(ImportError) -> Double? {
            guard let text = properties[key] else { return nil }
            guard let value = Double(text), value.isFinite else {
                throw context.error(
                    .invalidValue, at: offset, "\(key)=\(text) of the view \(className) is not valid; expected a number"
                )
            }
            return value
        }
        var element = AccessibilityElement(id: "0")
        element.className = className
        element.role = ElementRole(androidClassName: className)
        let text = properties["text"]?.nonEmpty
        let description = properties["desc"]?.nonEmpty
        if element.role == .editText {
            element.setAndroidLabel(contentDescription: description, text: nil)
            element.value = text
        } else {
            element.setAndroidLabel(contentDescription: description, text: text)
        }
        element.identifier = properties["res-name"]?.nonEmpty
        element.hint = properties["hint"]?.nonEmpty
        let x = try number("x") ?? 0
        let y = try number("y") ?? 0
        element.frame = ScreenRect(
            x: parentOrigin.x + x, y: parentOrigin.y + y, width: try number("width") ?? 0,
            height: try number("height") ?? 0)
        if parentOrigin != (0, 0) || x != 0 || y != 0 {
            element.inferences.append(
                "Frame origin inferred: Espresso prints x and y relative to the parent; summed over the ancestors "
                    + "(scrolling ignored).")
        }
        if let visibility = properties["visibility"], visibility != "VISIBLE" { element.isVisible = false }
        // Espresso prints the view's own size, not clipped bounds: Android reports a view with no
        // area as not visible to the user (View.isVisibleToUser asks getGlobalVisibleRect, false
        // for a view without width or height), which is all TalkBack asks.
        if element.isVisible, properties["width"] != nil, properties["height"] != nil, element.frame.isEmpty {
            element.isVisible = false
            element.inferences.append(
                "Not visible to the user inferred: Android reports a view of no size as not visible.")
        }
        if properties["is-enabled"] == "false" { element.traits.insert(.notEnabled) }
        if properties["is-selected"] == "true" { element.traits.insert(.selected) }
        element.isClickable = properties["is-clickable"] == "true"
        element.isFocusable = properties["is-focusable"] == "true"
        if let checked = properties["is-checked"] {
            element.isCheckable = true
            element.checkedState = checked == "true" ? .checked : .unchecked
            element.inferences.append("Checkable inferred: Espresso prints is-checked only for checkable views.")
        }
        return element
    }

    /// `key=value` pairs split at top-level `, `; a piece without `key=` continues the previous
    /// value (a text holding a comma).
    static func properties(_ body: String) -> [String: String] {
        var pieces: [String] = []
        var current = ""
        var nesting = 0
        var previous: Character = " "
        for character in body {
            if character == "{" { nesting += 1 }
            if character == "}" { nesting -= 1 }
            if character == " ", previous == ",", nesting == 0 {
                current.removeLast()
                pieces.append(current)
                current = ""
                previous = " "
                continue
            }
            current.append(character)
            previous = character
        }
        pieces.append(current)
        var result: [String: String] = [:]
        var lastKey: String?
        for piece in pieces {
            if let equals = piece.firstIndex(of: "="), piece[..<equals].allSatisfy({ $0.isLetter || $0 == "-" }),
                !piece[..<equals].isEmpty
            {
                let key = String(piece[..<equals])
                result[key] = String(piece[piece.index(after: equals)...])
                lastKey = key
            } else if let lastKey {
                result[lastKey, default: ""] += ", " + piece
            }
        }
        return result
    }
}
