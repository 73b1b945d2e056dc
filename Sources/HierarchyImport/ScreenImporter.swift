import AccessibilityTree
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads accessibility dumps of real apps, and the project's own screen documents, into an
/// ``AccessibilityScreen``.
///
/// The format is detected from the content (see ``DumpFormat``), never from the file name.
/// Every failure is an ``ImportError`` naming the file, line and column; no input makes the
/// importer trap, and ``ImportLimits`` bound the work a hostile file can cause.
///
/// ```swift
/// let screen = try ScreenImporter.importScreen(contentsOf: "settings.xml")
/// ```
public enum ScreenImporter {
    /// Reads the file at `path`.
    ///
    /// - Parameters:
    ///   - path: The file's path; errors name it as given.
    ///   - limits: Bounds on size, depth and attributes.
    /// - Returns: The screen, with ``AccessibilityScreen/sourceFile`` set to `path`.
    /// - Throws: ``ImportError``; kind ``ImportError/Kind/unreadable`` when the file cannot be read.
    /// - Complexity: O(n) in the file's size.
    public static func importScreen(
        contentsOf path: String, limits: ImportLimits = .default
    ) throws(ImportError) -> AccessibilityScreen {
        let data = try readFile(path, limits: limits)
        return try importScreen(data: data, fileName: path, limits: limits)
    }

