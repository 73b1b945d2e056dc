import CarouselA11yCommand
CarouselA11y.main()
