extension WidgetClass {
    /// The model's role for the class: its own, else its nearest superclass's; `nil` for layouts
    /// and plain views.
    ///
    /// A subclass keeps a more specific role than its superclass (`TabLayout` is a tab bar, not
    /// the horizontal scroll view it extends). iOS types map as ``AccessibilityTraitSet`` reads
    /// them in the iOS importer.
    ///
    /// - Complexity: O(depth of the chain), at most 8.
    public var elementRole: ElementRole? {
        var next: WidgetClass? = self
        while let current = next {
            if let role = current.ownRole { return role }
            next = current.superclass
        }
        return nil
    }

    /// The role the class itself declares, before its superclasses'.
    private var ownRole: ElementRole? {
        switch self {
        case .textView, .iosStaticText, .iosTextView: .text
        case .button, .imageButton, .iosButton, .iosMenuItem: .button
        case .compoundButton, .checkBox, .checkedTextView, .iosCheckBox: .checkBox
        case .radioButton, .iosRadioButton: .radioButton
        case .switch, .toggleButton, .switchCompat, .supportSwitchCompat, .iosSwitch, .iosToggle, .uiSwitch: .toggle
        case .editText, .iosTextField, .iosSecureTextField, .iosSearchField, .iosSearchBar: .editText
        case .imageView, .iosImage, .iosIcon: .image
        case .absSeekBar, .slider, .iosSlider: .slider
        case .progressBar, .iosProgressIndicator, .iosActivityIndicator: .progressBar
        case .spinner: .dropDownList
        case .tabWidget, .tabLayout, .supportTabLayout, .iosTabBar: .tabBar
        case .gridView: .grid
        case .absListView, .recyclerView, .supportRecyclerView, .iosTable: .list
        case .viewPager, .supportViewPager, .coreViewPager, .internalViewPager, .viewPager2: .pager
        case .webView, .iosWebView: .webView
        case .horizontalScrollView: .horizontalScrollView
        case .scrollView, .nestedScrollView, .supportNestedScrollView, .iosScrollView: .scrollView
        case .iosLink: .link
        case .uiTabBarButton: .tab
        default: nil
        }
    }
}
