package android.os;

/** A test double: API 23, the library's minimum. */
public class Build {
    public static class VERSION {
        public static final int SDK_INT = 23;
    }
}
