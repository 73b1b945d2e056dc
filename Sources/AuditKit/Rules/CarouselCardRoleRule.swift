import AccessibilityTree
import Foundation
import ScreenReaderKit

/// `carousel-card-role`: interactive carousel cards that are not announced as buttons or links.
///
/// Decisions, where the references leave room:
/// - iOS: a card is interactive when it is actionable (an action trait, custom actions, or an
///   actionable `XCUIElementType` such as `XCUIElementTypeCell`); it has a role when it has the
///   button or link trait, the button or link role, or is an `XCUIElementTypeButton`/`Link`.
/// - Android: a card is interactive when it is clickable or long-clickable. Its role is the one
///   the TalkBack simulator gives it (``TalkBackSpeech/role(of:)``): "Button" for Button and
///   ImageButton classes and a clickable ImageView; a clickable ViewGroup, TextView or CardView
///   says no role, so it is reported. Any non-empty `roleDescription` counts as a role, since
///   TalkBack speaks it in place of the class's.
/// - A disabled card, or one the platform does not report to the screen reader
///   (`accessible="false"`, `a11y-important="false"`), is not interactive.
/// - An adjustable carousel's cards are its values: the value must contain a button or link word
///   (seed 000 appends "button" to each card's value), in the screen's language or English
///   (``AuditVocabulary/buttonWords``, ``AuditVocabulary/linkWords``: "Taste" in German). A carousel with no value is
///   left to `adjustable-no-value`.
public struct CarouselCardRoleRule: AuditRule {
    /// Creates the rule.
    public init() {}

    public var identifier: String { "carousel-card-role" }
    public var name: String { "Carousel card role" }
    public var rationale: String {
        "Seed 000 (BBC News): a card's label alone (\"How do the new lockdown restrictions affect me?\") "
            + "does not say it opens another article; seed 003: each interactive card has its own role, "
            + "a button or link. WCAG 4.1.2 Name, Role, Value."
    }
    public var defaultSeverity: Severity { .error }
    public var platforms: Set<Platform> { [.iOS, .android] }
    public var helpURI: String? { "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html" }

    public var triggeringExamples: [RuleExample] {
        [
            RuleExample(
                "collection view cells without the button trait",
                ExampleScreens.iOS([ExampleScreens.iOSCollection(cardTraits: [])]), landsOn: ["collection"]),
            RuleExample(
                "UIKit collection view cells (UICollectionViewCell) without the button trait",
                ExampleScreens.iOS([
                    AccessibilityElement(
                        id: "collection", className: "UICollectionView",
                        frame: ScreenRect(x: 0, y: 300, width: 390, height: 200),
                        isScrollable: true,
                        children: (0..<3).map { index in
                            AccessibilityElement(
                                id: ElementID("cell\(index)"), label: "Story \(index + 1)",
                                className: "UICollectionViewCell",
                                frame: ScreenRect(x: 20 + Double(index) * 310, y: 300, width: 300, height: 200),
                                isAccessibilityElement: true)
                        })
                ]), landsOn: ["collection"]),
            RuleExample(
                "clickable ViewGroup cards: TalkBack speaks no role",
                ExampleScreens.android([ExampleScreens.androidRecycler()]), landsOn: ["recycler"]),
            RuleExample(
                "an adjustable carousel whose value has no role word",
                ExampleScreens.iOS([ExampleScreens.adjustableCarousel(value: "Lockdown rules explained, 1 of 4")]),
                landsOn: ["carousel"]),
        ]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample(
                "cells with the button trait",
                ExampleScreens.iOS([ExampleScreens.iOSCollection(cardTraits: [.button])])),
            RuleExample(
                "clickable Button cards",
                ExampleScreens.android([ExampleScreens.androidRecycler(cardClass: "android.widget.Button")])),
            RuleExample(
                "an adjustable carousel whose value ends with \"button\"",
                ExampleScreens.iOS([ExampleScreens.adjustableCarousel()])),
        ] + RealDumpExamples.nonCarouselRows
    }

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for carousel in context.carousels {
            guard let container = context.index[carousel.container] else { continue }
            if carousel.reason == .adjustableCarousel {
                guard let value = container.trimmedValue, !context.vocabulary.mentionsButtonOrLink(value) else {
                    continue
                }
                findings.append(
                    context.finding(
                        self, about: container,
                        message: "The carousel's value \"\(value)\" does not say the card is a button or link; "
                            + "append the card's role word, as in \"\(value), button\"." + context.languageCaveat))
                continue
            }
            // One finding on the carousel, listing its cards: a carousel of eight cards
            // without a role is one thing to fix, not eight.
            let roleless = carousel.cards.compactMap { context.index[$0] }.filter { card in
                isInteractive(card, on: context.platform) && !hasRole(card, on: context.platform)
            }
            guard !roleless.isEmpty else { continue }
            let fix =
                context.platform == .iOS
                ? "give each the button or link trait" : "make each a Button or set its role to button"
            let names = roleless.prefix(3).map { card in card.trimmedLabel.map { "\"\($0)\"" } ?? card.id.rawValue }
            let more = roleless.count > 3 ? " and \(roleless.count - 3) more" : ""
            let what =
                roleless.count == 1
                ? "The card \(names[0]) can be activated but is not announced as a button or link"
                : "\(roleless.count) cards (\(names.joined(separator: ", "))\(more)) can be activated but are not "
                    + "announced as buttons or links"
            findings.append(
                context.finding(
                    self, about: container, message: "\(what); \(fix).",
                    related: roleless.map { ($0, "no button or link role") }))
        }
        return findings
    }

    private func isInteractive(_ card: AccessibilityElement, on platform: Platform) -> Bool {
        // A disabled card cannot be activated, and a node the platform does not report to the
        // screen reader is never announced at all.
        guard card.isEnabled, card.isPresent, card.isReportedToScreenReader(on: platform) else { return false }
        switch platform {
        case .iOS: return card.isActionable(on: .iOS)
        case .android: return card.isClickable || card.isLongClickable
        }
    }

    private func hasRole(_ card: AccessibilityElement, on platform: Platform) -> Bool {
        switch platform {
        case .iOS:
            if !card.traits.isDisjoint(with: [.button, .link]) { return true }
            if card.role == .button || card.role == .link { return true }
            return ["XCUIElementTypeButton", "XCUIElementTypeLink"].contains(card.simpleClassName ?? "")
        case .android:
            if AccessibilityElement.trimmed(card.roleDescription) != nil { return true }
            let role = TalkBackSpeech().role(of: card)
            return role == .button || role == .link
        }
    }
}
