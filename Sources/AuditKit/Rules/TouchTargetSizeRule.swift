import AccessibilityTree
import HierarchyImport

/// `touch-target-size`: an actionable element smaller than 44 x 44 pt (iOS) or 48 x 48 dp (Android).
///
/// The sizes are Apple's and Android's guidelines, not WCAG's: WCAG 2.5.8 Target Size (Minimum)
/// asks for 24 x 24 CSS px (or spacing). Decision: follow the platforms' sizes, as ATF does, and
/// say so in the rationale; both are configurable per platform (``TouchTargetOptions``). WCAG
/// 2.5.8's exceptions apply, each only as its source states it, unless the configuration turns
/// them off:
/// - inline: a target in a sentence or block of text (`isInline`): a link inside an iOS static
///   text or text view, or a text target that runs into the plain text beside it on one line.
///   A "See all" standing apart beside a heading is measured;
/// - equivalent: a big-enough target with the same name and the same specific identifier
///   (``EquivalentTargets``); the same name alone, or a generic id, is not the same action. On
///   Android also a part folded into the big clickable around it, which does its action: not a
///   focus stop of its own and saying nothing that control does not say
///   (``isPart(_:of:ancestors:)``);
/// - user agent: the system's own controls: Android's `com.android.systemui` views and system
///   bars, the keyboard (an iOS key, or on Android a view of an input-method window, never the
///   app's own row of extra keys: ``isKeyboard(_:)``), the iOS status bar, a search field's own
///   buttons, and a standard switch or slider, whose size UIKit fixes (``standardSwitch``,
///   ``standardSliderHeight``).
///
/// Not measured, since the dump does not show its real size or nobody can act on it: an Android
/// view the platform does not report to its screen reader (`a11y-important="false"`; an iOS
/// button marked `accessible="false"` is measured, since a finger still taps it:
/// ``isTappedAnyway(_:on:)``); an element actually cut by the screen or a scrolling ancestor
/// (``AuditContext/isClipped(_:)``: mostly outside them, or on Android ending at a scroller's
/// edge much shorter there than its siblings), never one that merely touches an edge, unless
/// views of its layout that all share one size show its whole size: it is then measured at that
/// size, one severity lower (``AuditContext/wholeFrame(ofCut:)``); and an
/// element that is the same target as an actionable ancestor (`isSameTargetAsAncestor`). An
/// element the dump lists several times at one place (same frame, class, identifier and name) is
/// one target, reported once (``Place``). A disabled element is measured (``measuresDisabledTargets``), and
/// so is a small target with its own action inside a larger actionable card, as ATF reports it.
/// On Android such a target's finding, and one on web content (``isWebContent(_:in:)``), is
/// lowered one level, once, as ATF lowers both from an error to a warning.
///
/// Not measured at all: an Android TV's screen (``isTelevision(_:)``), which has no touch, and a
/// screen of the system UI (``isSystemScreen(_:)``).
///
/// On Android a side is rounded to the nearest whole dp before it is compared, as ATF's
/// TouchTargetSizeCheck compares it (`TouchTargetSizeRule+ATF.swift`, which also says which of
/// that check's choices the rule does not follow, and why).
///
/// Android dumps measure in pixels. With a known density the size is converted exactly; with
/// none (a screen built in code or a document without one), HierarchyImport's ``AndroidDensity``
/// decides it as the importer would: from framework-sized views such as the navigation bar, else
/// the screen's short side (``AndroidDensity/widthTableDensity(forShortSide:longSide:isLandscape:)``),
/// and the message says so.
public struct TouchTargetSizeRule: ConfigurableRule {
    /// The sizes and exceptions.
    public var options: TouchTargetOptions

    /// Creates the rule.
    public init(options: TouchTargetOptions = TouchTargetOptions()) {
        self.options = options
    }

    public func configured(by configuration: AuditConfiguration) -> TouchTargetSizeRule {
        TouchTargetSizeRule(options: configuration.touchTarget)
    }

    public var identifier: String { "touch-target-size" }
    public var name: String { "Touch target size" }
    public var rationale: String {
        "Platform guidelines, stricter than WCAG: Apple's Human Interface Guidelines ask for 44 x 44 pt hit "
            + "targets and Android's accessibility guidance (ATF's TouchTargetSizeCheck) for 48 x 48 dp. WCAG 2.5.8 "
            + "Target Size (Minimum) asks only for 24 x 24 CSS px, or enough spacing, and exempts inline targets."
    }
    public var defaultSeverity: Severity { .warning }
    public var platforms: Set<Platform> { [.iOS, .android] }
    public var helpURI: String? { "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html" }

    /// Whether a disabled element is measured: yes.
    ///
    /// Decision, after ATF's TouchTargetSizeCheck, which measures every clickable or
    /// long-clickable view visible to the user and never asks whether it is enabled
    /// (google/Accessibility-Test-Framework-for-Android at c65cab0,
    /// TouchTargetSizeCheck.java lines 188-216): a disabled target is usually disabled for a
    /// while (a Send button until there is text), and the user must hit it once it is enabled,
    /// at the same size.
    public static let measuresDisabledTargets = true

