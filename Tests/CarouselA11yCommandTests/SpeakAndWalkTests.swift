import CarouselA11yCommand
import Foundation
import Testing

/// The repository's own files: fixture copies (with attribution in their SOURCES.md) and examples.
enum RepositoryFile {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    static let iOSSettings = path(
        "Tests/HierarchyImportTests/Fixtures/ios-xml/ldi-github__shirates-core__XmlDataIos_SettingsTopScreen.xml")
    static let androidSettings = path(
        "Tests/HierarchyImportTests/Fixtures/android-appium/ldi-github__shirates-core__XmlDataAndroid_SettingsTopScreen.xml"
    )
    static let example = path("Examples/related-stories.json")
    /// Pixel launcher: an "At a glance" ViewPager, with errors (see FixtureAuditTests).
    static let launcher = path(
        "Tests/HierarchyImportTests/Fixtures/android-appium/Bioto__tron-ai__page_source_629b9fb_launcher.xml")
    /// iOS keyboard settings.
    static let iOSKeyboard = path(
        "Tests/HierarchyImportTests/Fixtures/ios-xml/ldi-github__shirates-core__XmlDataIos_KeyboardScreen.xml")
}

@Suite("carousel-a11y speak and walk")
struct SpeakAndWalkTests {
    private func run(_ arguments: [String]) -> (status: CarouselA11yCommand.CommandExitStatus, out: String, err: String)
    {
        let context = CommandContext.captured()
        let status = CommandRunner.run(arguments, in: context)
        return (status, context.standardOutput, context.standardError)
    }

    @Test func speakReadsAnIOSDumpWithVoiceOverByDefault() throws {
        let result = run(["speak", RepositoryFile.iOSSettings, "--format", "json"])
        #expect(result.status == .success)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(object["reader"] as? String == "voiceover")
        let steps = try #require(object["steps"] as? [[String: Any]])
        // The dump's navigation bar title "Settings" (XCUIElementTypeStaticText in a NavigationBar)
        // is the first element, read as a heading.
        #expect(steps.first?["speech"] as? String == "Settings, Heading")
        #expect(steps.last?["sounds"] as? [String] == ["boundary"])
        #expect(steps.allSatisfy { Set($0.keys).isSuperset(of: ["gesture", "element", "speech", "hint", "sounds"]) })
    }

