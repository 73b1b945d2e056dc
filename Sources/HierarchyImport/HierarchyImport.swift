// HierarchyImport: see the module's documentation.
