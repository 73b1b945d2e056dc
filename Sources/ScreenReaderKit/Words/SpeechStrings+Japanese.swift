// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-ja/` and `utils/src/main/res/values-ja/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Japanese (`ja`): TalkBack's words from its `values-ja` resources; VoiceOver's
    /// fall back to English.
    public static let japanese = SpeechStrings(
        language: "ja", voiceOver: VoiceOverWords.japanese, talkBack: TalkBackWords.japanese)
}

extension SpeechStrings.VoiceOverWords {
    /// Japanese VoiceOver words.
    static let japanese: Self = {
        var words = Self()
        words.language = "ja"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Japanese TalkBack words.
    static let japanese: Self = {
        var words = Self()
        words.language = "ja"
        words.selected = "選択済み"
        words.disabled = "無効"
        words.checked = "ON"
        words.notChecked = "未選択"
        words.on = "ON"
        words.off = "OFF"
        words.percent = "{1} パーセント"
        words.unlabelled = "ラベルなし"
        words.password = "パスワード"
        words.heading = "見出し"
        words.rowHeading = "行見出し"
        words.columnHeading = "列見出し"
        words.rowIndex = "{1}行目"
        words.columnIndex = "{1}列目"
        words.page = "ページ"
        words.listPosition = "{2}件中の{1}件目です"
        words.level = "レベル{1}"
        words.inList = "リストの中です"
        words.inListNamed = "リスト{1}の中です"
        words.outOfList = "リストの外です"
        words.outOfListNamed = "リスト{1}の外です"
        words.inGrid = "グリッドの中です"
        words.inGridNamed = "グリッド{1}の中です"
        words.outOfGrid = "グリッドの外です"
        words.outOfGridNamed = "グリッド{1}の外です"
        words.inPager = "ページャの中です"
        words.inPagerNamed = "ページャ{1}の中です"
        words.outOfPager = "ページャの外です"
        words.outOfPagerNamed = "ページャ{1}の外です"
        words.inHorizontalPager = "横方向ページャの中です"
        words.inHorizontalPagerNamed = "横方向ページャ{1}の中です"
        words.outOfHorizontalPager = "横方向ページャの外です"
        words.inVerticalPager = "縦方向ページャの中です"
        words.inVerticalPagerNamed = "縦方向ページャ{1}の中です"
        words.outOfVerticalPager = "縦方向ページャの外です"
        words.outOfVerticalPagerNamed = "縦方向ページャ{1}の外です"
        words.inGridPager = "グリッドページャの中です"
        words.inGridPagerNamed = "グリッドページャ{1}の中です"
        words.outOfGridPager = "グリッドページャの外です"
        words.outOfGridPagerNamed = "グリッドページャ{1}の外です"
        words.inRoleDescription = "{1}の中です"
        words.inRoleDescriptionNamed = "{1} {2}の中です"
        words.outOfRoleDescription = "{1}の外です"
        words.outOfRoleDescriptionNamed = "{1} {2}の外です"
        words.pagePosition = "{2} ページ中 {1} ページ目です"
        words.showingItems = "{3}件中{1}件目から{2}件目までを表示しています。"
        words.showingItem = "{2}件中{1}件目を表示しています。"
        words.repeatedSymbol = "{1}個の{2}"
        words.toggleHint = "切り替えるにはダブルタップします"
        words.activateHint = "有効にするにはダブルタップします"
        words.selectHint = "選択するにはダブルタップします"
        words.longPressHint = "長押しするにはダブルタップしたままにします"
        words.changeHint = "変更するにはダブルタップします"
        words.editTextHint = "テキストを編集するにはダブルタップします"
        words.clickLabelHint = "{1}にはダブルタップします"
        words.adjustHint = "「上にスワイプ」または「下にスワイプ」を調整"
        words.titledPagePosition = "{1}, {3} ページ中 {2} ページ目です"
        words.itemCount = PluralTemplates(
            one: "{1}個のアイテム", other: "{1}個のアイテム")
        words.rowCount = PluralTemplates(
            one: "{1}行", other: "{1}行")
        words.columnCount = PluralTemplates(
            one: "{1}列", other: "{1}列")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} 文字", other: "{1} 文字")
        words.roles = [
            .button: "ボタン",
            .imageButton: "ボタン",
            .checkBox: "チェックボックス",
            .dropDownList: "プルダウンリスト",
            .editText: "編集ボックス",
            .grid: "グリッド",
            .image: "画像",
            .list: "リスト",
            .pager: "マルチページ ビュー",
            .progressBar: "進行状況バー",
            .radioButton: "ラジオボタン",
            .seekControl: "スライダー",
            .`switch`: "スイッチ",
            .toggleButton: "スイッチ",
            .tabBar: "タブバー",
            .webView: "ウェブ表示",
        ]
        words.symbols = [
            "&": "アンパサンド",
            "<": "小なり記号",
            ">": "大なり記号",
            "'": "アポストロフィ",
            "*": "アスタリスク",
            "@": "アットマーク",
            "\\": "バックスラッシュ",
            "\u{2022}": "箇条書き記号",
            "^": "キャレット",
            "\u{A2}": "セント記号",
            ":": "コロン",
            ",": "カンマ",
            "\u{A9}": "著作権",
            "{": "左中かっこ",
            "}": "右中かっこ",
            "\u{B0}": "度記号",
            "\u{F7}": "除算記号",
            "\u{2026}": "省略記号",
            "\u{2014}": "全角ダッシュ",
            "\u{2013}": "半角ダッシュ",
            "!": "感嘆符",
            "`": "グレーブ",
            "-": "ダッシュ",
            "\u{201E}": "下付き二重引用符",
            "\u{D7}": "乗算記号",
            "\u{A}": "改行",
            "\u{B6}": "段落記号",
            "(": "左かっこ",
            ")": "右かっこ",
            "%": "パーセント",
            ".": "ピリオド",
            "\u{3C0}": "円周率記号",
            "#": "井げた",
            "$": "ドル記号",
            "\u{20AC}": "ユーロ",
            "\u{A3}": "ポンド記号",
            "\u{A5}": "円",
            "\u{20B1}": "ペソ記号",
            "\u{20B9}": "ルピー",
            "\u{20AB}": "ドン記号",
            "\u{A4}": "通貨記号",
            "?": "疑問符",
            "\"": "引用符",
            "\u{AE}": "登録商標",
            ";": "セミコロン",
            "/": "スラッシュ",
            " ": "スペース",
            "\u{A0}": "スペース",
            "[": "左角かっこ",
            "]": "右角かっこ",
            "\u{221A}": "平方根",
            "\u{2122}": "商標",
            "_": "アンダースコア",
            "|": "縦棒",
            "\u{AC}": "否定記号",
            "\u{A6}": "ブロークンバー",
            "\u{B5}": "マイクロ記号",
            "\u{2248}": "ニアリーイコール記号",
            "\u{2260}": "ノットイコール記号",
            "\u{A7}": "節記号",
            "\u{2191}": "上矢印",
            "\u{2190}": "左矢印",
            "\u{2192}": "右矢印",
            "\u{2193}": "下矢印",
            "\u{2665}": "黒ハート",
            "~": "波形符号",
            "=": "等記号",
            "\u{FFE6}": "ウォン記号",
            "\u{20A9}": "ウォン記号",
            "\u{203B}": "コメ印",
            "\u{2606}": "白星",
            "\u{2605}": "黒星",
            "\u{2661}": "白ハート",
            "\u{25CB}": "白丸",
            "\u{25CF}": "黒丸",
            "\u{2299}": "太陽記号",
            "\u{25CE}": "二重丸",
            "\u{2667}": "白クローバー",
            "\u{2664}": "白スペード",
            "\u{261C}": "白左人差し指",
            "\u{261E}": "白右人差し指",
            "\u{25D0}": "左半分が黒い円",
            "\u{25D1}": "右半分が黒い円",
            "\u{25A1}": "白四角",
            "\u{25A0}": "黒四角",
            "\u{25B3}": "上向き白三角",
            "\u{25BD}": "下向き白三角",
            "\u{25C1}": "左向き白三角",
            "\u{25B7}": "右向き白三角",
            "\u{25C7}": "白ダイヤ",
            "\u{2669}": "4分音符",
            "\u{266A}": "8分音符",
            "\u{266C}": "連桁付き16分音符",
            "\u{2640}": "女性記号",
            "\u{2642}": "男性記号",
            "\u{3010}": "左隅付き括弧",
            "\u{3011}": "右隅付き括弧",
            "\u{300C}": "左かぎ括弧",
            "\u{300D}": "右かぎ括弧",
            "\u{B1}": "プラスマイナス記号",
            "\u{2113}": "リットル",
            "\u{2103}": "摂氏温度",
            "\u{2109}": "華氏温度",
            "\u{2252}": "ほぼ等しい",
            "\u{222B}": "積分記号",
            "\u{27E8}": "左山かっこです",
            "\u{27E9}": "右山かっこです",
            "\u{3012}": "郵便記号",
            "\u{25B2}": "上を指差す黒三角形",
            "\u{25BC}": "下を指差す黒三角形",
            "\u{2666}": "黒いダイヤモンド形",
            "\u{25C6}": "黒いダイヤモンド形",
            "\u{FF65}": "半角のカタカナ中黒",
            "\u{25AA}": "小さい黒四角",
            "\u{300A}": "左二重山かっこ",
            "\u{300B}": "右二重山かっこ",
            "\u{A1}": "倒立感嘆符",
            "\u{BF}": "倒立疑問符",
            "\u{FF0C}": "全角カンマ",
            "\u{FF01}": "全角感嘆符",
            "\u{3002}": "全角句点",
            "\u{FF1F}": "全角疑問符",
            "\u{B7}": "中黒",
            "\u{201D}": "右二重引用符",
            "\u{3001}": "全角読点",
            "\u{FF1A}": "全角コロン",
            "\u{FF1B}": "全角セミコロン",
            "\u{FF06}": "全角アンパサンド",
            "\u{FF3E}": "全角サーカムフレックス",
            "\u{FF5E}": "全角チルダ",
            "\u{201C}": "左二重引用符",
            "\u{FF08}": "全角左かっこ",
            "\u{FF09}": "全角右かっこ",
            "\u{FF0A}": "全角アスタリスク",
            "\u{FF3F}": "全角アンダースコア",
            "\u{2019}": "右引用符",
            "\u{FF5B}": "全角左中かっこ",
            "\u{FF5D}": "全角右中かっこ",
            "\u{FF1C}": "全角小なり記号",
            "\u{FF1E}": "全角大なり記号",
            "\u{2018}": "左引用符",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
