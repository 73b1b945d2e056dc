package com.accessiblecarousel.core

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * Writes what the Kotlin carousel exposes as uiautomator-style dumps (one `.xml` file per state in `Android/dumps`);
 * `Tests/ScreenReaderKitTests/KotlinComponentDumpTests.swift` hears them with the TalkBack
 * simulator. Fails when a committed dump differs from what the component exposes now;
 * `ANDROID_DUMPS_WRITE=1` rewrites them.
 */
class DumpExportTest {
    private val titles = listOf(
        "How do the new lockdown restrictions affect me?", "Storm warning for the north", "Rail strike called off",
        "Markets rally after rate cut", "New bridge opens to traffic", "Heatwave expected this weekend",
        "Local team wins the cup", "Library extends opening hours"
    )

    private fun carousel(language: String, count: Int = 8) = Carousel(
        id = "related", name = "Related stories", words = Repo.words(language),
        cards = titles.take(count).mapIndexed { i, title ->
            Card(id = "story-${i + 1}", title = title, role = if (i == 4) CardRole.LINK else CardRole.BUTTON, isEnabled = i != 6)
        }
    )

    private fun check(name: String, carousel: Carousel) {
        val text = UiAutomatorDump.screen(carousel, "org.example.news", before = "Top story", after = "More from News")
        val file = Repo.file("Android/dumps/$name.xml")
        if (System.getenv("ANDROID_DUMPS_WRITE") == "1") {
            file.parentFile.mkdirs()
            file.writeText(text)
        }
        assertTrue("missing ${file.path}: run with ANDROID_DUMPS_WRITE=1", file.isFile)
        assertEquals("${file.path} differs from what the component exposes; run with ANDROID_DUMPS_WRITE=1", text, file.readText())
    }

    @Test
    fun collapsedContainer() {
        val carousel = carousel("en")
        check("container-collapsed-en", carousel)
    }

    @Test
    fun browsingContainerAfterOneScroll() {
        val carousel = carousel("en")
        carousel.focusEntered("related")
        carousel.activate("related")
        carousel.scroll(ScrollDirection.FORWARD, "related.card.0")
        check("container-browsing-en", carousel)
    }

    @Test
    fun collapsedContainerInRussian() {
        check("container-collapsed-ru", carousel("ru", count = 5))
    }

    @Test
    fun browsingContainerInArabic() {
        val carousel = carousel("ar", count = 3)
        carousel.activate("related")
        check("container-browsing-ar", carousel)
    }
}
