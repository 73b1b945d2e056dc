import CarouselKit

/// A screen-reader gesture or command a test performs.
///
/// Multi-finger swipes name the direction the fingers move. Decision (the digests are silent on
/// the mapping): the content follows the fingers, so a swipe to the left shows the next page and
/// is sent to components as `ScrollDirection.right`; a swipe up is sent as `ScrollDirection.down`.
public enum ScreenReaderGesture: Sendable, Hashable, CustomStringConvertible {
    /// One-finger swipe right: next element (previous on a right-to-left screen, see
    /// ``ScreenReaderSimulator/swipesAreMirrored``).
    case swipeRight
    /// One-finger swipe left: previous element (next on a right-to-left screen).
    case swipeLeft
    /// One-finger double tap: activate (or perform the selected custom action).
    case doubleTap
    /// One-finger swipe up: increment an adjustable element, else the previous rotor item.
    case swipeUp
    /// One-finger swipe down: decrement an adjustable element, else the next rotor item.
    case swipeDown
    /// VoiceOver: turn the rotor to its next setting (two-finger rotate clockwise).
    case rotorNext
    /// VoiceOver: turn the rotor to its previous setting.
    case rotorPrevious
    /// VoiceOver: three-finger swipe in the direction the fingers move (scrolls the focused element).
    case threeFingerSwipe(ScrollDirection)
    /// TalkBack: two-finger swipe in the direction the fingers move (scrolls a pager or list).
    case twoFingerSwipe(ScrollDirection)
    /// TalkBack: a scroll action from the actions menu (`ScrollDirection.forward` or `.backward`).
    case scrollAction(ScrollDirection)
    /// VoiceOver: two-finger scrub, escape.
    case twoFingerScrub
    /// VoiceOver: two-finger double tap, the magic tap.
    case magicTap
    /// VoiceOver: two-finger swipe up, read all from the top.
    case readAllFromTop
    /// VoiceOver: two-finger swipe down, read all from the focused element.
    case readAllFromFocus
    /// Jump to the next heading (VoiceOver's Headings rotor, TalkBack's headings reading control).
    case nextHeading
    /// Jump to the previous heading.
    case previousHeading
    /// TalkBack: open the actions menu of the focused node (its custom actions are read out).
    case actionsMenu
    /// Perform the focused element's custom action with this name (picked from the Actions
    /// rotor or the actions menu).
    case customAction(String)

    /// How the transcript names the gesture ("swipe right", "three-finger swipe left").
    public var description: String {
        switch self {
        case .swipeRight: "swipe right"
        case .swipeLeft: "swipe left"
        case .doubleTap: "double tap"
        case .swipeUp: "swipe up"
        case .swipeDown: "swipe down"
        case .rotorNext: "rotor next"
        case .rotorPrevious: "rotor previous"
        case .threeFingerSwipe(let direction): "three-finger swipe \(direction.rawValue)"
        case .twoFingerSwipe(let direction): "two-finger swipe \(direction.rawValue)"
        case .scrollAction(let direction): "scroll \(direction.rawValue)"
        case .twoFingerScrub: "two-finger scrub"
        case .magicTap: "two-finger double tap"
        case .readAllFromTop: "two-finger swipe up"
        case .readAllFromFocus: "two-finger swipe down"
        case .nextHeading: "next heading"
        case .previousHeading: "previous heading"
        case .actionsMenu: "actions menu"
        case .customAction(let name): "action \"\(name)\""
        }
    }

    /// The scroll the fingers' direction asks of the content (see the type's note).
    static func scroll(forFingers direction: ScrollDirection) -> ScrollDirection {
        switch direction {
        case .left: .right
        case .right: .left
        case .up: .down
        case .down: .up
        case .forward, .backward: direction
        }
    }
}
