import AccessibilityTree

/// Tells the text formats apart (see ``DumpFormat``): dumps that are neither XML nor JSON, as
/// test tools print them into logs and failure messages.
///
/// A `maestro hierarchy` capture whose first line is `Running on <device>` is also handled here:
/// the lines before the JSON (the first line starting with `{` or `[`) are skipped and the JSON is read from where it starts, so lines
/// and columns stay those of the file.
struct TextDumpDetector {
    let context: ImportContext

    /// Reads the dump whose first non-blank byte is at `first`.
    ///
    /// - Complexity: O(n) in the number of bytes.
    func read(from first: Int) throws(ImportError) -> ImportedScreen {
        let lines = context.lines(from: first)
        if let firstLine = lines.first, firstLine.text.hasPrefix("Running on ") {
            for line in lines.dropFirst() {
                let trimmed = line.text.drop { $0 == " " || $0 == "\t" }
                // Maestro's CLI may print status lines between its "Running on" line and the JSON
                // (a "None: " line is seen in real captures of iOS 17 and 26 simulators).
                guard let character = trimmed.first, character == "{" || character == "[" else { continue }
                let start = line.offset + line.text.utf8.count - trimmed.utf8.count
                var reader = JSONReader(context: context, startingAt: start)
                return try JSONDumpDetector(context: context).read(try reader.parseDocument())
            }
            throw context.error(
                .notADump, at: firstLine.offset,
                "a \"Running on\" line, but no Maestro hierarchy JSON after it (expected a line starting with {)")
        }
        for (index, line) in lines.enumerated() {
            let trimmed = line.text.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("Element subtree:") || trimmed.hasPrefix("→Application,") {
                return try XCUITestDebugDescriptionReader(context: context).read(lines: Array(lines[index...]))
            }
            if trimmed.hasPrefix("View Hierarchy:") || trimmed.hasPrefix("+>") {
                return try EspressoHierarchyReader(context: context).read(lines: Array(lines[index...]))
            }
            if trimmed.contains("Printing with useUnmergedTree") || ComposeSemanticsReader.isNodeLine(trimmed) {
                return try ComposeSemanticsReader(context: context).read(lines: Array(lines[index...]))
            }
        }
        throw context.error(
            .notADump, at: first,
            "not an accessibility dump: expected XML, JSON, or a text dump (XCUITest \"Element subtree:\", "
                + "Espresso \"View Hierarchy:\", Compose \"Printing with useUnmergedTree\")")
    }
}
