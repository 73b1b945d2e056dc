// Generated from public string tables; do not edit by hand (see docs/localization.md).
// TalkBack: google/talkback@26a27dc (Apache-2.0) `talkback/src/main/res/values-es/` and `utils/src/main/res/values-es/`.
// VoiceOver: none: every VoiceOver word falls back to English, visibly (see `docs/localization.md`).

extension SpeechStrings {
    /// Spanish (`es`): TalkBack's words from its `values-es` resources; VoiceOver's
    /// fall back to English.
    public static let spanish = SpeechStrings(
        language: "es", voiceOver: VoiceOverWords.spanish, talkBack: TalkBackWords.spanish)
}

extension SpeechStrings.VoiceOverWords {
    /// Spanish VoiceOver words.
    static let spanish: Self = {
        var words = Self()
        words.language = "es"
        words.markAllFallbacks()
        return words
    }()
}

extension SpeechStrings.TalkBackWords {
    /// Spanish TalkBack words.
    static let spanish: Self = {
        var words = Self()
        words.language = "es"
        words.selected = "seleccionado"
        words.disabled = "inhabilitado"
        words.checked = "seleccionado"
        words.notChecked = "no seleccionado"
        words.on = "activado"
        words.off = "desactivado"
        words.percent = "{1} por ciento"
        words.unlabelled = "Sin texto"
        words.password = "contraseña"
        words.heading = "Encabezado"
        words.rowHeading = "Encabezado de fila"
        words.columnHeading = "Encabezado de columna"
        words.rowIndex = "Fila {1}"
        words.columnIndex = "Columna {1}"
        words.page = "Página"
        words.listPosition = "{1} de {2}"
        words.level = "Nivel {1}"
        words.inList = "En la lista"
        words.inListNamed = "En la lista {1}"
        words.outOfList = "Fuera de la lista"
        words.outOfListNamed = "Fuera de la lista {1}"
        words.inGrid = "En la cuadrícula"
        words.inGridNamed = "En la cuadrícula {1}"
        words.outOfGrid = "Fuera de la cuadrícula"
        words.outOfGridNamed = "Fuera de la cuadrícula {1}"
        words.inPager = "En página"
        words.inPagerNamed = "En la página {1}"
        words.outOfPager = "Fuera de la página"
        words.outOfPagerNamed = "Fuera de la página {1}"
        words.inHorizontalPager = "En página horizontal"
        words.inHorizontalPagerNamed = "En página horizontal {1}"
        words.outOfHorizontalPager = "Fuera de la página horizontal"
        words.inVerticalPager = "En página vertical"
        words.inVerticalPagerNamed = "En página vertical {1}"
        words.outOfVerticalPager = "Fuera de la página vertical"
        words.outOfVerticalPagerNamed = "Fuera de la página vertical {1}"
        words.inGridPager = "En página de cuadrícula"
        words.inGridPagerNamed = "En página de cuadrícula {1}"
        words.outOfGridPager = "Fuera de la página de cuadrícula"
        words.outOfGridPagerNamed = "Fuera de la página de cuadrícula {1}"
        words.inRoleDescription = "En {1}"
        words.inRoleDescriptionNamed = "En {1} {2}"
        words.outOfRoleDescription = "Fuera de {1}"
        words.outOfRoleDescriptionNamed = "Fuera de {1} {2}"
        words.pagePosition = "Página {1} de {2}"
        words.showingItems = "Mostrando elementos del {1} al {2} de {3}"
        words.showingItem = "Mostrando elemento {1} de {2}"
        words.repeatedSymbol = "{1} {2}﻿"
        words.toggleHint = "Toca dos veces para alternar"
        words.activateHint = "Toca dos veces para activar"
        words.selectHint = "Toca dos veces para seleccionar"
        words.longPressHint = "Toca dos veces y mantén pulsado"
        words.changeHint = "Toca dos veces para cambiar"
        words.editTextHint = "Toca dos veces para editar texto"
        words.clickLabelHint = "Toca dos veces para {1}"
        words.adjustHint = "Haz los gestos Deslizar hacia arriba o Deslizar hacia abajo para ajustar"
        words.titledPagePosition = "{1}, {2} de {3}"
        words.itemCount = PluralTemplates(
            one: "{1} elemento", other: "{1} elementos")
        words.rowCount = PluralTemplates(
            one: "{1} fila", other: "{1} filas")
        words.columnCount = PluralTemplates(
            one: "{1} columna", other: "{1} columnas")
        words.passwordCharacterCount = PluralTemplates(
            one: "{1} carácter", other: "{1} caracteres")
        words.roles = [
            .button: "Botón",
            .imageButton: "Botón",
            .checkBox: "Casilla de verificación",
            .dropDownList: "Lista desplegable",
            .editText: "Cuadro de edición",
            .grid: "Cuadrícula",
            .image: "Imagen",
            .list: "Lista",
            .pager: "Vista de páginas múltiples",
            .progressBar: "Barra de progreso",
            .radioButton: "Botón de selección",
            .seekControl: "Control deslizante",
            .`switch`: "Interruptor",
            .toggleButton: "Interruptor",
            .tabBar: "Barra de pestañas",
            .webView: "Vista web",
        ]
        words.symbols = [
            "&": "Ampersand",
            "<": "Signo de menor que",
            ">": "Signo de mayor que",
            "'": "Apóstrofe",
            "*": "Asterisco",
            "@": "Arroba",
            "\\": "Barra invertida",
            "\u{2022}": "Viñeta",
            "^": "Acento circunflejo",
            "\u{A2}": "Símbolo de céntimo",
            ":": "Dos puntos",
            ",": "Coma",
            "\u{A9}": "Copyright",
            "{": "Llave de apertura",
            "}": "Llave de cierre",
            "\u{B0}": "Signo de grado",
            "\u{F7}": "Signo de división",
            "\u{2026}": "Puntos suspensivos",
            "\u{2014}": "Raya",
            "\u{2013}": "Guion corto",
            "!": "Signo de exclamación",
            "`": "Acento grave",
            "-": "Guion",
            "\u{201E}": "Comillas dobles bajas",
            "\u{D7}": "Signo de multiplicación",
            "\u{A}": "Nueva línea",
            "\u{B6}": "Marca de párrafo",
            "(": "Paréntesis de apertura",
            ")": "Paréntesis de cierre",
            "%": "Porcentaje",
            ".": "Punto",
            "\u{3C0}": "Pi",
            "#": "Almohadilla",
            "$": "Símbolo del dólar",
            "\u{20AC}": "Euro",
            "\u{A3}": "Símbolo de la libra esterlina",
            "\u{A5}": "Yen",
            "\u{20B1}": "Signo de peso",
            "\u{20B9}": "Rupia",
            "\u{20AB}": "Símbolo del dong",
            "\u{A4}": "Símbolo de moneda",
            "?": "Signo de interrogación",
            "\"": "Comillas",
            "\u{AE}": "Marca comercial registrada",
            ";": "Punto y coma",
            "/": "Barra",
            " ": "Espacio",
            "\u{A0}": "Espacio",
            "[": "Corchete de apertura",
            "]": "Corchete de cierre",
            "\u{221A}": "Raíz cuadrada",
            "\u{2122}": "Marca comercial",
            "_": "Guion bajo",
            "|": "Barra vertical",
            "\u{AC}": "Signo de negación",
            "\u{A6}": "Barra partida",
            "\u{B5}": "Símbolo de micra",
            "\u{2248}": "Casi igual a",
            "\u{2260}": "No es igual a",
            "\u{A7}": "Signo de sección",
            "\u{2191}": "Flecha hacia arriba",
            "\u{2190}": "Flecha hacia la izquierda",
            "\u{2192}": "Flecha hacia la derecha",
            "\u{2193}": "Flecha hacia abajo",
            "\u{2665}": "Palo de corazones negro",
            "~": "Virgulilla",
            "=": "Signo de igual",
            "\u{FFE6}": "Símbolo del won surcoreano",
            "\u{20A9}": "Símbolo del won surcoreano",
            "\u{203B}": "Marca de referencia",
            "\u{2606}": "Estrella blanca",
            "\u{2605}": "Estrella negra",
            "\u{2661}": "Palo de corazones blanco",
            "\u{25CB}": "Círculo blanco",
            "\u{25CF}": "Círculo negro",
            "\u{2299}": "Símbolo solar",
            "\u{25CE}": "Diana",
            "\u{2667}": "Palo de tréboles blanco",
            "\u{2664}": "Palo de picas blanco",
            "\u{261C}": "Índice blanco hacia la izquierda",
            "\u{261E}": "Índice blanco hacia la derecha",
            "\u{25D0}": "Círculo con la mitad izquierda negra",
            "\u{25D1}": "Círculo con la mitad derecha negra",
            "\u{25A1}": "Cuadrado blanco",
            "\u{25A0}": "Cuadrado negro",
            "\u{25B3}": "Triángulo blanco hacia arriba",
            "\u{25BD}": "Triángulo blanco hacia abajo",
            "\u{25C1}": "Triángulo blanco hacia la izquierda",
            "\u{25B7}": "Triángulo blanco hacia la derecha",
            "\u{25C7}": "Diamante blanco",
            "\u{2669}": "Nota negra",
            "\u{266A}": "Corchea",
            "\u{266C}": "Semicorcheas ligadas",
            "\u{2640}": "Símbolo femenino",
            "\u{2642}": "Símbolo masculino",
            "\u{3010}": "Paréntesis negro lenticular de apertura",
            "\u{3011}": "Paréntesis negro lenticular de cierre",
            "\u{300C}": "Paréntesis esquina de apertura",
            "\u{300D}": "Paréntesis esquina de cierre",
            "\u{B1}": "Signo de más menos",
            "\u{2113}": "Litro",
            "\u{2103}": "Grados Celsius",
            "\u{2109}": "Grados Fahrenheit",
            "\u{2252}": "Aproximación",
            "\u{222B}": "Integral",
            "\u{27E8}": "Paréntesis angular de apertura en matemáticas",
            "\u{27E9}": "Paréntesis angular de cierre en matemáticas",
            "\u{3012}": "Marca de postal",
            "\u{25B2}": "Triángulo negro señalando hacia arriba",
            "\u{25BC}": "Triángulo negro señalando hacia abajo",
            "\u{2666}": "Rombo negro",
            "\u{25C6}": "Rombo negro",
            "\u{FF65}": "Punto medio katakana de ancho medio",
            "\u{25AA}": "Cuadrado negro pequeño",
            "\u{300A}": "Paréntesis angular de apertura doble",
            "\u{300B}": "Paréntesis angular de cierre doble",
            "\u{A1}": "Signo de exclamación de apertura",
            "\u{BF}": "Signo de interrogación de apertura",
            "\u{FF0C}": "Coma de ancho total",
            "\u{FF01}": "Signo de exclamación de ancho total",
            "\u{3002}": "Punto ideográfico",
            "\u{FF1F}": "Signo de interrogación de ancho total",
            "\u{B7}": "Punto medio",
            "\u{201D}": "Comillas dobles de cierre",
            "\u{3001}": "Coma ideográfica",
            "\u{FF1A}": "Dos puntos de ancho total",
            "\u{FF1B}": "Punto y coma de ancho total",
            "\u{FF06}": "Separador et de ancho total",
            "\u{FF3E}": "Circunflejo de ancho total",
            "\u{FF5E}": "Tilde de ancho total",
            "\u{201C}": "Comillas dobles de apertura",
            "\u{FF08}": "Paréntesis de ancho total de apertura",
            "\u{FF09}": "Paréntesis de ancho total de cierre",
            "\u{FF0A}": "Asterisco de ancho total",
            "\u{FF3F}": "Guion bajo de ancho total",
            "\u{2019}": "Comilla simple de cierre",
            "\u{FF5B}": "Llave de apertura de ancho total",
            "\u{FF5D}": "Llave de cierre de ancho total",
            "\u{FF1C}": "Signo menor que de ancho total",
            "\u{FF1E}": "Signo mayor que de ancho total",
            "\u{2018}": "Comilla simple de apertura",
        ]
        words.symbols.merge(Self.defaultOnlySymbols) { own, _ in own }
        return words
    }()
}
