import AccessibilityTree

/// Reads `uiautomator dump` XML and Appium UiAutomator2 page source into a screen.
///
/// Both put one element per view under a `<hierarchy>` root; uiautomator names every element
/// `node` and keeps the class in `class`, Appium names the element after the class. Each
/// top-level element is a window (status bar, app, keyboard) and becomes a root.
///
/// Attribute mapping (absent attributes keep the model's defaults):
///
/// | attribute | property |
/// |---|---|
/// | `content-desc`, else `text` | ``AccessibilityElement/label`` (edit boxes: `content-desc` only) |
/// | `text` of an edit box (role ``Role/editText``) | ``AccessibilityElement/value`` |
/// | `hint` | ``AccessibilityElement/hint`` |
/// | `showing-hint="true"` | `text` is the hint: not used as label or value |
/// | `resource-id` | ``AccessibilityElement/identifier`` |
/// | `class` (else the tag) | ``AccessibilityElement/className``; ``Role/init(androidClassName:)`` gives ``AccessibilityElement/role`` |
/// | `bounds` `[l,t][r,b]` | ``AccessibilityElement/frame`` (pixels) |
/// | `enabled="false"` | ``AccessibilityTraits/notEnabled`` |
/// | `selected`, `heading` | ``AccessibilityTraits/selected``, ``AccessibilityTraits/header`` |
/// | `password` | ``AccessibilityTraits/secureTextEntry`` |
/// | `checkable`, `checked` | ``AccessibilityElement/isCheckable``, ``AccessibilityElement/checkedState`` (only when checkable) |
/// | `clickable`, `long-clickable`, `focusable`, `scrollable` | the matching `is…` properties |
/// | `screen-reader-focusable` | ``AccessibilityElement/isScreenReaderFocusable`` |
/// | `visible-to-user`, `displayed` | ``AccessibilityElement/isVisible`` |
///
/// Read and deliberately not mapped: `index` (the identity is the child-index path), `package`
/// (names the screen), `NAF` (derivable: clickable without a label), `focused`, `a11y-focused`,
/// `drawing-order`, `display-id`, `live-region`, `dismissable`, `context-clickable`,
/// `text-entry-key`, `content-invalid`. ``AccessibilityElement/isAccessibilityElement`` stays
/// `false`: it is VoiceOver's notion, and which Android nodes take focus is TalkBack's decision
/// (ScreenReaderKit).
///
/// Inferences (a dump cannot say these; each is recorded in the element's
/// ``AccessibilityElement/inferences``):
///
/// | what | rule |
/// |---|---|
/// | screen density | ``AndroidDensity`` (recorded on the first root) |
/// | screen size | the root's `width`/`height` (Appium), else the largest right and bottom edge of the windows |
/// | `collectionInfo` of a list or grid (role ``Role/list``/``Role/grid``) | from the children in the dump: a list whose children share one top edge is horizontal (1 row, n columns), otherwise vertical (n rows, 1 column); a grid has as many columns as distinct left edges. Counts are of the items on screen only. |
/// | `collectionItemInfo` of a child of a list or grid | its position among its siblings, in that shape |
/// | role of a pager's child | ``Role/page`` when its class implies no role |
/// | `stateDescription` | left unset, so TalkBack's default state words (from the checked state and role) apply |
/// | `a11y-important="false"` | noted: Android does not report the view to TalkBack, its children stand in its place (the model has no such property) |
struct AndroidDumpReader {
    private struct Open {
        var element: AccessibilityElement
        var childCount = 0
    }

    let context: ImportContext

