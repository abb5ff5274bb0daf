import CServing
import Testing

@testable import SiteServer

/// Each save measured by `bench/editor-saves` (docs/performance.md), event by event as inotify gives them:
/// a burst is whole only after its last step, so the short settle never builds a save half done; and what
/// is not a save (a new memo, one removed, a folder made, a probe file alone) waits the full settle.
struct SaveBurstTests {
    private static let folder = "/site/Content/memos/2026/12"
    private static let memo = folder + "/2026-12-07.md"

    /// An event: its mask, the name in the memo's folder (the memo itself for nil), and a move's cookie.
    private typealias Event = (mask: Int32, name: String?, cookie: UInt32)

    /// Whether the burst is whole after each event of `events`.
    private func wholeness(_ events: [Event]) -> [Bool] {
        var burst = SaveBurst()
        return events.map { event in
            let path = event.name.map { Self.folder + "/" + $0 } ?? Self.memo
            if event.name?.hasPrefix(".") == true {
                burst.addHidden(UInt32(event.mask), cookie: event.cookie)
            } else {
                burst.add(UInt32(event.mask), cookie: event.cookie, at: path)
            }
            return burst.isWhole
        }
    }

    /// Whole after the last event, and not before it.
    private func expectWholeAtTheEndOnly(_ events: [Event], _ save: String) {
        let wholeness = wholeness(events)
        #expect(wholeness.last == true, "\(save): not whole at its end")
        #expect(!wholeness.dropLast().contains(true), "\(save): whole too soon: \(wholeness)")
    }

    @Test func eachEditorsSaveIsWholeAfterItsLastStepAlone() {
        let (create, modify, close, delete) = (IN_CREATE, IN_MODIFY, IN_CLOSE_WRITE, IN_DELETE)
        let (from, to, attributes) = (IN_MOVED_FROM, IN_MOVED_TO, IN_ATTRIB)
        expectWholeAtTheEndOnly(
            [
                (create, "4913", 0), (close, "4913", 0), (delete, "4913", 0), (from, nil, 7), (to, "2026-12-07.md~", 7),
                (create, nil, 0), (modify, nil, 0), (close, nil, 0), (attributes, nil, 0),
                (delete, "2026-12-07.md~", 0),
            ], "vim :w")
        expectWholeAtTheEndOnly([(modify, nil, 0), (modify, nil, 0), (close, nil, 0)], "nano, cp over, write_text")
        expectWholeAtTheEndOnly(
            [
                (create, "sedAb12Cd", 0), (modify, "sedAb12Cd", 0), (close, "sedAb12Cd", 0), (from, "sedAb12Cd", 3),
                (to, nil, 3),
            ], "sed -i")
        expectWholeAtTheEndOnly(
            [
                (create, "2026-12-07.md.tmp", 0), (modify, "2026-12-07.md.tmp", 0), (close, "2026-12-07.md.tmp", 0),
                (from, "2026-12-07.md.tmp", 4), (to, nil, 4),
            ], "an atomic save")
        expectWholeAtTheEndOnly(
            [
                (create, ".2026-12-07.md.x1", 0), (close, ".2026-12-07.md.x1", 0), (from, ".2026-12-07.md.x1", 9),
                (to, nil, 9),
            ],
            "an atomic save through a hidden file")
        let (temporary, old) = ("2026-12-07.md___jb_tmp___", "2026-12-07.md___jb_old___")
        expectWholeAtTheEndOnly(
            [
                (create, temporary, 0), (modify, temporary, 0), (close, temporary, 0), (from, nil, 5), (to, old, 5),
                (from, temporary, 6), (to, nil, 6), (delete, old, 0),
            ], "JetBrains' safe write")
    }

    @Test func whatIsNoSaveOfAFileThatWasThereIsNeverWhole() {
        let (create, modify, close, delete) = (IN_CREATE, IN_MODIFY, IN_CLOSE_WRITE, IN_DELETE)
        #expect(
            !wholeness([(create, "2026-12-08.md", 0), (modify, "2026-12-08.md", 0), (close, "2026-12-08.md", 0)])
                .contains(true), "a new memo")
        #expect(!wholeness([(delete, nil, 0)]).contains(true), "a memo removed")
        #expect(!wholeness([(IN_MOVED_TO, "2026-12-08.md", 11)]).contains(true), "a memo moved in from elsewhere")
        #expect(
            !wholeness([(create, "4913", 0), (close, "4913", 0), (delete, "4913", 0)]).contains(true), "vim's probe")
        #expect(!wholeness([(IN_ATTRIB, nil, 0)]).contains(true), "a mode changed")
        #expect(!wholeness([(modify, nil, 0)]).contains(true), "a file still open")
        #expect(
            !wholeness([(IN_CREATE | IN_ISDIR, "2027", 0), (modify, nil, 0), (close, nil, 0)]).contains(true),
            "a folder made")
        var lost = SaveBurst()
        lost.add(UInt32(IN_CLOSE_WRITE), at: Self.memo)
        #expect(lost.isWhole)
        lost.loseTrack()
        #expect(!lost.isWhole, "events lost")
    }
}
