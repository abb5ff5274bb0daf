/// A value that lines which lost their folding space are joined to, one at a time, each piece kept
/// only while the value keeps its property's form (`ValueShape`).
///
/// A piece is checked on what it changes: the list items it completes, or the text next to it, so that
/// joining many pieces costs what they hold, never the whole value again for each.
struct GrowingValue {
    private(set) var value: String
    private let line: ContentLine
    private let form: ValueShape.Form
    /// Whether the value so far has its form: every list item before the last, or the whole text.
    private var fitsSoFar: Bool
    /// A list's last item, which a piece may complete, or a text's last bytes, which may begin a `;NAME=`
    /// that a piece ends.
    private var edge: [UInt8]

    /// How much of a text's end is looked at again with a piece: more than any parameter name.
    static let textEdge = 64
    /// Longest value of another form (a rule, a number, a keyword) checked whole again with a piece.
    static let maximumCheckedWhole = 4_096

    init(_ line: ContentLine) {
        self.line = line
        value = line.value
        form = ValueShape.form(of: line.name)
        let bytes = Array(value.utf8)
        switch form {
        case .dates(let periods):
            let items = value.split(separator: ",", omittingEmptySubsequences: false)
            fitsSoFar = items.dropLast().allSatisfy { ValueShape.isDate($0, periods: periods) }
            edge = Array(items.last!.utf8)
        case .text:
            fitsSoFar = !ValueShape.holdsParameters(bytes)
            edge = Array(bytes.suffix(Self.textEdge))
        case .other:
            fitsSoFar = true
            edge = []
        }
    }

    /// Appends `piece` when the value with it still has its form; returns whether it did.
    mutating func append(_ piece: String) -> Bool {
        guard fitsSoFar else { return false }
        let grown = edge + Array(piece.utf8)
        switch form {
        case .dates(let periods):
            let items = String(decoding: grown, as: UTF8.self).split(separator: ",", omittingEmptySubsequences: false)
            guard items.allSatisfy({ ValueShape.isDate($0, periods: periods) }) else { return false }
            edge = Array(items.last!.utf8)
        case .text:
            guard !ValueShape.holdsParameters(grown) else { return false }
            edge = Array(grown.suffix(Self.textEdge))
        case .other:
            var whole = line
            whole.value = value + piece
            guard whole.value.utf8.count <= Self.maximumCheckedWhole, ValueShape.fits(whole) else { return false }
        }
        value += piece
        return true
    }
}
