// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-pt-rBR/` and `utils/src/main/res/values-pt-rBR/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Portuguese (Brazil) (`pt-BR`): TalkBack's words from its `values-pt-rBR` resources; VoiceOver's
    /// fall back to English.
    public static let brazilianPortuguese = SpeechStrings(
        language: "pt-BR", voiceOver: VoiceOverWords.brazilianPortuguese, talkBack: TalkBackWords.brazilianPortuguese)
}

extension SpeechStrings.VoiceOverWords {
    /// Portuguese (Brazil) VoiceOver words.
    static let brazilianPortuguese: Self = {
        var words = Self()
        words.language = "pt-BR"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Portuguese (Brazil) TalkBack words.
    static let brazilianPortuguese: Self = {
        var words = Self()
        words.language = "pt-BR"
        words.selected = "selecionado"
        words.disabled = "desativado"
        words.checked = "selecionado"
        words.notChecked = "não selecionado"
        words.on = "ativado"
        words.off = "desativado"
        words.percent = "{1} por cento"
        words.unlabelled = "Sem marcador"
        words.password = "senha"
        words.heading = "Título"
        words.rowHeading = "Título de linha"
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
        words.inGrid = "Na grade"
        words.inGridNamed = "Na grade {1}"
        words.outOfGrid = "Fora da grade"
        words.outOfGridNamed = "Fora da grade {1}"
        words.inPager = "No pager"
        words.inPagerNamed = "No pager {1}"
        words.outOfPager = "Fora do pager"
        words.outOfPagerNamed = "Fora do pager {1}"
        words.inHorizontalPager = "No pager horizontal"
        words.inHorizontalPagerNamed = "No pager horizontal {1}"
        words.outOfHorizontalPager = "Fora do pager horizontal"
        words.inVerticalPager = "No pager vertical"
        words.inVerticalPagerNamed = "No pager vertical {1}"
        words.outOfVerticalPager = "Fora do pager vertical"
        words.outOfVerticalPagerNamed = "Fora do pager vertical {1}"
        words.inGridPager = "No pager em grade"
        words.inGridPagerNamed = "No pager em grade {1}"
        words.outOfGridPager = "Fora do pager em grade"
        words.outOfGridPagerNamed = "Fora do pager em grade {1}"
        words.inRoleDescription = "Em {1}"
        words.inRoleDescriptionNamed = "Em {1} {2}"
        words.outOfRoleDescription = "Fora de {1}"
        words.outOfRoleDescriptionNamed = "De {1} {2}"
        words.pagePosition = "Página {1} de {2}"
        words.showingItems = "Mostrando itens {1} a {2} de {3}."
        words.showingItem = "Mostrando item {1} de {2}."
        words.repeatedSymbol = " {1} {2}"
        words.toggleHint = "Tocar duas vezes para alternar"
        words.activateHint = "Tocar duas vezes para ativar"
        words.selectHint = "Tocar duas vezes para selecionar"
        words.longPressHint = "Tocar duas vezes e segure para manter pressionado"
        words.changeHint = "Tocar duas vezes para modificar"
        words.editTextHint = "Tocar duas vezes para editar o texto"
        words.clickLabelHint = "Tocar duas vezes para {1}"
        words.adjustHint = "Deslizar para cima ou Deslizar para baixo para ajustar"
        words.titledPagePosition = "{1}, {2} de {3}"
        words.itemCount = PluralTemplates(
            one: "{1} itens", other: "{1} itens")
        words.rowCount = PluralTemplates(
            one: "{1} linhas", other: "{1} linhas")
        words.columnCount = PluralTemplates(
            one: "{1} colunas", other: "{1} colunas")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} caracteres", other: "{1} caracteres")
        words.roles = [
            .button: "Botão",
            .imageButton: "Botão",
            .checkBox: "Caixa de seleção",
            .dropDownList: "Lista suspensa",
            .editText: "Caixa de edição",
            .grid: "Grade",
            .image: "Imagem",
            .list: "Lista",
            .pager: "Visualização de várias páginas",
            .progressBar: "Barra de progresso",
            .radioButton: "Botão de opção",
            .seekControl: "Controle deslizante",
            .`switch`: "Interruptor",
            .toggleButton: "Interruptor",
            .tabBar: "Barra de guias",
            .webView: "Visualização da Web",
        ]
        words.symbols = [
            "&": "E comercial",
            "<": "Sinal menor que",
            ">": "Sinal maior que",
            "'": "Apóstrofo",
            "*": "Asterisco",
            "@": "Arroba",
            "\\": "Barra invertida",
            "\u{2022}": "Marcador",
            "^": "Circunflexo",
            "\u{A2}": "Símbolo de centavos",
            ":": "Dois pontos",
            ",": "Vírgula",
            "\u{A9}": "Direitos autorais",
            "{": "Chave esquerda",
            "}": "Chave direita",
            "\u{B0}": "Símbolo de grau",
            "\u{F7}": "Sinal de divisão",
            "\u{2026}": "Reticências",
            "\u{2014}": "Travessão eme",
            "\u{2013}": "Travessão ene",
            "!": "Ponto de exclamação",
            "`": "Acento grave",
            "-": "Travessão",
            "\u{201E}": "Aspa dupla inferior",
            "\u{D7}": "Sinal de multiplicação",
            "\u{A}": "Nova linha",
            "\u{B6}": "Marca de parágrafo",
            "(": "Parêntese esquerdo",
            ")": "Parêntese direito",
            "%": "Porcentagem",
            ".": "Ponto",
            "\u{3C0}": "Pi",
            "#": "Cerquilha",
            "$": "Cifrão",
            "\u{20AC}": "Euro",
            "\u{A3}": "Símbolo da libra esterlina",
            "\u{A5}": "Iene",
            "\u{20B1}": "Símbolo de peso",
            "\u{20B9}": "Rúpia",
            "\u{20AB}": "Símbolo de dong",
            "\u{A4}": "Moeda",
            "?": "Ponto de interrogação",
            "\"": "Aspas",
            "\u{AE}": "Marca registrada",
            ";": "Ponto e vírgula",
            "/": "Barra",
            " ": "Espaço",
            "\u{A0}": "Espaço",
            "[": "Colchete esquerdo",
            "]": "Colchete direito",
            "\u{221A}": "Raiz quadrada",
            "\u{2122}": "Marca comercial",
            "_": "Sublinhado",
            "|": "Barra vertical",
            "\u{AC}": "Negação",
            "\u{A6}": "Barra vertical interrompida",
            "\u{B5}": "Micro",
            "\u{2248}": "Quase igual a",
            "\u{2260}": "Diferente de",
            "\u{A7}": "Parágrafo",
            "\u{2191}": "Seta para cima",
            "\u{2190}": "Seta para a esquerda",
            "\u{2192}": "Seta para a direita",
            "\u{2193}": "Seta para baixo",
            "\u{2665}": "Coração preto",
            "~": "Til",
            "=": "Sinal de igual",
            "\u{FFE6}": "Símbolo do won",
            "\u{20A9}": "Símbolo do won",
            "\u{203B}": "Marca de referência",
            "\u{2606}": "Estrela branca",
            "\u{2605}": "Estrela preta",
            "\u{2661}": "Coração branco",
            "\u{25CB}": "Círculo branco",
            "\u{25CF}": "Círculo preto",
            "\u{2299}": "Símbolo do sol",
            "\u{25CE}": "Espiral",
            "\u{2667}": "Naipe branco de paus",
            "\u{2664}": "Naipe branco de espadas",
            "\u{261C}": "Símbolo branco apontando para a esquerda",
            "\u{261E}": "Símbolo branco apontando para a direita",
            "\u{25D0}": "Círculo com metade preta à esquerda",
            "\u{25D1}": "Círculo com metade preta à direita",
            "\u{25A1}": "Quadrado branco",
            "\u{25A0}": "Quadrado preto",
            "\u{25B3}": "Triângulo branco apontando para cima",
            "\u{25BD}": "Triângulo branco apontando para baixo",
            "\u{25C1}": "Triângulo branco apontando para a esquerda",
            "\u{25B7}": "Triângulo branco apontando para a direita",
            "\u{25C7}": "Diamante branco",
            "\u{2669}": "Semínima",
            "\u{266A}": "Colcheia",
            "\u{266C}": "Semicolcheias agrupadas",
            "\u{2640}": "Símbolo feminino",
            "\u{2642}": "Símbolo masculino",
            "\u{3010}": "Colchete lenticular preto esquerdo",
            "\u{3011}": "Colchete lenticular branco direito",
            "\u{300C}": "Colchete de canto esquerdo",
            "\u{300D}": "Colchete de canto direito",
            "\u{B1}": "Sinal de mais ou menos",
            "\u{2113}": "Litro",
            "\u{2103}": "Grau Celsius",
            "\u{2109}": "Grau Fahrenheit",
            "\u{2252}": "Aproximadamente igual",
            "\u{222B}": "Integral",
            "\u{27E8}": "Sinal matemático de menor",
            "\u{27E9}": "Sinal matemático de maior",
            "\u{3012}": "Marca postal",
            "\u{25B2}": "Triângulo preto apontando para cima",
            "\u{25BC}": "Triângulo preto apontando para baixo",
            "\u{2666}": "Naipe preto de ouros",
            "\u{25C6}": "Naipe preto de ouros",
            "\u{FF65}": "Ponto médio do katakana com meia largura",
            "\u{25AA}": "Pequeno quadrado preto",
            "\u{300A}": "Chevron duplo esquerdo",
            "\u{300B}": "Chevron duplo direito",
            "\u{A1}": "Ponto de exclamação invertido",
            "\u{BF}": "Ponto de interrogação invertido",
            "\u{FF0C}": "Vírgula com largura total",
            "\u{FF01}": "Ponto de exclamação com largura total",
            "\u{3002}": "Ponto final ideográfico",
            "\u{FF1F}": "Ponto de interrogação com largura total",
            "\u{B7}": "Ponto médio",
            "\u{201D}": "Aspa dupla direita",
            "\u{3001}": "Vírgula ideográfica",
            "\u{FF1A}": "Dois-pontos com largura total",
            "\u{FF1B}": "Ponto e vírgula com largura total",
            "\u{FF06}": "E comercial com largura total",
            "\u{FF3E}": "Circunflexo com largura total",
            "\u{FF5E}": "Til com largura total",
            "\u{201C}": "Aspa dupla esquerda",
            "\u{FF08}": "Parêntese à esquerda com largura total",
            "\u{FF09}": "Parêntese à direita com largura total",
            "\u{FF0A}": "Asterisco com largura total",
            "\u{FF3F}": "Sublinhado com largura total",
            "\u{2019}": "Aspa simples direita",
            "\u{FF5B}": "Chave esquerda com largura total",
            "\u{FF5D}": "Chave direita com largura total",
            "\u{FF1C}": "Sinal menor que com largura total",
            "\u{FF1E}": "Sinal maior que com largura total",
            "\u{2018}": "Aspa simples esquerda",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
