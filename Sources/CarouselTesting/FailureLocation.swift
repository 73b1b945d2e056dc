/// Where an expectation was written in a test, so its failure points at that line.
///
/// Both forms of the file are kept: Swift Testing names a file by `#fileID` and `#filePath`,
/// XCTest's `XCTFail` only by a `StaticString` path.
public struct FailureLocation: Sendable, CustomStringConvertible {
    /// The file as `#fileID` writes it ("MyAppTests/CarouselTests.swift").
    public var fileID: String
    /// The file's full path as `#filePath` writes it.
    public var filePath: StaticString
    /// The 1-based line.
    public var line: UInt
    /// The 1-based column.
    public var column: UInt

    /// Creates a location; the defaults name the caller's line.
    public init(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// "File.swift:12:5" style: the file ID, line and column.
    public var description: String { "\(fileID):\(line):\(column)" }
}