    /// The file's bytes, refusing files over the size limit before reading them.
    ///
    /// Read with POSIX `open` and `read`, not `Data(contentsOf:)`, which on Linux fails on pipes
    /// and FIFOs (`audit <(adb exec-out uiautomator dump /dev/tty)`) with a false "You don't have
    /// permission"; the error now carries the system's own reason (`strerror`). A stream whose
    /// size is unknown is cut off as soon as it passes the limit.
    private static func readFile(_ path: String, limits: ImportLimits) throws(ImportError) -> Data {
        // Only a regular file's size is its length; a pipe's is what it holds at the moment.
        var regularSize: Int?
        if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = attributes[.size] as? NSNumber
        {
            if size.int64Value > Int64(limits.maximumByteCount) {
                throw tooLarge(file: path, byteCount: Int(size.int64Value), limits: limits)
            }
            regularSize = Int(size.int64Value)
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw unreadable(path, errorNumber: errno) }
        defer { close(descriptor) }
        var data = Data()
        // A regular file is read into room for its size, with a buffer no larger than it (and a
        // byte more, to see its end in the first read): a 1 MB buffer filled with zeros for every
        // small dump of a crawl cost more than reading the dump.
        if let regularSize { data.reserveCapacity(regularSize) }
        let bufferSize = regularSize.map { min(Swift.max($0 + 1, 1 << 12), 1 << 20) } ?? 1 << 20
        var buffer = [UInt8](repeating: 0, count: bufferSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw unreadable(path, errorNumber: errno)
            }
            data.append(contentsOf: buffer[..<count])
            if data.count > limits.maximumByteCount {
                throw tooLarge(file: path, byteCount: data.count, limits: limits, atLeast: true)
            }
        }
        return data
    }

    /// POSIX `read`, named apart from this type's `read` methods.
    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    private static func unreadable(_ path: String, errorNumber: Int32) -> ImportError {
        ImportError(
            file: path, line: 1, column: 1, kind: .unreadable,
            problem: "cannot read the file: \(String(cString: strerror(errorNumber)))")
    }

    /// Reads the file at `path` with the live components a screen document describes.
    ///
    /// - Throws: ``ImportError``, as ``importScreen(contentsOf:limits:)`` does.
    /// - Complexity: O(n) in the file's size.
    public static func importDocument(
        contentsOf path: String, limits: ImportLimits = .default
    ) throws(ImportError) -> ImportedScreen {
        let data = try readFile(path, limits: limits)
        return try importDocument(data: data, fileName: path, limits: limits)
    }

    /// Reads a file held in memory with the live components a screen document describes.
    ///
    /// - Complexity: O(n) in the number of bytes.
    public static func importDocument(
        data: Data, fileName: String, limits: ImportLimits = .default
    ) throws(ImportError) -> ImportedScreen {
        let result: Result<ImportedScreen, ImportError> = data.withUnsafeBytes { raw in
            Result { () throws(ImportError) in
                try read(raw.assumingMemoryBound(to: UInt8.self), fileName: fileName, limits: limits)
            }
        }
        return try result.get()
    }

    /// Reads a dump held in memory.
    ///
    /// - Parameters:
    ///   - data: The file's bytes (UTF-8).
    ///   - fileName: The name errors and ``DumpLocation``s use.
    ///   - limits: Bounds on size, depth and attributes.
    /// - Complexity: O(n) in the number of bytes.
    public static func importScreen(
        data: Data, fileName: String, limits: ImportLimits = .default
    ) throws(ImportError) -> AccessibilityScreen {
        let result: Result<ImportedScreen, ImportError> = data.withUnsafeBytes { raw in
            Result { () throws(ImportError) in
                try read(raw.assumingMemoryBound(to: UInt8.self), fileName: fileName, limits: limits)
            }
        }
        return try result.get().screen
    }

    /// Reads a dump held in memory as bytes.
    ///
    /// - Complexity: O(n) in the number of bytes.
    public static func importScreen(
        bytes: [UInt8], fileName: String, limits: ImportLimits = .default
    ) throws(ImportError) -> AccessibilityScreen {
        let result: Result<ImportedScreen, ImportError> = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(ImportError) in try read(buffer, fileName: fileName, limits: limits) }
        }
        return try result.get().screen
    }

    /// The format of a dump, detected from its content as ``DumpFormat`` describes; the whole
    /// document is read, so a malformed file fails here as it would on import.
    ///
    /// - Complexity: O(n) in the number of bytes.
    public static func detectFormat(
        of bytes: [UInt8], fileName: String, limits: ImportLimits = .default
    ) throws(ImportError) -> DumpFormat {
        let result: Result<ImportedScreen, ImportError> = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(ImportError) in try read(buffer, fileName: fileName, limits: limits) }
        }
        return try result.get().format
    }

    /// Imports `bytes` and returns how many elements the screen has: the entry point for
    /// throughput benchmarks, whose result depends on all the work so none of it is optimized away.
    ///
    /// - Complexity: O(n) in the number of bytes.
    public static func importedElementCount(of bytes: [UInt8], fileName: String = "benchmark") throws(ImportError)
        -> Int
    {
        let screen = try importScreen(bytes: bytes, fileName: fileName)
        var count = 0
        var stack = screen.roots
        while let next = stack.popLast() {
            count += 1
            stack.append(contentsOf: next.children)
        }
        return count
    }

    // MARK: - Dispatch

    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, fileName: String, limits: ImportLimits
    ) throws(ImportError) -> ImportedScreen {
        guard bytes.count <= limits.maximumByteCount else {
            throw tooLarge(file: fileName, byteCount: bytes.count, limits: limits)
        }
        let context = ImportContext(bytes: bytes, fileName: fileName, limits: limits)
        if let transcoded = try DumpEncoding.utf8(fromUTF16: bytes, context: context) {
            let result: Result<ImportedScreen, ImportError> = transcoded.withUnsafeBufferPointer { buffer in
                Result { () throws(ImportError) in
                    try readUTF8(ImportContext(bytes: buffer, fileName: fileName, limits: limits), fromUTF16: true)
                }
            }
            return try result.get()
        }
        if let wide = DumpEncoding.unmarkedWideEncoding(of: bytes) {
            throw context.error(
                .invalidUTF8, at: wide.firstNUL,
                "the file is \(wide.name) without a byte order mark (a NUL byte beside each character); dumps "
                    + "must be UTF-8 (or UTF-16 with a byte order mark)")
        }
        return try readUTF8(context, fromUTF16: false)
    }

    /// Reads UTF-8 bytes (transcoded from UTF-16 when `fromUTF16`).
    private static func readUTF8(_ context: ImportContext, fromUTF16: Bool) throws(ImportError) -> ImportedScreen {
        let bytes = context.bytes
        let bomLength = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        if let declared = DumpEncoding.declaredXMLEncoding(in: bytes, at: bomLength) {
            try checkDeclared(declared, fromUTF16: fromUTF16, context: context)
        }
        if let bad = UTF8Validation.firstInvalidOffset(in: bytes) {
            throw context.error(
                .invalidUTF8, at: bad,
                "invalid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true))); dumps must be UTF-8 "
                    + "(or UTF-16 with a byte order mark)")
        }
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var first = start
        while first < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[first]) { first += 1 }
        // uiautomator's status line before the XML: `uiautomator dump FILE; cat FILE` run in one
        // adb shell prints the line, then the file. The line is skipped as the closing one is.
        let marker = XMLScanner.uiautomatorStatusLine
        if bytes.count - first > marker.count, bytes[first..<(first + marker.count)].elementsEqual(marker) {
            var next = first + marker.count
            while next < bytes.count, bytes[next] != UInt8(ascii: "\n"), bytes[next] != UInt8(ascii: "\r") { next += 1 }
            while next < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[next]) { next += 1 }
            if next < bytes.count, bytes[next] == UInt8(ascii: "<") { (start, first) = (next, next) }
        }
        guard first < bytes.count else {
            throw context.error(.empty, at: first, "the file is empty; expected an accessibility dump")
        }
        switch bytes[first] {
        case UInt8(ascii: "<"):
            var scanner = XMLScanner(context: context, startingAt: start)
            guard case .start(let root) = try scanner.next() else {
                throw context.error(.empty, at: first, "no root element; the file has no XML elements")
            }
            if root.name == "hierarchy" {
                let (screen, format) = try AndroidDumpReader(context: context).read(scanner: &scanner, root: root)
                return ImportedScreen(screen: screen, format: format)
            }
            if root.name == "AppiumAUT" || root.name.hasPrefix("XCUIElementType") {
                let screen = try WebDriverAgentXMLReader(context: context).read(scanner: &scanner, root: root)
                return ImportedScreen(screen: screen, format: .webDriverAgentXML)
            }
            throw context.error(
                .notADump, at: root.position,
                "not an accessibility dump: the root element <\(root.name)> is none of <hierarchy> (uiautomator, "
                    + "Appium UiAutomator2), <AppiumAUT> or <XCUIElementType…> (WebDriverAgent)")
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var reader = JSONReader(context: context, startingAt: start)
            let document = try reader.parseDocument()
            return try JSONDumpDetector(context: context).read(document)
        default:
            return try TextDumpDetector(context: context).read(from: first)
        }
    }

    /// Refuses an XML declaration whose encoding the bytes contradict, naming both.
    private static func checkDeclared(
        _ declared: (name: String, offset: Int), fromUTF16: Bool, context: ImportContext
    ) throws(ImportError) {
        let name = declared.name
        if fromUTF16 {
            guard DumpEncoding.isUTF16(name) else {
                throw context.error(
                    .invalidUTF8, at: declared.offset,
                    "the XML declaration says encoding \"\(name)\", but the file is UTF-16 (it starts with a UTF-16 "
                        + "byte order mark); make the declaration say UTF-16 or save the file as \(name)")
            }
            return
        }
        if DumpEncoding.isUTF16(name) {
            throw context.error(
                .invalidUTF8, at: declared.offset,
                "the XML declaration says encoding \"\(name)\", but the bytes are not UTF-16 (no byte order mark); "
                    + "make the declaration say UTF-8")
        }
        if !DumpEncoding.isUTF8(name), context.bytes.contains(where: { $0 >= 0x80 }) {
            throw context.error(
                .invalidUTF8, at: declared.offset,
                "the XML declaration says encoding \"\(name)\"; only UTF-8 and UTF-16 dumps are read: "
                    + "convert the file to UTF-8 (iconv -f \(name) -t UTF-8) and make the declaration say UTF-8")
        }
    }

    private static func tooLarge(
        file: String, byteCount: Int, limits: ImportLimits, atLeast: Bool = false
    ) -> ImportError {
        ImportError(
            file: file, line: 1, column: 1, kind: .limitExceeded,
            problem: "the file is \(atLeast ? "at least " : "")\(byteCount) bytes, more than the limit of "
                + "\(limits.maximumByteCount) bytes")
    }
}
