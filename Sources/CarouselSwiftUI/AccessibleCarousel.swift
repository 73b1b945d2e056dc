#if canImport(SwiftUI)
    import SwiftUI
    import AccessibilityTree
    import CarouselKit

    /// A horizontally scrolling carousel of the app's card views whose accessibility comes from a
    /// CarouselKit `Carousel`.
    ///
    /// With the default adjustable strategy the whole carousel is one adjustable element: swipe up
    /// or down changes the card, one swipe right leaves the carousel. Every element the carousel shows
    /// (the carousel, each card, a visible title and headings) takes its properties from the model
    /// through ``ComponentElementModifier``; the visible title is hidden from VoiceOver when the
    /// carousel's name already says it. Effects are carried out here: the current card is scrolled
    /// into view (without animation under Reduce Motion), notifications are posted, focus moves
    /// through `@AccessibilityFocusState`, and `onPerform` runs the app's action for a card.
    ///
    /// Every accessibility callback is one `HostEvent` for the carousel's `ComponentHost`, which
    /// this view keeps as state: the focus state changing (`focusChanged(to:)`: the host tells the
    /// carousel focus left once per exit, and rotation holds while focus is inside), Reduce Motion,
    /// and each element's gestures (``ComponentElementModifier``). A rotating carousel whose
    /// strategy has an element per card shows a pause/play button (WCAG 2.2.2); the single-element
    /// strategies carry the "Pause" custom action and answer magic tap. While the carousel wants
    /// clock ticks (`needsClockTicks`: it rotates and nothing holds it) the view sends the host
    /// `tick(now:)` every quarter second, measured from when the ticks started; the clock stops
    /// when the carousel stops wanting ticks (paused, focus inside, Reduce Motion) and when the view
    /// disappears, as `AccessibleCarouselView` does in UIKit.
    ///
    /// ```swift
    /// @State private var related = Carousel(id: "related", name: "Related stories", cards: ArrayCardSource(cards))
    ///
    /// var body: some View {
    ///     AccessibleCarousel($related, onPerform: { _, story in open(story) }) { index in
    ///         StoryCard(cards[index])
    ///     }
    /// }
    /// ```
    @MainActor
    public struct AccessibleCarousel<CardContent: View, PageIndicator: View>: View {
        @Binding private var carousel: Carousel
        private let onPerform: @MainActor (_ action: String, _ element: ElementID) -> Void
        private let card: (Int) -> CardContent
        private let pageIndicator: PageIndicator
        @AccessibilityFocusState private var focusedElement: ElementID?
        @State private var host = ComponentHost(platform: .iOS)
        /// The time since the clock started, set by the tick task; each change is one tick.
        @State private var clockTime: Duration?
        @Environment(\.accessibilityReduceMotion) private var isReduceMotionEnabled
        @Environment(\.accessibilityVoiceOverEnabled) private var isVoiceOverEnabled

        /// Creates a carousel view.
        ///
        /// - Parameters:
        ///   - carousel: the carousel's state, owned by the app.
        ///   - onPerform: runs the app's action; the element is the card's `Card.id`.
        ///   - card: the view for the card at a 0-based index.
        ///   - pageIndicator: the app's page indicator (dots), shown under the cards. With the
        ///     page-control strategy it becomes the one adjustable element; otherwise it is hidden
        ///     from VoiceOver, since the carousel element already says the position.
        public init(
            _ carousel: Binding<Carousel>,
            onPerform: @escaping @MainActor (_ action: String, _ element: ElementID) -> Void = { _, _ in },
            @ViewBuilder card: @escaping (Int) -> CardContent,
            @ViewBuilder pageIndicator: () -> PageIndicator
        ) {
            self._carousel = carousel
            self.onPerform = onPerform
            self.card = card
            self.pageIndicator = pageIndicator()
            self._focusedElement = AccessibilityFocusState()
        }

        /// The title, the scrolling cards and the trailing heading, each mirroring its model element.
        public var body: some View {
            ScrollViewReader { (proxy: ScrollViewProxy) in
                layout(proxy)
                    .modifier(element(carousel.id, proxy))
                    .onValueChange(of: focusedElement) { (focused: ElementID?) in
                        receive(.focusChanged(to: focused), proxy)
                    }
                    .onValueChange(of: isReduceMotionEnabled) { (isOn: Bool) in
                        receive(.reduceMotionChanged(isOn), proxy)
                    }
                    .onAppear {
                        receive(.reduceMotionChanged(isReduceMotionEnabled), proxy)
                    }
                    .task(id: carousel.needsClockTicks) {
                        await runClock(while: carousel.needsClockTicks)
                    }
                    .onValueChange(of: clockTime) { (time: Duration?) in
                        if let time { receive(.tick(now: time), proxy) }
                    }
            }
        }

        /// The visible parts, top to bottom (``SwiftUICarouselPart/parts(of:)``).
        private func layout(_ proxy: ScrollViewProxy) -> some View {
            VStack(alignment: .leading) {
                ForEach(SwiftUICarouselPart.parts(of: carousel), id: \.self) { (part: SwiftUICarouselPart) in
                    self.part(part, proxy)
                }
            }
        }

        /// One part's view, mirroring its model element.
        @ViewBuilder
        private func part(_ part: SwiftUICarouselPart, _ proxy: ScrollViewProxy) -> some View {
            switch part {
            case .title(let id):
                Text(carousel.name).modifier(element(id, proxy))
            case .pauseButton(let id, let label):
                // The button's own action is the tap for sighted users; VoiceOver's double tap is
                // the element's default action. Both are the same host call.
                Button(label) { receive(.activate(id), proxy) }.modifier(element(id, proxy))
            case .cards:
                cards(proxy)
            case .pageIndicator(let id):
                pageIndicator.modifier(element(id, proxy))
            case .trailingHeading(let id, let label):
                Text(label).modifier(element(id, proxy))
            }
        }

        /// The app's card views in a horizontal scroll view, each identified by its element's
        /// identity so `ScrollViewProxy.scrollTo(_:anchor:)` and rotor entries find it.
        private func cards(_ proxy: ScrollViewProxy) -> some View {
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack {
                    ForEach(0..<carousel.count, id: \.self) { (index: Int) in
                        card(index)
                            .modifier(element(carousel.cardElementID(at: index), proxy))
                            .id(carousel.cardElementID(at: index))
                    }
                }
            }
        }

        /// How often a rotating carousel hears `tick(now:)`, as in `AccessibleCarouselView`.
        private static var tickInterval: Duration { .milliseconds(250) }

        /// Sets ``clockTime`` every tick interval until cancelled (SwiftUI cancels the task when the
        /// view disappears or `needsClockTicks` changes, and starts a new one for the new value).
        private func runClock(while wanted: Bool) async {
            guard wanted else { return }
            let clock = ContinuousClock()
            let start = clock.now
            while !Task.isCancelled {
                do {
                    try await Task.sleep(for: Self.tickInterval)
                } catch {
                    return
                }
                clockTime = clock.now - start
            }
        }

        private func receive(_ event: HostEvent, _ proxy: ScrollViewProxy) {
            let settings = SwiftUIAccessibilitySettings(
                isReduceMotionEnabled: isReduceMotionEnabled, isVoiceOverEnabled: isVoiceOverEnabled)
            run(host.swiftUIResponse(to: event, on: &carousel, settings: settings).commands, proxy)
        }

        private func element(_ id: ElementID, _ proxy: ScrollViewProxy) -> ComponentElementModifier<Carousel> {
            ComponentElementModifier(
                component: $carousel, host: $host, element: id, focus: $focusedElement
            ) { commands in
                run(commands, proxy)
            }
        }

        private func run(_ commands: [SwiftUICommand], _ proxy: ScrollViewProxy) {
            for command in commands {
                switch command {
                case .post(let notification, let text):
                    SwiftUINotificationPoster.post(notification, text: text)
                case .focus(let id):
                    focusedElement = id
                case .scrollTo(let index, let animated):
                    let id = carousel.cardElementID(at: index)
                    if animated {
                        withAnimation { proxy.scrollTo(id, anchor: .center) }
                    } else {
                        proxy.scrollTo(id, anchor: .center)
                    }
                case .perform(let action, let element):
                    onPerform(action, element)
                }
            }
        }
    }
#endif
