extension RandomAccessCollection {
    /// The index of the first element for which `isPast` holds, in a collection where it holds
    /// from some index on (false, …, false, true, …, true): `endIndex` when it never does. A
    /// binary search, shared by the readers that look up a sorted list (the rotor's stops, a
    /// parent's fragments by top, the screen's elements by centre).
    ///
    /// - Complexity: O(log n) calls of `isPast`.
    package func partitioningIndex(where isPast: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try isPast(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
