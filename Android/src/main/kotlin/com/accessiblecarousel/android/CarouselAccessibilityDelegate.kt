package com.accessiblecarousel.android

import android.os.Bundle
import android.os.SystemClock
import android.provider.Settings
import android.view.View
import android.view.accessibility.AccessibilityEvent
import android.view.accessibility.AccessibilityNodeInfo
import android.view.accessibility.AccessibilityNodeInfo.AccessibilityAction
import com.accessiblecarousel.core.Card
import com.accessiblecarousel.core.CardChange
import com.accessiblecarousel.core.Carousel
import com.accessiblecarousel.core.CarouselStrategy
import com.accessiblecarousel.core.Effect
import com.accessiblecarousel.core.Response
import com.accessiblecarousel.core.ScrollDirection
import com.accessiblecarousel.core.cardNode
import com.accessiblecarousel.core.nodes
import com.accessiblecarousel.core.pauseButtonNode

/**
 * Makes an app's existing carousel container accessible with TalkBack, following CarouselKit:
 * attach it to the container (`RecyclerView`, `ViewPager`, `HorizontalScrollView`) with [attach],
 * and give each card view [bindCard] when it is bound to a position.
 *
 * The container then speaks "Related stories, 8 slides, showing slide 1, Carousel" and is passed
 * in one swipe (the Android container strategy), or offers "Next card" / "Previous card" custom
 * actions (the custom-actions strategy); cards carry their role, "disabled" and their position as
 * collection item info; a rotating carousel offers "Pause" / "Play" and holds while TalkBack focus
 * is inside or animations are removed (Reduce Motion). Every decision is made by the plain-Kotlin
 * [Carousel]; this class only copies its nodes onto `AccessibilityNodeInfo` and carries out its
 * [Effect]s.
 *
 * API 23+ framework calls only (`setHintText` from API 26, behind a version check). Call from the main thread.
 */
