import ArgumentParser
import Foundation

/// `--adb` and `--serial`: read the screen of a connected Android device instead of a file.
struct AdbOptions: ParsableArguments {
    @Flag(
        name: .long,
        help: "Read the screen of the connected Android device or emulator (adb exec-out uiautomator dump).")
    var adb = false

    @Option(
        name: .long,
        help: ArgumentHelp("The device to use when several are connected (adb devices).", valueName: "serial"))
    var serial: String?

    /// The files to read: `files`, plus the device's dump (written to a temporary file) with `--adb`.
    ///
    /// - Throws: ``InputError`` from ``AdbDevice``, for `--serial` without `--adb`, or when
    ///   neither a file nor `--adb` is given and `required`.
    func files(_ files: [String], required: Bool = true, in context: CommandContext) throws -> [String] {
        guard adb else {
            if serial != nil { throw InputError("--serial needs --adb") }
            if required && files.isEmpty { throw InputError("name a file to read, or --adb for a connected device") }
            return files
        }
        return files + [try Self.dumpToFile(serial: serial, in: context)]
    }

    /// The device's dump in a new temporary file named after the device ("adb-emulator-5554.xml").
    static func dumpToFile(serial: String?, in context: CommandContext) throws -> String {
        let device = try AdbDevice.connect(serial: serial, in: context)
        let dump = try device.dumpScreen(in: context)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "carousel-a11y-\(UUID().uuidString)")
        let safe = String(device.serial.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" })
        let file = directory.appendingPathComponent("adb-\(safe).xml")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try dump.write(to: file)
        } catch {
            throw InputError(
                "cannot keep the dump of \(device.serial) in \(directory.path): \(error.localizedDescription)")
        }
        return file.path
    }
}
