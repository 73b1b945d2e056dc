/// A platform widget class a screen reader or the auditor knows by name: an Android framework,
/// AndroidX / support library, Material or Compose class, or an iOS element type.
///
/// This is the one table of class names in the package. Every module asks it rather than
/// matching a name's ending: the importer for roles, TalkBack for its roles (as TalkBack's
/// `Role.getRole` asks `ClassLoadingCache.checkInstanceOf`), VoiceOver for its containers and the
/// auditor for its widget checks.
///
/// A name resolves by **exact** match (``init(className:)``), through a dictionary built once, and
/// a class answers "is it a kind of X" by walking its superclass chain as the platform declares it
/// (``superclass``, ``isKind(of:)``). That is what TalkBack does: `checkInstanceOf` compares the
/// names, else loads both classes in its own process and asks `isAssignableFrom`
/// (google/talkback@26a27dc0 `utils/.../ClassLoadingCache.java:67-86`).
///
/// ## Names the table does not know
/// An app's own class (`com.foo.MyRecyclerView`) cannot be loaded in TalkBack's process, so
/// `loadOrGetCachedClass` returns `null` and `checkInstanceOf` is false for every platform class
/// (`ClassLoadingCache.java:39-64, 74-76`): TalkBack gives it no class-based role at all, only the
/// roles that come from properties (collection info makes a list or grid). ``init(className:)``
/// therefore returns `nil` for it and TalkBack's role model follows that. A name that only *looks*
/// like a platform class is a different question, asked by the model's ``ElementRole`` and the
/// auditor's heuristics: ``init(lookalike:)`` guesses the class an unknown Android name most likely
/// extends from its simple name's ending (`MyRecyclerView` → RecyclerView), and says so.
///
/// Superclasses follow the "Inheritance" line of each class's page in the Android reference
/// (developer.android.com/reference, API 35), the AndroidX / Material reference
/// (developer.android.com/reference/androidx, material-components-android), and Role.java's
/// comments at google/talkback@26a27dc0 (`utils/.../Role.java:264-433`).
public enum WidgetClass: String, Sendable, Hashable, Codable, CaseIterable {
    // MARK: Android framework: views
    /// `android.view.View`, the root of every Android widget.
    case view = "android.view.View"
    /// `android.view.ViewGroup`: View.
    case viewGroup = "android.view.ViewGroup"
    /// `android.view.SurfaceView`: View.
    case surfaceView = "android.view.SurfaceView"
    /// `android.view.TextureView`: View.
    case textureView = "android.view.TextureView"
    /// `android.widget.Space`: View.
    case space = "android.widget.Space"
    /// `android.widget.AnalogClock`: View.
    case analogClock = "android.widget.AnalogClock"
    /// `android.opengl.GLSurfaceView`: SurfaceView.
    case glSurfaceView = "android.opengl.GLSurfaceView"

    // MARK: Android framework: text and buttons
    /// `android.widget.TextView`: View.
    case textView = "android.widget.TextView"
    /// `android.widget.Button`: TextView.
    case button = "android.widget.Button"
    /// `android.widget.CompoundButton`: Button.
    case compoundButton = "android.widget.CompoundButton"
    /// `android.widget.CheckBox`: CompoundButton.
    case checkBox = "android.widget.CheckBox"
    /// `android.widget.RadioButton`: CompoundButton.
    case radioButton = "android.widget.RadioButton"
    /// `android.widget.Switch`: CompoundButton.
    case `switch` = "android.widget.Switch"
    /// `android.widget.ToggleButton`: CompoundButton.
    case toggleButton = "android.widget.ToggleButton"
    /// `android.widget.CheckedTextView`: TextView.
    case checkedTextView = "android.widget.CheckedTextView"
    /// `android.widget.EditText`: TextView.
    case editText = "android.widget.EditText"
    /// `android.widget.AutoCompleteTextView`: EditText.
    case autoCompleteTextView = "android.widget.AutoCompleteTextView"
    /// `android.widget.MultiAutoCompleteTextView`: AutoCompleteTextView.
    case multiAutoCompleteTextView = "android.widget.MultiAutoCompleteTextView"
    /// `android.inputmethodservice.ExtractEditText`: EditText.
    case extractEditText = "android.inputmethodservice.ExtractEditText"
    /// `android.widget.Chronometer`: TextView.
    case chronometer = "android.widget.Chronometer"
    /// `android.widget.TextClock`: TextView.
    case textClock = "android.widget.TextClock"
    /// `android.widget.DigitalClock`: TextView.
    case digitalClock = "android.widget.DigitalClock"

