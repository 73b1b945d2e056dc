extension SpeechStrings {
    /// The tag of the table that serves a BCP 47 language tag, or `nil` when none does.
    ///
    /// Matching (decisions, see `docs/localization.md`): `_` counts as `-` and case is ignored;
    /// Android's and Java's legacy codes are read as their modern ones (`iw` → `he`, `in` → `id`,
    /// `ji` → `yi`, Norwegian `no` → `nb`, Android's `-r` region prefix: `zh-rCN` → `zh-CN`); Chinese picks its script
    /// from the script subtag, else from the region (`TW`, `HK`, `MO` → `zh-Hant`, any other or
    /// none → `zh-Hans`); Portuguese without a region, or with `BR`, is `pt-BR` (TalkBack's
    /// `values-pt` is identical to its `values-pt-rBR`); then subtags are dropped from the right
    /// until a table matches (`de-CH` → `de`, `zh-Hans-CN` → `zh-Hans`).
    ///
    /// - Complexity: O(length of the tag).
    public static func matchLanguage(_ tag: String) -> String? {
        var subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { String($0) }
        guard var language = subtags.first?.lowercased(), !language.isEmpty else { return nil }
        language = ["iw": "he", "in": "id", "ji": "yi", "no": "nb"][language] ?? language
        subtags = subtags.dropFirst().map { subtag in
            // Android's region qualifier: "rCN".
            subtag.count == 3 && subtag.first == "r" && subtag.dropFirst().allSatisfy(\.isUppercase)
                ? String(subtag.dropFirst()) : subtag
        }
        let known = Set(tables.keys.map { $0.lowercased() })
        func canonical(_ lowercased: String) -> String? { tables.keys.first { $0.lowercased() == lowercased } }
        switch language {
        case "zh":
            let script = subtags.first { $0.count == 4 }?.lowercased()
            let region = subtags.first { $0.count == 2 || $0.count == 3 }?.uppercased()
            let traditional = script.map { $0 == "hant" } ?? ["TW", "HK", "MO"].contains(region ?? "")
            return canonical(traditional ? "zh-hant" : "zh-hans")
        case "pt":
            let region = subtags.first { $0.count == 2 }?.uppercased()
            if region == nil || region == "BR" { return canonical("pt-br") }
        default:
            break
        }
        var candidate = [language] + subtags.map { $0.lowercased() }
        while !candidate.isEmpty {
            let joined = candidate.joined(separator: "-")
            if known.contains(joined) { return canonical(joined) }
            candidate.removeLast()
        }
        return nil
    }
}
