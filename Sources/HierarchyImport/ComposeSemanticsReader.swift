import AccessibilityTree

/// Reads a Jetpack Compose semantics tree as `printToLog` (or `printToString`) prints it,
/// merged (`useUnmergedTree = 'false'`) or unmerged:
///
/// ```
/// Printing with useUnmergedTree = 'false'
/// Node #1 at (l=0.0, t=63.0, r=1080.0, b=210.0)px
///  |-Node #4 at (l=42.0, t=105.0, r=105.0, b=168.0)px, Tag: 'tab'
///  | ContentDescription = '[Overview]'
///  | ElementRole = 'Tab'
/// ```
///
/// A logcat or comment prefix (`D/tag: `, `Log     : `, `// `) before the `Printing with` (or
/// first `Node #`) line is removed from every line that carries it. A node's depth is where its
/// `|-` stands (every three columns one level); properties are `Key = 'value'` lines, the
/// Unit-valued ones listed in one bracket (`[Disabled, Heading]`), then `Actions = […]`,
/// `MergeDescendants = 'true'`; a collection's nodes are numbered `1) Node #…`
/// (androidx@221a95f `compose/ui/ui-test/src/commonMain/kotlin/androidx/compose/ui/test/Output.kt`,
/// `printToStringInner` and `appendConfigInfo`).
///
/// | property | maps to |
/// |---|---|
/// | `ContentDescription`, else `Text` | label (list brackets removed, items joined with ", "), and which of the two in ``AccessibilityElement/labelSource`` |
/// | `EditableText` with `IsEditable = 'true'` (else, where not printed, the `SetText` action), or on a disabled node | value; role edit text |
/// | `EditableText` of an enabled field that is not editable | its text as the label; no role (TalkBack gives such an EditText none) |
/// | `Role` (Button, Checkbox, Switch, RadioButton, Tab, Image, DropdownList) | role; an image's only on a leaf or merging node |
/// | `Role = 'Picker'` (Role.ValuePicker) | class `android.widget.NumberPicker`; `Carousel` and `Unknown` give nothing |
/// | `ClearAndSetSemantics = 'true'` | the node's descendants (printed in an unmerged tree) are not visible to accessibility |
/// | `MergeDescendants = 'true'` with printed children | fake children: the content description's before them, the role's after them (see ``FakeNodes``) |
/// | `LinkTestMarker` | the node and its subtree are not visible (a link is published as a span of its text) |
/// | `Selected = 'true'` | selected trait |
/// | `ToggleableState` (On, Off, Indeterminate) | checkable, checked state |
/// | `StateDescription` | state description |
/// | `Heading`, `Disabled`, `Password` (in the Unit bracket) | header, not enabled, secure text entry |
/// | `TestTag` or the node line's `Tag: '…'` | identifier |
/// | `PaneTitle` | pane title |
/// | `Error` | content invalid, error text |
/// | `LiveRegion` (Polite, Assertive, any other polite) | live region |
/// | `CollectionInfo` (`CollectionInfo(rowCount=…, columnCount=…)`, or an object identity: counts unknown) | collection info, no selection mode |
/// | `SelectableGroup` | without collection info, a collection of its `Selected` children (a row or a column), each an item at its place (see ``SelectableGroups``) |
/// | `TraversalIndex`, `IsTraversalGroup` | the order of children: Compose's reading order (see ``TraversalOrder``) |
/// | `Actions` with `OnClick`, `OnLongClick` | clickable (not a selected tab or radio button), long-clickable |
/// | `Actions` with `Expand`, `Collapse`; `CustomActions` (labels) | ``AccessibilityElement/isExpandable``, ``AccessibilityElement/isCollapsible``, ``AccessibilityElement/customActions``, on an enabled node (Compose offers them only then) |
/// | `Actions`, scroll axes, range, `Focused` | ``AccessibilityElement/androidActions``: the actions Compose offers (see ``actions(_:of:)``) |
/// | `HorizontalScrollAxisRange`, `VerticalScrollAxisRange` with `ScrollBy` | scrollable when `maxValue` is above 0; role scroll view (vertical over horizontal) without collection info |
/// | bounds `(l, t, r, b)` | frame in pixels |
///
/// Printed but left: `CollectionItemInfo` (printed as an object identity, its indices unknown),
/// `TextSelectionRange`, `ImeAction`, `MaxTextLength`, `InputText`, `TextSubstitution`,
/// `IsDialog`, `IsPopup`, `Shape`, `ContentType`, `HintText`, `TextEntryKey`: no node fact TalkBack
/// speaks on focus, or none the model holds (docs/fidelity.md, "Tenth sweep: Compose semantics
/// trees property by property").
///
/// Inferences, recorded on the elements:
///
/// | what | rule |
/// |---|---|
/// | class name | Compose nodes have none (but a Picker's NumberPicker); the role comes from `Role` and the properties above |
/// | focusable | a node printed with `Focused` is focusable (Compose prints it only for focusable nodes) |
/// | screen-reader focusable | `MergeDescendants = 'true'`: Compose marks such a node focusable for screen readers |
/// | role description of a `Role = 'Tab'` or `'Switch'` node | Compose's "Tab" or "Switch" when it has no accessibility children: cleared, childless, or merging descendants none of which merges (see ``inferRoleDescription(_:)``) |
/// | `Selected` on a node that is not a tab | checkable, checked when selected (Compose marks only a tab selected) |
/// | state description when the node sets none | Compose's "On" / "Off" for a switch, "Partially checked" when indeterminate, else "Selected" / "Not selected" for a selectable node that is not a tab (see ``setStateDescription(_:toggle:selected:)``) |
/// | `ProgressBarRangeInfo` | a slider (with `SetProgress`) or progress bar, its percent as the value, Compose's "N percent." or "In progress" as the state when the node sets none (see ``setProgress(_:range:adjustable:)``) |
/// | `InvisibleToUser` / `HideFromAccessibility` | not visible to accessibility |
/// | density | ``AndroidDensity`` from the root's width |
struct ComposeSemanticsReader {
    let context: ImportContext

