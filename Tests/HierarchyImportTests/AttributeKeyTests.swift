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
        let forged = XMLAttribute(name: "not-text", value: "x", nameHash: AndroidAttribute.text.rawValue)
        #expect(AndroidAttribute(forged) == nil)
        let real = XMLAttribute(name: "text", value: "x", nameHash: XMLAttribute.nameHash(of: "text".utf8))
        #expect(AndroidAttribute(real) == .text)
    }
}