class CarouselAccessibilityDelegate(
    /** The state machine; read its state freely, change it through this delegate. */
    val carousel: Carousel,
    private val host: CarouselHost
) : View.AccessibilityDelegate() {
    private var container: View? = null
    private val actionIds = HashMap<String, Int>()
    private val actionKeys = HashMap<Int, String>()
    private var clockStart = 0L
    private val tickRunnable = Runnable { tick() }
    private val leaveRunnable = Runnable { run(carousel.focusLeft()) }

    /**
     * The id of a custom action key ("next", "pause", "card.share"), made once per key.
     *
     * Ids count up from [CUSTOM_ACTION_ID_BASE], above every id the platform reserves: TalkBack
     * lists an action in its Actions menu (and says "Actions available") only when its id is
     * above 0x01FFFFFF (google/talkback 15.1 at 26a27dc0, `AccessibilityNodeInfoUtils.java`
     * lines 158 and 659-661, `SYSTEM_ACTION_MAX` and `isCustomAction`), and the framework's
     * standard actions are the bit flags and `android.R.id.accessibilityAction*` below it. A
     * view id (`View.generateViewId()`, 1 to 0x00FFFFFF) would be taken for a system action, or
     * for a standard one such as ACTION_CLICK (16).
     */
    private fun actionId(key: String): Int = actionIds.getOrPut(key) {
        (CUSTOM_ACTION_ID_BASE + actionIds.size).also { actionKeys[it] = key }
    }

    /** Attaches the delegate to the container and starts rotation, if any. */
    fun attach(container: View) {
        this.container = container
        container.setAccessibilityDelegate(this)
        clockStart = SystemClock.uptimeMillis()
        container.addOnAttachStateChangeListener(object : View.OnAttachStateChangeListener {
            override fun onViewAttachedToWindow(v: View) = scheduleTicks()
            override fun onViewDetachedFromWindow(v: View) {
                v.removeCallbacks(tickRunnable)
            }
        })
        refreshReduceMotion()
        refresh()
    }

    /** Gives a card view its node; call when the view is bound to [index] (`onBindViewHolder`). */
    fun bindCard(view: View, index: Int) {
        view.setAccessibilityDelegate(CardDelegate(index))
        hideOrShow(view, carousel.cardNode(index)?.isHidden ?: true)
    }

    /** Gives the app's pause/play button its label and action (strategies with a node per card). */
    fun bindPauseButton(view: View) {
        view.setAccessibilityDelegate(PartDelegate(carousel.pauseButtonElementId) { carousel.pauseButtonNode() })
    }

    /**
     * Hides the app's visible title from TalkBack: the carousel's name already says it (WCAG 2.5.3),
     * so it is not read twice. For a carousel made with `hasVisibleTitle = true`.
     */
    fun bindVisibleTitle(view: View) {
        view.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS
    }

    /** Gives the app's heading view before the cards ([trailing] false) or after them its heading node ([CarouselStrategy.HEADING_BOUNDED]). */
    fun bindHeading(view: View, trailing: Boolean = false) {
        val element = if (trailing) carousel.trailingHeadingElementId else carousel.headingElementId
        // Headings are few and rendered on demand; O(n) in the cards for this strategy.
        view.setAccessibilityDelegate(PartDelegate(element) { carousel.nodes().flattened().firstOrNull { it.first.id == element }?.first })
    }

    /** The app's own swipe or page change settled on [index] (not caused by the delegate). */
    fun select(index: Int) = run(carousel.select(index))

    /** The cards changed: call with the new list and what changed, after the adapter was told. */
    fun itemsChanged(cards: List<Card>, change: CardChange) = run(carousel.itemsChanged(cards, change))

    /** Turns rotation on ([millis] > 0) or off (null). */
    fun setRotation(millis: Long?) {
        carousel.setRotation(millis)
        refresh()
    }

    override fun onInitializeAccessibilityNodeInfo(host: View, info: AccessibilityNodeInfo) {
        super.onInitializeAccessibilityNodeInfo(host, info)
        val node = carousel.nodes()
        NodeInfoWriter.write(node, info, carousel.words, ::actionId)
        if (carousel.effectiveStrategy == CarouselStrategy.ANDROID_CONTAINER && !carousel.isEmpty) {
            // Scroll actions only where a card lies that way, so TalkBack signals the end itself.
            val forward = carousel.currentIndex < carousel.count - 1
            val backward = carousel.currentIndex > 0
            if (forward) info.addAction(AccessibilityAction.ACTION_SCROLL_FORWARD)
            if (backward) info.addAction(AccessibilityAction.ACTION_SCROLL_BACKWARD)
            val rtl = carousel.words.isRightToLeft
            if (if (rtl) backward else forward) info.addAction(AccessibilityAction.ACTION_SCROLL_RIGHT)
            if (if (rtl) forward else backward) info.addAction(AccessibilityAction.ACTION_SCROLL_LEFT)
        }
    }

    override fun performAccessibilityAction(host: View, action: Int, args: Bundle?): Boolean =
        perform(carousel.id, action) ?: super.performAccessibilityAction(host, action, args)

    override fun sendAccessibilityEvent(host: View, eventType: Int) {
        focusEvent(carousel.id, eventType)
        super.sendAccessibilityEvent(host, eventType)
    }

    /** Routes a framework action on one of the carousel's nodes; null when it is not the carousel's. */
    private fun perform(element: String, action: Int): Boolean? {
        val response: Response = when (action) {
            AccessibilityNodeInfo.ACTION_CLICK -> carousel.activate(element)
            AccessibilityNodeInfo.ACTION_SCROLL_FORWARD -> carousel.scroll(ScrollDirection.FORWARD, element)
            AccessibilityNodeInfo.ACTION_SCROLL_BACKWARD -> carousel.scroll(ScrollDirection.BACKWARD, element)
            AccessibilityAction.ACTION_SCROLL_LEFT.id -> carousel.scroll(ScrollDirection.LEFT, element)
            AccessibilityAction.ACTION_SCROLL_RIGHT.id -> carousel.scroll(ScrollDirection.RIGHT, element)
            else -> {
                val key = actionKeys[action] ?: return null
                carousel.customAction(key, element)
            }
        }
        if (!response.handled) return null
        run(response)
        // At a boundary nothing changed: false lets TalkBack play its own "cannot" feedback.
        return response.effects.none { it == Effect.Boundary }
    }

    /** TalkBack focus arrived on or left one of the carousel's nodes. */
    private fun focusEvent(element: String, eventType: Int) {
        val view = container ?: return
        when (eventType) {
            AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUSED -> {
                // Focus moving inside the carousel clears the old node first: not a departure.
                view.removeCallbacks(leaveRunnable)
                refreshReduceMotion()
                run(carousel.focusEntered(element))
            }
            AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUS_CLEARED -> view.post(leaveRunnable)
        }
    }

    /** Carries out the effects, then brings the views and the timer up to date. */
    // announceForAccessibility is deprecated from API 36; API 23 has nothing else that speaks
    // without moving focus.
    @Suppress("DEPRECATION")
    private fun run(response: Response) {
        val view = container
        for (effect in response.effects) when (effect) {
            is Effect.Announce -> view?.announceForAccessibility(effect.text)
            is Effect.PageScrolled -> view?.announceForAccessibility(effect.text)
            is Effect.ScrollTo -> host.scrollToCard(effect.index, animated = !carousel.isReduceMotionEnabled)
            // After the scroll has laid the card out.
            is Effect.LayoutChanged -> view?.post { viewFor(effect.element)?.performAccessibilityAction(AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS, null) }
            is Effect.Performed -> host.performCardAction(effect.element, effect.action)
            Effect.Boundary -> Unit
        }
        refresh()
    }

    private fun viewFor(element: String?): View? {
        if (element == null || element == carousel.id) return container
        return carousel.cardIndex(element)?.let { host.cardView(it) }
    }

    /** Hides or shows the attached card views, tells TalkBack the tree changed, and runs the clock. */
    private fun refresh() {
        for (index in 0 until carousel.count) {
            val card = host.cardView(index) ?: continue
            hideOrShow(card, carousel.cardNode(index)?.isHidden ?: true)
        }
        container?.sendAccessibilityEvent(AccessibilityEvent.TYPE_WINDOW_CONTENT_CHANGED)
        scheduleTicks()
    }

    private fun hideOrShow(view: View, hidden: Boolean) {
        view.importantForAccessibility =
            if (hidden) View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS else View.IMPORTANT_FOR_ACCESSIBILITY_YES
    }

    /** "Remove animations" (animator duration scale 0) is Android's Reduce Motion. */
    private fun refreshReduceMotion() {
        val view = container ?: return
        val scale = Settings.Global.getFloat(view.context.contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f)
        val isOn = scale == 0f
        if (isOn != carousel.isReduceMotionEnabled) carousel.reduceMotionChanged(isOn)
    }

    private fun scheduleTicks() {
        val view = container ?: return
        view.removeCallbacks(tickRunnable)
        val interval = carousel.rotationMillis ?: return
        if (!carousel.needsClockTicks) return
        // A quarter of the interval: a slide stays between one and one and a quarter intervals.
        view.postDelayed(tickRunnable, (interval / 4).coerceIn(50L, 1000L))
    }

    private fun tick() {
        refreshReduceMotion()
        run(carousel.tick(SystemClock.uptimeMillis() - clockStart))
    }

    /** A card view's delegate: its node, its actions, its focus. */
    private inner class CardDelegate(private val index: Int) : View.AccessibilityDelegate() {
        private val element get() = carousel.cardElementId(index)

        override fun onInitializeAccessibilityNodeInfo(host: View, info: AccessibilityNodeInfo) {
            super.onInitializeAccessibilityNodeInfo(host, info)
            val node = carousel.cardNode(index) ?: return
            NodeInfoWriter.write(node, info, carousel.words, ::actionId)
        }

        override fun performAccessibilityAction(host: View, action: Int, args: Bundle?): Boolean =
            perform(element, action) ?: super.performAccessibilityAction(host, action, args)

        override fun sendAccessibilityEvent(host: View, eventType: Int) {
            focusEvent(element, eventType)
            super.sendAccessibilityEvent(host, eventType)
        }
    }

    /** The delegate of another of the carousel's parts (the pause button). */
    private inner class PartDelegate(
        private val element: String,
        private val node: () -> com.accessiblecarousel.core.CarouselNode?
    ) : View.AccessibilityDelegate() {
        override fun onInitializeAccessibilityNodeInfo(host: View, info: AccessibilityNodeInfo) {
            super.onInitializeAccessibilityNodeInfo(host, info)
            node()?.let { NodeInfoWriter.write(it, info, carousel.words, ::actionId) }
        }

        override fun performAccessibilityAction(host: View, action: Int, args: Bundle?): Boolean =
            perform(element, action) ?: super.performAccessibilityAction(host, action, args)

        override fun sendAccessibilityEvent(host: View, eventType: Int) {
            focusEvent(element, eventType)
            super.sendAccessibilityEvent(host, eventType)
        }
    }

    companion object {
        /** The first custom action id: above TalkBack's `SYSTEM_ACTION_MAX` (0x01FFFFFF). */
        const val CUSTOM_ACTION_ID_BASE: Int = 0x7E000000
    }
}
