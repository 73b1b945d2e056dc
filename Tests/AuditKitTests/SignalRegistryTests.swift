import AccessibilityTree
import Foundation
import Testing

@testable import AuditKit

/// The carousel detector's signals: each registered once, each example firing (or not) on the
/// exact container it marks, and the decision rule of ``HorizontalContainerClassifier/decide(_:)``.
@Suite struct SignalRegistryTests {
    @Test func identifiersAreUniqueKebabCaseAndDocumented() {
        let identifiers = SignalRegistry.identifiers
        #expect(Set(identifiers).count == identifiers.count)
        for signal in SignalRegistry.all {
            #expect(signal.identifier.allSatisfy { $0.isLowercase || $0 == "-" }, "\(signal.identifier)")
            #expect(signal.rationale.count > 40, "\(signal.identifier) needs a rationale")
            #expect(!signal.triggeringExamples.isEmpty, "\(signal.identifier) has no triggering example")
            #expect(!signal.nonTriggeringExamples.isEmpty, "\(signal.identifier) has no non-triggering example")
            #expect(SignalRegistry.signal(withIdentifier: signal.identifier) != nil)
        }
    }

    /// Every `…Signal.swift` file under Sources/AuditKit/Signals declares a signal the registry lists.
    @Test func everySignalTypeIsRegistered() throws {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/AuditKit/Signals")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let declared = files.filter { $0.hasSuffix("Signal.swift") && $0 != "ContainerSignal.swift" }
            .map { String($0.dropLast(".swift".count)) }
        #expect(declared.count >= 30)
        let registered = Set(SignalRegistry.all.map { String(describing: type(of: $0)) })
        for name in declared {
            #expect(registered.contains(name), "\(name) is not in SignalRegistry.all")
        }
    }

    private static func classification(of example: SignalExample) -> ContainerClassification? {
        AuditContext(screen: example.screen).containers.first { $0.container == example.container }
    }

    @Test(arguments: SignalRegistry.identifiers)
    func triggeringExamplesFireOnTheMarkedContainer(identifier: String) throws {
        let signal = try #require(SignalRegistry.signal(withIdentifier: identifier))
        for example in signal.triggeringExamples {
            let found = try #require(
                Self.classification(of: example), "\(identifier): \(example.summary): \(example.container) not found")
            #expect(
                found.signals.contains { $0.signal == identifier },
                "\(identifier): \(example.summary) fired \(found.signals.map(\.signal))")
        }
    }

    @Test(arguments: SignalRegistry.identifiers)
    func nonTriggeringExamplesDoNotFireOnTheMarkedContainer(identifier: String) throws {
        let signal = try #require(SignalRegistry.signal(withIdentifier: identifier))
        for example in signal.nonTriggeringExamples {
            let found = try #require(
                Self.classification(of: example), "\(identifier): \(example.summary): \(example.container) not found")
            #expect(
                !found.signals.contains { $0.signal == identifier },
                "\(identifier): \(example.summary) should not fire")
        }
    }

    private static func reading(_ signal: String, _ category: ContainerCategory, _ kind: SignalKind, _ weight: Double)
        -> SignalReading
    {
        SignalReading(signal: signal, category: category, kind: kind, weight: weight, evidence: signal)
    }

    /// A pager that scrolls is a content carousel only with content evidence.
    @Test func aPagerNeedsContentEvidence() {
        let layout = Self.reading("pager-widget", .contentCarousel, .layout, 10)
        let demand = Self.reading("paged-container", .screenPager, .demandsContent, 0)
        let content = Self.reading("alike-cards", .contentCarousel, .content, 5)
        #expect(HorizontalContainerClassifier.decide([layout, demand]).category == .screenPager)
        #expect(
            HorizontalContainerClassifier.decide([layout, demand]).evidence.last
                == "nothing shows its items are content cards")
        #expect(HorizontalContainerClassifier.decide([layout, demand, content]).category == .contentCarousel)
    }

    /// A pager's demand is met by the app stating more items (a scrollable pager, "page 1 of 3");
    /// system UI's only by cards: "it has more" does not make a row of tiles or icons cards.
    @Test func systemUINeedsCardsNotOnlyMoreItems() {
        let layout = Self.reading("pager-widget", .contentCarousel, .layout, 10)
        let pager = Self.reading("paged-container", .screenPager, .demandsContent, 0)
        let more = Self.reading("scrollable-pager", .contentCarousel, .moreItems, 5)
        let system = Self.reading("system-ui", .other, .demandsCards, 0)
        let cards = Self.reading("alike-cards", .contentCarousel, .content, 5)
        #expect(HorizontalContainerClassifier.decide([layout, pager, more]).category == .contentCarousel)
        #expect(HorizontalContainerClassifier.decide([layout, pager, more, system]).category == .other)
        #expect(
            HorizontalContainerClassifier.decide([layout, pager, more, system, cards]).category == .contentCarousel)
    }

    /// Content evidence alone does not make a fixed row scroll; a kind of row outweighs the
    /// layout signals added up; a declaration decides alone.
    @Test func theDecisionWeighsKindsLayoutAndContent() {
        let content = Self.reading("alike-cards", .contentCarousel, .content, 5)
        #expect(HorizontalContainerClassifier.decide([content]).category == .other)
        let layouts = (0..<5).map { Self.reading("layout\($0)", .contentCarousel, .layout, 10) }
        let chips = Self.reading("short-label-items", .chips, .kind, 95)
        #expect(HorizontalContainerClassifier.decide(layouts + [chips]).category == .chips)
        #expect(HorizontalContainerClassifier.decide(layouts).category == .contentCarousel)
        // Two readings of one kind count once: the heaviest.
        let tabs = [
            Self.reading("selected-tab", .tabs, .kind, 130), Self.reading("captioned-icons", .tabs, .kind, 120),
        ]
        let bottom = Self.reading("bottom-bar-shape", .bottomNavigation, .kind, 140)
        #expect(HorizontalContainerClassifier.decide(tabs + [bottom]).category == .bottomNavigation)
        let declared = Self.reading("declared-carousel", .contentCarousel, .declaration, 1000)
        #expect(HorizontalContainerClassifier.decide([chips, declared]).category == .contentCarousel)
        #expect(HorizontalContainerClassifier.decide([]).category == .other)
    }

    /// Every triggering example of every rule marks the elements its findings land on, except
    /// touch-target-size and label-missing (their examples are another branch's).
    @Test func everyTriggeringRuleExampleMarksItsElements() {
        for rule in RuleRegistry.all where !["touch-target-size", "label-missing"].contains(rule.identifier) {
            for example in rule.triggeringExamples {
                #expect(!example.landsOn.isEmpty, "\(rule.identifier): \(example.summary) marks no element")
            }
        }
    }
}
