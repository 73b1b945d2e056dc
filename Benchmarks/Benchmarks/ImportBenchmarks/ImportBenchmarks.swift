import Benchmark
import Foundation
import HierarchyImport

/// Import throughput on a large `uiautomator dump`, against simply reading the file's bytes.
///
/// The dump is generated once, before any measurement, and written to a temporary file: a
/// settings-like list of rows (a clickable layout holding an icon and two texts), one line, with
/// every attribute a modern dump has, about 16 MB. "read bytes" loads the file; "import" loads
/// and imports it into an `AccessibilityScreen`. MB/s = the file's size / the median time; the
/// benchmark prints the size so the figure can be computed from the table.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(15),
        maxIterations: 30)

    let dump = LargeDump.make(rows: 11_000)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-a11y-benchmark-dump.xml").path
    FileManager.default.createFile(atPath: path, contents: Data(dump.utf8))
    print(
        "import benchmark dump: \(dump.utf8.count) bytes (\(String(format: "%.1f", Double(dump.utf8.count) / 1_000_000)) MB), \(path)"
    )

    Benchmark("read bytes of a \(dump.utf8.count / 1_000_000) MB uiautomator dump") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(FileManager.default.contents(atPath: path)?.count)
        }
    }
    Benchmark("import a \(dump.utf8.count / 1_000_000) MB uiautomator dump") { benchmark in
        for _ in benchmark.scaledIterations {
            do {
                let screen = try ScreenImporter.importScreen(contentsOf: path)
                blackHole(screen.roots.count)
            } catch {
                benchmark.error("import failed: \(error)")
            }
        }
    }

    // JSON width: the reader once copied an open array on every append, so these grew with the
    // square of the width (80,000 zeros took 86 s). Flat and nested AXe dumps of the same rows
    // should now cost about the same.
    let flat = Array(WideJSON.axeDump(rows: 80_000, nested: false).utf8)
    let nested = Array(WideJSON.axeDump(rows: 80_000, nested: true).utf8)
    let zeros = Array(("[" + Array(repeating: "0", count: 80_000).joined(separator: ",") + "]").utf8)
    print("JSON benchmark inputs: flat \(flat.count) bytes, nested \(nested.count) bytes, zeros \(zeros.count) bytes")
    Benchmark("import an AXe dump of 80,000 sibling rows") { benchmark in
        for _ in benchmark.scaledIterations {
            do {
                blackHole(try ScreenImporter.importScreen(bytes: flat, fileName: "flat.json").roots.count)
            } catch {
                benchmark.error("import failed: \(error)")
            }
        }
    }
    Benchmark("import an AXe dump of 80,000 rows nested 40 deep") { benchmark in
        for _ in benchmark.scaledIterations {
            do {
                blackHole(try ScreenImporter.importScreen(bytes: nested, fileName: "nested.json").roots.count)
            } catch {
                benchmark.error("import failed: \(error)")
            }
        }
    }
    Benchmark("read a JSON array of 80,000 zeros") { benchmark in
        for _ in benchmark.scaledIterations {
            // Not a dump: the import fails after reading the whole array, which is what is measured.
            blackHole(try? ScreenImporter.importScreen(bytes: zeros, fileName: "zeros.json"))
        }
    }
}

/// AXe `describe-ui` JSON with many rows, either all siblings of the application or spread over
/// 40 nested groups (the same rows, a tenth of the width per array).
enum WideJSON {
    static func axeDump(rows: Int, nested: Bool) -> String {
        let groups = nested ? 40 : 1
        let perGroup = (rows + groups - 1) / groups
        var json =
            #"[{"type":"Application","AXLabel":"Wide","frame":{"x":0,"y":0,"width":393,"height":852},"children":["#
        var open = 0
        for row in 0..<rows {
            if nested && row % perGroup == 0 {
                if row > 0 { json += "," }
                json += #"{"type":"Group","frame":{"x":0,"y":0,"width":393,"height":852},"children":["#
                open += 1
            } else if row > 0 {
                json += ","
            }
            json +=
                #"{"type":"Button","AXLabel":"Row \#(row)","frame":{"x":0,"y":\#(row % 800),"width":100,"height":44}}"#
        }
        json += String(repeating: "]}", count: open)
        json += "]}]"
        return json
    }
}

/// A synthetic dump shaped like a real one (see the `HierarchyImport` fixtures).
enum LargeDump {
    static func make(rows: Int) -> String {
        var xml = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
        xml += node(index: 0, className: "android.widget.FrameLayout", bounds: "[0,0][1080,2400]", open: true)
        xml += node(
            index: 0, className: "androidx.recyclerview.widget.RecyclerView", bounds: "[0,220][1080,2400]",
            scrollable: true, open: true)
        for row in 0..<rows {
            let top = 220 + (row % 10) * 210
            let bounds = "[0,\(top)][1080,\(top + 210)]"
            xml += node(
                index: row, className: "android.widget.LinearLayout", bounds: bounds, clickable: true, open: true)
            xml += node(index: 0, className: "android.widget.ImageView", bounds: "[42,\(top + 63)][126,\(top + 147)]")
            xml += node(
                index: 1, className: "android.widget.TextView", text: "Setting number \(row) &amp; more",
                bounds: "[168,\(top + 40)][1038,\(top + 100)]")
            xml += node(
                index: 2, className: "android.widget.TextView", text: "Summary of setting \(row), with details",
                bounds: "[168,\(top + 110)][1038,\(top + 170)]")
            xml += "</node>"
        }
        xml += "</node></node></hierarchy>"
        return xml
    }

    private static func node(
        index: Int, className: String, text: String = "", bounds: String, clickable: Bool = false,
        scrollable: Bool = false, open: Bool = false
    ) -> String {
        #"<node index="\#(index)" text="\#(text)" resource-id="com.android.settings:id/item\#(index)" "#
            + #"class="\#(className)" package="com.android.settings" content-desc="" checkable="false" "#
            + #"checked="false" clickable="\#(clickable)" enabled="true" focusable="\#(clickable)" focused="false" "#
            + #"scrollable="\#(scrollable)" long-clickable="false" password="false" selected="false" "#
            + #"visible-to-user="true" bounds="\#(bounds)" drawing-order="\#(index + 1)" hint="" display-id="0""#
            + (open ? ">" : " />")
    }
}
