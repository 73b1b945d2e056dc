// Transcribed from https://developer.android.com/reference/android/os/Build.VERSION (the member used).
package android.os;

public class Build {
    Build() { throw new RuntimeException("Stub!"); }

    public static class VERSION {
        VERSION() { throw new RuntimeException("Stub!"); }
        /** API 4. */
        public static final int SDK_INT = 0;
    }
}