    // MARK: Android framework: images and progress
    /// `android.widget.ImageView`: View.
    case imageView = "android.widget.ImageView"
    /// `android.widget.ImageButton`: ImageView.
    case imageButton = "android.widget.ImageButton"
    /// `android.widget.QuickContactBadge`: ImageView.
    case quickContactBadge = "android.widget.QuickContactBadge"
    /// `android.widget.ZoomButton`: ImageButton.
    case zoomButton = "android.widget.ZoomButton"
    /// `android.widget.ProgressBar`: View.
    case progressBar = "android.widget.ProgressBar"
    /// `android.widget.AbsSeekBar`: ProgressBar.
    case absSeekBar = "android.widget.AbsSeekBar"
    /// `android.widget.SeekBar`: AbsSeekBar.
    case seekBar = "android.widget.SeekBar"
    /// `android.widget.RatingBar`: AbsSeekBar.
    case ratingBar = "android.widget.RatingBar"

    // MARK: Android framework: layouts and containers
    /// `android.widget.FrameLayout`: ViewGroup.
    case frameLayout = "android.widget.FrameLayout"
    /// `android.widget.LinearLayout`: ViewGroup.
    case linearLayout = "android.widget.LinearLayout"
    /// `android.widget.RelativeLayout`: ViewGroup.
    case relativeLayout = "android.widget.RelativeLayout"
    /// `android.widget.GridLayout`: ViewGroup.
    case gridLayout = "android.widget.GridLayout"
    /// `android.widget.TableLayout`: LinearLayout.
    case tableLayout = "android.widget.TableLayout"
    /// `android.widget.TableRow`: LinearLayout.
    case tableRow = "android.widget.TableRow"
    /// `android.widget.AbsoluteLayout`: ViewGroup.
    case absoluteLayout = "android.widget.AbsoluteLayout"
    /// `android.webkit.WebView`: AbsoluteLayout.
    case webView = "android.webkit.WebView"
    /// `android.widget.HorizontalScrollView`: FrameLayout.
    case horizontalScrollView = "android.widget.HorizontalScrollView"
    /// `android.widget.ScrollView`: FrameLayout.
    case scrollView = "android.widget.ScrollView"
    /// `android.widget.TabWidget`: LinearLayout.
    case tabWidget = "android.widget.TabWidget"
    /// `android.widget.TabHost`: FrameLayout.
    case tabHost = "android.widget.TabHost"
    /// `android.widget.RadioGroup`: LinearLayout.
    case radioGroup = "android.widget.RadioGroup"
    /// `android.widget.NumberPicker`: LinearLayout.
    case numberPicker = "android.widget.NumberPicker"
    /// `android.widget.DatePicker`: FrameLayout.
    case datePicker = "android.widget.DatePicker"
    /// `android.widget.TimePicker`: FrameLayout.
    case timePicker = "android.widget.TimePicker"
    /// `android.widget.CalendarView`: FrameLayout.
    case calendarView = "android.widget.CalendarView"
    /// `android.widget.SearchView`: LinearLayout.
    case searchView = "android.widget.SearchView"
    /// `android.widget.Toolbar`: ViewGroup.
    case toolbar = "android.widget.Toolbar"
    /// `android.widget.ActionMenuView`: LinearLayout.
    case actionMenuView = "android.widget.ActionMenuView"
    /// `android.widget.ZoomControls`: LinearLayout.
    case zoomControls = "android.widget.ZoomControls"
    /// `android.widget.MediaController`: FrameLayout.
    case mediaController = "android.widget.MediaController"
    /// `android.widget.VideoView`: SurfaceView.
    case videoView = "android.widget.VideoView"
    /// `android.widget.SlidingDrawer`: ViewGroup.
    case slidingDrawer = "android.widget.SlidingDrawer"
    /// `android.appwidget.AppWidgetHostView`: FrameLayout.
    case appWidgetHostView = "android.appwidget.AppWidgetHostView"
    /// `android.widget.AdapterView`: ViewGroup.
    case adapterView = "android.widget.AdapterView"
    /// `android.widget.AbsListView`: AdapterView.
    case absListView = "android.widget.AbsListView"
    /// `android.widget.ListView`: AbsListView.
    case listView = "android.widget.ListView"
    /// `android.widget.ExpandableListView`: ListView.
    case expandableListView = "android.widget.ExpandableListView"
    /// `android.widget.GridView`: AbsListView.
    case gridView = "android.widget.GridView"
    /// `android.widget.AbsSpinner`: AdapterView.
    case absSpinner = "android.widget.AbsSpinner"
    /// `android.widget.Spinner`: AbsSpinner.
    case spinner = "android.widget.Spinner"
    /// `android.widget.Gallery`: AbsSpinner.
    case gallery = "android.widget.Gallery"
    /// `android.widget.AdapterViewAnimator`: AdapterView.
    case adapterViewAnimator = "android.widget.AdapterViewAnimator"
    /// `android.widget.AdapterViewFlipper`: AdapterViewAnimator.
    case adapterViewFlipper = "android.widget.AdapterViewFlipper"
    /// `android.widget.StackView`: AdapterViewAnimator.
    case stackView = "android.widget.StackView"
    /// `android.widget.ViewAnimator`: FrameLayout.
    case viewAnimator = "android.widget.ViewAnimator"
    /// `android.widget.ViewFlipper`: ViewAnimator.
    case viewFlipper = "android.widget.ViewFlipper"
    /// `android.widget.ViewSwitcher`: ViewAnimator.
    case viewSwitcher = "android.widget.ViewSwitcher"
    /// `android.widget.ImageSwitcher`: ViewSwitcher.
    case imageSwitcher = "android.widget.ImageSwitcher"
    /// `android.widget.TextSwitcher`: ViewSwitcher.
    case textSwitcher = "android.widget.TextSwitcher"
    /// `com.android.internal.widget.ViewPager`: ViewGroup (Role.java:367 names it).
    case internalViewPager = "com.android.internal.widget.ViewPager"
    /// `android.app.ActionBar$Tab`: not a view; the class name a tab node reports (Role.java:178).
    case actionBarTab = "android.app.ActionBar$Tab"

