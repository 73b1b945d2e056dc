import AccessibilityTree
import CarouselKit

/// A headless, deterministic VoiceOver or TalkBack: it holds a screen (static, or live with
/// components), a focus, a rotor and a manual clock, performs gestures, and reports what the
/// real screen reader would say and do.
///
/// The focus order and an identity-to-position map are computed once per version of the tree
/// (at creation, and after a component handled an event), so a swipe costs O(depth) and a walk
/// over a whole screen is linear. Every gesture, passing of time and posted notification is
/// recorded in ``transcript``.
///
/// ```swift
/// var voiceOver = ScreenReaderSimulator(.voiceOver, screen: settings)
/// let outcome = voiceOver.perform(.swipeRight)
/// outcome.spokenText()   // "Volume, 50%, Adjustable"
/// ```
///
/// Decisions where the digests are silent:
/// - Before the first gesture nothing is focused; swipe right focuses the first element and
///   swipe left the last.
/// - Focus on an element outside the swipe order (moved there by `layoutChanged`, e.g. a card
///   inside a carousel that is one element) navigates from its nearest ancestor in the order:
///   swipe right goes to the element after that ancestor, swipe left to the ancestor.
/// - When the focused element disappears from the tree, focus moves to the element now at its
///   old position in the order (or the last one), without speaking.
public struct ScreenReaderSimulator: Sendable {
    /// The screen reader being simulated.
    public let reader: ScreenReader
    /// How speech is written in ``transcript``.
    public var style: SpeechStyle
    /// The words spoken.
    public let strings: SpeechStrings
    /// The screen and its components, in their current state.
    public internal(set) var liveScreen: LiveScreen
    /// The focused element's identity, or `nil` before the first gesture.
    public internal(set) var focus: ElementID?
    /// The time since the screen appeared, advanced only by ``advance(by:)``.
    public internal(set) var now: Duration = .zero
    /// Every step so far.
    public internal(set) var transcript: Transcript

    var tree: Tree
    var selectedRotor: RotorSetting?
    var generalRotor: RotorSetting = .headings
    var actionIndex: Int?
    var lastPageScrolled: String?
    /// The focused element's own words (``speech(for:)``) as composed when focus moved there, so the
    /// transcript's description does not compose them again.
    var focusedSpeech: FocusedSpeech?

    /// An element's own words, valid for that element in that version of the tree only.
    struct FocusedSpeech: Sendable {
        var id: ElementID
        var treeVersion: Int
        var words: Utterance
    }

    /// One version of the resolved tree with its precomputed navigation data.
    struct Tree: Sendable {
        var screen: AccessibilityScreen
        var index: ScreenIndex
        var order: [ElementID]
        var position: [ElementID: Int]
        /// TalkBack's backward stops and their positions, where they differ from ``order``
        /// (``TalkBackScreenFacts/backwardOrder``); `nil` when swipe left retraces ``order``.
        var backward: (order: [ElementID], position: [ElementID: Int])?
        var owners: [ElementID: Int]
        var focusable: Set<ElementID>
        /// TalkBack's decisions about this version of the screen (`nil` for VoiceOver).
        var talkBack: TalkBackScreenFacts?
        /// The rotors' stops and tab positions, so a gesture looks them up rather than scanning.
        var stops: NavigationStops
        var version: Int
    }

    /// Creates a simulator over a static screen, such as one imported from a dump.
    ///
    /// - Complexity: O(n log n + n·depth) in the number of elements (the reading order is sorted
    ///   once; the rotors' stops are found once).
    public init(
        _ reader: ScreenReader, screen: AccessibilityScreen, style: SpeechStyle = .commas, strings: SpeechStrings? = nil
    ) {
        self.init(reader, liveScreen: LiveScreen(screen), style: style, strings: strings)
    }

    /// Creates a simulator over a screen with live components.
    ///
    /// - Complexity: O(n log n) in the number of elements.
    public init(
        _ reader: ScreenReader, liveScreen: LiveScreen, style: SpeechStyle = .commas, strings: SpeechStrings? = nil
    ) {
        self.reader = reader
        self.style = style
        self.strings = strings ?? SpeechStrings.table(forLanguage: liveScreen.screen.language)
        self.liveScreen = liveScreen
        self.transcript = Transcript(reader: reader)
        self.tree = Self.makeTree(reader: reader, liveScreen: liveScreen, version: 0)
    }

    // MARK: - Reading the current state

