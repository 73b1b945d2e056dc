import AccessibilityTree
import CarouselKit
import Foundation

extension SpeechStrings {
    /// A table from a word file (`Sources/ScreenReaderKit/Resources/Words/<bcp47>.json`,
    /// `docs/localization.md` "Word files"): `voiceOver.<word>`, `talkBack.<word>`,
    /// `talkBack.role.<TalkBackRole>` and `talkBack.symbol.<code points in hex>` keys.
    ///
    /// A VoiceOver word the file lacks is English and marked as a fallback, so the simulator records
    /// an inference when it speaks it (no public source gives it in the language). A TalkBack word
    /// the file lacks is English, unmarked, as Android falls back to TalkBack's default resources
    /// (the eight Arabic diacritics exist only there).
    ///
    /// - Throws: `WordFileError` naming the file and the first key that names no word or has the
    ///   wrong shape.
    /// - Complexity: O(n) in the number of words.
    public init(wordFile: WordFile) throws(WordFileError) {
        let file = "\(wordFile.language).json"
        var table = SpeechStrings.compiledEnglish
        table.language = wordFile.language
        table.voiceOver.language = wordFile.language
        table.talkBack.language = wordFile.language
        // The words are read in the dictionary's order and the problem of the first key in sorted
        // order is thrown, so a malformed file names the same key on every run; sorting the pairs
        // themselves cost a third of `speak`'s start-up in a debug build (77 files).
        var first: WordFileError?
        func problem(_ key: String, _ text: String) {
            if first.map({ key < ($0.key ?? "") }) ?? true {
                first = WordFileError(file: file, key: key, problem: text)
            }
        }
        for (key, word) in wordFile.words {
            switch word {
            case .text(let text):
                if let path = Self.textKeys[key] {
                    table[keyPath: path] = text
                } else if key == Self.materialTabKey || Self.keptKeys.contains(key)
                    || key.hasPrefix(ComposeWords.keyPrefix)
                    || key.hasPrefix(FrameworkWords.keyPrefix)
                {
                    // Kept beside the tables (BundledSpeechTables), not stored in one.
                    continue
                } else if key.hasPrefix(Self.rolePrefix) {
                    guard let role = TalkBackRole(rawValue: String(key.dropFirst(Self.rolePrefix.count))) else {
                        problem(key, "names no TalkBack role")
                        continue
                    }
                    table.talkBack.roles[role] = text
                } else if key.hasPrefix(Self.symbolPrefix) {
                    guard let symbol = Self.symbol(String(key.dropFirst(Self.symbolPrefix.count))) else {
                        problem(key, "expected one character's code points in hex, as \"talkBack.symbol.0026\"")
                        continue
                    }
                    table.talkBack.symbols[symbol] = text
                } else {
                    problem(key, Self.pluralKeys[key] == nil ? "names no word" : "expected plural forms, found text")
                }
            case .plural(let forms):
                guard let path = Self.pluralKeys[key] else {
                    problem(
                        key, Self.textKeys[key] == nil ? "names no plural word" : "expected text, found plural forms")
                    continue
                }
                table[keyPath: path] = forms
            }
        }
        if let first { throw first }
        let missing = Self.voiceOverPaths.filter { wordFile.words[$0.key] == nil }
        table.voiceOver.markFallbacks(missing.map(\.value))
        self = table
    }