    /// Whether the element is a control switched off for now: a disabled Android node whose role
    /// is a control's (a button, check box, switch, text field...). Flutter and some Compose
    /// versions clear `clickable` while a button is disabled, so the dump shows no action; the
    /// user still has to hit it once it is enabled, at the same size, so it is measured as
    /// ``measuresDisabledTargets`` decides.
    static func isDisabledControl(_ element: AccessibilityElement, on platform: Platform) -> Bool {
        guard platform == .android, measuresDisabledTargets, !element.isEnabled, let role = element.role else {
            return false
        }
        return AccessibilityElement.actionableRoles.contains(role)
    }

    /// The smallest side a target should have by default, in points (iOS) or dp (Android).
    public static func minimumSide(on platform: Platform) -> Double {
        platform == .iOS ? 44 : 48
    }

    /// The smallest side a target should have under the options, in points (iOS) or dp (Android).
    public func minimumSide(on platform: Platform) -> Double {
        let configured = platform == .iOS ? options.ios : options.android
        guard let configured, configured > 0 else { return Self.minimumSide(on: platform) }
        return configured
    }

    public func check(_ context: AuditContext) -> [Finding] {
        let platform = context.platform
        if platform == .android, Self.isTelevision(context.screen) || Self.isSystemScreen(context.screen) {
            return []
        }
        var density: Double = 1
        var note = ""
        if case .pixels = context.screen.unit {
            // The importer's decision (HierarchyImport's AndroidDensity), through the one place
            // AuditKit reads it; a screen that states no density and gives nothing to infer it
            // from is not measured.
            let metrics = ScreenMetrics(screen: context.screen)
            guard metrics.hasDensity else { return [] }
            density = metrics.density
            if let basis = metrics.inferredFrom {
                note =
                    " (density \(Self.format(density, decimals: 3)) inferred from \(basis); the dump does not state it)"
            }
        }
        let minimum = minimumSide(on: platform)
        let unit = platform == .iOS ? "pt" : "dp"
        func isBigEnough(_ frame: ScreenRect) -> Bool {
            let width = frame.width / density
            let height = frame.height / density
            guard platform == .android else { return width >= minimum && height >= minimum }
            return Self.reachesAndroidSize(width, minimum) && Self.reachesAndroidSize(height, minimum)
        }
        func isBigEnough(_ element: AccessibilityElement) -> Bool { isBigEnough(element.frame) }
        let candidates = context.allElements.filter { element in
            element.isPresent
                && (element.isActionable(on: platform) || Self.isMenuButton(element, on: platform)
                    || Self.isDisabledControl(element, on: platform))
                && !Self.isCheckedThroughItsRow(element, on: platform)
                && !element.frame.isEmpty
                && (element.isReportedToScreenReader(on: platform) || Self.isTappedAnyway(element, on: platform))
                && (Self.measuresDisabledTargets || element.isEnabled)
        }
        let equivalents = EquivalentTargets(candidates: candidates, bigEnough: isBigEnough)
        let sentences = SentenceFragmentsCache(platform: platform)
        var reportedPlaces: Set<Place> = []
        let listedTwice = platform == .iOS ? Self.framesListedAgainOutside(candidates) : []
        return candidates.compactMap { element in
            guard !isBigEnough(element) else { return nil }
            // A target a scroller's side cuts is measured whole when views of one size say how
            // large that is, and otherwise not at all (``AuditContext/wholeFrame(ofCut:)``).
            var measured = element.frame
            let isCut = context.isClipped(element)
            if isCut {
                guard let whole = context.wholeFrame(ofCut: element) else { return nil }
                measured = whole
                guard !isBigEnough(measured) else { return nil }
            }
            let width = measured.width / density
            let height = measured.height / density
            if isSameTargetAsAncestor(element, in: context) { return nil }
            // Listed once for the checks below that climb them (each listed them again).
            let ancestors = context.index.ancestorElements(of: element.id)
            if options.applies(.userAgent),
                isSystemControl(element, ancestors: ancestors, on: platform)
                    || context.isInSystemWindowOverTheApp(element)
            {
                return nil
            }
            if options.applies(.equivalent), equivalents.hasEquivalent(of: element) { return nil }
            if options.applies(.inline), isInline(element, ancestors: ancestors, in: context, sentences: sentences) {
                return nil
            }
            let ancestor =
                platform == .android
                ? Self.qualifyingClickableAncestor(of: element, ancestors: ancestors, bigEnough: isBigEnough) : nil
            if options.applies(.equivalent), let ancestor, Self.isPart(element, of: ancestor, ancestors: ancestors) {
                return nil
            }
            guard reportedPlaces.insert(Place(of: element)).inserted else { return nil }
            if listedTwice.contains(element.id) { return nil }
            let isWebContent = platform == .android && Self.isWebContent(element, in: context)
            var finding = context.finding(
                self, about: element,
                message: "The target is \(Self.format(width)) x \(Self.format(height)) \(unit)\(note), smaller than "
                    + "\(Self.format(minimum)) x \(Self.format(minimum)) \(unit); enlarge its frame or hit area."
                    + (isCut
                        ? " A scrolling container's edge cuts it to \(Self.format(element.frame.width / density)) x "
                            + "\(Self.format(element.frame.height / density)) \(unit); whole, it is the size of the views "
                            + "of one layout beside it, given here." : "")
                    + (ancestor.map {
                        " A larger clickable \($0.simpleClassName ?? "ancestor") around it may take the "
                            + "touch for it; if it does the same thing, the target is big enough there."
                    } ?? "")
                    + (isWebContent
                        ? " It is web content: a WebView's nodes need not give the page's clickable area, so "
                            + "check the target's size in the page." : ""))
            // ATF lowers its error to a warning once, whichever of these doubts holds (a clipped
            // target's among them: TouchTargetSizeCheck.java lines 252-262).
            if ancestor != nil || isWebContent || isCut { finding.severity = defaultSeverity.lowered(by: 1) }
            return finding
        }
    }

