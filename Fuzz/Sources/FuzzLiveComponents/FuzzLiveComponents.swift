import AccessibilityTree
import CarouselKit
import Foundation
import FuzzDriver
import HierarchyImport
import ScreenReaderKit

/// A screen document with live components, driven by a gesture script decoded from the input.
///
/// The input is `document ++ [0] ++ gestures`: the bytes before the last zero byte are a screen
/// document (when they do not import, the built-in article with a rotating carousel is used, so
/// every input drives components), and each byte after it picks one step (a gesture, a touch of
/// the n-th element, or a wait).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLiveComponents(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    let split = input.lastIndex(of: 0) ?? size
    let document = Data(input[..<split])
    let script = split < size ? Array(input[(split + 1)...]) : []
    let imported = (try? ScreenImporter.importDocument(data: document, fileName: "fuzz.json")) ?? fallback
    guard let imported else { return 0 }
    var components: [any AccessibilityComponent] = []
    for specification in imported.components {
        guard let component = try? specification.makeComponent(for: imported.screen.platform) else { return 0 }
        components.append(component)
    }
    let live = LiveScreen(imported.screen, components: components)
    let reader: ScreenReader = imported.screen.platform == .iOS ? .voiceOver : .talkBack
    var simulator = ScreenReaderSimulator(reader, liveScreen: live)
    let ids = simulator.screen.allElements.map(\.id)
    for byte in script.prefix(256) {
        simulator.run(GestureScript(steps: [step(byte, ids: ids)]))
    }
    return 0
}

private let gestures: [ScreenReaderGesture] = [
    .swipeRight, .swipeLeft, .swipeUp, .swipeDown, .doubleTap, .rotorNext, .rotorPrevious, .twoFingerScrub,
    .magicTap, .readAllFromTop, .readAllFromFocus, .nextHeading, .previousHeading, .actionsMenu,
    .scrollAction(.forward), .scrollAction(.backward), .threeFingerSwipe(.left), .threeFingerSwipe(.right),
    .twoFingerSwipe(.left), .twoFingerSwipe(.right), .customAction("Next card"), .customAction("Previous card"),
    .customAction("Pause"),
]

private func step(_ byte: UInt8, ids: [ElementID]) -> GestureScript.Step {
    let value = Int(byte)
    if value < 200 { return .gesture(gestures[value % gestures.count]) }
    if value < 240, !ids.isEmpty { return .touch(ids[value % ids.count]) }
    return .wait(.milliseconds(Int64(value - 239) * 1_500))
}

/// The article of `Examples/related-stories.json`, read once, so inputs that are not documents
/// still drive a carousel, an adjustable control and a grouped cell.
private let fallback: ImportedScreen? = {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/related-stories.json")
    return try? ScreenImporter.importDocument(contentsOf: path.path)
}()

/// The entry point SwiftPM links for this executable: libFuzzer's driver on ``fuzzLiveComponents(_:_:)``.
@_cdecl("FuzzLiveComponents_main")
public func fuzzLiveComponentsMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzLiveComponents)
}
