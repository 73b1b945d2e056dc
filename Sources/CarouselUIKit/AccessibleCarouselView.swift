#if canImport(UIKit)
    import UIKit
    import AccessibilityTree
    import CarouselKit

    /// A container that makes the app's own `UICollectionView` of cards accessible through a
    /// CarouselKit component (usually a `Carousel`).
    ///
    /// The view hides the collection view's cells from VoiceOver and exposes instead the component's
    /// elements, as ``ComponentAccessibilityElement``s: with the default adjustable strategy, one
    /// adjustable element that a single swipe passes. Every accessibility callback is one
    /// `HostEvent` for the component's `ComponentHost` (through ``model``); the effects come back as
    /// UIKit calls (``UIKitEffectMapping``): notifications, scrolling the current card into view
    /// with `scrollToItem(at:at:animated:)`, and `onPerform` for the app's actions.
    ///
    /// The view tells the host when Reduce Motion changes. It sends `tick(now:)` every
    /// ``tickInterval`` only while the component wants ticks (``UIKitAdapterModel/shouldTick(isInWindow:hasTickInterval:)``):
    /// a carousel with automatic rotation that nothing holds; the timer stops while the user paused,
    /// Reduce Motion is on or VoiceOver focus is inside, and never runs without rotation. Focus
    /// gained and lost by its elements reaches the host, which tells the component focus left once
    /// per exit.
    ///
    /// ```swift
    /// let carousel = Carousel(id: "related", name: "Related stories", cards: ArrayCardSource(cards))
    /// let view = AccessibleCarouselView(collectionView: cardsView, component: carousel)
    /// view.onPerform = { action, element in openStory(element) }
    /// ```
    @MainActor
    open class AccessibleCarouselView: UIView, ComponentAccessibilityHost {
        /// The app's collection view, one item per card in section 0; laid out to fill the view.
        public let collectionView: UICollectionView
        /// The component and settings the view shows.
        public private(set) var model: UIKitAdapterModel
        /// Called for the app's own actions (a card was opened): the action's name and the element.
        public var onPerform: ((_ action: String, _ element: ElementID) -> Void)?
        /// Posts the component's notifications; `UIAccessibility.post(notification:argument:)` unless
        /// a test routes them to a live session (`UIKitCaptureTarget.post(notification:argument:)`).
        public var postNotification: (_ notification: UIAccessibility.Notification, _ argument: Any?) -> Void = {
            UIAccessibility.post(notification: $0, argument: $1)
        }
        /// Called after every event that changed something, with the component's new state.
        public var onChange: ((_ component: any AccessibilityComponent) -> Void)?
        /// How often the component hears `tick(now:)` while on screen; `nil` sends no ticks.
        public var tickInterval: Duration? = .milliseconds(250) {
            didSet { restartTicks() }
        }

        private var properties: [ElementID: UIKitAccessibilityProperties] = [:]
        private var elements: [ElementID: ComponentAccessibilityElement] = [:]
        private var exposed: [ComponentAccessibilityElement] = []
        private var tickTask: Task<Void, Never>?
        private var observers: [any NSObjectProtocol] = []
        private let clock = ContinuousClock()
        private let appeared: ContinuousClock.Instant

        /// Creates the view around the app's collection view.
        public init(collectionView: UICollectionView, component: some AccessibilityComponent) {
            self.collectionView = collectionView
            self.model = UIKitAdapterModel(component: component)
            self.appeared = clock.now
            super.init(frame: .zero)
            addSubview(collectionView)
            refresh()
        }

        /// Not supported: the view needs a component.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The component in its current state.
        public var component: any AccessibilityComponent { model.component }

        /// Changes the component through its own API when it is of type `C` (for example
        /// `view.update(Carousel.self) { (try? $0.itemsChanged(to: newCards, change: .inserted(8..<10))) ?? [] }`),
        /// then carries out the effects. Does nothing for a component of another type.
        public func update<C: AccessibilityComponent>(_ type: C.Type, _ body: (inout C) -> [AccessibilityEffect]) {
            guard let response = model.update(type, body) else { return }
            carryOut(response)
        }

        /// Hands one accessibility callback to the component's host (its elements call this for
        /// every callback), carries out the effects, and returns the response. After a focus loss
        /// it sends `focusSettled` on the next main-actor turn, so a move between the carousel's
        /// own elements is not taken for focus leaving.
        @discardableResult
        public func receive(_ event: HostEvent) -> UIKitResponse {
            let response = model.receive(event)
            carryOut(response)
            if response.settlesFocusLater {
                Task { @MainActor [weak self] in self?.receive(.focusSettled) }
            }
            return response
        }

        /// The UIKit properties of the element, as of the last change: its mirror object reads them.
        ///
        /// Decision: a card's frame is its cell's frame in the collection view, not the model's
        /// schematic layout, so VoiceOver outlines (and, failing an activation, taps) the card the
        /// user sees, wherever the collection view has scrolled.
        public func accessibilityProperties(of id: ElementID) -> UIKitAccessibilityProperties? {
            guard var found = properties[id] else { return nil }
            if let carousel = model.component as? Carousel, let index = carousel.cardIndex(of: id),
                let cell = collectionView.layoutAttributesForItem(at: IndexPath(item: index, section: 0))
            {
                found.frame = ScreenRect(convert(cell.frame, from: collectionView))
            }
            return found
        }

        /// The element object mirroring the model element (a rotor search's target).
        public func mirrorElement(for id: ElementID) -> ComponentAccessibilityElement? {
            element(for: id)
        }

        open override var isAccessibilityElement: Bool {
            get { false }
            set {}
        }

        open override var accessibilityElements: [Any]? {
            get { exposed }
            set {}
        }

        open override func layoutSubviews() {
            super.layoutSubviews()
            collectionView.frame = bounds
            let frame = ScreenRect(bounds)
            if frame != model.frame {
                model.frame = frame
                refresh()
            }
        }

        open override func didMoveToWindow() {
            super.didMoveToWindow()
            if window == nil {
                tickTask?.cancel()
                tickTask = nil
                for observer in observers { NotificationCenter.default.removeObserver(observer) }
                observers = []
            } else {
                settingsChanged()
                observeSettings()
                updateTicks()
            }
        }

        private var executor: UIKitCommandExecutor {
            UIKitCommandExecutor(
                element: { [weak self] id in self?.element(for: id) },
                scrollToItem: { [weak self] index, animated in
                    guard let self, index >= 0, index < self.collectionView.numberOfItems(inSection: 0) else { return }
                    self.collectionView.scrollToItem(
                        at: IndexPath(item: index, section: 0), at: .centeredHorizontally, animated: animated)
                },
                perform: { [weak self] action, element in self?.onPerform?(action, element) },
                post: { [weak self] notification, argument in self?.postNotification(notification, argument) })
        }

        private func carryOut(_ response: UIKitResponse) {
            refresh()
            executor.run(response.commands)
            if response.isHandled { onChange?(model.component) }
            updateTicks()
        }

        /// Re-reads the component's elements; keeps one mirror object per identity so VoiceOver
        /// focus survives a change of value.
        private func refresh() {
            properties = [:]
            for element in model.rootElement.subtree {
                properties[element.id] = UIKitAccessibilityProperties(element)
            }
            elements = elements.filter { properties[$0.key] != nil }
            exposed = model.exposedElements.compactMap { element(for: $0.id) }
        }

        private func element(for id: ElementID) -> ComponentAccessibilityElement? {
            guard properties[id] != nil else { return nil }
            if let existing = elements[id] { return existing }
            let created = ComponentAccessibilityElement(elementID: id, host: self)
            elements[id] = created
            return created
        }

        private func settingsChanged() {
            carryOut(model.update(.current))
        }

        private func observeSettings() {
            guard observers.isEmpty else { return }
            for name in [
                UIAccessibility.reduceMotionStatusDidChangeNotification,
                UIAccessibility.voiceOverStatusDidChangeNotification,
            ] {
                observers.append(
                    NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                        Task { @MainActor in self?.settingsChanged() }
                    })
            }
        }

        /// Starts the clock when the component wants ticks and stops it when it does not.
        private func updateTicks() {
            let wanted = model.shouldTick(isInWindow: window != nil, hasTickInterval: tickInterval != nil)
            if wanted, tickTask == nil {
                restartTicks()
            } else if !wanted, let task = tickTask {
                task.cancel()
                tickTask = nil
            }
        }

        private func restartTicks() {
            tickTask?.cancel()
            tickTask = nil
            guard model.shouldTick(isInWindow: window != nil, hasTickInterval: tickInterval != nil),
                let interval = tickInterval
            else { return }
            let clock = clock
            let appeared = appeared
            tickTask = Task { @MainActor [weak self] in
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    guard let self, !Task.isCancelled else { return }
                    self.receive(.tick(now: clock.now - appeared))
                }
            }
        }
    }
#endif
