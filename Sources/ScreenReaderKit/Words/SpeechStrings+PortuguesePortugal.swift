// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-pt-rPT/` and `utils/src/main/res/values-pt-rPT/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Portuguese (Portugal) (`pt-PT`): TalkBack's words from its `values-pt-rPT` resources; VoiceOver's
    /// fall back to English.
    public static let europeanPortuguese = SpeechStrings(
        language: "pt-PT", voiceOver: VoiceOverWords.europeanPortuguese, talkBack: TalkBackWords.europeanPortuguese)
}

extension SpeechStrings.VoiceOverWords {
    /// Portuguese (Portugal) VoiceOver words.
    static let europeanPortuguese: Self = {
        var words = Self()
        words.language = "pt-PT"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Portuguese (Portugal) TalkBack words.
    static let europeanPortuguese: Self = {
        var words = Self()
        words.language = "pt-PT"
        words.selected = "selecionado"
        words.disabled = "desativado"
        words.checked = "marcado"
        words.notChecked = "desmarcado"
        words.on = "ativado"
        words.off = "desativado"
        words.percent = "{1} por cento"
        words.unlabelled = "Sem etiqueta"
        words.password = "palavra-passe"
        words.heading = "Cabeçalho"
        words.rowHeading = "Título da linha"
        words.columnHeading = "Título da coluna"
        words.rowIndex = "Linha {1}"
        words.columnIndex = "Coluna {1}"
        words.page = "Página"
        words.listPosition = "{1} de {2}"
        words.level = "Nível {1}"
        words.inList = "Na lista"
        words.inListNamed = "Na lista {1}"
        words.outOfList = "Fora da lista"
        words.outOfListNamed = "Fora da lista {1}"
        words.inGrid = "Na grelha"
        words.inGridNamed = "Na grelha {1}"
        words.outOfGrid = "Fora da grelha"
        words.outOfGridNamed = "Fora da grelha {1}"
        words.inPager = "Na paginação."
        words.inPagerNamed = "Na paginação {1}."
        words.outOfPager = "Fora da paginação."
        words.outOfPagerNamed = "Fora da paginação {1}."
        words.inHorizontalPager = "Na paginação horizontal."
        words.inHorizontalPagerNamed = "Na paginação horizontal {1}."
        words.outOfHorizontalPager = "Fora da paginação horizontal."
        words.inVerticalPager = "Na paginação vertical."
        words.inVerticalPagerNamed = "Na paginação vertical {1}."
        words.outOfVerticalPager = "Fora da paginação vertical."
        words.outOfVerticalPagerNamed = "Fora da paginação vertical {1}."
        words.inGridPager = "Na paginação de grelha."
        words.inGridPagerNamed = "Na paginação de grelha {1}."
        words.outOfGridPager = "Fora da paginação de grelha."
        words.outOfGridPagerNamed = "Fora da paginação de grelha {1}."
        words.inRoleDescription = "Em {1}"
        words.inRoleDescriptionNamed = "Em {1} {2}"
        words.outOfRoleDescription = "Fora de {1}"
        words.outOfRoleDescriptionNamed = "Fora de {1} {2}"
        words.pagePosition = "Página {1} de {2}"
        words.showingItems = "A mostrar os itens {1} a {2} de {3}."
        words.showingItem = "A mostrar o item {1} de {2}."
        words.repeatedSymbol = "{1} {2}﻿"
        words.toggleHint = "Tocar duas vezes para ativar/desativar"
        words.activateHint = "Tocar duas vezes para ativar"
        words.selectHint = "Tocar duas vezes para selecionar"
        words.longPressHint = "Tocar duas vezes sem soltar para manter pressionado."
        words.changeHint = "Tocar duas vezes para alterar"
        words.editTextHint = "Tocar duas vezes para editar texto"
        words.clickLabelHint = "Tocar duas vezes para {1}"
        words.adjustHint = "\"Deslizar para cima\" ou Deslizar para baixo\" para ajustar"
        words.titledPagePosition = "{1}, {2} de {3}"
        words.itemCount = PluralTemplates(
            one: "{1} item", other: "{1} itens")
        words.rowCount = PluralTemplates(
            one: "{1} linha", other: "{1} linhas")
        words.columnCount = PluralTemplates(
            one: "{1} coluna", other: "{1} colunas")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} caráter", other: "{1} carateres")
        words.roles = [
            .button: "Botão",
            .imageButton: "Botão",
            .checkBox: "Caixa de verificação",
            .dropDownList: "Lista pendente",
            .editText: "Caixa de edição",
            .grid: "Grelha",
            .image: "Imagem",
            .list: "Lista",
            .pager: "Vista de várias páginas",
            .progressBar: "Barra de progresso",
            .radioButton: "Botão de opção",
            .seekControl: "Controlo de deslize",
            .`switch`: "Interruptor",
            .toggleButton: "Interruptor",
            .tabBar: "Barra de separadores",
            .webView: "Vista Web",
        ]
        words.symbols = [
            "&": "\"E\" comercial",
            "<": "Sinal de menor do que",
            ">": "Sinal de maior do que",
            "'": "Apóstrofo",
            "*": "Asterisco",
            "@": "Arroba",
            "\\": "Barra invertida",
            "\u{2022}": "Marca de lista",
            "^": "Acento circunflexo",
            "\u{A2}": "Sinal de cêntimo",
            ":": "Dois pontos",
            ",": "Vírgula",
            "\u{A9}": "Direitos de autor",
            "{": "Chaveta esquerda",
            "}": "Chaveta direita",
            "\u{B0}": "Sinal de grau",
            "\u{F7}": "Sinal de divisão",
            "\u{2026}": "Reticências",
            "\u{2014}": "Travessão",
            "\u{2013}": "Traço",
            "!": "Ponto de exclamação",
            "`": "Acento grave",
            "-": "Traço",
            "\u{201E}": "Aspas duplas baixas",
            "\u{D7}": "Sinal de multiplicação",
            "\u{A}": "Nova linha",
            "\u{B6}": "Marca de parágrafo",
            "(": "Parêntese esquerdo",
            ")": "Parêntese direito",
            "%": "Percentagem",
            ".": "Ponto final",
            "\u{3C0}": "Pi",
            "#": "Libra",
            "$": "Cifrão",
            "\u{20AC}": "Euro",
            "\u{A3}": "Sinal monetário de libra",
            "\u{A5}": "Iene",
            "\u{20B1}": "Sinal de peso",
            "\u{20B9}": "Rupia",
            "\u{20AB}": "Assinatura de dong",
            "\u{A4}": "Sinal monetário",
            "?": "Ponto de interrogação",
            "\"": "Aspa",
            "\u{AE}": "Marca comercial registada",
            ";": "Ponto e vírgula",
            "/": "Barra",
            " ": "Espaço",
            "\u{A0}": "Espaço",
            "[": "Parêntese reto esquerdo",
            "]": "Parêntese reto direito",
            "\u{221A}": "Raiz quadrada",
            "\u{2122}": "Marca comercial",
            "_": "Sublinhado",
            "|": "Barra vertical",
            "\u{AC}": "Sinal de negação",
            "\u{A6}": "Barra interrompida",
            "\u{B5}": "Sinal de micro",
            "\u{2248}": "Quase igual a",
            "\u{2260}": "Não igual a",
            "\u{A7}": "Sinal de secção",
            "\u{2191}": "Seta para cima",
            "\u{2190}": "Seta para a esquerda",
            "\u{2192}": "Seta para a direita",
            "\u{2193}": "Seta para baixo",
            "\u{2665}": "Coração preto",
            "~": "Til",
            "=": "Sinal de igual",
            "\u{FFE6}": "Sinal monetário de won",
            "\u{20A9}": "Sinal monetário de won",
            "\u{203B}": "Marca de referência",
            "\u{2606}": "Estrela branca",
            "\u{2605}": "Estrela preta",
            "\u{2661}": "Naipe branco de copas",
            "\u{25CB}": "Círculo branco",
            "\u{25CF}": "Círculo preto",
            "\u{2299}": "Símbolo solar",
            "\u{25CE}": "Alvo",
            "\u{2667}": "Naipe branco de paus",
            "\u{2664}": "Naipe branco de espadas",
            "\u{261C}": "Mão branca a apontar para a esquerda",
            "\u{261E}": "Mão branca a apontar para a direita",
            "\u{25D0}": "Círculo com metade esquerda preta",
            "\u{25D1}": "Círculo com metade direita preta",
            "\u{25A1}": "Quadrado branco",
            "\u{25A0}": "Quadrado preto",
            "\u{25B3}": "Triângulo branco a apontar para cima",
            "\u{25BD}": "Triângulo branco a apontar para baixo",
            "\u{25C1}": "Triângulo branco a apontar para a esquerda",
            "\u{25B7}": "Triângulo branco a apontar para a direita",
            "\u{25C7}": "Naipe branco de ouros",
            "\u{2669}": "Semínima",
            "\u{266A}": "Colcheia",
            "\u{266C}": "Semicolcheias agrupadas",
            "\u{2640}": "Símbolo feminino",
            "\u{2642}": "Símbolo masculino",
            "\u{3010}": "Parêntese lenticular esquerdo preto",
            "\u{3011}": "Parêntese lenticular direito preto",
            "\u{300C}": "Parêntese esquerdo de canto",
            "\u{300D}": "Parêntese direito de canto",
            "\u{B1}": "Sinal de mais e menos",
            "\u{2113}": "Litro",
            "\u{2103}": "Grau Celsius",
            "\u{2109}": "Grau Fahrenheit",
            "\u{2252}": "É aproximadamente igual a",
            "\u{222B}": "Integral",
            "\u{27E8}": "Parêntesis matemático angular esquerdo",
            "\u{27E9}": "Parêntesis matemático angular direito",
            "\u{3012}": "Símbolo postal",
            "\u{25B2}": "Triângulo preto a apontar para cima",
            "\u{25BC}": "Triângulo preto a apontar para baixo",
            "\u{2666}": "Naipe de ouros preto",
            "\u{25C6}": "Naipe de ouros preto",
            "\u{FF65}": "Ponto central katakana de meia largura",
            "\u{25AA}": "Quadrado preto pequeno",
            "\u{300A}": "Colchete angular duplo esquerdo",
            "\u{300B}": "Colchete angular duplo direito",
            "\u{A1}": "Ponto de exclamação invertido",
            "\u{BF}": "Ponto de interrogação invertido",
            "\u{FF0C}": "Vírgula de largura total",
            "\u{FF01}": "Ponto de exclamação de largura total",
            "\u{3002}": "Ponto final ideográfico",
            "\u{FF1F}": "Ponto de interrogação de largura total",
            "\u{B7}": "Ponto central",
            "\u{201D}": "Aspas direitas",
            "\u{3001}": "Vírgula ideográfica",
            "\u{FF1A}": "Dois pontos de largura total",
            "\u{FF1B}": "Ponto e vírgula de largura total",
            "\u{FF06}": "\"E\" comercial de largura total",
            "\u{FF3E}": "Acento circunflexo de largura total",
            "\u{FF5E}": "Til de largura total",
            "\u{201C}": "Aspas esquerdas",
            "\u{FF08}": "Parêntese esquerdo de largura total",
            "\u{FF09}": "Parêntese direito de largura total",
            "\u{FF0A}": "Asterisco de largura total",
            "\u{FF3F}": "Sublinhado de largura total",
            "\u{2019}": "Plica direita",
            "\u{FF5B}": "Chaveta esquerda de largura total",
            "\u{FF5D}": "Chaveta direita de largura total",
            "\u{FF1C}": "Sinal de menor do que de largura total",
            "\u{FF1E}": "Sinal de maior do que de largura total",
            "\u{2018}": "Plica esquerda",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
