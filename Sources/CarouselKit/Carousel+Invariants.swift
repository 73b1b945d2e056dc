extension Carousel {
    /// Checks the state's invariants in debug builds; compiled out of release builds.
    ///
    /// Inputs are validated before any transition, so a failure here is a bug in the carousel,
    /// never a consequence of bad data.
    func checkInvariants() {
        #if DEBUG
            if count == 0 {
                assert(currentIndex == 0, "empty carousel with current index \(currentIndex)")
                assert(!isBrowsing, "browsing an empty carousel")
            } else {
                assert(
                    (0..<count).contains(currentIndex), "current index \(currentIndex) outside 0..<\(count)"
                )
            }
            assert(!isBrowsing || effectiveStrategy == .androidContainer, "browsing outside the Android container")
            assert(rotation != nil || nextRotation == nil, "rotation timer armed without rotation")
            assert(!isRotationPaused || nextRotation == nil, "rotation timer armed while held")
        #endif
    }
}
