import AccessibilityTree
import Benchmark
import CarouselKit

/// One gesture per measured iteration: the carousel is built first (outside the measurement) with
/// its current card in the middle, so the gesture never meets a boundary; then one "next" gesture,
/// the announcement it returns, and the new value read back from the rendered element are measured.
/// Sizes of 10, 1,000 and 1,000,000 cards (a lazy source) show that a gesture costs the same
/// whatever the number of cards.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 100,
        maxDuration: .seconds(3),
        maxIterations: 200_000)

    let frame = ScreenRect(x: 0, y: 100, width: 390, height: 200)

    for count in [10, 1_000, 1_000_000] {
        let source = LazyCardSource(count: count) { index in
            Card(id: "story-\(index)", title: "Story \(index + 1)", description: "Related coverage")
        }

        Benchmark("customActions next + announcement + value, \(count) cards") { benchmark in
            var carousel = Carousel(
                id: "related", name: "Related stories", cards: source, strategy: .customActions,
                currentIndex: count / 2)
            benchmark.startMeasurement()
            let effects = carousel.handle(.customAction(key: "next", element: "related"))
            let element = carousel.accessibilityElement(for: .iOS, frame: frame)
            blackHole(effects)
            blackHole(element.value)
        }

        Benchmark("adjustable increment + value, \(count) cards") { benchmark in
            var carousel = Carousel(
                id: "related", name: "Related stories", cards: source, strategy: .adjustable,
                currentIndex: count / 2)
            benchmark.startMeasurement()
            let effects = carousel.handle(.increment("related"))
            let value = carousel.currentValue
            blackHole(effects)
            blackHole(value)
        }
    }
}
