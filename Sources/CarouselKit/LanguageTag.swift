/// BCP 47 language tags ("pt-BR", "zh_Hans_CN", Android's "zh-rTW"), read one way by every table
/// of the package: the components' words (``CarouselStrings/forLanguage(_:)``), the screen
/// readers' words (ScreenReaderKit's `SpeechStrings`), the plural rules and the auditor.
public enum LanguageTag {
    /// Lower case, with `_` read as `-`: "zh_Hans_CN" -> "zh-hans-cn".
    public static func normalized(_ code: String) -> String {
        String(code.lowercased().map { $0 == "_" ? "-" : $0 })
    }

    /// The primary language subtag, lower case: "zh_Hans_CN" -> "zh".
    public static func primary(of code: String) -> String {
        let tag = normalized(code)
        return tag.split(separator: "-").first.map(String.init) ?? tag
    }

    /// The code among `available` that serves a tag, or `nil` when none does.
    ///
    /// Decisions (`docs/localization.md`, "Regional variants"): case is ignored and `_` counts as
    /// `-`; Android's and Java's legacy codes are read as their modern ones (`iw` → `he`, `in` → `id`,
    /// `ji` → `yi`, Norwegian `no` → `nb`, Filipino `tl` → `fil`), Android's `-r` region prefix is
    /// dropped (`zh-rCN` → `zh-CN`) and its BCP 47 qualifier read (`b+es+419` → `es-419`);
    /// Chinese takes its script from the script subtag, else from the region (`TW`, `HK`, `MO` →
    /// `zh-Hant`, any other or none → `zh-Hans`), and is never served by the other script; Hong
    /// Kong and Macau Traditional Chinese try `zh-HK` first; Portuguese without a region, or with
    /// `BR`, is `pt-BR`; then subtags are dropped from the right until a code matches (`de-CH` →
    /// `de`, `zh-Hans-CN` → `zh-Hans`), a region's CLDR parent tried before the language alone
    /// (``parentRegion(of:language:)``: `es-MX` → `es-419` → `es`, `pt-AO` → `pt-PT`), as Android
    /// resolves resources. With `sameLanguageFallback`, a tag that still matches nothing takes the
    /// first code (in sorted order) of the same primary language (`pt-PT` → `pt-BR` when only
    /// `pt-BR` exists).
    ///
    /// - Complexity: O(a + length of the tag) for a available codes.
    public static func bestMatch(
        for tag: String, among available: some Collection<String>, sameLanguageFallback: Bool = false
    ) -> String? {
        // Android's BCP 47 resource qualifier: "b+es+419", "b+sr+Latn".
        let tag = tag.lowercased().hasPrefix("b+") ? tag.dropFirst(2).replacingPlus() : tag
        var subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard var language = subtags.first?.lowercased(), !language.isEmpty else { return nil }
        language = ["iw": "he", "in": "id", "ji": "yi", "no": "nb", "tl": "fil"][language] ?? language
        subtags = subtags.dropFirst().map { subtag in
            // Android's region qualifier: "rCN".
            subtag.count == 3 && subtag.first == "r" && subtag.dropFirst().allSatisfy(\.isUppercase)
                ? String(subtag.dropFirst()) : subtag
        }
        var byNormalized: [String: String] = [:]
        for code in available { byNormalized[normalized(code)] = byNormalized[normalized(code)] ?? code }
        switch language {
        case "zh":
            let script = subtags.first { $0.count == 4 }?.lowercased()
            let region = subtags.first { $0.count == 2 || $0.count == 3 }?.uppercased()
            let traditional = script.map { $0 == "hant" } ?? ["TW", "HK", "MO"].contains(region ?? "")
            // CLDR's parent of zh_Hant_MO is zh_Hant_HK; TalkBack ships zh-rHK beside zh-rTW.
            if traditional, region == "HK" || region == "MO", let hongKong = byNormalized["zh-hk"] {
                return hongKong
            }
            return byNormalized[traditional ? "zh-hant" : "zh-hans"]
        case "pt":
            let region = subtags.first { $0.count == 2 }?.uppercased()
            if region == nil || region == "BR", let brazil = byNormalized["pt-br"] { return brazil }
        default:
            break
        }
        // The tag, then shorter from the right but for the language alone; then the language with
        // its region (the script dropped: "en-Latn-GB" → "en-GB") and its region's parent; then the
        // language.
        var candidates: [String] = []
        var candidate = [language] + subtags.map { $0.lowercased() }
        while candidate.count > 1 {
            candidates.append(candidate.joined(separator: "-"))
            candidate.removeLast()
        }
        if let region = subtags.first(where: { $0.count == 2 || $0.count == 3 }) {
            candidates.append("\(language)-\(region.lowercased())")
            if let parent = parentRegion(of: region, language: language) {
                candidates.append("\(language)-\(parent.lowercased())")
            }
        }
        candidates.append(language)
        if let code = candidates.lazy.compactMap({ byNormalized[$0] }).first { return code }
        guard sameLanguageFallback else { return nil }
        return byNormalized.keys.sorted().first { primary(of: $0) == language }.flatMap { byNormalized[$0] }
    }
}

extension LanguageTag {
    /// The region of a language's CLDR parent locale when it is a regional variant of the same
    /// language, or `nil`: Latin America's and the United States' Spanish (`es-MX`) are children of
    /// `es-419`, Portuguese outside Brazil and Portugal (`pt-AO`) of `pt-PT`, Macau's Traditional
    /// Chinese of Hong Kong's. Android (7.0 and later) resolves a resource in the parent's folder
    /// before the language's (developer.android.com, "Language and locale resolution overview":
    /// resources for Latin American Spanish belong in `values-b+es+419`); the table is CLDR 46's
    /// `parentLocales` as ICU 76 on this machine reports them (each locale's `%%Parent`).
    ///
    /// - Complexity: O(1).
    public static func parentRegion(of region: String, language: String) -> String? {
        switch language.lowercased() {
        case "es": latinAmericanSpanish.contains(region.uppercased()) ? "419" : nil
        case "pt": portugalsChildren.contains(region.uppercased()) ? "PT" : nil
        case "zh": region.uppercased() == "MO" ? "HK" : nil
        default: nil
        }
    }

    /// CLDR 46's children of `es_419`.
    static let latinAmericanSpanish: Set<String> = [
        "AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX", "NI", "PA", "PE", "PR", "PY",
        "SV", "US", "UY", "VE",
    ]
    /// CLDR 46's children of `pt_PT`.
    static let portugalsChildren: Set<String> = ["AO", "CH", "CV", "FR", "GQ", "GW", "LU", "MO", "MZ", "ST", "TL"]
}

extension Substring {
    /// The qualifier's `+` separators as `-`.
    fileprivate func replacingPlus() -> String { String(map { $0 == "+" ? "-" : $0 }) }
}
