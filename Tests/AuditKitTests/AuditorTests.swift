import AccessibilityTree
import Foundation
import HierarchyImport
import ScreenReaderKit
import Testing

@testable import AuditKit

@Suite struct AuditorTests {
    /// A collection view of four button cells with no name: three carousel problems and nothing else.
    static let collectionScreen: AccessibilityScreen = {
        var collection = ExampleScreens.iOSCollection()
        collection.identifier = "related"
        collection.source = DumpLocation(file: "home.xml", line: 42)
        var screen = ExampleScreens.iOS([collection])
        screen.sourceFile = "home.xml"
        return screen
    }()

    @Test func findsExactlyTheCarouselProblems() {
        let findings = Auditor().audit(Self.collectionScreen)
        #expect(findings.map(\.rule) == ["carousel-skip-cost", "carousel-name", "carousel-position"])
        let skip = findings[0]
        #expect(skip.swipesToPass == 4)
        #expect(skip.mayHaveMoreOffScreen == true)
        #expect(skip.severity == .error)
        #expect(skip.file == "home.xml")
        #expect(skip.line == 42)
        #expect(skip.element?.id == "collection")
        #expect(skip.element?.identifier == "related")
        #expect(skip.element?.description == "XCUIElementTypeCollectionView")
        // The readable path (issue 12): kinds without the XCUIElementType prefix, the identifier after #.
        #expect(skip.element?.path == "Application > CollectionView#related")
        #expect(
            skip.message
                == "Passing the carousel takes 4 swipes (more cards may lie off screen, so it may take more); "
                + "make it one adjustable element or a container the user can swipe past, so one swipe passes it.")
    }

    @Test func theFileArgumentWins() {
        let findings = Auditor().audit(Self.collectionScreen, file: "other.xml")
        #expect(findings.allSatisfy { $0.file == "other.xml" })
        // Line 42 is home.xml's (a document keeps the source of the dump it was made from); it
        // says nothing about other.xml, so the finding has no line rather than a wrong one.
        #expect(findings.allSatisfy { $0.line == nil })
    }

    /// A hand-written document may say `"source": {"line": 0}`; SARIF's startLine is at least 1,
    /// so a line below 1 is no line, in the finding and in the SARIF region.
    @Test func aLineBelowOneIsNoLine() throws {
        var screen = Self.collectionScreen
        screen.roots[0].children[0].source = DumpLocation(file: "home.xml", line: 0)
        let findings = Auditor().audit(screen, file: "home.xml")
        #expect(!findings.isEmpty && findings.allSatisfy { $0.line == nil })
        var handMade = findings[0]
        handMade.line = -3
        let sarif = SARIFReporter().render(AuditReport(findings: [handMade], rules: [], files: ["home.xml"]))
        #expect(!sarif.contains("startLine"))
        #expect(sarif.contains("\"uri\" : \"home.xml\""))
    }

    @Test func configurationSetsSeveritiesAndDisablesRules() {
        let configuration = AuditConfiguration(severities: ["carousel-name": .info], disabled: ["carousel-position"])
        let findings = Auditor().audit(
            Self.collectionScreen, configuration: configuration)
        #expect(findings.map(\.rule) == ["carousel-skip-cost", "carousel-name"])
        #expect(findings.map(\.severity) == [.error, .info])
    }

    @Test func onlyRunsTheListedRules() {
        let configuration = AuditConfiguration(only: ["carousel-position"])
        let findings = Auditor().audit(
            Self.collectionScreen, configuration: configuration)
        #expect(findings.map(\.rule) == ["carousel-position"])
    }

    @Test func suppressionsDropFindingsByIdentifierOrID() {
        let byIdentifier = AuditConfiguration(suppressions: [.init(rule: "carousel-name", element: "related")])
        #expect(
            Auditor().audit(Self.collectionScreen, configuration: byIdentifier)
                .map(\.rule) == ["carousel-skip-cost", "carousel-position"])
        let byID = AuditConfiguration(suppressions: [.init(element: "collection")])
        #expect(Auditor().audit(Self.collectionScreen, configuration: byID).isEmpty)
    }

    @Test func aStandInScreenReaderReplacesTheSimulator() {
        // The seam: a context built with other answers uses them, and nothing else.
        struct Fixed: SwipeCounting, SpeechProviding, FocusOrdering {
            var focusOrder: [ElementID] { ["carousel"] }
            func swipesToPass(container: ElementID) -> Int? { 7 }
            func speech(of element: ElementID) -> Utterance? { Utterance([.init(.label, "Stand-in")]) }
        }
        let screen = ExampleScreens.iOS([ExampleScreens.adjustableCarousel()])
        let context = AuditContext(
            screen: screen, swipeCounter: Fixed(), speechProvider: Fixed(), focusOrdering: Fixed())
        let findings = Auditor().audit(context)
        #expect(findings.map(\.rule) == ["carousel-skip-cost"])
        #expect(findings.first?.swipesToPass == 7)
        #expect(findings.first?.speech == "Stand-in")
    }

    /// Every rule and finding reads an element's speech from the context, which asks the screen
    /// reader once per element: a second rule, a finding's speech and the role words reuse the
    /// first answer (a `nil` one too) instead of composing it again.
    @Test func theContextAsksForEachElementsSpeechOnce() throws {
        final class Counting: SwipeCounting, SpeechProviding, FocusOrdering, @unchecked Sendable {
            let lock = NSLock()
            var asked: [ElementID: Int] = [:]
            var focusOrder: [ElementID] { ["carousel"] }
            func swipesToPass(container: ElementID) -> Int? { 7 }
            func speech(of element: ElementID) -> Utterance? {
                lock.lock()
                asked[element, default: 0] += 1
                lock.unlock()
                return element == "carousel" ? Utterance([.init(.label, "Stand-in"), .init(.trait, "Button")]) : nil
            }
        }
        let reader = Counting()
        let screen = ExampleScreens.iOS([ExampleScreens.adjustableCarousel()])
        let context = AuditContext(screen: screen, swipeCounter: reader, speechProvider: reader, focusOrdering: reader)
        let carousel = try #require(context.index["carousel"])
        let other = try #require(context.allElements.first { $0.id != carousel.id })
        #expect(context.speech(of: carousel) == "Stand-in, Button")
        #expect(context.roleWords(of: carousel) == ["button"])
        #expect(context.utterance(of: other) == nil)
        #expect(context.speech(of: other) == nil)
        #expect(Auditor().audit(context).first?.speech == "Stand-in, Button")
        #expect(reader.asked == [carousel.id: 1, other.id: 1])
    }

    /// The context keeps each element's reference for the screen (`ScreenMemo`), but gives it
    /// only to an equal element: a rule's changed copy under the same identity is described as it
    /// now is, and the screen's element still gets its own reference after it.
    @Test func theContextKeepsAReferenceOnlyForTheElementItWasBuiltFor() throws {
        let context = AuditContext(screen: ExampleScreens.iOS([ExampleScreens.adjustableCarousel()]))
        let carousel = try #require(context.index["carousel"])
        let first = context.reference(to: carousel)
        #expect(first.description == "CarouselAccessibilityElement \"Related stories, Carousel\"")
        #expect(context.reference(to: carousel) == first)
        var renamed = carousel
        renamed.label = "Renamed"
        renamed.className = "RenamedView"
        renamed.frame = ScreenRect(x: 0, y: 0, width: 10, height: 10)
        let second = context.reference(to: renamed)
        #expect(first.path?.hasSuffix(" > CarouselAccessibilityElement") == true)
        #expect(second.path?.hasSuffix(" > RenamedView") == true)
        #expect(second.locator?.hasSuffix("/RenamedView \"Renamed\"") == true)
        #expect(second.description == "RenamedView \"Renamed\"")
        #expect(second.frame == ScreenRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.reference(to: carousel) == first)
    }

    @Test func findingsCarryTheSimulatorsSpeech() {
        // VoiceOver reads label, value, then the Adjustable trait (voiceover-speech.md).
        let screen = ExampleScreens.iOS([ExampleScreens.adjustableCarousel(value: nil)])
        let findings = Auditor().audit(screen)
        #expect(findings.map(\.rule) == ["carousel-position", "adjustable-no-value"])
        #expect(findings.allSatisfy { $0.speech == "Related stories, Carousel, Adjustable" })
    }

    @Test func ourAccessibleCarouselIsClean() {
        let screen = ExampleScreens.iOS([ExampleScreens.adjustableCarousel()])
        #expect(Auditor().audit(screen).isEmpty)
    }

    @Test func rulesRunOnlyOnTheirPlatforms() {
        struct IOSOnly: AuditRule {
            var identifier: String { "ios-only" }
            var name: String { "iOS only" }
            var rationale: String { "test" }
            var defaultSeverity: Severity { .info }
            var platforms: Set<Platform> { [.iOS] }
            var triggeringExamples: [RuleExample] { [] }
            var nonTriggeringExamples: [RuleExample] { [] }
            func check(_ context: AuditContext) -> [Finding] {
                [context.finding(self, about: nil, message: "ran")]
            }
        }
        let auditor = Auditor(rules: [IOSOnly()])
        #expect(auditor.audit(ExampleScreens.iOS([])).map(\.message) == ["ran"])
        #expect(auditor.audit(ExampleScreens.android([])).isEmpty)
    }
}

