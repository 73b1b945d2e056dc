// Transcribed from https://developer.android.com/reference/android/os/SystemClock (the member used).
package android.os;

public final class SystemClock {
    SystemClock() { throw new RuntimeException("Stub!"); }
    /** API 1. */
    public static long uptimeMillis() { throw new RuntimeException("Stub!"); }
}
