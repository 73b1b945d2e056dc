package com.accessiblecarousel.core

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * The delegate reads one card's node with [cardNode] (O(1)) rather than rendering them all; it must
 * be the node [nodes] renders, which the conformance vectors check against CarouselKit.
 */
class NodeLookupTest {
    private val cards = (0 until 5).map { Card(id = "c$it", title = "Story ${it + 1}", isEnabled = it != 2) }

    private fun check(carousel: Carousel): Int {
        val rendered = carousel.nodes().flattened().map { it.first }.associateBy { it.id }
        var compared = 0
        for (index in 0 until carousel.count) {
            val node = carousel.cardNode(index)
            val expected = rendered[carousel.cardElementId(index)]
            assertEquals("${carousel.strategy} card $index", expected, node)
            if (node != null) compared++
        }
        assertEquals(rendered[carousel.pauseButtonElementId], carousel.pauseButtonNode())
        return compared
    }

    @Test
    fun cardNodesAreTheRenderedOnesInEveryStrategyAndState() {
        var compared = 0
        for (strategy in CarouselStrategy.values()) {
            val carousel = Carousel("related", "Related stories", cards, Repo.words("en"), strategy, rotationMillis = 1000)
            compared += check(carousel)
            carousel.activate("related")
            carousel.scroll(ScrollDirection.FORWARD, "related.card.0")
            compared += check(carousel)
            carousel.customAction("pause", "related")
            carousel.activate("related.pause")
            compared += check(carousel)
        }
        assertTrue("no card node was compared", compared > 30)
        val actions = Carousel("related", "Related stories", cards, Repo.words("en"), CarouselStrategy.CUSTOM_ACTIONS)
        assertNull(actions.cardNode(0))
        assertNull(actions.cardNode(-1))
    }

    @Test
    fun invariantsAreCheckedInTheseTests() {
        // Android/test runs the JVM with -ea, so every transition the vectors replay is checked.
        assertTrue("run the JUnit tests with -ea", Carousel::class.java.desiredAssertionStatus())
    }

    @Test
    fun dumpsEscapeWhatXmlCannotHoldAndDropControlCharacters() {
        assertEquals("a &amp; &lt;b&gt; &quot;c&quot;&#10;d", UiAutomatorDump.escape("a & <b> \"c\"\nd\u0001"))
    }
}
