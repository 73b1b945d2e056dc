package com.accessiblecarousel.android

import android.content.Context
import android.os.SystemClock
import android.provider.Settings
import android.view.View
import android.view.accessibility.AccessibilityEvent
import android.view.accessibility.AccessibilityNodeInfo
import android.view.accessibility.AccessibilityNodeInfo.AccessibilityAction
import com.accessiblecarousel.core.Card
import com.accessiblecarousel.core.CardAction
import com.accessiblecarousel.core.Carousel
import com.accessiblecarousel.core.CarouselStrategy
import com.accessiblecarousel.core.CarouselWords
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Test
import java.io.File

/**
 * The framework layer run on the JVM against test doubles of the android.* members it uses
 * (`Android/fakes`): what it writes into the node, what it does with each effect. What a device
 * does with them is not checked here (see Android/README.md).
 */
class CarouselAccessibilityDelegateTest {
    private val context = Context()
    private val container = View(context)
    private val cardViews = (0 until 3).map { View(context) }
    private val scrolls = ArrayList<Pair<Int, Boolean>>()
    private val performed = ArrayList<String>()
    private val host = object : CarouselHost {
        override fun scrollToCard(index: Int, animated: Boolean) { scrolls.add(index to animated) }
        override fun cardView(index: Int): View? = cardViews.getOrNull(index)
        override fun performCardAction(cardId: String, action: String) { performed.add("$action $cardId") }
    }

    private fun words(language: String): CarouselWords {
        var dir: File? = File(System.getProperty("user.dir")).absoluteFile
        while (dir != null && !File(dir, "Package.swift").isFile) dir = dir.parentFile
        val file = File(dir, "Sources/CarouselKit/Resources/Words/$language.json")
        return CarouselWords.fromJson(file.readText(), file.path)
    }

    private val cards = listOf(
        Card("s1", "Storm warning", actions = listOf(CardAction("share", "Share"))),
        Card("s2", "Rail strike called off"),
        Card("s3", "Markets rally")
    )

    private fun attach(strategy: CarouselStrategy = CarouselStrategy.ANDROID_CONTAINER, rotation: Long? = null, language: String = "en"): CarouselAccessibilityDelegate {
        val delegate = CarouselAccessibilityDelegate(Carousel("related", "Related stories", cards, words(language), strategy, rotationMillis = rotation), host)
        delegate.attach(container)
        cardViews.forEachIndexed { index, view -> delegate.bindCard(view, index) }
        return delegate
    }

    private fun AccessibilityNodeInfo.actionIds() = actions.map { it.id }.toSet()
    private fun AccessibilityNodeInfo.action(label: String) = actions.first { it.label == label }.id

    @Before
    fun reset() {
        Settings.Global.animatorDurationScale = 1f
        SystemClock.now = 0
    }

    @Test
    fun theCollapsedContainerIsOneNodeWithTheCarouselRoleDescription() {
        attach()
        val info = container.createNodeInfo()
        assertEquals("Related stories, 3 slides, showing slide 1", info.contentDescription)
        assertEquals("Carousel", info.extras.values["AccessibilityNodeInfo.roleDescription"])
        assertEquals(1, info.collectionInfo.rowCount)
        assertEquals(3, info.collectionInfo.columnCount)
        assertTrue(info.clickable && info.focusable && info.scrollable)
        // Scroll actions only where a card lies that way.
        val ids = info.actionIds()
        assertTrue(AccessibilityNodeInfo.ACTION_CLICK in ids)
        assertTrue(AccessibilityNodeInfo.ACTION_SCROLL_FORWARD in ids)
        assertTrue(AccessibilityAction.ACTION_SCROLL_RIGHT.id in ids)
        assertFalse(AccessibilityNodeInfo.ACTION_SCROLL_BACKWARD in ids)
        assertFalse(AccessibilityAction.ACTION_SCROLL_LEFT.id in ids)
        // Collapsed: the cards are hidden from TalkBack.
        assertTrue(cardViews.all { it.importantForAccessibility == View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS })
    }

    @Test
    fun scrollingAnnouncesTheSlideAndStopsAtTheEnd() {
        attach()
        assertTrue(container.performAccessibilityAction(AccessibilityNodeInfo.ACTION_SCROLL_FORWARD, null))
        assertEquals(listOf(1 to true), scrolls)
        assertEquals(listOf<CharSequence>("Showing slide 2 of 3"), container.announcements)
        container.performAccessibilityAction(AccessibilityNodeInfo.ACTION_SCROLL_FORWARD, null)
        // At the last card: nothing changes and the action reports failure, TalkBack's cue.
        assertFalse(container.performAccessibilityAction(AccessibilityNodeInfo.ACTION_SCROLL_FORWARD, null))
        assertEquals(2, container.announcements.size)
        assertTrue(AccessibilityNodeInfo.ACTION_SCROLL_BACKWARD in container.createNodeInfo().actionIds())
        assertFalse(AccessibilityNodeInfo.ACTION_SCROLL_FORWARD in container.createNodeInfo().actionIds())
    }

