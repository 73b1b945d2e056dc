import AccessibilityTree

/// Reads Maestro's view hierarchies: the tree `maestro hierarchy` prints, and the flat element
/// list Maestro Studio keeps.
///
/// **The tree** (`{"attributes": {…}, "children": […]}`, each node Maestro's `TreeNode`; a
/// "Running on <device>" line before it is skipped, see ``TextDumpDetector``). Its attributes
/// depend on the platform (maestro@dcd2f20 `maestro-client/src/main/java/maestro/drivers/`
/// `AndroidDriver.kt:944-1023`, `IOSDriver.kt:179-207`):
///
/// | Android attribute (from uiautomator) | iOS attribute (from XCUITest) | property |
/// |---|---|---|
/// | `accessibilityText` (content-desc), else `text` | `accessibilityText` (label) | label (edit boxes: `text` is the value); on Android, which of the two in ``AccessibilityElement/labelSource`` (Studio's element list, which has no hierarchy: not recorded) |
/// | `hintText` | `hintText` (placeholder) | hint (Android); on iOS the type (below) |
/// | `resource-id` | `resource-id` (identifier) | identifier |
/// | `class` | — | className, role |
/// | — | `value` | value |
/// | `bounds` `[l,t][r,b]` (pixels) | `bounds` (points) | frame |
/// | `enabled`, `selected`, `checked`, `clickable`, `scrollable` | `enabled`, `selected`, `checked` | traits and `is…` properties |
///
/// The platform is Android when a node has `class`, `clickable`, `scrollable` or
/// `ignoreBoundsFiltering` (keys only the Android driver writes), otherwise iOS when a node has
/// `title` or `value`, otherwise Android.
///
/// **The element list** (an array of `{"id", "bounds": {x, y, width, height}, "resourceId",
/// "text", "hintText", "accessibilityText"}`, or Maestro Studio's device screen
/// `{"platform", "screenshot", "width", "height", "elements"}`, whose bounds are pixels
/// (maestro@dcd2f20 `maestro-studio/server/src/main/java/maestro/studio/DeviceService.kt`,
/// `getDeviceScreen`:173-193 and `TreeNode.bounds()`:198-215); an older Studio's sample gives fractions of the
/// screen): one root per entry, in list order.
///
/// Inferences, recorded on the elements:
///
/// | what | rule |
/// |---|---|
/// | checkable (Android) | Maestro drops `checkable`: a check box, switch or radio button class, or a checked node, is checkable |
/// | focusable, long-clickable (Android) | not in the dump: false; noted on the first root |
/// | density (Android) | ``AndroidDensity``: framework-sized views, else the screen's short side |
/// | element type (iOS) | Maestro keeps none: `Switch` when `checked` is true (Maestro reports checked only for switches and toggles, `IOSDriver.kt:192`); `TextField` when `hintText` is not empty (it is XCUITest's `placeholderValue`, `IOSDriver.kt:185`, "the value displayed when the element has no value" in Apple's XCUIElementAttributes, which among UIKit's and SwiftUI's controls only text, secure and search fields have: `UITextField.placeholder`, `TextField`'s prompt); else `Other`, with no traits but selected and not enabled |
/// | frame (element list) | bounds that are all within 0…3 are fractions of an unstated screen: the frame is left empty and the fractions noted |
/// | entries with only an `id` (element list) | skipped: Maestro Studio lists them without any property |
struct MaestroHierarchyReader {
    let context: ImportContext

    /// Whether `document` is a `maestro hierarchy` tree.
    static func isTree(_ document: JSONNode) -> Bool {
        document["attributes"]?.members != nil && (document["children"]?.array != nil || document["attributes"] != nil)
    }

    /// Whether `document` is Maestro Studio's element list (or its device-screen wrapper).
    static func isElementList(_ document: JSONNode) -> Bool {
        let known: Set<String> = [
            "id", "bounds", "resourceId", "resourceIdIndex", "text", "hintText", "textIndex", "accessibilityText",
        ]
        let elements = document["elements"]?.array ?? document.array
        guard let elements, !elements.isEmpty else { return false }
        return elements.allSatisfy { element in
            guard let members = element.members, element["id"]?.string != nil else { return false }
            return members.allSatisfy { known.contains($0.key) }
        }
    }

