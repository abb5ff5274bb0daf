import Foundation
import HTTPTestServer
import Synchronization

/// `sitegen serve` running in the background on a site folder, with its own temporary folder (TMPDIR)
/// so a test can see it removed. `stop` (SIGINT by default) ends it; a test always calls it, passing or
/// failing, and a server still running after that is killed.
final class ServeProcess: Sendable {
    let site: URL
    /// The TMPDIR the server was given: it makes its build folder there, and must leave it empty.
    let temporary: URL
    private let process: Process
    private let output = Mutex((stdout: "", stderr: ""))
    private let readers = DispatchGroup()

    /// Starts `sitegen serve --port 0 ARGUMENTS` in `site`; with `softFileLimit`, through a shell that
    /// lowers the soft RLIMIT_NOFILE to it first (the hard limit left as it is).
    init(site: URL, arguments: [String] = [], softFileLimit: Int? = nil) throws {
        self.site = site
        temporary = site.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        process = Process()
        let command = [SitegenProcess.binary.path, "serve", "--port", "0"] + arguments
        if let softFileLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -S -n \(softFileLimit) && exec \"$0\" \"$@\""] + command
        } else {
            process.executableURL = SitegenProcess.binary
            process.arguments = Array(command.dropFirst())
        }
        process.currentDirectoryURL = site
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": site.path, "TMPDIR": temporary.path]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        read(out, into: \.stdout)
        read(err, into: \.stderr)
    }

    private func read(_ pipe: Pipe, into field: WritableKeyPath<(stdout: String, stderr: String), String> & Sendable) {
        readers.enter()
        Thread.detachNewThread { [self] in
            while case let data = pipe.fileHandleForReading.availableData, !data.isEmpty {
                output.withLock { $0[keyPath: field] += String(decoding: data, as: UTF8.self) }
            }
            readers.leave()
        }
    }

    var stdout: String { output.withLock { $0.stdout } }
    var stderr: String { output.withLock { $0.stderr } }

    /// Waits until `condition` holds of the output, or the timeout passes; whether it held.
    func waitFor(timeout: TimeInterval = 20, _ condition: (_ stdout: String, _ stderr: String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let (stdout, stderr) = output.withLock { ($0.stdout, $0.stderr) }
            if condition(stdout, stderr) { return true }
            if !process.isRunning { return condition(self.stdout, self.stderr) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// The port from the `Serving ... at http://127.0.0.1:PORT/` line, once it is printed.
    func port() -> UInt16? {
        guard waitFor({ stdout, _ in stdout.contains("(Ctrl-C to stop)") }),
            let line = stdout.split(separator: "\n").first(where: { $0.hasPrefix("Serving ") }),
            let start = line.range(of: "http://127.0.0.1:")?.upperBound
        else { return nil }
        return UInt16(line[start...].prefix { $0.isNumber })
    }

    /// A client to the server.
    func connect() throws -> HTTPTestClient {
        guard let port = port() else {
            throw ServeProcessError(message: "sitegen serve never said its address: \(stdout) \(stderr)")
        }
        return try HTTPTestClient(port: port)
    }

    /// `GET path` on a new connection.
    func get(_ path: String) throws -> HTTPTestResponse? {
        try connect().get(path)
    }

    /// Polls `path` until its body satisfies `condition`; the last response.
    func get(
        _ path: String, timeout: TimeInterval = 20, until condition: (HTTPTestResponse) -> Bool
    ) throws -> HTTPTestResponse? {
        let deadline = Date().addingTimeInterval(timeout)
        var last = try get(path)
        while Date() < deadline, !(last.map(condition) ?? false) {
            Thread.sleep(forTimeInterval: 0.1)
            last = try get(path)
        }
        return last
    }

    /// Sends `signal` and waits for the exit; the exit status (killing it after 10 s, as a failure).
    @discardableResult
    func stop(_ signal: Int32 = SIGINT) -> Int32 {
        if process.isRunning { kill(process.processIdentifier, signal) }
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return -1
        }
        readers.wait()
        return process.terminationStatus
    }

    /// The soft and hard RLIMIT_NOFILE of the running server, from `/proc/PID/limits`.
    var fileLimits: (soft: Int, hard: Int)? {
        let limits = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/limits", encoding: .utf8)
        guard let line = limits?.split(separator: "\n").first(where: { $0.hasPrefix("Max open files") }) else {
            return nil
        }
        let fields = line.split(separator: " ")
        guard fields.count >= 5, let soft = Int(fields[3]), let hard = Int(fields[4]) else { return nil }
        return (soft, hard)
    }

    /// The staging folders of the builds under way in the server's build folder (`.site.staging-*`).
    var stagingFolders: [String] {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: temporary.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasPrefix(".site.staging-") }
        }
    }

    /// What the server left in its TMPDIR.
    var leftovers: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? ["(cannot list)"]
    }
}

struct ServeProcessError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
