import AccessibilityTree
import ScreenReaderKit

/// What a rule sees: the screen, look-ups over it, the carousels on it, and the screen reader's
/// answers (focus order, speech, swipes to pass), all computed once per screen.
///
/// Focus order and speech come only from the screen reader (by default ``SimulatedScreenReader``,
/// ScreenReaderKit's simulator); AuditKit does not approximate them.
public struct AuditContext: Sendable {
    /// The screen under audit, with any live components resolved into elements.
    public let screen: AccessibilityScreen
    /// Constant-time look-ups of elements and their ancestors.
    public let index: ScreenIndex
    /// Every element of the screen, parents before children, roots in order
    /// (``AccessibilityTree/AccessibilityScreen/allElements``), listed once for every rule.
    public let allElements: [AccessibilityElement]
    /// The file the screen was read from, used for findings' locations.
    public let file: String?
    /// Counts swipes through a container.
    public let swipeCounter: any SwipeCounting
    /// Speaks elements.
    public let speechProvider: any SpeechProviding
    /// The elements the screen reader's swipe right visits, in order.
    public let focusOrder: [AccessibilityElement]
    /// The content carousels ``CarouselDetector`` found on the screen: the containers the
    /// carousel rules check.
    public let carousels: [DetectedCarousel]
    /// Every horizontal container ``CarouselDetector`` found, with what it is for and why
    /// (tabs, chips, page dots... as well as the carousels).
    public let containers: [ContainerClassification]
    /// The screen's bounds: its size, or the union of its roots' frames when the size is unknown.
    public let bounds: ScreenRect
    /// The screen's bounds, grown to hold every window: an Appium dump may report a window size
    /// that leaves out the navigation bar while its views reach below it. Kept, since the
    /// touch-target rule asks for it for every element.
    let screenExtent: ScreenRect
    /// The language the screen is audited in, and where it came from (``AuditLanguage``).
    public let language: AuditLanguage
    /// The words the word-matching rules look for, in ``language`` (``AuditVocabulary``).
    public let vocabulary: AuditVocabulary
    /// Each element's speech once asked, shared by every rule and finding (``ScreenMemo``).
    private let speechMemo = ScreenMemo<ElementID, Utterance?>()
    /// Each element's path and locator once built, shared by every rule and finding
    /// (``ScreenMemo``).
    private let referenceMemo = ScreenMemo<ElementID, (element: AccessibilityElement, path: String, locator: String)>()
    /// The children of each parent of many children, counted by kind once for the paths of all
    /// their findings (``ElementPath/CountedChildren``), kept with the parent they were counted in.
    private let countedChildrenMemo = ScreenMemo<
        ElementID, (parent: AccessibilityElement, counted: ElementPath.CountedChildren)
    >()
    /// The peers each scroller's side measures its items against, read once for all the items of
    /// one parent and class that end at that side (``ClippingPeers``).
    let clippingPeersMemo = ScreenMemo<ClippingPeers.Key, ClippingPeers>()

    /// Creates a context whose screen reader is the simulator for the screen's platform, built once.
    ///
    /// - Parameter language: the language to audit in (a BCP 47 tag); `nil` takes the screen's
    ///   (see ``AuditLanguage/resolve(for:given:)``).
    /// - Complexity: O(n log n) in the number of elements.
    public init(
        screen: AccessibilityScreen, file: String? = nil, detector: CarouselDetector = CarouselDetector(),
        language: String? = nil
    ) {
        self.init(liveScreen: LiveScreen(screen), file: file, detector: detector, language: language)
    }

