import AccessibilityTree

/// The JSON report's values, each written with the members its `Codable` conformance encodes
/// (optional ones only when present), in `.sortedKeys`' order. `JSONWriterTests` checks every
/// value against `JSONEncoder`'s bytes and that no stored property is left unwritten.
extension PrettyJSONWriter {
    /// Writes a finding.
    mutating func write(_ finding: Finding) {
        beginObject()
        if let alsoIn = finding.alsoIn {
            key("alsoIn")
            beginArray()
            for file in alsoIn {
                element()
                string(file)
            }
            endArray()
        }
        integer("column", ifPresent: finding.column)
        if let element = finding.element {
            key("element")
            write(element)
        }
        string("file", ifPresent: finding.file)
        integer("line", ifPresent: finding.line)
        boolean("mayHaveMoreOffScreen", ifPresent: finding.mayHaveMoreOffScreen)
        key("message")
        string(finding.message)
        if let related = finding.related {
            key("related")
            beginArray()
            for entry in related {
                element()
                write(entry)
            }
            endArray()
        }
        key("rule")
        string(finding.rule)
        key("severity")
        string(finding.severity.rawValue)
        string("speech", ifPresent: finding.speech)
        integer("swipesToPass", ifPresent: finding.swipesToPass)
        endObject()
    }

    /// Writes a finding's element.
    mutating func write(_ element: FindingElement) {
        beginObject()
        key("description")
        string(element.description)
        if let frame = element.frame {
            key("frame")
            write(frame)
        }
        key("id")
        string(element.id.rawValue)
        string("identifier", ifPresent: element.identifier)
        string("locator", ifPresent: element.locator)
        string("path", ifPresent: element.path)
        endObject()
    }

    /// Writes a rectangle as `ScreenRect`'s `encode(to:)` does: `x`, `y`, `width`, `height`.
    mutating func write(_ frame: ScreenRect) {
        beginObject()
        key("height")
        number(frame.size.height)
        key("width")
        number(frame.size.width)
        key("x")
        number(frame.origin.x)
        key("y")
        number(frame.origin.y)
        endObject()
    }

    /// Writes another element a finding concerns.
    mutating func write(_ related: RelatedElement) {
        beginObject()
        integer("column", ifPresent: related.column)
        key("element")
        write(related.element)
        integer("line", ifPresent: related.line)
        string("note", ifPresent: related.note)
        endObject()
    }

    /// Writes a dump that could not be read.
    mutating func write(_ dump: UnreadableDump) {
        beginObject()
        integer("column", ifPresent: dump.column)
        key("file")
        string(dump.file)
        integer("line", ifPresent: dump.line)
        key("reason")
        string(dump.reason)
        endObject()
    }
}
