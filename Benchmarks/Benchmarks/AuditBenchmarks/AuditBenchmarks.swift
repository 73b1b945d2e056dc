import AccessibilityTree
import AuditKit
import Benchmark
import Foundation
import HierarchyImport

/// Auditing a screen with many carousels: every rule over a uiautomator dump of N horizontal
/// RecyclerViews of cards (a store's home screen taken to the extreme). The screen is imported
/// before the measurement; only the audit is measured. Linear cost means 4,000 carousels take
/// about four times as long as 1,000.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(20),
        maxIterations: 20)

    realShapedBenchmarks()
    wideParentBenchmarks()

    for shelves in [1_000, 4_000] {
        let dump = ShelvesDump.make(shelves: shelves, cardsPerShelf: 3)
        let screen: AccessibilityScreenBox
        do {
            screen = AccessibilityScreenBox(
                try ScreenImporter.importScreen(bytes: Array(dump.utf8), fileName: "shelves.xml"))
        } catch {
            print("the benchmark dump did not import: \(error)")
            continue
        }
        print("audit benchmark dump: \(shelves) shelves, \(dump.utf8.count) bytes")
        Benchmark("audit a screen of \(shelves) carousels") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(Auditor().audit(screen.screen, file: "shelves.xml").count)
            }
        }
    }
}

/// Holds the imported screen for the benchmark closures.
final class AccessibilityScreenBox: Sendable {
    let screen: AccessibilityScreen
    init(_ screen: AccessibilityScreen) { self.screen = screen }
}

/// A vertical list of shelves, each a horizontal RecyclerView of cards whose last card runs off
/// the screen's right edge, as in a real store or news app.
enum ShelvesDump {
    static func make(shelves: Int, cardsPerShelf: Int) -> String {
        var xml = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
        xml +=
            #"<node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.store" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,0][1080,2400]">"#
        xml +=
            #"<node index="0" text="" resource-id="com.example.store:id/home" class="androidx.recyclerview.widget.RecyclerView" package="com.example.store" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="true" focused="false" scrollable="true" long-clickable="false" password="false" selected="false" bounds="[0,0][1080,2400]">"#
        for shelf in 0..<shelves {
            let top = (shelf % 6) * 400
            xml +=
                #"<node index="\#(shelf)" text="" resource-id="com.example.store:id/shelf" class="androidx.recyclerview.widget.RecyclerView" package="com.example.store" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="true" focused="false" scrollable="true" long-clickable="false" password="false" selected="false" bounds="[0,\#(top)][1080,\#(top + 400)]">"#
            for card in 0..<cardsPerShelf {
                let left = card * 450
                let right = min(left + 420, 1080)
                xml +=
                    #"<node index="\#(card)" text="Story \#(shelf)-\#(card)" resource-id="com.example.store:id/card" class="android.widget.TextView" package="com.example.store" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[\#(left),\#(top + 20)][\#(right),\#(top + 380)]" />"#
            }
            xml += "</node>"
        }
        xml += "</node></node></hierarchy>"
        return xml
    }
}
