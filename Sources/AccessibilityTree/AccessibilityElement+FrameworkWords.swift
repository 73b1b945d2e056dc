extension AccessibilityElement {
    /// The start of the inference an importer records when it marks one of Android's own compound
    /// buttons whose state Android states in the framework's words (a radio button's `selected` /
    /// `not_selected`, a check box's or switch's default state description), which stand for the
    /// framework's resources in the device's language.
    public static let frameworkWordInference = "Android framework's words in the device's language: "

    /// Records that an importer found one of Android's own compound buttons whose state the
    /// framework states in the device's language: marks it (``carriesFrameworkWords``, the fact a
    /// screen reader reads) and says why in ``inferences`` (prose for people, never parsed).
    public mutating func noteFrameworkWord(_ explanation: String) {
        carriesFrameworkWords = true
        inferences.append(Self.frameworkWordInference + explanation)
    }
}