    @Test func speakReadsAnAndroidDumpWithTalkBackByDefault() {
        let result = run(["speak", RepositoryFile.androidSettings])
        #expect(result.status == .success)
        #expect(
            // The row's icon has no label: "Unlabelled" (NonTextViewsDescription.java:76-89).
            result.out.contains(
                #"swipe right: "Unlabelled, Network & internet, Wi‑Fi, mobile, data usage, and hotspot, 1 of 9, In list, 9 items""#
            ))
    }

    @Test func verboseAndTheTranscriptSayWhichStopsWereOffScreen() throws {
        let dump = """
            <hierarchy rotation="0"><node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
            <node class="android.widget.ListView" scrollable="true" bounds="[0,0][1080,2400]">
            <node class="android.widget.TextView" text="Shown" bounds="[0,0][1080,200]"/>
            <node class="android.widget.TextView" text="Below" visible-to-user="false" bounds="[0,2400][1080,2600]"/>
            </node></node></hierarchy>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("offscreen-\(UUID().uuidString).xml")
        try Data(dump.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = run(["speak", url.path, "--verbose"])
        #expect(result.status == .success)
        #expect(result.out.contains(#"swipe right: "Below" [off screen]"#))
        #expect(result.out.contains("Off screen, reached by scrolling:\n  0.0.1\n"))
        #expect(!run(["speak", url.path]).out.contains("Off screen, reached"))
    }

    @Test func verboseShowsWhatTheImporterInferred() {
        // uiautomator dumps never state the density; the importer infers it from the screen.
        let text = run(["speak", RepositoryFile.androidSettings, "--verbose"])
        #expect(text.out.contains("Inferred, not read from the file:"))
        #expect(text.out.contains("screen: Density"))
        // With JSON the inferences go to standard error, so standard output stays one JSON document.
        let json = run(["speak", RepositoryFile.androidSettings, "--verbose", "--format", "json"])
        #expect((try? JSONSerialization.jsonObject(with: Data(json.out.utf8))) != nil)
        #expect(json.err.contains("screen: Density"))
        #expect(!run(["speak", RepositoryFile.androidSettings]).out.contains("Inferred"))
    }

    /// TalkBack for TV's hints depend on an inference no dump states, so `--verbose` names it: a
    /// Fire TV launcher's screen (Makesoft-io/hazel, Tests/RealDumps/android/SOURCES.md) is a TV's
    /// by its D-pad focus; a phone's screen and VoiceOver's reading say nothing of the kind.
    @Test func verboseSaysWhenTheScreenWasTakenForATelevision() {
        let tv = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("RealDumps/android/Makesoft-io__hazel__ui_final_test.xml").path
        let talkBack = run(["speak", tv, "--verbose"])
        #expect(talkBack.status == .success)
        #expect(talkBack.out.contains("(hint: Press select to activate)"))
        #expect(talkBack.out.contains("screen: a TV's, so TalkBack for TV's hints are spoken (0.0.0.0.0.2.0.2.4 holds"))
        #expect(!run(["speak", tv, "--verbose", "--reader", "voiceover"]).out.contains("TalkBack for TV"))
        #expect(!run(["speak", RepositoryFile.androidSettings, "--verbose"]).out.contains("TalkBack for TV"))
    }

    // The iOS Settings dump marks rows below the fold visible="false"; VoiceOver scrolls to them, so
    // they are stops, marked off screen (issue 9 part 1).
    @Test func voiceOverReachesRowsBelowTheFold() throws {
        let json = run(["speak", RepositoryFile.iOSSettings, "--format", "json"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let steps = try #require(object["steps"] as? [[String: Any]])
        let offScreen = steps.filter { $0["offScreen"] as? Bool == true }.compactMap { $0["speech"] as? String }
        #expect(offScreen.suffix(3) == ["Developer", "app.st", ""])
    }

    @Test func theOtherPlatformsReaderReadsAnApproximationAndSaysSo() {
        // Issue 12 asks to hear one screen with both readers (this was an input error before).
        let result = run(["speak", RepositoryFile.androidSettings, "--reader", "voiceover"])
        #expect(result.status == .success)
        #expect(
            result.err
                == "note: VoiceOver reading an Android screen: a cross-platform approximation (the nearest iOS "
                + "semantics; --verbose lists them)\n")
        #expect(
            result.out.contains("swipe right: \"Network & internet, Wi‑Fi, mobile, data usage, and hotspot, Button\""))
        let verbose = run(["speak", RepositoryFile.iOSSettings, "--reader", "talkback", "--verbose"])
        #expect(verbose.status == .success)
        #expect(verbose.out.contains("screen: Cross-platform approximation: an iOS screen read by TalkBack"))
    }

    @Test func aMissingFileIsAnInputErrorNamingIt() {
        let result = run(["speak", "/nonexistent/screen.xml"])
        #expect(result.status == .badInput)
        // The same wording as audit's, without a line and column that mean nothing for a missing file.
        #expect(result.err == "error: /nonexistent/screen.xml: no such file or directory\n")
    }

    @Test func aTruncatedDumpIsAnInputErrorWithItsLine() throws {
        let text = try String(contentsOfFile: RepositoryFile.iOSSettings, encoding: .utf8)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("truncated-\(UUID().uuidString).xml")
            .path
        try String(text.prefix(text.count / 2)).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = run(["speak", path])
        #expect(result.status == .badInput)
        #expect(result.err.hasPrefix("error: \(path):"))
        #expect(result.err.split(separator: "\n").count == 1)
    }

    @Test func walkDrivesLiveComponentsInAScreenDocument() {
        let result = run(["walk", RepositoryFile.example, "--gestures", "right,right,up,up,up,doubletap"])
        #expect(result.status == .success)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                #"  1. swipe right: "Lockdown: what the new rules mean for you, Heading""#,
                #"  2. swipe right: "Related stories, Carousel, How do the new lockdown restrictions affect me?, Button, 1 of 3, Adjustable" (hint: Swipe up or down with one finger to adjust the value.)"#,
                #"  3. swipe up: "Can I still meet friends outdoors?, Button, 2 of 3""#,
                #"  4. swipe up: "What are the rules for schools?, Link, 3 of 3""#,
                "  5. swipe up <boundary>",
                "  6. double tap [performed: activate s3]",
            ])
    }

    @Test func walkWaitsOnTheSimulatorsClock() {
        let result = run(["walk", RepositoryFile.example, "--gestures", "right, wait=2.5 ,right", "--format", "json"])
        #expect(result.status == .success)
        #expect(result.out.contains(#""gesture" : "wait"#))
    }

    @Test(arguments: [
        ("right,jump", "--gestures: gesture 2 'jump': unknown gesture"),
        ("right,,up", "--gestures: gesture 2 '': an empty step"),
        ("wait=-1", "wait takes a number of seconds"),
        ("touch=nowhere", "gesture 1 'touch=nowhere': no element on the screen has that id"),
        (
            Array(repeating: "right", count: 10_001).joined(separator: ","),
            "gesture 10001 'right': a script holds at most 10000 steps"
        ),
    ])
    func badGestureScriptsAreInputErrors(script: String, message: String) {
        let result = run(["walk", RepositoryFile.example, "--gestures", script])
        #expect(result.status == .badInput)
        #expect(result.err.contains(message))
    }

    @Test(arguments: [
        (
            "action=Archive", "", CarouselA11yCommand.CommandExitStatus.badInput,
            "gesture 1 'action=Archive': nothing is focused yet"
        ),
        (
            "right,right,action=Nope", "", .badInput,
            "gesture 3 'action=Nope': the focused element 'Ada, Lunch on Friday?' has no custom action with that name (it offers: Archive, Mark as Read)"
        ),
        (
            "right,action=Archive", "", .badInput,
            "the focused element 'Inbox' has no custom action with that name (it offers none)"
        ),
        ("right,right,action=Archive", #"action "Archive""#, .success, ""),
    ])
    func walkChecksCustomActionNamesAgainstTheFocusedElement(
        script: String, transcript: String, status: CarouselA11yCommand.CommandExitStatus, message: String
    ) {
        let result = run(["walk", RepositoryFile.path("Examples/swiftui-tabs.capture.json"), "--gestures", script])
        #expect(result.status == status)
        if status == .success {
            #expect(result.out.contains(transcript))
            #expect(!result.out.contains("<boundary>"))
            #expect(result.err.isEmpty)
        } else {
            #expect(result.err.contains(message))
        }
    }

    @Test func walkNeedsGestures() {
        let result = run(["walk", RepositoryFile.example])
        #expect(result.status == .badInput)
        #expect(result.err.contains("--gestures"))
    }
}