    /// Reads the elements below the `<hierarchy>` root the scanner has just reported.
    ///
    /// - Complexity: O(n) in the size of the dump.
    func read(scanner: inout XMLScanner, root: XMLStartTag) throws(ImportError) -> (AccessibilityScreen, DumpFormat) {
        var declaredSize: Size?
        let parser = AttributeParser(context: context, position: root.position, elementName: root.name)
        var width: Double?
        var height: Double?
        var format = DumpFormat.uiautomator
        for attribute in root.attributes {
            switch AndroidAttribute(attribute, in: context) {
            case .width: width = try parser.number(attribute)
            case .height: height = try parser.number(attribute)
            case .className: format = .appiumUiAutomator2
            default: break
            }
        }
        if let width, let height {
            declaredSize = Size(width: width, height: height)
            format = .appiumUiAutomator2
        }

        var roots: [AccessibilityElement] = []
        var stack: [Open] = []
        var packages: [(package: String, area: Double)] = []
        var sawFirstChild = false
        var roles: [String: Role?] = [:]  // class names repeat; the mapping scans 28 suffixes
        while let event = try scanner.next() {
            switch event {
            case .start(let tag):
                if !sawFirstChild {
                    sawFirstChild = true
                    if tag.name != "node" { format = .appiumUiAutomator2 }
                }
                let path: String
                if let parent = stack.last {
                    path = parent.element.id.rawValue + "." + String(parent.childCount)
                    stack[stack.count - 1].childCount += 1
                } else {
                    path = String(roots.count)
                }
                let (element, package) = try element(from: tag, id: ElementID(path), roles: &roles)
                if stack.isEmpty, let package { packages.append((package, element.frame.width * element.frame.height)) }
                stack.append(Open(element: element))
            case .end:
                guard var finished = stack.popLast()?.element else {
                    // </hierarchy>: the scanner returns nil, or throws on anything but
                    // whitespace, comments and processing instructions after it.
                    _ = try scanner.next()
                    return (
                        screen(roots: roots, declaredSize: declaredSize, packages: packages),
                        format
                    )
                }
                inferCollection(&finished)
                if stack.isEmpty {
                    roots.append(finished)
                } else {
                    stack[stack.count - 1].element.children.append(finished)
                }
            }
        }
        // Unreachable in practice: the scanner reports truncation before running out.
        throw context.error(.truncated, at: context.bytes.count, "unexpected end of file; the dump is truncated")
    }

    private func element(
        from tag: XMLStartTag, id: ElementID, roles: inout [String: Role?]
    ) throws(ImportError) -> (AccessibilityElement, String?) {
        let parser = AttributeParser(context: context, position: tag.position, elementName: tag.name)
        var element = AccessibilityElement(id: id)
        element.source = SourceLocation(file: context.fileName, line: tag.position.line, column: tag.position.column)
        var text: String?
        var contentDescription: String?
        var className: String?
        var package: String?
        var isChecked = false
        var showingHint = false
        for attribute in tag.attributes {
            guard let key = AndroidAttribute(attribute, in: context) else { continue }
            switch key {
            case .text: text = context.nonEmptyValue(of: attribute)
            case .contentDesc: contentDescription = context.nonEmptyValue(of: attribute)
            case .resourceId: element.identifier = context.nonEmptyValue(of: attribute)
            case .className: className = context.nonEmptyValue(of: attribute)
            case .package: package = context.nonEmptyValue(of: attribute)
            case .hint: element.hint = context.nonEmptyValue(of: attribute)
            case .showingHint: showingHint = try parser.bool(attribute)
            case .bounds: element.frame = try parser.bounds(attribute)
            case .checkable: element.isCheckable = try parser.bool(attribute)
            case .checked: isChecked = try parser.bool(attribute)
            case .clickable: element.isClickable = try parser.bool(attribute)
            case .longClickable: element.isLongClickable = try parser.bool(attribute)
            case .focusable: element.isFocusable = try parser.bool(attribute)
            case .scrollable: element.isScrollable = try parser.bool(attribute)
            case .screenReaderFocusable: element.isScreenReaderFocusable = try parser.bool(attribute)
            case .enabled: if try !parser.bool(attribute) { element.traits.insert(.notEnabled) }
            case .selected: if try parser.bool(attribute) { element.traits.insert(.selected) }
            case .heading: if try parser.bool(attribute) { element.traits.insert(.header) }
            case .password: if try parser.bool(attribute) { element.traits.insert(.secureTextEntry) }
            case .visibleToUser, .displayed: element.isVisible = try parser.bool(attribute)
            case .a11yImportant:
                if try !parser.bool(attribute) {
                    element.inferences.append(
                        "a11y-important=false: Android does not report this view to TalkBack; its children stand in its place."
                    )
                }
            case .width, .height: break  // only on the <hierarchy> root
            }
        }
        if className == nil, tag.name != "node" { className = tag.name }
        element.className = className
        if let className {
            if let cached = roles[className] {
                element.role = cached
            } else {
                let role = Role(androidClassName: className)
                roles[className] = .some(role)
                element.role = role
            }
        }
        if showingHint { text = nil }
        if element.role == .editText {
            element.label = contentDescription
            element.value = text
        } else {
            element.label = contentDescription ?? text
        }
        if element.isCheckable {
            element.checkedState = isChecked ? .checked : .unchecked
            element.inferences.append(
                "No stateDescription in the dump; TalkBack's default words for the checked state apply.")
        }
        return (element, package)
    }