    /// Whether `line` (without indentation) opens a node: `Node #<n> at (`.
    static func isNodeLine(_ line: Substring) -> Bool {
        guard line.hasPrefix("Node #") else { return false }
        let rest = line.dropFirst(6).drop { $0.isNumber }
        return rest.count < line.count - 6 && rest.hasPrefix(" at (")
    }

    /// Reads the tree from `lines`, whose first line is the `Printing with` or first node line.
    ///
    /// - Complexity: O(n) in the size of the lines.
    func read(lines: [TextLine]) throws(ImportError) -> ImportedScreen {
        guard let firstLine = lines.first else {
            throw context.error(.notADump, at: 0, "no Compose semantics node")
        }
        let marker = firstLine.text.range(of: "Printing with") ?? firstLine.text.range(of: "Node #")
        let prefix = marker.map { firstLine.text[..<$0.lowerBound] } ?? ""
        var merged: Bool?
        var assembler = TreeAssembler()
        var counter = PositionCounter()
        var current: (element: AccessibilityElement, depth: Int, properties: [(String, String)])?
        var count = 0
        // The depth of the open node whose descendants accessibility does not see, and why.
        var cleared: (depth: Int, reason: String)?
        // Nodes (by source line) printed with SelectableGroup, and with Selected: a selectable
        // group's collection info is worked out from its Selected children once they are read.
        var groups = SelectableGroups()
        var order = TraversalOrder()
        var fakes = FakeNodes()
        assembler.finish = { element in
            fakes.apply(to: &element)
            Self.inferRoleDescription(&element)
            Self.dropMinorImageRole(&element)
            groups.apply(to: &element)
        }
        func flush() {
            guard let node = current else { return }
            var element = Self.element(node.element, properties: node.properties)
            if let open = cleared, node.depth <= open.depth { cleared = nil }
            if let cleared {
                element.isVisible = false
                element.inferences.append("Not visible to accessibility: \(cleared.reason).")
            } else if node.properties.contains(where: { $0.0 == "LinkTestMarker" }) {
                // A link inside a text node is published as a span of the text, never as a node
                // (`getAllUncoveredSemanticsNodesToIntObjectMap` skips LinkTestMarker children).
                cleared = (node.depth, "it is inside a link of a text, which Compose publishes as a span of the text")
                element.isVisible = false
                element.inferences.append(
                    "Not visible to accessibility: LinkTestMarker, a link Compose publishes as a span of its text.")
            } else if node.properties.contains(where: { $0.0 == "ClearAndSetSemantics" && $0.1 == "true" }) {
                cleared = (
                    node.depth, "an ancestor has ClearAndSetSemantics, so Compose reports none of its descendants"
                )
                Self.setRoleDescription(&element, "it has ClearAndSetSemantics")
            }
            groups.note(element, properties: node.properties)
            order.note(element, properties: node.properties)
            fakes.note(element, properties: node.properties)
            assembler.add(element, depth: node.depth)
            current = nil
        }
        for line in lines {
            var text = line.text
            var column = 0
            if !prefix.isEmpty, text.hasPrefix(prefix) {
                text = text.dropFirst(prefix.count)
                column = prefix.count
            }
            if let printing = text.range(of: "Printing with useUnmergedTree = '") {
                merged = text[printing.upperBound...].hasPrefix("false")
                continue
            }
            let body = text.drop { $0 == " " || $0 == "|" }
            if body.isEmpty { continue }
            if let nodeStart = text.range(of: "Node #"), Self.isNodeLine(text[nodeStart.lowerBound...]) {
                var drawing = text[..<nodeStart.lowerBound]
                // A collection's nodes are numbered "1) Node #…", each a root.
                if drawing.hasSuffix(") "), drawing.dropLast(2).allSatisfy(\.isNumber), !drawing.dropLast(2).isEmpty {
                    drawing = drawing.suffix(0)
                }
                guard drawing.allSatisfy({ $0 == " " || $0 == "|" || $0 == "-" }) else { continue }
                flush()
                let depth: Int
                if let branch = drawing.range(of: "|-", options: .backwards) {
                    depth = drawing.distance(from: drawing.startIndex, to: branch.lowerBound) / 3 + 1
                } else {
                    depth = 0
                }
                count += 1
                try context.checkElement(depth: depth, count: count, at: line.offset)
                let nodeText = text[nodeStart.lowerBound...]
                guard let element = Self.node(nodeText) else {
                    let position = counter.position(of: line.offset, in: context.bytes)
                    throw context.error(
                        .malformed,
                        at: TextPosition(
                            line: position.line,
                            column: position.column + column + drawing.count),
                        "expected a Compose node \"Node #<n> at (l=…, t=…, r=…, b=…)px\"")
                }
                var located = element
                let position = counter.position(of: line.offset, in: context.bytes)
                located.source = DumpLocation(
                    file: context.fileName, line: position.line, column: position.column + column + drawing.count)
                current = (located, depth, [])
                continue
            }
            guard current != nil else {
                // Text before the first node (a log's other lines) ends nothing; after the tree it ends it.
                continue
            }
            if let equals = body.range(of: " = ") {
                let key = String(body[..<equals.lowerBound])
                var value = String(body[equals.upperBound...])
                if value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") {
                    value = String(value.dropFirst().dropLast())
                }
                current?.properties.append((key, value))
            } else if body.hasPrefix("[") && body.hasSuffix("]") {
                // Properties whose value is Unit, listed in one bracket: [Disabled, Heading].
                for key in body.dropFirst().dropLast().split(separator: ",") {
                    current?.properties.append((String(String(key).trimmingSpaces), ""))
                }
            } else if !line.text.hasPrefix(prefix) || prefix.isEmpty && body.first?.isLetter != true {
                break
            }
        }
        flush()
        var roots = order.ordered(assembler.finishAll())
        guard !roots.isEmpty else {
            throw context.error(.notADump, at: firstLine.offset, "no Compose semantics node (\"Node #1 at (…)px\")")
        }
        let size = ScreenSize(width: roots.map(\.frame.maxX).max() ?? 0, height: roots.map(\.frame.maxY).max() ?? 0)
        var density: Double?
        if let inferred = AndroidDensity.inferred(fromShortSide: size.width) {
            density = inferred.density
            roots[0].inferences.append(inferred.note.replacingOccurrences(of: "short side", with: "width"))
        }
        if let merged {
            roots[0].inferences.append(
                merged
                    ? "Merged tree: a node with MergeDescendants carries its descendants' properties, as TalkBack reads it."
                    : "Unmerged tree: each node is listed on its own; TalkBack reads a MergeDescendants node with its "
                        + "descendants as one.")
        }
        let screen = AccessibilityScreen(
            platform: .android, size: size, unit: .pixels(density: density), roots: roots, sourceFile: context.fileName)
        return ImportedScreen(screen: screen, format: .composeSemantics)
    }

    /// The element a node line describes (`Node #4 at (l=…, t=…, r=…, b=…)px, Tag: '…'`).
    static func node(_ line: Substring) -> AccessibilityElement? {
        guard let open = line.firstIndex(of: "("), let close = line[open...].firstIndex(of: ")") else { return nil }
        var values: [String: Double] = [:]
        for part in line[line.index(after: open)..<close].split(separator: ",") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, let number = Double(String(pair[1]).trimmingSpaces), number.isFinite else {
                return nil
            }
            values[String(String(pair[0]).trimmingSpaces)] = number
        }
        guard let left = values["l"], let top = values["t"], let right = values["r"], let bottom = values["b"],
            right >= left, bottom >= top
        else { return nil }
        var element = AccessibilityElement(id: "0")
        element.frame = ScreenRect(x: left, y: top, width: right - left, height: bottom - top)
        if let tag = line[close...].range(of: "Tag: '") {
            let rest = line[tag.upperBound...]
            element.identifier = String(rest.hasSuffix("'") ? rest.dropLast() : rest).nonEmpty
        }
        element.inferences.append("No class name: Compose semantics nodes have none; the role comes from Role only.")
        return element
    }

    /// Sets the role description Compose gives a `Role.Tab` or `Role.Switch` node whose accessibility
    /// children are empty (androidx@0094ab0 `compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/`
    /// `AndroidComposeViewAccessibilityDelegateCompat.android.kt`, `populateAccessibilityNodeInfoProperties`:
    /// the role's class name is set only when `isFake || replacedChildren.isEmpty()`, and for a tab or a
    /// switch it is the role description `R.string.tab` or `R.string.switch_role` instead). The word is
    /// Compose's English; the mark (``AccessibilityElement/carriesComposeWords``) lets a screen reader
    /// speak its own language's. Nodes of other roles are left alone.
    static func setRoleDescription(_ element: inout AccessibilityElement, _ reason: String) {
        let word: String
        switch element.role {
        case .tab?: word = "Tab"
        case .toggle?: word = "Switch"
        default: return
        }
        element.roleDescription = word
        element.noteComposeWord(
            "roleDescription \"\(word)\" inferred: Compose sets it on a Role.\(word) node without accessibility "
                + "children (\(reason)).")
    }

    /// Sets the state description Compose derives when the node sets none (`getInfoStateDescriptionOrNull`,
    /// same file): a switch's `ToggleableState` On / Off is `on` / `off`, an `Indeterminate` one
    /// `indeterminate`; otherwise `Selected` on a node that is not a tab is `selected` / `not_selected`.
    /// Compose's English words, marked like the role descriptions.
    static func setStateDescription(_ element: inout AccessibilityElement, toggle: String?, selected: Bool?) {
        guard element.stateDescription == nil else { return }
        var word: String?
        switch toggle {
        case "On"? where element.role == .toggle: word = "On"
        case "Off"? where element.role == .toggle: word = "Off"
        case "Indeterminate"?: word = "Partially checked"
        default: break
        }
        if word == nil, let selected, element.role != .tab { word = selected ? "Selected" : "Not selected" }
        guard let word else { return }
        element.stateDescription = word
        element.noteComposeWord(
            "stateDescription \"\(word)\" inferred: Compose derives it from the node's toggle or selected state.")
    }

    /// A progress range as `printToLog` prints `ProgressBarRangeInfo`:
    /// "ProgressBarRangeInfo(current=0.5, range=0.0..1.0, steps=0)".
    struct ProgressRange {
        let current: Double
        let start: Double
        let end: Double

        init?(_ text: String) {
            func number(after key: String, upTo end: String) -> Double? {
                guard let from = text.range(of: key) else { return nil }
                let rest = text[from.upperBound...]
                let value = rest.range(of: end).map { rest[..<$0.lowerBound] } ?? rest
                return Double(value).flatMap { $0.isFinite ? $0 : nil }
            }
            guard let current = number(after: "current=", upTo: ","), let start = number(after: "range=", upTo: ".."),
                let end = number(after: "..", upTo: ",")
            else { return nil }
            (self.current, self.start, self.end) = (current, start, end)
        }

        /// `ProgressBarRangeInfo.Indeterminate` is the range 0..0 at 0: printed the same way, so
        /// such a range is taken for it.
        var isIndeterminate: Bool { current == 0 && start == 0 && end == 0 }

        /// The percent Compose states: the value's fraction of the range, 0 and 100 only when
        /// exact, otherwise rounded into 1...99 (`getInfoStateDescriptionOrNull`).
        var percent: Int {
            // Halved first: a range such as -1e308..1e308 is finite, but its width would overflow
            // to infinity and the fraction become NaN.
            let width = end / 2 - start / 2
            let fraction = width == 0 ? 0 : min(max((current / 2 - start / 2) / width, 0), 1)
            if fraction == 0 || fraction == 1 { return Int(fraction * 100) }
            return min(max(Int((fraction * 100).rounded()), 1), 99)
        }
    }

    /// A node with progress range info: Compose reports it as a `SeekBar` when it can set its
    /// progress, a `ProgressBar` otherwise (`populateAccessibilityNodeInfoProperties`), and when it
    /// has no state description of its own states `template_percent` of the range, or
    /// `in_progress` when indeterminate (`getInfoStateDescriptionOrNull`), Compose's English words
    /// marked like the others.
    static func setProgress(_ element: inout AccessibilityElement, range: ProgressRange, adjustable: Bool) {
        element.role = adjustable ? .slider : .progressBar
        if !range.isIndeterminate { element.value = "\(range.percent)%" }
        guard element.stateDescription == nil else { return }
        let word = range.isIndeterminate ? "In progress" : "\(range.percent) percent."
        element.stateDescription = word
        element.noteComposeWord(
            "stateDescription \"\(word)\" inferred: Compose states a progress node's range so.")
    }

    /// Called on each finished node: a tab or switch not cleared (``setRoleDescription(_:_:)`` ran for those)
    /// has no accessibility children when it has no children at all, or, merging its descendants, when
    /// none of them merges its own (`SemanticsNode.getChildren` then lists one layer of merging nodes).
    ///
    /// - Complexity: O(n) in the size of the tab's subtree.
    static func inferRoleDescription(_ element: inout AccessibilityElement) {
        guard element.role == .tab || element.role == .toggle, element.roleDescription == nil, element.isVisible
        else { return }
        if element.children.isEmpty {
            setRoleDescription(&element, "it has no children")
            return
        }
        guard element.isScreenReaderFocusable else { return }
        var pending = element.children
        while let next = pending.popLast() {
            if next.isScreenReaderFocusable { return }
            pending.append(contentsOf: next.children)
        }
        setRoleDescription(&element, "it merges descendants, none of which merges its own")
    }

    /// Compose reports an image's class only when the image is focusable itself, a leaf or a
    /// node merging its descendants: "Images are often minor children of larger widgets"
    /// (`populateAccessibilityNodeInfoProperties`). A Role.Image node holding visible children
    /// without merging them has no role.
    static func dropMinorImageRole(_ element: inout AccessibilityElement) {
        guard element.role == .image, !element.isScreenReaderFocusable, element.children.contains(where: \.isVisible)
        else { return }
        element.role = nil
        element.inferences.append("No image role: Compose reports it only for an image that is a leaf or merges.")
    }

    /// The labels of a printed `CustomActions` list: `[CustomAccessibilityAction(label=Archive,
    /// action=…), …]` (`CustomAccessibilityAction.toString`, a data class's).
    ///
    /// - Complexity: O(n) in the length of the value.
    static func customActionLabels(_ value: String) -> [String] {
        let opening = "CustomAccessibilityAction(label="
        var labels: [String] = []
        var rest = Substring(value)
        while let start = rest.range(of: opening) {
            rest = rest[start.upperBound...]
            let end = rest.range(of: ", action=")?.lowerBound ?? rest.endIndex
            if let label = String(rest[..<end]).nonEmpty { labels.append(label) }
            rest = rest[end...]
        }
        return labels
    }

    /// Applies a node's properties.
    static func element(_ element: AccessibilityElement, properties: [(String, String)]) -> AccessibilityElement {
        var element = element
        var text: String?
        var description: String?
        func list(_ value: String) -> String? {
            let inner = value.hasPrefix("[") && value.hasSuffix("]") ? String(value.dropFirst().dropLast()) : value
            return inner.nonEmpty
        }
        var axes: (horizontal: ScrollAxisRange?, vertical: ScrollAxisRange?)
        var selected: Bool?
        var toggle: String?
        var range: ProgressRange?
        var actions: Set<Substring> = []
        var hasSelectableGroup = false
        var focused: Bool?
        var editableText: String?
        var isEditable: Bool?
        var menuActions: (expand: Bool, collapse: Bool, custom: [CustomAction]) = (false, false, [])
        for (key, value) in properties {
            switch key {
            case "ContentDescription": description = list(value)
            case "Text": text = list(value)
            case "EditableText": editableText = value
            case "IsEditable": isEditable = value == "true"
            case "Role":
                switch value {
                case "Button": element.role = .button
                case "Checkbox": element.role = .checkBox
                case "Switch": element.role = .toggle
                case "RadioButton": element.role = .radioButton
                case "Tab": element.role = .tab
                case "Image": element.role = .image
                case "DropdownList": element.role = .dropDownList
                case "Picker":
                    // Role.ValuePicker prints "Picker"; Compose reports it as a NumberPicker
                    // (`toLegacyClassName`), a class TalkBack knows and the model has no role for.
                    element.className = "android.widget.NumberPicker"
                    element.inferences.append(
                        "Class android.widget.NumberPicker: Compose reports Role.ValuePicker (printed Picker) as it.")
                default:
                    // Role.Carousel (and any role Compose does not know, printed Unknown) gives
                    // no class (`toLegacyClassName` returns null).
                    element.inferences.append("Role \(value): Compose reports no class for it; ignored.")
                }
            case "Selected": selected = value == "true"
            case "ToggleableState":
                toggle = value
                element.isCheckable = true
                element.checkedState = value == "On" ? .checked : value == "Indeterminate" ? .mixed : .unchecked
            case "StateDescription": element.stateDescription = value.nonEmpty
            case "ProgressBarRangeInfo": range = ProgressRange(value)
            case "Heading": element.traits.insert(.header)
            case "Disabled": element.traits.insert(.notEnabled)
            case "Password": element.traits.insert(.secureTextEntry)
            case "TestTag": element.identifier = value.nonEmpty
            case "PaneTitle": element.paneTitle = value.nonEmpty
            case "Error":
                // `setContentInvalid`: any Error makes the content invalid, its text the error.
                element.isContentInvalid = true
                element.errorText = value
            case "LiveRegion":
                // Polite, Assertive; Compose reports any other mode as polite.
                element.liveRegion = value == "Assertive" ? .assertive : .polite
            case "CollectionInfo": element.collectionInfo = collectionInfo(value)
            case "SelectableGroup": hasSelectableGroup = true
            case "Actions":
                let inner =
                    value.hasPrefix("[") && value.hasSuffix("]") ? value.dropFirst().dropLast() : Substring(value)
                for action in inner.split(separator: ",") { actions.insert(Substring(String(action).trimmingSpaces)) }
            case "CustomActions":
                menuActions.custom = customActionLabels(value).map { CustomAction(name: $0) }
            case "HorizontalScrollAxisRange": axes.horizontal = ScrollAxisRange(value)
            case "VerticalScrollAxisRange": axes.vertical = ScrollAxisRange(value)
            case "Focused":
                focused = value == "true"
                element.isFocusable = true
                element.inferences.append("Focusable inferred: Compose prints Focused only for focusable nodes.")
            case "MergeDescendants" where value == "true":
                element.isScreenReaderFocusable = true
                element.inferences.append(
                    "Screen-reader focusable inferred from MergeDescendants: Compose makes such a node one focus stop.")
            case "InvisibleToUser", "HideFromAccessibility":
                element.isVisible = false
                element.inferences.append("\(key): Compose does not report this node to accessibility services.")
            default: break
            }
        }
        if actions.contains("Expand") { menuActions.expand = true }
        if actions.contains("Collapse") { menuActions.collapse = true }
        // OnClick makes the node clickable, except a tab or radio button already selected, which
        // cannot be selected again; OnLongClick always long-clickable (androidx mirror
        // xiaocainiaooo/room3@12b1198 `populateAccessibilityNodeInfoProperties`).
        if actions.contains("OnClick") {
            element.isClickable = selected != true || (element.role != .tab && element.role != .radioButton)
            if !element.isClickable {
                element.inferences.append("Not clickable: Compose does not offer a selected tab or radio button again.")
            }
        }
        if actions.contains("OnLongClick") { element.isLongClickable = true }
        // Compose marks only a tab selected; any other selectable node is checkable, checked when
        // selected (`populateAccessibilityNodeInfoProperties`, `getInfoIsCheckable`).
        if let selected {
            if element.role == .tab {
                if selected { element.traits.insert(.selected) }
            } else {
                element.isCheckable = true
                element.checkedState = selected ? .checked : .unchecked
            }
        }
        // Compose offers expand, collapse and its custom actions (labelled, with ids TalkBack counts
        // as an app's own) only while the node is enabled (androidx@0094ab0
        // `AndroidComposeViewAccessibilityDelegateCompat.android.kt`,
        // `populateAccessibilityNodeInfoProperties`, `if (semanticsNode.enabled())`).
        if element.isEnabled {
            element.isExpandable = menuActions.expand
            element.isCollapsible = menuActions.collapse
            element.customActions = menuActions.custom
        }
        setStateDescription(&element, toggle: toggle, selected: selected)
        if let range { setProgress(&element, range: range, adjustable: actions.contains("SetProgress")) }
        setScrolling(
            &element, axes: axes, scrollBy: actions.contains("ScrollBy"),
            hasCollectionInfo: element.collectionInfo != nil || hasSelectableGroup)
        if let editableText {
            // A field's text is its node's text. Compose reports it as an EditText, which TalkBack
            // calls an edit box unless it is enabled and not editable: editable is IsEditable where
            // printed, else (a Compose before IsEditable) a field that offers SetText (androidx@0094ab0
            // `info.isEditable = semanticsNode.isTextField`; room3@12b1198 `IsEditable`;
            // talkback@26a27dc0 `U/Role.java:303-310`). A role of its own wins (the role's class is
            // set after).
            if !(isEditable ?? actions.contains("SetText")), element.isEnabled {
                if element.role == nil { text = editableText.nonEmpty }
                element.inferences.append("Read-only field: TalkBack gives an enabled, not editable EditText no role.")
            } else {
                element.value = editableText.nonEmpty
                if element.role == nil { element.role = .editText }
            }
        }
        element.setAndroidLabel(contentDescription: description, text: element.role == .editText ? nil : text)
        var facts = ActionFacts(printed: actions, horizontal: axes.horizontal, vertical: axes.vertical, range: range)
        facts.focused = focused
        facts.hasCustomActions = !menuActions.custom.isEmpty
        facts.hasIterableText =
            description != nil || (actions.contains("SetText") ? element.value != nil : text != nil)
        element.androidActions = Self.actions(facts, of: element)
        return element
    }
}
