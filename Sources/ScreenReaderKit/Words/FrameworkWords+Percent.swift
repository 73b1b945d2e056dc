import Foundation

extension FrameworkWords {
    /// A platform progress bar's or seek bar's own state description for a whole percent, in the
    /// device's number format: "24%", "24 %" (a no-break space, de, fr, ru, sv ...), "%24" (tr).
    ///
    /// Since Android 11 `ProgressBar` states its progress as
    /// `NumberFormat.getPercentInstance(locale).format(getPercent(progress))`, the fraction of its
    /// range (Ankits-lab/frameworks_base@150a9240 `core/java/android/widget/ProgressBar.java`,
    /// `formatStateDescription`, `getPercent`); Java's `NumberFormat` is ICU's percent pattern of the
    /// locale (CLDR). Foundation's percent style reads the same CLDR patterns through its own ICU,
    /// so it stands for the device's; the language tag is the speech language's (a device's region
    /// is not known). The outputs checked against CLDR are listed in docs/fidelity.md ("Ninth
    /// session: a platform progress bar's own words").
    ///
    /// - Parameters:
    ///   - wholePercent: The progress as a whole percent of the range, 0...100.
    ///   - language: The BCP 47 tag of the speech language ("de", "zh-Hans").
    /// - Returns: The percent as Android formats it, or `"N%"` when the locale gives none.
    /// - Complexity: O(1).
    public static func percent(_ wholePercent: Int, language: String) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        formatter.locale = Locale(identifier: language)
        formatter.maximumFractionDigits = 0
        return formatter.string(from: NSNumber(value: Double(wholePercent) / 100)) ?? "\(wholePercent)%"
    }
}
