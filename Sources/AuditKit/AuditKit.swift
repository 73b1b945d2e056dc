// AuditKit: see the module's documentation.