    /// Creates a context for a screen with live components (such as this package's carousel):
    /// the simulator resolves the components and the rules see the elements they produce.
    ///
    /// The simulator speaks the audit's language: when it was given or inferred, the screen's
    /// ``AccessibilityScreen/language`` is set to it (and a right-to-left language lays the screen
    /// out right to left, ``AuditLanguage/applied(to:)``) before the simulator reads the screen.
    ///
    /// - Parameter language: the language to audit in (a BCP 47 tag); `nil` takes the screen's.
    /// - Complexity: O(n log n) in the number of elements.
    public init(
        liveScreen: LiveScreen, file: String? = nil, detector: CarouselDetector = CarouselDetector(),
        language: String? = nil
    ) {
        var resolved = AuditLanguage.resolve(for: liveScreen.screen, given: language)
        var liveScreen = liveScreen
        liveScreen.screen = resolved.applied(to: liveScreen.screen)
        let reader = SimulatedScreenReader(liveScreen)
        self.init(
            screen: reader.screen, file: file ?? liveScreen.screen.sourceFile, swipeCounter: reader,
            speechProvider: reader, focusOrdering: reader, detector: detector, resolvedLanguage: resolved,
            index: reader.simulator.screenIndex)
    }

    /// Creates a context with the given screen-reader answers (another simulator, or a stand-in),
    /// detecting the screen's carousels once for every rule.
    ///
    /// - Parameter language: the language to audit in (a BCP 47 tag); `nil` takes the screen's.
    /// - Complexity: O(n log n) in the number of elements.
    public init(
        screen: AccessibilityScreen,
        file: String? = nil,
        swipeCounter: any SwipeCounting,
        speechProvider: any SpeechProviding,
        focusOrdering: any FocusOrdering,
        detector: CarouselDetector = CarouselDetector(),
        language: String? = nil
    ) {
        self.init(
            screen: screen, file: file, swipeCounter: swipeCounter, speechProvider: speechProvider,
            focusOrdering: focusOrdering, detector: detector,
            resolvedLanguage: AuditLanguage.resolve(for: screen, given: language))
    }

    /// Creates a context in a language already resolved (the simulator was given the screen in it).
    init(
        screen: AccessibilityScreen, file: String?, swipeCounter: any SwipeCounting,
        speechProvider: any SpeechProviding,
        focusOrdering: any FocusOrdering, detector: CarouselDetector, resolvedLanguage: AuditLanguage,
        index: ScreenIndex? = nil
    ) {
        language = resolvedLanguage
        let vocabulary = AuditVocabulary.shared(language: resolvedLanguage.tag)
        self.vocabulary = vocabulary
        // The simulator's index of this same screen, when it read it: building one again walked
        // and hashed every element a second time.
        let index = index ?? ScreenIndex(screen)
        self.screen = screen
        self.index = index
        // The index lists the same elements in the same order unless it skipped a repeated
        // identity's subtree: listing them again walked and copied the whole screen a second time.
        self.allElements = index.hasRepeatedIdentities ? screen.allElements : index.elementsInPreorder
        self.file = file ?? screen.sourceFile
        self.swipeCounter = swipeCounter
        self.speechProvider = speechProvider
        let order = focusOrdering.focusOrder
        self.focusOrder = order.compactMap { index[$0] }
        let containers = detector.classify(in: screen, focusOrder: order, vocabulary: vocabulary, index: index)
        self.containers = containers
        self.carousels = containers.compactMap(\.carousel)
        let bounds = Self.bounds(of: screen)
        self.bounds = bounds
        self.screenExtent = screen.roots.reduce(bounds) { $0.union($1.frame) }
    }

    /// The screen's platform.
    public var platform: Platform { screen.platform }

    /// The bounds of a screen: its size when known, else the union of its roots' frames.
    static func bounds(of screen: AccessibilityScreen) -> ScreenRect {
        if screen.size.width > 0, screen.size.height > 0 {
            return ScreenRect(origin: .zero, size: screen.size)
        }
        return screen.roots.reduce(ScreenRect.zero) { $0.union($1.frame) }
    }

    /// What the screen reader says for the element, in parts; `nil` when it is never focused.
    ///
    /// Asked of ``speechProvider`` once per element and screen: every later call, from any rule,
    /// returns the same answer without composing it again.
    public func utterance(of element: AccessibilityElement) -> Utterance? {
        speechMemo.value(for: element.id) { speechProvider.speech(of: element.id) }
    }

