package android.os;

/** A test double: a clock the test sets. */
public final class SystemClock {
    public static long now = 0;
    public static long uptimeMillis() { return now; }
}
