/// Small helpers for BCP 47 language tags ("pt-BR", "zh_Hans_CN"), shared by table look-up and
/// plural rules.
enum LanguageTag {
    /// Lower case, with `_` read as `-`: "zh_Hans_CN" -> "zh-hans-cn".
    static func normalized(_ code: String) -> String {
        String(code.lowercased().map { $0 == "_" ? "-" : $0 })
    }

    /// The primary language subtag of a normalized tag: "zh-hans-cn" -> "zh".
    static func primary(of normalized: String) -> String {
        normalized.split(separator: "-").first.map(String.init) ?? normalized
    }

    /// The subtags after the primary one: "zh-hans-cn" -> ["hans", "cn"].
    static func subtags(of normalized: String) -> [String] {
        normalized.split(separator: "-").dropFirst().map(String.init)
    }
}
