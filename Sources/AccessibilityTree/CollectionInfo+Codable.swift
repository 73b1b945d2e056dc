extension CollectionInfo {
    private enum Keys: String, CodingKey {
        case rowCount, columnCount, isHierarchical, selectionMode, isInferred
    }

    /// Decodes collection info; `isHierarchical` and `isInferred` are optional (false when
    /// absent), as the screen document schema (docs/screen-document.schema.json) has them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(
            rowCount: try container.decode(Int.self, forKey: .rowCount),
            columnCount: try container.decode(Int.self, forKey: .columnCount),
            isHierarchical: try container.decodeIfPresent(Bool.self, forKey: .isHierarchical) ?? false,
            isInferred: try container.decodeIfPresent(Bool.self, forKey: .isInferred) ?? false)
    }

    /// Encodes collection info; `selectionMode` when known and `isInferred` only when true, so a
    /// document of reported info reads as before.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(rowCount, forKey: .rowCount)
        try container.encode(columnCount, forKey: .columnCount)
        try container.encode(isHierarchical, forKey: .isHierarchical)
        try container.encodeIfPresent(selectionMode, forKey: .selectionMode)
        if isInferred { try container.encode(true, forKey: .isInferred) }
    }
}

extension CollectionItemInfo {
    private enum Keys: String, CodingKey {
        case rowIndex, columnIndex, isHeading
    }

    /// Decodes collection item info; `isHeading` is optional (false when absent), as the screen
    /// document schema has it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(
            rowIndex: try container.decode(Int.self, forKey: .rowIndex),
            columnIndex: try container.decode(Int.self, forKey: .columnIndex),
            isHeading: try container.decodeIfPresent(Bool.self, forKey: .isHeading) ?? false)
    }
}
