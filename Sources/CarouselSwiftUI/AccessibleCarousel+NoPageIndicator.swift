#if canImport(SwiftUI)
    import SwiftUI
    import AccessibilityTree
    import CarouselKit

    extension AccessibleCarousel where PageIndicator == EmptyView {
        /// Creates a carousel view without a page indicator. The page-control strategy needs one
        /// (its only element is the indicator); use ``init(_:onPerform:card:pageIndicator:)`` for it.
        ///
        /// - Parameters:
        ///   - carousel: the carousel's state, owned by the app.
        ///   - onPerform: runs the app's action; the element is the card's `Card.id`.
        ///   - card: the view for the card at a 0-based index.
        public init(
            _ carousel: Binding<Carousel>,
            onPerform: @escaping @MainActor (_ action: String, _ element: ElementID) -> Void = { _, _ in },
            @ViewBuilder card: @escaping (Int) -> CardContent
        ) {
            self.init(carousel, onPerform: onPerform, card: card, pageIndicator: { EmptyView() })
        }
    }
#endif
