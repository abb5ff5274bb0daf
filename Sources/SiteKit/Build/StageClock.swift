/// Times the stages of a build: each lap reports the stage and the time since the previous lap, for
/// `--verbose` and the build report.
struct StageClock {
    private let report: ((String, Duration) -> Void)?
    private var start = ContinuousClock.now

    init(report: ((String, Duration) -> Void)?) {
        self.report = report
    }

    mutating func lap(_ stage: String) {
        let now = ContinuousClock.now
        report?(stage, start.duration(to: now))
        start = now
    }
}
