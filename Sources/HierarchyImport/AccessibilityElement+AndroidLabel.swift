import AccessibilityTree

extension AccessibilityElement {
    /// Names an Android node as TalkBack names it, by its content description, else its text,
    /// and records which one the label holds (``AccessibilityElement/labelSource``): TalkBack
    /// gathers a node's children's words only when it has no content description
    /// (google/talkback@26a27dc0 `TreeNodesDescription.java:259-274`).
    ///
    /// Both values are the dump's, already known not to be empty.
    mutating func setAndroidLabel(contentDescription: String?, text: String?) {
        if let contentDescription {
            label = contentDescription
            labelSource = .contentDescription
        } else if let text {
            label = text
            labelSource = .text
        } else {
            label = nil
            labelSource = nil
        }
    }
}
