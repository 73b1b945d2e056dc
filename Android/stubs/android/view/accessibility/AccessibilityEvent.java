// Transcribed declarations from https://developer.android.com/reference/android/view/accessibility/AccessibilityEvent
// (constants only, with their documented values and API levels).
package android.view.accessibility;

public final class AccessibilityEvent {
    /** API 14. */
    public static final int TYPE_WINDOW_CONTENT_CHANGED = 0x00000800;
    /** API 16. */
    public static final int TYPE_VIEW_ACCESSIBILITY_FOCUSED = 0x00008000;
    /** API 16. */
    public static final int TYPE_VIEW_ACCESSIBILITY_FOCUS_CLEARED = 0x00010000;

    AccessibilityEvent() { throw new RuntimeException("Stub!"); }
}
