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
    /// Decisions (`docs/localization.md`): case is ignored and `_` counts as `-`; Android's and
    /// Java's legacy codes are read as their modern ones (`iw` → `he`, `in` → `id`, `ji` → `yi`,
    /// Norwegian `no` → `nb`, Filipino `tl` → `fil`) and Android's `-r` region prefix is dropped (`zh-rCN` → `zh-CN`);
    /// Chinese takes its script from the script subtag, else from the region (`TW`, `HK`, `MO` →
    /// `zh-Hant`, any other or none → `zh-Hans`), and is never served by the other script;
    /// Portuguese without a region, or with `BR`, is `pt-BR`; then subtags are dropped from the
    /// right until a code matches (`de-CH` → `de`, `zh-Hans-CN` → `zh-Hans`). With
    /// `sameLanguageFallback`, a tag that still matches nothing takes the first code (in sorted
    /// order) of the same primary language (`pt-PT` → `pt-BR` when only `pt-BR` exists).
    ///
    /// - Complexity: O(a + length of the tag) for a available codes.
    public static func bestMatch(
        for tag: String, among available: some Collection<String>, sameLanguageFallback: Bool = false
    ) -> String? {
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
            return byNormalized[traditional ? "zh-hant" : "zh-hans"]
        case "pt":
            let region = subtags.first { $0.count == 2 }?.uppercased()
            if region == nil || region == "BR", let brazil = byNormalized["pt-br"] { return brazil }
        default:
            break
        }
        var candidate = [language] + subtags.map { $0.lowercased() }
        while !candidate.isEmpty {
            if let code = byNormalized[candidate.joined(separator: "-")] { return code }
            candidate.removeLast()
        }
        guard sameLanguageFallback else { return nil }
        return byNormalized.keys.sorted().first { primary(of: $0) == language }.flatMap { byNormalized[$0] }
    }
}
