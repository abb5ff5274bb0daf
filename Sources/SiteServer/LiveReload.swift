import Synchronization

/// Reloads the pages open in browsers after each rebuild, and shows a failed rebuild's errors over them.
///
/// Every HTML page the server sends carries a small script (added at serve time: the built site never
/// has it) that listens to `/__sitegen/events`. The stream says the number of the last good build at
/// once and after each new one; a page built by another number reloads, so a rebuild that finished while
/// the page was loading is not missed. A failed rebuild sends `failure` with the errors as text, which
/// the script shows in an overlay (as text, never as HTML), over the last good page, or over the page saying
/// the site is not built yet, when no build has succeeded.
public final class LiveReload: Sendable {
    static let eventsPath = "/__sitegen/events"

    private let state = Mutex(State())

    private struct State {
        /// The last good build's number; 0 while there has been none.
        var build = 0
        var failure: String?
        var streams: [EventStream] = []
        var isClosed = false
    }

    init() {}

    public var build: Int {
        state.withLock { $0.build }
    }

    /// A new client's stream, told at once the build it should show and the failure, if the last rebuild failed.
    func subscribe() -> EventStream {
        let stream = EventStream()
        state.withLock { state in
            state.streams.removeAll { $0.hasEnded }
            stream.send(event: "build", data: String(state.build))
            if let failure = state.failure { stream.send(event: "failure", data: failure) }
            if state.isClosed { stream.close() } else { state.streams.append(stream) }
        }
        return stream
    }

    /// A rebuild succeeded: every page reloads.
    func built() {
        broadcast { state in
            state.build += 1
            state.failure = nil
            return ("build", String(state.build))
        }
    }

    /// A rebuild failed with these errors: every page shows them.
    func failed(_ text: String) {
        broadcast { state in
            state.failure = text
            return ("failure", text)
        }
    }

    /// Ends every stream, for the server's stop.
    public func close() {
        state.withLock { state in
            state.isClosed = true
            for stream in state.streams { stream.close() }
            state.streams = []
        }
    }

    private func broadcast(_ change: (inout State) -> (event: String, data: String)) {
        state.withLock { state in
            let (event, data) = change(&state)
            state.streams.removeAll { $0.hasEnded }
            for stream in state.streams { stream.send(event: event, data: data) }
        }
    }

    /// `html` with the script before its last `</body>` (or at its end, when it has none).
    static func inject(into html: [UInt8], build: Int) -> [UInt8] {
        let script = Array(script(build: build).utf8)
        let closing = Array("</body".utf8)
        var index = html.count - closing.count
        while index >= 0 {
            if zip(html[index..<(index + closing.count)], closing).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) {
                return Array(html[..<index]) + script + Array(html[index...])
            }
            index -= 1
        }
        return html + script
    }

    /// The script: nothing in it comes from outside but the build number, and the failure's text goes
    /// into the page with `textContent`.
    static func script(build: Int) -> String {
        """
        <script id="sitegen-live-reload">
        (() => {
          const served = "\(build)";
          const events = new EventSource("\(eventsPath)");
          events.addEventListener("build", (event) => { if (event.data !== served) location.reload(); });
          events.addEventListener("failure", (event) => {
            let overlay = document.getElementById("sitegen-build-error");
            if (!overlay) {
              overlay = document.createElement("pre");
              overlay.id = "sitegen-build-error";
              overlay.setAttribute("role", "alert");
              overlay.style.cssText = "position:fixed;inset:0;margin:0;padding:2em;overflow:auto;z-index:2147483647;" +
                "background:rgba(24,0,0,.92);color:#fff;font:14px/1.5 monospace;white-space:pre-wrap";
              document.body.appendChild(overlay);
            }
            const shown = served === "0"
              ? "sitegen: the build failed; no build has succeeded yet, so there is no earlier page to show."
              : "sitegen: the rebuild failed; this is the last good page.";
            overlay.textContent = shown + "\\n\\n" + event.data;
          });
        })();
        </script>

        """
    }
}
