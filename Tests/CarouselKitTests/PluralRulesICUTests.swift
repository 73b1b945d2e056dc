#if os(Linux)
    import Glibc
    import Testing

    @testable import CarouselKit

    /// Cross-checks CarouselKit's CLDR plural rules against ICU's own (`uplrules_select`), which
    /// Foundation on Linux ships as `lib_FoundationICU.so` with its symbols prefixed `swift_`. The
    /// library is looked up at run time, so nothing links against a private module; where it is
    /// missing the test is disabled rather than passing vacuously.
    @Suite struct PluralRulesICUTests {
        typealias Open = @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<Int32>?) -> OpaquePointer?
        typealias Select =
            @convention(c) (OpaquePointer?, Double, UnsafeMutablePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>?)
            -> Int32
        typealias Close = @convention(c) (OpaquePointer?) -> Void

        struct ICU: @unchecked Sendable {
            let open: Open
            let select: Select
            let close: Close
        }

        static let icu: ICU? = {
            guard let library = dlopen("lib_FoundationICU.so", RTLD_NOW),
                let open = dlsym(library, "swift_uplrules_open"),
                let select = dlsym(library, "swift_uplrules_select"),
                let close = dlsym(library, "swift_uplrules_close")
            else { return nil }
            return ICU(
                open: unsafeBitCast(open, to: Open.self), select: unsafeBitCast(select, to: Select.self),
                close: unsafeBitCast(close, to: Close.self))
        }()

        /// Every language TalkBack 15.1 ships resources for (google/talkback@26a27dc
        /// `talkback/src/main/res/values-<qualifier>/`, legacy and regional qualifiers included),
        /// and every other code `PluralCategory` names a rule for.
        static let languages = [
            "en", "de", "fr", "es", "it", "pt", "pt-PT", "ja", "zh", "ko", "ar", "he", "iw", "ru", "uk", "pl",
            // TalkBack 15.1's other resource folders.
            "af", "am", "as", "az", "be", "bg", "bn", "bs", "ca", "cs", "da", "el", "en-AU", "en-GB", "en-IN",
            "es-419", "et", "eu", "fa", "fi", "fil", "fr-CA", "gl", "gu", "hi", "hr", "hu", "hy", "id", "in", "is",
            "ka", "kk", "km", "kn", "ky", "lo", "lt", "lv", "mk", "ml", "mn", "mr", "ms", "my", "nb", "ne", "nl",
            "no", "or", "pa", "ro", "si", "sk", "sl", "sq", "sr", "sr-Latn", "sv", "sw", "ta", "te", "th", "tl",
            "tr", "ur", "uz", "vi", "zh-CN", "zh-HK", "zh-TW", "zu",
            // The rest of the codes the rules name.
            "ars", "sh", "prg", "mo", "yue", "jv", "su", "bo", "dz", "ig", "ii", "kea", "kde", "sah", "ses", "sg",
            "to", "wo", "yo", "osa", "pcm", "doi", "ak", "bho", "guw", "ln", "mg", "nso", "ti", "wa", "ff", "kab",
        ]

        @Test(.enabled(if: icu != nil), arguments: languages)
        func categoriesAgreeWithICU(_ language: String) throws {
            let icu = try #require(Self.icu)
            var status: Int32 = 0
            let rules = icu.open(language, &status)
            defer { icu.close(rules) }
            try #require(rules != nil && status <= 0, "ICU has no plural rules for \(language)")
            let counts = Array(0...2_400) + [10_000, 100_000, 1_000_000, 2_000_000, 1_000_001, 1_000_000_000]
            for count in counts {
                var buffer = [UInt16](repeating: 0, count: 16)
                var selectStatus: Int32 = 0
                let length = icu.select(rules, Double(count), &buffer, 16, &selectStatus)
                let keyword = String(decoding: buffer.prefix(Int(max(length, 0))), as: UTF16.self)
                let ours = PluralCategory(count: count, language: language)
                #expect(ours.rawValue == keyword, "\(language) \(count): ICU says \(keyword), we say \(ours)")
            }
        }
    }
#endif
