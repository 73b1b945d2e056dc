import AccessibilityTree

/// Rows of chips as each platform's own chip puts them in a dump, built from the chip's source
/// (the anatomies of issue 21, listed in docs/audit-corpus.md, "Chips, every anatomy"). Every
/// row scrolls and its last chip runs off the screen's right edge, as a chip bar does: the layout
/// signals fire, and only the chip kinds keep it from being taken for a content carousel.
extension SignalExampleScreens {
    /// One chip's place in a row: its identifier, label, index and frame (clipped to the screen).
    struct ChipSlot {
        let id: ElementID
        let label: String
        let index: Int
        let frame: ScreenRect

        /// The identifier of a part of the chip.
        func part(_ name: String) -> ElementID { ElementID("\(id.rawValue)-\(name)") }

        /// A square part `side` px wide at the chip's leading (or trailing) end, centred on its height.
        func icon(_ name: String, label: String?, side: Double, trailing: Bool = false) -> AccessibilityElement {
            let left = trailing ? frame.maxX - side - side / 2 : frame.minX + side / 2
            return AccessibilityElement(
                id: part(name), label: label, role: .image, className: "android.widget.ImageView",
                frame: ScreenRect(x: left, y: frame.midY - side / 2, width: side, height: side))
        }

        /// A text view holding `text` across the chip's middle.
        func text(_ text: String, name: String = "text") -> AccessibilityElement {
            AccessibilityElement(
                id: part(name), label: text, role: .text, className: "android.widget.TextView",
                frame: ScreenRect(
                    x: frame.minX + frame.width * 0.25, y: frame.midY - 26, width: frame.width * 0.5, height: 52))
        }
    }

    /// A row of chips from `left`, 8 dp (21 px) apart on the 1080 x 2400 px phone: each chip
    /// `height` px tall (48 dp: Material's minimum touch target, which chips are padded to) and as
    /// wide as its label needs; frames are clipped to the screen, as uiautomator reports them.
    ///
    /// - Parameter chip: builds one chip in its slot.
    static func chipRow(
        _ id: ElementID, className: String, labels: [String], top: Double = 400, height: Double = 126,
        left: Double = 42, scrollable: Bool = true, screenWidth: Double = 1080,
        chip: (ChipSlot) -> AccessibilityElement
    ) -> AccessibilityElement {
        var start = left
        var chips: [AccessibilityElement] = []
        for (index, label) in labels.enumerated() where start < screenWidth {
            let width = 150 + Double(label.count) * 26
            let frame = ScreenRect(left: start, top: top, right: min(start + width, screenWidth), bottom: top + height)
            chips.append(
                chip(ChipSlot(id: ElementID("\(id.rawValue)-chip\(index)"), label: label, index: index, frame: frame)))
            start += width + 21
        }
        return row(
            id, className: className, top: top, height: height, width: screenWidth, scrollable: scrollable,
            items: chips)
    }

    /// Labels of filter chips, the third with a count, long enough to run off the screen.
    static let filterLabels = ["Open now", "Vegan", "Unread 12", "Under 30 min", "Top rated", "Delivery"]

    /// Names on input chips.
    static let inputLabels = ["Ann Lee", "Bo Chen", "Cara Diaz", "Dev Rao", "Eli Moss"]
}

extension SignalExampleScreens {
    /// Material Components' `ChipGroup` of filter chips, single line, in a `HorizontalScrollView`.
    /// A Chip reports the accessibility class `android.widget.Button` (`RadioButton` in a
    /// single-selection group), checkable, its text on its own node (material-components-android
    /// @ ac7e18ef, lib/java/com/google/android/material/chip/Chip.java:2347-2362,
    /// getAccessibilityClassName; :288-289 and :1022-1034, the node's class, checkable and text);
    /// the ChipGroup reports a plain `android.view.ViewGroup`.
    static func materialFilterChips(singleSelection: Bool = false) -> AccessibilityElement {
        let className = singleSelection ? "android.widget.RadioButton" : "android.widget.Button"
        let group = chipRow("filters-group", className: "android.view.ViewGroup", labels: filterLabels) { slot in
            AccessibilityElement(
                id: slot.id, label: slot.label, role: ElementRole(androidClassName: className), className: className,
                frame: slot.frame, isCheckable: true, checkedState: slot.index == 0 ? .checked : .unchecked,
                isClickable: true, isFocusable: true)
        }
        return row(
            "filters", className: "android.widget.HorizontalScrollView", top: 400, height: 126, scrollable: true,
            items: [group])
    }

