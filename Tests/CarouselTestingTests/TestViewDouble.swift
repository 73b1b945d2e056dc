import AccessibilityTree
import CarouselKit
import CarouselTesting
import Foundation

/// A stand-in for a `UIView` (or `UIAccessibilityElement`) that answers the UIAccessibility entry
/// points as UIKit's base classes do unless a test gives it behaviour: `accessibilityActivate()`,
/// `accessibilityScroll(_:)`, `accessibilityPerformEscape()` and `accessibilityPerformMagicTap()`
/// return `false`, `accessibilityIncrement()` / `accessibilityDecrement()` do nothing, and a custom
/// action runs its handler. Children are `accessibilityElements` when set, else subviews.
final class TestView: @unchecked Sendable {
    // Every property is read and written with `screen.lock` held (through `TestScreen`), which
    // makes the class safe to send; tests build and mutate it from one task.
    var kind: CapturedObject.Kind = .view
    var className: String
    var isAccessibilityElement = false
    var label: String?
    var value: String?
    var traits: [String] = []
    var frame: ScreenRect
    var isHidden = false
    var alpha = 1.0
    var viewIsModal = false
    var shouldGroupChildren = false
    var subviews: [TestView] = []
    var accessibilityElements: [TestView]?
    var customActions: [(name: String, handler: () -> Bool)] = []
    var onActivate: (() -> Bool)?
    var onIncrement: (() -> Void)?
    var onDecrement: (() -> Void)?
    var onScroll: ((ScrollDirection) -> Bool)?
    var onEscape: (() -> Bool)?
    var onMagicTap: (() -> Bool)?

    init(_ className: String, frame: ScreenRect, label: String? = nil, traits: [String] = [], element: Bool = false) {
        self.className = className
        self.frame = frame
        self.label = label
        self.traits = traits
        self.isAccessibilityElement = element
    }

    var children: [TestView] { accessibilityElements ?? subviews }

    func accessibilityActivate() -> Bool { onActivate?() ?? false }
    func accessibilityIncrement() { onIncrement?() }
    func accessibilityDecrement() { onDecrement?() }
    func accessibilityScroll(_ direction: ScrollDirection) -> Bool { onScroll?(direction) ?? false }
    func accessibilityPerformEscape() -> Bool { onEscape?() ?? false }
    func accessibilityPerformMagicTap() -> Bool { onMagicTap?() ?? false }

    var captured: CapturedObject {
        CapturedObject(
            kind: kind, className: className, isAccessibilityElement: isAccessibilityElement, label: label,
            value: value,
            traits: CapturedTraits(knownNames: traits), frame: frame, customActions: customActions.map(\.name),
            viewIsModal: viewIsModal, isHidden: isHidden, alpha: alpha, viewSize: kind == .view ? frame.size : nil,
            shouldGroupChildren: shouldGroupChildren,
            childrenSource: accessibilityElements == nil ? .subviews : .accessibilityElements,
            children: children.map(\.captured))
    }
}

/// A window of ``TestView``s as a ``LiveAccessibilityTarget``, with a `post` that records what
/// the app posts as `UIAccessibility.post(notification:argument:)` would deliver it to VoiceOver.
final class TestScreen: LiveAccessibilityTarget, @unchecked Sendable {
    // `lock` guards `root`'s tree and `posted`.
    private let lock = NSLock()
    let root: TestView
    private var posted: [PostedAccessibilityNotification] = []
    /// Every entry point called, as "call path" lines, for assertions.
    private(set) var calls: [String] = []

    init(_ root: TestView) { self.root = root }

    func post(_ notification: PostedAccessibilityNotification) { lock.withLock { posted.append(notification) } }

    func captureScreen() -> ViewCapture {
        lock.withLock {
            ViewCapture(name: "Test screen", screen: CaptureScreen(size: root.frame.size), roots: [root.captured])
        }
    }

    /// The path of a view in the current tree (for notifications that move focus to it).
    func path(of view: TestView) -> [Int]? {
        var pending: [(TestView, [Int])] = [(root, [0])]
        while let (next, path) = pending.popLast() {
            if next === view { return path }
            pending.append(contentsOf: next.children.enumerated().map { ($1, path + [$0]) })
        }
        return nil
    }

    func perform(_ call: LiveAccessibilityCall, at path: [Int]) -> Bool {
        let view: TestView? = lock.withLock {
            guard path.first == 0 else { return nil }
            var node = root
            for index in path.dropFirst() {
                guard node.children.indices.contains(index) else { return nil }
                node = node.children[index]
            }
            calls.append("\(call) \(path.map(String.init).joined(separator: "."))")
            return node
        }
        // Handlers run without the lock: they change the tree and post, as app code does.
        guard let view else { return false }
        switch call {
        case .activate: return view.accessibilityActivate()
        case .increment:
            view.accessibilityIncrement()
            return true
        case .decrement:
            view.accessibilityDecrement()
            return true
        case .scroll(let direction): return view.accessibilityScroll(direction)
        case .customAction(let name): return view.customActions.first { $0.name == name }?.handler() ?? false
        case .escape: return view.accessibilityPerformEscape()
        case .magicTap: return view.accessibilityPerformMagicTap()
        }
    }

    func takePostedNotifications() -> [PostedAccessibilityNotification] {
        lock.withLock {
            defer { posted = [] }
            return posted
        }
    }
}
