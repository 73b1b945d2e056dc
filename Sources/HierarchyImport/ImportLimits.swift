/// Bounds the importer enforces so that a hostile or broken file fails fast with a clear
/// ``ImportError`` (kind ``ImportError/Kind/limitExceeded``) instead of exhausting memory or time.
///
/// The defaults are far above any real dump: the largest real uiautomator dumps are a few
/// megabytes, nest fewer than 100 levels and carry about 30 attributes per node.
public struct ImportLimits: Sendable, Hashable {
    /// The largest file accepted, in bytes.
    public var maximumByteCount: Int
    /// The deepest nesting of elements. In JSON, where every element takes an object and a
    /// `children` array, arrays and objects may nest twice as deep plus 16 for envelopes
    /// (``maximumJSONDepth``).
    ///
    /// Decision: the default is 250, not more. Real dumps nest fewer than 100 levels, and
    /// Foundation's `JSONEncoder` refuses a screen much deeper than 250 elements (its limit is 512
    /// nested containers) and overflows a secondary thread's stack near 2,000, so a deeper
    /// screen would import only to fail, or crash, when a reporter writes it out. Element
    /// identities are child-index paths, so their total length also grows with the square of the depth.
    public var maximumDepth: Int
    /// The longest attribute value or JSON string, in bytes before entity decoding.
    public var maximumAttributeLength: Int
    /// The most attributes on one XML element, or members in one JSON object.
    public var maximumAttributeCount: Int
    /// The most XML elements in one file; JSON is bounded by ``maximumJSONObjectCount`` and
    /// ``maximumJSONValueCount``, derived from this.
    ///
    /// Decision: 100,000 by default. The largest real dumps hold a few thousand elements (a 19 MB
    /// uiautomator dump holds 55,000), while the model and the simulators cost about 4 KB of memory
    /// per element at their peak in `carousel-a11y audit`. A file of empty `<node/>` tags is 7 bytes
    /// an element, so without this bound a 4 MB file took over 1 GB; with it, any file peaks near
    /// 400 MB.
    public var maximumElementCount: Int

    /// Creates limits.
    public init(
        maximumByteCount: Int = 64 * 1024 * 1024,
        maximumDepth: Int = 250,
        maximumAttributeLength: Int = 1024 * 1024,
        maximumAttributeCount: Int = 1_000,
        maximumElementCount: Int = 100_000
    ) {
        self.maximumByteCount = maximumByteCount
        self.maximumDepth = maximumDepth
        self.maximumAttributeLength = maximumAttributeLength
        self.maximumAttributeCount = maximumAttributeCount
        self.maximumElementCount = maximumElementCount
    }

    /// The deepest nesting of JSON arrays and objects: twice ``maximumDepth`` plus 16.
    public var maximumJSONDepth: Int { maximumDepth > Int.max / 4 ? Int.max / 2 : maximumDepth * 2 + 16 }

    /// The most JSON objects in one file: two per allowed element, since every JSON dump format
    /// gives each element an object and its frame (or attributes) another.
    public var maximumJSONObjectCount: Int {
        maximumElementCount > Int.max / 2 ? Int.max : maximumElementCount * 2
    }

    /// The most JSON values (objects, arrays, strings, numbers, literals) in one file: 32 per
    /// allowed element, since a dump's element object carries a dozen or two values.
    public var maximumJSONValueCount: Int {
        maximumElementCount > Int.max / 32 ? Int.max : maximumElementCount * 32
    }

    /// 64 MB, 250 levels, 1 MB per attribute value, 1,000 attributes per element, 100,000 elements.
    public static let `default` = ImportLimits()
}
