import Foundation
import Testing

/// Pages of a built site measured in headless Chromium: `Tests/Tools/browser_probe.py` serves the folder over
/// HTTP on 127.0.0.1 and runs each step in a fresh tab.
struct BrowserProbe {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static let script = SitegenProcess.package.appendingPathComponent("Tests/Tools/browser_probe.py")
    static let needsChromium: Comment = "needs Chromium (apt-get install chromium; .ci/setup installs it)"

    /// A page to open: its path, the viewport and colour scheme, a condition to wait for and what to evaluate.
    struct Step: Encodable {
        var path: String
        var width = 1280
        var height = 900
        var scheme = "light"
        var wait = "document.readyState === 'complete'"
        var evaluate: String
        var screenshot: String?
        /// False to open the page with its scripts off.
        var scripts: Bool?
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Each step's value.
    static func run<Value: Decodable>(_ steps: [Step], in site: URL, as _: Value.Type) throws -> [Value] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path, chromium!, site.path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        input.fileHandleForWriting.write(try JSONEncoder().encode(steps))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let values = try? JSONDecoder().decode([Value].self, from: data) else {
            throw Failure(description: String(decoding: data, as: UTF8.self))
        }
        return values
    }
}
