// ScreenReaderKit: see the module's documentation.