    @Test
    fun activatingTheContainerExposesTheCardsAndFocusesTheCurrentOne() {
        val delegate = attach()
        assertTrue(container.performAccessibilityAction(AccessibilityNodeInfo.ACTION_CLICK, null))
        assertTrue(cardViews.all { it.importantForAccessibility == View.IMPORTANT_FOR_ACCESSIBILITY_YES })
        container.runPosted()
        assertEquals(listOf(AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS), cardViews[0].actionsPerformed)
        val card = cardViews[0].createNodeInfo()
        assertEquals("Storm warning", card.contentDescription)
        assertEquals("android.widget.Button", card.className)
        assertEquals(0, card.collectionItemInfo.columnIndex)
        // API 23: the hint goes where AndroidX keeps it below API 26.
        assertEquals(
            "Swipe right with two fingers to change slides",
            card.extras.values["androidx.view.accessibility.AccessibilityNodeInfoCompat.HINT_TEXT_KEY"]
        )
        assertNull(card.hintText)
        // The card's own action, then a double tap on it: the app's actions.
        assertTrue(cardViews[0].performAccessibilityAction(card.action("Share"), null))
        assertTrue(cardViews[0].performAccessibilityAction(AccessibilityNodeInfo.ACTION_CLICK, null))
        assertEquals(listOf("share s1", "activate s1"), performed)
        // Focus leaving the carousel collapses it.
        cardViews[0].sendAccessibilityEvent(AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUSED)
        assertEquals("related.card.0", delegate.carousel.focusedElement)
        cardViews[0].sendAccessibilityEvent(AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUS_CLEARED)
        container.runPosted()
        assertNull(delegate.carousel.focusedElement)
        assertFalse(delegate.carousel.isBrowsing)
        assertTrue(cardViews.all { it.importantForAccessibility == View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS })
    }

    @Test
    fun focusMovingInsideIsNotADeparture() {
        val delegate = attach()
        container.performAccessibilityAction(AccessibilityNodeInfo.ACTION_CLICK, null)
        cardViews[0].sendAccessibilityEvent(AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUS_CLEARED)
        cardViews[1].sendAccessibilityEvent(AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUSED)
        container.runPosted()
        assertTrue(delegate.carousel.isBrowsing)
        assertEquals(1, delegate.carousel.currentIndex)
    }

    @Test
    fun customActionsMoveAndAnnounceAndPauseBecomesPlay() {
        attach(CarouselStrategy.CUSTOM_ACTIONS, rotation = 4000)
        val info = container.createNodeInfo()
        assertEquals("Related stories, Carousel, Storm warning, Button, 1 of 3", info.contentDescription)
        assertEquals(listOf<CharSequence?>("Next card", "Previous card", "Share", "Pause"), info.actions.map { it.label })
        assertTrue(container.performAccessibilityAction(info.action("Next card"), null))
        assertEquals(listOf<CharSequence>("Rail strike called off, Button, 2 of 3"), container.announcements)
        assertTrue(container.performAccessibilityAction(info.action("Pause"), null))
        assertEquals("Play", container.createNodeInfo().actions.last().label)
    }

    /**
     * TalkBack offers an action in its Actions menu only when its id is above 0x01FFFFFF
     * (google/talkback at 26a27dc0, utils `AccessibilityNodeInfoUtils.java` lines 158 and 659-661);
     * the platform's standard actions all lie below it.
     */
    @Test
    fun customActionIdsLieAboveEveryPlatformActionId() {
        attach(CarouselStrategy.CUSTOM_ACTIONS, rotation = 4000)
        val custom = container.createNodeInfo().actions.filter { it.label != null }
        assertEquals(4, custom.size)
        assertTrue(custom.all { it.id > 0x01FFFFFF })
        assertEquals(custom.size, custom.map { it.id }.toSet().size)
    }

    @Test
    fun rotationMovesWithoutAnimationWhenAnimationsAreRemoved() {
        val delegate = attach(rotation = 1000)
        container.runPosted() // arms the timer at 0
        SystemClock.now = 1000
        container.runPosted()
        assertEquals(listOf(1 to true), scrolls)
        Settings.Global.animatorDurationScale = 0f
        SystemClock.now = 2000
        container.runPosted()
        assertTrue(delegate.carousel.isReduceMotionEnabled)
        assertEquals(1, delegate.carousel.currentIndex)
        // Reduce Motion holds rotation; a user's scroll then jumps without animation.
        container.performAccessibilityAction(AccessibilityNodeInfo.ACTION_SCROLL_FORWARD, null)
        assertEquals(2 to false, scrolls.last())
    }

    @Test
    fun rightToLeftSwapsTheScrollDirections() {
        attach(language = "ar")
        val ids = container.createNodeInfo().actionIds()
        assertTrue(AccessibilityAction.ACTION_SCROLL_LEFT.id in ids)
        assertFalse(AccessibilityAction.ACTION_SCROLL_RIGHT.id in ids)
        assertTrue(container.performAccessibilityAction(AccessibilityAction.ACTION_SCROLL_LEFT.id, null))
        assertEquals(listOf(1 to true), scrolls)
    }
}