    /// Material Components' input chips with a close icon: the Chip's touch helper adds two
    /// virtual views, the chip's body (an empty description, empty bounds) and the close icon, a
    /// `Button` described "Remove <text>" (Chip.java:978-1017, ChipTouchHelper; strings.xml:19,
    /// mtrl_chip_close_icon_content_description).
    static func materialInputChips() -> AccessibilityElement {
        chipRow("recipients", className: "android.widget.HorizontalScrollView", labels: inputLabels) { slot in
            let close = AccessibilityElement(
                id: slot.part("close"), label: "Remove \(slot.label)", role: .button,
                className: "android.widget.Button",
                frame: ScreenRect(
                    x: max(slot.frame.minX, slot.frame.maxX - 84), y: slot.frame.minY, width: 63,
                    height: slot.frame.height), isClickable: true)
            let body = AccessibilityElement(id: slot.part("body"), label: nil, className: "android.view.View")
            return AccessibilityElement(
                id: slot.id, label: slot.label, role: .button, className: "android.widget.Button", frame: slot.frame,
                isClickable: true, isFocusable: true, children: [body, close])
        }
    }
}

extension SignalExampleScreens {
    /// The parts Compose Material 3 draws inside a chip (androidx @ 64d8ce05,
    /// compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/Chip.kt,
    /// ChipContent): an optional avatar or leading icon (a described `Icon` is dumped as an
    /// `ImageView`), the label's text, an optional trailing icon.
    enum ComposeChipParts {
        /// The label only.
        case label
        /// A leading icon described `icon`, and the label.
        case leadingIcon(String)
        /// An avatar described `avatar`, the label, and a trailing icon described `trailing`.
        case avatarAndTrailing(avatar: String, trailing: String)
        /// The label, and a trailing icon (a dropdown arrow, a remove "x") described `trailing`.
        case trailingIcon(String)
    }

    /// A Compose `LazyRow` (a scrollable `android.view.View`) of Material 3 chips. The private
    /// `Chip` behind AssistChip and SuggestionChip sets `Role.Button` (dumped as
    /// `android.widget.Button`); `SelectableChip`, behind FilterChip and InputChip, is a selectable
    /// Surface with `Role.Checkbox` (dumped as a checkable `android.widget.CheckBox`, checked when
    /// selected) (Chip.kt, the private `Chip` and `SelectableChip`). Each is clickable and merges
    /// its content; `mergedText` puts the label on the chip's own node too.
    static func composeChips(
        _ id: ElementID = "compose-chips", selectable: Bool, parts: ComposeChipParts, labels: [String]? = nil,
        mergedText: Bool = false
    ) -> AccessibilityElement {
        let className = selectable ? "android.widget.CheckBox" : "android.widget.Button"
        return chipRow(id, className: "android.view.View", labels: labels ?? filterLabels) { slot in
            var children: [AccessibilityElement] = []
            switch parts {
            case .label:
                children = [slot.text(slot.label)]
            case .leadingIcon(let icon):
                children = [slot.icon("icon", label: icon, side: 47), slot.text(slot.label)]
            case .avatarAndTrailing(let avatar, let trailing):
                children = [
                    slot.icon("avatar", label: avatar, side: 63), slot.text(slot.label),
                    slot.icon("trailing", label: trailing, side: 47, trailing: true),
                ]
            case .trailingIcon(let trailing):
                children = [slot.text(slot.label), slot.icon("trailing", label: trailing, side: 47, trailing: true)]
            }
            return AccessibilityElement(
                id: slot.id, label: mergedText ? slot.label : nil, role: ElementRole(androidClassName: className),
                className: className, frame: slot.frame, isCheckable: selectable,
                checkedState: selectable ? (slot.index == 0 ? .checked : .unchecked) : nil, isClickable: true,
                isFocusable: true, children: children)
        }
    }
}

extension SignalExampleScreens {
    /// What Flutter's chip adds to its label: nothing, an avatar's text, a count, a delete button.
    enum FlutterChipParts {
        /// The label only.
        case label
        /// An avatar showing initials: Flutter merges the avatar's text into the chip's label, a
        /// line break between them.
        case avatarInitials
        /// The label and a count, merged with a line break.
        case count
        /// A delete button, its own node.
        case deleteButton
    }

    /// A Flutter horizontal scroll view of Material chips. `RawChip` (behind Chip, ActionChip,
    /// FilterChip, ChoiceChip, InputChip) wraps itself in `Semantics(button: tapEnabled, container:
    /// true, selected: selected)` and pads itself to 48 dp (flutter @ 8f4828c0,
    /// packages/flutter/lib/src/material/chip.dart, _RawChipState.build): a `Button` (a plain
    /// `View` when nothing listens), its label its content description (the texts inside it merged,
    /// a line break between them), selected but not checkable.
    static func flutterChips(_ id: ElementID = "flutter-chips", parts: FlutterChipParts) -> AccessibilityElement {
        let labels = parts == .avatarInitials ? inputLabels : filterLabels
        return chipRow(id, className: "android.widget.HorizontalScrollView", labels: labels) { slot in
            var label = slot.label
            var children: [AccessibilityElement] = []
            switch parts {
            case .label: break
            case .avatarInitials:
                let initials = slot.label.split(separator: " ").compactMap(\.first).map(String.init).joined()
                label = "\(initials)\n\(slot.label)"
            case .count: label = "\(slot.label)\n\(slot.index + 2)"
            case .deleteButton:
                children = [
                    AccessibilityElement(
                        id: slot.part("delete"), label: "Delete", role: .button, className: "android.widget.Button",
                        frame: ScreenRect(
                            x: max(slot.frame.minX, slot.frame.maxX - 84), y: slot.frame.minY + 21, width: 63,
                            height: 84), isClickable: true)
                ]
            }
            var element = AccessibilityElement(
                id: slot.id, label: label, role: .button, className: "android.widget.Button", frame: slot.frame,
                isClickable: true, isFocusable: true, children: children)
            element.isSelected = slot.index == 0
            return element
        }
    }
}

