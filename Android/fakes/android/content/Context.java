package android.content;

/** A test double. */
public class Context {
    public ContentResolver getContentResolver() { return new ContentResolver(this); }
}
