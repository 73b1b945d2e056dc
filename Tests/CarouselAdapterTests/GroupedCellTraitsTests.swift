import AccessibilityTree
import CarouselKit
import CarouselUIKit
import Testing

/// `applyGroupedAccessibility(_:hiding:)` sets a reused cell's traits with
/// `UIKitTraitMapping.replacingComponentTraits(of:with:settable:)`; these tests run that computation
/// on trait names, as a cell configured again and again would.
@Suite("UIKit grouped cells: traits are replaced on reuse")
struct GroupedCellTraitsTests {
    /// What `applyGroupedAccessibility` gives a cell whose traits are `cell`, by name.
    static func configure(_ cell: Set<String>, with component: some AccessibilityComponent) -> Set<String> {
        let properties = UIKitAccessibilityProperties(component.accessibilityElement(for: .iOS, frame: .zero))
        return UIKitTraitMapping.replacingComponentTraits(
            of: cell, with: Set(properties.traitNames), settable: UIKitTraitMapping.publicTraitNames)
    }

    static func rating() throws -> AdjustableValue {
        try AdjustableValue(
            id: "rating", label: "Rating", range: 1...5, step: 1, value: 2, format: .counted(unit: "star"))
    }

    static func player() throws -> GroupedCell {
        try GroupedCell(
            id: "player.0", template: "{name} is a player for {team}.",
            fields: ["name": "Kawhi Leonard", "team": "Toronto Raptors"], hint: "Double tap to get more details")
    }

    @Test("A cell reused for content without a trait loses the previous content's trait")
    func reuseReplacesTraits() throws {
        var cell: Set<String> = []
        cell = Self.configure(cell, with: try Self.rating())
        #expect(cell == ["adjustable"])
        cell = Self.configure(cell, with: try Self.player())
        #expect(cell == [])
    }

    @Test("Configuring twice gives what configuring once with the last content gives")
    func lastConfigurationWins() throws {
        let fresh: Set<String> = ["backButton"]
        let reused = Self.configure(Self.configure(fresh, with: try Self.rating()), with: try Self.player())
        #expect(reused == Self.configure(fresh, with: try Self.player()))
        let again = Self.configure(Self.configure(fresh, with: try Self.player()), with: try Self.rating())
        #expect(again == Self.configure(fresh, with: try Self.rating()))
    }

    @Test("The view's own traits, which no component can set, are kept; settable state traits are not")
    func ownTraitsKept() throws {
        // `backButton` has no public UIAccessibilityTraits member (UIKitTraitMapping drops it), so
        // only UIKit can have set it; `selected` is public, so an earlier configuration may have.
        let cell = Self.configure(["backButton", "selected"], with: try Self.rating())
        #expect(cell == ["backButton", "adjustable"])
    }
}
