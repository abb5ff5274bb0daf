/// A text of a record, held in memory or left in the record's file until it is used: a night uses a few of
/// the ten thousand plain texts the memos' summaries keep (`MemoSummaries`), so it reads those few.
enum StoredText: Sendable, Equatable, ExpressibleByStringLiteral {
    case inMemory(String)
    /// `count` bytes of UTF-8 at `offset` in `file`, checked when read.
    case inFile(RecordFile, offset: Int, count: Int)

    init(stringLiteral text: String) {
        self = .inMemory(text)
    }

    /// Its length in UTF-8 bytes, known without reading it.
    var utf8Count: Int {
        switch self {
        case .inMemory(let text): text.utf8.count
        case .inFile(_, _, let count): count
        }
    }

    /// The text; nil when its file no longer holds valid UTF-8 there: records are anyone's to damage, and
    /// what they hold is worked out again from what it was made of.
    func read() -> String? {
        switch self {
        case .inMemory(let text): text
        case .inFile(let file, let offset, let count):
            file.bytes(at: offset, count: count).flatMap { String(validating: $0, as: UTF8.self) }
        }
    }

    /// The same place in the same file is the same text; any other two are compared by what they read.
    static func == (left: Self, right: Self) -> Bool {
        if case .inFile(let file, let offset, let count) = left, case .inFile(let other, offset, count) = right,
            file === other
        {
            return true
        }
        return left.utf8Count == right.utf8Count && left.read() == right.read()
    }
}
