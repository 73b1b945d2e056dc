extension WidgetClass {
    /// The class this one extends, as the platform declares it; `nil` for `android.view.View`,
    /// for names that are not views (`ActionBar$Tab`) and for iOS types (a flat enumeration).
    ///
    /// Library classes whose direct superclass is internal (Material's `FlowLayout`,
    /// `VisibilityAwareImageButton`, `BaseSlider`, `NavigationBarView`'s `ScrimInsetsFrameLayout`)
    /// name the nearest public platform class instead: no role depends on the internal one.
    public var superclass: WidgetClass? {
        switch self {
        case .view, .actionBarTab, .appCompatActionBarTab, .supportActionBarTab: nil
        case .viewGroup, .surfaceView, .textureView, .space, .analogClock, .textView, .imageView, .progressBar,
            .slider:
            .view
        // TextView's family
        case .button, .checkedTextView, .editText, .chronometer, .textClock, .digitalClock, .appCompatTextView:
            .textView
        case .compoundButton, .appCompatButton: .button
        case .checkBox, .radioButton, .switch, .toggleButton, .switchCompat, .supportSwitchCompat: .compoundButton
        case .autoCompleteTextView, .extractEditText, .appCompatEditText: .editText
        case .multiAutoCompleteTextView, .appCompatAutoCompleteTextView: .autoCompleteTextView
        case .appCompatCheckBox: .checkBox
        case .appCompatRadioButton: .radioButton
        case .appCompatToggleButton: .toggleButton
        case .appCompatCheckedTextView: .checkedTextView
        case .materialButton: .appCompatButton
        case .extendedFloatingActionButton: .materialButton
        case .switchMaterial, .materialSwitch: .switchCompat
        case .materialCheckBox, .chip: .appCompatCheckBox
        case .materialRadioButton: .appCompatRadioButton
        case .textInputEditText: .appCompatEditText
        // ImageView's family
        case .imageButton, .quickContactBadge, .appCompatImageView: .imageView
        case .zoomButton, .appCompatImageButton, .floatingActionButton: .imageButton
        case .shapeableImageView: .appCompatImageView
        // ProgressBar's family
        case .absSeekBar, .linearProgressIndicator, .circularProgressIndicator: .progressBar
        case .seekBar, .ratingBar: .absSeekBar
        case .appCompatSeekBar: .seekBar
        case .appCompatRatingBar: .ratingBar
        // ViewGroup's family
        case .frameLayout, .linearLayout, .relativeLayout, .gridLayout, .absoluteLayout, .toolbar, .slidingDrawer,
            .adapterView, .internalViewPager, .recyclerView, .supportRecyclerView, .viewPager, .supportViewPager,
            .coreViewPager, .viewPager2, .drawerLayout, .slidingPaneLayout, .supportDrawerLayout, .swipeRefreshLayout,
            .constraintLayout,
            .coordinatorLayout, .linearLayoutCompat, .supportLinearLayoutCompat, .appCompatToolbar, .chipGroup,
            .composeView, .androidComposeView:
            .viewGroup
        case .leanbackBaseGridView: .recyclerView
        case .leanbackHorizontalGridView, .leanbackVerticalGridView: .leanbackBaseGridView
        case .webView: .absoluteLayout
        case .horizontalScrollView, .scrollView, .tabHost, .datePicker, .timePicker, .calendarView,
            .mediaController, .appWidgetHostView, .viewAnimator, .nestedScrollView, .supportNestedScrollView,
            .cardView, .bottomNavigationView, .navigationBarView, .navigationView, .maskableFrameLayout:
            .frameLayout
        case .tableLayout, .tableRow, .tabWidget, .radioGroup, .numberPicker, .searchView, .actionMenuView,
            .zoomControls, .textInputLayout, .appBarLayout:
            .linearLayout
        case .appCompatSearchView: .linearLayoutCompat
        case .materialToolbar: .appCompatToolbar
        case .tabLayout, .supportTabLayout: .horizontalScrollView
        case .materialCardView: .cardView
        case .videoView, .glSurfaceView: .surfaceView
        case .absListView, .absSpinner, .adapterViewAnimator: .adapterView
        case .listView, .gridView: .absListView
        case .expandableListView: .listView
        case .spinner, .gallery: .absSpinner
        case .appCompatSpinner: .spinner
        case .adapterViewFlipper, .stackView: .adapterViewAnimator
        case .viewFlipper, .viewSwitcher: .viewAnimator
        case .imageSwitcher, .textSwitcher: .viewSwitcher
        // iOS element types have no hierarchy.
        case .iosOther, .iosApplication, .iosWindow, .iosButton, .iosMenuItem, .iosCheckBox, .iosRadioButton,
            .iosLink, .iosStaticText, .iosTextView, .iosTextField, .iosSecureTextField, .iosSearchField, .iosImage,
            .iosIcon, .iosSwitch, .iosToggle, .iosSlider, .iosStepper, .iosPageIndicator, .iosPicker, .iosPickerWheel,
            .iosProgressIndicator, .iosActivityIndicator, .iosSegmentedControl, .iosCell, .iosTable,
            .iosCollectionView, .iosScrollView, .iosWebView, .iosTabBar, .iosTab, .iosNavigationBar, .iosToolbar,
            .iosStatusBar, .iosKeyboard, .iosKey, .iosAlert, .iosSheet, .iosSearchBar, .iosGroup, .uiTabBarButton,
            .uiSwitch:
            nil
        }
    }

    /// Every name the table knows, built once: each class's qualified name, and the names other
    /// dumpers give iOS types (`UIAButton` from legacy UI Automation and idb, `Button` from AXe,
    /// UIKit class names from view-hierarchy dumps).
    static let byName: [String: WidgetClass] = {
        var names: [String: WidgetClass] = [:]
        for known in WidgetClass.allCases {
            names[known.rawValue] = known
            let prefix = "XCUIElementType"
            guard known.rawValue.hasPrefix(prefix) else { continue }
            let bare = String(known.rawValue.dropFirst(prefix.count))
            names["UIA" + bare] = known
            names[bare] = known
        }
        let uiKit: [String: WidgetClass] = [
            "UIButton": .iosButton, "UILabel": .iosStaticText, "UITextField": .iosTextField,
            "UITextView": .iosTextView, "UIImageView": .iosImage, "UISlider": .iosSlider, "UIStepper": .iosStepper,
            "UIPageControl": .iosPageIndicator, "UIPickerView": .iosPicker, "UIProgressView": .iosProgressIndicator,
            "UIActivityIndicatorView": .iosActivityIndicator, "UISegmentedControl": .iosSegmentedControl,
            "UITableViewCell": .iosCell, "UICollectionViewCell": .iosCell, "UITableView": .iosTable,
            "UICollectionView": .iosCollectionView, "UIScrollView": .iosScrollView, "WKWebView": .iosWebView,
            "UITabBar": .iosTabBar, "UINavigationBar": .iosNavigationBar, "UIToolbar": .iosToolbar,
            "UISearchBar": .iosSearchBar, "_UITabButton": .uiTabBarButton,
        ]
        names.merge(uiKit) { existing, _ in existing }
        return names
    }()
}
