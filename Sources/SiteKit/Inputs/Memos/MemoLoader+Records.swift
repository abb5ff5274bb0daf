import Foundation

extension MemoLoader {
    /// Reads `files` a shard of their records at a time, on every core, each memo taken from `before` when
    /// its file is as recorded (`readMemo`). A shard whose records changed is written to `folder` as soon
    /// as its memos are read, and its memos then point at their bodies left in the file (`MemoBody`): a
    /// first build holds the bodies of the shards being read, not every memo's.
    func readRecording(_ files: [MemoFile], before: MemoRecords, into folder: URL) -> [MemoFolder.FileRead] {
        var positions = Array(repeating: [Int](), count: RecordShards.count)
        for (position, file) in files.enumerated() { positions[MemoRecords.shard(of: file.name)].append(position) }
        let formerCounts = before.countsByShard
        let shards = Array(positions.enumerated()).concurrentMap { shard, positions in
            var reads = positions.map { position in
                Result { () throws(InputErrors) in
                    try readMemo(files[position], recorded: before.records[files[position].name])
                }
            }
            var recorded: [String: MemoRecords.Record] = [:]
            for case .success(let read) in reads {
                if let record = read.record { recorded[read.memo.value.file] = record }
            }
            guard MemoRecords.hasChanged(recorded, from: before, formerCount: formerCounts[shard]),
                let written = MemoRecords.write(recorded, to: folder, shard: shard)
            else { return reads }
            for (index, position) in positions.enumerated() {
                guard case .success(var read) = reads[index], let record = written[read.memo.value.file],
                    record.memo.body == read.memo.value.body
                else { continue }
                read.memo.value.body = record.memo.body.readingAgain(from: files[position].path)
                read.record?.memo = read.memo.value
                reads[index] = .success(read)
            }
            return reads
        }
        var results = [MemoFolder.FileRead?](repeating: nil, count: files.count)
        for (positions, reads) in zip(positions, shards) {
            for (position, read) in zip(positions, reads) { results[position] = read }
        }
        return results.map { $0! }
    }
}
