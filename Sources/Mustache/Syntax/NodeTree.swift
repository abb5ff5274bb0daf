/// Owns a compiled tree and takes it apart without recursion.
///
/// Released the ordinary way, a tree frees its nodes recursively, one call per level, and a
/// template nested 1,000 deep overflows a small thread stack (256 KB) when it is freed. Here
/// every node is also held in a flat list, parents before their children; the list is emptied
/// in order, so each node is freed while the list still holds its children, and no release
/// goes more than one level down.
final class NodeTree: @unchecked Sendable {
    // Unchecked: both properties change only in `deinit`, when no other reference exists.
    private(set) var nodes: [Node]
    private var parentsFirst: [Node]

    init(_ nodes: [Node]) {
        self.nodes = nodes
        parentsFirst = Self.parentsFirst(nodes)
    }

    deinit {
        nodes = []
        let placeholder = Node.text([])
        for index in parentsFirst.indices { parentsFirst[index] = placeholder }
    }

    private static func parentsFirst(_ roots: [Node]) -> [Node] {
        var result: [Node] = []
        var pending = roots
        while let node = pending.popLast() {
            result.append(node)
            switch node {
            case .text, .variable, .partial: break
            case .section(let section): pending += section.nodes
            case .block(let block): pending += block.nodes
            case .parent(let parent): for argument in parent.arguments.values { pending += argument.nodes }
            }
        }
        return result
    }
}