    /// What the screen reader says for the element, as the caption panel writes it
    /// ("Related stories, Carousel, Adjustable"); `nil` when it is never focused.
    public func speech(of element: AccessibilityElement) -> String? {
        utterance(of: element).map { SpeechStyle.commas.render($0) }
    }

    /// The role and trait words the screen reader speaks for the element, lowercased
    /// (["button"], ["heading"]); empty when it is never focused.
    public func roleWords(of element: AccessibilityElement) -> [String] {
        (utterance(of: element)?.texts(of: .trait) ?? []).map { $0.lowercased() }
    }

    /// A reference to the element for a finding: its identity, identifier, description, path and
    /// stable locator.
    ///
    /// The path and locator are built once per element and screen: a later call with an equal
    /// element (a rule's copy of the screen's element) reuses them without walking the ancestors
    /// again.
    ///
    /// - Complexity: O(depth) the first time; O(1) after.
    public func reference(to element: AccessibilityElement) -> FindingElement {
        let place = referenceMemo.value(for: element.id, isReusable: { $0.element == element }) {
            var ancestors = index.ancestorElements(of: element.id)
            ancestors.reverse()
            return (
                element, ElementPath.readable(element, ancestors: ancestors, countedChildren: countedChildren(of:)),
                ElementLocator.locator(of: element, ancestors: ancestors)
            )
        }
        return FindingElement(
            id: element.id, identifier: element.identifier,
            description: FindingElement.describe(element), path: place.path,
            locator: place.locator, frame: element.frame)
    }

    /// The parent's children counted by kind (``ElementPath/CountedChildren``), kept for the next
    /// path through it; `nil` for a parent of ``countedParentChildren`` children or fewer, whose
    /// few siblings a step counts faster in place.
    private func countedChildren(of parent: AccessibilityElement) -> ElementPath.CountedChildren? {
        guard parent.children.count > Self.countedParentChildren else { return nil }
        return countedChildrenMemo.value(for: parent.id, isReusable: { $0.parent == parent }) {
            (parent, ElementPath.CountedChildren(parent.children))
        }.counted
    }

    /// How many children a parent has before its children are counted once for all their paths.
    static let countedParentChildren = 64

    /// A finding of the rule about the element, at the rule's default severity, located at the
    /// element's source line and carrying what the element says.
    ///
    /// The line is kept only when it is a line (1 or more) of the finding's file: a screen
    /// document may carry `source` locations it was converted from, which point into another file.
    /// `related` lists the other elements the finding concerns (a carousel's cards), each with its
    /// line and an optional note: one finding per container and rule, not one per card.
    public func finding(
        _ rule: some AuditRule, about element: AccessibilityElement?, message: String,
        swipesToPass: Int? = nil, mayHaveMoreOffScreen: Bool? = nil,
        related: [(element: AccessibilityElement, note: String?)] = []
    ) -> Finding {
        let findingFile = file ?? element?.source?.file
        func place(of element: AccessibilityElement?) -> DumpLocation? {
            element?.source.flatMap { $0.file == findingFile && $0.line >= 1 ? $0 : nil }
        }
        let location = place(of: element)
        let relatedElements = related.map { entry in
            let place = place(of: entry.element)
            return RelatedElement(
                element: reference(to: entry.element), line: place?.line,
                column: place.flatMap { $0.column >= 1 ? $0.column : nil }, note: entry.note)
        }
        return Finding(
            rule: rule.identifier, severity: rule.defaultSeverity, message: message,
            file: findingFile, line: location?.line, column: location.flatMap { $0.column >= 1 ? $0.column : nil },
            // Closures, not the methods themselves: `element.map(reference(to:))` applied the
            // method to a copy of the whole context (every field retained, then released) on each
            // finding.
            element: element.map { reference(to: $0) }, speech: element.flatMap { speech(of: $0) },
            swipesToPass: swipesToPass, mayHaveMoreOffScreen: mayHaveMoreOffScreen,
            related: relatedElements.isEmpty ? nil : relatedElements)
    }
}
