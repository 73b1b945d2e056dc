import AccessibilityTree

/// One piece of evidence about what a horizontal container is for: a platform widget class, a
/// layout fact or a content fact, with the category it argues for and how much it counts.
///
/// ``HorizontalContainerClassifier`` asks every signal in ``SignalRegistry/all`` about a
/// container and adds up the weights of those that fire, per category (see
/// ``HorizontalContainerClassifier/decide(_:)``); `audit --verbose` prints each fired signal
/// with its weight. A signal states its rule whole, with its thresholds named, so that what it
/// does can be read without the dumps it was tried on.
public protocol ContainerSignal: Sendable {
    /// A stable, kebab-case identifier (`tab-widget-class`).
    var identifier: String { get }
    /// Why the fact means what the signal says, and where that comes from (a platform's
    /// documentation or source, a layout or content fact).
    var rationale: String { get }
    /// The category the signal argues for when it fires.
    var category: ContainerCategory { get }
    /// How the signal takes part in the decision.
    var kind: SignalKind { get }
    /// How much the signal counts toward ``category`` when it fires.
    var weight: Double { get }
    /// The named thresholds the signal compares against.
    var thresholds: [SignalThreshold] { get }
    /// Containers on which the signal fires; each example marks the container.
    var triggeringExamples: [SignalExample] { get }
    /// Containers on which it does not; each example marks the container.
    var nonTriggeringExamples: [SignalExample] { get }

    /// The evidence sentence when the signal fires on the container, `nil` when it does not.
    ///
    /// A sentence may open with the fact it rests on, ended by "; " ("every item is at most
    /// 40 dp tall (content cards are taller); ..."): when several fired signals open with the same
    /// fact, the decision's evidence states it once.
    ///
    /// - Complexity: O(n) in the size of the container's subtree.
    func evidence(for subject: ContainerSubject) -> String?
}

extension ContainerSignal {
    /// No thresholds.
    public var thresholds: [SignalThreshold] { [] }
}
