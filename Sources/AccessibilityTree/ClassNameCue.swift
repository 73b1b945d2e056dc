/// What an app's class name says about a widget by its wording alone: the auditor's heuristics
/// for classes no platform table can know (`LoopingViewPager`, `DotsPageIndicator`,
/// `CustomTabStrip`).
///
/// These are not class relations: a `ScrollingPagerIndicator` says "indicator" whatever it
/// extends. They live beside ``WidgetClass`` so that every reading of a class name happens in one
/// place; read a name's cues once with ``cues(of:)`` and test membership.
public enum ClassNameCue: String, Sendable, Hashable, CaseIterable {
    /// A pager: the simple name ends in "Pager" or "Pager2" (ViewPager, HorizontalPager, a
    /// library's LoopingViewPager) and does not mention "Tab" or "Title" (a pager's tab or title
    /// strip).
    case pager
    /// A page indicator: ends in "Indicator" or "PageControl".
    case pageIndicator
    /// A toolbar: ends in "Toolbar".
    case toolbar
    /// A tab strip, tab bar, segmented control, navigation bar or page indicator row: ends in
    /// "TabLayout", "TabWidget", "TabStrip", "TabBar", "TabRow", "TabHost", "SegmentedControl",
    /// "PageIndicator", "PageControl" or a ``navigationBar`` ending.
    case tabStrip
    /// A bottom navigation bar or navigation rail: ends in "BottomNavigationView",
    /// "NavigationBarView", "BottomNavigation", "NavigationRailView" or "BottomBar".
    case navigationBar
    /// An item of a tab strip or navigation bar: contains "$Tab", "TabView", "TabItem",
    /// "NavigationItemView" or "NavigationBarItemView".
    case tabItem
    /// A launcher's home screens or dock (AOSP Launcher3, MIUI): ends in "Workspace", "PagedView",
    /// "ScreenView", "Hotseat" or "CellLayout".
    case launcher
    /// A chip group: ends in "ChipGroup".
    case chipGroup
    /// A chip: ends in "Chip".
    case chip
    /// Named like a page-dots view: contains "pageindicator", "dotsindicator" or
    /// "circleindicator", or ends in "dots" (any case).
    case dots

    /// The cues of a class name, read from its simple name (after the last `.` or `$`).
    ///
    /// - Complexity: O(length of the name).
    public static func cues(of className: String) -> Set<ClassNameCue> {
        var name = className
        // The auditor asks for every element's cues several times, so an ASCII name (every
        // platform's and nearly every app's) is read as bytes: Character comparison and
        // `String.contains` cost far more than the bytes (an ASCII character is one byte, so the
        // answers are the same).
        if let ascii = name.withUTF8({ ASCIIClassName($0)?.cues }) { return ascii }
        return cuesByCharacter(of: className)
    }

    /// ``cues(of:)`` read character by character: for a name with non-ASCII characters.
    private static func cuesByCharacter(of className: String) -> Set<ClassNameCue> {
        let simple = WidgetClass.simpleName(of: className)
        func ends(_ endings: String...) -> Bool { endings.contains { simple.hasSuffix($0) } }
        var result: Set<ClassNameCue> = []
        if ends("Pager", "Pager2"), !simple.contains("Tab"), !simple.contains("Title") { result.insert(.pager) }
        if ends("Indicator", "PageControl") { result.insert(.pageIndicator) }
        if ends("Toolbar") { result.insert(.toolbar) }
        let navigation = [
            "BottomNavigationView", "NavigationBarView", "BottomNavigation", "NavigationRailView", "BottomBar",
        ]
        if navigation.contains(where: { simple.hasSuffix($0) }) { result.insert(.navigationBar) }
        if result.contains(.navigationBar)
            || ends(
                "TabLayout", "TabWidget", "TabStrip", "TabBar", "TabRow", "TabHost", "SegmentedControl",
                "PageIndicator",
                "PageControl")
        {
            result.insert(.tabStrip)
        }
        if ["$Tab", "TabView", "TabItem", "NavigationItemView", "NavigationBarItemView"].contains(where: {
            className.contains($0)
        }) {
            result.insert(.tabItem)
        }
        if ends("Workspace", "PagedView", "ScreenView", "Hotseat", "CellLayout") { result.insert(.launcher) }
        if ends("ChipGroup") { result.insert(.chipGroup) }
        if ends("Chip") { result.insert(.chip) }
        let lowered = simple.lowercased()
        if lowered.contains("pageindicator") || lowered.contains("dotsindicator")
            || lowered.contains("circleindicator") || lowered.hasSuffix("dots")
        {
            result.insert(.dots)
        }
        return result
    }

