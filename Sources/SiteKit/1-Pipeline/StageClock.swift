/// Times the stages of a build for `--verbose`: each lap reports the time since the previous one.
struct StageClock {
    private let report: ((String) -> Void)?
    private var start = ContinuousClock.now

    init(report: ((String) -> Void)?) {
        self.report = report
    }

    mutating func lap(_ stage: String) {
        let now = ContinuousClock.now
        let elapsed = start.duration(to: now)
        start = now
        report?("  \(stage): \(Int(elapsed.inSeconds * 1000)) ms")
    }
}
