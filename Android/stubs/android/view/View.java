// Transcribed declarations (facts, not code) from the Android API reference,
// https://developer.android.com/reference/android/view/View : only the members the library uses,
// with the API level each was added in. Bodies throw, as android.jar's do.
package android.view;

import android.content.Context;
import android.os.Bundle;
import android.view.accessibility.AccessibilityNodeInfo;

public class View {
    /** API 16. */
    public static final int IMPORTANT_FOR_ACCESSIBILITY_YES = 0x00000001;
    /** API 19. */
    public static final int IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS = 0x00000004;

    /** API 1. */
    public View(Context context) { throw new RuntimeException("Stub!"); }
    /** API 1. */
    public final Context getContext() { throw new RuntimeException("Stub!"); }
    /** API 14. */
    public void setAccessibilityDelegate(View.AccessibilityDelegate delegate) { throw new RuntimeException("Stub!"); }
    /** API 16. */
    public void announceForAccessibility(CharSequence text) { throw new RuntimeException("Stub!"); }
    /** API 4. */
    public void sendAccessibilityEvent(int eventType) { throw new RuntimeException("Stub!"); }
    /** API 16. */
    public boolean performAccessibilityAction(int action, Bundle arguments) { throw new RuntimeException("Stub!"); }
    /** API 16. */
    public void setImportantForAccessibility(int mode) { throw new RuntimeException("Stub!"); }
    /** API 16. */
    public int getImportantForAccessibility() { throw new RuntimeException("Stub!"); }
    /** API 1. */
    public boolean post(Runnable action) { throw new RuntimeException("Stub!"); }
    /** API 1. */
    public boolean postDelayed(Runnable action, long delayMillis) { throw new RuntimeException("Stub!"); }
    /** API 1. */
    public boolean removeCallbacks(Runnable action) { throw new RuntimeException("Stub!"); }
    /** API 12. */
    public void addOnAttachStateChangeListener(View.OnAttachStateChangeListener listener) { throw new RuntimeException("Stub!"); }
    /** API 17. */
    public static int generateViewId() { throw new RuntimeException("Stub!"); }

    /** API 12. */
    public static interface OnAttachStateChangeListener {
        public void onViewAttachedToWindow(View v);
        public void onViewDetachedFromWindow(View v);
    }

    /** API 14. */
    public static class AccessibilityDelegate {
        public AccessibilityDelegate() { throw new RuntimeException("Stub!"); }
        public void sendAccessibilityEvent(View host, int eventType) { throw new RuntimeException("Stub!"); }
        /** API 16. */
        public boolean performAccessibilityAction(View host, int action, Bundle args) { throw new RuntimeException("Stub!"); }
        public void onInitializeAccessibilityNodeInfo(View host, AccessibilityNodeInfo info) { throw new RuntimeException("Stub!"); }
    }
}
