package android.provider;

import android.content.ContentResolver;

/** A test double: the animator duration scale the test sets. */
public final class Settings {
    public static final class Global {
        public static final String ANIMATOR_DURATION_SCALE = "animator_duration_scale";
        public static float animatorDurationScale = 1f;
        public static float getFloat(ContentResolver cr, String name, float def) {
            return ANIMATOR_DURATION_SCALE.equals(name) ? animatorDurationScale : def;
        }
    }
}
