extension AccessibilityScreen {
    private enum CodingKeys: String, CodingKey {
        case platform, name, size, unit, layoutDirection, language, roots, sourceFile, inputFocus, windowTypes
    }

    /// Decodes a screen; only `platform` and `roots` are required.
    /// `windowTypes` (an object from root identity to ``AndroidWindowType`` name) defaults to none. The unit defaults from the
    /// platform (points on iOS, pixels of unknown density on Android), the direction to
    /// left-to-right, the language to "en" and the size to zero.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            platform: try container.decode(Platform.self, forKey: .platform),
            name: try container.decodeIfPresent(String.self, forKey: .name),
            size: try container.decodeIfPresent(ScreenSize.self, forKey: .size) ?? .zero,
            unit: try container.decodeIfPresent(LengthUnit.self, forKey: .unit),
            layoutDirection: try container.decodeIfPresent(ScreenLayoutDirection.self, forKey: .layoutDirection)
                ?? .leftToRight,
            language: try container.decodeIfPresent(String.self, forKey: .language) ?? "en",
            roots: try container.decode([AccessibilityElement].self, forKey: .roots),
            sourceFile: try container.decodeIfPresent(String.self, forKey: .sourceFile),
            inputFocus: try container.decodeIfPresent(ElementID.self, forKey: .inputFocus))
        // Written as an object from root identity to type name.
        let types = try container.decodeIfPresent([String: AndroidWindowType].self, forKey: .windowTypes) ?? [:]
        windowTypes = Dictionary(uniqueKeysWithValues: types.map { (ElementID($0.key), $0.value) })
    }

    /// Encodes every key, defaults included, so a written screen states its unit and direction.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(platform, forKey: .platform)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encode(size, forKey: .size)
        try container.encode(unit, forKey: .unit)
        try container.encode(layoutDirection, forKey: .layoutDirection)
        try container.encode(language, forKey: .language)
        try container.encode(roots, forKey: .roots)
        try container.encodeIfPresent(sourceFile, forKey: .sourceFile)
        try container.encodeIfPresent(inputFocus, forKey: .inputFocus)
        if !windowTypes.isEmpty {
            let types = Dictionary(uniqueKeysWithValues: windowTypes.map { ($0.key.rawValue, $0.value) })
            try container.encode(types, forKey: .windowTypes)
        }
    }
}