    // MARK: AndroidX and the support library
    /// `androidx.recyclerview.widget.RecyclerView`: ViewGroup.
    case recyclerView = "androidx.recyclerview.widget.RecyclerView"
    /// `android.support.v7.widget.RecyclerView`: ViewGroup (the support library's name).
    case supportRecyclerView = "android.support.v7.widget.RecyclerView"
    /// `androidx.leanback.widget.BaseGridView`: RecyclerView (Leanback's rows and grids for TV).
    case leanbackBaseGridView = "androidx.leanback.widget.BaseGridView"
    /// `androidx.leanback.widget.HorizontalGridView`: BaseGridView (a TV row of tiles).
    case leanbackHorizontalGridView = "androidx.leanback.widget.HorizontalGridView"
    /// `androidx.leanback.widget.VerticalGridView`: BaseGridView.
    case leanbackVerticalGridView = "androidx.leanback.widget.VerticalGridView"
    /// `androidx.viewpager.widget.ViewPager`: ViewGroup.
    case viewPager = "androidx.viewpager.widget.ViewPager"
    /// `android.support.v4.view.ViewPager`: ViewGroup (Role.java:365 names it).
    case supportViewPager = "android.support.v4.view.ViewPager"
    /// `androidx.core.view.ViewPager`: ViewGroup (Role.java:366 names it).
    case coreViewPager = "androidx.core.view.ViewPager"
    /// `androidx.viewpager2.widget.ViewPager2`: ViewGroup.
    case viewPager2 = "androidx.viewpager2.widget.ViewPager2"
    /// `androidx.drawerlayout.widget.DrawerLayout`: ViewGroup.
    case drawerLayout = "androidx.drawerlayout.widget.DrawerLayout"
    /// `android.support.v4.widget.DrawerLayout`: ViewGroup.
    case supportDrawerLayout = "android.support.v4.widget.DrawerLayout"
    /// `androidx.core.widget.NestedScrollView`: FrameLayout.
    case nestedScrollView = "androidx.core.widget.NestedScrollView"
    /// `android.support.v4.widget.NestedScrollView`: FrameLayout.
    case supportNestedScrollView = "android.support.v4.widget.NestedScrollView"
    /// `androidx.swiperefreshlayout.widget.SwipeRefreshLayout`: ViewGroup.
    case swipeRefreshLayout = "androidx.swiperefreshlayout.widget.SwipeRefreshLayout"
    /// `androidx.slidingpanelayout.widget.SlidingPaneLayout`: ViewGroup.
    case slidingPaneLayout = "androidx.slidingpanelayout.widget.SlidingPaneLayout"
    /// `androidx.constraintlayout.widget.ConstraintLayout`: ViewGroup.
    case constraintLayout = "androidx.constraintlayout.widget.ConstraintLayout"
    /// `androidx.coordinatorlayout.widget.CoordinatorLayout`: ViewGroup.
    case coordinatorLayout = "androidx.coordinatorlayout.widget.CoordinatorLayout"
    /// `androidx.cardview.widget.CardView`: FrameLayout.
    case cardView = "androidx.cardview.widget.CardView"
    /// `androidx.appcompat.widget.LinearLayoutCompat`: ViewGroup.
    case linearLayoutCompat = "androidx.appcompat.widget.LinearLayoutCompat"
    /// `android.support.v7.widget.LinearLayoutCompat`: ViewGroup.
    case supportLinearLayoutCompat = "android.support.v7.widget.LinearLayoutCompat"
    /// `androidx.appcompat.widget.Toolbar`: ViewGroup.
    case appCompatToolbar = "androidx.appcompat.widget.Toolbar"
    /// `androidx.appcompat.widget.SearchView`: LinearLayoutCompat.
    case appCompatSearchView = "androidx.appcompat.widget.SearchView"
    /// `androidx.appcompat.widget.AppCompatTextView`: TextView.
    case appCompatTextView = "androidx.appcompat.widget.AppCompatTextView"
    /// `androidx.appcompat.widget.AppCompatButton`: Button.
    case appCompatButton = "androidx.appcompat.widget.AppCompatButton"
    /// `androidx.appcompat.widget.AppCompatImageView`: ImageView.
    case appCompatImageView = "androidx.appcompat.widget.AppCompatImageView"
    /// `androidx.appcompat.widget.AppCompatImageButton`: ImageButton.
    case appCompatImageButton = "androidx.appcompat.widget.AppCompatImageButton"
    /// `androidx.appcompat.widget.AppCompatEditText`: EditText.
    case appCompatEditText = "androidx.appcompat.widget.AppCompatEditText"
    /// `androidx.appcompat.widget.AppCompatAutoCompleteTextView`: AutoCompleteTextView.
    case appCompatAutoCompleteTextView = "androidx.appcompat.widget.AppCompatAutoCompleteTextView"
    /// `androidx.appcompat.widget.AppCompatCheckBox`: CheckBox.
    case appCompatCheckBox = "androidx.appcompat.widget.AppCompatCheckBox"
    /// `androidx.appcompat.widget.AppCompatRadioButton`: RadioButton.
    case appCompatRadioButton = "androidx.appcompat.widget.AppCompatRadioButton"
    /// `androidx.appcompat.widget.AppCompatToggleButton`: ToggleButton.
    case appCompatToggleButton = "androidx.appcompat.widget.AppCompatToggleButton"
    /// `androidx.appcompat.widget.AppCompatCheckedTextView`: CheckedTextView.
    case appCompatCheckedTextView = "androidx.appcompat.widget.AppCompatCheckedTextView"
    /// `androidx.appcompat.widget.AppCompatSeekBar`: SeekBar.
    case appCompatSeekBar = "androidx.appcompat.widget.AppCompatSeekBar"
    /// `androidx.appcompat.widget.AppCompatRatingBar`: RatingBar.
    case appCompatRatingBar = "androidx.appcompat.widget.AppCompatRatingBar"
    /// `androidx.appcompat.widget.AppCompatSpinner`: Spinner.
    case appCompatSpinner = "androidx.appcompat.widget.AppCompatSpinner"
    /// `androidx.appcompat.widget.SwitchCompat`: CompoundButton (not a platform `Switch`).
    case switchCompat = "androidx.appcompat.widget.SwitchCompat"
    /// `android.support.v7.widget.SwitchCompat`: CompoundButton.
    case supportSwitchCompat = "android.support.v7.widget.SwitchCompat"
    /// `androidx.appcompat.app.ActionBar$Tab`: not a view; Material's tabs report it.
    case appCompatActionBarTab = "androidx.appcompat.app.ActionBar$Tab"
    /// `android.support.v7.app.ActionBar$Tab`: not a view; the design library's tabs report it.
    case supportActionBarTab = "android.support.v7.app.ActionBar$Tab"