@Suite struct RuleDetailTests {
    @Test func touchTargetMessageSaysWhenDensityIsInferred() throws {
        let rule = TouchTargetSizeRule()
        let findings = rule.check(AuditContext(screen: rule.triggeringExamples[2].screen))
        #expect(
            findings.map(\.message) == [
                "The target is 38.1 x 38.1 dp (density 2.625 inferred from the screen's short side of 1080 px; the dump "
                    + "does not state it), smaller than 48 x 48 dp; enlarge its frame or hit area."
            ])
    }

    @Test func touchTargetWithKnownDensityDoesNotMentionInference() throws {
        let rule = TouchTargetSizeRule()
        let findings = rule.check(AuditContext(screen: rule.triggeringExamples[1].screen))
        #expect(
            findings.map(\.message) == [
                "The target is 38.1 x 38.1 dp, smaller than 48 x 48 dp; enlarge its frame or hit area."
            ])
    }

    @Test func inferredDensityTable() {
        let widths: [Double] = [320, 480, 720, 1080, 1440, 1644]
        #expect(widths.map { AndroidDensity.widthTableDensity(forShortSide: $0) } == [1, 1.5, 2, 2.625, 3.5, 3.5])
    }

    /// The rule guesses a density only for screens that do not state one (a screen document);
    /// its guess must be the importer's for the same screen, or one layout measures differently
    /// by where it came from (1644 px was 4.0 here and 3.5 in the importer, 900 px 2.625 and 2.0).
    @Test(arguments: [200.0, 300, 400, 600, 900, 1000, 1300, 1644, 2400])
    func inferredDensityIsTheImporters(width: Double) throws {
        let xml =
            #"<hierarchy rotation="0"><node class="android.widget.FrameLayout" bounds="[0,0][\#(Int(width)),3000]"/></hierarchy>"#
        let screen = try ScreenImporter.importScreen(data: Data(xml.utf8), fileName: "w.xml")
        #expect(
            screen.unit == .pixels(density: AndroidDensity.widthTableDensity(forShortSide: width, longSide: 3000)))
    }

    /// A landscape screen without a density: its short side, not its width, gives the density.
    /// A 126 px button is 48 dp at 2.625 (1080 px short side); by the 2400 px width it was 21.6 dp.
    @Test func landscapeScreensInferTheDensityFromTheShortSide() {
        let button = AccessibilityElement(
            id: "ok", label: "OK", role: .button, className: "android.widget.Button",
            frame: ScreenRect(x: 900, y: 400, width: 126, height: 126), isClickable: true)
        let landscape = AccessibilityScreen(
            platform: .android, name: "Landscape", size: ScreenSize(width: 2400, height: 1080),
            unit: .pixels(density: nil),
            roots: [
                AccessibilityElement(
                    id: "window", className: "android.widget.FrameLayout",
                    frame: ScreenRect(x: 0, y: 0, width: 2400, height: 1080), children: [button])
            ])
        #expect(TouchTargetSizeRule().check(AuditContext(screen: landscape)).isEmpty)
    }

    /// Ending at the screen's edge is no sign of being cut (issue 21: bottom bars of Appium windows
    /// that leave out the navigation bar, tabs at the edge): a 15 dp wide button there is measured.
    /// ATF's TouchTargetSizeCheck asks even a target against the edge for 32 dp
    /// (TouchTargetSizeCheck.java lines 159-164 and 539-547 at c65cab0).
    @Test func androidTargetsEndingAtTheScreenEdgeAreMeasured() {
        let edge = AccessibilityElement(
            id: "edge", label: "More", role: .button, className: "android.widget.Button",
            frame: ScreenRect(left: 1040, top: 100, right: 1080, bottom: 226), isClickable: true)
        let findings = TouchTargetSizeRule().check(AuditContext(screen: ExampleScreens.android([edge])))
        #expect(findings.map { $0.element?.id } == ["edge"])
    }

    @Test func clickableImageViewCardsAreAnnouncedAsButtons() {
        let screen = ExampleScreens.android([ExampleScreens.androidRecycler(cardClass: "android.widget.ImageView")])
        #expect(CarouselCardRoleRule().check(AuditContext(screen: screen)).isEmpty)
    }

    @Test func cardRoleMessageNamesTheCard() {
        let screen = ExampleScreens.android([ExampleScreens.androidRecycler()])
        let findings = CarouselCardRoleRule().check(AuditContext(screen: screen))
        // One finding on the carousel naming its cards (the third lies off screen, clipped to no
        // width at the list's edge, and is a card scrolled out of view), each listed with its element.
        #expect(
            findings.map(\.message) == [
                "3 cards (\"Lockdown rules explained\", \"What changes today\", \"Schools reopen\") can be "
                    + "activated but are not announced as buttons or links; make each a Button or set its role to button."
            ])
        #expect(findings.first?.element?.id == "recycler")
        #expect(findings.first?.related?.map(\.element.id) == ["card1", "card2", "card3"])
        #expect(findings.first?.related?.allSatisfy { $0.note == "no button or link role" } == true)
    }

    @Test func duplicateTitleMessage() throws {
        let rule = DuplicateSpeechRule()
        let findings = rule.check(AuditContext(screen: rule.triggeringExamples[0].screen))
        #expect(
            findings.map(\.message) == [
                "The visible title \"Related stories\" is read, then read again in \"Related stories, Carousel\"; "
                    + "hide the title from the screen reader, since the name already carries it."
            ])
    }

    @Test func labelContainsRoleOnlyForTheSpokenRole() {
        let link = AccessibilityElement(
            id: "more", label: "Read more link", traits: [.button],
            frame: ScreenRect(x: 20, y: 100, width: 200, height: 44),
            isAccessibilityElement: true)
        // "link" is not what VoiceOver adds to a button, so it is not doubled.
        #expect(LabelContainsRoleRule().check(AuditContext(screen: ExampleScreens.iOS([link]))).isEmpty)
    }

    @Test func englishPositionsAreRecognisedOnlyInEnglishForms() {
        let english = AuditVocabulary.english
        #expect(english.containsPosition("Story, 2 of 5"))
        #expect(english.containsPosition("Showing slide 10 of 12."))
        #expect(!english.containsPosition("One of the best"))
        // German is read with German words (LocalizedAuditTests), not English ones.
        #expect(!english.containsPosition("2 von 5"))
    }

    @Test func androidLabelMissingIgnoresNodesWhoseChildrenSpeak() {
        let row = AccessibilityElement(
            id: "row", className: "android.widget.LinearLayout",
            frame: ScreenRect(left: 0, top: 300, right: 1080, bottom: 450),
            isClickable: true,
            children: [
                AccessibilityElement(
                    id: "row.switch", label: "Wi-Fi", role: .toggle, className: "android.widget.Switch",
                    frame: ScreenRect(left: 800, top: 330, right: 1000, bottom: 420), isCheckable: true,
                    isClickable: true)
            ])
        #expect(LabelMissingRule().check(AuditContext(screen: ExampleScreens.android([row]))).isEmpty)
    }
}
