import AccessibilityTree
import CarouselKit
import Foundation
import Testing

/// Every host entry point is wired in both adapters: a table names, for each ``HostEntryPoint``,
/// the UIKit and the SwiftUI callback that forwards to it, and the test reads the adapters' source
/// files and checks that each callback's body makes exactly that one host call. An entry point
/// added to the host without a row, or a callback that stops forwarding, fails here.
@Suite("Host wiring: each adapter callback forwards to one host entry point")
struct HostWiringTests {
    /// How an adapter reaches one entry point.
    enum Wire: Sendable {
        /// The callback found at `marker` in the file forwards with `call`.
        case forwarded(file: String, marker: String, call: String)
        /// The platform has no such callback; the reason says how the event arrives instead.
        case noCallback(reason: String)
    }

    static let uiKitElement = "Sources/CarouselUIKit/ComponentAccessibilityElement.swift"
    static let uiKitView = "Sources/CarouselUIKit/AccessibleCarouselView.swift"
    static let swiftUIElement = "Sources/CarouselSwiftUI/ComponentElementModifier.swift"
    static let swiftUIView = "Sources/CarouselSwiftUI/AccessibleCarousel.swift"

    /// The table: entry point, UIKit wire, SwiftUI wire.
    static let table: [HostEntryPoint: (uiKit: Wire, swiftUI: Wire)] = [
        .activate: (
            .forwarded(
                file: uiKitElement, marker: "func accessibilityActivate()", call: "receive(.activate(elementID))"),
            .forwarded(file: swiftUIElement, marker: ", .default) {", call: "receive(.activate(id))")
        ),
        .increment: (
            .forwarded(
                file: uiKitElement, marker: "func accessibilityIncrement()", call: "receive(.increment(elementID))"),
            .forwarded(
                file: swiftUIElement, marker: "accessibilityAdjustableAction(if: properties.isAdjustable) {",
                call: "? .increment(id)")
        ),
        .decrement: (
            .forwarded(
                file: uiKitElement, marker: "func accessibilityDecrement()", call: "receive(.decrement(elementID))"),
            .forwarded(
                file: swiftUIElement, marker: "accessibilityAdjustableAction(if: properties.isAdjustable) {",
                call: ": .decrement(id))")
        ),
        .scroll: (
            .forwarded(file: uiKitElement, marker: "func accessibilityScroll(", call: "receive(.scroll("),
            .forwarded(file: swiftUIElement, marker: ".accessibilityScrollAction(if:", call: "receive(.scroll(")
        ),
        .escape: (
            .forwarded(file: uiKitElement, marker: "func accessibilityPerformEscape()", call: "receive(.escape)"),
            .forwarded(file: swiftUIElement, marker: ", .escape) {", call: "receive(.escape)")
        ),
        .magicTap: (
            .forwarded(file: uiKitElement, marker: "func accessibilityPerformMagicTap()", call: "receive(.magicTap)"),
            .forwarded(file: swiftUIElement, marker: ".accessibilityMagicTapAction(if:", call: "receive(.magicTap)")
        ),
        .customAction: (
            .forwarded(
                file: uiKitElement, marker: "UIAccessibilityCustomAction(name: action.name)",
                call: "receive(.customAction(name: action.name"),
            .forwarded(
                file: swiftUIElement, marker: "Button(action.name)", call: "receive(.customAction(name: action.name")
        ),
        .rotorSearch: (
            .forwarded(file: uiKitElement, marker: "UIAccessibilityCustomRotor(name: name)", call: ".rotorSearch("),
            .noCallback(
                reason: "SwiftUI's rotor is declarative (accessibilityRotor entries): VoiceOver walks the entries "
                    + "itself and the entry it lands on reaches the host as focusChanged(to:)")
        ),
        .focusGained: (
            .forwarded(
                file: uiKitElement, marker: "func accessibilityElementDidBecomeFocused()",
                call: "receive(.focusGained(elementID))"),
            .noCallback(reason: "SwiftUI reports the component's focus as a whole: focusChanged(to:)")
        ),
        .focusLost: (
            .forwarded(
                file: uiKitElement, marker: "func accessibilityElementDidLoseFocus()",
                call: "receive(.focusLost(elementID))"),
            .noCallback(reason: "SwiftUI reports the component's focus as a whole: focusChanged(to: nil)")
        ),
        .focusSettled: (
            .forwarded(file: uiKitView, marker: "if response.settlesFocusLater", call: "receive(.focusSettled)"),
            .noCallback(reason: "SwiftUI's focus state says at once whether focus left: focusChanged(to: nil)")
        ),
        .focusChanged: (
            .noCallback(reason: "UIKit reports focus per element: focusGained, focusLost, then focusSettled"),
            .forwarded(
                file: swiftUIView, marker: ".onValueChange(of: focusedElement) {",
                call: "receive(.focusChanged(to: focused)")
        ),
        .reduceMotionChanged: (
            .forwarded(file: uiKitView, marker: "private func settingsChanged()", call: "model.update(.current)"),
            .forwarded(
                file: swiftUIView, marker: ".onValueChange(of: isReduceMotionEnabled) {",
                call: "receive(.reduceMotionChanged(isOn)")
        ),
        .tick: (
            .forwarded(file: uiKitView, marker: "tickTask = Task", call: "receive(.tick(now:"),
            .forwarded(
                file: swiftUIView, marker: ".onValueChange(of: clockTime) {", call: "receive(.tick(now: time)")
        ),
    ]

