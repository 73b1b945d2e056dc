extension WidgetClass {
    /// The Android class an unknown class name most likely extends, guessed from its simple
    /// name's ending (`com.foo.MyRecyclerView` → RecyclerView, `DmtTextView` → TextView); for a
    /// name the table knows, that class.
    ///
    /// **A guess, not what TalkBack does.** TalkBack cannot load an app's class, so it gives such a
    /// node no class-based role (see ``WidgetClass``); its role model never calls this. The
    /// guess serves the model's ``ElementRole`` (an app's `MyRecyclerView` is almost always a
    /// RecyclerView, whose collection info the importer then fills in as the real widget would
    /// report it) and the auditor's heuristics. The longest known simple name wins
    /// (`MyImageButton` is an ImageButton, not a Button); iOS types are never guessed.
    ///
    /// - Complexity: O(*k* × length of the name) for the *k* simple names the table knows.
    public init?(lookalike className: String) {
        if let known = Self.byName[className] {
            self = known
            return
        }
        self.init(viewClassName: className)
    }

    /// The Android class a view-hierarchy dump's Java class name (Espresso writes simple names:
    /// `MaterialButton`, `AppCompatTextView`, an app's `FancyButton`) stands for, by the longest
    /// Android simple name it ends with; never an iOS type (`Button` is `android.widget.Button`).
    ///
    /// A view's accessibility class name is inherited (`getAccessibilityClassName`), so an app's
    /// subclass reports its platform ancestor's name: for a view class, unlike an accessibility
    /// class name, the ending is the best evidence of what TalkBack receives.
    ///
    /// - Complexity: O(*k* × length of the name) for the *k* simple names the table knows.
    public init?(viewClassName className: String) {
        let simple = Self.simpleName(of: className)
        guard let match = Self.simpleNamesLongestFirst.first(where: { simple.hasSuffix($0.name) }) else {
            return nil
        }
        self = match.widget
    }

    /// The class name after its last `.` or `$`.
    static func simpleName(of className: String) -> Substring {
        guard let separator = className.lastIndex(where: { $0 == "." || $0 == "$" }) else {
            return Substring(className)
        }
        return className[className.index(after: separator)...]
    }

    /// Android classes by simple name, longest first; for a simple name several packages share
    /// (`ViewPager`), the first in the table's order.
    private static let simpleNamesLongestFirst: [(name: String, widget: WidgetClass)] = {
        var seen: Set<Substring> = []
        var result: [(name: String, widget: WidgetClass)] = []
        for known in WidgetClass.allCases where known.platform == .android && known.superclass != nil {
            let simple = simpleName(of: known.rawValue)
            guard seen.insert(simple).inserted else { continue }
            result.append((String(simple), known))
        }
        return result.sorted { $0.name.count > $1.name.count }
    }()
}
