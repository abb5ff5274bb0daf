/// A value's fields held in one shared box, copied only when a copy is changed: a value read out of an
/// array by every page, list and record that shows it then costs one retain, not one for each of its texts.
struct SharedFields<Fields: Sendable>: @unchecked Sendable {
    /// Changed only while one value alone holds it, so never while another thread can see it.
    private final class Box {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    init(_ fields: Fields) {
        box = Box(fields)
    }

    var fields: Fields {
        _read { yield box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    /// Whether both hold the same box, and so the same fields, without comparing them.
    func isShared(with other: Self) -> Bool {
        box === other.box
    }
}
