import AccessibilityTree
import Foundation
import Testing

/// The table of widget classes: superclass chains as the Android reference declares them
/// (developer.android.com/reference, each class's "Inheritance" line), exact lookup as TalkBack's
/// `ClassLoadingCache.checkInstanceOf` (talkback@26a27dc0 `utils/.../ClassLoadingCache.java:67-86`),
/// and the documented guess for app classes.
@Suite("Widget classes")
struct WidgetClassTests {
    @Test(arguments: [
        (WidgetClass.horizontalScrollView, [WidgetClass.horizontalScrollView, .frameLayout, .viewGroup, .view]),
        (.imageButton, [.imageButton, .imageView, .view]),
        (.quickContactBadge, [.quickContactBadge, .imageView, .view]),
        (.switch, [.switch, .compoundButton, .button, .textView, .view]),
        (.webView, [.webView, .absoluteLayout, .viewGroup, .view]),
        (.tabLayout, [.tabLayout, .horizontalScrollView, .frameLayout, .viewGroup, .view]),
        // androidx.leanback: HorizontalGridView extends BaseGridView extends RecyclerView.
        (
            .leanbackHorizontalGridView,
            [.leanbackHorizontalGridView, .leanbackBaseGridView, .recyclerView, .viewGroup, .view]
        ),
        (.expandableListView, [.expandableListView, .listView, .absListView, .adapterView, .viewGroup, .view]),
        (.ratingBar, [.ratingBar, .absSeekBar, .progressBar, .view]),
        (.materialButton, [.materialButton, .appCompatButton, .button, .textView, .view]),
        (.switchMaterial, [.switchMaterial, .switchCompat, .compoundButton, .button, .textView, .view]),
    ])
    func ancestryFollowsThePlatform(widget: WidgetClass, chain: [WidgetClass]) {
        #expect(widget.ancestry == chain)
    }

    @Test func everyAndroidViewDescendsFromView() {
        var checked = 0
        for widget in WidgetClass.allCases where widget.platform == .android && !widget.isActionBarTab {
            #expect(widget.ancestry.last == .view, "\(widget.qualifiedName)")
            #expect(widget.ancestry.count <= 8, "\(widget.qualifiedName)")
            checked += 1
        }
        #expect(checked > 100)
        let flat = WidgetClass.allCases.filter { $0.platform == .iOS || $0.isActionBarTab }
        #expect(!flat.isEmpty && flat.allSatisfy { $0.superclass == nil })
    }

    @Test func namesAreLookedUpExactly() {
        #expect(WidgetClass(className: "android.widget.QuickContactBadge") == .quickContactBadge)
        #expect(WidgetClass(className: "android.widget.quickcontactbadge") == nil)
        #expect(WidgetClass(className: "com.foo.MyRecyclerView") == nil)
        #expect(WidgetClass(className: "RecyclerView") == nil)
        // iOS types under the names other dumpers give them
        #expect(WidgetClass(className: "UIAButton") == .iosButton)
        #expect(WidgetClass(className: "Button") == .iosButton)
        #expect(WidgetClass(className: "UISegmentedControl") == .iosSegmentedControl)
        #expect(WidgetClass(className: "_UITabButton") == .uiTabBarButton)
        for widget in WidgetClass.allCases {
            #expect(WidgetClass(className: widget.qualifiedName) == widget)
        }
    }

    @Test func kindFollowsTheChainOnly() {
        #expect(WidgetClass.quickContactBadge.isKind(of: .imageView))
        #expect(!WidgetClass.imageView.isKind(of: .quickContactBadge))
        #expect(WidgetClass.tabLayout.isKind(of: .horizontalScrollView))
        #expect(!WidgetClass.horizontalScrollView.isKind(of: .scrollView))
        #expect(!WidgetClass.nestedScrollView.isKind(of: .scrollView))
        #expect(WidgetClass.nestedScrollView.reportedClass(isCheckable: false) == .scrollView)
        #expect(!WidgetClass.switchCompat.isKind(of: .switch))
        #expect(WidgetClass.switchCompat.reportedClass(isCheckable: true) == .switch)
        #expect(WidgetClass.ratingBar.isKind(ofAny: [.seekBar, .absSeekBar]))
        #expect(!WidgetClass.ratingBar.isKind(of: .seekBar))
    }

    @Test func appClassesAreGuessedByTheirLongestKnownEnding() {
        #expect(WidgetClass(lookalike: "com.foo.MyRecyclerView") == .recyclerView)
        #expect(WidgetClass(lookalike: "com.foo.MyImageButton") == .imageButton)
        #expect(WidgetClass(lookalike: "com.bytedance.ies.dmt.ui.widget.DmtTextView") == .textView)
        #expect(WidgetClass(lookalike: "com.foo.Outer$InnerCheckBox") == .checkBox)
        #expect(WidgetClass(lookalike: "android.widget.Button") == .button)
        #expect(WidgetClass(lookalike: "com.foo.Widget") == nil)
        // iOS types are never guessed
        #expect(WidgetClass(lookalike: "com.foo.MyStaticText") == nil)
        // A view class's simple name is always read as Android's
        #expect(WidgetClass(viewClassName: "Button") == .button)
        #expect(WidgetClass(lookalike: "Button") == .iosButton)
        #expect(WidgetClass(viewClassName: "FancySwitch") == .switch)
    }

