import Foundation
import SiteKit
import Synchronization

/// What a command saw of its build, for `--report`: the last state the store reached and each stage's
/// time. Fed by the store's observer and the stage clock, so a failed build is reported as far as it got.
final class BuildRecord: Sendable {
    private let seen = Mutex<(state: AppState, stages: [BuildReport.Stage])>((AppState(), []))

    func observe(_ state: AppState) {
        seen.withLock { $0.state = state }
    }

    func lap(_ stage: String, _ elapsed: Duration) {
        seen.withLock { $0.stages.append(.init(name: stage, milliseconds: Int(elapsed.inSeconds * 1000))) }
    }

    func report(buildDate: BuildDate?, failure: BuildFailure?) -> BuildReport {
        let (state, stages) = seen.withLock { ($0.state, $0.stages) }
        return BuildReport(state: state, buildDate: buildDate, stages: stages, failure: failure)
    }
}
