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
        // An ASCII name (nearly every one) is matched as bytes: the auditor asks about every
        // element's class several times, and Character comparison costs far more (an ASCII
        // character is one byte, so the match is the same).
        var name = className
        switch name.withUTF8(Self.asciiMatch) {
        case .ascii(let match?):
            self = match
            return
        case .ascii(nil): return nil
        case .notASCII: break
        }
        let simple = Self.simpleName(of: className)
        guard let match = Self.simpleNamesLongestFirst.first(where: { simple.hasSuffix($0.name) }) else {
            return nil
        }
        self = match.widget
    }

    /// What ``init(viewClassName:)`` finds in a name's bytes.
    private enum ASCIIMatch {
        /// The name is ASCII; the class its simple name ends with, if any.
        case ascii(WidgetClass?)
        /// The name has a byte outside ASCII: it is matched by Character.
        case notASCII
    }

    /// ``init(viewClassName:)``'s match on the bytes of an ASCII name.
    private static func asciiMatch(_ name: UnsafeBufferPointer<UInt8>) -> ASCIIMatch {
        guard name.allSatisfy({ $0 < 0x80 }) else { return .notASCII }
        let separator = name.lastIndex { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "$") }
        let simple = name[(separator.map { $0 + 1 } ?? 0)...]
        let match = simpleNameBytesLongestFirst.first { known in
            simple.count >= known.name.count && simple.suffix(known.name.count).elementsEqual(known.name)
        }
        return .ascii(match?.widget)
    }

    /// ``simpleNamesLongestFirst`` as bytes (every name in the table is ASCII).
    private static let simpleNameBytesLongestFirst: [(name: [UInt8], widget: WidgetClass)] =
        simpleNamesLongestFirst.map { (Array($0.name.utf8), $0.widget) }

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
