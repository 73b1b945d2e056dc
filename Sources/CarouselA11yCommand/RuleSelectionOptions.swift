import ArgumentParser
import AuditKit

/// The options that choose which rules run, shared by `audit` and `report` (`--disable`,
/// `--only`, `--config`), and the configuration they resolve to.
struct RuleSelectionOptions: ParsableArguments {
    @Option(name: .customLong("disable"), help: "A rule not to run (repeatable).")
    var disabledRules: [String] = []

    @Option(name: .customLong("only"), help: "Run only this rule (repeatable).")
    var onlyRules: [String] = []

    @Option(name: .customLong("config"), help: "The configuration file (JSON or YAML).")
    var configPath: String?

    /// The configuration for the dumps: the file named by `--config`, else `.carousel-a11y.yml`
    /// found from the first dump's directory up to the repository root; then `--disable` and
    /// `--only` on top. Returns the file used too, for `--verbose`. A discovered file with another
    /// default-named file beside it (`.carousel-a11y.yml` and `.carousel-a11y.json`) is read, with
    /// a warning on standard error naming both.
    ///
    /// - Throws: ``InputError`` for an unknown rule name, a bad configuration file, or a selection
    ///   that leaves no rule to run (a run that checks nothing would pass CI silently).
    func configuration(for files: [String], auditor: Auditor, in context: CommandContext) throws -> (
        AuditConfiguration, path: String?
    ) {
        let known = RuleRegistry.identifiers
        for (flag, names) in [("--disable", disabledRules), ("--only", onlyRules)] {
            if let unknown = names.first(where: { !known.contains($0) }) {
                throw InputError("unknown rule '\(unknown)' in \(flag); known rules: \(known.joined(separator: ", "))")
            }
        }
        let path = AuditConfigurationFile.path(
            explicit: configPath, searchingFrom: AuditConfigurationFile.searchStart(for: files))
        if configPath == nil, let path {
            let others = AuditConfigurationFile.shadowed(by: path)
            if !others.isEmpty {
                context.printError(
                    "warning: \(path) is read; \(others.joined(separator: " and ")) beside it \(others.count == 1 ? "is" : "are") ignored (keep one, or name it with --config)"
                )
            }
        }
        var configuration = try AuditConfigurationFile.load(path: path)
        configuration.disabled += disabledRules
        if !onlyRules.isEmpty { configuration.only = onlyRules }
        guard !auditor.ruleDescriptors(configuration: configuration).isEmpty else {
            throw InputError(
                "no rule left to run: --only, --disable and the configuration's only and disabled exclude every rule")
        }
        return (configuration, path)
    }
}