    /// The screen as the reader sees it now (components resolved).
    public var screen: AccessibilityScreen { tree.screen }

    /// Constant-time look-ups of ``screen``'s elements and their ancestors, built once each time the
    /// tree is read (an auditor asks the same questions of the same screen).
    public var screenIndex: ScreenIndex { tree.index }

    /// How many times the tree has been read again since the simulator was created: it changes
    /// only when a component handled an event, never on a swipe over a static screen.
    public var treeVersion: Int { tree.version }

    /// The identities swipe right visits, in order.
    public var focusOrder: [ElementID] { tree.order }

    /// The focused element, or `nil`.
    public var focusedElement: AccessibilityElement? { focus.flatMap { tree.index[$0] } }

    /// The element with the identity in the current tree, including elements outside the swipe order.
    public func element(_ id: ElementID) -> AccessibilityElement? { tree.index[id] }

    /// What the reader says when the element takes focus, without hint or container context.
    ///
    /// - Complexity: O(depth) for most elements.
    public func speech(for id: ElementID) -> Utterance? {
        guard let element = tree.index[id] else { return nil }
        switch reader {
        case .voiceOver:
            return voiceOverSpeech(for: element).speech(for: element, context: tree.stops.voiceOverContexts[id])
        case .talkBack:
            return talkBackSpeech(for: element.id, from: element.id)
        }
    }

    /// VoiceOver speaking the element's traits, states and hints in the words of: the table of the
    /// element's own language (`accessibilityLanguage`) when that table has VoiceOver words of its own
    /// (en, de, ru) and is not the screen's, as AccessibilitySnapshot@5b03db8
    /// UIAccessibility+SnapshotAdditions.swift:6 picks its strings by the element's language
    /// (``SpeechStrings/voiceOverLocalization(for:)``); else the screen's (with any overrides): an
    /// element language AccessibilitySnapshot has no strings for is read from its resource bundle, in
    /// the app's language (`String+Localization.swift:22-49`).
    ///
    /// Built from the simulator's own table in place: returning that table first copied all of
    /// its words (both readers') at every stop of a walk, only to keep VoiceOver's.
    ///
    /// - Complexity: O(length of the tags).
    func voiceOverSpeech(for element: AccessibilityElement) -> VoiceOverSpeech {
        guard let language = element.language, !language.isEmpty,
            let localization = SpeechStrings.voiceOverLocalization(for: language),
            localization != SpeechStrings.matchLanguage(strings.language)
        else { return VoiceOverSpeech(strings: strings) }
        return VoiceOverSpeech(strings: SpeechStrings.table(forLanguage: localization))
    }

    /// VoiceOver's container context of the element (tab or series position, list or landmark
    /// edge, data-table cell), or `nil`; always `nil` for TalkBack.
    ///
    /// - Complexity: O(1).
    public func voiceOverContext(of id: ElementID) -> VoiceOverContext? { tree.stops.voiceOverContexts[id] }

    /// The hint the reader speaks after the element's words, or `nil`.
    public func hint(for id: ElementID) -> Utterance? {
        guard let element = tree.index[id] else { return nil }
        switch reader {
        case .voiceOver:
            return voiceOverSpeech(for: element).hint(for: element, context: tree.stops.voiceOverContexts[id])
        case .talkBack: return talkBackHint(for: element.id)
        }
    }

    // MARK: - Tree versions

