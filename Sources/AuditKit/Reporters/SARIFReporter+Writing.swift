import AccessibilityTree

/// The SARIF log's values, each written with the members its synthesized `Encodable`
/// conformance encodes (optional ones only when present), in `.sortedKeys`' order (by UTF-8
/// bytes, so `$schema` first and capitals before small letters). `SARIFWriterTests` checks the
/// bytes against `JSONEncoder`'s and that no stored property is left unwritten. SARIF holds no
/// `Double`, so nothing here can make the writer fail.
extension PrettyJSONWriter {
    mutating func write(_ log: SARIFReporter.Log) {
        beginObject()
        key("$schema")
        string(log.schema)
        key("runs")
        array(log.runs) { $0.write($1) }
        key("version")
        string(log.version)
        endObject()
    }

    mutating func write(_ run: SARIFReporter.Run) {
        beginObject()
        if let invocations = run.invocations {
            key("invocations")
            array(invocations) { $0.write($1) }
        }
        key("results")
        array(run.results) { $0.write($1) }
        key("tool")
        beginObject()
        key("driver")
        write(run.tool.driver)
        endObject()
        endObject()
    }

    mutating func write(_ invocation: SARIFReporter.Invocation) {
        beginObject()
        key("executionSuccessful")
        boolean(invocation.executionSuccessful)
        key("toolExecutionNotifications")
        array(invocation.toolExecutionNotifications) { $0.write($1) }
        endObject()
    }

    mutating func write(_ notification: SARIFReporter.Notification) {
        beginObject()
        key("descriptor")
        beginObject()
        key("id")
        string(notification.descriptor.id)
        endObject()
        key("level")
        string(notification.level)
        key("locations")
        array(notification.locations) { $0.write($1) }
        key("message")
        write(notification.message)
        endObject()
    }

    mutating func write(_ driver: SARIFReporter.Driver) {
        beginObject()
        string("informationUri", ifPresent: driver.informationUri)
        key("name")
        string(driver.name)
        key("rules")
        array(driver.rules) { $0.write($1) }
        key("version")
        string(driver.version)
        endObject()
    }

    mutating func write(_ text: SARIFReporter.Text) {
        beginObject()
        key("text")
        string(text.text)
        endObject()
    }

    mutating func write(_ rule: SARIFReporter.ReportingDescriptor) {
        beginObject()
        key("defaultConfiguration")
        beginObject()
        key("level")
        string(rule.defaultConfiguration.level)
        endObject()
        key("fullDescription")
        write(rule.fullDescription)
        string("helpUri", ifPresent: rule.helpUri)
        key("id")
        string(rule.id)
        key("name")
        string(rule.name)
        key("shortDescription")
        write(rule.shortDescription)
        endObject()
    }

    mutating func write(_ result: SARIFReporter.Result) {
        beginObject()
        key("level")
        string(result.level)
        if let locations = result.locations {
            key("locations")
            array(locations) { $0.write($1) }
        }
        key("message")
        write(result.message)
        if let fingerprints = result.partialFingerprints {
            key("partialFingerprints")
            beginObject()
            // `.sortedKeys` orders a dictionary's keys by their UTF-8 bytes, as it does a type's.
            for name in fingerprints.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                key(escaping: name)
                string(fingerprints[name] ?? "")
            }
            endObject()
        }
        if let properties = result.properties {
            key("properties")
            write(properties)
        }
        if let relatedLocations = result.relatedLocations {
            key("relatedLocations")
            array(relatedLocations) { $0.write($1) }
        }
        key("ruleId")
        string(result.ruleId)
        integer("ruleIndex", ifPresent: result.ruleIndex)
        endObject()
    }

    mutating func write(_ location: SARIFReporter.Location) {
        beginObject()
        if let logicalLocations = location.logicalLocations {
            key("logicalLocations")
            array(logicalLocations) { $0.write($1) }
        }
        if let physicalLocation = location.physicalLocation {
            key("physicalLocation")
            write(physicalLocation)
        }
        endObject()
    }

    mutating func write(_ location: SARIFReporter.RelatedLocation) {
        beginObject()
        key("id")
        integer(location.id)
        if let logicalLocations = location.logicalLocations {
            key("logicalLocations")
            array(logicalLocations) { $0.write($1) }
        }
        if let message = location.message {
            key("message")
            write(message)
        }
        if let physicalLocation = location.physicalLocation {
            key("physicalLocation")
            write(physicalLocation)
        }
        endObject()
    }

    mutating func write(_ location: SARIFReporter.PhysicalLocation) {
        beginObject()
        key("artifactLocation")
        beginObject()
        key("uri")
        string(location.artifactLocation.uri)
        endObject()
        if let region = location.region {
            key("region")
            beginObject()
            integer("startColumn", ifPresent: region.startColumn)
            key("startLine")
            integer(region.startLine)
            endObject()
        }
        endObject()
    }

    mutating func write(_ location: SARIFReporter.LogicalLocation) {
        beginObject()
        string("fullyQualifiedName", ifPresent: location.fullyQualifiedName)
        key("kind")
        string(location.kind)
        key("name")
        string(location.name)
        endObject()
    }

    mutating func write(_ properties: SARIFReporter.Properties) {
        beginObject()
        if let alsoIn = properties.alsoIn {
            key("alsoIn")
            array(alsoIn) { $0.string($1) }
        }
        string("elementId", ifPresent: properties.elementId)
        string("identifier", ifPresent: properties.identifier)
        string("locator", ifPresent: properties.locator)
        boolean("mayHaveMoreOffScreen", ifPresent: properties.mayHaveMoreOffScreen)
        string("speech", ifPresent: properties.speech)
        integer("swipesToPass", ifPresent: properties.swipesToPass)
        endObject()
    }

    /// Writes an array, each element by `write`.
    private mutating func array<Element>(_ elements: [Element], _ write: (inout Self, Element) -> Void) {
        beginArray()
        for item in elements {
            element()
            write(&self, item)
        }
        endArray()
    }
}
