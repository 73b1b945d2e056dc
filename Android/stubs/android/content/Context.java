// Transcribed from https://developer.android.com/reference/android/content/Context (the member used).
package android.content;

public abstract class Context {
    public Context() { throw new RuntimeException("Stub!"); }
    /** API 1. */
    public abstract ContentResolver getContentResolver();
}
