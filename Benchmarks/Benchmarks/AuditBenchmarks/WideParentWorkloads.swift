import AccessibilityTree
import AuditKit
import Benchmark
import HierarchyImport

/// Screens whose one parent holds thousands of children, each built in memory and imported
/// before the measurement: what a long web page, a list rendered without recycling, or a test
/// that dumps every row gives. The audit of each should grow with the number of children, not
/// its square: 8,000 rows should take about four times as long as 2,000.
///
/// - an AXe dump of alike small buttons (300 x 9 pt, one label and identifier for all): the
///   touch-target rule's inline and nested-listing readings ask about every sibling;
/// - a uiautomator layout of small Buttons drawing "Row": the inline exception's Buttons
///   continuing a sentence;
/// - a uiautomator horizontal scroll view holding a row of unlabelled image buttons: a
///   label-missing finding on each, whose path counts its siblings;
/// - a uiautomator scroll view of settings rows (an icon, a title and a switch in a clickable
///   row, laid out one under another): each row is a horizontal container whose paging arrows
///   are looked for among its neighbours;
/// - a uiautomator horizontal scroll view of chips whose widths follow their labels, a twentieth
///   of them laid over its right end: touch-target-size asks of each chip at the end whether its
///   peers show it cut there (``AuditContext`` keeps those peers once per row).
enum WideParentWorkloads {
    static func axeButtons(_ count: Int) -> [UInt8] {
        var json =
            #"[{"type":"Application","AXLabel":"App","frame":{"x":0,"y":0,"width":390,"height":844},"children":["#
        for row in 0..<count {
            if row > 0 { json += "," }
            json +=
                #"{"type":"Button","AXLabel":"Row","AXUniqueId":"row","frame":{"x":0,"y":\#(row * 10),"width":300,"height":9},"enabled":true,"children":[]}"#
        }
        return Array((json + "]}]").utf8)
    }

    static func androidButtons(_ count: Int) -> [UInt8] {
        let rows = (0..<count).map { row in
            let top = (row * 30) % 2400
            return node("android.widget.Button", bounds: "[0,\(top)][300,\(top + 27)]", text: "Row", clickable: true)
        }
        return android(node("android.widget.LinearLayout", bounds: "[0,0][1080,2400]", inner: rows.joined()))
    }

    static func androidImageRow(_ count: Int) -> [UInt8] {
        let buttons = (0..<count).map { index in
            node("android.widget.ImageButton", bounds: "[\(index * 100),100][\(index * 100 + 90),190]", clickable: true)
        }
        let row = node("android.widget.LinearLayout", bounds: "[0,100][\(count * 100),190]", inner: buttons.joined())
        return android(
            node("android.widget.HorizontalScrollView", bounds: "[0,100][1080,190]", scrollable: true, inner: row))
    }

    static func androidSettingsRows(_ count: Int) -> [UInt8] {
        let rows = (0..<count).map { index in
            let top = index * 150
            let content =
                node("android.widget.ImageView", bounds: "[20,\(top + 30)][100,\(top + 110)]")
                + node(
                    "android.widget.TextView", bounds: "[120,\(top + 40)][800,\(top + 100)]", text: "Setting \(index)")
                + node(
                    "android.widget.Switch", bounds: "[900,\(top + 40)][1040,\(top + 100)]", text: "OFF",
                    clickable: true)
            return node(
                "android.widget.LinearLayout", bounds: "[0,\(top)][1080,\(top + 140)]", clickable: true, inner: content)
        }
        let list = node(
            "android.widget.LinearLayout", bounds: "[0,0][1080,\(count * 150)]", inner: rows.joined())
        return android(node("android.widget.ScrollView", bounds: "[0,0][1080,2400]", scrollable: true, inner: list))
    }

    static func androidChipBar(_ count: Int) -> [UInt8] {
        let chips = (0..<count).map { index in
            guard index >= count / 20 else {
                // At the bar's end, narrower than any whole chip: the bar cuts it.
                return node(
                    "android.widget.Button", bounds: "[\(1040 - index % 7),310][1080,410]", text: "Chip", clickable: true)
            }
            // A label of 4 to 14 characters and a width that grows with it.
            let letters = index % 11
            let width = 150 + letters * 10
            let left = (index * 37) % (1080 - width - 20) + 10
            return node(
                "android.widget.Button", bounds: "[\(left),310][\(left + width),410]",
                text: "Chip" + String(repeating: "x", count: letters), clickable: true)
        }
        let bar = node("android.widget.LinearLayout", bounds: "[0,300][1080,420]", inner: chips.joined())
        return android(
            node("android.widget.HorizontalScrollView", bounds: "[0,300][1080,420]", scrollable: true, inner: bar))
    }

    private static func android(_ body: String) -> [UInt8] {
        let root = node("android.widget.FrameLayout", bounds: "[0,0][1080,2400]", inner: body)
        return Array(
            #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">\#(root)</hierarchy>"#
                .utf8)
    }

    private static func node(
        _ className: String, bounds: String, text: String = "", clickable: Bool = false, scrollable: Bool = false,
        inner: String = ""
    ) -> String {
        #"<node index="0" text="\#(text)" resource-id="" class="\#(className)" package="com.example.wide" content-desc="" checkable="false" checked="false" clickable="\#(clickable)" enabled="true" focusable="\#(clickable)" focused="false" scrollable="\#(scrollable)" long-clickable="false" password="false" selected="false" bounds="\#(bounds)">\#(inner)</node>"#
    }
}

/// The wide-parent screens, in the benchmark closure.
func wideParentBenchmarks() {
    let workloads: [(String, (Int) -> [UInt8], String)] = [
        ("an AXe dump of %@ alike small buttons", WideParentWorkloads.axeButtons, "wide.json"),
        ("a uiautomator layout of %@ small buttons", WideParentWorkloads.androidButtons, "wide.xml"),
        ("a uiautomator row of %@ unlabelled image buttons", WideParentWorkloads.androidImageRow, "wide.xml"),
        ("a uiautomator scroll view of %@ settings rows", WideParentWorkloads.androidSettingsRows, "wide.xml"),
        ("a uiautomator chip bar of %@ chips, a twentieth at its end", WideParentWorkloads.androidChipBar, "wide.xml"),
    ]
    for (title, make, fileName) in workloads {
        for (count, written) in [(2_000, "2,000"), (8_000, "8,000")] {
            let screen: AccessibilityScreenBox
            do {
                screen = AccessibilityScreenBox(try ScreenImporter.importScreen(bytes: make(count), fileName: fileName))
            } catch {
                print("the wide-parent dump did not import: \(error)")
                continue
            }
            Benchmark("audit " + title.replacing("%@", with: written)) { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(Auditor().audit(screen.screen, file: fileName).count)
                }
            }
        }
    }
}
