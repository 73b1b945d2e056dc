// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-zh-rCN/` and `utils/src/main/res/values-zh-rCN/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Chinese (Simplified) (`zh-Hans`): TalkBack's words from its `values-zh-rCN` resources; VoiceOver's
    /// fall back to English.
    public static let simplifiedChinese = SpeechStrings(
        language: "zh-Hans", voiceOver: VoiceOverWords.simplifiedChinese, talkBack: TalkBackWords.simplifiedChinese)
}

extension SpeechStrings.VoiceOverWords {
    /// Chinese (Simplified) VoiceOver words.
    static let simplifiedChinese: Self = {
        var words = Self()
        words.language = "zh-Hans"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Chinese (Simplified) TalkBack words.
    static let simplifiedChinese: Self = {
        var words = Self()
        words.language = "zh-Hans"
        words.selected = "已选中"
        words.disabled = "已停用"
        words.checked = "已选中"
        words.notChecked = "未选中"
        words.on = "已开启"
        words.off = "已关闭"
        words.percent = "百分之 {1}"
        words.unlabelled = "未加标签"
        words.password = "密码"
        words.heading = "标题"
        words.rowHeading = "行标题"
        words.columnHeading = "列标题"
        words.rowIndex = "第 {1} 行"
        words.columnIndex = "第 {1} 列"
        words.page = "页面"
        words.listPosition = "第 {1} 个，共 {2} 个"
        words.level = "第 {1} 级"
        words.inList = "在列表中"
        words.inListNamed = "在“{1}”列表中"
        words.outOfList = "在列表外"
        words.outOfListNamed = "在“{1}”列表外"
        words.inGrid = "在网格中"
        words.inGridNamed = "在“{1}”网格中"
        words.outOfGrid = "在网格外"
        words.outOfGridNamed = "在“{1}”网格外"
        words.inPager = "在页面控制项中"
        words.inPagerNamed = "在页面控制项“{1}”中"
        words.outOfPager = "在页面控制项外"
        words.outOfPagerNamed = "在页面控制项“{1}”外"
        words.inHorizontalPager = "在横向页面控制项中"
        words.inHorizontalPagerNamed = "在横向页面控制项“{1}”中"
        words.outOfHorizontalPager = "在横向页面控制项外"
        words.inVerticalPager = "在纵向页面控制项中"
        words.inVerticalPagerNamed = "在纵向页面控制项“{1}”中"
        words.outOfVerticalPager = "在纵向页面控制项外"
        words.outOfVerticalPagerNamed = "在纵向页面控制项“{1}”外"
        words.inGridPager = "在网格页面控制项中"
        words.inGridPagerNamed = "在网格页面控制项“{1}”中"
        words.outOfGridPager = "在网格页面控制项外"
        words.outOfGridPagerNamed = "在网格页面控制项“{1}”外"
        words.inRoleDescription = "您当前位于{1}中"
        words.inRoleDescriptionNamed = "您当前位于{1}“{2}”中"
        words.outOfRoleDescription = "您已离开{1}"
        words.outOfRoleDescriptionNamed = "您已离开{1}“{2}”"
        words.pagePosition = "第 {1} 页，共 {2} 页"
        words.showingItems = "当前显示的是第 {1} 项到第 {2} 项，共 {3} 项。"
        words.showingItem = "当前显示的是第 {1} 项，共 {2} 项。"
        words.repeatedSymbol = "{1} 个{2}﻿"
        words.toggleHint = "点按两次即可切换"
        words.activateHint = "点按两次即可激活"
        words.selectHint = "点按两次即可选择"
        words.longPressHint = "点按两次并按住即可长按"
        words.changeHint = "点按两次即可更改"
        words.editTextHint = "点按两次即可编辑文字"
        words.clickLabelHint = "点按两次即可{1}"
        words.adjustHint = "“向上滑动”或“向下滑动”即可调整"
        words.titledPagePosition = "{1}, 第 {2} 页，共 {3} 页"
        words.itemCount = PluralTemplates(
            one: "{1} 项", other: "{1} 项")
        words.rowCount = PluralTemplates(
            one: "{1} 行", other: "{1} 行")
        words.columnCount = PluralTemplates(
            one: "{1} 列", other: "{1} 列")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} 个字符", other: "{1} 个字符")
        words.roles = [
            .button: "按钮",
            .imageButton: "按钮",
            .checkBox: "复选框",
            .dropDownList: "下拉列表",
            .editText: "编辑框",
            .grid: "网格",
            .image: "图片",
            .list: "列表",
            .pager: "多页面视图",
            .progressBar: "进度条",
            .radioButton: "单选按钮",
            .seekControl: "滑块",
            .`switch`: "开关",
            .toggleButton: "开关",
            .tabBar: "标签栏",
            .webView: "网页视图",
        ]
        words.symbols = [
            "&": "和符号",
            "<": "小于号",
            ">": "大于号",
            "'": "单引号",
            "*": "星号",
            "@": "At 符号",
            "\\": "反斜杠",
            "\u{2022}": "项目符号",
            "^": "脱字符号",
            "\u{A2}": "分币符号",
            ":": "冒号",
            ",": "逗号",
            "\u{A9}": "版权符号",
            "{": "左花括号",
            "}": "右花括号",
            "\u{B0}": "度符号",
            "\u{F7}": "除号",
            "\u{2026}": "省略号",
            "\u{2014}": "长破折号",
            "\u{2013}": "短破折号",
            "!": "感叹号",
            "`": "重音符号",
            "-": "破折号",
            "\u{201E}": "低双引号",
            "\u{D7}": "乘号",
            "\u{A}": "换行符号",
            "\u{B6}": "段落符号",
            "(": "左括号",
            ")": "右括号",
            "%": "百分比符号",
            ".": "句点",
            "\u{3C0}": "圆周率符号",
            "#": "井号",
            "$": "美元符号",
            "\u{20AC}": "欧元符号",
            "\u{A3}": "英镑货币符号",
            "\u{A5}": "日元符号",
            "\u{20B1}": "比索符号",
            "\u{20B9}": "卢比符号",
            "\u{20AB}": "盾符号",
            "\u{A4}": "货币符号",
            "?": "问号",
            "\"": "引号",
            "\u{AE}": "注册商标",
            ";": "分号",
            "/": "斜线",
            " ": "空格",
            "\u{A0}": "空格",
            "[": "左方括号",
            "]": "右方括号",
            "\u{221A}": "平方根符号",
            "\u{2122}": "商标符号",
            "_": "下划线",
            "|": "竖线",
            "\u{AC}": "非符号",
            "\u{A6}": "断竖线",
            "\u{B5}": "微单位标记",
            "\u{2248}": "约等于",
            "\u{2260}": "不等于",
            "\u{A7}": "章节符号",
            "\u{2191}": "向上箭头",
            "\u{2190}": "向左箭头",
            "\u{2192}": "向右箭头",
            "\u{2193}": "向下箭头",
            "\u{2665}": "实心红桃",
            "~": "波浪号",
            "=": "等号",
            "\u{FFE6}": "韩元货币符号",
            "\u{20A9}": "韩元货币符号",
            "\u{203B}": "参考符号",
            "\u{2606}": "空心星形",
            "\u{2605}": "实心星形",
            "\u{2661}": "空心红桃",
            "\u{25CB}": "空心圆圈",
            "\u{25CF}": "实心圆圈",
            "\u{2299}": "太阳符号",
            "\u{25CE}": "靶心符号",
            "\u{2667}": "空心梅花",
            "\u{2664}": "空心黑桃",
            "\u{261C}": "空心向左指的食指",
            "\u{261E}": "空心向右指的食指",
            "\u{25D0}": "左半边实心的圆圈",
            "\u{25D1}": "右半边实心的圆圈",
            "\u{25A1}": "空心方形",
            "\u{25A0}": "实心方形",
            "\u{25B3}": "空心正三角",
            "\u{25BD}": "空心倒三角",
            "\u{25C1}": "空心左指三角形",
            "\u{25B7}": "空心右指三角形",
            "\u{25C7}": "空心方块",
            "\u{2669}": "四分音符",
            "\u{266A}": "八分音符",
            "\u{266C}": "带连线符的两个十六分音符",
            "\u{2640}": "雌性符号",
            "\u{2642}": "雄性符号",
            "\u{3010}": "左实心凹形括号",
            "\u{3011}": "右实心凹形括号",
            "\u{300C}": "左角括号",
            "\u{300D}": "右角括号",
            "\u{B1}": "正负号",
            "\u{2113}": "公升符号",
            "\u{2103}": "摄氏度符号",
            "\u{2109}": "华氏度符号",
            "\u{2252}": "约等号",
            "\u{222B}": "积分符号",
            "\u{27E8}": "数学左尖括号",
            "\u{27E9}": "数学右尖括号",
            "\u{3012}": "邮政符号",
            "\u{25B2}": "指向上方的黑色三角形",
            "\u{25BC}": "指向下方的黑色三角形",
            "\u{2666}": "黑色菱形",
            "\u{25C6}": "黑色菱形",
            "\u{FF65}": "半角片假名中间点",
            "\u{25AA}": "黑色小正方形",
            "\u{300A}": "左双尖括号",
            "\u{300B}": "右双尖括号",
            "\u{A1}": "倒置的感叹号",
            "\u{BF}": "倒置的问号",
            "\u{FF0C}": "全角逗号",
            "\u{FF01}": "全角感叹号",
            "\u{3002}": "表意文字句号",
            "\u{FF1F}": "全角问号",
            "\u{B7}": "间隔号",
            "\u{201D}": "右双引号",
            "\u{3001}": "表意文字逗号",
            "\u{FF1A}": "全角冒号",
            "\u{FF1B}": "全角分号",
            "\u{FF06}": "全角和符号",
            "\u{FF3E}": "全角扬抑符",
            "\u{FF5E}": "全角波浪号",
            "\u{201C}": "左双引号",
            "\u{FF08}": "全角左括号",
            "\u{FF09}": "全角右括号",
            "\u{FF0A}": "全角星号",
            "\u{FF3F}": "全角下划线",
            "\u{2019}": "右单引号",
            "\u{FF5B}": "全角左花括号",
            "\u{FF5D}": "全角右花括号",
            "\u{FF1C}": "全角小于号",
            "\u{FF1E}": "全角大于号",
            "\u{2018}": "左单引号",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
