// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-ko/` and `utils/src/main/res/values-ko/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Korean (`ko`): TalkBack's words from its `values-ko` resources; VoiceOver's
    /// fall back to English.
    public static let korean = SpeechStrings(
        language: "ko", voiceOver: VoiceOverWords.korean, talkBack: TalkBackWords.korean)
}

extension SpeechStrings.VoiceOverWords {
    /// Korean VoiceOver words.
    static let korean: Self = {
        var words = Self()
        words.language = "ko"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Korean TalkBack words.
    static let korean: Self = {
        var words = Self()
        words.language = "ko"
        words.selected = "선택됨"
        words.disabled = "사용할 수 없음"
        words.checked = "선택됨"
        words.notChecked = "선택 안됨"
        words.on = "켜짐"
        words.off = "꺼짐"
        words.percent = "{1}퍼센트"
        words.unlabelled = "라벨이 지정되지 않음"
        words.password = "비밀번호"
        words.heading = "제목"
        words.rowHeading = "행 제목"
        words.columnHeading = "열 제목"
        words.rowIndex = "{1}행"
        words.columnIndex = "{1}열"
        words.page = "페이지"
        words.listPosition = "{2}개 중 {1}번째"
        words.level = "레벨: {1}"
        words.inList = "목록에 있음"
        words.inListNamed = "{1} 목록에 있음"
        words.outOfList = "목록에서 벗어남"
        words.outOfListNamed = "{1} 목록에서 벗어남"
        words.inGrid = "그리드에 있음"
        words.inGridNamed = "{1} 그리드에 있음"
        words.outOfGrid = "그리드에서 벗어남"
        words.outOfGridNamed = "{1} 그리드에서 벗어남"
        words.inPager = "페이저 내부"
        words.inPagerNamed = "페이저 {1} 내부"
        words.outOfPager = "페이저 외부"
        words.outOfPagerNamed = "페이저 {1} 외부"
        words.inHorizontalPager = "수평 페이저 내부"
        words.inHorizontalPagerNamed = "수평 페이저 {1} 내부"
        words.outOfHorizontalPager = "수평 페이저 외부"
        words.inVerticalPager = "수직 페이저 내부"
        words.inVerticalPagerNamed = "수직 페이저 {1} 내부"
        words.outOfVerticalPager = "수직 페이저 외부"
        words.outOfVerticalPagerNamed = "수직 페이저 {1} 외부"
        words.inGridPager = "그리드 페이저 내부"
        words.inGridPagerNamed = "그리드 페이저 {1} 내부"
        words.outOfGridPager = "그리드 페이저 외부"
        words.outOfGridPagerNamed = "그리드 페이저 {1} 외부"
        words.inRoleDescription = "{1}에 있음"
        words.inRoleDescriptionNamed = "{2} {1}에 있음"
        words.outOfRoleDescription = "{1}에서 벗어남"
        words.outOfRoleDescriptionNamed = "{2} {1}에서 벗어남"
        words.pagePosition = "총 {2}페이지 중 {1}페이지"
        words.showingItems = "총 {3}개 항목 중에서 {1}번째에서 {2}번째 항목을 표시 중입니다."
        words.showingItem = "총 {2}개 항목 중에서 {1}번째 항목을 표시 중입니다."
        words.repeatedSymbol = "{1}개의 {2}﻿"
        words.toggleHint = "전환하려면 두 번 탭하세요"
        words.activateHint = "활성화하려면 두 번 탭하세요"
        words.selectHint = "선택하려면 두 번 탭하세요"
        words.longPressHint = "길게 누르려면 두 번 탭하고 유지하세요"
        words.changeHint = "변경하려면 두 번 탭하세요"
        words.editTextHint = "텍스트를 수정하려면 두 번 탭하세요"
        words.clickLabelHint = "{1}하려면 두 번 탭하세요"
        words.adjustHint = "\"위로 스와이프\" 또는 \"아래로 스와이프\" 동작으로 조정"
        words.titledPagePosition = "{1}, {3}페이지 중 {2}페이지"
        words.itemCount = PluralTemplates(
            one: "항목 {1}개", other: "항목 {1}개")
        words.rowCount = PluralTemplates(
            one: "행 {1}개", other: "행 {1}개")
        words.columnCount = PluralTemplates(
            one: "열 {1}개", other: "열 {1}개")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1}자", other: "{1}자")
        words.roles = [
            .button: "버튼",
            .imageButton: "버튼",
            .checkBox: "체크박스",
            .dropDownList: "드롭다운 목록",
            .editText: "수정 창",
            .grid: "바둑판",
            .image: "이미지",
            .list: "목록",
            .pager: "멀티 페이지 보기",
            .progressBar: "진행률 표시줄",
            .radioButton: "라디오 버튼",
            .seekControl: "슬라이더",
            .`switch`: "스위치",
            .toggleButton: "스위치",
            .tabBar: "탭바",
            .webView: "웹뷰",
        ]
        words.symbols = [
            "&": "앤드 기호",
            "<": "미만 기호",
            ">": "초과 기호",
            "'": "작은 따옴표",
            "*": "별표",
            "@": "골뱅이",
            "\\": "역슬래시",
            "\u{2022}": "글머리기호",
            "^": "삿갓 표시",
            "\u{A2}": "센트 기호",
            ":": "콜론",
            ",": "쉼표",
            "\u{A9}": "저작권",
            "{": "여는 중괄호",
            "}": "닫는 중괄호",
            "\u{B0}": "도 기호",
            "\u{F7}": "나누기 기호",
            "\u{2026}": "말줄임표",
            "\u{2014}": "엠 대시",
            "\u{2013}": "엔 대시",
            "!": "느낌표",
            "`": "강세 부호",
            "-": "대시",
            "\u{201E}": "아래쪽 큰따옴표",
            "\u{D7}": "곱하기 기호",
            "\u{A}": "줄바꿈",
            "\u{B6}": "단락 기호",
            "(": "여는 소괄호",
            ")": "닫는 소괄호",
            "%": "퍼센트",
            ".": "마침표",
            "\u{3C0}": "파이",
            "#": "우물정",
            "$": "달러",
            "\u{20AC}": "유로",
            "\u{A3}": "파운드 통화 기호",
            "\u{A5}": "엔",
            "\u{20B1}": "페소 기호",
            "\u{20B9}": "루피 기호",
            "\u{20AB}": "동 기호",
            "\u{A4}": "통화 기호",
            "?": "물음표",
            "\"": "큰 따옴표",
            "\u{AE}": "등록 상표",
            ";": "세미콜론",
            "/": "슬래시",
            " ": "띄어쓰기",
            "\u{A0}": "띄어쓰기",
            "[": "여는 대괄호",
            "]": "닫는 대괄호",
            "\u{221A}": "제곱근",
            "\u{2122}": "상표 기호",
            "_": "밑줄",
            "|": "세로 막대",
            "\u{AC}": "부정 기호",
            "\u{A6}": "수직 막대",
            "\u{B5}": "마이크로 기호",
            "\u{2248}": "거의 같음",
            "\u{2260}": "같지 않음",
            "\u{A7}": "섹션 기호",
            "\u{2191}": "위쪽 화살표",
            "\u{2190}": "왼쪽 화살표",
            "\u{2192}": "오른쪽 화살표",
            "\u{2193}": "아래쪽 화살표",
            "\u{2665}": "검은 하트",
            "~": "물결표시",
            "=": "등호",
            "\u{FFE6}": "원화 기호",
            "\u{20A9}": "원화 기호",
            "\u{203B}": "참조 부호",
            "\u{2606}": "하얀 별",
            "\u{2605}": "검은 별",
            "\u{2661}": "하얀 하트",
            "\u{25CB}": "하얀 동그라미",
            "\u{25CF}": "검은 동그라미",
            "\u{2299}": "태양 기호",
            "\u{25CE}": "겹동그라미",
            "\u{2667}": "하얀 클로버",
            "\u{2664}": "하얀 스페이드",
            "\u{261C}": "왼쪽을 가리키는 하얀 손",
            "\u{261E}": "오른쪽을 가리키는 하얀 손",
            "\u{25D0}": "왼쪽 절반이 검은 동그라미",
            "\u{25D1}": "오른쪽 절반이 검은 동그라미",
            "\u{25A1}": "하얀 정사각형",
            "\u{25A0}": "검은 정사각형",
            "\u{25B3}": "위쪽을 가리키는 하얀 삼각형",
            "\u{25BD}": "아래쪽을 가리키는 하얀 삼각형",
            "\u{25C1}": "왼쪽을 가리키는 하얀 삼각형",
            "\u{25B7}": "오른쪽을 가리키는 하얀 삼각형",
            "\u{25C7}": "하얀 마름모",
            "\u{2669}": "4분음표",
            "\u{266A}": "8분음표",
            "\u{266C}": "꼬리가 연결된 16분음표",
            "\u{2640}": "여성 기호",
            "\u{2642}": "남성 기호",
            "\u{3010}": "검은색 여는 오목 괄호",
            "\u{3011}": "검은색 닫는 오목 괄호",
            "\u{300C}": "여는 낫표",
            "\u{300D}": "닫는 낫표",
            "\u{B1}": "더하기 빼기 기호",
            "\u{2113}": "리터",
            "\u{2103}": "섭씨 온도 기호",
            "\u{2109}": "화씨 온도 기호",
            "\u{2252}": "거의 같음",
            "\u{222B}": "적분",
            "\u{27E8}": "수학용 왼쪽 꺾쇠괄호",
            "\u{27E9}": "수학용 오른쪽 꺾쇠괄호",
            "\u{3012}": "우편 마크",
            "\u{25B2}": "위쪽을 가리키는 검은 삼각형",
            "\u{25BC}": "아래쪽을 가리키는 검은 삼각형",
            "\u{2666}": "검은색 다이아몬드",
            "\u{25C6}": "검은색 다이아몬드",
            "\u{FF65}": "가나 가운뎃점",
            "\u{25AA}": "작은 검은색 사각형",
            "\u{300A}": "왼쪽 겹꺾쇠표",
            "\u{300B}": "오른쪽 겹꺾쇠표",
            "\u{A1}": "역느낌표",
            "\u{BF}": "역물음표",
            "\u{FF0C}": "전각 쉼표",
            "\u{FF01}": "전각 느낌표",
            "\u{3002}": "고리점",
            "\u{FF1F}": "전각 물음표",
            "\u{B7}": "가운뎃점",
            "\u{201D}": "오른쪽 큰 따옴표",
            "\u{3001}": "두점",
            "\u{FF1A}": "전각 콜론",
            "\u{FF1B}": "전각 세미콜론",
            "\u{FF06}": "전각 앤드 부호",
            "\u{FF3E}": "전각 곡절 악센트",
            "\u{FF5E}": "전각 물결 표시",
            "\u{201C}": "왼쪽 큰 따옴표",
            "\u{FF08}": "전각 왼쪽 소괄호",
            "\u{FF09}": "전각 오른쪽 소괄호",
            "\u{FF0A}": "전각 별표",
            "\u{FF3F}": "전각 밑줄",
            "\u{2019}": "오른쪽 작은따옴표",
            "\u{FF5B}": "전각 왼쪽 중괄호",
            "\u{FF5D}": "전각 오른쪽 중괄호",
            "\u{FF1C}": "전각 왼쪽 홑꺽쇠표",
            "\u{FF1E}": "전각 오른쪽 홑꺽쇠표",
            "\u{2018}": "왼쪽 작은 따옴표",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
