// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-tr/` and `utils/src/main/res/values-tr/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Turkish (`tr`): TalkBack's words from its `values-tr` resources; VoiceOver's
    /// fall back to English.
    public static let turkish = SpeechStrings(
        language: "tr", voiceOver: VoiceOverWords.turkish, talkBack: TalkBackWords.turkish)
}

extension SpeechStrings.VoiceOverWords {
    /// Turkish VoiceOver words.
    static let turkish: Self = {
        var words = Self()
        words.language = "tr"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Turkish TalkBack words.
    static let turkish: Self = {
        var words = Self()
        words.language = "tr"
        words.selected = "seçili"
        words.disabled = "devre dışı"
        words.checked = "işaretli"
        words.notChecked = "işaretli değil"
        words.on = "açık"
        words.off = "kapalı"
        words.percent = "Yüzde {1}"
        words.unlabelled = "Etiketsiz"
        words.password = "şifre"
        words.heading = "Başlık"
        words.rowHeading = "Satır başlığı"
        words.columnHeading = "Sütun başlığı"
        words.rowIndex = "Satır {1}"
        words.columnIndex = "Sütun {1}"
        words.page = "Sayfa"
        words.listPosition = "{1}/{2}"
        words.level = "{1}. seviye"
        words.inList = "Listede"
        words.inListNamed = "{1} listesinde"
        words.outOfList = "Liste dışında"
        words.outOfListNamed = "{1} listesinin dışında"
        words.inGrid = "Tabloda"
        words.inGridNamed = "{1} tablosunda"
        words.outOfGrid = "Tablo dışında"
        words.outOfGridNamed = "{1} tablosunun dışında"
        words.inPager = "Sayfa ayırıcı içinde"
        words.inPagerNamed = "Sayfa ayırıcı ({1}) içinde"
        words.outOfPager = "Sayfa ayırıcı dışında"
        words.outOfPagerNamed = "Sayfa ayırıcı ({1}) dışında"
        words.inHorizontalPager = "Yatay sayfa ayırıcı içinde"
        words.inHorizontalPagerNamed = "Yatay sayfa ayırıcı ({1}) içinde"
        words.outOfHorizontalPager = "Yatay sayfa ayırıcı dışında"
        words.inVerticalPager = "Dikey sayfa ayırıcı içinde"
        words.inVerticalPagerNamed = "Dikey sayfa ayırıcı ({1}) içinde"
        words.outOfVerticalPager = "Dikey sayfa ayırıcı dışında"
        words.outOfVerticalPagerNamed = "Dikey sayfa ayırıcı ({1}) dışında"
        words.inGridPager = "Tablo sayfa ayırıcı içinde"
        words.inGridPagerNamed = "Sayfa ayırıcı ({1}) içinde"
        words.outOfGridPager = "Tablo sayfa ayırıcı dışında"
        words.outOfGridPagerNamed = "Tablo sayfa ayırıcı ({1}) dışında"
        words.inRoleDescription = "{1} içinde"
        words.inRoleDescriptionNamed = "{1} {2} içinde"
        words.outOfRoleDescription = "{1} modülünde veri tükendi"
        words.outOfRoleDescriptionNamed = "{1} {2} dışında"
        words.pagePosition = "Toplam {2} sayfadan {1}."
        words.showingItems = "{3} öğeden {1}-{2} arasındakiler gösteriliyor."
        words.showingItem = "{2} öğeden {1} tanesi gösteriliyor."
        words.repeatedSymbol = "{1} {2}﻿"
        words.toggleHint = "Değiştirmek için İki kez dokunun"
        words.activateHint = "Etkinleştirmek için İki kez dokunun"
        words.selectHint = "Seçmek için İki kez dokunun"
        words.longPressHint = "Uzun basmak için İki kez dokunun ve basılı tutun"
        words.changeHint = "Değiştirmek için İki kez dokunun"
        words.editTextHint = "Metni düzenlemek için İki kez dokunun"
        words.clickLabelHint = "İki kez dokunun-{1}"
        words.adjustHint = "Düzenlemek için \"Yukarı hızlıca kaydırma\" veya \"Aşağı hızlıca kaydırma\""
        words.titledPagePosition = "{1}, Toplam {3} sayfadan {2}."
        words.itemCount = PluralTemplates(
            one: "{1} öğe", other: "{1} öğe")
        words.rowCount = PluralTemplates(
            one: "{1} satır", other: "{1} satır")
        words.columnCount = PluralTemplates(
            one: "{1} sütun", other: "{1} sütun")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} karakter", other: "{1} karakter")
        words.roles = [
            .button: "Düğme",
            .imageButton: "Düğme",
            .checkBox: "Onay kutusu",
            .dropDownList: "Açılır liste",
            .editText: "Düzenleme kutusu",
            .grid: "Kılavuz",
            .image: "Resim",
            .list: "Liste",
            .pager: "Çok sayfalı görünüm",
            .progressBar: "İlerleme çubuğu",
            .radioButton: "Radyo düğmesi",
            .seekControl: "Kaydırma çubuğu",
            .`switch`: "Anahtar",
            .toggleButton: "Anahtar",
            .tabBar: "Sekme çubuğu",
            .webView: "Web görünümü",
        ]
        words.symbols = [
            "&": "Ve işareti",
            "<": "Küçüktür işareti",
            ">": "Büyüktür işareti",
            "'": "Kesme işareti",
            "*": "Yıldız işareti",
            "@": "Kuyruklu a",
            "\\": "Ters eğik çizgi",
            "\u{2022}": "Madde işareti",
            "^": "Düzeltme işareti",
            "\u{A2}": "Sent simgesi",
            ":": "İki Nokta",
            ",": "Virgül",
            "\u{A9}": "Telif hakkı",
            "{": "Sol kıvrık ayraç",
            "}": "Sağ kıvrık ayraç",
            "\u{B0}": "Derece işareti",
            "\u{F7}": "Bölme işareti",
            "\u{2026}": "Üç nokta",
            "\u{2014}": "Uzun çizgi",
            "\u{2013}": "Orta çizgi",
            "!": "Ünlem işareti",
            "`": "Aksan işareti",
            "-": "Kısa çizgi",
            "\u{201E}": "Alt çift tırnak",
            "\u{D7}": "Çarpma işareti",
            "\u{A}": "Yeni satır",
            "\u{B6}": "Paragraf işareti",
            "(": "Sol parantez",
            ")": "Sağ parantez",
            "%": "Yüzde",
            ".": "Nokta",
            "\u{3C0}": "Pi",
            "#": "Kare",
            "$": "Dolar işareti",
            "\u{20AC}": "Avro işareti",
            "\u{A3}": "Sterlin para birimi simgesi",
            "\u{A5}": "Yen",
            "\u{20B1}": "Pezo işareti",
            "\u{20B9}": "Rupi",
            "\u{20AB}": "Dong işareti",
            "\u{A4}": "Para birimi işareti",
            "?": "Soru işareti",
            "\"": "Tırnak",
            "\u{AE}": "Tescilli ticari marka",
            ";": "Noktalı virgül",
            "/": "Eğik çizgi",
            " ": "Boşluk",
            "\u{A0}": "Boşluk",
            "[": "Sol köşeli ayraç",
            "]": "Sağ köşeli ayraç",
            "\u{221A}": "Karekök",
            "\u{2122}": "Ticari marka",
            "_": "Alt çizgi",
            "|": "Dikey çizgi",
            "\u{AC}": "Değil işareti",
            "\u{A6}": "Kesik çubuk",
            "\u{B5}": "Mikro işareti",
            "\u{2248}": "Yaklaşık",
            "\u{2260}": "Eşit değildir",
            "\u{A7}": "Bölüm işareti",
            "\u{2191}": "Yukarı ok",
            "\u{2190}": "Sol ok",
            "\u{2192}": "Sağ Ok",
            "\u{2193}": "Aşağı Ok",
            "\u{2665}": "Siyah Kalp",
            "~": "Yaklaşık işareti",
            "=": "Eşit işareti",
            "\u{FFE6}": "Won para birimi simgesi",
            "\u{20A9}": "Won para birimi simgesi",
            "\u{203B}": "Referans İşareti",
            "\u{2606}": "Beyaz yıldız",
            "\u{2605}": "Siyah yıldız",
            "\u{2661}": "Beyaz Kalp",
            "\u{25CB}": "Beyaz daire",
            "\u{25CF}": "Siyah daire",
            "\u{2299}": "Güneş sembolü",
            "\u{25CE}": "Hedefin ortası",
            "\u{2667}": "Beyaz ispati grubu",
            "\u{2664}": "Beyaz maça grubu",
            "\u{261C}": "Solu gösteren beyaz işaret parmağı",
            "\u{261E}": "Sağı gösteren beyaz işaret parmağı",
            "\u{25D0}": "Sol yarısı siyah daire",
            "\u{25D1}": "Sağ yarısı siyah daire",
            "\u{25A1}": "Beyaz kare",
            "\u{25A0}": "Siyah kare",
            "\u{25B3}": "Yukarıyı gösteren beyaz üçgen",
            "\u{25BD}": "Aşağı gösteren beyaz üçgen",
            "\u{25C1}": "Solu gösteren beyaz üçgen",
            "\u{25B7}": "Sağı gösteren beyaz üçgen",
            "\u{25C7}": "Beyaz karo",
            "\u{2669}": "Çeyrek Nota",
            "\u{266A}": "Sekizlik Nota",
            "\u{266C}": "Çizgili onaltılık notalar",
            "\u{2640}": "Kadın sembolü",
            "\u{2642}": "Erkek sembolü",
            "\u{3010}": "Siyah Mercek Biçiminde Sol Ayraç",
            "\u{3011}": "Siyah Mercek Biçiminde Sağ Ayraç",
            "\u{300C}": "Sol Köşe Ayraç",
            "\u{300D}": "Sağ Köşe Ayraç",
            "\u{B1}": "Artı eksi işareti",
            "\u{2113}": "Litre",
            "\u{2103}": "Santigrat derece",
            "\u{2109}": "Fahrenhayt derece",
            "\u{2252}": "Yaklaşık olarak eşit",
            "\u{222B}": "İntegral",
            "\u{27E8}": "Matematiksel sol açılı ayraç",
            "\u{27E9}": "Matematiksel sağ açılı ayraç",
            "\u{3012}": "Posta işareti",
            "\u{25B2}": "Yukarıyı gösteren siyah üçgen",
            "\u{25BC}": "Aşağıyı gösteren siyah üçgen",
            "\u{2666}": "Siyah karo",
            "\u{25C6}": "Siyah karo",
            "\u{FF65}": "Yarım Genişlikte Katakana orta nokta",
            "\u{25AA}": "Küçük siyah kare",
            "\u{300A}": "Sol çift açılı ayraç",
            "\u{300B}": "Sağ çift açılı ayraç",
            "\u{A1}": "Ters ünlem işareti",
            "\u{BF}": "Ters soru işareti",
            "\u{FF0C}": "Tam genişlikte virgül",
            "\u{FF01}": "Tam genişlikte ünlem işareti",
            "\u{3002}": "İdeogram tam nokta",
            "\u{FF1F}": "Tam genişlikte soru işareti",
            "\u{B7}": "Orta nokta",
            "\u{201D}": "Sağ çift tırnak işareti",
            "\u{3001}": "İdeogram virgül",
            "\u{FF1A}": "Tam genişlikte iki nokta üst üste",
            "\u{FF1B}": "Tam genişlikte noktalı virgül",
            "\u{FF06}": "Tam genişlikte \"ve\" işareti",
            "\u{FF3E}": "Tam genişlikte inceltme işareti",
            "\u{FF5E}": "Tam genişlikte tilde işareti",
            "\u{201C}": "Sol çift tırnak işareti",
            "\u{FF08}": "Tam genişlikte sol parantez",
            "\u{FF09}": "Tam genişlikte sağ parantez",
            "\u{FF0A}": "Tam genişlikte yıldız işareti",
            "\u{FF3F}": "Tam genişlikte alt çizgi",
            "\u{2019}": "Sağ tek tırnak işareti",
            "\u{FF5B}": "Tam genişlikte sol kıvrık ayraç",
            "\u{FF5D}": "Tam genişlikte sağ kıvrık ayraç",
            "\u{FF1C}": "Tam genişlikte küçüktür işareti",
            "\u{FF1E}": "Tam genişlikte büyüktür işareti",
            "\u{2018}": "Sol tek tırnak işareti",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
