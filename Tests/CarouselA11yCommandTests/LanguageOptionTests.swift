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

    // An Arabic app's dump (two buttons on one row) read in Arabic: UIKit lays the app out right to
    // left (Apple, UIUserInterfaceLayoutDirection.rightToLeft), and VoiceOver orders the row from the right
    // (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:126, 186, 307-312, 328-337), swiping
    // left for the next element. Read without a language, the same dump starts at the left.
    @Test func anIOSDumpReadInArabicIsReadFromTheRight() throws {
        let dump = """
            <?xml version="1.0" encoding="UTF-8"?>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" x="0" y="0" width="390" height="844">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="b" label="التالي" enabled="true" visible="true" accessible="true" x="20" y="100" width="100" height="44"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="a" label="السابق" enabled="true" visible="true" accessible="true" x="270" y="100" width="100" height="44"/>
            </XCUIElementTypeApplication>
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rtl-\(UUID().uuidString).xml")
        try Data(dump.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let arabic = run(["speak", file.path, "--language", "ar"])
        #expect(arabic.status == .success)
        #expect(arabic.out.contains(#"1. swipe left: "السابق, Button""#))
        #expect(arabic.out.contains(#"2. swipe left: "التالي, Button""#))
        let english = run(["speak", file.path])
        #expect(english.out.contains(#"1. swipe right: "التالي, Button""#))
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

    // google/talkback@26a27dc talkback/src/main/res/values-en-rGB/strings.xml template_hint_clickable
    // ("%1$s.") with value_double_tap; values/ writes no period. Every spelling of British English finds
    // TalkBack's en-rGB words, a region TalkBack has no folder for speaks its language's, and an unknown
    // language with a known region is still bad input (docs/localization.md, "Regional variants").
    @Test func aRegionalVariantIsAcceptedInEverySpellingAndAnUnknownRegionIsItsLanguage() {
        for tag in ["en-GB", "en_GB", "en-rGB"] {
            let result = run(["speak", RepositoryFile.androidSettings, "--language", tag])
            #expect(result.status == .success, "\(tag)")
            let first = #"1. swipe right: "Search settings" (hint: Double-tap to activate.)"#
            #expect(result.out.contains(first), "\(tag)")
        }
        let newZealand = run(["speak", RepositoryFile.androidSettings, "--language", "en-NZ"])
        #expect(newZealand.status == .success)
        #expect(newZealand.err.isEmpty)
        #expect(newZealand.out.contains(#"1. swipe right: "Search settings" (hint: Double-tap to activate)"#))
        let unknown = run(["speak", RepositoryFile.androidSettings, "--language", "xx-GB"])
        #expect(unknown.status == .badInput)
        #expect(unknown.err.contains("--language xx-GB: no speech table"))
        #expect(unknown.err.contains("en-GB"))
    }

    @Test func anEmptyLanguageIsBadInputSayingSo() {
        for command in [["speak", RepositoryFile.iOSSettings], ["audit", RepositoryFile.launcher], ["demo"]] {
            let result = run(command + ["--language", ""])
            #expect(result.status == .badInput, "\(command)")
            #expect(result.err == "error: --language is empty: give a BCP 47 tag such as de, zh-Hans or pt-BR\n")
        }
    }

    @Test func auditAndReportAcceptALanguage() {
        #expect(run(["audit", RepositoryFile.launcher, "--language", "iw"]).status != .badInput)
        #expect(run(["report", RepositoryFile.launcher, "--language", "ar"]).status == .success)
    }
}
