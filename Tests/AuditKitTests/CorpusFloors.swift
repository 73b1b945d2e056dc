/// What the corpus tests hold each part of the frozen split (``CorpusSplit``) to.
///
/// Decision: the development part must meet issue 21's floors: it is what the rules are developed
/// on. The test third is held out: its figures are computed and printed on every run and never
/// tuned on. It must not fall below the figures recorded when it was last measured
/// (``heldOut``), so a change that makes the held-out figures worse fails; where a recorded
/// figure is still below the issue's floor, the run prints the gap (and docs/audit-corpus.md and
/// docs/element-rules.md say so) instead of failing every run, since a test that always fails
/// would stop every other change from landing and would no longer tell anyone anything. Raise a
/// guard when its held-out figure rises; never lower one to let a change through.
enum CorpusFloors {
    /// A precision and a recall.
    struct Bar: CustomStringConvertible {
        var precision: Double
        var recall: Double

        var description: String { "precision \(Self.percent(precision)), recall \(Self.percent(recall))" }

        static func percent(_ value: Double) -> String { "\(Int((value * 100).rounded(.down)))%" }
    }

    /// Issue 21's floors per evaluated rule family: `carousel` (the carousel rules together),
    /// `touch-target-size`, `label-missing`.
    static let issueFloors: [String: Bar] = [
        "carousel": Bar(precision: 0.95, recall: 0.90),
        "touch-target-size": Bar(precision: 0.90, recall: 0.90),
        "label-missing": Bar(precision: 0.90, recall: 0.90),
    ]

    /// The test third's figures when last measured, rounded down to the percent: 2026-11-28,
    /// after the ninth harvest (157 screens from 83 apps; five of its ten screens, from four
    /// apps, fell in the test third), measured with the rules of b7ea1c7 unchanged:
    /// touch-target-size 0.51/0.90 -> 0.53/0.90 (91/176, 91/101 -> 99/184, 99/109), the others
    /// as before. Before that: 2026-11-28,
    /// after the eighth harvest (147 screens from 75 apps; both of its screens, an Arabic
    /// pharmacy's home and an iOS consent banner, fell in the test third), measured with the rules
    /// of 2d4c749 unchanged: touch-target-size 0.50/0.89 -> 0.51/0.90 (86/170, 86/96 -> 91/176,
    /// 91/101), the others as before. Before that: 2026-11-27, evening, after the seventh harvest
    /// (145 screens from 73 apps; nine of its twelve screens fell in the test third, with 16 of
    /// its 17 content carousels). Decision: when the corpus
    /// grows, the guards are measured again on the grown corpus with the rules unchanged (here:
    /// main with the wild-set changes of that session merged, plus the new dumps and their labels
    /// only), since new screens move the figures whatever the rules do; the guard then holds the
    /// rules to that figure. Earlier guards: carousel P 1.00 R 0.83, touch-target-size P 0.38
    /// R 0.83, label-missing P 0.53 R 1.00 (126 screens); after the fifth harvest carousel R 0.85,
    /// touch-target-size P 0.36 R 0.77, label-missing P 0.61 (130 screens); after the sixth
    /// carousel P 1.00 R 0.66, touch-target-size P 0.41 R 0.81, label-missing P 0.72 R 1.00
    /// (133 screens).
    ///
    /// Raised since: carousel precision 0.95 -> 1.00, when a scroll view whose content fits inside
    /// it stopped counting as scrolling (branch `wild-c-dev`, developed on the wild set C);
    /// touch-target-size 0.49/0.85 -> 0.50/0.88 (fourth session), when a TV's resolution stopped
    /// counting as a TV without a TV's evidence (developed on the wild sets C, D and E);
    /// label-missing precision 0.77 -> 0.82 (fourth session), when a checkable node TalkBack does
    /// not focus (neither clickable nor focusable) stopped counting as a control; carousel recall
    /// 0.80 -> 0.84 (fifth session), when a TV's horizontal RecyclerView of two or more cards
    /// counted as a row the D-pad scrolls (`tv-recycler-row`, developed on wild set H's TV app);
    /// touch-target-size recall 0.88 -> 0.89 (seventh session, 85/96 -> 86/96), when a small
    /// Android target sharing a larger clickable ancestor's name stopped counting as the same
    /// target, as ATF's TouchTargetSizeCheck never asks the names (developed on wild set C).
    ///
    /// Lowered once, with the source: label-missing recall 1.00 -> 0.97 (fifth session), when a
    /// silent actionable node holding an actionable one stopped being reported, since TalkBack
    /// (`AccessibilityNodeInfoUtils.shouldFocusNode`) and ATF (`shouldFocusView`, which
    /// SpeakableTextPresentCheck asks first) never focus it (``LabelMissingRule``
    /// `holdsActionableDescendant`). The test third lost one finding its labeller expected (41/42)
    /// and one it did not (41/50); on the wild sets the change removed 6 false findings of C, 1
    /// of E, 1 of F and 4 of B against 6 expected ones of D, 1 of F and 1 of B.
    ///
    /// Raised late: touch-target-size precision 0.53 -> 0.60 (twenty-second session). The test
    /// third's figure had risen from 99/184 to 99/163 over the sixteenth to nineteenth sessions'
    /// rule changes (each reported with its figures in docs/element-rules.md), but the guard had
    /// stayed at the older figure, so a change could have given those findings back unnoticed.
    /// Raised again the same session, 0.60 -> 0.62 (99/163 -> 99/159), when a web link around its
    /// text beside its sentence became inline (branch `weblink22`, developed on the iOS study set
    /// MM; four findings on one iOS web article of the test third went).
    static let heldOut: [String: Bar] = [
        "carousel": Bar(precision: 1.00, recall: 0.84),
        "touch-target-size": Bar(precision: 0.62, recall: 0.90),
        "label-missing": Bar(precision: 0.82, recall: 0.97),
    ]

    /// The bar a family's figures must meet on a part of the split.
    static func bar(for family: String, on split: CorpusSplit) -> Bar {
        let floor = issueFloors[family] ?? Bar(precision: 1, recall: 1)
        switch split {
        case .development: return floor
        case .test: return heldOut[family] ?? floor
        }
    }

    /// A line for the run's output saying where a part stands against the issue's floor.
    static func verdict(for family: String, on split: CorpusSplit, precision: Double, recall: Double) -> String {
        let floor = issueFloors[family] ?? Bar(precision: 1, recall: 1)
        let figures = Bar(precision: precision, recall: recall)
        let meets = precision >= floor.precision && recall >= floor.recall
        return "\(family) on the \(split.rawValue) part: \(figures); issue 21's floor (\(floor)) "
            + (meets ? "met" : "NOT met")
    }
}
