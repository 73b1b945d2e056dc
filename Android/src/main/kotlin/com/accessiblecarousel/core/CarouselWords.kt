package com.accessiblecarousel.core

/** A word file that cannot serve as a table: names the file, the key and what was wrong. */
class WordFileException(val file: String, val key: String?, val problem: String) :
    Exception(if (key == null) "$file: $problem" else "$file: \"$key\": $problem")

/**
 * Every word the carousel speaks in one language, read from CarouselKit's own word files
 * (`Sources/CarouselKit/Resources/Words/<bcp47>.json`, format in `docs/localization.md` "Word
 * files"), so the Android component and CarouselKit say the same words.
 *
 * Numbers are written with ASCII digits, as CarouselKit writes them for every built-in language.
 */
class CarouselWords private constructor(
    /** The BCP 47 code of the table ("en"). */
    val language: String,
    private val words: Map<String, String>,
    private val units: Map<String, Map<String, String>>,
    /** Whether the language is written right to left: then the next card lies to the left. */
    val isRightToLeft: Boolean
) {
    /** The word for a key of [wordKeys]. */
    operator fun get(key: String): String = words[key] ?: key

    /** "Carousel": the carousel's role description. */
    val carousel get() = this["carousel"]
    /** TalkBack's button role word. */
    val androidButton get() = this["androidButton"]
    /** TalkBack's link role word. */
    val androidLink get() = this["androidLink"]
    /** TalkBack's word for a disabled node. */
    val disabled get() = this["disabled"]
    /** "Next card". */
    val nextCard get() = this["nextCard"]
    /** "Previous card". */
    val previousCard get() = this["previousCard"]
    /** "Pause". */
    val pause get() = this["pause"]
    /** "Play". */
    val play get() = this["play"]
    /** "No items". */
    val noItems get() = this["noItems"]
    /** "Swipe up or down to change slides". */
    val changeSlidesHint get() = this["changeSlidesHint"]
    /** "Swipe right with two fingers to change slides". */
    val twoFingerSwipeHint get() = this["twoFingerSwipeHint"]

    /** Fills the template of [key] with numbers and texts. */
    fun fill(key: String, vararg arguments: Any): String =
        WordTemplate.fill(this[key], *arguments.map { it.toString() }.toTypedArray())

    /** The counted form of [unit] ("slide") for [count] in the language's plural rules: "5 слайдов". */
    fun count(count: Long, unit: String): String {
        val forms = units[unit] ?: return "$count $unit"
        val category = PluralCategory.of(count, language)
        val template = forms[category.key] ?: forms.getValue("other")
        return WordTemplate.fill(template, count.toString())
    }

    companion object {
        /** The words every table must have, as CarouselKit's `CarouselStrings.wordKeys`. */
        val wordKeys = listOf(
            "carousel", "button", "link", "androidButton", "androidLink", "dimmed", "disabled", "position",
            "showingSlide", "showingSlideNumber", "page", "nextCard", "previousCard", "cardsRotor", "pause", "play",
            "noItems", "changeSlidesHint", "twoFingerSwipeHint", "valueOfTotal"
        )

        /** The counted units every table must have. */
        val unitKeys = listOf("slide", "star")

        private val pluralKeys = setOf("zero", "one", "two", "few", "many", "other")

        /**
         * Reads a word file's text; [file] names it in errors.
         *
         * @throws WordFileException for a malformed file or a missing or misshapen word.
         */
        fun fromJson(text: String, file: String): CarouselWords {
            val root = try {
                Json.parse(text, file)
            } catch (e: JsonException) {
                throw WordFileException(file, null, "not JSON: at character ${e.offset}: ${e.reason}")
            } as? Map<*, *> ?: throw WordFileException(file, null, "expected an object")
            val language = root["language"] as? String ?: throw WordFileException(file, "language", "missing")
            val all = root["words"] as? Map<*, *> ?: throw WordFileException(file, "words", "missing")
            val words = HashMap<String, String>()
            for (key in wordKeys) {
                words[key] = when (val value = all[key]) {
                    is String -> value
                    null -> throw WordFileException(file, key, "missing")
                    else -> throw WordFileException(file, key, "expected text, found plural forms")
                }
            }
            val units = HashMap<String, Map<String, String>>()
            for ((key, value) in all) {
                if (key !is String || value !is Map<*, *>) continue
                val forms = HashMap<String, String>()
                for ((category, form) in value) {
                    if (category !in pluralKeys || form !is String) {
                        throw WordFileException(file, key, "expected plural forms (zero, one, two, few, many, other)")
                    }
                    forms[category as String] = form
                }
                if (!forms.containsKey("one") || !forms.containsKey("other")) {
                    throw WordFileException(file, key, "plural forms need 'one' and 'other'")
                }
                units[key] = forms
            }
            for (key in unitKeys) if (!units.containsKey(key)) throw WordFileException(file, key, "missing plural forms")
            val rightToLeft = when (val direction = root["layoutDirection"]) {
                null -> LanguageTags.primary(language) in setOf("ar", "he", "iw", "fa", "ur")
                "leftToRight" -> false
                "rightToLeft" -> true
                else -> throw WordFileException(file, "layoutDirection", "expected leftToRight or rightToLeft, found \"$direction\"")
            }
            return CarouselWords(language, words, units, rightToLeft)
        }
    }
}
