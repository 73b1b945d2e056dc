import AccessibilityTree
import Foundation
import Testing

@testable import CarouselKit

/// A source that counts the cards asked of it, to prove gestures read O(1) cards.
final class CountingCardSource: CardSource, @unchecked Sendable {
    let count: Int
    private let lock = NSLock()
    private var reads = 0

    init(count: Int) { self.count = count }

    func card(at index: Int) -> Card {
        lock.lock()
        reads += 1
        lock.unlock()
        return Card(id: "c\(index)", title: "Card \(index + 1)")
    }

    /// The reads so far, then starts counting again.
    func takeReads() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let value = reads
        reads = 0
        return value
    }
}

@Suite struct GestureCostTests {
    @Test(arguments: [CarouselStrategy.adjustable, .customActions, .pageControl])
    func aGestureReadsAHandfulOfCardsOutOfAMillion(strategy: CarouselStrategy) throws {
        let source = CountingCardSource(count: 1_000_000)
        var carousel = Carousel(id: "big", name: "Everything", cards: source, strategy: strategy, currentIndex: 500_000)
        _ = source.takeReads()
        _ = carousel.increment()
        _ = carousel.handle(.customAction(key: "next", element: "big"))
        _ = carousel.accessibilityElement(for: .iOS, frame: .zero)
        #expect(source.takeReads() <= 6)
        _ = carousel.select(index: 999_999)
        _ = carousel.tick(now: .seconds(1))
        #expect(
            try carousel.itemsChanged(
                to: LazyCardSource(count: 999_999) { Card(id: "\($0)", title: "") }, change: .removed(0..<1)) == [])
        #expect(source.takeReads() <= 3)
    }
}