    /// The iOS targets the dump lists again around themselves: an element inside the frame of
    /// another candidate with its type, identifier and name (XCUITest lists a navigation bar's back
    /// button twice, the 68 x 36 pt button and its 25 x 26 pt chevron inside it, both "Back"). The
    /// user sees and touches one target there, the outer one, which is measured; the inner listing
    /// is reported no more than a second listing at the same place (``Place``). Not on Android,
    /// where nested views of one class and name are views of their own (a test id "touch" on a
    /// card and on each of its buttons).
    ///
    /// - Complexity: O(n + Σ k²) over groups of k candidates sharing class, identifier and name.
    static func framesListedAgainOutside(_ candidates: [AccessibilityElement]) -> Set<ElementID> {
        var groups: [Place: [AccessibilityElement]] = [:]
        for element in candidates where element.trimmedLabel != nil {
            var key = Place(of: element)
            key.frame = .zero
            groups[key, default: []].append(element)
        }
        return Set(
            groups.values.lazy.filter { $0.count > 1 }.flatMap { group in
                Self.framesInsideAnother(group.map(\.frame)).map { group[$0].id }
            })
    }

    /// The indices of the frames that lie inside another, different frame of `frames`.
    ///
    /// A frame's container starts at or above it and, starting at the same top, is at least as
    /// tall and as wide, so the frames are taken top first, taller and then wider first: every
    /// container comes before what it holds. The lowest bottom edge seen so far says at once
    /// whether an earlier frame could reach below this one, so a list of rows, none inside
    /// another, is read in one pass; only when one could are the earlier frames searched.
    ///
    /// - Complexity: O(k log k) for rows and other frames that do not nest; O(k²) at worst.
    static func framesInsideAnother(_ frames: [ScreenRect]) -> [Int] {
        let order = frames.indices.sorted { a, b in
            let (first, second) = (frames[a], frames[b])
            if first.minY != second.minY { return first.minY < second.minY }
            if first.height != second.height { return first.height > second.height }
            return first.width > second.width
        }
        var inside: [Int] = []
        var lowestBottom = -Double.infinity
        for (position, index) in order.enumerated() {
            let frame = frames[index]
            if lowestBottom >= frame.maxY,
                order[..<position].reversed().contains(where: { frames[$0] != frame && frames[$0].contains(frame) })
            {
                inside.append(index)
            }
            lowestBottom = max(lowestBottom, frame.maxY)
        }
        return inside
    }

    /// What makes two listed elements one target: the same frame, class, identifier and name.
    ///
    /// Decision: an element the dump lists again at the same place, with the same class,
    /// identifier and name (an ad badge an SDK adds to its view dozens of times, stacked), is the
    /// one target the user sees and touches there, so it is reported once.
    struct Place: Hashable {
        var frame: ScreenRect
        var className: String?
        var identifier: String?
        var label: String?

        init(of element: AccessibilityElement) {
            frame = element.frame
            className = element.className
            identifier = element.identifier
            label = element.trimmedLabel
        }
    }

    /// Whether an Android screen is a TV's: a landscape screen of a TV's resolution (1280 x 720,
    /// 1920 x 1080 or 3840 x 2160 px) that shows it is driven by a D-pad.
    ///
    /// Decision: a TV has no touch screen; its user moves focus with the D-pad of a remote
    /// (Android Developers, "Design for Android TV": TV apps are navigated with a D-pad, not by
    /// touch), so touch targets have no minimum size there and nothing is measured. A dump does
    /// not say what device it came from, and the resolution alone is not enough: PC emulators
    /// (MuMu, LDPlayer) and games on phones run touch screens at 1920 x 1080 and 1280 x 720 in
    /// landscape. So a TV's resolution counts only with evidence of a TV
    /// (``AccessibilityScreen/televisionEvidence``).
    static func isTelevision(_ screen: AccessibilityScreen) -> Bool {
        televisionEvidence(screen) != nil
    }

    /// Why the screen is a TV's, for `audit --verbose`, or `nil` when it is not one
    /// (``isTelevision(_:)``).
    static func televisionEvidence(_ screen: AccessibilityScreen) -> String? {
        guard let evidence = screen.televisionEvidence else { return nil }
        let size = screen.size
        return "a TV's screen (\(format(size.width)) x \(format(size.height)) px in landscape, and "
            + "\(describe(evidence, in: screen))): a D-pad moves the focus, nothing is touched"
    }