    // MARK: Material components
    /// `com.google.android.material.button.MaterialButton`: AppCompatButton.
    case materialButton = "com.google.android.material.button.MaterialButton"
    /// `com.google.android.material.floatingactionbutton.FloatingActionButton`: ImageButton (through
    /// the internal VisibilityAwareImageButton).
    case floatingActionButton = "com.google.android.material.floatingactionbutton.FloatingActionButton"
    /// `com.google.android.material.floatingactionbutton.ExtendedFloatingActionButton`: MaterialButton.
    case extendedFloatingActionButton = "com.google.android.material.floatingactionbutton.ExtendedFloatingActionButton"
    /// `com.google.android.material.switchmaterial.SwitchMaterial`: SwitchCompat.
    case switchMaterial = "com.google.android.material.switchmaterial.SwitchMaterial"
    /// `com.google.android.material.materialswitch.MaterialSwitch`: SwitchCompat.
    case materialSwitch = "com.google.android.material.materialswitch.MaterialSwitch"
    /// `com.google.android.material.checkbox.MaterialCheckBox`: AppCompatCheckBox.
    case materialCheckBox = "com.google.android.material.checkbox.MaterialCheckBox"
    /// `com.google.android.material.radiobutton.MaterialRadioButton`: AppCompatRadioButton.
    case materialRadioButton = "com.google.android.material.radiobutton.MaterialRadioButton"
    /// `com.google.android.material.chip.Chip`: AppCompatCheckBox.
    case chip = "com.google.android.material.chip.Chip"
    /// `com.google.android.material.chip.ChipGroup`: ViewGroup (through the internal FlowLayout).
    case chipGroup = "com.google.android.material.chip.ChipGroup"
    /// `com.google.android.material.tabs.TabLayout`: HorizontalScrollView.
    case tabLayout = "com.google.android.material.tabs.TabLayout"
    /// `android.support.design.widget.TabLayout`: HorizontalScrollView.
    case supportTabLayout = "android.support.design.widget.TabLayout"
    /// `com.google.android.material.card.MaterialCardView`: CardView.
    case materialCardView = "com.google.android.material.card.MaterialCardView"
    /// `com.google.android.material.imageview.ShapeableImageView`: AppCompatImageView.
    case shapeableImageView = "com.google.android.material.imageview.ShapeableImageView"
    /// `com.google.android.material.textfield.TextInputLayout`: LinearLayout.
    case textInputLayout = "com.google.android.material.textfield.TextInputLayout"
    /// `com.google.android.material.textfield.TextInputEditText`: AppCompatEditText.
    case textInputEditText = "com.google.android.material.textfield.TextInputEditText"
    /// `com.google.android.material.appbar.AppBarLayout`: LinearLayout.
    case appBarLayout = "com.google.android.material.appbar.AppBarLayout"
    /// `com.google.android.material.appbar.MaterialToolbar`: AppCompat Toolbar.
    case materialToolbar = "com.google.android.material.appbar.MaterialToolbar"
    /// `com.google.android.material.bottomnavigation.BottomNavigationView`: FrameLayout (through
    /// NavigationBarView).
    case bottomNavigationView = "com.google.android.material.bottomnavigation.BottomNavigationView"
    /// `com.google.android.material.navigation.NavigationBarView`: FrameLayout.
    case navigationBarView = "com.google.android.material.navigation.NavigationBarView"
    /// `com.google.android.material.navigation.NavigationView`: FrameLayout (through the internal
    /// ScrimInsetsFrameLayout).
    case navigationView = "com.google.android.material.navigation.NavigationView"
    /// `com.google.android.material.slider.Slider`: View (through BaseSlider).
    case slider = "com.google.android.material.slider.Slider"
    /// `com.google.android.material.progressindicator.LinearProgressIndicator`: ProgressBar.
    case linearProgressIndicator = "com.google.android.material.progressindicator.LinearProgressIndicator"
    /// `com.google.android.material.progressindicator.CircularProgressIndicator`: ProgressBar.
    case circularProgressIndicator = "com.google.android.material.progressindicator.CircularProgressIndicator"
    /// `com.google.android.material.carousel.MaskableFrameLayout`: FrameLayout (a Material carousel item).
    case maskableFrameLayout = "com.google.android.material.carousel.MaskableFrameLayout"

