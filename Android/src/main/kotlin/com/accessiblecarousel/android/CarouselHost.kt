package com.accessiblecarousel.android

import android.view.View

/**
 * What the app's carousel does for the delegate: the container (a `RecyclerView`, `ViewPager`,
 * `HorizontalScrollView`) stays the app's; the delegate only asks it to move and act.
 */
interface CarouselHost {
    /** Scroll the card at [index] into view; [animated] is false while Reduce Motion is on. */
    fun scrollToCard(index: Int, animated: Boolean)

    /** The view showing the card at [index], or null when it is not attached (recycled, not yet laid out). */
    fun cardView(index: Int): View?

    /** The app's own action for a card: [action] is "activate" for a double tap, else a [com.accessiblecarousel.core.CardAction] key. */
    fun performCardAction(cardId: String, action: String)
}
