extension AndroidActions: Codable {
    /// Decodes the symbolic names ("ACTION_CLICK", ...); names of actions the set does not keep
    /// are skipped, as the importer skips them.
    public init(from decoder: any Decoder) throws {
        let names = try decoder.singleValueContainer().decode([String].self)
        self = names.reduce(into: []) { set, name in set.formUnion(AndroidActions(symbolicName: name) ?? []) }
    }

    /// Encodes the set as its symbolic names.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(symbolicNames)
    }
}