    // MARK: Jetpack Compose
    /// `androidx.compose.ui.platform.ComposeView`: ViewGroup (through AbstractComposeView). Compose
    /// nodes inside report platform names (`android.widget.Button`, `android.view.View`, ...).
    case composeView = "androidx.compose.ui.platform.ComposeView"
    /// `androidx.compose.ui.platform.AndroidComposeView`: ViewGroup.
    case androidComposeView = "androidx.compose.ui.platform.AndroidComposeView"

    // MARK: iOS element types
    /// `XCUIElementTypeOther`: a view with no more specific type.
    case iosOther = "XCUIElementTypeOther"
    /// `XCUIElementTypeApplication`.
    case iosApplication = "XCUIElementTypeApplication"
    /// `XCUIElementTypeWindow`.
    case iosWindow = "XCUIElementTypeWindow"
    /// `XCUIElementTypeButton`.
    case iosButton = "XCUIElementTypeButton"
    /// `XCUIElementTypeMenuItem`.
    case iosMenuItem = "XCUIElementTypeMenuItem"
    /// `XCUIElementTypeCheckBox`.
    case iosCheckBox = "XCUIElementTypeCheckBox"
    /// `XCUIElementTypeRadioButton`.
    case iosRadioButton = "XCUIElementTypeRadioButton"
    /// `XCUIElementTypeLink`.
    case iosLink = "XCUIElementTypeLink"
    /// `XCUIElementTypeStaticText`.
    case iosStaticText = "XCUIElementTypeStaticText"
    /// `XCUIElementTypeTextView` (an editable text area).
    case iosTextView = "XCUIElementTypeTextView"
    /// `XCUIElementTypeTextField`.
    case iosTextField = "XCUIElementTypeTextField"
    /// `XCUIElementTypeSecureTextField`.
    case iosSecureTextField = "XCUIElementTypeSecureTextField"
    /// `XCUIElementTypeSearchField`.
    case iosSearchField = "XCUIElementTypeSearchField"
    /// `XCUIElementTypeImage`.
    case iosImage = "XCUIElementTypeImage"
    /// `XCUIElementTypeIcon`.
    case iosIcon = "XCUIElementTypeIcon"
    /// `XCUIElementTypeSwitch`.
    case iosSwitch = "XCUIElementTypeSwitch"
    /// `XCUIElementTypeToggle`.
    case iosToggle = "XCUIElementTypeToggle"
    /// `XCUIElementTypeSlider`.
    case iosSlider = "XCUIElementTypeSlider"
    /// `XCUIElementTypeStepper`.
    case iosStepper = "XCUIElementTypeStepper"
    /// `XCUIElementTypePageIndicator`.
    case iosPageIndicator = "XCUIElementTypePageIndicator"
    /// `XCUIElementTypePicker`.
    case iosPicker = "XCUIElementTypePicker"
    /// `XCUIElementTypePickerWheel`.
    case iosPickerWheel = "XCUIElementTypePickerWheel"
    /// `XCUIElementTypeProgressIndicator`.
    case iosProgressIndicator = "XCUIElementTypeProgressIndicator"
    /// `XCUIElementTypeActivityIndicator`.
    case iosActivityIndicator = "XCUIElementTypeActivityIndicator"
    /// `XCUIElementTypeSegmentedControl`.
    case iosSegmentedControl = "XCUIElementTypeSegmentedControl"
    /// `XCUIElementTypeCell`.
    case iosCell = "XCUIElementTypeCell"
    /// `XCUIElementTypeTable`.
    case iosTable = "XCUIElementTypeTable"
    /// `XCUIElementTypeCollectionView`.
    case iosCollectionView = "XCUIElementTypeCollectionView"
    /// `XCUIElementTypeScrollView`.
    case iosScrollView = "XCUIElementTypeScrollView"
    /// `XCUIElementTypeWebView`.
    case iosWebView = "XCUIElementTypeWebView"
    /// `XCUIElementTypeTabBar`.
    case iosTabBar = "XCUIElementTypeTabBar"
    /// `XCUIElementTypeTab`.
    case iosTab = "XCUIElementTypeTab"
    /// `XCUIElementTypeNavigationBar`.
    case iosNavigationBar = "XCUIElementTypeNavigationBar"
    /// `XCUIElementTypeToolbar`.
    case iosToolbar = "XCUIElementTypeToolbar"
    /// `XCUIElementTypeStatusBar`.
    case iosStatusBar = "XCUIElementTypeStatusBar"
    /// `XCUIElementTypeKeyboard`.
    case iosKeyboard = "XCUIElementTypeKeyboard"
    /// `XCUIElementTypeKey`.
    case iosKey = "XCUIElementTypeKey"
    /// `XCUIElementTypeAlert`.
    case iosAlert = "XCUIElementTypeAlert"
    /// `XCUIElementTypeSheet`.
    case iosSheet = "XCUIElementTypeSheet"
    /// `XCUIElementTypeSearchBar` (legacy UI Automation's and idb's search bar).
    case iosSearchBar = "XCUIElementTypeSearchBar"
    /// `XCUIElementTypeGroup`.
    case iosGroup = "XCUIElementTypeGroup"
    /// A UIKit tab bar button (`UITabBarButton`, iOS 18's `_UITabButton`), as a view-hierarchy
    /// dump names it.
    case uiTabBarButton = "UITabBarButton"
    /// `UISwitch`, as a view-hierarchy dump names it.
    case uiSwitch = "UISwitch"

