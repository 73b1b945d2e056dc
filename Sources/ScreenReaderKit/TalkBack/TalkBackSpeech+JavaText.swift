import AccessibilityTree

/// Android's text tests as TalkBack calls them, on UTF-16 code units (Java `char`s), not on
/// Swift's graphemes and Unicode white space.
extension TalkBackSpeech {
    /// `TextUtils.getTrimmedLength(s) > 0`: the text holds a code unit above U+0020.
    ///
    /// `getTrimmedLength` trims every `char <= ' '` from both ends (the controls U+0000-U+001F
    /// and the space), nothing else: a no-break space (U+00A0), an ideographic space (U+3000) or
    /// a line separator (U+2028) is text, while a lone U+0001 is not.
    ///
    /// - Complexity: O(n) in the text's length; stops at the first such code unit.
    static func hasTrimmedText(_ text: String?) -> Bool {
        guard let text else { return false }
        return text.utf16.contains { $0 > 0x20 }
    }

    /// `AccessibilityNodeInfoUtils.getNodeText`: the content description, else the text, each
    /// only when `TextUtils.getTrimmedLength` finds something in it.
    ///
    /// Android's label is its content description or text (``AccessibilityElement/label``); a
    /// switch's or text field's text is also its value.
    static func nodeText(_ node: AccessibilityElement) -> String? {
        if hasTrimmedText(node.label) { return node.label }
        if hasTrimmedText(node.value) { return node.value }
        return nil
    }

    /// `String.equals`: the same code units in the same order. Swift's `==` also takes
    /// canonically equivalent strings as equal (a precomposed "é" and "e" with a combining
    /// acute); Java does not.
    ///
    /// - Complexity: O(n) in the shorter text's length.
    static func javaEquals(_ text: String, _ other: String?) -> Bool {
        guard let other else { return false }
        // Equal UTF-8 is equal scalars, so equal UTF-16.
        return text.utf8.elementsEqual(other.utf8)
    }
}
