import AccessibilityTree
import Foundation
import ScreenReaderKit

/// Platform facts the rules share. Internal: the screen-reader simulator (``SimulatedScreenReader``)
/// is the only authority on focus order and speech; these answer other questions (can the user
/// act on it, is there any text that could name it).
extension AccessibilityElement {
    /// The label with surrounding white space removed, or `nil` when that leaves nothing.
    var trimmedLabel: String? { Self.trimmed(label) }
    /// The value with surrounding white space removed, or `nil` when that leaves nothing.
    var trimmedValue: String? { Self.trimmed(value) }

    static func trimmed(_ text: String?) -> String? {
        guard let text else { return nil }
        // Rules trim every label many times; one that starts and ends with an ASCII byte that is
        // not white space (the set's only ASCII members are tab, LF to CR and space) has nothing
        // to trim, so it is returned without Foundation's copy.
        func isKept(_ byte: UInt8?) -> Bool {
            guard let byte, byte < 0x80 else { return false }
            return !(0x09...0x0D).contains(byte) && byte != 0x20
        }
        if isKept(text.utf8.first), isKept(text.utf8.last) { return text }
        // Nor has one whose first and last scalars are not white space (a Vietnamese label that
        // begins with "Đ"): every white-space scalar the set holds is in the Basic Multilingual
        // Plane, so Foundation's trim, by UTF-16 unit or by scalar, stops at the same two ends.
        if let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
            !whiteSpace.contains(first), !whiteSpace.contains(last)
        {
            return text
        }
        let result = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return result.isEmpty ? nil : result
    }

    /// White space and newlines (Foundation's `CharacterSet.whitespacesAndNewlines`), built once.
    private static let whiteSpace = CharacterSet.whitespacesAndNewlines

    /// Whether the element is on screen and not hidden from screen readers.
    var isPresent: Bool { isVisible && !isHidden }

    /// Whether the platform reports the element to its screen reader as a node of its own, so a
    /// finding about it can reach a user.
    ///
    /// - iOS: it is an accessibility element (`accessible="true"`, or inferred so from its type);
    ///   an element marked `accessible="false"`, such as the inner control of a cell's switch or
    ///   a scroll indicator, is never focused or activated by VoiceOver.
    /// - Android: always. Android does not report a view marked `a11y-important="false"` to
    ///   TalkBack; the importer already leaves such views out and puts their children in their
    ///   place (recording an inference on each child), so every node in the tree is reported.
    func isReportedToScreenReader(on platform: Platform) -> Bool {
        platform == .iOS ? isAccessibilityElement : true
    }

    /// The simple class name: `Button` for `android.widget.Button`, the whole name otherwise.
    var simpleClassName: String? {
        className.map(Self.lastDotComponent)
    }

    /// The iOS element type without the prefix its dump gives it (``IOSTypeName/bare(_:)``):
    /// `Button` for WebDriverAgent's `XCUIElementTypeButton`, UI Automation's `UIAButton` and
    /// AXe's or Maestro's `Button`. Ask it of an iOS screen's elements only: an Android class's
    /// simple name (`Switch`) reads the same.
    var iOSTypeName: String? {
        simpleClassName.map(IOSTypeName.bare)
    }

    /// Whether the iOS element is a table or collection view cell, under any dump's type name or
    /// as UIKit's classes (this package's own screens). Ask it of an iOS screen's elements only.
    var isIOSCell: Bool {
        guard let type = iOSTypeName else { return false }
        return type == "Cell" || type == "UITableViewCell" || type == "UICollectionViewCell"
    }

    /// The name's last non-empty `.`-separated part, or the name when it has none: what
    /// `split(separator: ".").last ?? name` gives, without building every part (the auditor
    /// asks for every element's simple name many times).
    static func lastDotComponent(of name: String) -> String {
        lastComponent(of: name, separator: ".")
    }

