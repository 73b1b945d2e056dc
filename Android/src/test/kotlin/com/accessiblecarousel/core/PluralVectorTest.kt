package com.accessiblecarousel.core

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.junit.runners.Parameterized

/**
 * The counted "slide" in every language of the word files, for 0-120 and whole millions (every
 * CLDR category those languages use), as CarouselKit writes it: the vectors' `slideCounts`.
 */
@RunWith(Parameterized::class)
class PluralVectorTest(private val language: String, private val expected: List<String>, private val counts: List<Long>) {
    companion object {
        @JvmStatic
        @Parameterized.Parameters(name = "{0}")
        fun languages(): List<Array<Any>> {
            val file = Repo.file("Android/conformance/vectors.json")
            @Suppress("UNCHECKED_CAST")
            val root = Json.parse(file.readText(), file.path) as Map<String, Any?>
            @Suppress("UNCHECKED_CAST")
            val counts = root["counts"] as List<Long>
            @Suppress("UNCHECKED_CAST")
            val phrases = root["slideCounts"] as Map<String, List<String>>
            check(phrases.size == 13) { "${file.path} has ${phrases.size} languages' counts; expected 13" }
            return phrases.map { (language, list) -> arrayOf<Any>(language, list, counts) }
        }
    }

    @Test
    fun countsSlidesAsCarouselKitDoes() {
        val words = Repo.words(language)
        assertEquals("$language: one phrase per count", counts.size, expected.size)
        assertTrue("$language: too few counts", counts.size > 100)
        for ((count, phrase) in counts.zip(expected)) {
            assertEquals("$language: $count slides", phrase, words.count(count, "slide"))
        }
    }
}
