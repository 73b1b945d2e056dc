extension AccessibilityElement {
    /// The start of the inference an importer records when it writes a word Jetpack Compose sets
    /// on its nodes from its own resources (a state or role description): the word written is
    /// Compose's English default, which stands for the resource in the device's language.
    public static let composeWordInference = "Compose's word in the device's language: "

    /// Whether an importer wrote one of Compose's words on the element (see
    /// ``composeWordInference``), so that a screen reader speaks the word of its own language in
    /// its place. The host view that shows a node is Compose's is often left out of the tree
    /// (`a11y-important="false"`), so the mark is kept on the node itself.
    ///
    /// - Complexity: O(number of inferences).
    public var carriesComposeWords: Bool {
        inferences.contains { $0.hasPrefix(Self.composeWordInference) }
    }
}
