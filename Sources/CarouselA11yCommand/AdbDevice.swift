import Foundation

/// One Android device or emulator reached through `adb`, whose screen is dumped with
/// `adb -s SERIAL exec-out uiautomator dump /dev/tty` (uiautomator writes the XML to its
/// terminal, which `exec-out` passes through unchanged, then a line "UI hierchary dumped to:
/// /dev/tty", spelt so).
///
/// Every failure is an ``InputError`` saying what to do: no `adb` on `PATH`, no device, several
/// devices without `--serial`, an unauthorized or offline device, and a screen uiautomator cannot
/// dump. uiautomator reports the last on standard output and still exits 0, with "ERROR: could
/// not get idle state." (the screen never settles) or "ERROR: null root node returned by
/// UiTestAutomationBridge." (no window to read: a secure window, the lock screen, a transition).
struct AdbDevice {
    /// The `adb` executable found on `PATH`.
    let executable: String
    /// The device's serial number, as `adb devices` lists it.
    let serial: String

    /// Finds `adb` and the device to use: the one `serial` names, or the only one connected.
    static func connect(serial requested: String?, in context: CommandContext) throws(InputError) -> AdbDevice {
        guard let executable = findExecutable("adb", path: context.environment["PATH"] ?? "") else {
            throw InputError(
                "adb is not on PATH: install Android's platform tools (Debian and Ubuntu: apt install adb; "
                    + "or the Android SDK's platform-tools) and put adb on PATH")
        }
        let listing = run(executable, ["devices"], environment: context.environment)
        guard listing.status == 0 else {
            throw InputError("adb devices failed: \(firstLine(listing.error.isEmpty ? listing.output : listing.error))")
        }
        let devices = parseDevices(listing.output)
        let chosen: (serial: String, state: String)
        if let requested {
            guard let found = devices.first(where: { $0.serial == requested }) else {
                throw InputError(
                    "no device with serial \(requested) is connected"
                        + (devices.isEmpty
                            ? "" : "; adb devices lists \(devices.map(\.serial).joined(separator: ", "))"))
            }
            chosen = found
        } else {
            guard let only = devices.first else {
                throw InputError(
                    "no Android device or emulator is connected (adb devices lists none): connect one with USB "
                        + "debugging on, or start an emulator")
            }
            guard devices.count == 1 else {
                throw InputError(
                    "\(devices.count) devices are connected (\(devices.map(\.serial).joined(separator: ", "))): "
                        + "choose one with --serial")
            }
            chosen = only
        }
        switch chosen.state {
        case "device": break
        case "unauthorized":
            throw InputError(
                "the device \(chosen.serial) is unauthorized: unlock it and accept the \"Allow USB debugging?\" "
                    + "dialog, then try again")
        case "offline":
            throw InputError(
                "the device \(chosen.serial) is offline: reconnect it, or restart adb with adb kill-server")
        default:
            throw InputError(
                "the device \(chosen.serial) is not ready (adb devices says \"\(chosen.state)\"); it must say \"device\""
            )
        }
        return AdbDevice(executable: executable, serial: chosen.serial)
    }

    /// The uiautomator dump of the device's screen, without uiautomator's closing line.
    func dumpScreen(in context: CommandContext) throws(InputError) -> Data {
        let result = Self.run(
            executable, ["-s", serial, "exec-out", "uiautomator", "dump", "/dev/tty"], environment: context.environment)
        let text = result.output
        if let start = text.range(of: "<?xml") ?? text.range(of: "<hierarchy"),
            let end = text.range(of: "</hierarchy>", range: start.lowerBound..<text.endIndex)
        {
            return Data(text[start.lowerBound..<end.upperBound].utf8)
        }
        let errorLine = (text + "\n" + result.error).split(whereSeparator: \.isNewline).first { $0.contains("ERROR:") }
        let said =
            errorLine.map { $0.trimmingCharacters(in: .whitespaces) }
            ?? Self.firstLine(result.error.isEmpty ? text : result.error)
        let advice: String
        if said.contains("could not get idle state") {
            advice =
                "the screen never settled: stop animations or video (or turn animations off in Developer "
                + "options) and try again"
        } else if said.contains("null root node") {
            advice =
                "uiautomator found no window to read: a secure window (FLAG_SECURE), the lock screen or a "
                + "screen in transition; unlock the device or open the screen again"
        } else if said.contains("unauthorized") {
            advice = "accept the \"Allow USB debugging?\" dialog on the device"
        } else {
            advice = "expected a <hierarchy> dump"
        }
        throw InputError(
            "the screen of \(serial) could not be dumped: \(said.isEmpty ? "adb printed nothing" : "\"\(said)\""): \(advice)"
        )
    }

    /// The devices `adb devices` lists: one "serial<TAB>state" line each after its header.
    static func parseDevices(_ listing: String) -> [(serial: String, state: String)] {
        listing.split(whereSeparator: \.isNewline).compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            return (
                String(parts[0]).trimmingCharacters(in: .whitespaces),
                String(parts[1]).trimmingCharacters(in: .whitespaces)
            )
        }
    }

    /// The first executable file named `name` in the colon-separated `path`.
    static func findExecutable(_ name: String, path: String) -> String? {
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = String(directory) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    private static func firstLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }

    /// Runs the program to completion and returns its status and output, both streams read fully.
    private static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]
    ) -> (status: Int32, output: String, error: String) {
        guard let result = ChildProcess.run(executable, arguments, environment: environment) else {
            return (-1, "", "cannot run \(executable)")
        }
        return (
            result.status, String(decoding: result.output, as: UTF8.self),
            String(decoding: result.error, as: UTF8.self)
        )
    }
}
