import AccessibilityTree
import CarouselKit
import CarouselUIKit
import Foundation
import HierarchyImport
import Testing

/// Examples/related-stories.capture.json is the screen of Examples/related-stories.json as UIKit's
/// `AccessibleCarouselView` and `AdjustableControl` expose it: each component's exposed element in
/// the capture has exactly the UIKit properties the adapter model gives those views
/// (`UIKitAccessibilityProperties`, which their overrides return 1:1), at the placeholder's frame.
@Suite("The carousel's capture agrees with the UIKit adapter")
struct CaptureAgreementTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    @Test func everyComponentIsCapturedAsTheAdapterExposesIt() throws {
        let document = try ScreenImporter.importDocument(
            contentsOf: Self.examples.appendingPathComponent("related-stories.json").path)
        let data = try Data(contentsOf: Self.examples.appendingPathComponent("related-stories.capture.json"))
        let capture = try JSONDecoder().decode(ViewCapture.self, from: data)
        let captured = capture.allObjects.filter(\.isAccessibilityElement)
        #expect(document.components.count == 2)
        for specification in document.components {
            let placeholder = try #require(document.screen.element(withID: specification.id))
            let component = try specification.makeComponent(for: .iOS)
            let model = UIKitAdapterModel(
                component: component,
                frame: ScreenRect(x: 0, y: 0, width: placeholder.frame.width, height: placeholder.frame.height))
            #expect(!model.exposedElements.isEmpty)
            for exposed in model.exposedElements {
                let expected = UIKitAccessibilityProperties(exposed)
                var frame = expected.frame
                frame.origin.x += placeholder.frame.minX
                frame.origin.y += placeholder.frame.minY
                let object = try #require(captured.first { $0.frame == frame && $0.label == expected.label })
                #expect(object.value == expected.value)
                #expect(object.hint == expected.hint)
                #expect(object.traits.names == expected.traitNames)
                #expect(object.customActions == expected.customActions.map(\.name))
                #expect(object.customRotors == expected.rotorNames)
            }
        }
    }
}