    // MARK: - Tree

    /// Reads a `maestro hierarchy` tree.
    ///
    /// - Complexity: O(n) in the number of nodes.
    func readTree(_ document: JSONNode) throws(ImportError) -> ImportedScreen {
        let platform = Self.platform(of: document)
        if platform == .iOS {
            var builder = IOSTreeBuilder(fileName: context.fileName)
            var stack: [(children: [JSONNode], next: Int)] = [([document], 0)]
            while let top = stack.last {
                if top.next < top.children.count {
                    let node = top.children[top.next]
                    stack[stack.count - 1].next += 1
                    builder.start(try iOSFields(of: node), position: node.position)
                    stack.append((try reader(node).children(), 0))
                } else {
                    stack.removeLast()
                    if !stack.isEmpty { builder.end() }
                }
            }
            var screen = builder.screen(sourceFile: context.fileName)
            // `maestro hierarchy` writes the iOS root's bounds as [0,0][0,0].
            if screen.size.width <= 0 || screen.size.height <= 0, !screen.roots.isEmpty {
                screen.size = .holdingOutermostFrames(of: screen.roots)
                screen.roots[0].inferences.append(
                    "Screen size from the outermost elements with a frame: Maestro writes the root's bounds as [0,0][0,0]."
                )
            }
            return ImportedScreen(screen: screen, format: .maestroHierarchy)
        }
        var assembler = TreeAssembler()
        let android = AndroidDumpReader(context: context)
        assembler.finish = { android.inferCollection(&$0) }
        var stack: [(children: [JSONNode], next: Int)] = [([document], 0)]
        while let top = stack.last {
            if top.next < top.children.count {
                let node = top.children[top.next]
                stack[stack.count - 1].next += 1
                assembler.add(try androidElement(of: node), depth: stack.count - 1)
                stack.append((try reader(node).children(), 0))
            } else {
                stack.removeLast()
            }
        }
        var roots = assembler.finishAll()
        let screen = androidScreen(
            &roots,
            note: "Maestro's Android hierarchy keeps no focusable, long-clickable, checkable or visible-to-user "
                + "attributes: they are taken as false (visible as true).")
        return ImportedScreen(screen: screen, format: .maestroHierarchy)
    }

    private static func platform(of document: JSONNode) -> Platform {
        var sawIOSKey = false
        var pending = [document]
        while let node = pending.popLast() {
            for (key, _) in node["attributes"]?.members ?? [] {
                switch key {
                case "class", "clickable", "scrollable", "ignoreBoundsFiltering": return .android
                case "title", "value": sawIOSKey = true
                default: break
                }
            }
            pending.append(contentsOf: node["children"]?.array ?? [])
        }
        return sawIOSKey ? .iOS : .android
    }

    private func reader(_ node: JSONNode) -> JSONFieldReader {
        JSONFieldReader(context: context, node: node, what: "a Maestro node")
    }

    private func attributes(of node: JSONNode) throws(ImportError) -> JSONFieldReader? {
        guard let attributes = node["attributes"] else { return nil }
        guard attributes.members != nil else {
            throw reader(node).invalid("attributes", attributes, expected: "an object of strings")
        }
        return JSONFieldReader(context: context, node: attributes, what: "a Maestro node's attributes")
    }

    private func frame(_ attributes: JSONFieldReader?) throws(ImportError) -> ScreenRect {
        guard let attributes, let text = try attributes.string("bounds"), !text.isEmpty else { return .zero }
        guard let rect = Self.rect(fromBounds: text) else {
            throw attributes.invalid(
                "bounds", attributes.node["bounds"] ?? attributes.node, expected: "[left,top][right,bottom]")
        }
        return rect
    }

