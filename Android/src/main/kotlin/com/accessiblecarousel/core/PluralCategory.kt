package com.accessiblecarousel.core

/**
 * A CLDR plural category, chosen for whole counts with the same rules as CarouselKit's
 * `PluralCategory(count:language:)` (CLDR `plurals.xml` as ICU 76 ships it, integers only) for the
 * languages the word files carry; any other language uses English's rule (one for 1).
 */
enum class PluralCategory(val key: String) {
    ZERO("zero"), ONE("one"), TWO("two"), FEW("few"), MANY("many"), OTHER("other");

    companion object {
        /** The category of [count] in [language] (a BCP 47 tag; the primary subtag decides, and `pt-PT`). */
        fun of(count: Long, language: String): PluralCategory {
            // The magnitude, as CarouselKit takes it; Long.MIN_VALUE's magnitude is read unsigned.
            val n = if (count == Long.MIN_VALUE) null else Math.abs(count)
            val mod10 = n?.rem(10) ?: 8L // 9223372036854775808 ends in 8, and in 08
            val mod100 = n?.rem(100) ?: 8L
            val million = n?.let { it % 1_000_000 == 0L } ?: false
            val tag = LanguageTags.normalized(language)
            return when (LanguageTags.primary(tag)) {
                "ja", "zh", "ko" -> OTHER
                "fr" -> if (n != null && n <= 1) ONE else if (million) MANY else OTHER
                "pt" ->
                    if (tag.startsWith("pt-pt")) {
                        if (n == 1L) ONE else if (n != 0L && million) MANY else OTHER
                    } else {
                        if (n != null && n <= 1) ONE else if (million) MANY else OTHER
                    }
                "es", "it" -> if (n == 1L) ONE else if (n != 0L && million) MANY else OTHER
                "he", "iw" -> if (n == 1L) ONE else if (n == 2L) TWO else OTHER
                "ar" -> when {
                    n == 0L -> ZERO
                    n == 1L -> ONE
                    n == 2L -> TWO
                    mod100 in 3..10 -> FEW
                    mod100 in 11..99 -> MANY
                    else -> OTHER
                }
                "ru", "uk" -> when {
                    mod10 == 1L && mod100 != 11L -> ONE
                    mod10 in 2..4 && mod100 !in 12..14 -> FEW
                    else -> MANY
                }
                "pl" -> when {
                    n == 1L -> ONE
                    mod10 in 2..4 && mod100 !in 12..14 -> FEW
                    else -> MANY
                }
                else -> if (n == 1L) ONE else OTHER
            }
        }
    }
}

/** BCP 47 tags read as CarouselKit's `LanguageTag` reads them. */
object LanguageTags {
    /** Lower case, `_` read as `-`. */
    fun normalized(code: String): String = code.toLowerCase().replace('_', '-')

    /** The primary subtag, lower case. */
    fun primary(code: String): String = normalized(code).split('-').first()

    /**
     * The code among [available] that serves [tag], or null: CarouselKit's
     * `LanguageTag.bestMatch(for:among:sameLanguageFallback: true)` (legacy codes, Android's `-r`
     * region prefix, Chinese by script, Portuguese to pt-BR, subtags dropped from the right, then
     * any table of the same language). O(a) in the available codes.
     */
    fun bestMatch(tag: String, available: Collection<String>): String? {
        var subtags = tag.split('-', '_').filter { it.isNotEmpty() }
        var language = subtags.firstOrNull()?.toLowerCase() ?: return null
        language = mapOf("iw" to "he", "in" to "id", "ji" to "yi", "no" to "nb")[language] ?: language
        subtags = subtags.drop(1).map {
            if (it.length == 3 && it[0] == 'r' && it.drop(1).all { c -> c.isUpperCase() }) it.drop(1) else it
        }
        val byNormalized = LinkedHashMap<String, String>()
        for (code in available) byNormalized.getOrPut(normalized(code)) { code }
        when (language) {
            "zh" -> {
                val script = subtags.firstOrNull { it.length == 4 }?.toLowerCase()
                val region = subtags.firstOrNull { it.length == 2 || it.length == 3 }?.toUpperCase()
                val traditional = script?.let { it == "hant" } ?: (region in setOf("TW", "HK", "MO"))
                return byNormalized[if (traditional) "zh-hant" else "zh-hans"]
            }
            "pt" -> {
                val region = subtags.firstOrNull { it.length == 2 }?.toUpperCase()
                if ((region == null || region == "BR") && byNormalized.containsKey("pt-br")) return byNormalized["pt-br"]
            }
        }
        val candidate = (listOf(language) + subtags.map { it.toLowerCase() }).toMutableList()
        while (candidate.isNotEmpty()) {
            byNormalized[candidate.joinToString("-")]?.let { return it }
            candidate.removeAt(candidate.size - 1)
        }
        return byNormalized.keys.sorted().firstOrNull { primary(it) == language }?.let { byNormalized[it] }
    }
}
