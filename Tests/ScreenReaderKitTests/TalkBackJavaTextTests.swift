import AccessibilityTree
import Testing

@testable import ScreenReaderKit

/// Text as TalkBack's Java sees it: `TextUtils.getTrimmedLength` trims only `char`s up to U+0020,
/// so no-break, ideographic and other Unicode spaces are text, and the controls U+0000-U+001F are
/// not, where Swift's `Character.isWhitespace` says the opposite of both. Derived from
/// google/talkback at 26a27dc009d5b3605e744222541f045a3c24e038 (TalkBack 15.1).
@Suite("TalkBack: text trimmed and tested as Java does")
struct TalkBackJavaTextTests {
    /// A list named `label` (and `value`) holding one item, then a control after it.
    static func namedList(label: String?, value: String? = nil) -> AccessibilityScreen {
        let item = AccessibilityElement(
            id: "i0", label: "Item 1", isClickable: true,
            collectionItemInfo: CollectionItemInfo(rowIndex: 2, columnIndex: 0))
        let list = AccessibilityElement(
            id: "c", label: label, value: value, className: "androidx.recyclerview.widget.RecyclerView",
            isScrollable: true, collectionInfo: CollectionInfo(rowCount: 10, columnCount: 1), children: [item])
        let after = AccessibilityElement(id: "after", label: "After", isClickable: true)
        return AccessibilityScreen(
            platform: .android, roots: [AccessibilityElement(id: "root", children: [list, after])])
    }

    /// CollectionState.java:374-390 names a collection by `getNodeText`, which keeps a content
    /// description or text only when `TextUtils.getTrimmedLength(...) > 0`
    /// (AccessibilityNodeInfoUtils.java:473-491); `getTrimmedLength` trims `char <= ' '` alone
    /// (android.text.TextUtils). A name made only of a no-break space (U+00A0), a figure space
    /// (U+2007), a line separator (U+2028) or an ideographic space (U+3000) is therefore a name.
    @Test(arguments: ["\u{A0}", "\u{2007}", "\u{2028}", "\u{3000}", "\u{3000}\u{A0}"])
    func aNameOfUnicodeSpacesIsStillAName(name: String) {
        var talkBack = ScreenReaderSimulator(.talkBack, screen: Self.namedList(label: name))
        #expect(talkBack.swipeRight().spokenText() == "Item 1, 3 of 10, In list \(name), 10 items")
        #expect(talkBack.swipeRight().spokenText() == "After, Out of list \(name)")
    }

    /// The same trim removes the controls U+0000-U+001F (tab, line feed, unit separator ...),
    /// which Swift does not all call white space: a name of only those is no name.
    @Test(arguments: ["\u{1}", "\u{1F}", "\u{1C}\t", " \u{0} ", "\u{7}"])
    func aNameOfControlsIsNoName(name: String) {
        var talkBack = ScreenReaderSimulator(.talkBack, screen: Self.namedList(label: name))
        #expect(talkBack.swipeRight().spokenText() == "Item 1, 3 of 10, In list, 10 items")
        #expect(talkBack.swipeRight().spokenText() == "After, Out of list")
    }

    /// `getNodeText` falls back to the text when the content description trims to nothing
    /// (AccessibilityNodeInfoUtils.java:479-489), rather than giving up on the node.
    @Test func aBlankContentDescriptionFallsBackToTheText() {
        var talkBack = ScreenReaderSimulator(.talkBack, screen: Self.namedList(label: " \u{1F}", value: "Stories"))
        #expect(talkBack.swipeRight().spokenText() == "Item 1, 3 of 10, In list Stories, 10 items")
    }

    /// The helper itself: a code unit above U+0020 is text, whatever Swift calls it.
    @Test func trimmedTextIsAnyCodeUnitAboveSpace() {
        #expect(TalkBackSpeech.hasTrimmedText("\u{A0}"))
        #expect(TalkBackSpeech.hasTrimmedText("\u{FEFF}"))
        #expect(TalkBackSpeech.hasTrimmedText("\u{7F}"))
        #expect(!TalkBackSpeech.hasTrimmedText(" \t\n\r\u{0}\u{1F} "))
        #expect(!TalkBackSpeech.hasTrimmedText(""))
        #expect(!TalkBackSpeech.hasTrimmedText(nil))
    }

    static func checkBox(state: String?) -> AccessibilityElement {
        AccessibilityElement(
            id: "n", label: "Remember me", className: "android.widget.CheckBox", isCheckable: true,
            checkedState: .unchecked, isClickable: true, stateDescription: state)
    }

    /// `getNodeStateDescription` reads `AccessibilityNodeInfoUtils.getState`, which drops a state
    /// description whose `getTrimmedLength` is 0 (AccessibilityNodeFeedbackUtils.java:160-168,
    /// AccessibilityNodeInfoUtils.java:500-511); with none, a check box says its checked state
    /// (TreeNodesDescription.java:204-240). A state of spaces or controls is no state at all: not
    /// the name of a space, and "not checked" is still said.
    @Test(arguments: [" ", "  ", "\t", "\u{1}", " \n "])
    func aStateOfSpacesOrControlsIsNoState(state: String) {
        let talkBack = TalkBackSpeech()
        #expect(talkBack.speech(for: Self.checkBox(state: state)).description == "not checked, Remember me, Check box")
    }

