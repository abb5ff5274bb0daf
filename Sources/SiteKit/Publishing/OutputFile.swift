/// One file of the built site: where it goes below the output folder, and its bytes.
public struct OutputFile: Sendable, Equatable {
    /// A relative path with "/" separators, such as `2026/11/index.html`.
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Whether `path` stays inside the output folder: relative, no empty, "." or ".." parts, none over 255
    /// bytes, no backslashes or control characters (C0, DEL, C1). Every path is checked, whatever built it,
    /// on its UTF-8 bytes: a publication checks tens of thousands.
    static func isSafe(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard let first = bytes.first, first != UInt8(ascii: "/") else { return false }
            var start = 0
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : UInt8(ascii: "/")
                if byte == UInt8(ascii: "/") {
                    let part = bytes[start..<index]
                    guard !part.isEmpty, part.count <= 255, !part.elementsEqual(".".utf8),
                        !part.elementsEqual("..".utf8)
                    else { return false }
                    start = index + 1
                } else if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") {
                    return false
                } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                    return false
                }
            }
            return true
        }
    }
}
