import AccessibilityTree
import AuditKit
import CarouselKit
import CarouselTesting
import Foundation
import HierarchyImport
import ScreenReaderKit
import Testing

/// Proves that an app's test target can import every library of the package beside Swift Testing
/// (and, by the name list, beside SwiftUI, UIKit and Foundation) and still use both sides' names
/// unqualified. Before the rename, `SourceLocation` here was "ambiguous for type lookup".
@Suite("Public names beside Swift Testing, SwiftUI and UIKit")
struct PublicNamesBesideFrameworksTests {
    /// Swift Testing's own names resolve to Swift Testing, unqualified, with all our modules imported.
    @Test func swiftTestingNamesStayUnambiguous() {
        let here: SourceLocation = #_sourceLocation
        #expect(here.line > 0)
        let tag: Tag = .carouselNames
        #expect("\(tag)".contains("carouselNames"))
        let comment: Comment = "a comment"
        #expect(comment.rawValue == "a comment")
    }

    /// The renamed types are usable unqualified next to Swift Testing.
    @Test(.tags(.carouselNames)) func renamedTypesReadUnqualified() {
        let location = DumpLocation(file: "home.xml", line: 3, column: 5)
        #expect(location.description == "home.xml:3:5")
        let frame = ScreenRect(x: 0, y: 0, width: 44, height: 44)
        #expect(frame.size == ScreenSize(width: 44, height: 44))
        #expect(frame.origin == ScreenPoint(x: 0, y: 0))
        let traits: AccessibilityTraitSet = [.button, .selected]
        #expect(traits.contains(.button))
        #expect(ElementRole.allCases.contains(.button))
        let direction: ScreenLayoutDirection = .rightToLeft
        #expect(direction != .leftToRight)
        let gesture: ScreenReaderGesture = .swipeRight
        #expect("\(gesture)".isEmpty == false)
        #expect(ScreenReaderSound.allCases.isEmpty == false)
    }

    /// No public type of the package has the name of a top-level public type in SwiftUI,
    /// SwiftUICore, UIKit, Foundation, Accessibility, Observation or Swift Testing, so an app that
    /// imports both never needs to qualify a name. The list is read from the frameworks' interfaces
    /// (see the file's header); the package's names are read from its sources.
    @Test func noPublicTypeSharesAFrameworkName() throws {
        let frameworkNames = try Self.frameworkTypeNames()
        // The list would have caught the four collisions the rename removed.
        let allFrameworkNames = frameworkNames.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        for formerName in ["AccessibilityTraits", "LayoutDirection", "Gesture", "SourceLocation"] {
            let listed = allFrameworkNames.contains(formerName)
            #expect(listed, "the list must hold \(formerName)")
        }
        let ours = try Self.packagePublicTypeNames()
        #expect(ours.count > 50, "the scan must find the package's public types")
        var collisions: [String] = []
        for (module, names) in frameworkNames.sorted(by: { $0.key < $1.key }) {
            for (name, file) in ours.sorted(by: { $0.key < $1.key }) where names.contains(name) {
                collisions.append("\(name) (\(file)) collides with \(module).\(name)")
            }
        }
        #expect(collisions.isEmpty, "\(collisions.joined(separator: "\n"))")
    }

    private static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private static let sourcesFolder = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    private static func frameworkTypeNames() throws -> [String: Set<String>] {
        let text = try String(
            contentsOf: testsFolder.appendingPathComponent("FrameworkTypeNames.txt"), encoding: .utf8)
        var names: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ")
            guard parts.count == 2 else { continue }
            names[String(parts[0]), default: []].insert(String(parts[1]))
        }
        return names
    }

    /// Top-level `public struct/enum/class/protocol/actor/typealias` names in `Sources/`, with the
    /// file that declares each.
    private static func packagePublicTypeNames() throws -> [String: String] {
        let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        var names: [String: String] = [:]
        let files = FileManager.default.enumerator(at: sourcesFolder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("public ") {
                let words = line.split(separator: " ").filter { $0 != "final" }
                guard words.count > 2, kinds.contains(words[1]) else { continue }
                let name = words[2].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                names[String(name)] = file.lastPathComponent
            }
        }
        return names
    }
}

extension Tag {
    @Tag static var carouselNames: Self
}