    /// The name's last non-empty part between `separator`s (an ASCII character), or the name
    /// when it has none: what `split(separator:).last ?? name` gives, without building every part.
    static func lastComponent(of name: String, separator: Unicode.Scalar) -> String {
        // An ASCII name (nearly every one) is cut at its bytes; Character steps backwards cost
        // far more, and for ASCII they are the same places.
        let mark = UInt8(truncatingIfNeeded: separator.value)
        let ascii = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var end = bytes.count
            while end > 0, bytes[end - 1] == mark { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != mark { start -= 1 }
            guard end > 0, start > 0 || end < bytes.count else { return name }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        if let ascii = ascii ?? nil { return ascii }
        let character = Character(separator)
        var end = name.endIndex
        while end > name.startIndex, name[name.index(before: end)] == character { end = name.index(before: end) }
        guard end > name.startIndex else { return name }
        let head = name[..<end]
        let start = head.lastIndex(of: character).map { head.index(after: $0) } ?? head.startIndex
        return String(head[start...])
    }

    /// Whether a user can act on the element with a double tap or an adjustment.
    ///
    /// iOS: an action trait (button, link, adjustable, tab, back button, switch, key, text
    /// entry, search field), an actionable role or `XCUIElementType` class, or custom actions.
    /// Android: clickable, long-clickable or checkable, or the adjustable trait.
    func isActionable(on platform: Platform) -> Bool {
        switch platform {
        case .android:
            return isClickable || isLongClickable || isCheckable || traits.contains(.adjustable)
        case .iOS:
            let actionTraits: AccessibilityTraitSet = [
                .button, .link, .adjustable, .tab, .backButton, .switchButton, .keyboardKey,
                .textEntry, .searchField, .toggleButton,
            ]
            if !traits.isDisjoint(with: actionTraits) || !customActions.isEmpty { return true }
            if let role, Self.actionableRoles.contains(role) { return true }
            guard let name = simpleClassName else { return false }
            return Self.actionableIOSClasses.contains(name)
                || Self.actionableIOSClasses.contains(IOSTypeName.xcuiTest(name))
        }
    }

    static let actionableRoles: Set<ElementRole> = [
        .button, .link, .checkBox, .radioButton, .toggle, .editText, .slider, .dropDownList, .tab,
    ]

    static let actionableIOSClasses: Set<String> = [
        "XCUIElementTypeButton", "XCUIElementTypeLink", "XCUIElementTypeSwitch",
        "XCUIElementTypeSlider", "XCUIElementTypeTextField", "XCUIElementTypeSecureTextField",
        "XCUIElementTypeSearchField", "XCUIElementTypeCell", "XCUIElementTypeStepper",
        "XCUIElementTypeSegmentedControl", "XCUIElementTypeToggle", "XCUIElementTypeKey",
        // UIKit's class names, as this package's own screens and UIKit view dumps give them:
        // cells are selectable, so a user can act on them like XCUITest's Cell.
        "UICollectionViewCell", "UITableViewCell", "UIButton", "UISwitch", "UISlider", "UITextField",
    ]

    /// The element's own speakable text: its label, else its value (and, for an Android edit
    /// box, its hint), as VoiceOver and TalkBack take a name.
    ///
    /// A text made only of private-use characters (an icon font's glyph, such as a React Native
    /// or Flutter icon whose text is U+E5CD) names nothing: Unicode gives those code points no
    /// name or meaning (The Unicode Standard, section 23.5, "Private-Use Characters"), so a speech
    /// engine has no word for them and the user hears the role alone (``isGlyphOnly(_:)``).
    func ownSpeakableText(on platform: Platform) -> String? {
        if let label = trimmedLabel, !Self.isGlyphOnly(label) { return label }
        if let value = trimmedValue, !Self.isGlyphOnly(value) { return value }
        if platform == .android, role == .editText {
            return Self.trimmed(hint).flatMap { Self.isGlyphOnly($0) ? nil : $0 }
        }
        return nil
    }

    /// Whether the text holds a private-use character and nothing else but spaces and invisible
    /// joiners or variation selectors: an icon font's glyph, not a word.
    ///
    /// - Complexity: O(n) in the length of the text.
    static func isGlyphOnly(_ text: String) -> Bool {
        var sawGlyph = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD: sawGlyph = true
            case 0x200B...0x200D, 0x2060, 0xFE00...0xFE0F, 0xFEFF: continue
            default: if !scalar.properties.isWhitespace { return false }
            }
        }
        return sawGlyph
    }

    /// The text that could name the element, as ATF's SpeakableTextPresentCheck looks for it:
    /// its own text, else the text of visible descendants that TalkBack does not focus on their
    /// own (not actionable by ``TalkBackFocusRules/isActionable(_:)``, not checkable), in child
    /// order. On iOS only the element's own label or value counts, since an accessibility element
    /// hides its subviews from VoiceOver.
    ///
    /// Not the simulator's speech: it asks whether anything *could* name a node, including
    /// nodes TalkBack never focuses because they have nothing to say.
    func speakableText(on platform: Platform) -> String? {
        if let own = ownSpeakableText(on: platform) { return own }
        guard platform == .android else { return nil }
        let parts = children.compactMap { child -> String? in
            guard child.isPresent, !TalkBackFocusRules.isActionable(child), !child.isCheckable else { return nil }
            return child.speakableText(on: platform)
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
