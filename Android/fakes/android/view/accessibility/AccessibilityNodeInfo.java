package android.view.accessibility;

import android.os.Bundle;
import java.util.ArrayList;
import java.util.List;

/** A test double: the fields the delegate sets. */
public class AccessibilityNodeInfo {
    public static final int ACTION_CLICK = 0x00000010;
    public static final int ACTION_ACCESSIBILITY_FOCUS = 0x00000040;
    public static final int ACTION_SCROLL_FORWARD = 0x00001000;
    public static final int ACTION_SCROLL_BACKWARD = 0x00002000;

    public CharSequence contentDescription, className, hintText;
    public boolean enabled, clickable, focusable, scrollable;
    public final Bundle extras = new Bundle();
    public CollectionInfo collectionInfo;
    public CollectionItemInfo collectionItemInfo;
    public final List<AccessibilityAction> actions = new ArrayList<>();

    public AccessibilityNodeInfo() {}
    public void setContentDescription(CharSequence value) { contentDescription = value; }
    public CharSequence getContentDescription() { return contentDescription; }
    public void setClassName(CharSequence value) { className = value; }
    public CharSequence getClassName() { return className; }
    public void setEnabled(boolean value) { enabled = value; }
    public boolean isEnabled() { return enabled; }
    public void setClickable(boolean value) { clickable = value; }
    public boolean isClickable() { return clickable; }
    public void setFocusable(boolean value) { focusable = value; }
    public boolean isFocusable() { return focusable; }
    public void setScrollable(boolean value) { scrollable = value; }
    public boolean isScrollable() { return scrollable; }
    public void setHintText(CharSequence value) { hintText = value; }
    public CharSequence getHintText() { return hintText; }
    public Bundle getExtras() { return extras; }
    public void setCollectionInfo(CollectionInfo value) { collectionInfo = value; }
    public CollectionInfo getCollectionInfo() { return collectionInfo; }
    public void setCollectionItemInfo(CollectionItemInfo value) { collectionItemInfo = value; }
    public CollectionItemInfo getCollectionItemInfo() { return collectionItemInfo; }
    public void addAction(AccessibilityAction action) { actions.add(action); }

    public static final class AccessibilityAction {
        public static final AccessibilityAction ACTION_CLICK = new AccessibilityAction(0x00000010, null);
        public static final AccessibilityAction ACTION_SCROLL_FORWARD = new AccessibilityAction(0x00001000, null);
        public static final AccessibilityAction ACTION_SCROLL_BACKWARD = new AccessibilityAction(0x00002000, null);
        public static final AccessibilityAction ACTION_SCROLL_LEFT = new AccessibilityAction(900001, null);
        public static final AccessibilityAction ACTION_SCROLL_RIGHT = new AccessibilityAction(900002, null);
        private final int id;
        private final CharSequence label;
        public AccessibilityAction(int actionId, CharSequence label) { this.id = actionId; this.label = label; }
        public int getId() { return id; }
        public CharSequence getLabel() { return label; }
    }

    public static final class CollectionInfo {
        public final int rowCount, columnCount;
        private CollectionInfo(int rows, int columns) { rowCount = rows; columnCount = columns; }
        public static CollectionInfo obtain(int rowCount, int columnCount, boolean hierarchical) { return new CollectionInfo(rowCount, columnCount); }
    }

    public static final class CollectionItemInfo {
        public final int rowIndex, columnIndex;
        public final boolean heading;
        private CollectionItemInfo(int row, int column, boolean heading) { rowIndex = row; columnIndex = column; this.heading = heading; }
        public static CollectionItemInfo obtain(int rowIndex, int rowSpan, int columnIndex, int columnSpan, boolean heading) { return new CollectionItemInfo(rowIndex, columnIndex, heading); }
    }
}
