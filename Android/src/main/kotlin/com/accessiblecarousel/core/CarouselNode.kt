package com.accessiblecarousel.core

/** A custom action a node offers: [key] is what [Carousel.customAction] takes, [name] what TalkBack lists. */
data class NodeAction(val key: String, val name: String)

/** A node's role, as CarouselKit's model names it. */
enum class NodeRole(val key: String) { BUTTON("button"), LINK("link"), TEXT("text"), LIST("list") }

/**
 * One node of what the carousel exposes to TalkBack, in CarouselKit's model (an
 * `AccessibilityElement` as rendered for Android). The framework layer copies these fields onto
 * `AccessibilityNodeInfo`; [UiAutomatorDump] writes them as a dump.
 */
data class CarouselNode(
    val id: String,
    val label: String? = null,
    val value: String? = null,
    val hint: String? = null,
    val role: NodeRole? = null,
    /** TalkBack's role description ("Carousel"), stored in the node's extras as AndroidX does. */
    val roleDescription: String? = null,
    val isHeading: Boolean = false,
    val isEnabled: Boolean = true,
    /** Collection info: rows and columns. */
    val collection: Pair<Int, Int>? = null,
    /** Collection item info: row and column index. */
    val item: Pair<Int, Int>? = null,
    val actions: List<NodeAction> = emptyList(),
    /** Hidden from TalkBack (`IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS` for a card). */
    val isHidden: Boolean = false,
    /** Whether the node is one stop of its own (CarouselKit's `isAccessibilityElement`). */
    val isAccessible: Boolean = false,
    val isClickable: Boolean = false,
    val isFocusable: Boolean = false,
    val isScreenReaderFocusable: Boolean = false,
    val isScrollable: Boolean = false,
    /** The card's app identity, for a card node. */
    val cardId: String? = null,
    val children: List<CarouselNode> = emptyList()
) {
    /** The node and its descendants in preorder, each with its parent's identity. */
    fun flattened(parent: String? = null): List<Pair<CarouselNode, String?>> =
        listOf(this to parent) + children.flatMap { it.flattened(id) }
}

/**
 * The nodes the carousel exposes on Android in its current state, as CarouselKit's
 * `Carousel.accessibilityElement(for: .android, frame:)` renders them.
 *
 * O(1) for [CarouselStrategy.CUSTOM_ACTIONS]; O(n) in the cards for the strategies with a node per card.
 */
fun Carousel.nodes(): CarouselNode {
    val title = if (hasVisibleTitle) listOf(CarouselNode(id = titleElementId, label = name, role = NodeRole.TEXT, isHidden = true)) else emptyList()
    return when (effectiveStrategy) {
        CarouselStrategy.CUSTOM_ACTIONS -> CarouselNode(
            id = id, label = label, value = currentValue, hint = words.changeSlidesHint, isAccessible = true,
            actions = moveActions + currentCardActions + rotationActions, children = title
        )
        CarouselStrategy.HEADING_BOUNDED -> {
            val children = ArrayList<CarouselNode>(pauseButton())
            children.add(CarouselNode(id = headingElementId, label = name, role = NodeRole.TEXT, isHeading = true, isAccessible = true))
            for (index in 0 until count) children.add(cardNode(index, exposed = true))
            trailingHeading?.let {
                children.add(CarouselNode(id = trailingHeadingElementId, label = it, role = NodeRole.TEXT, isHeading = true, isAccessible = true))
            }
            CarouselNode(id = id, children = children)
        }
        CarouselStrategy.SWIPE_THROUGH -> CarouselNode(
            id = id, label = label, role = NodeRole.LIST, collection = 1 to count,
            children = title + pauseButton() + (0 until count).map { cardNode(it, exposed = true) }
        )
        else -> {
            val collapsed = !isBrowsing
            CarouselNode(
                id = id, label = containerLabel, isAccessible = collapsed, isClickable = collapsed && !isEmpty,
                isFocusable = collapsed, isScreenReaderFocusable = collapsed, isScrollable = !isEmpty,
                roleDescription = words.carousel, collection = 1 to count, actions = rotationActions,
                children = title + (0 until count).map { cardNode(it, exposed = !collapsed) }
            )
        }
    }
}

/**
 * The node of the card at [index] in the current state, without rendering the others (O(1)): what
 * a card view's delegate exposes. Null for an index outside the cards, or a strategy that shows no
 * card nodes ([CarouselStrategy.CUSTOM_ACTIONS]).
 */
fun Carousel.cardNode(index: Int): CarouselNode? {
    if (index !in 0 until count) return null
    return when (effectiveStrategy) {
        CarouselStrategy.CUSTOM_ACTIONS -> null
        CarouselStrategy.HEADING_BOUNDED, CarouselStrategy.SWIPE_THROUGH -> cardNode(index, exposed = true)
        else -> cardNode(index, exposed = isBrowsing)
    }
}

/** The pause/play button's node, or null when the carousel shows none (it rotates with two cards or more, in a strategy with a node per card). */
fun Carousel.pauseButtonNode(): CarouselNode? = when (effectiveStrategy) {
    CarouselStrategy.HEADING_BOUNDED, CarouselStrategy.SWIPE_THROUGH -> pauseButton().firstOrNull()
    else -> null
}

/** A card's node: grouped label, role, "disabled", its position as collection item info, its own actions. */
private fun Carousel.cardNode(index: Int, exposed: Boolean): CarouselNode {
    val card = cards[index]
    val browsing = effectiveStrategy == CarouselStrategy.ANDROID_CONTAINER && exposed
    return CarouselNode(
        id = cardElementId(index), label = card.groupedLabel, hint = if (browsing) words.twoFingerSwipeHint else null,
        role = when (card.role) {
            CardRole.BUTTON -> NodeRole.BUTTON
            CardRole.LINK -> NodeRole.LINK
            CardRole.NONE -> null
        },
        isEnabled = card.isEnabled, item = 0 to index,
        actions = if (card.isEnabled) card.actions.map { NodeAction(it.key, it.name) } else emptyList(),
        isHidden = !exposed, isAccessible = true, isClickable = card.role != CardRole.NONE && card.isEnabled,
        isFocusable = exposed, cardId = card.id
    )
}

private fun Carousel.pauseButton(): List<CarouselNode> = if (!offersPauseControl) emptyList() else listOf(
    CarouselNode(
        id = pauseButtonElementId, label = if (isPausedByUser) words.play else words.pause, role = NodeRole.BUTTON,
        isAccessible = true, isClickable = true, isFocusable = true
    )
)

private val Carousel.moveActions get() = listOf(NodeAction("next", words.nextCard), NodeAction("previous", words.previousCard))

private val Carousel.currentCardActions: List<NodeAction>
    get() {
        val card = currentCard ?: return emptyList()
        if (!card.isEnabled) return emptyList()
        return card.actions.map { NodeAction("card." + it.key, it.name) }
    }

/** "Pause" or "Play" for a carousel that can move by itself. */
val Carousel.rotationActions: List<NodeAction>
    get() = when {
        !offersPauseControl -> emptyList()
        isPausedByUser -> listOf(NodeAction("play", words.play))
        else -> listOf(NodeAction("pause", words.pause))
    }
