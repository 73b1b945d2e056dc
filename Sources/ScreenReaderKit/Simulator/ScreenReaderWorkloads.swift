import AccessibilityTree

/// Ready-made workloads for the benchmark package: large synthetic screens and a full walk,
/// so the benchmarks measure the same code the tests exercise.
public enum ScreenReaderWorkloads {
    /// A screen of about `elementCount` focusable elements: sections of one heading and nine
    /// items (buttons on iOS; clickable rows with two texts on Android), each section a list
    /// container, laid out top to bottom in rows of three.
    ///
    /// - Complexity: O(n) in `elementCount`.
    public static func syntheticScreen(elementCount: Int, platform: Platform) -> AccessibilityScreen {
        let sectionSize = 10
        let sections = max(1, (max(elementCount, 1) + sectionSize - 1) / sectionSize)
        var y = 0.0
        var children: [AccessibilityElement] = []
        children.reserveCapacity(sections)
        for section in 0..<sections {
            let top = y
            var members: [AccessibilityElement] = [
                AccessibilityElement(
                    id: ElementID("s\(section)"), label: "Section \(section + 1)", traits: .header,
                    className: "android.widget.TextView", frame: ScreenRect(x: 0, y: y, width: 390, height: 30),
                    isAccessibilityElement: true)
            ]
            y += 40
            for item in 0..<(sectionSize - 1) {
                let id = ElementID("s\(section).\(item)")
                let frame = ScreenRect(x: Double(item % 3) * 130, y: y, width: 120, height: 44)
                switch platform {
                case .iOS:
                    members.append(
                        AccessibilityElement(
                            id: id, label: "Item \(item + 1)", traits: .button, frame: frame,
                            isAccessibilityElement: true))
                case .android:
                    members.append(
                        AccessibilityElement(
                            id: id, className: "android.widget.LinearLayout", frame: frame, isClickable: true,
                            collectionItemInfo: CollectionItemInfo(rowIndex: item, columnIndex: 0),
                            children: [
                                AccessibilityElement(
                                    id: ElementID("\(id.rawValue).t"), label: "Item \(item + 1)", frame: frame),
                                AccessibilityElement(id: ElementID("\(id.rawValue).d"), label: "Detail", frame: frame),
                            ]))
                }
                if item % 3 == 2 { y += 50 }
            }
            children.append(
                AccessibilityElement(
                    id: ElementID("section\(section)"), frame: ScreenRect(x: 0, y: top, width: 390, height: y - top),
                    collectionInfo: platform == .android
                        ? CollectionInfo(rowCount: sectionSize - 1, columnCount: 1) : nil,
                    containerType: .list, children: members))
        }
        let root = AccessibilityElement(
            id: "root", frame: ScreenRect(x: 0, y: 0, width: 390, height: y), children: children)
        return AccessibilityScreen(platform: platform, size: ScreenSize(width: 390, height: y), roots: [root])
    }

    /// Walks the screen with swipe right from the first element to the last, as a user reading
    /// everything would, and returns the number of elements visited.
    ///
    /// The benchmark for linearity: the order is computed once, each swipe is O(depth), so the
    /// walk is O(n log n) for the initial sort plus O(n·depth) for the swipes.
    ///
    /// - Complexity: O(n log n + n·depth).
    public static func walkFirstToLast(_ screen: AccessibilityScreen, reader: ScreenReader) -> Int {
        var simulator = ScreenReaderSimulator(reader, screen: screen)
        let walk = simulator.walkToEnd()
        return Set(walk.steps.compactMap(\.element)).count
    }

    /// ``walkFirstToLast(_:reader:)`` over ``syntheticScreen(elementCount:platform:)`` of the reader's platform.
    ///
    /// - Complexity: O(n log n + n·depth) in `elementCount`.
    public static func walkFirstToLast(elementCount: Int, reader: ScreenReader) -> Int {
        walkFirstToLast(syntheticScreen(elementCount: elementCount, platform: reader.platform), reader: reader)
    }
}