extension SignalExampleScreens {
    /// Chips an app builds from framework widgets before Material's: a `TextView` (or
    /// `CheckedTextView`, `RadioButton`, `ToggleButton`) per chip in a `HorizontalScrollView`'s
    /// `LinearLayout`, 36 dp tall.
    static func frameworkChips(className: String) -> AccessibilityElement {
        let checkable = className != "android.widget.TextView"
        let line = chipRow("topics-line", className: "android.widget.LinearLayout", labels: filterLabels, height: 94) {
            slot in
            AccessibilityElement(
                id: slot.id, label: slot.label, role: ElementRole(androidClassName: className), className: className,
                frame: slot.frame, isCheckable: checkable,
                checkedState: checkable ? (slot.index == 0 ? .checked : .unchecked) : nil, isClickable: true,
                isFocusable: true)
        }
        return row(
            "topics", className: "android.widget.HorizontalScrollView", top: 400, height: 94, scrollable: true,
            items: [line])
    }

    /// A RecyclerView of chips, each item a 48 dp layout holding a described icon, the label and a
    /// count in their own views (Material's chip: an optional leading icon, a label, often a count).
    static func recyclerChipsWithCounts() -> AccessibilityElement {
        let labels = ["Inbox", "Unread", "Starred", "Snoozed", "Drafts", "Sent"]
        return chipRow(
            "folders", className: "androidx.recyclerview.widget.RecyclerView", labels: labels
        ) { slot in
            let count = AccessibilityElement(
                id: slot.part("count"), label: "\(slot.index * 3 + 1)", role: .text,
                className: "android.widget.TextView",
                frame: ScreenRect(
                    x: max(slot.frame.minX, slot.frame.maxX - 84), y: slot.frame.midY - 26, width: 42,
                    height: 52))
            return AccessibilityElement(
                id: slot.id, role: .group, className: "android.widget.LinearLayout", frame: slot.frame,
                isClickable: true, isFocusable: true,
                children: [slot.icon("icon", label: "\(slot.label) folder", side: 47), slot.text(slot.label), count])
        }
    }
}

extension SignalExampleScreens {
    /// An iPhone screen's chip bar: iOS has no chip, so SwiftUI and UIKit apps build one from
    /// buttons in a horizontal scroll view, 34 pt tall, the chosen one selected; the last runs
    /// past the screen's right edge (XCUITest reports frames unclipped). With `icons`, each
    /// button holds its symbol image and its label's static text as children.
    static func iOSChipBar(icons: Bool = false) -> AccessibilityScreen {
        var left = 16.0
        var buttons: [AccessibilityElement] = []
        for (index, label) in filterLabels.enumerated() where left < 390 {
            let width = 44 + Double(label.count) * 9
            let frame = ScreenRect(x: left, y: 120, width: width, height: 34)
            let children =
                icons
                ? [
                    AccessibilityElement(
                        id: ElementID("ios-chip\(index)-symbol"), label: "checkmark", traits: [.image],
                        className: "XCUIElementTypeImage",
                        frame: ScreenRect(x: left + 10, y: 129, width: 16, height: 16)),
                    AccessibilityElement(
                        id: ElementID("ios-chip\(index)-text"), label: label, traits: [.staticText],
                        className: "XCUIElementTypeStaticText",
                        frame: ScreenRect(x: left + 30, y: 127, width: width - 40, height: 20)),
                ] : []
            buttons.append(
                AccessibilityElement(
                    id: ElementID("ios-chip\(index)"), label: label,
                    traits: index == 0 ? [.button, .selected] : [.button], className: "XCUIElementTypeButton",
                    frame: frame, isAccessibilityElement: true, children: children))
            left += width + 8
        }
        let bar = AccessibilityElement(
            id: "ios-chips", className: "XCUIElementTypeScrollView",
            frame: ScreenRect(x: 0, y: 120, width: 390, height: 34),
            children: buttons)
        return ExampleScreens.iOS([bar])
    }
}
