package android.os;

import java.util.HashMap;

/** A test double: a map. */
public final class Bundle {
    public final HashMap<String, CharSequence> values = new HashMap<>();
    public Bundle() {}
    public void putCharSequence(String key, CharSequence value) { values.put(key, value); }
}