    /// The class's fully qualified name (`android.widget.Button`, `XCUIElementTypeButton`).
    public var qualifiedName: String { rawValue }

    /// The platform whose dumps name the class.
    public var platform: Platform {
        rawValue.hasPrefix("XCUIElementType") || rawValue.hasPrefix("UI") ? .iOS : .android
    }

    /// The known class a dump's class name names exactly, or `nil` when the table does not know it.
    ///
    /// Besides the qualified names, iOS types are known by the names other dumpers give them
    /// (`UIAButton` in legacy UI Automation and idb, `Button` in AXe, `UIButton` in a view
    /// hierarchy). Nothing is guessed from an unknown name's spelling: see ``init(lookalike:)``.
    ///
    /// - Complexity: O(1): one lookup in a dictionary built once.
    public init?(className: String) {
        guard let known = Self.byName[className] else { return nil }
        self = known
    }

    /// The class and its superclasses, nearest first.
    ///
    /// - Complexity: O(depth of the chain), at most 8.
    public var ancestry: [WidgetClass] {
        var result = [self]
        while let next = result[result.count - 1].superclass { result.append(next) }
        return result
    }

    /// Whether the class is `other` or extends it: Java's `other.isAssignableFrom(self)`.
    ///
    /// - Complexity: O(depth of the chain), at most 8.
    public func isKind(of other: WidgetClass) -> Bool {
        var next: WidgetClass? = self
        while let current = next {
            if current == other { return true }
            next = current.superclass
        }
        return false
    }