    static func makeTree(reader: ScreenReader, liveScreen: LiveScreen, version: Int) -> Tree {
        let (screen, owners) = liveScreen.resolved(for: reader.platform)
        let index = ScreenIndex(screen)
        let talkBack = reader == .talkBack ? TalkBackFocusRules.analyse(screen, index: index) : nil
        let ordered: [AccessibilityElement]
        switch reader {
        case .voiceOver: ordered = ReadingOrder.voiceOver(screen, rowTolerance: ReadingOrder.rowTolerance(for: screen))
        case .talkBack: ordered = talkBack?.order.compactMap { index[$0] } ?? []
        }
        var order: [ElementID] = []
        var position: [ElementID: Int] = [:]
        order.reserveCapacity(ordered.count)
        var headings: [Int] = []
        var links: [Int] = []
        for element in ordered where position[element.id] == nil {
            if element.isHeading { headings.append(order.count) }
            if element.traits.contains(.link) { links.append(order.count) }
            position[element.id] = order.count
            order.append(element.id)
        }
        var containerStarts: [Int] = []
        var containerStartOwners: [ElementID] = []
        var previous: ElementID?
        for (offset, id) in order.enumerated() {
            let owner = index.firstAncestor(of: id) { $0.containerType != ContainerType.none }?.id
            if let owner, owner != previous {
                containerStarts.append(offset)
                containerStartOwners.append(owner)
            }
            previous = owner
        }
        var backward: (order: [ElementID], position: [ElementID: Int])?
        if let stops = talkBack?.backwardOrder {
            var backwardPosition: [ElementID: Int] = [:]
            var backwardOrder: [ElementID] = []
            for id in stops where backwardPosition[id] == nil && index[id] != nil {
                backwardPosition[id] = backwardOrder.count
                backwardOrder.append(id)
            }
            backward = (backwardOrder, backwardPosition)
        }
        return Tree(
            screen: screen, index: index, order: order, position: position, backward: backward, owners: owners,
            focusable: reader == .talkBack ? Set(order) : [], talkBack: talkBack,
            stops: NavigationStops(
                headings: headings, links: links, containerStarts: containerStarts,
                containerStartOwners: containerStartOwners,
                voiceOverContexts: reader == .voiceOver ? VoiceOverSpeech.contexts(order: order, index: index) : [:]),
            version: version)
    }

    /// Reads the tree again after a component changed; keeps focus where it was when possible.
    mutating func reread() {
        let oldPosition = focus.flatMap { referencePosition(of: $0) }
        tree = Self.makeTree(reader: reader, liveScreen: liveScreen, version: tree.version + 1)
        if let current = focus, tree.index[current] == nil {
            if let oldPosition, !tree.order.isEmpty {
                focus = tree.order[min(oldPosition, tree.order.count - 1)]
            } else {
                focus = nil
            }
        }
    }

    /// The position in the order of the element, or of its nearest ancestor in the order.
    ///
    /// - Complexity: O(depth).
    func referencePosition(of id: ElementID) -> Int? {
        if let position = tree.position[id] { return position }
        return tree.index.ancestors(of: id).lazy.compactMap { tree.position[$0] }.first
    }

    /// Whether the element is the container or inside it.
    func isElement(_ id: ElementID, inside container: ElementID) -> Bool {
        tree.index.isElement(id, inside: container)
    }

    // MARK: - Recording

    mutating func record(_ gesture: String, _ outcome: GestureOutcome) {
        let element = outcome.focus.flatMap { tree.index[$0] }
        // The step keeps only the inferences of what was said, each once: gathered without
        // copying every utterance's parts into one.
        var inferences: [String] = []
        func gather(_ utterance: Utterance) {
            for inference in utterance.inferences where !inferences.contains(inference) { inferences.append(inference) }
        }
        for utterance in outcome.speech { gather(utterance) }
        if let hint = outcome.hint { gather(hint) }
        // Worked out here rather than in closures: a closure over a mutating method's `self` copies
        // the whole simulator at every step.
        var description: String?
        var isOffScreen = false
        if let element {
            description = shortDescription(of: element)
            isOffScreen = self.isOffScreen(element)
        }
        var step = Transcript.Step(
            gesture: gesture, element: outcome.focus?.rawValue, elementDescription: description,
            speech: outcome.spokenText(style), hint: outcome.hint.map(style.render),
            sounds: outcome.sounds.map(\.rawValue), announcements: outcome.announcements,
            performed: outcome.effects.compactMap { effect in
                guard case .performed(let action, let element) = effect else { return nil }
                return "\(action) \(element)"
            }, isOffScreen: isOffScreen)
        step.inferences = inferences
        transcript.steps.append(step)
    }

    /// The label (or value) and the role or trait words: "Volume (Adjustable)".
    func shortDescription(of element: AccessibilityElement) -> String {
        let words: Utterance
        if let focusedSpeech, focusedSpeech.id == element.id, focusedSpeech.treeVersion == tree.version {
            words = focusedSpeech.words
        } else {
            words = speech(for: element.id) ?? Utterance()
        }
        // Read from the parts in place: this runs at every step of a walk.
        let parts = words.parts
        let name =
            parts.first { $0.kind == .label }?.text ?? parts.first { $0.kind == .value }?.text ?? element.id.rawValue
        var description = name
        var separator = " ("
        for part in parts where part.kind == .trait {
            description += separator
            description += part.text
            separator = ", "
        }
        if separator == ", " { description += ")" }
        return description
    }
}
