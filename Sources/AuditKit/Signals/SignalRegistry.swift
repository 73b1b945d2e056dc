/// Every signal ``HorizontalContainerClassifier`` weighs, the way ``RuleRegistry`` lists rules.
public enum SignalRegistry {
    /// The signals, grouped by kind: the declaration, the kinds of row, the layout facts of a
    /// row that scrolls, the content facts of cards, and the kinds of container that need them.
    public static let all: [any ContainerSignal] = [
        DeclaredCarouselSignal(),
        // Kinds of row.
        DotsInTabStripSignal(), TabBarAtBottomSignal(), TabWidgetSignal(), PageIndicatorSignal(),
        PagePositionIndicatorSignal(), DotSizedItemsSignal(), ChipClassSignal(), LauncherHomeScreensSignal(),
        LauncherDockSignal(), FullHeightItemsSignal(), PageHoldsListSignal(), CoversScreenSignal(),
        PageOfControlsSignal(), FormFieldsSignal(),
        IdentifierNamesKindSignal(named: .actions), IdentifierNamesKindSignal(named: .grid),
        IdentifierNamesKindSignal(named: .chips), IdentifierNamesKindSignal(named: .keypad), BottomBarShapeSignal(),
        SelectedTabSignal(), CaptionedIconsSignal(),
        CaptionedShortcutsSignal(),
        CheckableSmallItemsSignal(), ConsecutiveNumbersSignal(), TimesOfDaySignal(), VerbLabelledItemsSignal(),
        SmallIconButtonsSignal(),
        ShortLabelItemsSignal(),
        SmallLabelledControlsSignal(),
        // A row that scrolls or pages.
        PagerWidgetSignal(), PagePositionTextSignal(), ItemsNotVisibleSignal(), ItemsCrossScreenEdgeSignal(),
        ScrollableReachesSideSignal(), CollectionCountsMoreSignal(), ClippedEndItemSignal(),
        HorizontalScrollViewSignal(), RecyclerOfFourSignal(), TelevisionRecyclerRowSignal(), LeanbackRowSignal(),
        ScrollableRecyclerRowSignal(),
        PeekingNeighbourSignal(),
        // Content cards.
        AlikeCardsSignal(), StatedMoreItemsSignal(), ScrollablePagerSignal(), PagingArrowsSignal(),
        // Containers that need content cards.
        PagedContainerSignal(), SingleItemSignal(), SystemUISignal(), PlainLayoutRowSignal(),
        ScrollViewAtRestSignal(),
    ]

    /// The identifiers of every signal, in registry order.
    public static var identifiers: [String] { all.map(\.identifier) }

    /// The signal with the identifier, if registered.
    public static func signal(withIdentifier identifier: String) -> (any ContainerSignal)? {
        all.first { $0.identifier == identifier }
    }
}
