import AccessibilityTree

extension IOSTreeBuilder {
    /// The most sibling pairs compared for one parent; beyond it the checks are skipped, so a
    /// parent with tens of thousands of children is imported in linear time.
    static let occlusionComparisonLimit = 250_000

    /// Marks hidden the children that WebDriverAgent's `visible="false"` shows VoiceOver cannot
    /// reach, recording why. `visible` is XCTest's on-screen estimate, so on its own it hides nothing;
    /// two patterns make it evidence:
    ///
    /// - **Stacked duplicate.** An accessibility element reported not visible whose frame lies
    ///   inside the frame of a visible accessibility element beside it (same parent): what is seen
    ///   at its place is that element, so it is a transparent layer (SwiftUI `opacity(0)`
    ///   pages, which VoiceOver skips as alpha 0) or a part that a combined element already says
    ///   (SwiftUI `LabeledContent`: "Version" inside "Version, 1.0 (1)").
    /// - **Covered by a presentation.** Outside scrolling containers, a child whose whole subtree
    ///   is reported not visible, with a later sibling that is visible and whose frame contains
    ///   it: a screen presented over it (a full-screen cover), which VoiceOver cannot reach.
    ///
    /// Off-screen content inside a scroll view, table or collection view is never hidden by
    /// either rule's second pattern; a covered element with no visible sibling over it (a row
    /// under a toolbar) is kept.
    ///
    /// - Complexity: O(k²) for k children, skipped beyond ``occlusionComparisonLimit`` pairs.
    static func hideOccluded(_ children: inout [AccessibilityElement], subtreeVisible: [Bool], scrolls: Bool) {
        guard children.count > 1, children.count * children.count <= occlusionComparisonLimit else { return }
        let shown = children.indices.filter {
            children[$0].isAccessibilityElement && children[$0].isVisible && !children[$0].isHidden
        }
        for index in children.indices {
            let child = children[index]
            guard child.isAccessibilityElement, !child.isVisible, !child.isHidden, !child.frame.isEmpty else {
                continue
            }
            if let cover = shown.first(where: { contains(children[$0].frame, child.frame) }) {
                let name = children[cover].label ?? children[cover].value ?? children[cover].id.rawValue
                children[index].isHidden = true
                children[index].inferences.append(
                    "Hidden inferred: reported not visible inside the visible element \"\(name)\" beside it "
                        + "(a transparent layer or a part that element already says).")
            }
        }
        guard !scrolls, subtreeVisible.count == children.count else { return }
        for index in children.indices where !subtreeVisible[index] && !children[index].isHidden {
            let frame = children[index].frame
            guard !frame.isEmpty else { continue }
            let covered = children.indices.contains { later in
                later > index && subtreeVisible[later] && children[later].isVisible
                    && contains(children[later].frame, frame)
            }
            if covered {
                children[index].isHidden = true
                children[index].inferences.append(
                    "Hidden inferred: everything in it is reported not visible and a later, visible sibling "
                        + "covers it (a screen presented over it).")
            }
        }
    }

    /// Whether `outer` contains `inner`, allowing half a point for rounding.
    private static func contains(_ outer: ScreenRect, _ inner: ScreenRect) -> Bool {
        inner.minX >= outer.minX - 0.5 && inner.minY >= outer.minY - 0.5 && inner.maxX <= outer.maxX + 0.5
            && inner.maxY <= outer.maxY + 0.5
    }
}
