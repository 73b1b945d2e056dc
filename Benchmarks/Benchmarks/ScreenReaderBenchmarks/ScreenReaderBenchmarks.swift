import AccessibilityTree
import Benchmark
import ScreenReaderKit

/// One full walk per measured iteration: swipe right from no focus to the last element, with the
/// simulator created inside the measurement (it computes the reading order once, which is part of
/// what a user of `walkFirstToLast` pays). The screens are built before the measurement, so only
/// the simulator's work is timed. Screens of 1,000 and 10,000 elements, for VoiceOver and TalkBack:
/// a linear walk costs about 10 times as much on the larger screen, the same per element. Creating
/// the simulator alone is measured too, to tell the one-off reading order from the swipes.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        // CPU time beside wall time: on a shared machine the wall clock also measures the others.
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 2,
        maxDuration: .seconds(10),
        maxIterations: 200)

    for reader in ScreenReader.allCases {
        for count in [1_000, 10_000] {
            let screen = ScreenReaderWorkloads.syntheticScreen(elementCount: count, platform: reader.platform)
            Benchmark("\(reader) walk first to last, \(count) elements") { benchmark in
                benchmark.startMeasurement()
                let visited = ScreenReaderWorkloads.walkFirstToLast(screen, reader: reader)
                benchmark.stopMeasurement()
                blackHole(visited)
            }
            // The part of the walk that is not swipes: index, reading order, focus set.
            Benchmark("\(reader) create simulator, \(count) elements") { benchmark in
                benchmark.startMeasurement()
                let simulator = ScreenReaderSimulator(reader, screen: screen)
                benchmark.stopMeasurement()
                blackHole(simulator.focusOrder.count)
            }
        }
    }
}
