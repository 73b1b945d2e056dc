extension Auditor {
    /// Audits every version of every subject and measures each for drawing, so the report holds
    /// both the findings and the screens ``HTMLReporter`` draws.
    ///
    /// ```swift
    /// let report = Auditor().report([ReportSubject(LiveScreen(screen), file: "home.xml")])
    /// let html = HTMLReporter().render(report)
    /// ```
    ///
    /// - Complexity: O(v · r · n log n) for v versions of n elements and r rules.
    public func report(_ subjects: [ReportSubject], configuration: AuditConfiguration = AuditConfiguration())
        -> AuditReport
    {
        var findings: [Finding] = []
        var screens: [ReportedScreen] = []
        var files: [String] = []
        for subject in subjects {
            var readings: [ScreenReading] = []
            for version in subject.versions {
                files.append(version.file)
                var screen = version.screen
                var resolved = AuditLanguage.resolve(for: screen.screen, given: language)
                screen.screen = resolved.applied(to: screen.screen)
                let reader = SimulatedScreenReader(screen)
                let context = AuditContext(
                    screen: reader.screen, file: version.file, swipeCounter: reader, speechProvider: reader,
                    focusOrdering: reader, detector: detector, resolvedLanguage: resolved)
                findings += audit(context, configuration: configuration)
                readings.append(ScreenReading(reader, file: version.file, detector: detector))
            }
            screens.append(ReportedScreen(title: subject.title, readings: readings))
        }
        return AuditReport(
            findings: findings, rules: ruleDescriptors(configuration: configuration), files: files, screens: screens)
    }

    /// The HTML report of the subjects, as one self-contained page (``HTMLReporter``): app test
    /// suites attach it to a failed expectation (CarouselTesting's `ScreenReaderSession.attachOnFailure`).
    ///
    /// - Complexity: O(v · r · n log n) for v versions of n elements and r rules.
    public func htmlReport(_ subjects: [ReportSubject], configuration: AuditConfiguration = AuditConfiguration())
        -> String
    {
        HTMLReporter().render(report(subjects, configuration: configuration))
    }
}