    /// The same trim keeps a no-break or ideographic space: it is the state, spoken in place of
    /// "not checked".
    @Test(arguments: ["\u{A0}", "\u{3000}"])
    func aStateOfAUnicodeSpaceIsAState(state: String) {
        let spoken = TalkBackSpeech().speech(for: Self.checkBox(state: state)).description
        #expect(!spoken.contains("not checked"), "\(spoken)")
        #expect(spoken.hasSuffix("Remember me, Check box") && spoken != "Remember me, Check box", "\(spoken)")
    }

    /// EditTextDescription.java:84-96 counts a password's node text with `CharSequence.length()`:
    /// UTF-16 code units, not what a reader sees as characters. A thumbs-up with a skin tone is
    /// four, a family joined by zero-width joiners eight, a letter with a combining accent two, a
    /// Hangul syllable spelt in conjoining jamo two, a mathematical bold capital two.
    @Test(arguments: [
        ("\u{1F44D}\u{1F3FD}", 4), ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 8), ("e\u{301}", 2),
        ("\u{1100}\u{1161}", 2), ("\u{1D400}", 2), ("\u{D55C}", 1),
    ])
    func aPasswordCountsUTF16CodeUnits(typed: String, units: Int) {
        let field = AccessibilityElement(
            id: "p", value: typed, traits: [.secureTextEntry], className: "android.widget.EditText", isClickable: true)
        let count = units == 1 ? "1 character" : "\(units) characters"  // template_password_character_count's plurals
        #expect(TalkBackSpeech().speech(for: field).description == "password, \(count), Edit box")
    }

    /// CompositorUtils.java:83-108 (`dedupJoin`) drops a part only when its lower-cased `String`
    /// is already in a `HashSet<String>`, which compares code units exactly: a state written with a
    /// precomposed "é" and a name written with "e" and a combining acute are both spoken, where
    /// Swift's `==` would call them one text.
    @Test func canonicallyEqualSpellingsAreTwoTextsToDedupJoin() {
        let node = AccessibilityElement(
            id: "n", label: "Cafe\u{301}", className: "android.view.View", stateDescription: "Caf\u{E9}")
        let speech = TalkBackSpeech().speech(for: node)
        #expect(
            speech.parts.map { Array($0.text.unicodeScalars) } == [
                Array("Caf\u{E9}".unicodeScalars), Array("Cafe\u{301}".unicodeScalars),
            ])
        // The same spelling twice is one text.
        let same = AccessibilityElement(
            id: "n", label: "Caf\u{E9}", className: "android.view.View", stateDescription: "CAF\u{E9}")
        #expect(TalkBackSpeech().speech(for: same).parts.map(\.text) == ["CAF\u{E9}"])
    }

    /// AccessibilityNodeFeedbackUtils.java:453-464 (`getUniqueTooltipText`) drops a tooltip only
    /// when `TextUtils.equals` finds it the node's words, `char` by `char`: a tooltip spelt with
    /// a combining acute beside a text spelt precomposed is spoken; the same spelling is not.
    @Test func aTooltipSpeltDifferentlyFromTheTextIsSpoken() {
        var node = AccessibilityElement(id: "n", label: "Caf\u{E9}", className: "android.widget.TextView")
        node.labelSource = .text
        node.tooltip = "Cafe\u{301}"
        let spoken = TalkBackSpeech().speech(for: node).parts.map { Array($0.text.unicodeScalars) }
        #expect(spoken.contains(Array("Cafe\u{301}".unicodeScalars)), "\(spoken)")
        node.tooltip = "Caf\u{E9}"
        #expect(TalkBackSpeech().speech(for: node).parts.map(\.text) == ["Caf\u{E9}"])
    }

    /// SpeechCleanupUtils.java:241-264 names a one-`char` text with `getCleanValueFor`, an
    /// `ImmutableMap<Character, ...>` lookup of that exact `char` (SpeechCleanupUtils.java:76-80,
    /// 125): U+037E (Greek question mark) and U+1FEF (Greek varia) are not in it, though Swift
    /// calls them equal to ";" and "`", so they are spoken as written; ";" itself is named.
    @Test(arguments: ["\u{37E}", "\u{1FEF}", " \u{37E} "])
    func aCanonicalTwinOfANamedSymbolIsNotNamed(text: String) {
        var node = AccessibilityElement(id: "n", label: text, className: "android.widget.TextView")
        node.labelSource = .text
        let spoken = TalkBackSpeech().speech(for: node).parts.map { Array($0.text.unicodeScalars) }
        let trimmed = text.unicodeScalars.filter { $0 != " " }
        #expect(spoken == [Array(trimmed)], "\(spoken)")
    }

    @Test func aLoneSemicolonIsNamed() {
        var node = AccessibilityElement(id: "n", label: ";", className: "android.widget.TextView")
        node.labelSource = .text
        #expect(TalkBackSpeech().speech(for: node).description == "Semicolon")
    }
}
