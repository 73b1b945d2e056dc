// Transcribed declarations from https://developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo
// (and its nested CollectionInfo, CollectionItemInfo, AccessibilityAction): only what the library
// uses, with the API level each was added in and the constants' documented values.
package android.view.accessibility;

import android.os.Bundle;

public class AccessibilityNodeInfo {
    /** API 14. */
    public static final int ACTION_CLICK = 0x00000010;
    /** API 16. */
    public static final int ACTION_ACCESSIBILITY_FOCUS = 0x00000040;
    /** API 16. */
    public static final int ACTION_SCROLL_FORWARD = 0x00001000;
    /** API 16. */
    public static final int ACTION_SCROLL_BACKWARD = 0x00002000;

    AccessibilityNodeInfo() { throw new RuntimeException("Stub!"); }

    /** API 14. */
    public void setContentDescription(CharSequence contentDescription) { throw new RuntimeException("Stub!"); }
    /** API 14. */
    public CharSequence getContentDescription() { throw new RuntimeException("Stub!"); }
    /** API 14. */
    public void setClassName(CharSequence className) { throw new RuntimeException("Stub!"); }
    /** API 14. */
    public CharSequence getClassName() { throw new RuntimeException("Stub!"); }
    /** API 14. */
    public void setEnabled(boolean enabled) { throw new RuntimeException("Stub!"); }
    /** API 14. */
    public boolean isEnabled() { throw new RuntimeException("Stub!"); }
    /** API 14. */
    public void setClickable(boolean clickable) { throw new RuntimeException("Stub!"); }
    /** API 14. */
    public boolean isClickable() { throw new RuntimeException("Stub!"); }
    /** API 14. */
    public void setFocusable(boolean focusable) { throw new RuntimeException("Stub!"); }
    /** API 14. */
    public boolean isFocusable() { throw new RuntimeException("Stub!"); }
    /** API 14. */
    public void setScrollable(boolean scrollable) { throw new RuntimeException("Stub!"); }
    /** API 14. */
    public boolean isScrollable() { throw new RuntimeException("Stub!"); }
    /** API 26; called only behind Build.VERSION.SDK_INT >= 26. */
    public void setHintText(CharSequence hintText) { throw new RuntimeException("Stub!"); }
    /** API 26. */
    public CharSequence getHintText() { throw new RuntimeException("Stub!"); }
    /** API 19. */
    public Bundle getExtras() { throw new RuntimeException("Stub!"); }
    /** API 19. */
    public void setCollectionInfo(AccessibilityNodeInfo.CollectionInfo collectionInfo) { throw new RuntimeException("Stub!"); }
    /** API 19. */
    public AccessibilityNodeInfo.CollectionInfo getCollectionInfo() { throw new RuntimeException("Stub!"); }
    /** API 19. */
    public void setCollectionItemInfo(AccessibilityNodeInfo.CollectionItemInfo collectionItemInfo) { throw new RuntimeException("Stub!"); }
    /** API 19. */
    public AccessibilityNodeInfo.CollectionItemInfo getCollectionItemInfo() { throw new RuntimeException("Stub!"); }
    /** API 21. */
    public void addAction(AccessibilityNodeInfo.AccessibilityAction action) { throw new RuntimeException("Stub!"); }

    /** API 21. */
    public static final class AccessibilityAction {
        /** API 21. */
        public static final AccessibilityNodeInfo.AccessibilityAction ACTION_CLICK = null;
        /** API 21. */
        public static final AccessibilityNodeInfo.AccessibilityAction ACTION_SCROLL_FORWARD = null;
        /** API 21. */
        public static final AccessibilityNodeInfo.AccessibilityAction ACTION_SCROLL_BACKWARD = null;
        /** API 23 (android.R.id.accessibilityActionScrollLeft). */
        public static final AccessibilityNodeInfo.AccessibilityAction ACTION_SCROLL_LEFT = null;
        /** API 23 (android.R.id.accessibilityActionScrollRight). */
        public static final AccessibilityNodeInfo.AccessibilityAction ACTION_SCROLL_RIGHT = null;

        /** API 21. */
        public AccessibilityAction(int actionId, CharSequence label) { throw new RuntimeException("Stub!"); }
        /** API 21. */
        public int getId() { throw new RuntimeException("Stub!"); }
        /** API 21. */
        public CharSequence getLabel() { throw new RuntimeException("Stub!"); }
    }

    /** API 19. */
    public static final class CollectionInfo {
        CollectionInfo() { throw new RuntimeException("Stub!"); }
        /** API 19. */
        public static AccessibilityNodeInfo.CollectionInfo obtain(int rowCount, int columnCount, boolean hierarchical) { throw new RuntimeException("Stub!"); }
    }

    /** API 19. */
    public static final class CollectionItemInfo {
        CollectionItemInfo() { throw new RuntimeException("Stub!"); }
        /** API 19. */
        public static AccessibilityNodeInfo.CollectionItemInfo obtain(int rowIndex, int rowSpan, int columnIndex, int columnSpan, boolean heading) { throw new RuntimeException("Stub!"); }
    }
}
