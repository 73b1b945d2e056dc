extension AccessibilityElement {
    /// The start of the inference an importer records when it writes a word Jetpack Compose sets
    /// on its nodes from its own resources (a state or role description): the word written is
    /// Compose's English default, which stands for the resource in the device's language.
    public static let composeWordInference = "Compose's word in the device's language: "

    /// Records that an importer wrote one of Compose's words on the element: marks it
    /// (``carriesComposeWords``, the fact a screen reader reads) and says why in ``inferences``
    /// (prose for people, never parsed).
    public mutating func noteComposeWord(_ explanation: String) {
        carriesComposeWords = true
        inferences.append(Self.composeWordInference + explanation)
    }
}
