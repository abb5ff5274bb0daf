/// The documents holding one token of a shard, in the order its file lists them: by kind (an index into
/// `SearchDocument.Kind.allCases`), each kind's numbers ascending. They are kept as the file writes them,
/// each number after a kind's first as its difference from the one before, in LEB128 bytes: a byte or two
/// a document where an `Int32` took four, and up to twice that in an array's spare capacity. A kind starts
/// with a zero byte, the kind and its first number; a difference is at least one, so its first byte is never
/// zero.
struct PostingList: Sendable, Equatable {
    private var bytes: [UInt8] = []
    private var kind = -1
    private var last: Int32 = 0

    /// The numbers of each kind, in `SearchDocument.Kind.allCases` order.
    init(byKind: [[Int32]]) {
        for (kind, numbers) in byKind.enumerated() {
            for number in numbers { insert(kind: kind, number: number) }
        }
    }

    init() {}

    var isEmpty: Bool { bytes.isEmpty }

    /// Adds a document after the last one: where it belongs instead when it is not after it, and not at all
    /// when the list holds it.
    mutating func append(kind: Int, number: Int32) {
        if kind > self.kind {
            bytes.append(0)
            bytes.append(UInt8(kind))
            write(UInt32(number))
        } else if kind == self.kind && number > last {
            write(UInt32(number - last))
        } else {
            insert(kind: kind, number: number)
            return
        }
        (self.kind, last) = (kind, number)
    }

    /// Adds a document in its place; nothing when the list holds it.
    mutating func insert(kind: Int, number: Int32) {
        guard kind < self.kind || (kind == self.kind && number <= last) else {
            return append(kind: kind, number: number)
        }
        var byKind = numbersByKind
        let place = byKind[kind].firstIndex { $0 >= number } ?? byKind[kind].endIndex
        guard place == byKind[kind].endIndex || byKind[kind][place] != number else { return }
        byKind[kind].insert(number, at: place)
        self = PostingList(byKind: byKind)
    }

    /// Takes a document out.
    mutating func remove(kind: Int, number: Int32) {
        var byKind = numbersByKind
        guard kind < byKind.count, let place = byKind[kind].firstIndex(of: number) else { return }
        byKind[kind].remove(at: place)
        self = PostingList(byKind: byKind)
    }

    /// Each kind held, with its first number and the differences after it, as the shard's file writes them.
    func forEachKind(_ body: (_ kind: Int, _ values: [Int32]) -> Void) {
        var position = 0
        while position < bytes.count {
            let kind = Int(bytes[position + 1])
            position += 2
            var values = [read(&position)]
            while position < bytes.count && bytes[position] != 0 { values.append(read(&position)) }
            body(kind, values)
        }
    }

    /// The numbers of each kind, ascending.
    var numbersByKind: [[Int32]] {
        var byKind = [[Int32]](repeating: [], count: SearchDocument.Kind.allCases.count)
        forEachKind { kind, values in
            var number: Int32 = 0
            byKind[kind] = values.enumerated().map { offset, value in
                number = offset == 0 ? value : number + value
                return number
            }
        }
        return byKind
    }

    private mutating func write(_ value: UInt32) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7f) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    private func read(_ position: inout Int) -> Int32 {
        var value: UInt32 = 0
        var shift: UInt32 = 0
        while true {
            let byte = bytes[position]
            position += 1
            value |= UInt32(byte & 0x7f) << shift
            if byte < 0x80 { return Int32(bitPattern: value) }
            shift += 7
        }
    }
}
