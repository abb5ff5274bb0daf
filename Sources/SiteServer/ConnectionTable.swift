/// The server's open connections, each with what it is doing and since when, so that a full server
/// can choose which to close for a new client, as nginx does: the idlest waiting connection first, then
/// the request head that has been arriving the longest. A connection answering is never chosen.
struct ConnectionTable {
    enum Phase: Equatable {
        /// Waiting for a request: just accepted, or kept alive after an answer.
        case idle
        /// Part of a request (its head or its body) has arrived, the rest has not.
        case reading
        /// Answering a whole request, or streaming events: never closed for another client.
        case answering
        /// Closed for another client; its thread has yet to end. No longer counted.
        case shed
    }

    private struct Entry {
        var phase: Phase
        var since: ContinuousClock.Instant
    }

    private var entries: [Int32: Entry] = [:]

    /// Every open socket, those shed included.
    var sockets: [Int32] { Array(entries.keys) }

    /// The connections that count towards the cap: all but those shed.
    var count: Int {
        entries.values.count { $0.phase != .shed }
    }

    /// How many are in `phase`.
    func count(_ phase: Phase) -> Int {
        entries.values.count { $0.phase == phase }
    }

    /// A connection just accepted: idle until its first byte.
    mutating func add(_ socket: Int32, at now: ContinuousClock.Instant) {
        entries[socket] = Entry(phase: .idle, since: now)
    }

    mutating func remove(_ socket: Int32) {
        entries[socket] = nil
    }

    /// Notes that `socket` is now in `phase` (since `now`, unless it already was); false when it was shed,
    /// and is to close.
    mutating func enter(_ phase: Phase, _ socket: Int32, at now: ContinuousClock.Instant) -> Bool {
        guard let entry = entries[socket], entry.phase != .shed else { return false }
        if entry.phase != phase { entries[socket] = Entry(phase: phase, since: now) }
        return true
    }

    /// Marks the connection to close for a new client and gives its socket: the one idle the longest,
    /// else the one whose request has been arriving the longest; nil when every one is answering.
    mutating func shed() -> Int32? {
        let candidates = entries.filter { $0.value.phase == .idle || $0.value.phase == .reading }
        guard let chosen = candidates.min(by: { Self.isShedBefore($0.value, $1.value) })?.key else { return nil }
        entries[chosen]?.phase = .shed
        return chosen
    }

    /// Idle before reading; the older first within each.
    private static func isShedBefore(_ first: Entry, _ second: Entry) -> Bool {
        first.phase != second.phase ? first.phase == .idle : first.since < second.since
    }
}
