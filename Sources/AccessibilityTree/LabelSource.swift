/// Which of an Android node's properties its ``AccessibilityElement/label`` holds.
///
/// The model keeps one label for a node's content description and its text (a node with both is
/// named by its content description, as TalkBack names it). TalkBack still tells them apart: a
/// node gathers its children's words only when it has no content description, whatever text it
/// has (google/talkback@26a27dc0 `TreeNodesDescription.java:259-274`), so an importer records
/// where the label came from.
public enum LabelSource: String, Sendable, Hashable, Codable, CaseIterable {
    /// The node's content description (`content-desc`, Compose's `ContentDescription`).
    case contentDescription
    /// The node's text (`text`, Compose's `Text` or `EditableText`), which it had without a
    /// content description.
    case text
}