    /// What in the dump shows a TV (``AccessibilityScreen/televisionEvidence``), in words.
    static func describe(_ evidence: TelevisionEvidence, in screen: AccessibilityScreen) -> String {
        switch evidence {
        case .dpadFocus(let id):
            let focused = screen.element(withID: id).map(FindingElement.describe) ?? id.description
            return "\(focused) holds the input focus, as a D-pad's focus does"
        case .televisionPackage(let package):
            return "its package \(package) is a TV app's"
        case .leanbackWidget(let id):
            return "it holds Leanback's TV widget \(screen.element(withID: id)?.simpleClassName ?? "")"
        }
    }

    /// Why the rule measures nothing on the screen, for `audit --verbose`: a TV's screen or a
    /// screen of the system UI; `nil` when it measures the screen.
    ///
    /// - Complexity: O(n) in the number of elements.
    public static func unmeasuredReason(_ screen: AccessibilityScreen) -> String? {
        if let television = televisionEvidence(screen) { return television }
        if isSystemScreen(screen) { return "a screen of the system UI (\(screen.name ?? "")), which no app draws" }
        return nil
    }

    private static func scrolls(_ element: AccessibilityElement) -> Bool {
        if element.isScrollable { return true }
        // Scroll, table and collection views under any of their iOS names (the class table), and
        // Android's vertical scroll view.
        let scrollingTypes: [WidgetClass] = [.iosScrollView, .iosTable, .iosCollectionView, .scrollView]
        return element.className.flatMap(WidgetClass.init(className:)).map(scrollingTypes.contains) ?? false
    }

    /// WCAG 2.5.8's user-agent exception: the system's own controls.
    ///
    /// - Parameter ancestors: the element's ancestors, nearest first.
    private func isSystemControl(
        _ element: AccessibilityElement, ancestors: [AccessibilityElement], on platform: Platform
    ) -> Bool {
        func isSystem(_ node: AccessibilityElement) -> Bool {
            // One walk up the chain: the system's views (AuditContext.isDrawnByTheSystem) and the
            // controls whose size the system fixes.
            if AuditContext.isSystemView(node) { return true }
            // iOS types under any dump's name (WebDriverAgent's, AXe's, Maestro's).
            guard platform == .iOS, let type = node.iOSTypeName else { return false }
            // A search field's own buttons (clear text, dictation) and a compact date picker's
            // button are drawn by the system, and UIKit fixes a standard switch's size whatever
            // frame the app gives it.
            return type == "StatusBar"
                || (node.id != element.id && (type == "SearchField" || type == "DatePicker"))
                || (node.id == element.id && (type == "Switch" || type == "UISwitch")
                    && element.frame.width <= Self.standardSwitch.width
                    && element.frame.height <= Self.standardSwitch.height)
                || (node.id == element.id && (type == "Slider" || type == "UISlider")
                    && element.frame.height <= Self.standardSliderHeight)
        }
        return isSystem(element) || ancestors.contains(where: isSystem)
    }

    /// The largest height of a standard slider, whose height UIKit fixes (31 pt: the thumb and its
    /// margins) whatever width the app gives it.
    static let standardSliderHeight = 34.0

    /// The largest frame of a standard switch, whose size UIKit fixes: 51 x 31 pt up to iOS 18,
    /// 63 x 28 pt on iOS 26 (as its dumps give it). A switch with a bigger frame spans a label
    /// the app laid out (a SwiftUI `Toggle`), so the app sets its size and it is measured.
    static let standardSwitch = ScreenSize(width: 64, height: 32)

    /// Whether the node is the system keyboard or one of its keys: an iOS key or keyboard, or on
    /// Android a view of an input-method window (``AndroidInputMethod``), never a view of the
    /// app, such as a terminal's row of extra keys. The importer marks the keys of an IME window
    /// with the keyboard-key trait; a resource id in an input method's package says so too.
    static func isKeyboard(_ node: AccessibilityElement) -> Bool {
        if node.traits.contains(.keyboardKey) { return true }
        let name = node.simpleClassName ?? ""
        if name == "XCUIElementTypeKey" || name == "XCUIElementTypeKeyboard" { return true }
        guard let identifier = node.identifier, let colon = firstColon(in: identifier) else { return false }
        return AndroidInputMethod.isInputMethod(package: identifier[..<colon])
    }

    /// `identifier.firstIndex(of: ":")`: in an ASCII identifier (every real resource id) the
    /// first colon byte, found without decoding Characters (asked of every ancestor of every
    /// small target and of every element duplicate-speech and label-missing check); other text
    /// keeps the search by Character, where a mark after a colon joins it into another Character.
    static func firstColon(in identifier: String) -> String.Index? {
        let utf8 = identifier.utf8
        var colon: Int?
        let isASCII = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for offset in bytes.indices {
                let byte = bytes[offset]
                if byte >= 0x80 { return false }
                if colon == nil, byte == UInt8(ascii: ":") { colon = offset }
            }
            return true
        }
        guard isASCII == true else { return identifier.firstIndex(of: ":") }
        return colon.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    /// The nearest ancestor that ATF's TouchTargetSizeCheck takes as possibly handling touches for
    /// a small Android target: clickable when the target is clickable (or long-clickable when it
    /// is), itself big enough, and not a ListView or GridView. ATF cannot tell whether that
    /// ancestor does the same thing, so it lowers the finding from an error to a warning
    /// (google/Accessibility-Test-Framework-for-Android @ c65cab0, TouchTargetSizeCheck.java
    /// lines 237-243 and 252-258, hasQualifyingClickableAncestor lines 636-655); the rule lowers
    /// it one level too.
    ///
    /// - Parameter ancestors: the element's ancestors, nearest first.
    static func qualifyingClickableAncestor(
        of element: AccessibilityElement, ancestors: [AccessibilityElement],
        bigEnough: (AccessibilityElement) -> Bool
    ) -> AccessibilityElement? {
        for ancestor in ancestors {
            let sameKind =
                (ancestor.isClickable && element.isClickable) || (ancestor.isLongClickable && element.isLongClickable)
            guard sameKind, bigEnough(ancestor) else { continue }
            if WidgetClass(lookalike: ancestor.className ?? "")?.isKind(of: .absListView) == true { continue }
            return ancestor
        }
        return nil
    }

