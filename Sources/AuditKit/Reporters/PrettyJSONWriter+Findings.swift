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
        if let column = finding.column {
            key("column")
            integer(column)
        }
        if let element = finding.element {
            key("element")
            write(element)
        }
        if let file = finding.file {
            key("file")
            string(file)
        }
        if let line = finding.line {
            key("line")
            integer(line)
        }
        if let mayHaveMoreOffScreen = finding.mayHaveMoreOffScreen {
            key("mayHaveMoreOffScreen")
            boolean(mayHaveMoreOffScreen)
        }
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
        if let speech = finding.speech {
            key("speech")
            string(speech)
        }
        if let swipesToPass = finding.swipesToPass {
            key("swipesToPass")
            integer(swipesToPass)
        }
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
        if let identifier = element.identifier {
            key("identifier")
            string(identifier)
        }
        if let locator = element.locator {
            key("locator")
            string(locator)
        }
        if let path = element.path {
            key("path")
            string(path)
        }
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
        if let column = related.column {
            key("column")
            integer(column)
        }
        key("element")
        write(related.element)
        if let line = related.line {
            key("line")
            integer(line)
        }
        if let note = related.note {
            key("note")
            string(note)
        }
        endObject()
    }

    /// Writes a dump that could not be read.
    mutating func write(_ dump: UnreadableDump) {
        beginObject()
        if let column = dump.column {
            key("column")
            integer(column)
        }
        key("file")
        string(dump.file)
        if let line = dump.line {
            key("line")
            integer(line)
        }
        key("reason")
        string(dump.reason)
        endObject()
    }
}
