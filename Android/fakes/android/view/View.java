package android.view;

import android.content.Context;
import android.os.Bundle;
import android.view.accessibility.AccessibilityNodeInfo;
import java.util.ArrayList;
import java.util.List;

/** A test double: records what the delegate asks of a view. */
public class View {
    public static final int IMPORTANT_FOR_ACCESSIBILITY_YES = 0x00000001;
    public static final int IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS = 0x00000004;
    private static int nextId = 1000;

    private final Context context;
    public AccessibilityDelegate delegate;
    public int importantForAccessibility;
    public final List<CharSequence> announcements = new ArrayList<>();
    public final List<Integer> events = new ArrayList<>();
    public final List<Integer> actionsPerformed = new ArrayList<>();
    public final List<Runnable> posted = new ArrayList<>();
    public final List<OnAttachStateChangeListener> attachListeners = new ArrayList<>();

    public View(Context context) { this.context = context; }
    public final Context getContext() { return context; }
    public void setAccessibilityDelegate(AccessibilityDelegate delegate) { this.delegate = delegate; }
    public void announceForAccessibility(CharSequence text) { announcements.add(text); }
    public void sendAccessibilityEvent(int eventType) {
        if (delegate != null) delegate.sendAccessibilityEvent(this, eventType); else events.add(eventType);
    }
    public boolean performAccessibilityAction(int action, Bundle arguments) {
        actionsPerformed.add(action);
        return delegate != null && delegate.performAccessibilityAction(this, action, arguments);
    }
    public void setImportantForAccessibility(int mode) { importantForAccessibility = mode; }
    public int getImportantForAccessibility() { return importantForAccessibility; }
    public boolean post(Runnable action) { posted.add(action); return true; }
    public boolean postDelayed(Runnable action, long delayMillis) { posted.add(action); return true; }
    public boolean removeCallbacks(Runnable action) { posted.remove(action); return true; }
    public void addOnAttachStateChangeListener(OnAttachStateChangeListener listener) { attachListeners.add(listener); }
    public static int generateViewId() { return nextId++; }

    /** Runs what was posted, in order, until nothing is left (at most 100 rounds). */
    public void runPosted() {
        for (int round = 0; round < 100 && !posted.isEmpty(); round++) {
            List<Runnable> now = new ArrayList<>(posted);
            posted.clear();
            for (Runnable runnable : now) runnable.run();
        }
    }

    /** The node this view exposes now. */
    public AccessibilityNodeInfo createNodeInfo() {
        AccessibilityNodeInfo info = new AccessibilityNodeInfo();
        if (delegate != null) delegate.onInitializeAccessibilityNodeInfo(this, info);
        return info;
    }

    public static interface OnAttachStateChangeListener {
        public void onViewAttachedToWindow(View v);
        public void onViewDetachedFromWindow(View v);
    }

    public static class AccessibilityDelegate {
        public AccessibilityDelegate() {}
        public void sendAccessibilityEvent(View host, int eventType) { host.events.add(eventType); }
        public boolean performAccessibilityAction(View host, int action, Bundle args) { return false; }
        public void onInitializeAccessibilityNodeInfo(View host, AccessibilityNodeInfo info) {}
    }
}
