import CarouselA11yCommand
import Foundation
import Testing

/// `--language` overrides the screen's language for speak, walk, audit and report.
@Suite("carousel-a11y --language")
struct LanguageOptionTests {
    private func run(_ arguments: [String]) -> (status: CarouselA11yCommand.CommandExitStatus, out: String, err: String)
    {
        let context = CommandContext.captured()
        let status = CommandRunner.run(arguments, in: context)
        return (status, context.standardOutput, context.standardError)
    }

    // google/talkback@26a27dc talkback/src/main/res/values-de/strings.xml value_unlabelled,
    // strings_compositor.xml list_index_template, in_list, template_list_total_count.
    @Test func speakReadsAnAndroidDumpInGerman() {
        let result = run(["speak", RepositoryFile.androidSettings, "--language", "de-DE"])
        #expect(result.status == .success)
        #expect(
            result.out.contains(
                #"swipe right: "Unbenannt, Network & internet, Wi‑Fi, mobile, data usage, and hotspot, 1 von 9, In der Liste, 9 Einträge""#
            ))
    }

    // AccessibilitySnapshot@5b03db8 .../de.lproj/Localizable.strings trait.header.description.
    @Test func walkReadsAnIOSDumpInGerman() {
        let result = run(["walk", RepositoryFile.iOSSettings, "--gestures", "right", "--language", "de"])
        #expect(result.status == .success)
        #expect(result.out.contains("Settings, Überschrift"))
    }

    @Test func aLanguageWithoutVoiceOverWordsSaysWhichWordsFellBack() {
        let result = run(["walk", RepositoryFile.iOSSettings, "--gestures", "right", "--language", "ja"])
        #expect(result.status == .success)
        #expect(result.out.contains("Settings, Heading"))
        #expect(result.out.contains(#"inference: VoiceOver word "Heading" spoken in English"#))
    }

    @Test func unknownLanguageIsBadInput() {
        for command in [["speak", RepositoryFile.iOSSettings], ["audit", RepositoryFile.launcher]] {
            let result = run(command + ["--language", "xx-YY"])
            #expect(result.status == .badInput, "\(command)")
            #expect(result.err.contains("--language xx-YY: no speech table"), "\(command)")
            #expect(result.err.contains("zh-Hans"), "\(command)")
        }
    }

    @Test func auditAndReportAcceptALanguage() {
        #expect(run(["audit", RepositoryFile.launcher, "--language", "iw"]).status != .badInput)
        #expect(run(["report", RepositoryFile.launcher, "--language", "ar"]).status == .success)
    }
}
