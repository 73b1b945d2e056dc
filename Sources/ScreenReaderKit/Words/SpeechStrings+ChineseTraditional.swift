// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-zh-rTW/` and `utils/src/main/res/values-zh-rTW/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Chinese (Traditional) (`zh-Hant`): TalkBack's words from its `values-zh-rTW` resources; VoiceOver's
    /// fall back to English.
    public static let traditionalChinese = SpeechStrings(
        language: "zh-Hant", voiceOver: VoiceOverWords.traditionalChinese, talkBack: TalkBackWords.traditionalChinese)
}

extension SpeechStrings.VoiceOverWords {
    /// Chinese (Traditional) VoiceOver words.
    static let traditionalChinese: Self = {
        var words = Self()
        words.language = "zh-Hant"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Chinese (Traditional) TalkBack words.
    static let traditionalChinese: Self = {
        var words = Self()
        words.language = "zh-Hant"
        words.selected = "已選取"
        words.disabled = "已停用"
        words.checked = "已勾選"
        words.notChecked = "尚未勾選"
        words.on = "開啟"
        words.off = "關閉"
        words.percent = "百分之 {1}"
        words.unlabelled = "沒有名稱"
        words.password = "密碼"
        words.heading = "標題"
        words.rowHeading = "列標題"
        words.columnHeading = "欄標題"
        words.rowIndex = "第 {1} 列"
        words.columnIndex = "第 {1} 欄"
        words.page = "頁面"
        words.listPosition = "第 {1} 個，共 {2} 個"
        words.level = "第 {1} 級"
        words.inList = "在清單內"
        words.inListNamed = "在{1}清單內"
        words.outOfList = "在清單外"
        words.outOfListNamed = "在{1}清單外"
        words.inGrid = "在網格內"
        words.inGridNamed = "在{1}網格內"
        words.outOfGrid = "在網格外"
        words.outOfGridNamed = "在{1}網格外"
        words.inPager = "在頁面控制項中"
        words.inPagerNamed = "在頁面控制項 {1} 中"
        words.outOfPager = "不在頁面控制項中"
        words.outOfPagerNamed = "不在頁面控制項 {1} 中"
        words.inHorizontalPager = "在橫向頁面控制項中"
        words.inHorizontalPagerNamed = "在橫向頁面控制項 {1} 中"
        words.outOfHorizontalPager = "不在橫向頁面控制項中"
        words.inVerticalPager = "在縱向頁面控制項中"
        words.inVerticalPagerNamed = "在縱向頁面控制項 {1} 中"
        words.outOfVerticalPager = "不在縱向頁面控制項中"
        words.outOfVerticalPagerNamed = "不在縱向頁面控制項 {1} 中"
        words.inGridPager = "在格狀頁面控制項中"
        words.inGridPagerNamed = "在格狀頁面控制項 {1} 中"
        words.outOfGridPager = "不在格狀頁面控制項中"
        words.outOfGridPagerNamed = "不在格狀頁面控制項 {1} 中"
        words.inRoleDescription = "目前在{1}範圍內"
        words.inRoleDescriptionNamed = "目前在{2}的{1}範圍內"
        words.outOfRoleDescription = "目前在{1}範圍外"
        words.outOfRoleDescriptionNamed = "目前在{2}的{1}範圍外"
        words.pagePosition = "第 {1} 頁，共 {2} 頁"
        words.showingItems = "顯示項目 {1} 到 {2}，總共 {3} 項。"
        words.showingItem = "顯示項目 {1}，總共 {2} 項。"
        words.repeatedSymbol = "{1} 個{2}"
        words.toggleHint = "輕觸兩下即可切換"
        words.activateHint = "輕觸兩下即可啟用"
        words.selectHint = "輕觸兩下即可選取"
        words.longPressHint = "如要長按，請輕觸兩下並按住"
        words.changeHint = "輕觸兩下即可變更"
        words.editTextHint = "輕觸兩下即可編輯文字"
        words.clickLabelHint = "輕觸兩下即可{1}"
        words.adjustHint = "可調整「向上滑動」或「向下滑動」手勢"
        words.titledPagePosition = "{1}, 第 {2} 頁，共 {3} 頁"
        words.itemCount = PluralTemplates(
            one: "{1} 個項目", other: "{1} 個項目")
        words.rowCount = PluralTemplates(
            one: "{1} 個列", other: "{1} 個列")
        words.columnCount = PluralTemplates(
            one: "{1} 個欄", other: "{1} 個欄")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} 個字元", other: "{1} 個字元")
        words.roles = [
            .button: "按鈕",
            .imageButton: "按鈕",
            .checkBox: "核取方塊",
            .dropDownList: "下拉式清單",
            .editText: "編輯方塊",
            .grid: "格狀",
            .image: "圖片",
            .list: "清單",
            .pager: "多頁面檢視",
            .progressBar: "進度列",
            .radioButton: "圓形按鈕",
            .seekControl: "滑桿",
            .`switch`: "開關",
            .toggleButton: "開關",
            .tabBar: "標籤列",
            .webView: "網頁檢視",
        ]
        words.symbols = [
            "&": "AND 符號",
            "<": "小於符號",
            ">": "大於符號",
            "'": "單引號",
            "*": "星號",
            "@": "小老鼠",
            "\\": "反斜線",
            "\u{2022}": "項目符號",
            "^": "脫字符號",
            "\u{A2}": "美分符號",
            ":": "冒號",
            ",": "英文逗號",
            "\u{A9}": "著作權符號",
            "{": "左大括號",
            "}": "右大括號",
            "\u{B0}": "度數符號",
            "\u{F7}": "除號",
            "\u{2026}": "省略符號",
            "\u{2014}": "長破折號",
            "\u{2013}": "短破折號",
            "!": "驚嘆號",
            "`": "重音符號",
            "-": "破折號",
            "\u{201E}": "下雙引號",
            "\u{D7}": "乘號",
            "\u{A}": "換行",
            "\u{B6}": "段落標記",
            "(": "左括號",
            ")": "右括號",
            "%": "百分比符號",
            ".": "句號",
            "\u{3C0}": "圓周率",
            "#": "井字鍵",
            "$": "錢幣符號",
            "\u{20AC}": "歐元符號",
            "\u{A3}": "英鎊貨幣符號",
            "\u{A5}": "日圓",
            "\u{20B1}": "披索符號",
            "\u{20B9}": "盧比符號",
            "\u{20AB}": "盾符號",
            "\u{A4}": "貨幣符號",
            "?": "問號",
            "\"": "引號",
            "\u{AE}": "註冊商標",
            ";": "分號",
            "/": "斜線",
            " ": "空格鍵",
            "\u{A0}": "空格鍵",
            "[": "左方括號",
            "]": "右方括號",
            "\u{221A}": "平方根",
            "\u{2122}": "商標",
            "_": "底線",
            "|": "垂直線",
            "\u{AC}": "否定符號",
            "\u{A6}": "斷裂線",
            "\u{B5}": "Micro 符號",
            "\u{2248}": "約等於",
            "\u{2260}": "不等於",
            "\u{A7}": "章節符號",
            "\u{2191}": "向上鍵",
            "\u{2190}": "向左鍵",
            "\u{2192}": "向右箭頭",
            "\u{2193}": "向下箭頭",
            "\u{2665}": "黑色心形",
            "~": "波狀符號",
            "=": "等號",
            "\u{FFE6}": "韓元貨幣符號",
            "\u{20A9}": "韓元貨幣符號",
            "\u{203B}": "參照標記",
            "\u{2606}": "白色星形",
            "\u{2605}": "黑色星形",
            "\u{2661}": "白色心形",
            "\u{25CB}": "白色圓形",
            "\u{25CF}": "黑色圓形",
            "\u{2299}": "太陽符號",
            "\u{25CE}": "靶心",
            "\u{2667}": "白色梅花形",
            "\u{2664}": "白色桃形",
            "\u{261C}": "白色向左指引標誌",
            "\u{261E}": "白色向右指引標誌",
            "\u{25D0}": "左半部填滿黑色的圓形",
            "\u{25D1}": "右半部填滿黑色的圓形",
            "\u{25A1}": "白色方形",
            "\u{25A0}": "黑色方形",
            "\u{25B3}": "白色正三角形",
            "\u{25BD}": "白色倒三角形",
            "\u{25C1}": "白色向左指引三角形",
            "\u{25B7}": "白色向右指引三角形",
            "\u{25C7}": "白色菱形",
            "\u{2669}": "四分音符",
            "\u{266A}": "八分音符",
            "\u{266C}": "有連線符的十六分音符",
            "\u{2640}": "女性符號",
            "\u{2642}": "男性符號",
            "\u{3010}": "黑色左透鏡狀括弧",
            "\u{3011}": "黑色右透鏡狀括弧",
            "\u{300C}": "左全形引號",
            "\u{300D}": "右全形引號",
            "\u{B1}": "加減號",
            "\u{2113}": "公升",
            "\u{2103}": "攝氏溫度",
            "\u{2109}": "華氏溫度",
            "\u{2252}": "大約等於",
            "\u{222B}": "積分",
            "\u{27E8}": "數學左角括號",
            "\u{27E9}": "數學右角括號",
            "\u{3012}": "郵政符號",
            "\u{25B2}": "指向上方的黑色三角形",
            "\u{25BC}": "指向下方的黑色三角形",
            "\u{2666}": "黑色菱形",
            "\u{25C6}": "黑色菱形",
            "\u{FF65}": "半形片假名中間點",
            "\u{25AA}": "小型黑色正方形",
            "\u{300A}": "左雙角括號",
            "\u{300B}": "右雙角括號",
            "\u{A1}": "倒置的驚嘆號",
            "\u{BF}": "倒置的問號",
            "\u{FF0C}": "全形逗號",
            "\u{FF01}": "全形驚嘆號",
            "\u{3002}": "表意文字全形句號",
            "\u{FF1F}": "全形問號",
            "\u{B7}": "中間點",
            "\u{201D}": "右雙引號",
            "\u{3001}": "表意文字逗號",
            "\u{FF1A}": "全形冒號",
            "\u{FF1B}": "全形分號",
            "\u{FF06}": "全形 & 號",
            "\u{FF3E}": "全形揚抑符",
            "\u{FF5E}": "全形波浪號",
            "\u{201C}": "左雙引號",
            "\u{FF08}": "全形左括號",
            "\u{FF09}": "全形右括號",
            "\u{FF0A}": "全形星號",
            "\u{FF3F}": "全形底線",
            "\u{2019}": "右單引號",
            "\u{FF5B}": "全形左大括號",
            "\u{FF5D}": "全形右大括號",
            "\u{FF1C}": "全形小於符號",
            "\u{FF1E}": "全形大於符號",
            "\u{2018}": "左單引號",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
