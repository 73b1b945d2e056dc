package com.accessiblecarousel.core

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test

/** Reading word files: every shipped file is complete; a broken one names the file and the key. */
class WordFileTest {
    private fun error(text: String): WordFileException {
        try {
            CarouselWords.fromJson(text, "xx.json")
        } catch (e: WordFileException) {
            return e
        }
        fail("expected a WordFileException")
        throw AssertionError()
    }

    private val complete = Repo.file("Sources/CarouselKit/Resources/Words/en.json").readText()

    @Test
    fun everyShippedWordFileIsComplete() {
        val files = Repo.file("Sources/CarouselKit/Resources/Words").listFiles()!!.filter { it.name.endsWith(".json") }
        assertEquals(13, files.size)
        for (file in files) {
            val words = CarouselWords.fromJson(file.readText(), file.path)
            for (key in CarouselWords.wordKeys) assertTrue("${file.name}: $key", words[key].isNotEmpty())
        }
        assertTrue(Repo.words("ar").isRightToLeft)
        assertTrue(Repo.words("he").isRightToLeft)
        assertTrue(!Repo.words("de").isRightToLeft)
    }

    @Test
    fun aMissingWordNamesTheFileAndKey() {
        val e = error(complete.replace("\"pause\": \"Pause\",", ""))
        assertEquals("xx.json", e.file)
        assertEquals("pause", e.key)
        assertEquals("xx.json: \"pause\": missing", e.message)
    }

    @Test
    fun pluralFormsWhereTextIsExpectedAreRefused() {
        val e = error(complete.replace("\"carousel\": \"Carousel\"", "\"carousel\": {\"one\": \"a\", \"other\": \"b\"}"))
        assertEquals("carousel", e.key)
        assertEquals("expected text, found plural forms", e.problem)
    }

    @Test
    fun malformedJsonNamesThePlace() {
        val e = error("{\"language\": \"en\", \"words\": {\"carousel\": \"Carousel\",}")
        assertEquals("xx.json: not JSON: at character 52: expected a key in quotes", e.message)
        val deep = error("[".repeat(200))
        val message = deep.message ?: ""
        assertTrue(message, message.contains("nesting deeper than 64"))
    }

    @Test
    fun anUnknownDirectionIsRefused() {
        val e = error(complete.replace("\"durationSeparator\"", "\"layoutDirection\": \"sideways\", \"durationSeparator\""))
        assertEquals("layoutDirection", e.key)
    }

    @Test
    fun templatesFillByPositionAndLeaveWhatTheyCannotFill() {
        assertEquals("2 of 8", WordTemplate.fill("{1} of {2}", "2", "8"))
        assertEquals("8件中2件目", WordTemplate.fill("{2}件中{1}件目", "2", "8"))
        assertEquals("a {3} b", WordTemplate.fill("{1} {3} {2}", "a", "b"))
        assertEquals("{1", WordTemplate.fill("{1", "a"))
        assertEquals("showing slide", WordTemplate.fill("showing {1|lowercase}", "SLIDE"))
        assertEquals("{1|upper}", WordTemplate.fill("{1|upper}", "a"))
    }

    @Test
    fun languageTagsFindTheirTable() {
        val available = listOf("en", "de", "pt-BR", "zh-Hans", "he")
        assertEquals("pt-BR", LanguageTags.bestMatch("pt-PT", available))
        assertEquals("de", LanguageTags.bestMatch("de_AT", available))
        assertEquals("zh-Hans", LanguageTags.bestMatch("zh-rCN", available))
        assertEquals(null, LanguageTags.bestMatch("zh-TW", available))
        assertEquals("he", LanguageTags.bestMatch("iw", available))
        assertEquals(null, LanguageTags.bestMatch("fi", available))
    }
}