    /// Fills in collection info for lists and grids and page roles for pager children.
    func inferCollection(_ element: inout AccessibilityElement) {
        let count = element.children.count
        guard count > 0 else { return }
        switch element.role {
        case .list, .grid:
            let columns: Int
            let isHorizontal: Bool
            if element.role == .grid {
                columns = Set(element.children.map(\.frame.minX)).count
                isHorizontal = false
            } else {
                let tops = Set(element.children.map(\.frame.minY))
                isHorizontal = count > 1 && tops.count == 1
                columns = isHorizontal ? count : 1
            }
            let rows = (count + columns - 1) / columns
            element.collectionInfo = CollectionInfo(rowCount: rows, columnCount: columns)
            let shape =
                element.role == .grid
                ? "a grid of \(rows) rows and \(columns) columns"
                : (isHorizontal ? "a horizontal list of \(count) items" : "a vertical list of \(count) items")
            element.inferences.append(
                "collectionInfo inferred from the \(count) children in the dump: \(shape) (items off screen are not counted)."
            )
            for index in element.children.indices {
                let row = isHorizontal ? 0 : index / columns
                let column = isHorizontal ? index : index % columns
                element.children[index].collectionItemInfo = CollectionItemInfo(rowIndex: row, columnIndex: column)
                element.children[index].inferences.append(
                    "collectionItemInfo inferred from its position among its parent's children: row \(row + 1), column \(column + 1)."
                )
            }
        case .pager:
            for index in element.children.indices where element.children[index].role == nil {
                element.children[index].role = .page
                element.children[index].inferences.append("Role page inferred: a direct child of a pager.")
            }
        default:
            break
        }
    }

    private func screen(
        roots: [AccessibilityElement], declaredSize: Size?,
        packages: [(package: String, area: Double)]
    ) -> AccessibilityScreen {
        var roots = roots
        let size =
            declaredSize
            ?? Size(
                width: roots.map(\.frame.maxX).max() ?? 0,
                height: roots.map(\.frame.maxY).max() ?? 0)
        let shortSide = Swift.min(size.width, size.height) > 0 ? Swift.min(size.width, size.height) : size.width
        var density: Double?
        if let inferred = AndroidDensity.inferred(fromShortSide: shortSide) {
            density = inferred.density
            if !roots.isEmpty { roots[0].inferences.append(inferred.note) }
        }
        // The window with the largest area is the app; its package names the screen.
        let name = packages.max { $0.area < $1.area }?.package
        return AccessibilityScreen(
            platform: .android, name: name, size: size, unit: .pixels(density: density), roots: roots,
            sourceFile: context.fileName)
    }
}
