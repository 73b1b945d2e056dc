import ArgumentParser
import Foundation

/// `carousel-a11y capture --adb`: the screen of a connected Android device as a uiautomator dump.
struct CaptureCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "capture",
        abstract: "Dump the screen of a connected Android device or emulator (uiautomator XML).",
        discussion: """
            Runs adb exec-out uiautomator dump /dev/tty on the device (adb from PATH) and writes the \
            dump, which speak, walk, audit and report read. speak, audit and report also take --adb \
            to read the device directly.

            Exit status: 0 success; 2 no adb on PATH, no device, several devices without --serial, \
            an unauthorized or offline device, or a screen uiautomator cannot dump (a secure window, \
            the lock screen, a screen that never settles), each with a one-line error saying what to do.
            """)

    @OptionGroup var device: AdbOptions

    @Option(name: .shortAndLong, help: "The file to write (default: standard output).")
    var output: String?

    func execute(in context: CommandContext) throws -> CommandExitStatus {
        guard device.adb else { throw InputError("capture needs --adb: it reads a connected Android device") }
        let adb = try AdbDevice.connect(serial: device.serial, in: context)
        let dump = try adb.dumpScreen(in: context)
        guard let output else {
            context.write(String(decoding: dump, as: UTF8.self) + "\n")
            return .success
        }
        do {
            try dump.write(to: URL(fileURLWithPath: output))
        } catch {
            throw InputError(InputFiles.problem(output, "cannot be written: \(InputFiles.writeFailure(output, error))"))
        }
        context.printError("wrote \(output): the screen of \(adb.serial)")
        return .success
    }
}
