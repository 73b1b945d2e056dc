import AccessibilityTree

/// Infers a screen's language from the script its labels are written in, for dumps that state
/// no language.
///
/// Letters of the labels, values and hints of the present elements are counted by script. When
/// at least 60% of at least 8 letters are of one non-Latin script, the language is:
/// Japanese when any kana is present among Han letters; Korean for Hangul; Chinese for Han alone
/// (`zh-Hant` when traditional-only characters outnumber simplified-only ones, else `zh-Hans`);
/// Arabic (`fa` when letters only Persian uses outnumber letters only Arabic uses); Hebrew;
/// Russian (`uk` when Ukrainian-only letters appear); Greek; Thai; Hindi for Devanagari.
/// Other scripts, and mixed screens, infer nothing.
public enum ScriptInference {
    /// An inferred language with the counts behind it.
    public struct Result: Sendable, Hashable {
        /// The BCP 47 tag.
        public var language: String
        /// What the inference rests on ("412 of 450 letters are Han, 0 kana").
        public var evidence: String
    }

    /// The language the screen's labels are written in, or `nil` when they are mostly Latin,
    /// mixed, or too few.
    ///
    /// - Complexity: O(c) in the number of characters of the screen's texts.
    public static func infer(from screen: AccessibilityScreen) -> Result? {
        // Counted in an array by script: a dictionary hashed the script of every letter of a
        // screen in another alphabet (a Vietnamese screen's every accented letter).
        var byScript = Array(repeating: 0, count: Script.allCases.count)
        var total = 0
        var markers: [Marker: Int] = [:]
        // Most labels are ASCII, whose only letters are A-Z and a-z (Latin): counted without
        // the scalar's properties, the table lookups and the dictionary.
        var asciiLetters = 0
        func count(_ text: String?) {
            guard let text else { return }
            for scalar in text.unicodeScalars {
                if scalar.isASCII {
                    if (scalar.value | 0x20) >= 0x61, (scalar.value | 0x20) <= 0x7A { asciiLetters += 1 }
                    continue
                }
                guard scalar.properties.isAlphabetic else { continue }
                total += 1
                let script = Script(scalar)
                byScript[script.rawValue] += 1
                // No marker letter is Latin (they are Han, Arabic and Cyrillic letters), so a
                // Latin letter (é, ệ, ß) is not looked up.
                if script != .latin, let marker = Marker(scalar) { markers[marker, default: 0] += 1 }
            }
        }
        // Every element, in any order (only counts come out): walked without listing the screen's
        // elements or building an array of each one's three texts.
        var stack = screen.roots
        while let element = stack.popLast() {
            stack.append(contentsOf: element.children)
            guard element.isPresent else { continue }
            count(element.label)
            count(element.value)
            count(element.hint)
        }
        total += asciiLetters
        byScript[Script.latin.rawValue] += asciiLetters
        var counts: [Script: Int] = [:]
        for script in Script.allCases where byScript[script.rawValue] > 0 { counts[script] = byScript[script.rawValue] }
        guard total >= 8 else { return nil }
        let han = counts[.han, default: 0]
        let kana = counts[.kana, default: 0]
        let hangul = counts[.hangul, default: 0]
        let cjk = han + kana + hangul
        func share(_ count: Int) -> Bool { count * 10 >= total * 6 }
        func evidence(_ count: Int, _ name: String) -> String {
            "\(count) of \(total) letters of the labels are \(name)"
        }
        if share(cjk) {
            if kana > 0, kana >= hangul {
                return Result(language: "ja", evidence: evidence(cjk, "Han or kana") + ", \(kana) of them kana")
            }
            if hangul > 0, hangul * 2 >= cjk { return Result(language: "ko", evidence: evidence(hangul, "Hangul")) }
            let simplified = markers[.simplified, default: 0]
            let traditional = markers[.traditional, default: 0]
            let variant = traditional > simplified ? "zh-Hant" : "zh-Hans"
            return Result(
                language: variant,
                evidence: evidence(han, "Han") + ", no kana; \(simplified) simplified-only and \(traditional) "
                    + "traditional-only characters")
        }
        if share(counts[.arabic, default: 0]) {
            let persian = markers[.persian, default: 0]
            let arabic = markers[.arabicOnly, default: 0]
            return Result(
                language: persian > arabic ? "fa" : "ar",
                evidence: evidence(counts[.arabic, default: 0], "Arabic script")
                    + "; \(persian) Persian-only and \(arabic) Arabic-only letters")
        }
        if share(counts[.cyrillic, default: 0]) {
            let ukrainian = markers[.ukrainian, default: 0]
            return Result(
                language: ukrainian > 0 ? "uk" : "ru",
                evidence: evidence(counts[.cyrillic, default: 0], "Cyrillic") + "; \(ukrainian) Ukrainian-only letters")
        }
        let single: [(Script, String, String)] = [
            (.hebrew, "he", "Hebrew"), (.greek, "el", "Greek"), (.thai, "th", "Thai"),
            (.devanagari, "hi", "Devanagari"),
        ]
        for (script, language, name) in single where share(counts[script, default: 0]) {
            return Result(language: language, evidence: evidence(counts[script, default: 0], name))
        }
        return nil
    }

