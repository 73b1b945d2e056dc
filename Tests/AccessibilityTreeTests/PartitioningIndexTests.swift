import Testing

@testable import AccessibilityTree

/// The shared binary search finds what a front-to-back scan finds, on every cut of sorted arrays
/// with repeated values, empty ones and slices (whose indices do not start at 0).
@Suite("Partitioning index")
struct PartitioningIndexTests {
    @Test func findsTheFirstElementPastTheCut() {
        let arrays: [[Int]] = [[], [5], [1, 1, 1], [1, 2, 2, 2, 3, 7, 7, 9], Array(0..<100).map { $0 / 3 }]
        for array in arrays {
            for value in -1...40 {
                #expect(
                    array.partitioningIndex { $0 >= value } == (array.firstIndex { $0 >= value } ?? array.endIndex),
                    "\(array) \(value)")
                let slice = array.dropFirst(array.count / 2)
                #expect(
                    slice.partitioningIndex { $0 > value } == (slice.firstIndex { $0 > value } ?? slice.endIndex),
                    "\(slice) \(value)")
            }
        }
    }
}
