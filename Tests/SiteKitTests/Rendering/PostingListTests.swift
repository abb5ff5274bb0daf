import Testing

@testable import SiteKit

/// A token's postings kept as differences in LEB128 bytes (`PostingList`) hold what a plain list of numbers
/// by kind holds, whatever is appended, inserted or removed, and are written as the shard's file writes them.
struct PostingListTests {
    @Test func randomOperationsKeepWhatAListOfNumbersKeeps() {
        var generator = SeededGenerator(seed: 21)
        let kinds = SearchDocument.Kind.allCases.count
        for round in 0..<50 {
            var list = PostingList()
            var model = [[Int32]](repeating: [], count: kinds)
            // Ascending appends first, as a part's documents are added, across every kind.
            var next: Int32 = 0
            for kind in 0..<kinds {
                for _ in 0..<Int.random(in: 0..<40, using: &generator) {
                    next += Int32.random(in: 1..<(round.isMultiple(of: 2) ? 3 : 100_000), using: &generator)
                    list.append(kind: kind, number: next)
                    model[kind].append(next)
                }
            }
            for _ in 0..<60 {
                let kind = Int.random(in: 0..<kinds, using: &generator)
                let number = Int32.random(in: 0...next + 5, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0:
                    list.insert(kind: kind, number: number)
                    if !model[kind].contains(number) { model[kind] = (model[kind] + [number]).sorted() }
                case 1:
                    list.append(kind: kind, number: number)
                    if !model[kind].contains(number) { model[kind] = (model[kind] + [number]).sorted() }
                default:
                    let taken = model[kind].randomElement(using: &generator) ?? number
                    list.remove(kind: kind, number: taken)
                    model[kind].removeAll { $0 == taken }
                }
                #expect(list.numbersByKind == model, "round \(round)")
                #expect(list.isEmpty == model.allSatisfy(\.isEmpty))
            }
        }
    }

    @Test func theLargestNumbersAndZeroAreKeptAndWrittenAsDifferences() {
        var list = PostingList()
        list.append(kind: 0, number: 0)
        list.append(kind: 0, number: 127)
        list.append(kind: 0, number: 128)
        list.append(kind: 0, number: Int32.max)
        list.append(kind: 2, number: Int32.max)
        #expect(list.numbersByKind == [[0, 127, 128, Int32.max], [], [Int32.max]])
        var written: [String] = []
        list.forEachKind { kind, values in written.append("\(kind): \(values)") }
        #expect(written == ["0: [0, 127, 1, \(Int32.max - 128)]", "2: [\(Int32.max)]"])
    }
}
