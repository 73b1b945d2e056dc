// Transcribed from https://developer.android.com/reference/android/provider/Settings.Global (the members used).
package android.provider;

import android.content.ContentResolver;

public final class Settings {
    Settings() { throw new RuntimeException("Stub!"); }

    /** API 17. */
    public static final class Global {
        Global() { throw new RuntimeException("Stub!"); }
        /** API 17. */
        public static final String ANIMATOR_DURATION_SCALE = "animator_duration_scale";
        /** API 17. */
        public static float getFloat(ContentResolver cr, String name, float def) { throw new RuntimeException("Stub!"); }
    }
}
