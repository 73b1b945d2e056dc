/// Bounds the importer enforces so that a hostile or broken file fails fast with a clear
/// ``ImportError`` (kind ``ImportError/Kind/limitExceeded``) instead of exhausting memory or time.
///
/// The defaults are far above any real dump: the largest real uiautomator dumps are a few
/// megabytes, nest fewer than 100 levels and carry about 30 attributes per node.
public struct ImportLimits: Sendable, Hashable {
    /// The largest file accepted, in bytes.
    public var maximumByteCount: Int
    /// The deepest nesting of elements (XML) or of arrays and objects (JSON).
    public var maximumDepth: Int
    /// The longest attribute value or JSON string, in bytes before entity decoding.
    public var maximumAttributeLength: Int
    /// The most attributes on one XML element, or members in one JSON object.
    public var maximumAttributeCount: Int

    /// Creates limits.
    public init(
        maximumByteCount: Int = 64 * 1024 * 1024,
        maximumDepth: Int = 2_000,
        maximumAttributeLength: Int = 1024 * 1024,
        maximumAttributeCount: Int = 1_000
    ) {
        self.maximumByteCount = maximumByteCount
        self.maximumDepth = maximumDepth
        self.maximumAttributeLength = maximumAttributeLength
        self.maximumAttributeCount = maximumAttributeCount
    }

    /// 64 MB, 2,000 levels, 1 MB per attribute value, 1,000 attributes per element.
    public static let `default` = ImportLimits()
}