    /// One event per entry point: the switch is exhaustive over the host's event type, so a new
    /// host event must be given an entry point, and the entry point a row.
    static func sample(_ point: HostEntryPoint) -> HostEvent {
        switch point {
        case .activate: .activate("e")
        case .increment: .increment("e")
        case .decrement: .decrement("e")
        case .scroll: .scroll(.right, element: "e")
        case .escape: .escape
        case .magicTap: .magicTap
        case .customAction: .customAction(name: "Pause", element: "e")
        case .rotorSearch: .rotorSearch(rotor: "Cards", forward: true, from: "e")
        case .focusGained: .focusGained("e")
        case .focusLost: .focusLost("e")
        case .focusSettled: .focusSettled
        case .focusChanged: .focusChanged(to: nil)
        case .reduceMotionChanged: .reduceMotionChanged(true)
        case .tick: .tick(now: .zero)
        }
    }

    /// The package's root, from this file's path.
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    static func source(_ file: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    }

    /// The text between the first `{` after the marker and its matching `}`.
    static func body(after marker: String, in text: String) -> Substring? {
        guard let found = text.range(of: marker), let open = text[found.lowerBound...].firstIndex(of: "{") else {
            return nil
        }
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 { return text[text.index(after: open)..<index] }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The host calls in a callback body: every `receive(` and `model.update(`.
    static func hostCalls(in body: Substring) -> Int {
        body.components(separatedBy: "receive(").count - 1 + body.components(separatedBy: "model.update(").count - 1
    }

    @Test("The table has a row for every entry point, and every entry point has a host event")
    func tableCoversTheHostAPI() {
        #expect(Set(Self.table.keys) == Set(HostEntryPoint.allCases))
        for point in HostEntryPoint.allCases {
            #expect(Self.sample(point).entryPoint == point)
        }
    }

    @Test("Each UIKit and SwiftUI callback makes exactly its one host call", arguments: HostEntryPoint.allCases)
    func callbacksForward(point: HostEntryPoint) throws {
        let row = try #require(Self.table[point])
        var wired = 0
        for (adapter, wire) in [("UIKit", row.uiKit), ("SwiftUI", row.swiftUI)] {
            guard case .forwarded(let file, let marker, let call) = wire else { continue }
            wired += 1
            let text = try Self.source(file)
            let body = try #require(Self.body(after: marker, in: text), "\(adapter): no \(marker) in \(file)")
            #expect(body.contains(call), "\(adapter) \(point): \(marker) does not forward with \(call)")
            #expect(Self.hostCalls(in: body) == 1, "\(adapter) \(point): \(marker) must make one host call")
        }
        // An entry point no adapter reaches would be dead protocol.
        #expect(wired >= 1, "\(point) is wired in no adapter")
    }

    @Test("The adapters never talk to a component except through the host")
    func noBypass() throws {
        for folder in ["Sources/CarouselUIKit", "Sources/CarouselSwiftUI"] {
            let files = try FileManager.default.contentsOfDirectory(
                atPath: Self.root.appendingPathComponent(folder).path)
            for file in files where file.hasSuffix(".swift") {
                let text = try Self.source(folder + "/" + file)
                #expect(!text.contains(".handle("), "\(file) calls a component's handle(_:)")
                #expect(!text.contains(".respond(to:"), "\(file) calls a component's respond(to:)")
            }
        }
    }
}
