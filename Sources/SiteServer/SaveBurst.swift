import CServing

/// What a burst of changes left behind, event by event, to tell when it is a whole save: files that were
/// there before it written anew, each closed, and every file it made or moved aside gone again. Editors
/// save in steps (vim moves the memo to `memo~`, writes a new one and removes `memo~`; an atomic save writes
/// `memo.tmp` and renames it over the memo), and a rebuild between two steps would build the save half
/// done; once the burst is whole, no step of a save measured is left (`bench/editor-saves`), so the
/// watcher settles after `FolderWatcher.wholeSaveSettle` instead of its full quiet time.
struct SaveBurst {
    /// Names the burst made that are still there: a new file, or one moved here from a name that was there
    /// before (vim's `memo~`). A new memo is not a step of a save, but it waits the full quiet time too.
    private var made: Set<String> = []
    /// Names that were there before the burst and are gone (the memo moved to `memo~`).
    private var missing: Set<String> = []
    /// Files written and not closed yet.
    private var open: Set<String> = []
    /// For each move whose second half has not come yet (by its cookie), whether it moves a name the burst
    /// made: a temporary file put in place.
    private var moving: [UInt32: Bool] = [:]
    /// Whether a name that was there before the burst has new content: written, or replaced.
    private var rewrote = false
    /// Whether something happened that this does not follow (a folder made or removed, events lost).
    private var isUnknown = false

    /// Whether the burst is a whole save: something rewritten, and nothing left open, made or missing.
    var isWhole: Bool {
        !isUnknown && rewrote && made.isEmpty && missing.isEmpty && open.isEmpty
    }

    /// Takes what it cannot follow (events lost, a watched folder gone): the burst is then never whole.
    mutating func loseTrack() {
        isUnknown = true
    }

    /// Takes the event `mask` (with its `cookie`) about a hidden entry, which is no input and is not
    /// followed, but which moved elsewhere is a temporary file put in place (a library's atomic save).
    mutating func addHidden(_ mask: UInt32, cookie: UInt32) {
        if mask & UInt32(IN_MOVED_FROM) != 0 { moving[cookie] = true }
    }

    /// Takes the event `mask` (with its `cookie`) about the entry at `path`.
    mutating func add(_ mask: UInt32, cookie: UInt32 = 0, at path: String) {
        if mask & UInt32(IN_ISDIR | IN_Q_OVERFLOW | IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0 {
            loseTrack()
            return
        }
        if mask & UInt32(IN_CREATE) != 0 {
            if missing.remove(path) != nil { rewrote = true } else { made.insert(path) }
            open.insert(path)
        }
        if mask & UInt32(IN_MODIFY) != 0 {
            open.insert(path)
            if !made.contains(path) { rewrote = true }
        }
        if mask & UInt32(IN_CLOSE_WRITE) != 0 {
            open.remove(path)
            if !made.contains(path) { rewrote = true }
        }
        if mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
            open.remove(path)
            let wasMade = made.remove(path) != nil
            if !wasMade { missing.insert(path) }
            if mask & UInt32(IN_MOVED_FROM) != 0 { moving[cookie] = wasMade }
        }
        if mask & UInt32(IN_MOVED_TO) != 0 {
            let isTemporary = moving.removeValue(forKey: cookie) == true
            if missing.remove(path) != nil || isTemporary {
                rewrote = true
            } else {
                made.insert(path)
            }
        }
    }
}
