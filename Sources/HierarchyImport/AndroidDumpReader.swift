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
/// | `content-desc`, else `text` | ``AccessibilityElement/label`` (edit boxes: `content-desc` only), and which of the two in ``AccessibilityElement/labelSource`` |
/// | `text` of an edit box, switch or toggle button | ``AccessibilityElement/value`` (TalkBack reads a switch's text as its state) |
/// | `text` of a seek or progress bar in Appium's page source (its range's current value, `Float.toString`) | ``AccessibilityElement/value``, as a percent of the platform's default range (see the inferences) |
/// | `hint` | ``AccessibilityElement/hint`` |
/// | `showing-hint="true"` on an edit box | `text` is the hint: it becomes the ``AccessibilityElement/hint`` (when absent) and no value |
/// | `resource-id` | ``AccessibilityElement/identifier`` |
/// | `class` (else the tag) | ``AccessibilityElement/className``; its ``WidgetClass`` (resolved once per name, a guessed one for an app's class, recorded as an inference) gives ``AccessibilityElement/role`` |
/// | `bounds` `[l,t][r,b]` | ``AccessibilityElement/frame`` (pixels) |
/// | `enabled="false"` | ``AccessibilityTraitSet/notEnabled`` |
/// | `selected`, `heading` | ``AccessibilityTraitSet/selected``, ``AccessibilityTraitSet/header`` |
/// | `password` | ``AccessibilityTraitSet/secureTextEntry`` |
/// | `checkable`, `checked` | ``AccessibilityElement/isCheckable``, ``AccessibilityElement/checkedState`` (only when checkable) |
/// | `clickable`, `long-clickable`, `focusable`, `scrollable` | the matching `is…` properties |
/// | `screen-reader-focusable` | ``AccessibilityElement/isScreenReaderFocusable`` |
/// | `visible-to-user`, `displayed` | ``AccessibilityElement/isVisible`` |
/// | `tooltip-text` | ``AccessibilityElement/tooltip`` |
/// | `content-invalid`, `error` | ``AccessibilityElement/isContentInvalid``, ``AccessibilityElement/errorText`` (newer Appium servers; TalkBack speaks the error only while the content is invalid) |
/// | `pane-title` | ``AccessibilityElement/paneTitle`` (newer Appium servers) |
/// | `live-region` 0, 1, 2 | ``AccessibilityElement/liveRegion`` (newer Appium servers) |
/// | `actions` (symbolic names joined with ",") | ``AccessibilityElement/androidActions`` (the actions TalkBack asks about; Appium's `includeA11yActionsInPageSource` setting: then a node without the attribute offers none), and ``AccessibilityElement/isExpandable``, ``AccessibilityElement/isCollapsible`` for `ACTION_EXPAND`, `ACTION_COLLAPSE` |
/// | `role-description` | ``AccessibilityElement/roleDescription`` (not in uiautomator's own dumps; the Kotlin component's `UiAutomatorDump` writes it) |
/// | `collection-info` "rows,columns", `collection-item-info` "row,column" | ``AccessibilityElement/collectionInfo``, ``AccessibilityElement/collectionItemInfo``, instead of inferring them (same source) |
///
/// Read and deliberately not mapped: `index` (the identity is the child-index path), `package`
/// (names the screen), `NAF` (derivable: clickable without a label), `focused` (except on an
/// edit box, where input focus is the ``AccessibilityTraitSet/isEditing`` trait), `a11y-focused`,
/// `drawing-order`, `display-id`, `dismissable`, `context-clickable`,
/// `text-entry-key`, `multiline`, `max-text-length`, `input-type`, `text-has-clickable-span`,
/// `is-collection`, `is-collection-item`, `window-id`, `selection-start`, `selection-end`,
/// `original-text`, `extras`, `text-size`, `text-unit` (what TalkBack 15.1 does with
/// each, and why none changes what it says on focus, is in docs/fidelity.md, "Appium's newer
/// attributes"). ``AccessibilityElement/isAccessibilityElement`` stays
/// `false`: it is VoiceOver's notion, and which Android nodes take focus is TalkBack's decision
/// (ScreenReaderKit).
///
/// Inferences (a dump cannot say these; each is recorded in the element's
/// ``AccessibilityElement/inferences``):
///
/// | what | rule |
/// |---|---|
/// | screen density | ``AndroidDensity`` (recorded on the first root) |
/// | screen size | the root's `width`/`height` (Appium); else, when no window touches the screen's top or left edge (a dialog alone), twice the windows' centre (``screenSize(aroundFloatingWindows:)``); else the largest right and bottom edge of the windows |
/// | `collectionInfo` of a list or grid (role ``ElementRole/list``/``ElementRole/grid``) | from the children in the dump: a list whose children share one top edge is horizontal, otherwise vertical; a grid has as many columns as distinct left edges. A list that cannot scroll shows every item, so its counts are exact; a scrolling one's length is Android's unknown, -1, so TalkBack speaks no count or position from a guess. |
/// | `collectionItemInfo` of a child of a list or grid | its position among its siblings, in that shape (-1 where unknown) |
/// | a staggered grid (class `androidx.recyclerview.widget.StaggeredGridLayoutManager`) | `collectionInfo` of its spans across the scroll (its size over its children's median size) and -1 along it; no item positions (TalkBack speaks none) |
/// | `RadioGroup` | a single-selection list of its visible radio buttons with text (Android 11+), each button's position |
/// | Material `TabLayout` (by name, or a `HorizontalScrollView` whose tabs are `ActionBar$Tab` nodes) | a single-selection row of its tabs; its tab strip (a plain layout Android does not report) is left out; each tab's `roleDescription` "Tab" |
/// | `ActionBar$Tab` class | `roleDescription` "Tab" (Material's TabLayout sets it) |
/// | `stateDescription` of a `RadioButton` | the framework's "selected" / "not selected" (Android 11+), marked ``AccessibilityElement/carriesFrameworkWords`` so a screen reader speaks them in its language; a platform `CheckBox` or `Switch` is marked and keeps none (the screen reader supplies it); other checkable nodes keep none, so TalkBack's default words apply (see `AndroidDumpReader+FrameworkWords.swift`) |
/// | a ViewPager2's RecyclerView (the only child of an `androidx.viewpager.widget.ViewPager`, of its frame) | left out, as `a11y-important="false"` is: ViewPager2 makes it not important for accessibility; its pages are the pager's children |
/// | a Material sheet dialog's scrim (a childless `View` `…:id/touch_outside` in a `…:id/coordinator`) | left out: the dialog's layout makes it not important for accessibility (``dropSheetDialogScrim(_:)``) |
/// | `a11y-important="false"` | the view is left out (TalkBack's service does not ask for unimportant views): its children take its place in its parent, each recording it |
/// | `a11y-important="false"` on a node inside a WebView or a Compose host | kept: it is a virtual node of the host's node provider, which the framework never leaves out (``isProviderHost(_:)``) |
struct AndroidDumpReader {
    private struct Open {
        var element: AccessibilityElement
        var childCount = 0
        /// `a11y-important="false"`: Android does not report the view to TalkBack.
        var isUnimportant = false
        /// A descendant of a Compose host view: one of Compose's semantics nodes.
        var isInComposeHost = false
        /// The node is a Compose host view or lies inside one, so its children are Compose's.
        var holdsCompose = false
        /// The node is a view that provides virtual nodes (a WebView or a Compose host) or is one
        /// of them, so its children are virtual nodes (``isProviderHost(_:)``).
        var holdsVirtualNodes = false
    }

