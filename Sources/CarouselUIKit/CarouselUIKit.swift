// CarouselUIKit: see the module's documentation.
