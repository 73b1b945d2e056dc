import Foundation
import Testing

@testable import CarouselA11yCommand

/// `capture --adb` and `speak|audit|report --adb` against a stand-in `adb` on `PATH`
/// (`Tests/StandInADB/adb`) that replays a real uiautomator dump and adb's and uiautomator's real texts:
/// the "List of devices attached" listing with "device", "unauthorized" and "offline" states
/// (adb's `adb devices`), uiautomator's "UI hierchary dumped to:" closing line (spelt so; quoted in
/// appium/appium#14726), and its failures on standard output with status 0: "ERROR: could not get
/// idle state." (Redth/mobile-canvas-ghcp#5) and "ERROR: null root node returned by
/// UiTestAutomationBridge." (dtmilano/AndroidViewClient#257, android/testing-samples#283).
@Suite("carousel-a11y with a device through adb")
struct AdbCommandTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let standIn = tests.deletingLastPathComponent().appendingPathComponent("StandInADB").path
    /// A real uiautomator dump (attribution in Tests/RealDumps/SOURCES.md).
    static let dump = tests.deletingLastPathComponent()
        .appendingPathComponent("RealDumps/android/CaAlO22__LingBook-Android__window_dump.xml").path

    /// The stand-in first, then the system's tools it uses (`cat`).
    static let path = standIn + ":/usr/bin:/bin"

    private func run(_ arguments: [String], scenario: String, path: String = path, log: String? = nil) -> (
        status: CarouselA11yCommand.CommandExitStatus, out: String, err: String
    ) {
        var environment = ["PATH": path, "ADB_STANDIN": scenario, "ADB_STANDIN_DUMP": Self.dump]
        if let log { environment["ADB_STANDIN_LOG"] = log }
        let context = CommandContext.captured(environment: environment)
        let status = CommandRunner.run(arguments, in: context)
        return (status, context.standardOutput, context.standardError)
    }

    @Test func captureWritesTheDeviceDumpWithoutUiautomatorsClosingLine() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("adb-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let result = run(["capture", "--adb"], scenario: "one", log: log)
        #expect(result.status == .success)
        let expected = try String(contentsOfFile: Self.dump, encoding: .utf8)
        #expect(result.out.hasPrefix("<?xml"))
        #expect(result.out.hasSuffix("</hierarchy>\n"))
        #expect(!result.out.contains("UI hierchary dumped to"))
        #expect(expected.contains(result.out.trimmingCharacters(in: .newlines)))
        let calls = try String(contentsOfFile: log, encoding: .utf8)
        #expect(calls == "devices\n-s emulator-5554 exec-out uiautomator dump /dev/tty\n")
    }

    @Test func captureWritesToAFile() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("screen-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = run(["capture", "--adb", "--output", output.path], scenario: "one")
        #expect(result.status == .success)
        #expect(result.err == "wrote \(output.path): the screen of emulator-5554\n")
        #expect(try String(contentsOf: output, encoding: .utf8).hasSuffix("</hierarchy>"))
    }

    @Test func speakAuditAndReportReadTheDeviceDirectly() throws {
        let fromDevice = run(["speak", "--adb"], scenario: "one")
        let fromFile = run(["speak", Self.dump], scenario: "one")
        #expect(fromDevice.status == .success)
        #expect(fromDevice.out == fromFile.out)
        // The first stop opens the screen's Compose lazy list (docs/fidelity.md, "A lazy list or grid").
        #expect(fromDevice.out.contains("1. swipe right: \"新建学科, In list\""))
        let audited = run(["audit", "--adb", "--format", "json"], scenario: "one")
        #expect(audited.status == .success)
        #expect(audited.out == run(["audit", Self.dump, "--format", "json"], scenario: "one").out)
        #expect(audited.out.contains("\"findings\""))
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("adb-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: report) }
        let reported = run(["report", "--adb", "--output", report.path], scenario: "one")
        #expect(reported.status == .success)
        #expect(try String(contentsOf: report, encoding: .utf8).contains("adb-emulator-5554.xml"))
    }

    /// The first adb call of a session starts adb's server, which lives on holding every descriptor
    /// adb inherited; the command must finish while it runs (it waited in `Process.waitUntilExit()`
    /// until the server ended).
    @Test func captureFinishesWhileTheAdbServerItStartedRuns() throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("adbd-\(UUID().uuidString)").path
        defer {
            try? FileManager.default.removeItem(atPath: pidFile)
            try? FileManager.default.removeItem(atPath: pidFile + ".ended")
        }
        var environment = ["PATH": Self.path, "ADB_STANDIN": "daemon", "ADB_STANDIN_DUMP": Self.dump]
        environment["ADB_STANDIN_DAEMON"] = pidFile
        let context = CommandContext.captured(environment: environment)
        let status = CommandRunner.run(["capture", "--adb"], in: context)
        let serverEnded = FileManager.default.fileExists(atPath: pidFile + ".ended")
        let pidText = try String(contentsOfFile: pidFile, encoding: .utf8)
        if let server = pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)) { kill(server, SIGTERM) }
        #expect(!serverEnded, "the command returned only once the server it started had ended")
        #expect(status == .success)
        #expect(context.standardOutput.hasSuffix("</hierarchy>\n"))
        #expect(context.standardError.isEmpty, "\(context.standardError)")
    }

    @Test func speakTakesAFileOrTheDeviceNotBoth() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("adb-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let result = run(["speak", Self.dump, "--adb"], scenario: "one", log: log)
        #expect(result.status == .badInput)
        #expect(result.err == "error: speak reads one screen: give FILE or --adb, not both\n")
        #expect(result.out.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: log), "adb was called")
    }

    @Test func serialChoosesAmongSeveralDevices() {
        let result = run(["speak", "--adb", "--serial", "R58M42ABCDE"], scenario: "two")
        #expect(result.status == .success)
        #expect(result.out.contains("新建学科"))
    }

    @Test(arguments: [
        (["capture", "--adb"], "none", "error: no Android device or emulator is connected (adb devices lists none)"),
        (
            ["capture", "--adb"], "two",
            "error: 2 devices are connected (emulator-5554, R58M42ABCDE): choose one with --serial"
        ),
        (["speak", "--adb"], "unauthorized", "error: the device R58M42ABCDE is unauthorized: unlock it and accept"),
        (["audit", "--adb"], "offline", "error: the device emulator-5554 is offline"),
        (
            ["capture", "--adb", "--serial", "ZX1"], "one",
            "error: no device with serial ZX1 is connected; adb devices lists emulator-5554"
        ),
        (
            ["capture", "--adb"], "idle",
            "error: the screen of emulator-5554 could not be dumped: \"ERROR: could not get idle state.\": the screen never settled"
        ),
        (
            ["report", "--adb"], "nullroot",
            "error: the screen of emulator-5554 could not be dumped: \"ERROR: null root node returned by UiTestAutomationBridge.\": uiautomator found no window to read: a secure window"
        ),
        (["capture"], "one", "error: capture needs --adb"),
        (["speak"], "one", "error: name a file to read, or --adb for a connected device"),
        (["speak", "x.xml", "--serial", "ZX1"], "one", "error: --serial needs --adb"),
    ])
    func eachFailureIsBadInputWithWhatToDo(arguments: [String], scenario: String, message: String) {
        let result = run(arguments, scenario: scenario)
        #expect(result.status == .badInput)
        #expect(result.err.hasPrefix(message), "\(result.err)")
        #expect(result.out.isEmpty)
    }

    @Test func noAdbOnPathIsNamed() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-adb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = run(["capture", "--adb"], scenario: "one", path: empty.path)
        #expect(result.status == .badInput)
        #expect(result.err.hasPrefix("error: adb is not on PATH: install Android's platform tools"))
    }
}
