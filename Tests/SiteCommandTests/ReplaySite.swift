import Foundation
import Redux
import Synchronization
import TestSupport

@testable import SiteCommand
@testable import SiteKit

/// A temporary folder for replaying action logs in-process through `ReplayCommand`: the package's themes,
/// the logs a test writes, and an output folder to replay into.
struct ReplaySite {
    let folder: URL
    var themes: URL { folder.appendingPathComponent("Themes") }
    var output: URL { folder.appendingPathComponent("Output") }

    static let settings = RenderSettings(
        config: SiteConfig(title: "Harbour", baseURL: "https://example.org/"), today: Day(iso: "2026-11-30")!)
    static let memo = Memo(
        day: Day(iso: "2026-11-30")!, markdown: "# Moving day\n\nBoxes everywhere.\n", file: "memos/2026-11-30.md")

    init(_ name: String = #function) throws {
        folder = try TestFolders.temporary(name)
        try FileManager.default.copyItem(at: TestFolders.package.appendingPathComponent("Themes"), to: themes)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A log as a build writes it: the header of `settings`, then `actions` through the store.
    static func log(
        _ settings: RenderSettings = settings, _ actions: [AppAction] = [.memos(.loaded(memos: [memo]))]
    ) -> Data {
        let buffer = ActionLogBuffer()
        ActionLog.writeHeader(ActionLogHeader(settings: settings), to: .buffer(buffer))
        let store = Store(
            initialState: AppState(), reducer: appReducer,
            middleware: [ActionLog.middleware(writingTo: .buffer(buffer))])
        actions.forEach(store.dispatch)
        return buffer.data
    }

    /// Writes `data` as `name` in the folder.
    func write(_ data: Data, as name: String) throws -> URL {
        try TestFolders.write(data, to: name, in: folder)
    }

    /// Replays `log` into the output, quietly: the exit status and every line written to standard error.
    func replay(_ log: URL) async -> (status: Int32, errors: [String]) {
        var options = CommandLineOptions()
        options.output = output.path
        options.themes = themes.path
        options.verbosity = .quiet
        let errors = Mutex<[String]>([])
        let status = await ReplayCommand(
            log: log.path, arguments: options, print: { _ in },
            warn: { line in errors.withLock { $0.append(line) } }
        ).run()
        return (status, errors.withLock { $0 })
    }

    /// Every file of the output and its bytes.
    func publishedFiles() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: output.path) {
            var isFolder: ObjCBool = false
            let url = output.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }
}