    @Test(arguments: [
        ("android.widget.QuickContactBadge", ElementRole.image),
        ("android.widget.ImageButton", .button),
        ("com.google.android.material.tabs.TabLayout", .tabBar),
        ("android.widget.HorizontalScrollView", .horizontalScrollView),
        ("androidx.core.widget.NestedScrollView", .scrollView),
        ("android.widget.CompoundButton", .checkBox),
        ("android.widget.ExpandableListView", .list),
        ("android.widget.RatingBar", .slider),
        ("com.foo.MyRecyclerView", .list),
        ("XCUIElementTypeButton", .button),
    ])
    func modelRoles(className: String, role: ElementRole) {
        #expect(ElementRole(androidClassName: className) == role)
    }

    @Test func modelRolesOfLayoutsAreNone() {
        for name in [
            "android.widget.FrameLayout", "android.view.View", "com.foo.Widget", "android.widget.NumberPicker",
        ] {
            #expect(ElementRole(androidClassName: name) == nil, "\(name)")
        }
    }

    @Test func nameCuesReadTheSimpleName() {
        #expect(ClassNameCue.cues(of: "com.foo.LoopingViewPager") == [.pager])
        #expect(ClassNameCue.cues(of: "com.foo.PagerTabStrip").contains(.tabStrip))
        #expect(!ClassNameCue.cues(of: "com.foo.PagerTabStrip").contains(.pager))
        #expect(ClassNameCue.cues(of: "com.foo.DotsPageIndicator") == [.pageIndicator, .tabStrip, .dots])
        #expect(ClassNameCue.cues(of: "androidx.appcompat.widget.Toolbar") == [.toolbar])
        #expect(ClassNameCue.cues(of: "com.google.android.material.chip.ChipGroup") == [.chipGroup])
        #expect(ClassNameCue.cues(of: "com.google.android.material.chip.Chip") == [.chip])
        #expect(ClassNameCue.cues(of: "android.widget.Button").isEmpty)
        #expect(
            ClassNameCue.cues(of: "com.google.android.material.bottomnavigation.BottomNavigationView")
                == [.navigationBar, .tabStrip])
        #expect(ClassNameCue.cues(of: "android.widget.TabHost") == [.tabStrip])
        #expect(ClassNameCue.cues(of: "androidx.appcompat.app.ActionBar$Tab") == [.tabItem])
        #expect(ClassNameCue.cues(of: "com.android.launcher3.Workspace") == [.launcher])
        #expect(ClassNameCue.cues(of: "com.miui.home.launcher.ScreenView") == [.launcher])
    }

    /// An ASCII name is read as bytes and any other by Character: both readings must agree. A
    /// package with a non-ASCII letter sends the same simple name down the Character path.
    @Test func asciiAndNonASCIINamesReadTheSame() {
        let simpleNames =
            WidgetClass.allCases.compactMap { $0.rawValue.split(separator: ".").last.map(String.init) } + [
                "LoopingViewPager", "PagerTabStrip", "PagerTitleStrip", "DotsPageIndicator", "MyDOTS",
                "XCircleIndicator", "WormDotsIndicator", "Pager2", "ActionBar$Tab", "TabLayout$TabView",
                "BottomNavigationItemView", "NavigationBarItemView", "MiuiHotseat", "FancyChip", "dots", "Dots",
                "ToolbarX", "ScreenView", "tabpager", "",
            ]
        #expect(simpleNames.count > 100)
        for simple in simpleNames {
            let ascii = "com.foo.\(simple)"
            let other = "com.föö.\(simple)"
            #expect(ClassNameCue.cues(of: ascii) == ClassNameCue.cues(of: other), "\(simple)")
            // One cue asked alone (read only for that cue) answers as the whole set does.
            for cue in ClassNameCue.allCases {
                #expect(cue.isCarried(by: ascii) == ClassNameCue.cues(of: other).contains(cue), "\(simple) \(cue)")
                #expect(cue.isCarried(by: other) == ClassNameCue.cues(of: other).contains(cue), "\(simple) \(cue)")
            }
            #expect(WidgetClass(viewClassName: ascii) == WidgetClass(viewClassName: other), "\(simple)")
            #expect(WidgetClass(viewClassName: simple) == WidgetClass(viewClassName: "é$\(simple)"), "\(simple)")
        }
        #expect(ClassNameCue.cues(of: "com.föö.LoopingViewPager") == [.pager])
        #expect(ClassNameCue.cues(of: "com.föö.ActionBar$Tab") == [.tabItem])
        #expect(ClassNameCue.cues(of: "com.foo.MyDOTS") == [.dots])
        #expect(WidgetClass(viewClassName: "com.föö.MyRecyclerView") == .recyclerView)
        #expect(WidgetClass(viewClassName: "com.foo.MyRecyclerView") == .recyclerView)
    }

    /// No module matches a class name by its ending outside the class table: a `hasSuffix` whose
    /// argument is a capitalised literal or a list element (`hasSuffix($0)`) reads a class name.
    @Test func noClassNameSuffixMatchOutsideTheTable() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let allowed = ["WidgetClass+Lookalike.swift", "ClassNameCue.swift"]
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var scanned = 0
        var offenders: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            scanned += 1
            if allowed.contains(url.lastPathComponent) { continue }
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            for (number, line) in lines.enumerated() where Self.matchesClassSuffix(line) {
                offenders.append("\(url.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(scanned > 200)
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }

    private static func matchesClassSuffix(_ line: Substring) -> Bool {
        var rest = line[...]
        while let range = rest.range(of: "hasSuffix(") {
            let argument = rest[range.upperBound...]
            if argument.hasPrefix("$0") { return true }
            if argument.hasPrefix("\""), let first = argument.dropFirst().first, first.isUppercase { return true }
            rest = argument
        }
        return false
    }
}
