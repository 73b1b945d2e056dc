import AccessibilityTree
import Foundation
import Testing

@testable import AuditKit

/// The detector and the rules skip work on texts that cannot change the answer (a label with no
/// number states no page position; a label that neither starts nor ends with white space has
/// nothing to trim) and read ASCII names from their bytes: each shortcut must give the answer of
/// the full reading it stands in for.
@Suite("Audit fast paths: each shortcut agrees with the full reading")
struct AuditFastPathTests {
    /// Every scalar that compatibility normalization and lowercasing turn into text holding a
    /// decimal digit (what ``TextTokens`` cuts as a number) is one ``TextTokens/mayBecomeDigit(_:)``
    /// keeps, so ``TextTokens/mayHoldNumber(_:)`` never passes over a number. Unassigned and
    /// private-use scalars normalize to themselves and hold no digit.
    @Test func everyScalarThatBecomesADigitIsKept() {
        var becomeDigits = 0
        var checked = 0
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = scalar.properties.generalCategory
            guard category != .unassigned, category != .privateUse, category != .surrogate else { continue }
            checked += 1
            let text = String(scalar).precomposedStringWithCompatibilityMapping.lowercased()
            guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .decimalNumber }) else {
                continue
            }
            becomeDigits += 1
            #expect(TextTokens.mayBecomeDigit(scalar), "U+\(String(value, radix: 16, uppercase: true))")
        }
        // Full-width, circled, superscript, mathematical and telegraph digits: hundreds of them.
        #expect(becomeDigits > 900)
        #expect(checked > 100_000)
        // The telegraph symbols have no numeric type, yet say "1月" and "0点".
        #expect(TextTokens("㋀").tokens.contains(.number(1)))
        #expect(TextTokens.mayHoldNumber("㋀"))
        #expect(TextTokens.mayHoldNumber("第２页，共８页"))
    }

    /// A page position is still found wherever it was, and texts with no number state none.
    @Test func pagePositionsAreFoundOnlyInTextsWithNumbers() {
        let vocabulary = AuditVocabulary.english
        #expect(vocabulary.pagePosition(in: "Page 2 of 8") != nil)
        #expect(vocabulary.pagePosition(in: "Page ２ of ８") != nil)
        #expect(vocabulary.pagePosition(in: "Page ② of ⑧") != nil)
        for text in ["Đã sửa hôm qua", "CHÀO MỪNG QUAY LẠI", "Page two of eight", "", "Xem tất cả"] {
            #expect(!TextTokens.mayHoldNumber(text), "\(text)")
            #expect(!TextTokens(text).mayStatePosition, "\(text)")
            #expect(vocabulary.pagePosition(in: text) == nil, "\(text)")
        }
    }

    /// Trimming returns what Foundation's trim gives, for texts that end in letters of other
    /// scripts as well as for ones that end in white space of any kind.
    @Test func trimmingAgreesWithFoundation() {
        let texts = [
            "Đã sửa hôm qua", "\u{3000}Đã sửa\u{3000}", "Mẫu\u{2003}", "\u{A0}Khám phá", "返回", "\u{1F600}",
            "\u{1F600} ", "\u{85}Tab\u{85}", " ", "\u{2028}", "\u{200B}word\u{200B}", "é\n", "Label",
        ]
        for text in texts {
            let foundation = text.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(
                AccessibilityElement.trimmed(text) == (foundation.isEmpty ? nil : foundation),
                "\(text.debugDescription)")
        }
    }

    /// An identifier's words read from its bytes are the words read by Character: a trailing
    /// ideographic space (not a letter, not ASCII) sends the same identifier down the Character
    /// path without adding a word.
    @Test func identifierWordsAgreeOnBothPaths() {
        let identifiers =
            (0..<128).map { String(Character(Unicode.Scalar(UInt8($0)))) } + [
                "ll_icon_toolbar", "actionButtonContainer", "tool_bar", "GridLayout", "HTMLParserView", "tab2Bar",
                "a__b", "", "_", "ABC", "aBC", "AbcDef", "x\r\ny", "banner_carousel", "vp_pager_indicator",
            ]
        for identifier in identifiers {
            #expect(
                IdentifierNamesKindSignal.words(of: identifier)
                    == IdentifierNamesKindSignal.words(of: identifier + "\u{3000}"), "\(identifier.debugDescription)")
        }
        #expect(
            IdentifierNamesKindSignal.words(of: "actionButtonContainer").prefix(3) == ["action", "button", "container"])
    }

    /// `mayNameGrid` is `false` only where the full reading (`namedKind(of: entry(of:))`) finds
    /// no grid: words split at non-letters and camelCase, and joined in pairs (`gr_id` reads
    /// "grid"), identifiers of every shape, ASCII or not.
    @Test func theGridPrecheckNeverHidesAGrid() {
        let parts = ["grid", "Grid", "GRID", "gr", "id", "Gr", "Id", "_", "/", ":id/", "view", "View", "layout", "row"]
        let extra = ["", "com.app:id/", "banner_", "İ", "ｇｒｉｄ", "\u{3000}"]
        var generator = SplitMix64(seed: 0x6121D)
        var graded = (grids: 0, skipped: 0)
        for _ in 0..<5_000 {
            var identifier = extra[Int(generator.next() % UInt64(extra.count))]
            for _ in 0..<(1 + Int(generator.next() % 4)) {
                identifier += parts[Int(generator.next() % UInt64(parts.count))]
            }
            let element = AccessibilityElement(id: "x", identifier: identifier)
            let names = IdentifierNamesKindSignal.entry(of: element).flatMap(IdentifierNamesKindSignal.namedKind(of:))
            if names == .grid {
                graded.grids += 1
                #expect(IdentifierNamesKindSignal.mayNameGrid(identifier), "\(identifier.debugDescription)")
            }
            if !IdentifierNamesKindSignal.mayNameGrid(identifier) { graded.skipped += 1 }
        }
        #expect(IdentifierNamesKindSignal.mayNameGrid("com.app:id/gr_id"))
        #expect(!IdentifierNamesKindSignal.mayNameGrid("com.app:id/home_row"))
        #expect(!IdentifierNamesKindSignal.mayNameGrid(nil))
        // Both sides exercised: identifiers that name a grid, and ones the precheck skips.
        #expect(graded.grids > 100 && graded.skipped > 100)
    }

    /// Normalization as it was first written: every scalar that is not alphanumeric made a space,
    /// then split by Character and joined. The reading by scalar must give the same text.
    static func reference(_ text: String) -> String {
        let mapped = text.lowercased().unicodeScalars.map { scalar -> Character in
            CharacterSet.alphanumerics.contains(scalar) ? Character(scalar) : " "
        }
        return String(mapped).split(separator: " ").joined(separator: " ")
    }

    /// Scalars that grapheme rules join to a neighbour (combining, spacing, prepended and
    /// joining marks, Hangul jamo, emoji modifiers, regional indicators), letters of many
    /// scripts, digits, punctuation and white space, mixed at random.
    /// Normalization by scalar tells an ASCII scalar alphanumeric by its letters and digits, not
    /// by `CharacterSet.alphanumerics`: they must agree on all 128.
    @Test func asciiAlphanumericsAreTheSetsASCIIMembers() {
        let members = (UInt8(0)..<0x80).filter { CharacterSet.alphanumerics.contains(Unicode.Scalar($0)) }
        #expect(
            members == Array(UInt8(ascii: "0")...UInt8(ascii: "9")) + Array(UInt8(ascii: "A")...UInt8(ascii: "Z"))
                + Array(UInt8(ascii: "a")...UInt8(ascii: "z")))
        #expect(TextMatching.normalized("Đã THÍCH_it, 2x") == "đã thích it 2x")
    }

    @Test func normalizationByScalarAgreesWithTheCharacterSplit() {
        let pool: [Unicode.Scalar] = [
            "a", "Z", "7", " ", ".", ",", "-", "\u{A0}", "\u{3000}", "\u{2003}", "\n", "\r", "\t",
            "\u{301}", "\u{308}", "\u{20DD}", "\u{200D}", "\u{200C}", "\u{FE0F}", "\u{E33}", "\u{E31}", "\u{903}",
            "\u{D4E}", "\u{600}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{1F3FB}", "\u{1F1EB}",
            "\u{1F1F7}", "\u{1F600}", "\u{FF9E}", "\u{E0041}", "\u{111C2}", "Đ", "ã", "ệ", "ư", "ß", "İ", "Σ",
            "ς", "ǅ", "Я", "ж", "返", "回", "カ", "ー", "ก", "ำ", "ع", "٣", "١", "२", "①", "²", "ℹ",
        ]
        var generator = SplitMix64(seed: 0x5EED_7)
        var exercised = 0
        for _ in 0..<20_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int(generator.next() % 9) + 1 {
                scalars.append(pool[Int(generator.next() % UInt64(pool.count))])
            }
            let text = String(scalars)
            #expect(TextMatching.normalized(text) == Self.reference(text), "\(text.debugDescription)")
            exercised += 1
        }
        // Every cased letter and decimal digit, after and before a gap.
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .decimalNumber: break
            default: continue
            }
            for text in ["a." + String(scalar) + "b", "." + String(scalar) + ".", String(scalar) + " ,x"] {
                #expect(TextMatching.normalized(text) == Self.reference(text), "U+\(String(value, radix: 16))")
                exercised += 1
            }
        }
        #expect(exercised > 30_000)
    }

    /// Normalization lowercases scalar by scalar as it collapses the gaps, instead of lowercasing
    /// the whole text first: every scalar whose lowercase mapping is not itself (İ's is two
    /// scalars, i and a combining dot), between cased letters and beside a gap, must come out as
    /// the reading of the whole lowercased text gives it.
    @Test func lowercasingByScalarAgreesWithLowercasingTheText() {
        var exercised = 0
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.lowercaseMapping != String(scalar) else {
                continue
            }
            let one = String(scalar)
            for text in ["A" + one + "Ê", "Đ." + one + " x", one + "-" + one] {
                #expect(TextMatching.normalized(text) == Self.reference(text), "U+\(String(value, radix: 16))")
                exercised += 1
            }
        }
        // About 1,400 scalars change when lowercased in Unicode 15 and later.
        #expect(exercised > 3_000)
    }

    /// The ancestors climbed by position are the ancestors looked up by identity, nearest first,
    /// for every element: also under a repeated identity, which the index keeps only once.
    @Test func ancestorElementsAreTheAncestorsLookedUp() {
        func node(_ id: String, _ children: [AccessibilityElement] = []) -> AccessibilityElement {
            AccessibilityElement(
                id: ElementID(id), className: "android.widget.FrameLayout",
                frame: ScreenRect(x: 0, y: 0, width: 100, height: 100), children: children)
        }
        let screen = AccessibilityScreen(
            platform: .android,
            roots: [
                node("root", [node("a", [node("a1", [node("a11")]), node("a2")]), node("twin", [node("t1")])]),
                node("other", [node("twin", [node("t2")]), node("b", [node("b1", [node("b11", [node("b111")])])])]),
            ])
        let index = ScreenIndex(screen)
        var checked = 0
        for element in screen.allElements {
            let lookedUp = index.ancestors(of: element.id).compactMap { index[$0] }
            #expect(index.ancestorElements(of: element.id).map(\.id) == lookedUp.map(\.id), "\(element.id)")
            checked += 1
        }
        #expect(checked == 14)
        #expect(index.ancestorElements(of: "b111").map(\.id) == ["b11", "b1", "b", "other"])
        #expect(index.ancestorElements(of: "missing").isEmpty)
    }

    /// Random ASCII texts (letters, digits, spaces, line breaks, punctuation) and a few of other
    /// scripts: whether a text holds words, whether it is short, and the first word of its
    /// normalized form, each read from the bytes, agree with the readings by tokens and Character.
    @Test func asciiTextReadingsAgreeWithTheFullReadings() {
        let pool: [Character] = [
            "a", "Z", "q", "7", "0", " ", " ", ".", ",", "!", "@", "[", "`", "{", "\n", "\r", "\t", "-",
        ]
        var texts = ["", " ", "Like", "like this", "SHARE now", "…", "Đã thích", "👍", "\r\n", "a\r\nb", "12:30"]
        var generator = SplitMix64(seed: 0xA5C11)
        for _ in 0..<5_000 {
            texts.append(
                String((0..<Int(generator.next() % 30)).map { _ in pool[Int(generator.next() % UInt64(pool.count))] }))
        }
        var words = 0
        var short = 0
        var firsts = 0
        for text in texts {
            let holds = TextTokens(text).tokens.contains(where: \.isWordOrNumber)
            #expect(TextMatching.holdsWords(text) == holds, "\(text.debugDescription)")
            let isShort = text.count <= 24 && !text.contains("\n") && text.split(separator: " ").count <= 3
            #expect(ContainerFacts.isShort(text) == isShort, "\(text.debugDescription)")
            let first = TextMatching.normalized(text).split(separator: " ").first.map(String.init)
            let expected = first.flatMap { $0.utf8.count <= ContainerFacts.longestActionVerb ? $0 : nil }
            #expect(ContainerFacts.firstNormalizedWord(of: text) == expected, "\(text.debugDescription)")
            if holds { words += 1 }
            if isShort { short += 1 }
            if expected != nil { firsts += 1 }
        }
        // Both answers of each reading were exercised.
        #expect(words > 1_000 && words < texts.count - 100)
        #expect(short > 500 && short < texts.count - 500)
        #expect(firsts > 1_000 && firsts < texts.count - 100)
    }

    /// Texts of other scripts with ASCII letters and digits among them (Vietnamese labels, a
    /// "Wi‑Fi" with a non-breaking hyphen), and the characters that could join an ASCII letter
    /// to what precedes it (an Arabic number sign, which is Prepend, a zero-width joiner,
    /// combining marks) or change it under NFKC (full-width letters and digits): whether a text
    /// holds words agrees with the reading by tokens.
    @Test func mixedScriptTextsHoldWordsAsTheirTokensSay() {
        let pool: [String] = [
            "a", "Z", "7", " ", ".", "\u{0301}", "\u{0600}", "\u{06DD}", "\u{200D}", "\u{200F}", "ệ", "Đ", "ｂ", "３",
            "١", "…", "👍", "\u{2011}", "中", "ก", "\u{E000}", "\u{FE0F}", "\u{20E3}", "-",
        ]
        var texts = ["Đã thích", "Wi\u{2011}Fi", "\u{0600}a", "\u{200D}a", "é\u{0301}", "👍🏽", "１２"]
        var generator = SplitMix64(seed: 0x51C7)
        for _ in 0..<5_000 {
            texts.append(
                (0..<Int(generator.next() % 8)).map { _ in pool[Int(generator.next() % UInt64(pool.count))] }.joined())
        }
        var words = 0
        for text in texts {
            let holds = TextTokens(text).tokens.contains(where: \.isWordOrNumber)
            #expect(TextMatching.holdsWords(text) == holds, "\(text.debugDescription)")
            if holds { words += 1 }
        }
        #expect(words > 1_000 && words < texts.count - 100)
    }

    /// Whether an item is labelled as a chip, decided part by part, agrees with the whole list of
    /// its label's parts: on every element of every fixture dump taken as an item, and on items
    /// built to stop early (a long first text, a third part, a repeated part, a count, an icon).
    @Test func chipLabelsDecidedEarlyAgreeWithTheirParts() throws {
        var items: [AccessibilityElement] = []
        var metricsOfItems: [ScreenMetrics] = []
        for name in FixtureDumps.all {
            let screen = try FixtureDumps.screen(name)
            let metrics = ScreenMetrics(screen: screen)
            for element in screen.allElements {
                items.append(element)
                metricsOfItems.append(metrics)
            }
        }
        func text(_ id: String, _ label: String, role: ElementRole = .text) -> AccessibilityElement {
            AccessibilityElement(
                id: ElementID(id), label: label, role: role, frame: ScreenRect(x: 0, y: 0, width: 90, height: 40))
        }
        let built: [[AccessibilityElement]] = [
            [text("a", "A long description of the card that no chip would ever show"), text("b", "Go")],
            [text("a", "One"), text("b", "Two"), text("c", "Three")],
            [text("a", "Unread"), text("b", "12")],
            [text("a", "Ann Lee"), text("b", "AL")],
            [text("a", "Tag"), text("b", "Tag"), text("c", "Tag\nTag")],
            [text("i", "Search", role: .image), text("a", "Đã lưu"), text("b", "(3)")],
            [text("a", "Xem tất cả các bài viết mới nhất hôm nay"), text("b", "Mới")],
        ]
        let screenMetrics = ScreenMetrics(screen: ExampleScreens.android([]))
        for parts in built {
            items.append(
                AccessibilityElement(id: "item", frame: ScreenRect(x: 0, y: 0, width: 300, height: 48), children: parts)
            )
            metricsOfItems.append(screenMetrics)
        }
        var chips = 0
        for (item, metrics) in zip(items, metricsOfItems) {
            let subtree = item.subtree
            let whole = ContainerFacts.isChipLabel(ContainerFacts.chipLabelParts(in: subtree, metrics: metrics))
            #expect(ContainerFacts.isChipLabelled(subtree, metrics: metrics) == whole, "\(item.id)")
            if whole { chips += 1 }
        }
        #expect(items.count > 400)
        #expect(chips > 50 && chips < items.count - 50)
    }

    /// A punctuation mark before a combining mark becomes a space that joins the mark into one
    /// Character, which the split keeps: normalization of other text still splits by Character.
    @Test func normalizationOfOtherTextSplitsByCharacter() {
        #expect(TextMatching.normalized("Đã sửa, hôm qua!") == "đã sửa hôm qua")
        #expect(TextMatching.normalized("a.\u{301}b") == "a \u{301}b")
        #expect(TextMatching.normalized("  Xem   tất cả… ") == "xem tất cả")
    }

    /// The keyboard check's colon and the locator's "obfuscated" are found among an ASCII
    /// identifier's bytes: random identifiers (ASCII ones with colons, slashes and the word
    /// spelled whole or cut, and ones with a mark after a colon or a non-ASCII letter) must give
    /// the answers of the Character search and of Foundation's `contains`.
    @Test func identifierByteSearchesAgreeWithTheStringSearches() {
        let pool = [
            "com", ".", "app", ":", "id/", "obfuscated", "obfus", "cated", "0_", "x", "\u{301}", "é", "İ", ":\u{301}",
            "inputmethod", "Ob", "/",
        ]
        var generator = SplitMix64(seed: 0xC0_1011)
        var graded = (ascii: 0, other: 0, colons: 0, obfuscated: 0)
        for _ in 0..<20_000 {
            var identifier = ""
            for _ in 0..<Int(generator.next() % 7) {
                identifier += pool[Int(generator.next() % UInt64(pool.count))]
            }
            let colon = TouchTargetSizeRule.firstColon(in: identifier)
            #expect(colon == identifier.firstIndex(of: ":"), "\(identifier.debugDescription)")
            let mentions = ElementLocator.mentionsObfuscated(identifier)
            #expect(mentions == identifier.contains("obfuscated"), "\(identifier.debugDescription)")
            if identifier.utf8.allSatisfy({ $0 < 0x80 }) { graded.ascii += 1 } else { graded.other += 1 }
            if colon != nil { graded.colons += 1 }
            if mentions { graded.obfuscated += 1 }
        }
        #expect(graded.ascii > 1_000 && graded.other > 1_000 && graded.colons > 1_000 && graded.obfuscated > 1_000)
        // A mark after the colon joins it into another Character: no colon there.
        #expect(TouchTargetSizeRule.firstColon(in: "pkg:\u{301}id/x") == nil)
        #expect(TouchTargetSizeRule.firstColon(in: "com.app:id/x").map { "com.app:id/x"[..<$0] } == "com.app")
    }
}