    /// Whether two frames are one place on the screen: the outer holds the inner, which covers at
    /// least nine tenths of it.
    static func isSamePlace(_ outer: ScreenRect, _ inner: ScreenRect) -> Bool {
        let area = outer.width * outer.height
        guard area > 0, let shared = outer.intersection(inner) else { return outer == inner }
        return shared.width * shared.height >= area * 0.9 && inner.width * inner.height <= area / 0.9
    }

    /// Whether the element is an iOS pop-up or menu button (a button that opens a menu, such as a
    /// SwiftUI `Menu` in a navigation bar), which WebDriverAgent may list with no button trait.
    static func isMenuButton(_ element: AccessibilityElement, on platform: Platform) -> Bool {
        guard platform == .iOS else { return false }
        let type = element.iOSTypeName
        return type == "PopUpButton" || type == "MenuButton"
    }

    /// Whether an iOS element VoiceOver never focuses is still a target: a button or link inside a
    /// cell that VoiceOver reads as one element (`accessible="false"`) is tapped with a finger all
    /// the same, and touch targets are for everyone who touches the screen. Not a cell, a switch
    /// inside one or a scroll indicator, which are no buttons of their own.
    static func isTappedAnyway(_ element: AccessibilityElement, on platform: Platform) -> Bool {
        guard platform == .iOS, element.traits.contains(.button) || element.traits.contains(.link) else {
            return false
        }
        return !element.isIOSCell && element.iOSTypeName != "Switch"
    }

    /// Whether the whole screen is Android's system UI: its largest window, which names the
    /// screen, belongs to one of the platform's own packages (``systemPackages``), so no app
    /// draws any of it, with or without resource ids.
    static func isSystemScreen(_ screen: AccessibilityScreen) -> Bool {
        guard screen.platform == .android, let name = screen.name else { return false }
        return systemPackages.contains(name)
    }

    /// The packages whose windows the platform draws, not the app under audit:
    /// - `com.android.systemui`: the status bar, notification shade, quick settings, lock screen;
    /// - `android`: the framework itself (frameworks/base/core/res/AndroidManifest.xml declares
    ///   `package="android"`), whose windows include the autofill save sheet that system_server
    ///   shows over an app and, up to Android 13, the share sheet and "Open with" chooser
    ///   (ChooserActivity and ResolverActivity live in frameworks/base);
    /// - `com.android.intentresolver` and Google's build of it, `com.google.android.intentresolver`:
    ///   the share sheet from Android 14, moved out of the framework into its own module
    ///   (packages/modules/IntentResolver).
    static let systemPackages: Set<String> = [
        "com.android.systemui", "android", "com.android.intentresolver", "com.google.android.intentresolver",
    ]

    /// Whether the node belongs to Android's system UI (status bar, navigation bar, notification
    /// shade, quick settings): views of `com.android.systemui` and the system bars' backgrounds,
    /// which no app draws or names.
    static func isSystemUI(_ node: AccessibilityElement) -> Bool {
        guard let identifier = node.identifier else { return false }
        return identifier.hasPrefix("com.android.systemui:") || identifier == "android:id/navigationBarBackground"
            || identifier == "android:id/statusBarBackground"
    }

    /// Whether the element scrolls its content, so its edges may cut what it holds
    /// (``AuditContext/isClipped(_:)``).
    static func isScroller(_ element: AccessibilityElement) -> Bool { scrolls(element) }

