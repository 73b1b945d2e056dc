package com.accessiblecarousel.core

/** What activating a card does, which decides TalkBack's role word ("Button", "Link", none). */
enum class CardRole { BUTTON, LINK, NONE }

/** An extra action of a card ("Share"), offered as a custom action under [key]. */
data class CardAction(val key: String, val name: String)

/**
 * One card, as data: its texts are spoken as one label (title, description, other texts joined
 * with ", "), then the role word, "disabled" when it cannot be activated, and its position.
 */
data class Card(
    /** The app's identity for the card; [Effect.Performed] carries it. */
    val id: String,
    val title: String,
    val description: String? = null,
    val otherTexts: List<String> = emptyList(),
    val role: CardRole = CardRole.BUTTON,
    val isEnabled: Boolean = true,
    val actions: List<CardAction> = emptyList()
) {
    /** The card's texts grouped into one label: non-empty texts joined with ", ". */
    val groupedLabel: String
        get() = (listOf(title) + listOfNotNull(description) + otherTexts).filter { it.isNotEmpty() }.joinToString(", ")
}
