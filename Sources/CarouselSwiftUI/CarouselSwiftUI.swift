// CarouselSwiftUI: see the module's documentation.