    /// WCAG 2.5.8's inline exception: a target in a sentence or block of text, whose size the line
    /// height of that text sets.
    ///
    /// Decision: on iOS, a link inside a static text or text view. Elsewhere, a text target (no
    /// button or image role) whose parent is a run of text: among the parent's text fragments, a
    /// plain text and a target are set in one font on one line and run into each other (no wider
    /// gap between them than the line's height), as the words of a sentence do. On Android also
    /// a target drawn as words (``textTargetWords(_:on:)``), whatever its role, that lies inside
    /// a text whose own words hold its words (``liesInItsText(_:words:ancestors:on:)``): a web
    /// page's link inside its paragraph, a `ClickableSpan`'s link inside its TextView; and a
    /// Button drawing words that touches a text of its line, or a layout drawn as nothing but its
    /// words (``isDrawnAsItsWords(_:on:)``) on its sentence's line. A "See
    /// all" standing beside a section heading is apart from it, so it is a target of its own and
    /// measured (W3C, Understanding SC 2.5.8: the exception is for "inline targets in
    /// sentences").
    ///
    /// The role of a link inside its text does not matter: WCAG 2.2's exception reads "the target
    /// is in a sentence or its size is otherwise constrained by the line-height of non-target
    /// text" (https://www.w3.org/TR/WCAG22/#target-size-minimum) and names no role, and a
    /// WebView lists a paragraph's links as Buttons or Views inside it.
    ///
    /// A fragment is a word of a sentence only when it holds a word or a number
    /// (``TextMatching/holdsWords(_:)``): an emoji, a symbol or an icon font's glyph (a back arrow
    /// drawn as U+E614 before a screen's title, a toolbar's "⚙️" after the app's name) is an
    /// icon, not text in a sentence, the characters W3C's ACT rule 2ee8b8 sets aside as non-text
    /// content. So such a target is measured, and such a text makes no sentence of its row.
    ///
    /// - Complexity: O(depth + the element's subtree + log(siblings) + the fragments on its
    ///   line), once the parent's fragments are read (``SentenceFragments``, once per parent).
    private func isInline(
        _ element: AccessibilityElement, ancestors: [AccessibilityElement], in context: AuditContext,
        sentences: SentenceFragmentsCache
    ) -> Bool {
        let platform = context.platform
        if platform == .iOS, element.traits.contains(.link) || element.role == .link {
            let texts: Set<String> = ["StaticText", "TextView"]
            if ancestors.contains(where: { texts.contains($0.iOSTypeName ?? "") }) { return true }
        }
        guard element.isActionable(on: platform), let parent = ancestors.first else { return false }
        if let words = Self.textTargetWords(element, on: platform),
            Self.liesInItsText(element, words: words, ancestors: ancestors, on: platform)
        {
            return true
        }
        // A Button that draws words continues its sentence too: a Flutter or React Native Button
        // holding "Sign up" straight after "No account yet?" is as inline as a clickable TextView
        // there (WCAG 2.2 SC 2.5.8 names no role). It must touch the text (no gap at all): a
        // button's role, unlike a text's, is the control's own, and a heading's "Filtros" with
        // an "Abrir" button a few pixels after it is a label and its control, not a sentence.
        // Only a button's role: a layout around a word (a row of "10%" option chips, a
        // toolbar's "x") is a control.
        let continuesText =
            platform == .android && element.role == .button && element.isPresent && !element.frame.isEmpty
            && Self.textTargetWords(element, on: platform) != nil
        // A layout drawn as nothing but its words, with no padding (React Native's Pressable
        // around "Sign in"), is a text in all but its class: its size is its words' line.
        let drawnAsItsText =
            platform == .android && !continuesText && element.isPresent && Self.isLayout(element)
            && Self.isDrawnAsItsWords(element, on: platform)
        // The target itself first: reading its siblings' words is needed only when it is one.
        let inWebContent = platform == .android && Self.isWebContent(element, in: context)
        guard
            continuesText || drawnAsItsText || SentenceFragments.isFragment(element, inWebContent: inWebContent)
        else { return false }
        let fragments = sentences.fragments(of: parent, inWebContent: inWebContent)
        if continuesText {
            return fragments.texts(onTheLineOf: element.frame).contains { text in
                Self.runsInto(text.frame, element.frame)
                    && Swift.max(text.frame.minX, element.frame.minX) <= Swift.min(text.frame.maxX, element.frame.maxX)
            }
        }
        if drawnAsItsText {
            return fragments.texts(onTheLineOf: element.frame).contains { Self.runsInto($0.frame, element.frame) }
        }
        guard let line = fragments.tallestTextRunningIntoATarget else { return false }
        return element.frame.height <= line * 1.5
    }

    /// The roles a target drawn as words may have: none, text, a link or a button. A check box,
    /// switch, tab or text field is a control with words beside it, not words of a text.
    private static let textTargetRoles: Set<ElementRole?> = [nil, .text, .link, .button]

    /// Whether the node is drawn as a picture: an image role or trait, or an `ImageView` or one of
    /// its kinds (`ImageButton`, a floating action button), whatever its description says.
    private static func isPicture(_ node: AccessibilityElement) -> Bool {
        node.role == .image || node.traits.contains(.image)
            || WidgetClass(lookalike: node.className ?? "")?.isKind(of: .imageView) == true
    }

    /// Whether the node is a layout (a `ViewGroup` or one of its kinds): a layout's description is
    /// its developer's summary of the views inside it (React Native's accessible container
    /// merges its children's words), not a text drawn around a link.
    private static func isLayout(_ node: AccessibilityElement) -> Bool {
        WidgetClass(lookalike: node.className ?? "")?.isKind(of: .viewGroup) == true
    }

