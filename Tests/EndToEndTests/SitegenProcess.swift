import Foundation

/// Runs the built `sitegen` binary, as cron or a person would.
struct SitegenProcess {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package root, found from this file's path.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The binary SwiftPM built beside this test bundle.
    static let binary: URL = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        var folder = runner.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("sitegen")
            if FileManager.default.isExecutableFile(atPath: candidate.path), !candidate.hasDirectoryPath {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        return package.appendingPathComponent(".build/debug/sitegen")
    }()

    /// Runs `sitegen ARGUMENTS` in `folder` with a clean environment plus `environment`; as the user
    /// `nobody` when `asNobody` (see `NobodyUser`).
    static func run(
        _ arguments: [String], in folder: URL, environment: [String: String] = [:], asNobody: Bool = false
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = asNobody ? URL(fileURLWithPath: "/usr/bin/setpriv") : binary
        process.arguments =
            asNobody ? ["--reuid=nobody", "--regid=nogroup", "--clear-groups", binary.path] + arguments : arguments
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder.path].merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes before waiting, so a chatty build cannot fill a pipe and stall.
        let (stdout, stderr) = readBoth(out, err)
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    /// Runs `sh -c SCRIPT` in `folder`, with the binary in `$SITEGEN`, for what a shell does around a
    /// command: closing streams, setting the umask. Standard output and error go to `streams`, else where
    /// the test's go. Returns the exit status, or 128 + the signal that ended it.
    static func runShell(_ script: String, in folder: URL, streams: FileHandle? = nil) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder.path, "SITEGEN": binary.path]
        process.standardInput = FileHandle.nullDevice
        if let streams {
            process.standardOutput = streams
            process.standardError = streams
        }
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    private static func readBoth(_ out: Pipe, _ err: Pipe) -> (String, String) {
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            errorData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        return (String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    /// A copy of the sample site (`Content/` and `Themes/`) in a new temporary folder.
    static func sampleSite(_ name: String = #function) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sitegen-e2e-\(name.filter(\.isLetter))-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for item in ["Content", "Themes"] {
            try FileManager.default.copyItem(
                at: package.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
        return folder
    }
}
