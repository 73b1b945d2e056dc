import Testing

@testable import HierarchyImport

@Suite("Attribute keys")
struct AttributeKeyTests {
    @Test func rawValuesAreTheHashesOfTheNames() {
        for key in AndroidAttribute.allCases {
            #expect(key.rawValue == XMLAttribute.nameHash(of: key.name.utf8), "\(key.name)")
        }
        for key in WebDriverAgentAttribute.allCases {
            #expect(key.rawValue == XMLAttribute.nameHash(of: key.name.utf8), "\(key.name)")
        }
    }

    @Test func aCollidingHashWithAnotherNameIsNotTheKey() {
        let document = Array(#"not-text="x" text="y""#.utf8)
        document.withUnsafeBufferPointer { bytes in
            let context = ImportContext(bytes: bytes, fileName: "k.xml", limits: .default)
            let forged = XMLAttribute(
                nameHash: AndroidAttribute.text.rawValue, name: 0..<8, value: 10..<11, needsDecoding: false)
            #expect(AndroidAttribute(forged, in: context) == nil)
            let real = XMLAttribute(
                nameHash: XMLAttribute.nameHash(of: "text".utf8), name: 13..<17, value: 19..<20, needsDecoding: false)
            #expect(AndroidAttribute(real, in: context) == .text)
            #expect(context.value(of: real) == "y")
        }
    }
}
