/// The image candidates of a `srcset` attribute, split as HTML's "parse a srcset attribute" splits them
/// (the descriptors are kept, not judged): each a URL and what follows it, such as `2x` or `480w`.
struct SourceSet: Equatable {
    struct Candidate: Equatable {
        var url: String
        var descriptors: String
    }

    var candidates: [Candidate] = []

    init(_ value: String) {
        var rest = value.unicodeScalars[...]
        while true {
            rest = rest.drop(while: { isSpace($0) || $0 == "," })
            guard !rest.isEmpty else { return }
            let urlEnd = rest.firstIndex(where: isSpace) ?? rest.endIndex
            var url = rest[..<urlEnd]
            rest = rest[urlEnd...]
            var descriptors = rest[rest.startIndex..<rest.startIndex]
            if url.last == "," {
                // A URL ending in commas has no descriptors: the commas end the candidate.
                while url.last == "," { url = url.dropLast() }
            } else {
                var inParentheses = false
                let end =
                    rest.firstIndex { scalar in
                        if scalar == "(" { inParentheses = true } else if scalar == ")" { inParentheses = false }
                        return scalar == "," && !inParentheses
                    } ?? rest.endIndex
                descriptors = rest[..<end].drop(while: isSpace)
                while let last = descriptors.last, isSpace(last) { descriptors = descriptors.dropLast() }
                rest = rest[end...]
            }
            candidates.append(
                Candidate(
                    url: String(String.UnicodeScalarView(url)),
                    descriptors: String(String.UnicodeScalarView(descriptors))))
        }
    }

    var urls: [String] { candidates.map(\.url) }

    /// The attribute's value again: each candidate as its URL and descriptors, the candidates joined by ", ".
    var value: String {
        candidates.map { $0.descriptors.isEmpty ? $0.url : $0.url + " " + $0.descriptors }.joined(separator: ", ")
    }
}

private func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\u{C}" || scalar == "\r"
}