    /// The tables read once from the word files (a lazily initialized static: thread-safe, and no
    /// utterance reads a file); compiled English alone when they cannot be read.
    static let bundled = BundledSpeechTables(
        searching: WordCatalog.searchedDirectories("ScreenReaderKit", sourceFile: #filePath))

    /// Why the readers speak only the compiled English words, or `nil` when the word files were
    /// read: the bundle was not found (the message lists where the package looked) or a file is
    /// malformed (the message names the file and the key). The CLI prints it.
    public static var wordFileProblem: WordFileError? { bundled.problem }

    static let rolePrefix = "talkBack.role."
    /// Material's tab role word (``TalkBackWords/materialTab``).
    static let materialTabKey = "talkBack.materialTab"
    /// TalkBack's error template (``TalkBackWords/nodeError``).
    static let nodeErrorKey = "talkBack.nodeError"
    /// TalkBack's expanded and collapsed states (``TalkBackWords/expanded``, ``TalkBackWords/collapsed``).
    static let expandedKey = "talkBack.expanded"
    static let collapsedKey = "talkBack.collapsed"
    /// TalkBack's hint for a node with actions in its menu (``TalkBackWords/actionsMenuHint``).
    static let actionsMenuHintKey = "talkBack.actionsMenuHint"
    /// TalkBack's template for one upper-case letter (``TalkBackWords/capitalLetter``).
    static let capitalLetterKey = "talkBack.capitalLetter"
    /// TalkBack's words kept beside the tables (``BundledSpeechTables/keptWords``), not stored in one.
    static let keptKeys: Set<String> = [
        nodeErrorKey, expandedKey, collapsedKey, actionsMenuHintKey, capitalLetterKey,
    ]
    static let symbolPrefix = "talkBack.symbol."

    /// A symbol key's character: "0026" is "&", "0651" the Arabic shadda.
    static func symbol(_ hex: String) -> Character? {
        guard let text = codePoints(hex) else { return nil }
        return text.count == 1 ? text.first : nil
    }

    /// The prefix of TalkBack's phonetic letters (``TalkBackWords/phoneticLetter(for:)``, in their
    /// own files: ``PhoneticLetters``), followed by the letter's code points as a symbol key's.
    static let phoneticPrefix = "talkBack.phonetic."

    /// A phonetic key's letter: "0071" is "q"; TalkBack's tables also spell a few letters of more
    /// than one character (a Bengali conjunct, "0995-09CD-09B7").
    static func phoneticLetter(_ hex: String) -> String? {
        codePoints(hex)
    }

    /// Code points in upper-case hex, at least four digits each, joined by "-".
    private static func codePoints(_ hex: String) -> String? {
        var scalars = String.UnicodeScalarView()
        for part in hex.split(separator: "-", omittingEmptySubsequences: false) {
            guard part.count >= 4, let value = UInt32(part, radix: 16), let scalar = Unicode.Scalar(value) else {
                return nil
            }
            scalars.append(scalar)
        }
        return scalars.isEmpty ? nil : String(scalars)
    }

    /// The key of a symbol: its code points in upper-case hex, at least four digits, joined by "-".
    static func symbolKey(_ symbol: Character) -> String {
        symbolPrefix
            + symbol.unicodeScalars.map { scalar in
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }.joined(separator: "-")
    }

    /// The text words by key.
    static let textKeys: [String: WritableKeyPath<SpeechStrings, String> & Sendable] = [
        "voiceOver.actionsAvailable": \.voiceOver.actionsAvailable,
        "voiceOver.actionsHint": \.voiceOver.actionsHint,
        "voiceOver.adjustable": \.voiceOver.adjustable,
        "voiceOver.adjustableHint": \.voiceOver.adjustableHint,
        "voiceOver.backButton": \.voiceOver.backButton,
        "voiceOver.backDescriptor": \.voiceOver.backDescriptor,
        "voiceOver.button": \.voiceOver.button,
        "voiceOver.column": \.voiceOver.column,
        "voiceOver.dimmed": \.voiceOver.dimmed,
        "voiceOver.editingHint": \.voiceOver.editingHint,
        "voiceOver.heading": \.voiceOver.heading,
        "voiceOver.image": \.voiceOver.image,
        "voiceOver.isEditing": \.voiceOver.isEditing,
        "voiceOver.landmark": \.voiceOver.landmark,
        "voiceOver.landmarkEnd": \.voiceOver.landmarkEnd,
        "voiceOver.link": \.voiceOver.link,
        "voiceOver.listEnd": \.voiceOver.listEnd,
        "voiceOver.listStart": \.voiceOver.listStart,
        "voiceOver.mixed": \.voiceOver.mixed,
        "voiceOver.off": \.voiceOver.off,
        "voiceOver.on": \.voiceOver.on,
        "voiceOver.position": \.voiceOver.position,
        "voiceOver.rotorActions": \.voiceOver.rotorActions,
        "voiceOver.rotorAdjustValue": \.voiceOver.rotorAdjustValue,
        "voiceOver.rotorContainers": \.voiceOver.rotorContainers,
        "voiceOver.rotorHeadings": \.voiceOver.rotorHeadings,
        "voiceOver.rotorLinks": \.voiceOver.rotorLinks,
        "voiceOver.row": \.voiceOver.row,
        "voiceOver.searchField": \.voiceOver.searchField,
        "voiceOver.secureTextField": \.voiceOver.secureTextField,
        "voiceOver.selected": \.voiceOver.selected,
        "voiceOver.switchButton": \.voiceOver.switchButton,
        "voiceOver.switchHint": \.voiceOver.switchHint,
        "voiceOver.tab": \.voiceOver.tab,
        "voiceOver.tabBarEntry": \.voiceOver.tabBarEntry,
        "voiceOver.textAreaHint": \.voiceOver.textAreaHint,
        "voiceOver.textEntryHint": \.voiceOver.textEntryHint,
        "voiceOver.textField": \.voiceOver.textField,
        "talkBack.activateHint": \.talkBack.activateHint,
        "talkBack.tvToggleHint": \.talkBack.tvToggleHint,
        "talkBack.tvActivateHint": \.talkBack.tvActivateHint,
        "talkBack.tvSelectHint": \.talkBack.tvSelectHint,
        "talkBack.tvLongPressHint": \.talkBack.tvLongPressHint,
        "talkBack.tvChangeHint": \.talkBack.tvChangeHint,
        "talkBack.tvEditTextHint": \.talkBack.tvEditTextHint,
        "talkBack.tvSeekHint": \.talkBack.tvSeekHint,
        "talkBack.tvNoMorePagesHint": \.talkBack.tvNoMorePagesHint,
        "talkBack.adjustHint": \.talkBack.adjustHint,
        "talkBack.changeHint": \.talkBack.changeHint,
        "talkBack.checked": \.talkBack.checked,
        "talkBack.clickLabelHint": \.talkBack.clickLabelHint,
        "talkBack.columnHeading": \.talkBack.columnHeading,
        "talkBack.columnIndex": \.talkBack.columnIndex,
        "talkBack.disabled": \.talkBack.disabled,
        "talkBack.editing": \.talkBack.editing,
        "talkBack.editTextHint": \.talkBack.editTextHint,
        "talkBack.heading": \.talkBack.heading,
        "talkBack.inGrid": \.talkBack.inGrid,
        "talkBack.inGridNamed": \.talkBack.inGridNamed,
        "talkBack.inGridPager": \.talkBack.inGridPager,
        "talkBack.inGridPagerNamed": \.talkBack.inGridPagerNamed,
        "talkBack.inHorizontalPager": \.talkBack.inHorizontalPager,
        "talkBack.inHorizontalPagerNamed": \.talkBack.inHorizontalPagerNamed,
        "talkBack.inList": \.talkBack.inList,
        "talkBack.inListNamed": \.talkBack.inListNamed,
        "talkBack.inPager": \.talkBack.inPager,
        "talkBack.inPagerNamed": \.talkBack.inPagerNamed,
        "talkBack.inRoleDescription": \.talkBack.inRoleDescription,
        "talkBack.inRoleDescriptionNamed": \.talkBack.inRoleDescriptionNamed,
        "talkBack.inVerticalPager": \.talkBack.inVerticalPager,
        "talkBack.inVerticalPagerNamed": \.talkBack.inVerticalPagerNamed,
        "talkBack.level": \.talkBack.level,
        "talkBack.listPosition": \.talkBack.listPosition,
        "talkBack.longPressHint": \.talkBack.longPressHint,
        "talkBack.notChecked": \.talkBack.notChecked,
        "talkBack.off": \.talkBack.off,
        "talkBack.on": \.talkBack.on,
        "talkBack.outOfGrid": \.talkBack.outOfGrid,
        "talkBack.outOfGridNamed": \.talkBack.outOfGridNamed,
        "talkBack.outOfGridPager": \.talkBack.outOfGridPager,
        "talkBack.outOfGridPagerNamed": \.talkBack.outOfGridPagerNamed,
        "talkBack.outOfHorizontalPager": \.talkBack.outOfHorizontalPager,
        "talkBack.outOfList": \.talkBack.outOfList,
        "talkBack.outOfListNamed": \.talkBack.outOfListNamed,
        "talkBack.outOfPager": \.talkBack.outOfPager,
        "talkBack.outOfPagerNamed": \.talkBack.outOfPagerNamed,
        "talkBack.outOfRoleDescription": \.talkBack.outOfRoleDescription,
        "talkBack.outOfRoleDescriptionNamed": \.talkBack.outOfRoleDescriptionNamed,
        "talkBack.outOfVerticalPager": \.talkBack.outOfVerticalPager,
        "talkBack.outOfVerticalPagerNamed": \.talkBack.outOfVerticalPagerNamed,
        "talkBack.page": \.talkBack.page,
        "talkBack.pagePosition": \.talkBack.pagePosition,
        "talkBack.password": \.talkBack.password,
        "talkBack.percent": \.talkBack.percent,
        "talkBack.repeatedSymbol": \.talkBack.repeatedSymbol,
        "talkBack.rowHeading": \.talkBack.rowHeading,
        "talkBack.rowIndex": \.talkBack.rowIndex,
        "talkBack.selectHint": \.talkBack.selectHint,
        "talkBack.selected": \.talkBack.selected,
        "talkBack.showingItem": \.talkBack.showingItem,
        "talkBack.showingItems": \.talkBack.showingItems,
        "talkBack.titledPagePosition": \.talkBack.titledPagePosition,
        "talkBack.toggleHint": \.talkBack.toggleHint,
        "talkBack.unlabelled": \.talkBack.unlabelled,
    ]

    /// The plural words by key.
    static let pluralKeys: [String: WritableKeyPath<SpeechStrings, PluralForms> & Sendable] = [
        "talkBack.columnCount": \.talkBack.columnCount,
        "talkBack.itemCount": \.talkBack.itemCount,
        "talkBack.passwordCharacterCount": \.talkBack.passwordCharacterCount,
        "talkBack.rowCount": \.talkBack.rowCount,
    ]

    /// VoiceOver's words by key, to mark the ones a file lacks as fallbacks.
    static let voiceOverPaths: [String: KeyPath<VoiceOverWords, String> & Sendable] = [
        "voiceOver.actionsAvailable": \VoiceOverWords.actionsAvailable,
        "voiceOver.actionsHint": \VoiceOverWords.actionsHint,
        "voiceOver.adjustable": \VoiceOverWords.adjustable,
        "voiceOver.adjustableHint": \VoiceOverWords.adjustableHint,
        "voiceOver.backButton": \VoiceOverWords.backButton,
        "voiceOver.backDescriptor": \VoiceOverWords.backDescriptor,
        "voiceOver.button": \VoiceOverWords.button,
        "voiceOver.column": \VoiceOverWords.column,
        "voiceOver.dimmed": \VoiceOverWords.dimmed,
        "voiceOver.editingHint": \VoiceOverWords.editingHint,
        "voiceOver.heading": \VoiceOverWords.heading,
        "voiceOver.image": \VoiceOverWords.image,
        "voiceOver.isEditing": \VoiceOverWords.isEditing,
        "voiceOver.landmark": \VoiceOverWords.landmark,
        "voiceOver.landmarkEnd": \VoiceOverWords.landmarkEnd,
        "voiceOver.link": \VoiceOverWords.link,
        "voiceOver.listEnd": \VoiceOverWords.listEnd,
        "voiceOver.listStart": \VoiceOverWords.listStart,
        "voiceOver.mixed": \VoiceOverWords.mixed,
        "voiceOver.off": \VoiceOverWords.off,
        "voiceOver.on": \VoiceOverWords.on,
        "voiceOver.position": \VoiceOverWords.position,
        "voiceOver.rotorActions": \VoiceOverWords.rotorActions,
        "voiceOver.rotorAdjustValue": \VoiceOverWords.rotorAdjustValue,
        "voiceOver.rotorContainers": \VoiceOverWords.rotorContainers,
        "voiceOver.rotorHeadings": \VoiceOverWords.rotorHeadings,
        "voiceOver.rotorLinks": \VoiceOverWords.rotorLinks,
        "voiceOver.row": \VoiceOverWords.row,
        "voiceOver.searchField": \VoiceOverWords.searchField,
        "voiceOver.secureTextField": \VoiceOverWords.secureTextField,
        "voiceOver.selected": \VoiceOverWords.selected,
        "voiceOver.switchButton": \VoiceOverWords.switchButton,
        "voiceOver.switchHint": \VoiceOverWords.switchHint,
        "voiceOver.tab": \VoiceOverWords.tab,
        "voiceOver.tabBarEntry": \VoiceOverWords.tabBarEntry,
        "voiceOver.textAreaHint": \VoiceOverWords.textAreaHint,
        "voiceOver.textEntryHint": \VoiceOverWords.textEntryHint,
        "voiceOver.textField": \VoiceOverWords.textField,
    ]
}
