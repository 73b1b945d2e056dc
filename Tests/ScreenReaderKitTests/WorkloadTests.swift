import AccessibilityTree
import ScreenReaderKit
import Testing

@Suite("Benchmark workloads")
struct WorkloadTests {
    @Test(arguments: ScreenReader.allCases)
    func aWalkVisitsEveryFocusableElementOnce(reader: ScreenReader) {
        #expect(ScreenReaderWorkloads.walkFirstToLast(elementCount: 1_000, reader: reader) == 1_000)
    }

    @Test func talkBackReadsASyntheticRowAsOneItemWithItsTexts() {
        let screen = ScreenReaderWorkloads.syntheticScreen(elementCount: 10, platform: .android)
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        #expect(talkBack.swipeRight().spokenText() == "Section 1, Heading, In list, 9 items")
        #expect(talkBack.swipeRight().spokenText() == "Item 1, Detail, 1 of 9")
    }

    @Test func voiceOverReadsASyntheticSectionInRows() {
        let screen = ScreenReaderWorkloads.syntheticScreen(elementCount: 10, platform: .iOS)
        let voiceOver = ScreenReaderSimulator(.voiceOver, screen: screen)
        #expect(voiceOver.focusOrder.prefix(4).map(\.rawValue) == ["s0", "s0.0", "s0.1", "s0.2"])
        #expect(voiceOver.focusOrder.count == 10)
    }
}