    private func iOSFields(of node: JSONNode) throws(ImportError) -> IOSNodeFields {
        var fields = IOSNodeFields()
        let attributes = try attributes(of: node)
        fields.label = try attributes?.string("accessibilityText")
        fields.name = try attributes?.string("resource-id")
        fields.value = try attributes?.string("value")
        fields.isEnabled = try attributes?.bool("enabled") ?? true
        fields.isSelected = try attributes?.bool("selected") ?? false
        fields.frame = try frame(attributes)
        let checked = try attributes?.bool("checked") ?? false
        // The placeholder as Maestro writes it, spaces and all: any is a text input's.
        let placeholder = try attributes?.string("hintText") ?? ""
        if checked {
            fields.type = "Switch"
            fields.notes.append(
                "Type Switch inferred: Maestro reports checked only for switches and toggles, and keeps no element type."
            )
        } else if !placeholder.isEmpty {
            fields.type = "TextField"
            fields.notes.append(
                "Type TextField inferred: the node has a placeholder (Maestro's hintText is XCUITest's placeholderValue, "
                    + "the value shown while an element has none), which only text fields, secure fields and search "
                    + "fields have.")
            // An empty field shows its placeholder, and XCUITest gives it as the field's value
            // (WebDriverAgent's page sources: an empty field's value is its placeholderValue), the
            // value VoiceOver reads.
            if fields.value?.isEmpty ?? true, let shown = String(placeholder.trimmingSpaces).nonEmpty {
                fields.value = shown
                fields.notes.append("Value \"\(shown)\" taken from the placeholder: the field is empty.")
            }
        } else {
            fields.type = "Other"
            fields.notes.append(
                "Type Other assumed: Maestro's iOS hierarchy keeps no element type, so no traits but selected and not "
                    + "enabled are known.")
        }
        return fields
    }

    private func androidElement(of node: JSONNode) throws(ImportError) -> AccessibilityElement {
        var element = AccessibilityElement(id: "0")
        element.source = DumpLocation(file: context.fileName, line: node.position.line, column: node.position.column)
        guard let attributes = try attributes(of: node) else { return element }
        let text = try attributes.string("text")?.nonEmpty
        let description = try attributes.string("accessibilityText")?.nonEmpty
        element.hint = try attributes.string("hintText")?.nonEmpty
        element.identifier = try attributes.string("resource-id")?.nonEmpty
        element.className = try attributes.string("class")?.nonEmpty
        element.role = element.className.flatMap { ElementRole(androidClassName: $0) }
        if element.role == .editText {
            element.setAndroidLabel(contentDescription: description, text: nil)
            element.value = text
        } else {
            element.setAndroidLabel(contentDescription: description, text: text)
        }
        element.frame = try frame(attributes)
        if try attributes.bool("enabled") == false { element.traits.insert(.notEnabled) }
        if try attributes.bool("selected") == true { element.traits.insert(.selected) }
        element.isClickable = try attributes.bool("clickable") ?? false
        element.isScrollable = try attributes.bool("scrollable") ?? false
        let checked = try attributes.bool("checked") ?? false
        if [.checkBox, .toggle, .radioButton].contains(element.role) || checked {
            element.isCheckable = true
            element.checkedState = checked ? .checked : .unchecked
            element.inferences.append(
                checked
                    ? "Checkable inferred: the node is checked (Maestro keeps no checkable attribute)."
                    : "Checkable inferred from the class \(element.className ?? ""): Maestro keeps no checkable attribute."
            )
        }
        return element
    }

    /// An Android screen from roots whose frames are pixels: size from the largest edges of the
    /// outermost elements that have a frame, density inferred, `note` on the first root.
    ///
    /// `maestro hierarchy` on a device writes its root, and the node under it, with no
    /// attributes at all (`"attributes" : { }`), so the screen's size comes from the windows'
    /// frames below them; an element inside a framed one (a list item past the screen's edge)
    /// never widens it.
    private func androidScreen(_ roots: inout [AccessibilityElement], note: String?) -> AccessibilityScreen {
        let size = ScreenSize.holdingOutermostFrames(of: roots)
        var density: Double?
        if !roots.isEmpty {
            if let note { roots[0].inferences.append(note) }
            if let inferred = AndroidDensity.infer(screenSize: size, elements: roots.flatMap(\.subtree)) {
                density = inferred.pixelsPerDP
                roots[0].inferences.append(inferred.note)
            }
        }
        return AccessibilityScreen(
            platform: .android, size: size, unit: .pixels(density: density), roots: roots, sourceFile: context.fileName)
    }

