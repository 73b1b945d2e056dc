// Transcribed from https://developer.android.com/reference/android/content/ContentResolver (the type only).
package android.content;

public abstract class ContentResolver {
    public ContentResolver(Context context) { throw new RuntimeException("Stub!"); }
}
