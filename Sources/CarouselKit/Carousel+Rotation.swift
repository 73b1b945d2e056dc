import AccessibilityTree

extension Carousel {
    /// The host's clock reached `now`: a rotating carousel whose rotation is not held shows the next
    /// card (after the last, the first) once its interval has passed.
    ///
    /// The first tick after rotation starts or resumes only arms the timer, so a slide always stays a
    /// full interval. If several intervals passed, the carousel moves one card, never several.
    ///
    /// - Returns: `[.scrollTo(index:)]` when the slide changed, else `[]`. Rotation never moves focus
    ///   or announces: it only runs while focus is outside the carousel.
    /// - Complexity: O(1).
    public mutating func tick(now: Duration) -> [AccessibilityEffect] {
        guard let rotation, !isRotationPaused else {
            if nextRotation != nil {
                nextRotation = nil
                checkInvariants()
            }
            return []
        }
        guard let due = nextRotation else {
            nextRotation = now + rotation.interval
            checkInvariants()
            return []
        }
        guard now >= due else { return [] }
        currentIndex = currentIndex + 1 < count ? currentIndex + 1 : 0
        nextRotation = now + rotation.interval
        checkInvariants()
        return [.scrollTo(index: currentIndex)]
    }

    /// The user paused rotation; it stays paused until ``play()``.
    ///
    /// - Returns: `[]`: the control's label changes to "Play" and is read when next focused.
    public mutating func pause() -> [AccessibilityEffect] {
        isPausedByUser = true
        nextRotation = nil
        checkInvariants()
        return []
    }

    /// The user resumed rotation; it runs again once nothing else holds it.
    ///
    /// - Returns: `[]`.
    public mutating func play() -> [AccessibilityEffect] {
        isPausedByUser = false
        checkInvariants()
        return []
    }

    /// Reduce Motion was turned on or off; while on, rotation holds.
    ///
    /// - Returns: `[]`.
    public mutating func reduceMotionChanged(_ isOn: Bool) -> [AccessibilityEffect] {
        isReduceMotionEnabled = isOn
        if isOn { nextRotation = nil }
        checkInvariants()
        return []
    }

    /// Turns automatic rotation on (with its pause control) or off.
    public mutating func setRotation(_ rotation: AutoRotation?) {
        self.rotation = rotation
        nextRotation = nil
        checkInvariants()
    }
}