    /// Whether an Android target draws nothing but words, edge to edge: it holds texts of words
    /// only (``textTargetWords(_:on:)``) and their frames together fill its frame to within
    /// ``lineHeightRounding`` on every side. A control keeps padding around its words (an
    /// option chip, a tab, a toolbar's "x"); a target without any is a fragment of text, whose
    /// size the line height of its font sets (WCAG 2.2 SC 2.5.8, "constrained by the line-height
    /// of non-target text").
    ///
    /// - Complexity: O(the node's subtree).
    static func isDrawnAsItsWords(_ node: AccessibilityElement, on platform: Platform) -> Bool {
        guard !node.children.isEmpty, !node.frame.isEmpty, textTargetWords(node, on: platform) != nil else {
            return false
        }
        let texts = node.subtree.dropFirst().filter { $0.trimmedLabel != nil && !$0.frame.isEmpty }
        guard let first = texts.first else { return false }
        let words = texts.dropFirst().reduce(first.frame) { $0.union($1.frame) }
        let outer = node.frame
        return abs(words.minX - outer.minX) <= lineHeightRounding && abs(words.maxX - outer.maxX) <= lineHeightRounding
            && abs(words.minY - outer.minY) <= lineHeightRounding && abs(words.maxY - outer.maxY) <= lineHeightRounding
    }

    /// The words a target draws, or `nil` when it is no text target: a leaf of a text's, link's
    /// or (on Android) button's role (no picture) labelled with a word or a number, or on Android
    /// such a target around nothing but texts of words (a web link's View around its text, as
    /// WebViews dump it), whose words are the words of the texts inside it.
    ///
    /// - Complexity: O(the node's subtree).
    static func textTargetWords(_ node: AccessibilityElement, on platform: Platform) -> String? {
        guard textTargetRoles.contains(node.role), !isPicture(node) else { return nil }
        // XCUITest lists a sentence's links as Links (in their StaticText); its buttons are
        // controls, and the iOS rule keeps to text and links.
        if platform == .iOS, node.role == .button || node.traits.contains(.button) || !node.children.isEmpty {
            return nil
        }
        guard !node.children.isEmpty else {
            return node.trimmedLabel.flatMap { TextMatching.holdsWords($0) ? $0 : nil }
        }
        let inside = node.subtree.dropFirst()
        guard inside.allSatisfy({ !$0.isActionable(on: platform) && !isPicture($0) }) else { return nil }
        // Every text inside is words: an icon font's glyph beside a label makes a chip or an
        // icon button, not words of a sentence.
        let texts = inside.compactMap(\.trimmedLabel)
        guard !texts.isEmpty, texts.allSatisfy(TextMatching.holdsWords) else { return nil }
        return texts.joined(separator: " ")
    }

    /// Whether an Android text target lies inside a block of text that holds its words: its
    /// nearest ancestor with words, a plain text (no action, no picture, no layout) whose frame holds
    /// the target's and whose own label holds the target's words and more (a WebView lists a
    /// paragraph's text on the paragraph and its links as nodes inside it: "... Learn more"
    /// holding the link "Learn more"). That is a link in a block of text, as an iOS Link inside
    /// its StaticText is. The label must be the block's text, or a description inside a WebView,
    /// whose page describes its text nodes: elsewhere a description is the developer's summary of
    /// what the node holds (a Compose panel described "HERO LEVEL (Lv 100) ..." around its
    /// "+100" button), not a text the target is set in.
    ///
    /// - Complexity: O(depth + label length).
    private static func liesInItsText(
        _ element: AccessibilityElement, words: String, ancestors: [AccessibilityElement], on platform: Platform
    ) -> Bool {
        guard platform == .android else { return false }
        let own = TextMatching.normalized(words)
        guard !own.isEmpty else { return false }
        // The nearest ancestor with words of its own is the text the target may lie in; one
        // further up (a screen's description) says nothing of this line.
        // A text holding links may itself be actionable: a TextView that lets its ClickableSpans be
        // clicked has a movement method, and setting one makes the TextView clickable, long-clickable
        // and focusable (aosp-mirror/platform_frameworks_base @ 19636dc, core/java/android/widget/
        // TextView.java:1388-1410, setMovementMethod and fixFocusableAndClickableSettings). So an
        // actionable holder counts when it is such a text: its own label is its text.
        guard let holder = ancestors.first(where: { $0.isActionable(on: platform) || $0.trimmedLabel != nil }),
            !holder.isActionable(on: platform) || Self.isTextWithLinks(holder),
            textTargetRoles.contains(holder.role), holder.role != .button,
            !isPicture(holder), !isLayout(holder), let label = holder.trimmedLabel,
            holder.frame.contains(element.frame),
            holder.labelSource != .contentDescription || ancestors.contains(where: isWebView)
        else { return false }
        let text = TextMatching.normalized(label)
        return text.count > own.count && TextMatching.containsWord(own, in: text)
    }

    /// Whether an actionable node is a text that lets its links be clicked: a TextView, or one of
    /// its kinds other than a button (a check box's too) or a text field. Its clickability is the
    /// movement method's that its links need, not a control's. (The caller still asks that its
    /// role be a text's and its label its text, not a description.)
    private static func isTextWithLinks(_ node: AccessibilityElement) -> Bool {
        guard let kind = WidgetClass(lookalike: node.className ?? "") else { return false }
        return kind.isKind(of: .textView) && !kind.isKind(of: .button) && !kind.isKind(of: .editText)
    }

