/// The auditor's own word lists: words a rule needs that neither CarouselKit's nor
/// ScreenReaderKit's tables carry. These are this project's lists (common UI verbs and Android
/// tab role descriptions as apps write them), not quotes from Apple, Google or the W3C;
/// docs/localization.md lists them.
struct AuditorWords: Sendable, Hashable {
    /// Word beginnings that name a pause or stop control ("pause", "stop"); in scripts written
    /// without spaces, words that may stand anywhere in a name ("停止").
    var pause: [String]
    /// ElementRole descriptions apps give tabs, which TalkBack speaks as the role word ("Tab", "Onglet").
    var tabs: [String]
    /// Page position templates beyond the tables' ("Slide {1} of {2}").
    var pages: [String] = []
    /// Position templates beyond the tables', in forms apps write ("{1} z {2}" in Polish, whose
    /// TalkBack table says "{1}/{2}").
    var positions: [String] = []

    /// The lists for a BCP 47 tag, by its primary language; `nil` when there are none.
    static func words(for language: String) -> AuditorWords? {
        byLanguage[AuditVocabulary.primary(language)]
    }

    /// The English lists.
    static let english = AuditorWords(pause: ["pause", "stop"], tabs: ["tab"], pages: ["Slide {1} of {2}"])

    private static let byLanguage: [String: AuditorWords] = [
        "en": english,
        "de": AuditorWords(pause: ["pause", "pausier", "anhalt", "stopp", "stop"], tabs: ["tab", "registerkarte"]),
        "fr": AuditorWords(pause: ["pause", "arrêt", "arret", "suspend", "stop"], tabs: ["onglet"]),
        "es": AuditorWords(pause: ["paus", "deten", "parar", "stop"], tabs: ["pestaña"]),
        "it": AuditorWords(pause: ["paus", "interromp", "ferma", "stop"], tabs: ["scheda"]),
        "pt": AuditorWords(pause: ["paus", "parar", "interromp", "stop"], tabs: ["guia", "aba"]),
        "ja": AuditorWords(
            pause: ["停止", "ストップ", "ポーズ"], tabs: ["タブ"], positions: ["{2}件中{1}件目", "{2}枚中{1}枚目"]),
        "zh": AuditorWords(pause: ["暂停", "暫停", "停止"], tabs: ["标签", "標籤"]),
        "ko": AuditorWords(pause: ["일시정지", "정지", "중지", "멈춤"], tabs: ["탭"]),
        "ar": AuditorWords(pause: ["إيقاف", "ايقاف", "توقف", "أوقف", "اوقف"], tabs: ["علامة تبويب", "تبويب"]),
        "he": AuditorWords(pause: ["השה", "עצור", "הפסק"], tabs: ["כרטיסייה", "לשונית"]),
        "ru": AuditorWords(pause: ["пауз", "приостанов", "стоп", "останов"], tabs: ["вкладка"]),
        "pl": AuditorWords(pause: ["pauz", "wstrzym", "zatrzym", "stop"], tabs: ["karta"], positions: ["{1} z {2}"]),
    ]
}