    let context: ImportContext

    /// Reads the elements below the `<hierarchy>` root the scanner has just reported.
    ///
    /// - Complexity: O(n) in the size of the dump.
    func read(scanner: inout XMLScanner, root: XMLStartTag) throws(ImportError) -> (AccessibilityScreen, DumpFormat) {
        var declaredSize: ScreenSize?
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
            declaredSize = ScreenSize(width: width, height: height)
            format = .appiumUiAutomator2
        }

        var roots: [AccessibilityElement] = []
        var stack: [Open] = []
        var packages: [(root: ElementID, package: String, area: Double)] = []
        var inputFocus: ElementID?
        var sawFirstChild = false
        // Appium writes `actions` on every node offering one once its setting is on.
        var statesActions = false
        // Class names repeat: each distinct name is resolved to its class once per dump.
        var classes: [String: WidgetClass?] = [:]
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
                let inCompose = stack.last?.holdsCompose ?? false
                let isVirtual = stack.last?.holdsVirtualNodes ?? false
                let (read, package, markedUnimportant, focused, widget) = try element(
                    from: tag, id: ElementID(path), format: format, inCompose: inCompose, classes: &classes)
                var element = read
                // The framework leaves out unimportant views, never a provider's virtual nodes
                // (``isProviderHost(_:)``): TalkBack is given the node all the same.
                let unimportant = markedUnimportant && !isVirtual
                if markedUnimportant, isVirtual { element.inferences.append(Self.virtualNodeImportanceNote) }
                if focused, !unimportant, inputFocus == nil { inputFocus = element.id }
                if element.androidActions != nil { statesActions = true }
                if stack.isEmpty, let package {
                    packages.append((element.id, package, element.frame.width * element.frame.height))
                }
                // The class was looked up once for the element; its host test reuses that (the
                // platform's own host classes only, not an app's class named like one).
                let holdsCompose =
                    inCompose || widget.map { Self.isComposeHost($0) && $0.qualifiedName == element.className } == true
                // A Compose host is found once, above (its exact class); a WebView by its kind.
                let holdsVirtualNodes = isVirtual || holdsCompose || widget.map(Self.isProviderHost) == true
                stack.append(
                    Open(
                        element: element, isUnimportant: unimportant, isInComposeHost: inCompose,
                        holdsCompose: holdsCompose, holdsVirtualNodes: holdsVirtualNodes))
            case .end:
                guard let open = stack.popLast() else {
                    // </hierarchy>: the scanner returns nil, or throws on anything but
                    // whitespace, comments and processing instructions after it.
                    _ = try scanner.next()
                    if statesActions { Self.markNodesWithoutActions(&roots) }
                    return (
                        screen(roots: roots, declaredSize: declaredSize, packages: packages, inputFocus: inputFocus),
                        format
                    )
                }
                var finished = open.element
                Self.dropFrameworkWordsOfAViewGroup(&finished, childCount: open.childCount)
                inferCollection(&finished)
                if open.isInComposeHost {
                    Self.inferComposeTab(&finished)
                    Self.inferComposeLazyCollection(&finished)
                }
                if open.holdsCompose { Self.inferComposeSelectionGroup(&finished) }
                Self.dropViewPager2sRecyclerView(&finished)
                Self.dropSheetDialogScrim(&finished)
                if stack.isEmpty {
                    roots.append(finished)
                } else if open.isUnimportant {
                    // TalkBack never sees the view (its service does not ask for unimportant
                    // views): its children take its place in its parent.
                    let note =
                        "Parent \(finished.id.rawValue) has a11y-important=false: Android does not report it to TalkBack, so this node is its parent's child."
                    stack[stack.count - 1].element.children.append(
                        contentsOf: finished.children.map { child in
                            var child = child
                            child.inferences.append(note)
                            return child
                        })
                } else {
                    stack[stack.count - 1].element.children.append(finished)
                }
            }
        }
        // Unreachable in practice: the scanner reports truncation before running out.
        throw context.error(.truncated, at: context.bytes.count, "unexpected end of file; the dump is truncated")
    }

    private func element(
        from tag: XMLStartTag, id: ElementID, format: DumpFormat, inCompose: Bool,
        classes: inout [String: WidgetClass?]
    ) throws(ImportError) -> (AccessibilityElement, String?, Bool, Bool, WidgetClass?) {
        let parser = AttributeParser(context: context, position: tag.position, elementName: tag.name)
        var element = AccessibilityElement(id: id)
        element.source = DumpLocation(file: context.fileName, line: tag.position.line, column: tag.position.column)
        var text: String?
        var contentDescription: String?
        var className: String?
        var package: String?
        var isChecked = false
        var showingHint: Bool?
        var unimportant = false
        var inputFocused = false
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
            case .focused: inputFocused = try parser.bool(attribute)
            case .scrollable: element.isScrollable = try parser.bool(attribute)
            case .screenReaderFocusable: element.isScreenReaderFocusable = try parser.bool(attribute)
            case .enabled: if try !parser.bool(attribute) { element.traits.insert(.notEnabled) }
            case .selected: if try parser.bool(attribute) { element.traits.insert(.selected) }
            case .heading: if try parser.bool(attribute) { element.traits.insert(.header) }
            case .password: if try parser.bool(attribute) { element.traits.insert(.secureTextEntry) }
            case .visibleToUser, .displayed: element.isVisible = try parser.bool(attribute)
            case .a11yImportant:
                unimportant = try !parser.bool(attribute)
            case .width, .height: break  // only on the <hierarchy> root
            case .roleDescription: element.roleDescription = context.nonEmptyValue(of: attribute)
            case .tooltipText: element.tooltip = context.nonEmptyValue(of: attribute)
            case .contentInvalid: element.isContentInvalid = try parser.bool(attribute)
            case .error: element.errorText = context.nonEmptyValue(of: attribute)
            case .paneTitle: element.paneTitle = context.nonEmptyValue(of: attribute)
            case .liveRegion: element.liveRegion = try parser.liveRegion(attribute)
            case .actions:
                // Symbolic names without labels, joined with "," (appium-uiautomator2-server
                // BaseElement.java:271-293); names of actions the model does not keep are skipped.
                var actions: AndroidActions = []
                for name in context.value(of: attribute).split(separator: ",") {
                    actions.formUnion(AndroidActions(symbolicName: String(name).trimmingSpaces) ?? [])
                }
                element.androidActions = actions
                if actions.contains(.expand) { element.isExpandable = true }
                if actions.contains(.collapse) { element.isCollapsible = true }
            case .collectionInfo:
                let (rows, columns) = try parser.integerPair(attribute)
                element.collectionInfo = CollectionInfo(rowCount: rows, columnCount: columns)
            case .collectionItemInfo:
                let (row, column) = try parser.integerPair(attribute)
                element.collectionItemInfo = CollectionItemInfo(rowIndex: row, columnIndex: column)
            }
        }
        if className == nil, tag.name != "node" { className = tag.name }
        element.className = className
        var widget: WidgetClass?
        if let className {
            if let cached = classes[className] {
                widget = cached
            } else {
                widget = WidgetClass(lookalike: className)
                classes[className] = .some(widget)
            }
            element.role = widget?.elementRole
            if let widget, let role = element.role, WidgetClass(className: className) == nil {
                element.inferences.append(
                    "role \(role.rawValue) guessed: \(className) is not a platform class; it is named like \(widget.qualifiedName). TalkBack cannot load an app's class and gives it no role from its name."
                )
            }
        }
        if element.role == .editText {
            // An empty field's node text is its hint (TextView.getTextForAccessibility). Dumpers
            // that write `hint` but not `showing-hint` leave that to the text equal to the hint.
            let inferredShowingHint = showingHint == nil && text != nil && text == element.hint
            if showingHint == true || inferredShowingHint {
                if element.hint == nil { element.hint = text }
                text = nil
            }
            if inferredShowingHint {
                element.inferences.append(
                    "Showing its hint inferred: the dump has no showing-hint attribute and the field's text is its hint."
                )
            }
            element.setAndroidLabel(contentDescription: contentDescription, text: nil)
            element.value = text
            // Input focus in a field: the user is editing it (TalkBack gives no edit hint).
            if inputFocused { element.traits.insert(.isEditing) }
        } else if widget?.isKind(ofAny: [.switch, .switchCompat, .supportSwitchCompat, .toggleButton]) == true {
            // TalkBack names a switch by its content description and speaks its text as its state.
            element.setAndroidLabel(contentDescription: contentDescription, text: text)
            element.value = text
        } else if format == .appiumUiAutomator2, let current = text, widget?.isKind(of: .progressBar) == true,
            Self.isJavaFloat(current)
        {
            // Appium's page source writes a node's range info as its text (Float.toString of the
            // current value): a seek or progress bar's text is its range, not words it shows.
            element.setAndroidLabel(contentDescription: contentDescription, text: nil)
            // A RatingBar's range counts steps of its stars (`getMax` is numStars / stepSize):
            // no default range stands for it.
            let isRatingBar = widget?.isKind(of: .ratingBar) == true
            if !isRatingBar, let percent = Self.defaultRangePercent(current) {
                element.value = "\(percent)%"
                element.inferences.append(
                    "value \(percent)% inferred from the range's current value \(current) (Appium's page source writes it as the text): the range is not in the dump, so the platform's default is assumed (ProgressBar 0-100 for a whole number, Compose 0-1 for a fraction)."
                )
                if inCompose {
                    Self.setComposeProgressState(&element, percent: percent)
                } else {
                    Self.markFrameworkProgress(&element, percent: percent)
                }
            } else {
                element.inferences.append(
                    "The range's current value \(current) (Appium's page source writes it as the text) is not in a default range (or is a rating bar's) and the range is not in the dump: no value."
                )
            }
        } else {
            element.setAndroidLabel(contentDescription: contentDescription, text: text)
            if format == .appiumUiAutomator2, text == nil, widget?.isKind(of: .progressBar) == true {
                if inCompose {
                    Self.setComposeIndeterminateState(&element)
                } else if widget?.isKind(of: .ratingBar) == false {
                    Self.setFrameworkIndeterminateState(&element)
                }
            }
        }
        if element.isCheckable {
            element.checkedState = isChecked ? .checked : .unchecked
            if inCompose,
                let selected = Self.composeSelection(
                    isChecked: isChecked, isClickable: element.isClickable,
                    isRadioButton: widget?.isKind(of: .radioButton) == true)
            {
                Self.setComposeSelectionState(&element, selected: selected)
            } else if inCompose {
                element.inferences.append(
                    "No stateDescription in the dump: a checked Compose node that is clickable is toggleable, not selectable (Compose makes a selected node unclickable), so TalkBack's default words for the checked state apply."
                )
            } else if widget?.isKind(of: .radioButton) == true {
                Self.setFrameworkRadioState(&element, isChecked: isChecked)
            } else if !Self.markFrameworkCompoundButton(&element, widget: widget) {
                element.inferences.append(
                    "No stateDescription in the dump; TalkBack's default words for the checked state apply.")
            }
        }
        if let widget, widget.isActionBarTab {
            element.roleDescription = "Tab"
            element.inferences.append("roleDescription \"Tab\" inferred: Material's TabLayout sets it on its tabs.")
        }
        if let package, element.isClickable || element.isLongClickable,
            AndroidInputMethod.isInputMethod(package: package)
        {
            element.traits.insert(.keyboardKey)
            element.inferences.append(
                "keyboardKey inferred: a view of the input method \(package), whose window is the system keyboard.")
        }
        return (element, package, unimportant, inputFocused, widget)
    }

    /// Marks each node of a dump that states actions but none for the node as offering none.
    ///
    /// Appium writes `actions` only while its `includeA11yActionsInPageSource` setting is on, and
    /// then leaves it out on a node whose action list is empty (`UiElementSnapshot.putAttribute`
    /// skips a null value; `BaseElement.getA11yActionsAsString` returns null for an empty list).
    ///
    /// - Complexity: O(n) in the number of nodes.
    static func markNodesWithoutActions(_ elements: inout [AccessibilityElement]) {
        for index in elements.indices {
            if elements[index].androidActions == nil { elements[index].androidActions = [] }
            markNodesWithoutActions(&elements[index].children)
        }
    }

    /// Whether the view provides virtual nodes through an `AccessibilityNodeProvider`, so the
    /// nodes a dump lists below it are virtual: a WebView or a kind of one (Chromium's node
    /// provider gives the page's nodes). A Compose host provides them too; the reader finds it
    /// with ``isComposeHost(_:)`` and its exact class, as it does for Compose's words.
    ///
    /// Why it matters: TalkBack's service does not ask for views that are not important for
    /// accessibility (google/talkback @ 26a27dc, `talkback/src/main/res/xml/accessibilityservice.xml`
    /// line 5: its flags leave out `flagIncludeNotImportantViews`), and the framework then drops
    /// such views when it lists a real view's children (`ViewGroup.addChildrenForAccessibility`
    /// keeps a child only if `includeForAccessibility()`). A provider's virtual nodes are never
    /// filtered that way: `AccessibilityInteractionController`'s
    /// `prefetchDescendantsOfVirtualNode` adds every child the provider creates, where
    /// `prefetchDescendantsOfRealNode` walks only the children listed for accessibility
    /// (aosp-mirror/platform_frameworks_base @ 014afea3cec7ff93d195753103478826796c310f,
    /// `core/java/android/view/AccessibilityInteractionController.java`; the repository is too
    /// large to fetch here, so the methods are named rather than their lines). A virtual node's
    /// `isImportantForAccessibility()` is only what its provider set (false unless it set it):
    /// a WebView's page nodes dumped by Appium say `a11y-important="false"` and TalkBack reads
    /// them all the same.
    static func isProviderHost(_ widget: WidgetClass) -> Bool {
        widget.isKind(of: .webView)
    }

    /// The inference recorded on a virtual node marked `a11y-important="false"` and kept.
    static let virtualNodeImportanceNote =
        "a11y-important=false on a virtual node (inside a WebView or a Compose host) is kept: the framework leaves out unimportant views, not a node provider's virtual nodes, so TalkBack is given it."

    /// A ViewPager2 reports itself as `androidx.viewpager.widget.ViewPager` and holds one child,
    /// its RecyclerView, which it makes not important for accessibility (androidx
    /// `viewpager2/.../ViewPager2.java`, `PageAwareAccessibilityProvider.onInitialize` and
    /// `onGetAccessibilityClassName`): TalkBack never sees that RecyclerView, so its pages are the
    /// pager's children. A uiautomator dump shows it all the same (its `a11y-important` unsaid):
    /// a ViewPager whose only child is a RecyclerView of its own frame is taken for a ViewPager2,
    /// the RecyclerView left out and its pages given no list position. ViewPager2 sets collection
    /// info of one row (one column when vertical) and a column (row) per page
    /// (`addCollectionInfo`); the pages a dump shows stand for the count, at least one (a
    /// ViewPager2 attaches only the page shown unless told to keep more), horizontal (its default)
    /// unless they are stacked.
    ///
    /// - Complexity: O(number of pages).
    static func dropViewPager2sRecyclerView(_ element: inout AccessibilityElement) {
        guard element.className == "androidx.viewpager.widget.ViewPager", element.children.count == 1,
            let inner = element.children.first, inner.className == "androidx.recyclerview.widget.RecyclerView",
            inner.frame == element.frame
        else { return }
        let note =
            "Parent \(inner.id.rawValue) left out: a ViewPager2's own RecyclerView, not important for accessibility (ViewPager2 sets it so), so this page is the pager's child."
        element.children = inner.children.map { page in
            var page = page
            page.collectionItemInfo = nil
            page.inferences.append(note)
            return page
        }
        let pages = max(element.children.count, 1)
        let isVertical =
            pages > 1 && Set(element.children.map(\.frame.minY)).count == pages
            && Set(element.children.map(\.frame.minX)).count == 1
        element.collectionInfo = CollectionInfo(
            rowCount: isVertical ? pages : 1, columnCount: isVertical ? 1 : pages, isInferred: true)
        element.inferences.append(
            "collectionInfo inferred for a ViewPager2: one \(isVertical ? "column" : "row") of \(pages) pages, those the dump shows (the adapter's count is not in it)."
        )
    }

    /// Leaves out the scrim of a Material sheet dialog: the full-screen `touch_outside` View a
    /// BottomSheetDialog or SideSheetDialog puts under its sheet, in a CoordinatorLayout
    /// `coordinator`, to close the dialog when tapped outside the sheet. Its layouts make it not
    /// important for accessibility (material-components-android at ac7e18efe,
    /// lib/java/com/google/android/material/bottomsheet/res/layout/design_bottom_sheet_dialog.xml
    /// lines 32-39 and sidesheet/res/layout/m3_side_sheet_dialog.xml lines 32-39,
    /// `importantForAccessibility="no"`; BottomSheetDialog.java lines 360-369 only give it a click
    /// listener), and TalkBack asks for important views only (google/talkback at 26a27dc0,
    /// talkback/src/main/res/xml/accessibilityservice.xml line 5: no
    /// `flagIncludeNotImportantViews`), so it never reaches the reader. A dump shows it all the
    /// same, clickable and silent.
    ///
    /// - Complexity: O(number of children).
    static func dropSheetDialogScrim(_ element: inout AccessibilityElement) {
        guard element.identifier?.hasSuffix(":id/coordinator") == true else { return }
        element.children.removeAll { child in
            child.className == "android.view.View" && child.children.isEmpty
                && child.identifier?.hasSuffix(":id/touch_outside") == true
        }
    }

    /// Whether the text is Java's `Float.toString` of a number ("70.0", "0.5", "1.0E7", "NaN",
    /// "Infinity", with an optional minus sign): always a digit on each side of a period, or one
    /// of the two words.
    ///
    /// - Complexity: O(length of the text).
    static func isJavaFloat(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        if rest == "NaN" || rest == "Infinity" { return true }
        func digits() -> Bool {
            let run = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(run.count)
            return !run.isEmpty
        }
        guard digits(), rest.first == ".", case _ = rest.removeFirst(), digits() else { return false }
        if rest.first == "E" {
            rest.removeFirst()
            if rest.first == "-" { rest.removeFirst() }
            guard digits() else { return false }
        }
        return rest.isEmpty
    }

    /// The percent Android would state for a range's current value when the range is the
    /// platform's default, or `nil` outside those: a whole number 0...100 is a `ProgressBar`'s
    /// progress (default range 0-100; Android 11+ states the percent of the range), a fraction
    /// strictly between 0 and 1 a Compose progress indicator's or slider's (default range 0-1;
    /// Compose states 1...99 percent for a fraction inside it).
    ///
    /// - Complexity: O(length of the text).
    static func defaultRangePercent(_ current: String) -> Int? {
        guard let value = Double(current), value.isFinite else { return nil }
        if value == value.rounded() { return (0...100).contains(value) ? Int(value) : nil }
        guard value > 0, value < 1 else { return nil }
        return min(max(Int((value * 100).rounded()), 1), 99)
    }

    /// Fills in what Android's widgets report and a dump leaves out: collection info of lists,
    /// grids, radio groups and tab rows, and their items' positions.
    func inferCollection(_ element: inout AccessibilityElement) {
        let count = element.children.count
        guard count > 0, element.collectionInfo == nil else { return }
        if element.className == Self.staggeredGridClassName {
            inferStaggeredGrid(&element)
            return
        }
        let widget = element.className.flatMap(WidgetClass.init(lookalike:))
        if widget?.isKind(of: .radioGroup) == true {
            inferRadioGroup(&element)
            return
        }
        if widget?.isKind(ofAny: [.tabLayout, .supportTabLayout]) == true
            || (widget?.isKind(of: .horizontalScrollView) == true && Self.holdsActionBarTabs(element))
        {
            inferTabRow(&element)
            return
        }
        switch element.role {
        case .list, .grid:
            // A scrolling list shows only some of its items: its length in the scrolling
            // direction is unknown (Android's -1), so TalkBack speaks neither a count nor a
            // position for it. A list that cannot scroll shows every item: its counts are exact.
            let exact = !element.isScrollable
            let isHorizontal: Bool
            let columns: Int
            if element.role == .grid {
                columns = Set(element.children.map(\.frame.minX)).count
                isHorizontal = false
            } else {
                isHorizontal = count > 1 && Set(element.children.map(\.frame.minY)).count == 1
                columns = isHorizontal ? (exact ? count : -1) : 1
            }
            let rows = isHorizontal ? 1 : (exact ? (count + max(columns, 1) - 1) / max(columns, 1) : -1)
            element.collectionInfo = CollectionInfo(rowCount: rows, columnCount: columns, isInferred: true)
            let shape =
                element.role == .grid
                ? "a grid of \(columns) columns"
                : (isHorizontal ? "a horizontal list" : "a vertical list")
            element.inferences.append(
                exact
                    ? "collectionInfo inferred from the \(count) children in the dump: \(shape) of \(rows) rows and \(columns) columns (not scrollable, so every item is on screen)."
                    : "collectionInfo inferred from the \(count) children in the dump: \(shape) of unknown length (-1): it scrolls and the dump shows only the items on screen, so no count or position is spoken."
            )
            let lefts = Set(element.children.map(\.frame.minX)).sorted()
            for index in element.children.indices {
                let column: Int
                let row: Int
                if element.role == .grid {
                    column = lefts.firstIndex(of: element.children[index].frame.minX) ?? 0
                    row = exact ? index / max(columns, 1) : -1
                } else {
                    column = isHorizontal ? index : 0
                    row = isHorizontal ? 0 : index
                }
                element.children[index].collectionItemInfo = CollectionItemInfo(rowIndex: row, columnIndex: column)
                element.children[index].inferences.append(
                    "collectionItemInfo inferred from its place among the items in the dump (row \(row), column \(column), 0-based; -1 unknown)."
                )
            }
        default:
            break
        }
    }

    /// The class name a RecyclerView laid out by a `StaggeredGridLayoutManager` reports, which
    /// TalkBack matches exactly as a staggered grid (talkback@26a27dc0 `Role.java:130-132,
    /// 414-420`; ScreenReaderKit's `TalkBackRole.staggeredGridClassName`).
    static let staggeredGridClassName = "androidx.recyclerview.widget.StaggeredGridLayoutManager"

    /// A RecyclerView's layout manager always sets collection info; a staggered grid's has clear
    /// spans only across its scrolling direction (TalkBack's own note, `Role.java:414-417`): the
    /// span count there, and -1 along the scroll, so no count is spoken from a guess. The span
    /// count is estimated as the grid's width over its children's median width (heights for a
    /// row that scrolls sideways: every child on one top edge), at most one span per child; a
    /// median, because a compressed dump may show an item's parts instead of the item, and a
    /// staggered grid may hold full-width headers. Its items get no position: TalkBack speaks
    /// none for a staggered grid.
    private func inferStaggeredGrid(_ element: inout AccessibilityElement) {
        let children = element.children
        let isHorizontal = children.count > 1 && Set(children.map(\.frame.minY)).count == 1
        let extents = children.map { isHorizontal ? $0.frame.height : $0.frame.width }.filter { $0 > 0 }.sorted()
        let whole = isHorizontal ? element.frame.height : element.frame.width
        var spans = 1
        if !extents.isEmpty, whole > 0 {
            let median = extents[extents.count / 2]
            spans = min(max(1, Int((whole / median).rounded())), children.count)
        }
        element.collectionInfo = CollectionInfo(
            rowCount: isHorizontal ? spans : -1, columnCount: isHorizontal ? -1 : spans, isInferred: true)
        element.role = .grid
        element.inferences.append(
            "collectionInfo inferred for a staggered grid (\(Self.staggeredGridClassName)): \(spans) \(isHorizontal ? "rows" : "columns") (its size over its children's median \(isHorizontal ? "height" : "width")), its length along the scroll unknown (-1)."
        )
    }

    /// Android 11+ `RadioGroup`: a single-selection list of its visible radio buttons with text,
    /// one column (or one row when they sit side by side); each button's position among them.
    private func inferRadioGroup(_ element: inout AccessibilityElement) {
        let buttons = element.children.indices.filter { index in
            let child = element.children[index]
            let isRadioButton = child.className.flatMap(WidgetClass.init(lookalike:))?.isKind(of: .radioButton) == true
            return isRadioButton && child.isVisible && !(child.label ?? "").isEmpty
        }
        guard !buttons.isEmpty else { return }
        let horizontal = buttons.count > 1 && Set(buttons.map { element.children[$0].frame.minY }).count == 1
        element.collectionInfo = CollectionInfo(
            rowCount: horizontal ? 1 : buttons.count, columnCount: horizontal ? buttons.count : 1,
            selectionMode: .single, isInferred: true)
        element.inferences.append(
            "collectionInfo inferred: Android's RadioGroup reports a single-selection list of its \(buttons.count) visible radio buttons with text."
        )
        for (position, index) in buttons.enumerated() {
            element.children[index].collectionItemInfo = CollectionItemInfo(
                rowIndex: horizontal ? 0 : position, columnIndex: horizontal ? position : 0)
            element.children[index].inferences.append(
                "collectionItemInfo inferred: position \(position + 1) among its radio group's buttons.")
        }
    }

    /// Whether a horizontal scroll view's tabs are Material `TabLayout` tabs (`ActionBar$Tab`
    /// nodes), directly or in its one tab strip: `TabLayout` reports itself as a
    /// `HorizontalScrollView` (it does not override `getAccessibilityClassName`).
    private static func holdsActionBarTabs(_ element: AccessibilityElement) -> Bool {
        let tabs = element.children.count == 1 ? element.children[0].children : element.children
        return tabs.contains { $0.className.flatMap(WidgetClass.init(className:))?.isActionBarTab == true }
    }

    /// Material's `TabLayout`: a single-selection row of its tabs. The tab strip between them is
    /// a plain layout Android does not report to TalkBack (not important for accessibility), so
    /// its tabs become the layout's children.
    private func inferTabRow(_ element: inout AccessibilityElement) {
        let strip = element.children.count == 1 ? element.children[0] : nil
        if let strip, !strip.children.isEmpty, !strip.isClickable, !strip.isFocusable, strip.label == nil {
            let note =
                "Tab strip \(strip.id.rawValue) left out: a plain layout Android does not report to TalkBack, so this tab is its TabLayout's child."
            element.children = strip.children.map { tab in
                var tab = tab
                tab.inferences.append(note)
                return tab
            }
        }
        let tabs = element.children
        guard !tabs.isEmpty else { return }
        element.collectionInfo = CollectionInfo(
            rowCount: 1, columnCount: tabs.count, selectionMode: .single, isInferred: true)
        element.inferences.append(
            "collectionInfo inferred: Material's TabLayout reports a single-selection row of its \(tabs.count) tabs.")
        func mark(_ tab: inout AccessibilityElement, _ position: Int) {
            tab.collectionItemInfo = CollectionItemInfo(rowIndex: 0, columnIndex: position)
            if tab.roleDescription == nil {
                tab.roleDescription = "Tab"
                tab.inferences.append("roleDescription \"Tab\" inferred: Material's TabLayout sets it on its tabs.")
            }
            tab.inferences.append("collectionItemInfo inferred: tab \(position + 1) of its TabLayout.")
        }
        for position in element.children.indices { mark(&element.children[position], position) }
    }

    private func screen(
        roots: [AccessibilityElement], declaredSize: ScreenSize?,
        packages: [(root: ElementID, package: String, area: Double)], inputFocus: ElementID?
    ) -> AccessibilityScreen {
        var roots = roots
        let floatingSize = declaredSize == nil ? Self.screenSize(aroundFloatingWindows: roots) : nil
        let size =
            declaredSize ?? floatingSize
            ?? ScreenSize(
                width: roots.map(\.frame.maxX).max() ?? 0,
                height: roots.map(\.frame.maxY).max() ?? 0)
        if let floatingSize, !roots.isEmpty {
            roots[0].inferences.append(
                "screen size \(Int(floatingSize.width)) x \(Int(floatingSize.height)) px inferred: no window in the dump "
                    + "touches the screen's top or left edge, so it holds floating windows alone, and Android centres a "
                    + "dialog's window on the screen (Dialog sets Gravity.CENTER); a dump does not state the screen's size."
            )
        }
        var density: Double?
        // The windows' extent shows the screen's height only when a window reaches its top edge
        // (or the size is declared, or centred around floating windows); otherwise the windows'
        // bottom edge is a lower bound, and the density reads no proportions from it.
        let heightIsShown =
            declaredSize != nil || floatingSize != nil
            || roots.contains { $0.frame.width > 0 && $0.frame.height > 0 && $0.frame.minY <= 0 }
        if let inferred = AndroidDensity.infer(
            screenSize: size, elements: AccessibilityElement.preorder(of: roots), heightIsShown: heightIsShown)
        {
            density = inferred.pixelsPerDP
            if !roots.isEmpty { roots[0].inferences.append(inferred.note) }
        }
        // The window with the largest area is the app; its package names the screen.
        let name = packages.max { $0.area < $1.area }?.package
        var screen = AccessibilityScreen(
            platform: .android, name: name, size: size, unit: .pixels(density: density), roots: roots,
            sourceFile: context.fileName, inputFocus: inputFocus)
        for (root, package, _) in packages {
            guard let type = Self.windowType(ofPackage: package) else { continue }
            screen.windowTypes[root] = type
            if let position = screen.roots.firstIndex(where: { $0.id == root }) {
                screen.roots[position].inferences.append(
                    "window type \(type.rawValue) inferred from the window's package \(package).")
            }
        }
        return screen
    }

    /// The screen around a dump whose windows all stand clear of the screen's top and left edges,
    /// or `nil` when any window touches either (the usual dump: an app's window fills the screen).
    ///
    /// `uiautomator dump` writes the active window alone, and no root states the screen's size, so
    /// a dump of a dialog is the dialog's extent; taken for the screen, a phone's dialog reads at a
    /// tablet's density (wild sets D, F and H: 41 of the touch-target misses the seventh session
    /// counted). Android centres a dialog's window (`Dialog`'s constructor calls
    /// `setGravity(Gravity.CENTER)`: aosp-mirror/platform_frameworks_base@025b9e5c
    /// `core/java/android/app/Dialog.java:195-220`, `Dialog(Context, int, boolean)`, the call at 220), so the screen is as
    /// wide as twice the window's horizontal centre, and about as tall as twice its vertical one
    /// (the centre lies in the space the status and navigation bars leave, a few dozen pixels off):
    /// D's 40...680 px dialog gives a 720 px screen, a 108...1331 px one 1,439 px.
    ///
    /// - Complexity: O(*w*) for *w* windows.
    static func screenSize(aroundFloatingWindows roots: [AccessibilityElement]) -> ScreenSize? {
        let frames = roots.map(\.frame).filter { $0.width > 0 && $0.height > 0 }
        guard !frames.isEmpty, frames.allSatisfy({ $0.minX > 0 && $0.minY > 0 }) else { return nil }
        return ScreenSize(
            width: frames.map { $0.minX + $0.maxX }.max() ?? 0,
            height: frames.map { $0.minY + $0.maxY }.max() ?? 0)
    }

    /// The window type of a root of the package, when it is not an application's: the dump records
    /// none. Every window System UI adds (status bar, navigation bar, notification shade, volume
    /// panel) has a system window type, which Android reports as `TYPE_SYSTEM`; an input method's
    /// window is `TYPE_INPUT_METHOD` (``AndroidInputMethod``). Any other package is taken for an
    /// application's.
    static func windowType(ofPackage package: String) -> AndroidWindowType? {
        if package == "com.android.systemui" { return .system }
        return AndroidInputMethod.isInputMethod(package: package) ? .inputMethod : nil
    }
}
