import AccessibilityTree
import PropertyBased
import Testing

@testable import CarouselKit

/// AdjustableValue's promises on random ranges, steps and adjustment sequences: the value never
/// leaves its range, a change is reported exactly when the spoken value changes, and a step
/// past either end is the boundary with nothing new to say.
@Suite("Adjustable value properties")
struct AdjustableValuePropertyTests {
    static let steps = Gen.int(in: 0...4).map { [0.5, 1, 2.5, 10, 25][$0] }

    @Test func randomAdjustmentsStayInRangeAndReportEveryChange() async throws {
        await propertyCheck(
            count: 200, input: Gen.int(in: -1_000...1_000), Gen.int(in: 0...500), Self.steps,
            Gen<Bool>.bool.array(of: 0...60)
        ) { lower, width, step, ups in
            let range = Double(lower)...Double(lower + width)
            var value = try AdjustableValue(
                id: "v", label: "Level", range: range, step: step, value: Double(lower), format: .counted(unit: "point")
            )
            for up in ups {
                let before = value.valueText
                let effects = up ? value.increment() : value.decrement()
                #expect(range.contains(value.value))
                if value.valueText == before {
                    #expect(effects == [.boundary])
                } else {
                    #expect(effects == [.valueChanged("v")])
                }
            }
        }
    }

    @Test func steppingPastEitherEndIsTheBoundary() async throws {
        await propertyCheck(count: 200, input: Gen.int(in: -1_000...1_000), Gen.int(in: 1...500), Self.steps) {
            lower, width, step in
            let range = Double(lower)...Double(lower + width)
            var top = try AdjustableValue(
                id: "v", label: "Level", range: range, step: step, value: range.upperBound,
                format: .counted(unit: "point"))
            #expect(top.increment() == [.boundary])
            #expect(top.value == range.upperBound)
            var bottom = try AdjustableValue(
                id: "v", label: "Level", range: range, step: step, value: range.lowerBound,
                format: .counted(unit: "point"))
            #expect(bottom.decrement() == [.boundary])
            #expect(bottom.value == range.lowerBound)
        }
    }
}
