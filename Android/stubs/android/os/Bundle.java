// Transcribed from https://developer.android.com/reference/android/os/Bundle (the member used).
package android.os;

public final class Bundle {
    public Bundle() { throw new RuntimeException("Stub!"); }
    /** API 1. */
    public void putCharSequence(String key, CharSequence value) { throw new RuntimeException("Stub!"); }
}
