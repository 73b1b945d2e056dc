/// The context every reader shares: the bytes, the file name for errors and the limits.
struct ImportContext {
    let bytes: UnsafeBufferPointer<UInt8>
    let fileName: String
    let limits: ImportLimits

    /// An error at a byte offset.
    func error(_ kind: ImportError.Kind, at offset: Int, _ problem: String) -> ImportError {
        let position = PositionCounter.position(of: offset, in: bytes)
        return ImportError(
            file: fileName, line: position.line, column: position.column, kind: kind, problem: problem)
    }

    /// An error at a known position.
    func error(_ kind: ImportError.Kind, at position: TextPosition, _ problem: String) -> ImportError {
        ImportError(file: fileName, line: position.line, column: position.column, kind: kind, problem: problem)
    }

    /// Checks one more element of a text dump (Compose, XCUITest, Espresso) against the depth and
    /// element-count limits, with the XML scanner's wording, at the element's offset.
    func checkElement(depth: Int, count: Int, at offset: Int) throws(ImportError) {
        guard depth < limits.maximumDepth else {
            throw error(
                .limitExceeded, at: offset, "elements nest deeper than the limit of \(limits.maximumDepth) levels")
        }
        guard count <= limits.maximumElementCount else {
            throw error(
                .limitExceeded, at: offset, "the file has more than the limit of \(limits.maximumElementCount) elements"
            )
        }
    }
}
