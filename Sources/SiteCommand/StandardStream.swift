import Glibc
import SiteKit

/// Standard output and standard error, the one place where sitegen writes to the terminal.
public enum StandardStream: Sendable {
    case output, error

    /// Readies the streams for cron. A reader that went away (`| head -1`, a mailer that died) must not kill
    /// a nightly build before it publishes: the write fails instead, and is dropped. A stream cron left
    /// closed is opened on /dev/null, so the next file sitegen opens never takes its number and receives
    /// the progress lines.
    public static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            _ = open("/dev/null", O_RDWR)
        }
    }

    /// Writes `line` through `terminalText`, so no control character quoted from an input reaches the
    /// terminal raw. A line that cannot be written (the stream closed, full or gone) is dropped: the exit
    /// code and the report still tell the result.
    public func write(_ line: String) {
        let descriptor = self == .output ? STDOUT_FILENO : STDERR_FILENO
        var bytes = Array((terminalText(line) + "\n").utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            bytes = bytes.dropFirst(count)
        }
    }
}
