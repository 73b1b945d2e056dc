import Foundation

/// Checks a JSON value against the subset of JSON Schema (2020-12) that
/// docs/screen-document.schema.json uses: type, const, enum, required, properties,
/// additionalProperties, minProperties, maxProperties, items, uniqueItems, minimum, maximum,
/// exclusiveMinimum, pattern, oneOf and local `$ref`s. A keyword outside the subset is reported, so the
/// checker cannot pass a schema it does not understand.
struct SchemaValidator {
    let root: [String: Any]

    private static let understood: Set<String> = [
        "$schema", "$id", "$defs", "$ref", "title", "description", "type", "const", "enum", "required", "properties",
        "additionalProperties", "minProperties", "maxProperties", "items", "uniqueItems", "minimum", "maximum",
        "exclusiveMinimum", "pattern", "oneOf",
    ]

    /// The problems of `value`, each `path: what`; empty when it is valid.
    func problems(of value: Any) -> [String] {
        var problems: [String] = []
        check(value, against: root, path: "$", problems: &problems)
        return problems
    }

    private func resolve(_ reference: String) -> [String: Any]? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: Any = root
        for part in reference.dropFirst(2).split(separator: "/") {
            guard let object = node as? [String: Any], let next = object[String(part)] else { return nil }
            node = next
        }
        return node as? [String: Any]
    }

    private static func typeName(of value: Any) -> String {
        switch value {
        case is NSNull: return "null"
        case let number as NSNumber:
            if isBoolean(number) { return "boolean" }
            return number.doubleValue == number.doubleValue.rounded() ? "integer" : "number"
        case is String: return "string"
        case is [Any]: return "array"
        case is [String: Any]: return "object"
        default: return "unknown"
        }
    }

    private static func isBoolean(_ value: Any) -> Bool {
        // JSONSerialization gives booleans as NSNumbers of type char ("c") on Darwin and Linux.
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    private func check(_ value: Any, against schema: [String: Any], path: String, problems: inout [String]) {
        for key in schema.keys where !Self.understood.contains(key) {
            problems.append("\(path): the checker does not understand the keyword \(key)")
        }
        if let reference = schema["$ref"] as? String {
            guard let target = resolve(reference) else {
                problems.append("\(path): unresolved $ref \(reference)")
                return
            }
            check(value, against: target, path: path, problems: &problems)
        }
        let actual = Self.typeName(of: value)
        if let type = schema["type"] {
            let allowed = (type as? [String]) ?? [(type as? String) ?? ""]
            let matches = allowed.contains(actual) || (allowed.contains("number") && actual == "integer")
            if !matches {
                problems.append("\(path): expected \(allowed.joined(separator: " or ")), found \(actual)")
                return
            }
        }
        if let constant = schema["const"], !Self.equal(constant, value) {
            problems.append("\(path): expected the constant \(constant)")
        }
        if let options = schema["enum"] as? [Any], !options.contains(where: { Self.equal($0, value) }) {
            problems.append("\(path): \(value) is not one of \(options)")
        }
        // JSON Schema's pattern is an unanchored regular-expression search in the string.
        if let pattern = schema["pattern"] as? String, let string = value as? String,
            string.range(of: pattern, options: .regularExpression) == nil
        {
            problems.append("\(path): \(string) does not match \(pattern)")
        }
        if let number = value as? NSNumber, !Self.isBoolean(value) {
            let double = number.doubleValue
            if let minimum = (schema["minimum"] as? NSNumber)?.doubleValue, double < minimum {
                problems.append("\(path): \(double) is below the minimum \(minimum)")
            }
            if let maximum = (schema["maximum"] as? NSNumber)?.doubleValue, double > maximum {
                problems.append("\(path): \(double) is above the maximum \(maximum)")
            }
            if let bound = (schema["exclusiveMinimum"] as? NSNumber)?.doubleValue, double <= bound {
                problems.append("\(path): \(double) is not above \(bound)")
            }
        }
        if let object = value as? [String: Any] {
            for key in (schema["required"] as? [String]) ?? [] where object[key] == nil {
                problems.append("\(path): missing required \(key)")
            }
            let properties = (schema["properties"] as? [String: Any]) ?? [:]
            for (key, member) in object {
                if let propertySchema = properties[key] as? [String: Any] {
                    check(member, against: propertySchema, path: path + "." + key, problems: &problems)
                } else if let additional = schema["additionalProperties"] {
                    if let allowed = additional as? Bool, !allowed, !Self.isBooleanSchemaTrue(additional) {
                        problems.append("\(path): unknown key \(key)")
                    } else if let additionalSchema = additional as? [String: Any] {
                        check(member, against: additionalSchema, path: path + "." + key, problems: &problems)
                    }
                }
            }
            if let minimum = schema["minProperties"] as? Int, object.count < minimum {
                problems.append("\(path): fewer than \(minimum) properties")
            }
            if let maximum = schema["maxProperties"] as? Int, object.count > maximum {
                problems.append("\(path): more than \(maximum) properties")
            }
        }
        if let array = value as? [Any] {
            if let items = schema["items"] as? [String: Any] {
                for (index, element) in array.enumerated() {
                    check(element, against: items, path: "\(path)[\(index)]", problems: &problems)
                }
            }
            if schema["uniqueItems"] as? Bool == true {
                for (index, element) in array.enumerated()
                where array[..<index].contains(where: { Self.equal($0, element) }) {
                    problems.append("\(path)[\(index)]: a repeated item")
                }
            }
        }
        if let options = schema["oneOf"] as? [[String: Any]] {
            let passing = options.filter { option in
                var scratch: [String] = []
                check(value, against: option, path: path, problems: &scratch)
                return scratch.isEmpty
            }
            if passing.count != 1 { problems.append("\(path): matches \(passing.count) of oneOf's schemas, not 1") }
        }
    }

    private static func isBooleanSchemaTrue(_ value: Any) -> Bool { (value as? Bool) == true }

    private static func equal(_ left: Any, _ right: Any) -> Bool {
        (left as? NSObject)?.isEqual(right) ?? false
    }
}
