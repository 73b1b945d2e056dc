/// What in a dump shows that an Android screen is a TV's, which a dump never states.
public enum TelevisionEvidence: Sendable, Hashable {
    /// A control other than a text field, smaller than the screen, holds the input focus, as a
    /// D-pad's focus does.
    case dpadFocus(ElementID)
    /// The app's package is named as a TV app's.
    case televisionPackage(String)
    /// The tree holds AndroidX Leanback's TV widgets.
    case leanbackWidget(ElementID)
}

extension AccessibilityScreen {
    /// Why the screen is an Android TV's, or `nil`: a landscape screen of a TV's resolution
    /// (1280 x 720, 1920 x 1080 or 3840 x 2160 px) with evidence of a TV.
    ///
    /// Decision: a TV has no touch screen; its user moves focus with the D-pad of a remote
    /// (Android Developers, "Design for Android TV"). A dump does not say what device it came
    /// from, and the resolution alone is not enough: PC emulators (MuMu, LDPlayer) and games on
    /// phones run touch screens at 1920 x 1080 and 1280 x 720 in landscape. On a touch screen,
    /// once the user touches it, only a view focusable in touch mode (a text field) takes focus;
    /// a D-pad or keyboard takes the device out of touch mode and moves focus to a control
    /// (Android Developers, View reference, "Touch mode"). So a focused control that is not a
    /// text field, and smaller than the screen (a Flutter or game view holds focus across the
    /// whole screen on a phone too), is the D-pad's focus. A package named as a TV's (a `tv`
    /// segment, as in `com.amazon.tv.launcher`, or `firetv`, `androidtv`, `googletv`,
    /// `tvlauncher` in a segment) and Leanback's widget classes are the app's own statement.
    ///
    /// - Complexity: O(n) in the number of elements.
    public var televisionEvidence: TelevisionEvidence? {
        guard platform == .android, size.width > size.height,
            Self.televisionSizes.contains(where: { size.width == $0.width && size.height == $0.height })
        else { return nil }
        if let focus = inputFocus, let focused = element(withID: focus), !focused.frame.isEmpty,
            focused.role != .editText, !focused.traits.contains(.textEntry),
            focused.frame.width * focused.frame.height < size.width * size.height * 0.9
        {
            return .dpadFocus(focus)
        }
        if let package = name?.lowercased() {
            let segments = package.split(separator: ".")
            if segments.contains("tv")
                || segments.contains(where: { segment in Self.televisionWords.contains { segment.contains($0) } })
            {
                return .televisionPackage(package)
            }
        }
        if let widget = allElements.first(where: { $0.className?.lowercased().contains("leanback") ?? false }) {
            return .leanbackWidget(widget.id)
        }
        return nil
    }

    /// TV resolutions, in pixels, landscape.
    private static let televisionSizes: [ScreenSize] = [
        ScreenSize(width: 1280, height: 720), ScreenSize(width: 1920, height: 1080),
        ScreenSize(width: 3840, height: 2160),
    ]

    /// Words a TV app's package segment carries.
    private static let televisionWords = ["firetv", "androidtv", "googletv", "tvlauncher"]
}