    /// The class the widget reports to accessibility services (`getAccessibilityClassName`, or
    /// the class name its accessibility delegate sets), which is what a screen reader matches.
    ///
    /// A uiautomator dump already writes the reported name; a view-hierarchy dump (Espresso)
    /// writes the Java class. They differ where a library class reports a platform class that
    /// is not its superclass: AppCompat's `SwitchCompat` (and Material's switches built on it)
    /// reports `android.widget.Switch` (`SwitchCompat.ACCESSIBILITY_EVENT_CLASS_NAME`); Material's
    /// `Chip` reports `android.widget.CompoundButton` when checkable, else `android.widget.Button`;
    /// AndroidX's `NestedScrollView` (a FrameLayout) reports `android.widget.ScrollView`.
    /// Every other class reports itself or a superclass, which the hierarchy already answers.
    ///
    /// - Parameter isCheckable: whether the node is checkable (a chip's report depends on it).
    public func reportedClass(isCheckable: Bool) -> WidgetClass {
        switch self {
        case .switchCompat, .supportSwitchCompat, .switchMaterial, .materialSwitch: .switch
        case .chip: isCheckable ? .compoundButton : .button
        case .nestedScrollView, .supportNestedScrollView: .scrollView
        default: self
        }
    }

    /// Whether the name is an `ActionBar$Tab` (the platform's, AppCompat's or the support
    /// library's): the class a tab node reports, though it is not a view.
    public var isActionBarTab: Bool {
        self == .actionBarTab || self == .appCompatActionBarTab || self == .supportActionBarTab
    }

    /// Whether the class is a kind of any of `others`.
    ///
    /// - Complexity: O(depth of the chain × `others.count`).
    public func isKind(ofAny others: [WidgetClass]) -> Bool {
        others.contains { isKind(of: $0) }
    }
}
