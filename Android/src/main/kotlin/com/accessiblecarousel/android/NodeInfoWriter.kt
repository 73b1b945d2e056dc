package com.accessiblecarousel.android

import android.os.Build
import android.view.accessibility.AccessibilityNodeInfo
import android.view.accessibility.AccessibilityNodeInfo.AccessibilityAction
import com.accessiblecarousel.core.CarouselNode
import com.accessiblecarousel.core.CarouselWords
import com.accessiblecarousel.core.UiAutomatorDump

/** Copies a [CarouselNode] onto the framework's node, 1:1; nothing is decided here. */
internal object NodeInfoWriter {
    /**
     * Where AndroidX keeps a role description (`AccessibilityNodeInfoCompat.setRoleDescription`'s
     * extras key) and where TalkBack reads it, in place of the role word
     * (talkback@26a27dc `AccessibilityNodeFeedbackUtils.java:175-197`, docs/fidelity.md).
     */
    const val roleDescriptionKey = "AccessibilityNodeInfo.roleDescription"

    /** Where AndroidX keeps the hint text below API 26 (`AccessibilityNodeInfoCompat.setHintText`), and where its `getHintText` reads it there. */
    const val hintTextKey = "androidx.view.accessibility.AccessibilityNodeInfoCompat.HINT_TEXT_KEY"

    // CollectionInfo.obtain and CollectionItemInfo.obtain are deprecated from API 33 in favour of
    // constructors that API 23 lacks.
    @Suppress("DEPRECATION")
    fun write(node: CarouselNode, info: AccessibilityNodeInfo, words: CarouselWords, actionId: (String) -> Int) {
        // A value has no field of its own on Android: TalkBack reads it after the name.
        info.contentDescription = node.label?.let { label -> node.value?.let { "$label, $it" } ?: label }
        info.className = UiAutomatorDump.className(node)
        info.isEnabled = node.isEnabled
        info.isClickable = node.isClickable
        info.isFocusable = node.isFocusable
        info.isScrollable = node.isScrollable
        if (node.isClickable) info.addAction(AccessibilityAction.ACTION_CLICK)
        node.hint?.let { hint ->
            if (Build.VERSION.SDK_INT >= 26) info.hintText = hint else info.extras.putCharSequence(hintTextKey, hint)
        }
        UiAutomatorDump.roleDescription(node, words)?.let { info.extras.putCharSequence(roleDescriptionKey, it) }
        node.collection?.let { (rows, columns) ->
            info.collectionInfo = AccessibilityNodeInfo.CollectionInfo.obtain(rows, columns, false)
        }
        val item = node.item
        if (item != null || node.isHeading) {
            // Below API 28 a heading is a collection item marked as one (TalkBack reads both).
            val (row, column) = item ?: (0 to 0)
            info.collectionItemInfo = AccessibilityNodeInfo.CollectionItemInfo.obtain(row, 1, column, 1, node.isHeading)
        }
        for (action in node.actions) info.addAction(AccessibilityAction(actionId(action.key), action.name))
    }
}
