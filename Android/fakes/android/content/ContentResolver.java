package android.content;

/** A test double. */
public class ContentResolver {
    public ContentResolver(Context context) {}
}
