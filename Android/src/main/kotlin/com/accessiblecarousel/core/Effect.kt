package com.accessiblecarousel.core

/** Something the carousel asks its host to do after an event (CarouselKit's `AccessibilityEffect`). */
sealed class Effect {
    /** Speak the text without moving focus (`View.announceForAccessibility`). */
    data class Announce(val text: String) : Effect()
    /** Speak a scroll status ("Showing slide 2 of 8"), also announced. */
    data class PageScrolled(val text: String) : Effect()
    /** Scroll the card at this 0-based index into view. */
    data class ScrollTo(val index: Int) : Effect()
    /** Move accessibility focus to the node ([element] null: the first). */
    data class LayoutChanged(val element: String?) : Effect()
    /** A limit was reached: nothing changed. */
    object Boundary : Effect() { override fun toString() = "Boundary" }
    /** The app's own action for a card ("activate", or a card action's key). */
    data class Performed(val action: String, val element: String) : Effect()
}

/** What an event caused, and whether the carousel took it (a pause takes it without an effect). */
data class Response(val effects: List<Effect>, val handled: Boolean = effects.isNotEmpty()) {
    companion object {
        /** Not the carousel's event. */
        val unhandled = Response(emptyList(), false)
    }
}
