package com.accessiblecarousel.core

/**
 * A carousel's accessibility behaviour on Android: CarouselKit's `Carousel` state machine with its
 * platform fixed to Android. Each event updates the state and returns the [Effect]s the host
 * carries out; [nodes] renders what TalkBack is shown. Every transition is checked against
 * CarouselKit by the conformance vectors (`Android/conformance/vectors.json`).
 *
 * Element identities follow CarouselKit: the root is [id]; `<id>.title`, `<id>.heading`,
 * `<id>.end`, `<id>.pause`, and each card `<id>.card.<index>`.
 *
 * Not thread-safe: call it from the main thread, as views are.
 */
class Carousel(
    /** The identity of the carousel's root node. */
    val id: String,
    /** The carousel's name ("Related stories"). */
    var name: String,
    cards: List<Card>,
    /** The words spoken. */
    var words: CarouselWords,
    strategy: CarouselStrategy = CarouselStrategy.ANDROID_CONTAINER,
    /** Whether the name is shown as a visible title (then that title is hidden from TalkBack). */
    var hasVisibleTitle: Boolean = false,
    /** A heading after the cards, for [CarouselStrategy.HEADING_BOUNDED]. */
    var trailingHeading: String? = null,
    /** Automatic rotation interval in milliseconds, or null for none; must be positive. */
    rotationMillis: Long? = null,
    currentIndex: Int = 0
) {
    /** How the carousel presents itself; changing it away from the container ends browsing. */
    var strategy: CarouselStrategy = strategy
        set(value) {
            field = value
            if (isBrowsing && effectiveStrategy != CarouselStrategy.ANDROID_CONTAINER) isBrowsing = false
        }

    /** The rotation interval in milliseconds, or null. */
    var rotationMillis: Long? = rotationMillis
        private set
    /** The cards. */
    var cards: List<Card> = cards
        private set
    /** The 0-based index of the card shown; 0 when empty. */
    var currentIndex: Int = if (currentIndex in cards.indices) currentIndex else 0
        private set
    /** The carousel node TalkBack focus is on, or null when focus is outside. */
    var focusedElement: String? = null
        private set
    /** Whether the container was activated and its cards are exposed. */
    var isBrowsing = false
        private set
    /** Whether the user paused rotation. */
    var isPausedByUser = false
        private set
    /** Whether Reduce Motion ("Remove animations") is on. */
    var isReduceMotionEnabled = false
        private set
    private var nextRotation: Long? = null

    init {
        require(rotationMillis == null || rotationMillis > 0) { "rotation interval must be positive" }
        checkInvariants()
    }

    /** The number of cards. */
    val count get() = cards.size
    /** Whether there are no cards. */
    val isEmpty get() = cards.isEmpty()
    /** Whether TalkBack focus is on one of the carousel's nodes. */
    val isFocusInside get() = focusedElement != null
    /** The strategy rendered on Android. */
    val effectiveStrategy get() = strategy.effective
    /** The card shown, or null when empty. */
    val currentCard: Card? get() = cards.getOrNull(currentIndex)

    /** Whether rotation is configured and held (the user's pause, focus inside, Reduce Motion, under two cards). */
    val isRotationPaused get() = rotationMillis != null && (isPausedByUser || isFocusInside || isReduceMotionEnabled || count < 2)

    /** Whether the host should send [tick]s now. */
    val needsClockTicks get() = rotationMillis != null && (!isRotationPaused || nextRotation != null)

    /** The node of the card at [index]: `<id>.card.<index>`. */
    fun cardElementId(index: Int) = "$id.card.$index"
    /** The visible title, hidden from TalkBack: `<id>.title`. */
    val titleElementId get() = "$id.title"
    /** The heading before the cards: `<id>.heading`. */
    val headingElementId get() = "$id.heading"
    /** The heading after the cards: `<id>.end`. */
    val trailingHeadingElementId get() = "$id.end"
    /** The pause/play button: `<id>.pause`. */
    val pauseButtonElementId get() = "$id.pause"

    /** The card index of a card node's identity, exactly as [cardElementId] writes it, or null. */
    fun cardIndex(element: String): Int? {
        val prefix = "$id.card."
        if (!element.startsWith(prefix)) return null
        val digits = element.substring(prefix.length)
        val index = digits.toIntOrNull() ?: return null
        return if (index.toString() == digits && index in 0 until count) index else null
    }

    /** Whether the identity is the root or one of the carousel's parts. */
    fun owns(element: String) = element == id || cardIndex(element) != null ||
        element in listOf(titleElementId, headingElementId, trailingHeadingElementId, "$id.pages", pauseButtonElementId, "$id.slides")

    private val mainElementId get() = if (effectiveStrategy == CarouselStrategy.HEADING_BOUNDED) headingElementId else id

    // Speech.

    /** "2 of 8". */
    fun positionText(index: Int) = words.fill("position", index + 1, count)

    /** A card as a single node speaks it: "Story 2, Button, disabled, 2 of 8"; "No items" outside. */
    fun cardValue(index: Int): String {
        val card = cards.getOrNull(index) ?: return words.noItems
        val parts = ArrayList<String>(4)
        if (card.groupedLabel.isNotEmpty()) parts.add(card.groupedLabel)
        roleWord(card)?.let { parts.add(it) }
        if (!card.isEnabled) parts.add(words.disabled)
        parts.add(positionText(index))
        return parts.joinToString(", ")
    }

    /** TalkBack's role word of a card, or null. */
    fun roleWord(card: Card): String? = when (card.role) {
        CardRole.BUTTON -> words.androidButton
        CardRole.LINK -> words.androidLink
        CardRole.NONE -> null
    }

    /** The current card's [cardValue]. */
    val currentValue get() = cardValue(currentIndex)

    /** "<name>, Carousel". */
    val label get() = name + ", " + words.carousel

    /** "Showing slide 2 of 8". */
    val showingSlideText get() = words.fill("showingSlide", currentIndex + 1, count)

    /** The container's label: "Related stories, 8 slides, showing slide 1", or "Related stories, No items". */
    val containerLabel: String
        get() = if (isEmpty) name + ", " + words.noItems
        else name + ", " + words.count(count.toLong(), "slide") + ", " + words.fill("showingSlideNumber", currentIndex + 1)

    // Navigation.

    // CarouselKit's move triggers (adjust, custom action, rotor, scroll) differ only for the custom
    // rotor strategy, which never renders on Android; so no trigger is passed here.

    /** Shows the next card (a programmatic change, as from the app's own swipe); `[Boundary]` at the last. */
    fun increment(): Response = Response(move(1))

    /** Shows the previous card; `[Boundary]` at the first. */
    fun decrement(): Response = Response(move(-1))

    /** Shows the card at [index]; outside the cards `[Boundary]`, the current one nothing. */
    fun select(index: Int): Response {
        if (index !in 0 until count) return Response(listOf(Effect.Boundary))
        if (index == currentIndex) return Response(emptyList())
        return Response(moveTo(index))
    }

    private fun move(delta: Int): List<Effect> {
        val target = currentIndex + delta
        if (target !in 0 until count) return listOf(Effect.Boundary)
        return moveTo(target)
    }

    private fun moveTo(index: Int): List<Effect> {
        currentIndex = index
        nextRotation = null
        val effects = effectsAfterMove()
        for (effect in effects) if (effect is Effect.LayoutChanged && effect.element != null) focusedElement = effect.element
        checkInvariants()
        return effects
    }

    private fun effectsAfterMove(): List<Effect> {
        val index = currentIndex
        return when (effectiveStrategy) {
            CarouselStrategy.CUSTOM_ACTIONS -> listOf(Effect.ScrollTo(index), Effect.Announce(currentValue))
            CarouselStrategy.ANDROID_CONTAINER ->
                if (isBrowsing) listOf(Effect.ScrollTo(index), Effect.PageScrolled(showingSlideText), Effect.LayoutChanged(cardElementId(index)))
                else listOf(Effect.ScrollTo(index), Effect.PageScrolled(showingSlideText))
            else -> listOf(Effect.ScrollTo(index))
        }
    }

    // Events.

    /** A double tap on [element]: a card's action, browsing the container, or pause/play. */
    fun activate(element: String): Response {
        if (element == pauseButtonElementId && rotationMillis != null) return togglePause()
        cardIndex(element)?.let { return Response(performCard(it, "activate")) }
        if (element != id) return Response.unhandled
        return when (effectiveStrategy) {
            CarouselStrategy.CUSTOM_ACTIONS -> Response(performCard(currentIndex, "activate"))
            CarouselStrategy.ANDROID_CONTAINER -> {
                if (isBrowsing || isEmpty) return Response.unhandled
                isBrowsing = true
                focusedElement = cardElementId(currentIndex)
                nextRotation = null
                checkInvariants()
                Response(listOf(Effect.LayoutChanged(cardElementId(currentIndex))))
            }
            else -> Response.unhandled
        }
    }

    private fun performCard(index: Int, action: String): List<Effect> {
        val card = cards.getOrNull(index) ?: return emptyList()
        if (!card.isEnabled) return emptyList()
        return listOf(Effect.Performed(action, card.id))
    }

    private fun togglePause(): Response = Response(if (isPausedByUser) play() else pause(), true)

    /** A custom action by key: "next", "previous", "pause", "play", `card.<key>` on the root, `<key>` on a card. */
    fun customAction(key: String, element: String): Response {
        val index = cardIndex(element)
        if (index != null) {
            if (cards[index].actions.none { it.key == key }) return Response.unhandled
            return Response(performCard(index, key))
        }
        if (element != id && element != "$id.pages") return Response.unhandled
        return when {
            key == "next" && hasMoveActions -> Response(move(1))
            key == "previous" && hasMoveActions -> Response(move(-1))
            key == "pause" && rotationMillis != null && !isPausedByUser -> togglePause()
            key == "play" && rotationMillis != null && isPausedByUser -> togglePause()
            key.startsWith("card.") -> {
                val card = currentCard ?: return Response.unhandled
                val cardKey = key.removePrefix("card.")
                if (card.actions.none { it.key == cardKey }) Response.unhandled
                else Response(performCard(currentIndex, cardKey))
            }
            else -> Response.unhandled
        }
    }

    private val hasMoveActions get() = effectiveStrategy == CarouselStrategy.CUSTOM_ACTIONS

    /** A scroll action on the container or one of its cards; left/right follow the layout direction. */
    fun scroll(direction: ScrollDirection, element: String): Response {
        if (effectiveStrategy != CarouselStrategy.ANDROID_CONTAINER || (element != id && cardIndex(element) == null)) {
            return Response(emptyList())
        }
        val steps = steps(direction) ?: return Response(emptyList())
        return Response(move(steps))
    }

    /** +1, -1, or null for a vertical scroll. */
    fun steps(direction: ScrollDirection): Int? = when (direction) {
        ScrollDirection.FORWARD -> 1
        ScrollDirection.BACKWARD -> -1
        ScrollDirection.RIGHT -> if (words.isRightToLeft) -1 else 1
        ScrollDirection.LEFT -> if (words.isRightToLeft) 1 else -1
        ScrollDirection.UP, ScrollDirection.DOWN -> null
    }

    /** Focus landed on one of the carousel's nodes: rotation holds; a card node becomes current. */
    fun focusEntered(element: String): Response {
        if (!owns(element)) return Response(emptyList())
        focusedElement = element
        nextRotation = null
        var effects = emptyList<Effect>()
        val index = cardIndex(element)
        if (index != null && index != currentIndex) {
            currentIndex = index
            effects = listOf(Effect.ScrollTo(index))
        }
        checkInvariants()
        return Response(effects)
    }

    /** Focus left the carousel: rotation may resume; a browsing container collapses. */
    fun focusLeft(): Response {
        focusedElement = null
        isBrowsing = false
        checkInvariants()
        return Response(emptyList())
    }

    /** Back (TalkBack's escape): a browsing container collapses and takes focus back. */
    fun escape(): Response {
        if (!isBrowsing) return Response(emptyList())
        isBrowsing = false
        focusedElement = id
        checkInvariants()
        return Response(listOf(Effect.LayoutChanged(id)))
    }

    /** The clock reached [nowMillis]: an unheld rotation shows the next card once its interval passed. */
    fun tick(nowMillis: Long): Response {
        val interval = rotationMillis
        if (interval == null || isRotationPaused) {
            nextRotation = null
            checkInvariants()
            return Response(emptyList())
        }
        val due = nextRotation
        if (due == null) {
            nextRotation = nowMillis + interval
            return Response(emptyList())
        }
        if (nowMillis < due) return Response(emptyList())
        currentIndex = if (currentIndex + 1 < count) currentIndex + 1 else 0
        nextRotation = nowMillis + interval
        checkInvariants()
        return Response(listOf(Effect.ScrollTo(currentIndex)))
    }

    /** The user paused rotation; it stays paused until [play]. */
    fun pause(): List<Effect> {
        isPausedByUser = true
        nextRotation = null
        return emptyList()
    }

    /** The user resumed rotation. */
    fun play(): List<Effect> {
        isPausedByUser = false
        return emptyList()
    }

    /** Reduce Motion turned on or off; while on, rotation holds. */
    fun reduceMotionChanged(isOn: Boolean): Response {
        isReduceMotionEnabled = isOn
        if (isOn) nextRotation = null
        return Response(emptyList())
    }

    /** Turns rotation on ([millis] > 0) or off (null). */
    fun setRotation(millis: Long?) {
        require(millis == null || millis > 0) { "rotation interval must be positive" }
        rotationMillis = millis
        nextRotation = null
    }

    /**
     * The cards changed to [newCards] by [change]: the current card is kept when it survives,
     * replaced (and announced or focused, with focus inside) when it does not.
     *
     * @throws IllegalArgumentException when the change does not match the old and new counts; the
     *   carousel is then unchanged.
     */
    fun itemsChanged(newCards: List<Card>, change: CardChange): Response {
        val oldCount = count
        val newCount = newCards.size
        when (change) {
            is CardChange.Inserted -> require(
                change.lower >= 0 && change.upper >= change.lower && change.upper <= newCount &&
                    newCount - (change.upper - change.lower) == oldCount
            ) { "inconsistent change $change from $oldCount to $newCount cards" }
            is CardChange.Removed -> require(
                change.lower >= 0 && change.upper >= change.lower && change.upper <= oldCount &&
                    newCount == oldCount - (change.upper - change.lower)
            ) { "inconsistent change $change from $oldCount to $newCount cards" }
            CardChange.Reloaded -> Unit
        }
        val replaced = when (change) {
            is CardChange.Inserted -> oldCount == 0 && newCount > 0
            is CardChange.Removed -> currentIndex in change.lower until change.upper
            CardChange.Reloaded -> true
        }
        val newIndex = if (replaced) replacementIndex(change, currentIndex, newCount)
        else if (newCount == 0) 0 else indexAfter(change, currentIndex) ?: 0
        val oldFocusedCard = focusedElement?.let { cardIndex(it) }
        cards = newCards
        currentIndex = newIndex
        if (newCount == 0) isBrowsing = false
        if (isRotationPaused) nextRotation = null
        checkInvariants()

        val effects = ArrayList<Effect>()
        if (replaced && newCount > 0) effects.add(Effect.ScrollTo(newIndex))
        if (!isFocusInside) return Response(effects)
        if (oldFocusedCard != null) {
            val movedTo = indexAfter(change, oldFocusedCard)
            if (movedTo == oldFocusedCard) return Response(effects)
            val target = if (newCount == 0) mainElementId
            else cardElementId(movedTo ?: replacementIndex(change, oldFocusedCard, newCount))
            focusedElement = target
            effects.add(Effect.LayoutChanged(target))
        } else if (replaced && effectiveStrategy.isSingleElement) {
            effects.add(Effect.Announce(currentValue))
        }
        return Response(effects)
    }

    private fun indexAfter(change: CardChange, index: Int): Int? = when (change) {
        is CardChange.Inserted -> if (change.lower <= index) index + (change.upper - change.lower) else index
        is CardChange.Removed -> when {
            index in change.lower until change.upper -> null
            index >= change.upper -> index - (change.upper - change.lower)
            else -> index
        }
        CardChange.Reloaded -> null
    }

    private fun replacementIndex(change: CardChange, index: Int, newCount: Int): Int {
        if (newCount <= 0) return 0
        return when (change) {
            is CardChange.Removed -> minOf(change.lower, newCount - 1)
            is CardChange.Inserted -> 0
            CardChange.Reloaded -> minOf(index, newCount - 1)
        }
    }

    /** Whether the carousel can move by itself and so shows a pause control: it rotates and has two cards or more. */
    val offersPauseControl get() = rotationMillis != null && count >= 2

    /**
     * The state's invariants, as JVM assertions: on with `-ea` (the JUnit run), off on a device
     * (ART ignores `assert`), like CarouselKit's debug-only check. Inputs are validated before any
     * transition, so a failure is a bug here, never bad data.
     */
    private fun checkInvariants() {
        assert(if (count == 0) currentIndex == 0 && !isBrowsing else currentIndex in 0 until count) {
            "current index $currentIndex with $count cards"
        }
        assert(!isBrowsing || effectiveStrategy == CarouselStrategy.ANDROID_CONTAINER) { "browsing outside the container" }
        assert(rotationMillis != null || nextRotation == null) { "timer armed without rotation" }
        assert(!isRotationPaused || nextRotation == null) { "timer armed while held" }
    }
}