    /// ``cues(of:)`` read from the bytes of an ASCII class name.
    private struct ASCIIClassName {
        let name: UnsafeBufferPointer<UInt8>
        /// The simple name: the bytes after the last `.` or `$`.
        let simple: UnsafeBufferPointer<UInt8>.SubSequence

        /// `nil` when the name has a byte outside ASCII.
        init?(_ name: UnsafeBufferPointer<UInt8>) {
            guard name.allSatisfy({ $0 < 0x80 }) else { return nil }
            self.name = name
            let separator = name.lastIndex { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "$") }
            simple = name[(separator.map { $0 + 1 } ?? 0)...]
        }

        var cues: Set<ClassNameCue> { Set(ClassNameCue.allCases.lazy.filter(carries)) }

        /// Whether the name carries the cue, reading only what that cue needs: most questions
        /// ask for one cue of every element's class, and building the whole set cost a set and
        /// every ending's comparison each time.
        func carries(_ cue: ClassNameCue) -> Bool {
            func ends(_ endings: StaticString...) -> Bool { endings.contains { Self.hasSuffix(simple, $0) } }
            switch cue {
            case .pager:
                return ends("Pager", "Pager2") && !Self.contains(simple, "Tab") && !Self.contains(simple, "Title")
            case .pageIndicator: return ends("Indicator", "PageControl")
            case .toolbar: return ends("Toolbar")
            case .navigationBar:
                return ends(
                    "BottomNavigationView", "NavigationBarView", "BottomNavigation", "NavigationRailView", "BottomBar")
            case .tabStrip:
                return carries(.navigationBar)
                    || ends(
                        "TabLayout", "TabWidget", "TabStrip", "TabBar", "TabRow", "TabHost", "SegmentedControl",
                        "PageIndicator", "PageControl")
            case .tabItem:
                let whole = name[...]
                return ["$Tab", "TabView", "TabItem", "NavigationItemView", "NavigationBarItemView"].contains {
                    Self.contains(whole, $0)
                }
            case .launcher: return ends("Workspace", "PagedView", "ScreenView", "Hotseat", "CellLayout")
            case .chipGroup: return ends("ChipGroup")
            case .chip: return ends("Chip")
            case .dots:
                return Self.contains(simple, "pageindicator", ignoringCase: true)
                    || Self.contains(simple, "dotsindicator", ignoringCase: true)
                    || Self.contains(simple, "circleindicator", ignoringCase: true)
                    || Self.hasSuffix(simple, "dots", ignoringCase: true)
            }
        }

        /// Whether `bytes` ends with `suffix`; with `ignoringCase`, `suffix` is lowercase.
        private static func hasSuffix(
            _ bytes: UnsafeBufferPointer<UInt8>.SubSequence, _ suffix: StaticString, ignoringCase: Bool = false
        ) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard bytes.count >= count else { return false }
            return matches(bytes, at: bytes.endIndex - count, suffix, ignoringCase: ignoringCase)
        }

        /// Whether `bytes` contains `part`; with `ignoringCase`, `part` is lowercase.
        private static func contains(
            _ bytes: UnsafeBufferPointer<UInt8>.SubSequence, _ part: StaticString, ignoringCase: Bool = false
        ) -> Bool {
            let count = part.utf8CodeUnitCount
            guard bytes.count >= count else { return false }
            return (bytes.startIndex...(bytes.endIndex - count)).contains {
                matches(bytes, at: $0, part, ignoringCase: ignoringCase)
            }
        }

        private static func matches(
            _ bytes: UnsafeBufferPointer<UInt8>.SubSequence, at start: Int, _ part: StaticString, ignoringCase: Bool
        ) -> Bool {
            let pattern = UnsafeBufferPointer(start: part.utf8Start, count: part.utf8CodeUnitCount)
            for (offset, expected) in pattern.enumerated() {
                var byte = bytes[start + offset]
                if ignoringCase, byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
                guard byte == expected else { return false }
            }
            return true
        }
    }

    /// Whether the class name carries this cue.
    ///
    /// - Complexity: O(length of the name).
    public func isCarried(by className: String) -> Bool {
        var name = className
        if let ascii = name.withUTF8({ bytes in ASCIIClassName(bytes)?.carries(self) }) { return ascii }
        return Self.cuesByCharacter(of: className).contains(self)
    }
}
