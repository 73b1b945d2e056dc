import AccessibilityTree
import CarouselKit

/// One part of the view ``AccessibleCarousel`` renders, top to bottom, each mirroring a model element.
public enum SwiftUICarouselPart: Sendable, Hashable {
    /// The visible title: the heading element (heading-bounded) or the hidden title element.
    case title(ElementID)
    /// The pause/play button of a rotating carousel whose strategy has no single element to carry
    /// the "Pause" action (WCAG 2.2.2), with its current label.
    case pauseButton(ElementID, label: String)
    /// The scrolling cards, one view per card element.
    case cards
    /// The app's page indicator, mirroring the page-control element.
    case pageIndicator(ElementID)
    /// The trailing heading.
    case trailingHeading(ElementID, label: String)

    /// The parts of the carousel's view in its current state, in order.
    ///
    /// - Complexity: O(n) in the carousel's elements (the pause button is looked up in its tree).
    public static func parts(of carousel: Carousel) -> [SwiftUICarouselPart] {
        var parts: [SwiftUICarouselPart] = []
        if carousel.hasVisibleTitle || carousel.effectiveStrategy == .headingBounded {
            parts.append(
                .title(
                    carousel.effectiveStrategy == .headingBounded
                        ? carousel.headingElementID : carousel.titleElementID))
        }
        let root = carousel.accessibilityElement(for: .iOS, frame: .zero)
        if let pause = root.first(withID: carousel.pauseButtonElementID) {
            parts.append(.pauseButton(pause.id, label: pause.label ?? ""))
        }
        parts.append(.cards)
        parts.append(.pageIndicator(carousel.pageControlElementID))
        if let trailingHeading = carousel.trailingHeading {
            parts.append(.trailingHeading(carousel.trailingHeadingElementID, label: trailingHeading))
        }
        return parts
    }

    /// The model elements the part's views mirror (every card element for ``cards``).
    public func mirroredElements(of carousel: Carousel) -> [ElementID] {
        switch self {
        case .title(let id), .pauseButton(let id, _), .pageIndicator(let id), .trailingHeading(let id, _): [id]
        case .cards: (0..<carousel.count).map(carousel.cardElementID(at:))
        }
    }
}
