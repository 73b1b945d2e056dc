import AccessibilityTree

/// Parsing of attribute values shared by the XML readers; each failure names the attribute,
/// the value and what was expected.
struct AttributeParser {
    let context: ImportContext
    let position: TextPosition
    let elementName: String

    func bool(_ attribute: XMLAttribute) throws(ImportError) -> Bool {
        if context.rawValue(of: attribute, is: "true") { return true }
        if context.rawValue(of: attribute, is: "false") { return false }
        throw invalid(attribute, expected: "true or false")
    }

    func number(_ attribute: XMLAttribute) throws(ImportError) -> Double {
        let text = context.value(of: attribute).trimmingSpaces
        guard !text.isEmpty, let value = Double(text), value.isFinite else {
            throw invalid(attribute, expected: "a number")
        }
        return value
    }

    /// Two integers "a,b" (collection info's rows and columns, an item's row and column); each
    /// from -1 (Android's unknown) up.
    func integerPair(_ attribute: XMLAttribute) throws(ImportError) -> (Int, Int) {
        let parts = context.value(of: attribute).split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = Int(String(parts[0]).trimmingSpaces),
            let second = Int(String(parts[1]).trimmingSpaces),
            first >= -1, second >= -1
        else { throw invalid(attribute, expected: "two integers from -1 up, separated by a comma") }
        return (first, second)
    }

    /// A live region as `getLiveRegion` writes it: Android's constant 0, 1 or 2.
    func liveRegion(_ attribute: XMLAttribute) throws(ImportError) -> LiveRegion {
        guard let number = Int(context.value(of: attribute).trimmingSpaces), let region = LiveRegion(rawValue: number)
        else { throw invalid(attribute, expected: "0 (none), 1 (polite) or 2 (assertive)") }
        return region
    }

    /// Android's `[left,top][right,bottom]`, integers that may be negative in Appium dumps.
    func bounds(_ attribute: XMLAttribute) throws(ImportError) -> ScreenRect {
        // Every node has bounds: a value with no reference is read in place, without copying its
        // bytes into an array first.
        guard attribute.needsDecoding else { return try bounds(context.bytes[attribute.value], of: attribute) }
        return try bounds(Array(context.value(of: attribute).utf8), of: attribute)
    }

    /// ``bounds(_:)`` read from the value's bytes.
    private func bounds(_ value: some Sequence<UInt8>, of attribute: XMLAttribute) throws(ImportError) -> ScreenRect {
        var numbers: [Double] = []
        numbers.reserveCapacity(4)
        var current: Int?
        var negative = false
        var expected: UInt8 = UInt8(ascii: "[")
        for byte in value {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                let (times, overflow1) = (current ?? 0).multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times.addingReportingOverflow(digit)
                guard !overflow1, !overflow2, sum < 1 << 40 else {
                    throw invalid(attribute, expected: "[left,top][right,bottom]")
                }
                current = sum
            case UInt8(ascii: "-") where current == nil && !negative && expected != UInt8(ascii: "["):
                negative = true
            case UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: "]"):
                if byte == UInt8(ascii: "[") {
                    guard expected == byte, current == nil else {
                        throw invalid(attribute, expected: "[left,top][right,bottom]")
                    }
                    expected = UInt8(ascii: ",")
                } else {
                    guard expected == byte, let value = current else {
                        throw invalid(attribute, expected: "[left,top][right,bottom]")
                    }
                    numbers.append(Double(negative ? -value : value))
                    current = nil
                    negative = false
                    expected = byte == UInt8(ascii: ",") ? UInt8(ascii: "]") : UInt8(ascii: "[")
                }
            default:
                throw invalid(attribute, expected: "[left,top][right,bottom]")
            }
        }
        guard numbers.count == 4, expected == UInt8(ascii: "[") else {
            throw invalid(attribute, expected: "[left,top][right,bottom]")
        }
        return ScreenRect(left: numbers[0], top: numbers[1], right: numbers[2], bottom: numbers[3])
    }

    func invalid(_ attribute: XMLAttribute, expected: String) -> ImportError {
        let value = context.value(of: attribute)
        let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
        return context.error(
            .invalidValue, at: position,
            "attribute \(context.name(of: attribute))=\"\(shown)\" of <\(elementName)> is not valid; expected \(expected)"
        )
    }
}