    /// The script of a letter, by its block; `rawValue` is its place in a table of counts.
    enum Script: Int, Hashable, CaseIterable {
        case latin, han, kana, hangul, arabic, hebrew, cyrillic, greek, thai, devanagari, other

        init(_ scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0x0041...0x024F, 0x1E00...0x1EFF: self = .latin
            case 0x0370...0x03FF, 0x1F00...0x1FFF: self = .greek
            case 0x0400...0x052F: self = .cyrillic
            case 0x0590...0x05FF, 0xFB1D...0xFB4F: self = .hebrew
            case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: self = .arabic
            case 0x0900...0x097F: self = .devanagari
            case 0x0E00...0x0E7F: self = .thai
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: self = .kana
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: self = .hangul
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: self = .han
            default: self = .other
            }
        }
    }

    /// Letters that tell related languages apart.
    enum Marker: Hashable {
        case simplified, traditional, persian, arabicOnly, ukrainian

        init?(_ scalar: Unicode.Scalar) {
            // The letters are single scalars with no singleton decomposition, so a scalar is one
            // of them exactly when it is the same scalar, except for the CJK compatibility
            // ideographs, which are canonically equal to unified ones (U+F96F is 說): those are
            // compared as Characters. Building and hashing a Character per letter of every
            // label cost more than the rest of the inference.
            switch scalar.value {
            case 0xF900...0xFAFF, 0x2F800...0x2FA1F:
                self.init(character: Character(scalar))
            default:
                guard let marker = Self.byScalar[scalar.value] else { return nil }
                self = marker
            }
        }

        /// Each marker letter's scalar, with the marker the Character comparison gives it.
        private static let byScalar: [UInt32: Marker] = {
            var table: [UInt32: Marker] = [:]
            let letters = simplifiedOnly.union(traditionalOnly).union("پچژگکیةيكىіїєґІЇЄҐ")
            for letter in letters {
                guard let scalar = letter.unicodeScalars.first, let marker = Marker(character: letter) else { continue }
                table[scalar.value] = marker
            }
            return table
        }()

        private init?(character: Character) {
            if Self.simplifiedOnly.contains(character) {
                self = .simplified
            } else if Self.traditionalOnly.contains(character) {
                self = .traditional
            } else if "پچژگکی".contains(character) {
                self = .persian
            } else if "ةيكى".contains(character) {
                self = .arabicOnly
            } else if "іїєґІЇЄҐ".contains(character) {
                self = .ukrainian
            } else {
                return nil
            }
        }

        /// Frequent characters written only in simplified Chinese, and their traditional forms.
        static let simplifiedOnly = Set("这个们说时为来对会过还发后动开关进经电设页览视频务题认让点击载")
        static let traditionalOnly = Set("這個們說時為來對會過還發後動開關進經電設頁覽視頻務題認讓點擊載")
    }
}
