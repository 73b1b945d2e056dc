import AccessibilityTree
import AuditKit

/// The tests' stand-in for the screen-reader simulator: counts the focus stops inside a container.
///
/// - iOS: the elements VoiceOver visits (``ReadingOrder/voiceOver(_:rowTolerance:)``) that are
///   the container or lie inside it.
/// - Android: the visible nodes in the container's subtree (the container included) that are
///   clickable, long-clickable, focusable or screen-reader-focusable, not counting nodes inside
///   one already counted (TalkBack reads such a node's content as one stop).
///
/// Each stop is one swipe right, so a carousel that is one element costs 1.
struct FocusStopCounter: SwipeCounting {
    func swipesToPass(container: ElementID, in screen: AccessibilityScreen) -> Int? {
        let index = ScreenIndex(screen)
        guard let root = index[container] else { return nil }
        switch screen.platform {
        case .iOS:
            return ReadingOrder.voiceOver(screen).filter { element in
                element.id == container || index.ancestors(of: element.id).contains(container)
            }.count
        case .android:
            var count = 0
            var stack = [root]
            while let node = stack.popLast() {
                guard node.isVisible, !node.isHidden else { continue }
                if node.isClickable || node.isLongClickable || node.isFocusable || node.isScreenReaderFocusable {
                    count += 1
                } else {
                    stack.append(contentsOf: node.children)
                }
            }
            return count
        }
    }
}

/// The tests' stand-in for speech: the label, then the value, joined with ", ".
struct LabelSpeech: SpeechProviding {
    func speech(of element: ElementID, in screen: AccessibilityScreen) -> String? {
        guard let found = screen.element(withID: element) else { return nil }
        let parts = [found.label, found.value].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
