package com.accessiblecarousel.core

/**
 * How the carousel presents itself to TalkBack, CarouselKit's `CarouselStrategy` on Android:
 * [ADJUSTABLE], [CUSTOM_ROTOR] and [PAGE_CONTROL] render as [ANDROID_CONTAINER] there (TalkBack has no
 * custom rotors and no swipe-up/down adjustment of custom views; the container gives the same
 * one-swipe skip).
 */
enum class CarouselStrategy(val key: String) {
    ADJUSTABLE("adjustable"),
    CUSTOM_ROTOR("customRotor"),
    /** One node with "Next card" / "Previous card" custom actions. */
    CUSTOM_ACTIONS("customActions"),
    /** A heading before the cards (and one after), each card its own node. */
    HEADING_BOUNDED("headingBounded"),
    PAGE_CONTROL("pageControl"),
    /** The Android default: a focusable container; activating it exposes the cards; one swipe passes it. */
    ANDROID_CONTAINER("androidContainer"),
    /** Every card its own node in a list; for small carousels only. */
    SWIPE_THROUGH("swipeThrough");

    /** The strategy rendered on Android. */
    val effective: CarouselStrategy
        get() = when (this) {
            ADJUSTABLE, CUSTOM_ROTOR, PAGE_CONTROL -> ANDROID_CONTAINER
            else -> this
        }

    /** Whether one node stands for the whole carousel (card changes keep focus on it). */
    val isSingleElement: Boolean
        get() = when (this) {
            ADJUSTABLE, CUSTOM_ROTOR, CUSTOM_ACTIONS, ANDROID_CONTAINER -> true
            else -> false
        }

    companion object {
        /** The strategy with CarouselKit's raw value, or null. */
        fun fromKey(key: String): CarouselStrategy? = values().firstOrNull { it.key == key }
    }
}

/** A scroll direction: [FORWARD]/[BACKWARD] are logical, [LEFT]/[RIGHT] physical, [UP]/[DOWN] move no card. */
enum class ScrollDirection(val key: String) {
    RIGHT("right"), LEFT("left"), DOWN("down"), UP("up"), FORWARD("forward"), BACKWARD("backward");

    companion object {
        /** The direction with CarouselKit's raw value, or null. */
        fun fromKey(key: String): ScrollDirection? = values().firstOrNull { it.key == key }
    }
}

/** How the cards changed, so the current card is kept or replaced truthfully. */
sealed class CardChange {
    /** Cards inserted at [lower] until [upper] (exclusive) of the new list. */
    data class Inserted(val lower: Int, val upper: Int) : CardChange()
    /** Cards removed at [lower] until [upper] (exclusive) of the old list. */
    data class Removed(val lower: Int, val upper: Int) : CardChange()
    /** Everything may have changed. */
    object Reloaded : CardChange()
}
