import AccessibilityTree
import Foundation
import Testing

@Suite("Accessibility model values")
struct ModelTests {
    @Test func traitsEncodeAsNamesAndRoundTrip() throws {
        let traits: AccessibilityTraitSet = [.button, .notEnabled, .header]
        let data = try JSONEncoder().encode(traits)
        #expect(String(decoding: data, as: UTF8.self) == #"["button","notEnabled","header"]"#)
        #expect(try JSONDecoder().decode(AccessibilityTraitSet.self, from: data) == traits)
    }

    @Test func unknownTraitNamesAreRejectedWithTheName() {
        #expect {
            try JSONDecoder().decode(AccessibilityTraitSet.self, from: Data(#"["buton"]"#.utf8))
        } throws: { error in
            String(describing: error).contains("unknown trait 'buton'")
        }
    }

    @Test func aMinimalElementDecodesWithDefaults() throws {
        let element = try JSONDecoder().decode(
            AccessibilityElement.self, from: Data(#"{"id": "ok", "label": "OK", "traits": ["button"]}"#.utf8))
        #expect(element == AccessibilityElement(id: "ok", label: "OK", traits: .button))
        #expect(element.isEnabled && element.isVisible && !element.isAccessibilityElement)
    }

    @Test func aScreenRoundTripsThroughJSON() throws {
        let screen = AccessibilityScreen(
            platform: .android, name: "Demo", size: ScreenSize(width: 1080, height: 1920),
            unit: .pixels(density: 2.625),
            roots: [
                AccessibilityElement(
                    id: "0", className: "android.widget.FrameLayout",
                    frame: ScreenRect(left: 0, top: 0, right: 1080, bottom: 1920),
                    collectionInfo: CollectionInfo(rowCount: 1, columnCount: 8),
                    children: [
                        AccessibilityElement(
                            id: "0.0", label: "Card", isClickable: true,
                            collectionItemInfo: CollectionItemInfo(rowIndex: 0, columnIndex: 2))
                    ])
            ])
        let decoded = try JSONDecoder().decode(AccessibilityScreen.self, from: JSONEncoder().encode(screen))
        #expect(decoded == screen)
    }

    @Test func androidClassNamesMapToRoles() {
        #expect(ElementRole(androidClassName: "android.widget.ImageButton") == .button)
        #expect(ElementRole(androidClassName: "com.google.android.material.button.MaterialButton") == .button)
        #expect(ElementRole(androidClassName: "androidx.viewpager.widget.ViewPager") == .pager)
        #expect(ElementRole(androidClassName: "android.widget.CheckBox") == .checkBox)
        #expect(ElementRole(androidClassName: "android.widget.FrameLayout") == nil)
    }

    @Test func collectionItemCountOfAHostileDumpSaturatesInsteadOfTrapping() throws {
        let json = #"{"rowCount": 9223372036854775807, "columnCount": 2, "isHierarchical": false}"#
        let info = try JSONDecoder().decode(CollectionInfo.self, from: Data(json.utf8))
        #expect(info.itemCount == Int.max)
        #expect(CollectionInfo(rowCount: -1, columnCount: 0).itemCount == 0)
        #expect(CollectionInfo(rowCount: 1, columnCount: 8).itemCount == 8)
    }

    @Test func checkedTextViewIsACheckBoxNotText() {
        // "CheckedTextView" ends with "TextView"; the longer suffix must win.
        #expect(ElementRole(androidClassName: "android.widget.CheckedTextView") == .checkBox)
        #expect(ElementRole(androidClassName: "androidx.appcompat.widget.AppCompatCheckedTextView") == .checkBox)
        #expect(ElementRole(androidClassName: "android.widget.TextView") == .text)
    }

    @Test func unionIgnoresAFramelessRectangleAndIndexSkipsARepeatedIdentity() {
        let b = ScreenRect(x: 5, y: 5, width: 10, height: 10)
        #expect(ScreenRect.zero.union(b) == b)
        #expect(b.union(.zero) == b)
        // No area but not at the origin: a point that still counts.
        #expect(
            ScreenRect(x: 30, y: 30, width: 0, height: 0).union(b) == ScreenRect(left: 5, top: 5, right: 30, bottom: 30)
        )
        let screen = AccessibilityScreen(
            platform: .iOS,
            roots: [
                AccessibilityElement(
                    id: "root",
                    children: [
                        AccessibilityElement(id: "a", label: "first"),
                        AccessibilityElement(id: "a", label: "second", children: [AccessibilityElement(id: "b")]),
                    ])
            ])
        let index = ScreenIndex(screen)
        #expect(index["a"]?.label == "first")
        #expect(index["b"] == nil)
        #expect(index.preorder == ["root", "a"])
    }

    @Test func isElementInsideWalksTheParentsOnly() {
        let screen = AccessibilityScreen(
            platform: .android,
            roots: [
                AccessibilityElement(
                    id: "root",
                    children: [
                        AccessibilityElement(id: "list", children: [AccessibilityElement(id: "card")]),
                        AccessibilityElement(id: "other"),
                    ])
            ])
        let index = ScreenIndex(screen)
        #expect(index.isElement("card", inside: "list"))
        #expect(index.isElement("card", inside: "root"))
        #expect(index.isElement("list", inside: "list"))
        #expect(!index.isElement("other", inside: "list"))
        #expect(!index.isElement("list", inside: "card"))
        #expect(!index.isElement("missing", inside: "root"))
    }

    @Test func rectGeometry() {
        let a = ScreenRect(left: 0, top: 0, right: 10, bottom: 10)
        let b = ScreenRect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.union(b) == ScreenRect(left: 0, top: 0, right: 15, bottom: 15))
        #expect(a.intersection(b) == ScreenRect(left: 5, top: 5, right: 10, bottom: 10))
        #expect(a.intersection(ScreenRect(x: 20, y: 20, width: 1, height: 1)) == nil)
        #expect(a.center == ScreenPoint(x: 5, y: 5))
    }

    @Test func screenIndexFindsAncestors() {
        let screen = AccessibilityScreen(
            platform: .android,
            roots: [
                AccessibilityElement(
                    id: "w", children: [AccessibilityElement(id: "list", children: [AccessibilityElement(id: "item")])])
            ])
        let index = ScreenIndex(screen)
        #expect(index.ancestors(of: "item") == ["list", "w"])
        #expect(index["item"]?.id == "item")
        #expect(index.count == 3)
    }

    @Test func firstAncestorClimbsToTheNearestMatch() {
        let screen = AccessibilityScreen(
            platform: .android,
            roots: [
                AccessibilityElement(
                    id: "w", isScrollable: true,
                    children: [
                        AccessibilityElement(
                            id: "list", isScrollable: true, children: [AccessibilityElement(id: "item")])
                    ])
            ])
        let index = ScreenIndex(screen)
        #expect(index.firstAncestor(of: "item", where: \.isScrollable)?.id == "list")
        #expect(index.firstAncestor(of: "list", where: \.isScrollable)?.id == "w")
        #expect(index.firstAncestor(of: "w", where: \.isScrollable) == nil)
        #expect(index.firstAncestor(of: "missing", where: { _ in true }) == nil)
        #expect(index.lastAncestor(of: "item", where: \.isScrollable)?.id == "w")
        #expect(index.lastAncestor(of: "item", where: { $0.id == "list" })?.id == "list")
        #expect(index.lastAncestor(of: "w", where: { _ in true }) == nil)
        #expect(index.lastAncestor(of: "missing", where: { _ in true }) == nil)
    }

    /// Positions name children without hashing: each child slot holds the position the child was
    /// indexed at, or -1 where the child repeats an earlier identity and was skipped.
    @Test func childPositionsMarkTheChildrenSkippedAsRepeatedIdentities() {
        let screen = AccessibilityScreen(
            platform: .android,
            roots: [
                AccessibilityElement(
                    id: "root",
                    children: [
                        AccessibilityElement(id: "a", children: [AccessibilityElement(id: "b")]),
                        AccessibilityElement(id: "a", children: [AccessibilityElement(id: "c")]),
                        AccessibilityElement(id: "d"),
                    ]),
                AccessibilityElement(id: "root"),
                AccessibilityElement(id: "e"),
            ])
        let index = ScreenIndex(screen)
        #expect(index.preorder == ["root", "a", "b", "d", "e"])
        #expect(index.hasRepeatedIdentities)
        #expect((0..<3).map { index.rootPosition($0) } == [0, -1, 4])
        #expect((0..<3).map { index.childPosition($0, of: 0) } == [1, -1, 3])
        #expect(index.childPosition(0, of: 1) == 2)
        #expect(index.position(of: "d") == 3)
        #expect(index.position(of: "c") == nil)
        #expect(index.parentPosition(of: 2) == 1)
        #expect(index.parentPosition(of: 0) == -1)
        #expect(index.element(at: 3).id == "d")
        let unique = ScreenIndex(
            AccessibilityScreen(
                platform: .android, roots: [AccessibilityElement(id: "x", children: [AccessibilityElement(id: "y")])]))
        #expect(!unique.hasRepeatedIdentities)
        #expect(unique.childPosition(0, of: 0) == 1)
    }

    @Test func aCopiedElementKeepsItsValuesWhenTheOtherChanges() {
        let original = AccessibilityElement(
            id: "card", label: "first", children: [AccessibilityElement(id: "child", label: "inside")])
        var copy = original
        copy.label = "second"
        copy.children.append(AccessibilityElement(id: "added"))
        copy.children[0].label = "changed"
        #expect(original.label == "first")
        #expect(original.children.map(\.id) == ["child"])
        #expect(original.children[0].label == "inside")
        #expect(copy.label == "second")
        #expect(copy.children.map(\.id) == ["child", "added"])
        #expect(copy.children[0].label == "changed")
        #expect(copy != original)
    }

    @Test func elementsBuiltApartWithTheSameValuesAreEqualAndHashAlike() {
        let first = AccessibilityElement(id: "a", label: "Play", isClickable: true)
        var second = AccessibilityElement(id: "a", label: "Pause", isClickable: true)
        #expect(first != second)
        second.label = "Play"
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
    }

    // Android's rare facts (pane title, tooltip, error, live region, expansion actions) live in a
    // box of their own: a copy keeps its values, and a fact set back to its default compares and
    // hashes like one never set.
    @Test func rareFactsAreValuesAndTheirDefaultsHaveOneSpelling() {
        let plain = AccessibilityElement(id: "field", label: "Email")
        var changed = plain
        changed.errorText = "Enter a valid email"
        changed.isContentInvalid = true
        changed.liveRegion = .polite
        let copy = changed
        changed.tooltip = "Your sign-in address"
        #expect(copy.tooltip == nil)
        #expect(copy.errorText == "Enter a valid email" && copy.isContentInvalid && copy.liveRegion == .polite)
        #expect(changed != plain)
        changed.errorText = nil
        changed.isContentInvalid = false
        changed.liveRegion = .none
        changed.tooltip = nil
        #expect(changed == plain)
        #expect(Set([changed, plain]).count == 1)
    }
}