    /// Parses `[left,top][right,bottom]`, the numbers possibly negative or fractional.
    static func rect(fromBounds text: String) -> ScreenRect? {
        var numbers: [Double] = []
        var current = ""
        for character in text {
            if character.isASCII, character.isNumber || character == "." || character == "-" {
                current.append(character)
            } else if "[],".contains(character) {
                if !current.isEmpty {
                    guard let value = Double(current), value.isFinite else { return nil }
                    numbers.append(value)
                    current = ""
                }
            } else if character != " " {
                return nil
            }
        }
        guard current.isEmpty, numbers.count == 4, numbers[2] >= numbers[0], numbers[3] >= numbers[1] else {
            return nil
        }
        return ScreenRect(x: numbers[0], y: numbers[1], width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
    }

    // MARK: - Element list

    /// Reads Maestro Studio's flat element list.
    ///
    /// - Complexity: O(n) in the number of entries.
    func readElementList(_ document: JSONNode) throws(ImportError) -> ImportedScreen {
        let entries = document["elements"]?.array ?? document.array ?? []
        let wrapper = JSONFieldReader(context: context, node: document, what: "a Maestro device screen")
        let declaredPlatform = document.members == nil ? nil : try wrapper.string("platform")?.lowercased()
        let screenWidth = document.members == nil ? nil : try wrapper.number("width")
        let screenHeight = document.members == nil ? nil : try wrapper.number("height")
        var rects: [ScreenRect?] = []
        var kept: [JSONNode] = []
        var skipped = 0
        for entry in entries {
            guard (entry.members?.count ?? 0) > 1 else {
                skipped += 1
                continue
            }
            kept.append(entry)
            let fields = JSONFieldReader(context: context, node: entry, what: "a Maestro element")
            rects.append(try fields.rect("bounds"))
        }
        let largest = rects.compactMap { $0 }.map { Swift.max($0.maxX, $0.maxY) }.max() ?? 0
        let fractional = largest > 0 && largest <= 3 && screenWidth == nil
        var sawResourceID = false
        var roots: [AccessibilityElement] = []
        for (index, entry) in kept.enumerated() {
            let fields = JSONFieldReader(context: context, node: entry, what: "a Maestro element")
            var element = AccessibilityElement(id: ElementID(String(index)))
            element.source = DumpLocation(
                file: context.fileName, line: entry.position.line, column: entry.position.column)
            element.identifier = try fields.string("resourceId")?.nonEmpty
            if element.identifier?.contains(":id/") == true { sawResourceID = true }
            let text = try fields.string("text")?.nonEmpty
            element.label = try fields.string("accessibilityText")?.nonEmpty ?? text
            element.hint = try fields.string("hintText")?.nonEmpty
            if let rect = rects[index] {
                if fractional {
                    element.inferences.append(
                        "Frame not imported: Maestro Studio gives bounds as fractions of an unstated screen size "
                            + "(x \(AndroidDensity.format(rect.minX)), y \(AndroidDensity.format(rect.minY)), "
                            + "width \(AndroidDensity.format(rect.size.width)), height \(AndroidDensity.format(rect.size.height)))."
                    )
                } else {
                    element.frame = rect
                }
            }
            roots.append(element)
        }
        let platform: Platform =
            declaredPlatform.map { $0 == "ios" ? .iOS : .android } ?? (sawResourceID || roots.isEmpty ? .android : .iOS)
        if !roots.isEmpty {
            roots[0].inferences.append(
                "Maestro Studio's element list has no hierarchy, classes or states: each entry is a root, in list order"
                    + (skipped > 0 ? "; \(skipped) entries with only an id were skipped." : ".")
                    + (declaredPlatform == nil ? " Platform \(platform) inferred from the resource ids." : ""))
        }
        let size =
            screenWidth.flatMap { width in screenHeight.map { ScreenSize(width: width, height: $0) } }
            ?? ScreenSize(width: roots.map(\.frame.maxX).max() ?? 0, height: roots.map(\.frame.maxY).max() ?? 0)
        let screen = AccessibilityScreen(
            platform: platform, size: size, unit: platform == .iOS ? .points : .pixels(density: nil), roots: roots,
            sourceFile: context.fileName)
        return ImportedScreen(screen: screen, format: .maestroElementList)
    }
}
