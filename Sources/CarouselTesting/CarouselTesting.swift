// CarouselTesting: see the module's documentation.
