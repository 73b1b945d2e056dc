extension CollectionInfo {
    private enum Keys: String, CodingKey {
        case rowCount, columnCount, isHierarchical
    }

    /// Decodes collection info; `isHierarchical` is optional (false when absent), as the screen
    /// document schema (docs/screen-document.schema.json) has it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(
            rowCount: try container.decode(Int.self, forKey: .rowCount),
            columnCount: try container.decode(Int.self, forKey: .columnCount),
            isHierarchical: try container.decodeIfPresent(Bool.self, forKey: .isHierarchical) ?? false)
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