    /// How much two fragments of one line of text may differ in height, as a share of the taller:
    /// the rounding of their frames, not another font size.
    ///
    /// Decision: the words of one sentence are set in one font, so their frames have one line
    /// height; the real sentences the rule excuses show it to the pixel (visiontest's login
    /// sentence 61 px and 61 px, R's FitAi 65 and 65, S's jindal 81 and 81). A section heading and
    /// its "See all" are set in two sizes even when close (16 sp and 14 sp: 53 and 46 px at
    /// 2.625, 13% apart), and when the heading's frame fills the row up to the link (a weighted
    /// or 0 dp-wide TextView) nothing else parts them; the heading does not constrain the link's
    /// size by its line height (WCAG 2.2 SC 2.5.8, "its size is otherwise constrained by the
    /// line-height of non-target text"). So only rounding is allowed: 5% of the taller frame, or
    /// ``lineHeightRounding``, whichever is more (issue 21: "See all" links beside a section
    /// heading taken as inline).
    static let lineHeightTolerance = 0.05

    /// The least difference in height always taken for rounding: two px (or pt), one for each
    /// edge of a frame rounded to whole units.
    static let lineHeightRounding = 2.0

    /// Whether two fragments are set in one line of one text: their heights (the line height of
    /// their font) differ by no more than rounding (``lineHeightTolerance``), they share the line,
    /// and no wider gap than the line's height lies between them. A heading beside its "See all"
    /// is set larger.
    static func runsInto(_ a: ScreenRect, _ b: ScreenRect) -> Bool {
        let taller = Swift.max(a.height, b.height)
        guard abs(a.height - b.height) <= Swift.max(taller * lineHeightTolerance, lineHeightRounding) else {
            return false
        }
        let line = Swift.min(a.height, b.height)
        let shared = Swift.min(a.maxY, b.maxY) - Swift.max(a.minY, b.minY)
        let gap = Swift.max(a.minX, b.minX) - Swift.min(a.maxX, b.maxX)
        return shared >= line / 2 && gap <= line
    }

    /// Whether an actionable ancestor is the same target, so only the ancestor is measured: it
    /// covers the element's place (``isSamePlace(_:_:)``: one place on the screen, listed
    /// twice, such as iOS's AirPlay button inside its route picker), or, on iOS, it holds the
    /// element and its label contains the element's (XCUITest lists a link's text as a Link
    /// inside the Link, and the parts of a button's title as buttons inside it).
    ///
    /// Decision: any other small target inside a larger actionable element is its own target (a
    /// button on a card) and is reported, since nothing in a dump shows that the two do the same
    /// thing. ATF's TouchTargetSizeCheck reports it too, demoted to a warning because the
    /// ancestor may act for it (TouchTargetSizeCheck.java lines 238-262 at c65cab0), and it asks
    /// nothing of the two names. So on Android the same name is no proof of one target: a React
    /// Native test id ("touch") given as the description of a card and of each button on it names
    /// no action. The finding is lowered as ATF lowers it (``qualifyingClickableAncestor``).
    ///
    /// - Complexity: O(depth).
    private func isSameTargetAsAncestor(_ element: AccessibilityElement, in context: AuditContext) -> Bool {
        let label = element.trimmedLabel
        return context.index.firstAncestor(of: element.id) { ancestor in
            guard ancestor.isActionable(on: context.platform) else { return false }
            if Self.isSamePlace(ancestor.frame, element.frame) { return true }
            // XCUITest lists the parts of a button's title as buttons inside it; Android lists
            // nothing twice that way, and ATF asks nothing of the names. A part is whole words of
            // the title: a "Like" button inside a post labelled "Liked by Tom and 5 others" has its
            // own action (issue 21: a small target with its own action inside a larger card).
            // A cell VoiceOver reads as one element speaks for the controls inside it, which a
            // finger still taps one by one (``isTappedAnyway(_:on:)``), so its label gathers their
            // words: a button named by some of them is its own target (issue 21: a small target
            // with its own action inside a larger card, as ATF measures it); one named by its
            // whole label is the row's one control (a settings row "About").
            guard context.platform == .iOS, let label, let outer = ancestor.trimmedLabel,
                ancestor.isIOSCell
                    ? outer == label : outer.contains(label) && TextMatching.containsWord(label, in: outer)
            else { return false }
            return ancestor.frame.contains(element.frame)
        } != nil
    }

    /// Whether an Android node is checkable but neither clickable, long-clickable nor focusable:
    /// a preference row's switch or radio button, which the row toggles. A touch on it reaches
    /// the clickable row around it (a view that is not clickable does not consume it), so it is
    /// no target of its own; ATF's TouchTargetSizeCheck measures only clickable or long-clickable
    /// views (TouchTargetSizeCheck.java lines 192-201).
    static func isCheckedThroughItsRow(_ element: AccessibilityElement, on platform: Platform) -> Bool {
        platform == .android && element.isCheckable && !element.isClickable && !element.isLongClickable
            && !element.isFocusable && !element.isScreenReaderFocusable
    }

    /// A number rounded to at most `decimals` places, without trailing zeros ("38.1", "44", "2.625").
    static func format(_ value: Double, decimals: Int = 1) -> String {
        // A dump may state any finite size (WebDriverAgent's height="1e300"): beyond Double's exact
        // integers there is nothing to round, and Int(_:) would trap past Int.max.
        guard value.isFinite, abs(value) < 1e15 else { return String(value) }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
