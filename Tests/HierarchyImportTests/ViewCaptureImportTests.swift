import AccessibilityTree
import Foundation
import Testing

@testable import HierarchyImport

/// The view capture reader: detection by content, the parser's hiding rules decided on import, the
/// rest carried as model data, and errors that name the place.
///
/// `HP` is cashapp/AccessibilitySnapshot@5b03db81f49275312ea1a56914dbe9aa1608e3f0
/// Sources/AccessibilitySnapshot/Parser/Swift/Classes/AccessibilityHierarchyParser.swift.
@Suite("Importing view captures")
struct ViewCaptureImportTests {
    /// A capture whose single root view holds `children` (JSON objects).
    static func capture(_ children: String..., rootExtra: String = "") -> String {
        #"""
        {"format": "accessible-carousel-view-capture", "version": 1,
         "screen": {"size": {"width": 390, "height": 844}},
         "roots": [{"kind": "view", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}\#(rootExtra),
          "children": [\#(children.joined(separator: ",\n"))]}]}
        """#
    }

    /// A labelled accessibility element view at `y`, with extra members.
    static func element(_ label: String, y: Double = 100, _ extra: String = "") -> String {
        #"{"kind": "view", "isAccessibilityElement": true, "label": "\#(label)", "frame": {"x": 0, "y": \#(y), "width": 100, "height": 40}\#(extra)}"#
    }

    static func read(_ text: String) throws -> ImportedScreen {
        try ScreenImporter.importDocument(data: Data(text.utf8), fileName: "screen.capture.json")
    }

    /// The labels of the elements VoiceOver can reach, in reading order.
    static func reachable(_ text: String) throws -> [String] {
        ReadingOrder.voiceOver(try read(text).screen).compactMap(\.label)
    }

    @Test func aCaptureIsDetectedByItsFormatMember() throws {
        let imported = try Self.read(Self.capture(Self.element("Play")))
        #expect(imported.format == .viewCapture)
        #expect(imported.screen.platform == .iOS)
        #expect(imported.screen.unit == .points)
        #expect(imported.screen.size == ScreenSize(width: 390, height: 844))
        let play = try #require(imported.screen.element(withID: "0.0"))
        #expect(play.label == "Play")
        #expect(play.source == DumpLocation(file: "screen.capture.json", line: 4, column: 16))
    }

    // HP:807-809: accessibilityElementsHidden hides the object and its subtree, whatever its kind.
    @Test func elementsHiddenHidesTheSubtree() throws {
        let text = Self.capture(
            #"{"kind": "other", "elementsHidden": true, "frame": {"x": 0, "y": 0, "width": 100, "height": 100}, "childrenSource": "accessibilityElements", "children": [\#(Self.element("Secret"))]}"#,
            Self.element("Shown", y: 200))
        #expect(try Self.reachable(text) == ["Shown"])
        let hidden = try #require(try Self.read(text).screen.element(withID: "0.0"))
        #expect(hidden.inferences == ["hidden from VoiceOver: accessibilityElementsHidden"])
    }

    // HP:811-826: a hidden view, a view with alpha 0 (or less) and a zero-size view that clips,
    // is an element or has an accessibilityElements array are skipped with their subtrees.
    @Test(arguments: [
        (#", "isHidden": true"#, "the view is hidden"),
        (#", "alpha": 0"#, "the view's alpha is 0"),
        (#", "alpha": -0.5"#, "the view's alpha is 0"),
        (
            #", "viewSize": {"width": 0, "height": 0}, "clipsToBounds": true"#,
            "the view has zero size and clips to its bounds"
        ),
        (
            #", "viewSize": {"width": 0, "height": 0}, "childrenSource": "accessibilityElements""#,
            "the view has zero size and an accessibilityElements array"
        ),
    ])
    func invisibleViewsHideTheirSubtree(extra: String, reason: String) throws {
        let text = Self.capture(
            #"{"kind": "view", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}\#(extra), "children": [\#(Self.element("Secret"))]}"#,
            Self.element("Shown", y: 200))
        #expect(try Self.reachable(text) == ["Shown"])
        #expect(try Self.read(text).screen.element(withID: "0.0")?.inferences == ["hidden from VoiceOver: \(reason)"])
    }

    @Test func aZeroSizeElementViewIsSkipped() throws {
        let text = Self.capture(
            Self.element("Tiny", #", "viewSize": {"width": 0, "height": 0}"#), Self.element("Shown", y: 200))
        #expect(try Self.reachable(text) == ["Shown"])
    }

    // HP:811-826: a zero-size wrapper that only holds subviews and does not clip is passed through;
    // only a view is judged by size, alpha and hiding, not a UIAccessibilityElement.
    @Test func zeroSizeWrappersAndElementsWithoutViewsStay() throws {
        let text = Self.capture(
            #"{"kind": "view", "frame": {"x": 0, "y": 0, "width": 0, "height": 0}, "children": [\#(Self.element("Wrapped"))]}"#,
            #"{"kind": "element", "isAccessibilityElement": true, "label": "Element", "alpha": 0, "isHidden": true, "frame": {"x": 0, "y": 200, "width": 0, "height": 0}}"#
        )
        #expect(try Self.reachable(text) == ["Wrapped", "Element"])
    }

    // HP:851-860: modal scope applies among subviews; in an accessibilityElements array a modal
    // object is read like any other.
    @Test func modalScopeAppliesAmongSubviewsOnly() throws {
        let modal = Self.element("Alert", y: 300, #", "viewIsModal": true"#)
        #expect(try Self.reachable(Self.capture(Self.element("Behind"), modal)) == ["Alert"])
        let explicit = Self.capture(
            Self.element("Behind"), modal, rootExtra: #", "childrenSource": "accessibilityElements""#)
        #expect(try Self.reachable(explicit) == ["Behind", "Alert"])
        let alert = try #require(try Self.read(explicit).screen.element(withID: "0.1"))
        #expect(!alert.isModal)
        #expect(
            alert.inferences == ["accessibilityViewIsModal ignored: the object is in an accessibilityElements array"])
    }

    // HP:830-849, 873-880: element, explicit order and grouping travel as model data.
    @Test func orderAndGroupingTravelAsModelData() throws {
        let text = Self.capture(
            #"{"kind": "view", "shouldGroupChildren": true, "containerType": "list", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}, "childrenSource": "accessibilityElements", "children": [\#(Self.element("B", y: 50)), \#(Self.element("A", y: 10))]}"#
        )
        let group = try #require(try Self.read(text).screen.element(withID: "0.0"))
        #expect(group.groupsChildren && group.hasExplicitOrder && group.containerType == .list)
        #expect(try Self.reachable(text) == ["B", "A"])
    }

    @Test func propertiesAreReadAsCaptured() throws {
        let text = Self.capture(
            #"{"kind": "element", "isAccessibilityElement": true, "label": "Volume", "value": "50%", "hint": "Adjusts", "identifier": "vol", "language": "de", "traits": {"rawValue": 4097, "names": ["button", "adjustable", "futureTrait"]}, "frame": {"x": 10, "y": 20, "width": 30, "height": 40}, "activationPoint": {"x": 12, "y": 22}, "customActions": ["Mute"], "customRotors": ["Presets"], "className": "VolumeElement"}"#
        )
        let volume = try #require(try Self.read(text).screen.element(withID: "0.0"))
        #expect(volume.label == "Volume" && volume.value == "50%" && volume.hint == "Adjusts")
        #expect(volume.identifier == "vol" && volume.language == "de" && volume.className == "VolumeElement")
        #expect(volume.traits == [.button, .adjustable])
        #expect(volume.frame == ScreenRect(x: 10, y: 20, width: 30, height: 40))
        #expect(volume.activationPoint == ScreenPoint(x: 12, y: 22))
        #expect(volume.customActions.map(\.name) == ["Mute"] && volume.customRotors.map(\.name) == ["Presets"])
        #expect(volume.inferences == ["trait names this reader does not know were ignored: futureTrait"])
    }

    @Test func aRealTabBarIsATabBarContainer() throws {
        let text = Self.capture(
            #"{"kind": "view", "className": "UITabBar", "frame": {"x": 0, "y": 760, "width": 390, "height": 84}}"#)
        #expect(try Self.read(text).screen.element(withID: "0.0")?.containerType == .tabBar)
    }

    @Test func layoutDirectionAndLanguageComeFromTheScreen() throws {
        let text = Self.capture().replacingOccurrences(
            of: #""size": {"width": 390, "height": 844}"#,
            with: #""size": {"width": 390, "height": 844}, "layoutDirection": "rightToLeft", "language": "ar""#)
        let screen = try Self.read(text).screen
        #expect(screen.layoutDirection == .rightToLeft && screen.language == "ar")
    }

    // Errors name the place and what was expected.
    @Test func anUnknownMemberIsAnErrorAtIt() throws {
        let text = Self.capture(Self.element("Play", #", "isHiden": true"#))
        let error = try #require(throws: ImportError.self) { try Self.read(text) }
        #expect(error.kind == .invalidValue)
        #expect(error.line == 4)
        #expect(error.problem.hasPrefix("unknown key \"isHiden\" in a view object of a version 1 view capture"))
    }

    @Test func anUnsupportedVersionIsNamed() throws {
        let text = Self.capture().replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#)
        let error = try #require(throws: ImportError.self) { try Self.read(text) }
        #expect(error.kind == .unsupportedVersion)
        #expect(error.problem == "view capture version 2 is not supported; this reader reads version 1")
        #expect((error.line, error.column) == (1, 59))
    }

    @Test func aBadValueIsAnErrorAtItsPath() throws {
        let text = Self.capture(#"{"kind": "widget", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}"#)
        let error = try #require(throws: ImportError.self) { try Self.read(text) }
        #expect(error.kind == .invalidValue)
        #expect(error.problem.hasPrefix("invalid view capture at roots[0].children[0].kind:"))
        #expect(error.line == 4)
    }

    @Test func aMissingFrameIsAnError() throws {
        let text = Self.capture(#"{"kind": "view"}"#)
        let error = try #require(throws: ImportError.self) { try Self.read(text) }
        #expect(error.problem.contains("missing key \"frame\""))
    }

    @Test func anotherFormatMemberIsNotADump() throws {
        let error = try #require(throws: ImportError.self) { try Self.read(#"{"format": "something-else"}"#) }
        #expect(error.kind == .notADump)
        #expect(error.problem.contains("accessible-carousel-view-capture"))
    }

    @Test func deepCapturesHitTheDepthLimit() throws {
        var object = Self.element("Leaf")
        for _ in 0..<30 {
            object = #"{"kind": "view", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "children": [\#(object)]}"#
        }
        let limits = ImportLimits(maximumDepth: 10)
        let error = try #require(throws: ImportError.self) {
            try ScreenImporter.importDocument(data: Data(Self.capture(object).utf8), fileName: "deep", limits: limits)
        }
        #expect(error.kind == .limitExceeded)
    }

    @Test func negativeSizesAndScalesAreRefusedAsTheSchemaRefusesThem() throws {
        let negative = Self.capture(#"{"kind": "view", "frame": {"x": 0, "y": 0, "width": -1, "height": 1}}"#)
        let error = try #require(throws: ImportError.self) { try Self.read(negative) }
        #expect(error.problem == "frame.width is -1; a size cannot be negative")
        let scale = Self.capture().replacingOccurrences(
            of: #""size": {"width": 390, "height": 844}"#, with: #""size": {"width": 390, "height": 844}, "scale": 0"#)
        let scaleError = try #require(throws: ImportError.self) { try Self.read(scale) }
        #expect(scaleError.problem.hasPrefix("scale 0 is not valid"))
        let tabBar = Self.capture(
            #"{"kind": "view", "containerType": "tabBar", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}"#)
        let tabBarError = try #require(throws: ImportError.self) { try Self.read(tabBar) }
        #expect(tabBarError.problem.contains("\"tabBar\" is not a UIAccessibilityContainerType"))
    }
}
