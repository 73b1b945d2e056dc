import AccessibilityTree
import Foundation
import Testing

@testable import AuditKit

/// ``TextTokens`` and ``TextMatching/normalized(_:)`` read an ASCII text from its bytes and any
/// other text by Character (issue 22): both readings must agree. Appending an em space (white
/// space, not alphanumeric, and compatibility-mapped to a space) sends the same text down the
/// Character path without changing its tokens or its normalized form.
@Suite("TextTokens: the ASCII reading agrees with the Character reading")
struct TextTokensTests {
    static let samples: [String] =
        (0..<128).map { String(Character(Unicode.Scalar(UInt8($0)))) } + [
            "Page 2 of 8", "Slide 10/12, Carousel", "Related stories, Carousel", "  Pause  rotation ",
            "Button\r\nLink", "ABC123def", "99999999999999999999999 items", "a1b2c3", "x-y_z", "", "   ",
            "Tab 1 of 4\tSelected", "(3) NEW!", "\u{1}control\u{7F}", "Stop auto-play", "2of8",
        ]

    @Test func asciiTokensMatchTheCharacterPath() {
        for text in Self.samples {
            let ascii = TextTokens(text)
            let other = TextTokens(text + "\u{2003}")
            #expect(ascii.tokens == other.tokens, "\(text.debugDescription)")
            #expect(ascii.text == text.lowercased(), "\(text.debugDescription)")
            #expect(ascii.ranges.count == ascii.tokens.count)
            #expect(
                ascii.ranges.map { ascii.text[$0] } == other.ranges.map { other.text[$0] }, "\(text.debugDescription)")
        }
        #expect(TextTokens("Page 2 of 8").tokens == [.word("page"), .number(2), .word("of"), .number(8)])
        #expect(TextTokens("Next, Button").tokens == [.word("next"), .mark(","), .word("button")])
    }

    /// The simple class name is the last non-empty `.` part, as `split` gives it, for ASCII and
    /// other names alike.
    @Test func simpleClassNamesMatchSplit() {
        let names = [
            "android.widget.TextView", "TextView", "", ".", "...", "a.b..", ".b", "abc.", "a..b",
            "com.föö.Bär", "é", "x.\u{301}", "x.é.", "XCUIElementTypeButton", "Outer$Inner",
        ]
        for name in names {
            let split = name.split(separator: ".").last.map(String.init) ?? name
            #expect(AccessibilityElement.lastDotComponent(of: name) == split, "\(name.debugDescription)")
        }
    }

    /// A label that starts and ends with a kept ASCII byte is returned as it is; every other is
    /// trimmed by Foundation: the answers are Foundation's for every ASCII character at either end.
    @Test func trimmedLabelsMatchFoundation() {
        let texts = Self.samples.flatMap { [$0, "x\($0)", "\($0)x", "\u{A0}\($0)", "\($0)\u{2028}"] }
        for text in texts {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(AccessibilityElement.trimmed(text) == (trimmed.isEmpty ? nil : trimmed), "\(text.debugDescription)")
        }
    }

    /// An identifier names a page indicator the same whether it is read from bytes (ASCII) or
    /// by Character (a non-ASCII package in front sends the same entry down that path).
    @Test func indicatorIdentifiersMatchTheCharacterPath() {
        let entries = [
            "page_indicator", "PagerIndicator", "dots-Indicator", "vp_circle_indicator", "indicator_dots",
            "pageControl1", "banner", "", "indicator", "PAGEINDICATOR", "page.indicator", "tab_dots",
        ]
        for entry in entries {
            let ascii = AccessibilityElement(id: "a", identifier: "com.example:id/\(entry)")
            let other = AccessibilityElement(id: "b", identifier: "cöm.example:id/\(entry)")
            #expect(
                HorizontalContainerClassifier.indicatorIdentifier(ascii)
                    == HorizontalContainerClassifier.indicatorIdentifier(other), "\(entry)")
        }
        let named = AccessibilityElement(id: "c", identifier: "com.example:id/page_indicator//")
        #expect(HorizontalContainerClassifier.indicatorIdentifier(named) == "page_indicator")
        #expect(
            HorizontalContainerClassifier.indicatorIdentifier(AccessibilityElement(id: "d", identifier: "///")) == nil)
    }

    /// A position needs two numbers: a text with fewer is never matched, one with two still is.
    @Test func positionsNeedTwoNumbers() {
        let words = AuditVocabulary.english
        #expect(words.position(in: "Item 2 of 8")?.position == 2)
        #expect(words.pagePosition(in: "Page 3 of 5")?.total == 5)
        #expect(words.position(in: "Item 2 of eight") == nil)
        #expect(words.position(in: "of") == nil)
    }

    /// A path's identifier drops its `package:id/` part, from the bytes as Foundation's search does.
    @Test func shortIdentifiersMatchFoundation() {
        let identifiers = [
            "com.example:id/close", "close", ":id/", ":id/x:id/y", "a:id", "com.ex:ID/close", "", "x:id/",
            "android:id/title", "cöm.example:id/close", "com.example:id/clöse",
        ]
        for identifier in identifiers {
            let expected = identifier.range(of: ":id/").map { String(identifier[$0.upperBound...]) } ?? identifier
            #expect(ElementPath.shortIdentifier(identifier) == expected, "\(identifier)")
        }
    }

    @Test func asciiNormalizationMatchesTheCharacterPath() {
        for text in Self.samples {
            #expect(
                TextMatching.normalized(text) == TextMatching.normalized(text + "\u{2003}"), "\(text.debugDescription)")
        }
        #expect(TextMatching.normalized("  Related   stories, CAROUSEL! ") == "related stories carousel")
        #expect(TextMatching.normalized("--") == "")
    }
}
