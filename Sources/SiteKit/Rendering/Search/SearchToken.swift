extension SearchText {
    /// A piece of text search looks up: a word, or one or two characters of a CJK run (the two never share
    /// a text), as its UTF-8. A build makes millions of them, nearly all of a few bytes (a CJK pair is six),
    /// so up to 16 bytes are held in place: making one then allocates nothing, where an array of its bytes
    /// took a third of a full build.
    struct Token: Hashable, Sendable {
        private static let inlineCapacity = 16
        private var inline: (UInt64, UInt64) = (0, 0)
        private var count = 0
        /// The bytes of a longer token, which `inline` then does not hold.
        private var long: [UInt8]?

        init(bytes: some Collection<UInt8>) {
            count = bytes.count
            guard count <= Self.inlineCapacity else {
                long = Array(bytes)
                return
            }
            withUnsafeMutableBytes(of: &inline) { _ = $0.initializeMemory(as: UInt8.self, from: bytes) }
        }

        /// One character's token.
        init(scalar: Unicode.Scalar) {
            withUnsafeMutableBytes(of: &inline) { storage in
                var count = 0
                UTF8.encode(scalar) { byte in
                    storage[count] = byte
                    count += 1
                }
                self.count = count
            }
        }

        /// The token of `first`'s bytes followed by `second`'s: a character pair.
        init(joining first: Token, _ second: Token) {
            guard first.count + second.count <= Self.inlineCapacity else {
                self = Token(bytes: first.withUTF8 { Array($0) } + second.withUTF8 { Array($0) })
                return
            }
            inline = first.inline
            count = first.count + second.count
            let offset = first.count
            var tail = second.inline
            withUnsafeMutableBytes(of: &inline) { storage in
                withUnsafeBytes(of: &tail) { bytes in
                    for index in 0..<second.count { storage[offset + index] = bytes[index] }
                }
            }
        }

        static func word(_ text: String) -> Token { Token(bytes: Array(text.utf8)) }
        static func characters(_ text: String) -> Token { Token(bytes: Array(text.utf8)) }

        /// Calls `body` with the token's UTF-8.
        func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
            if let long { return long.withUnsafeBytes(body) }
            var bytes = inline
            return withUnsafeBytes(of: &bytes) { body(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
        }

        var text: String { withUTF8 { String(decoding: $0, as: UTF8.self) } }

        /// Whether the token's UTF-8 sorts before `other`'s, which for text in NFKC is their characters' order.
        func precedes(_ other: Token) -> Bool {
            withUTF8 { bytes in other.withUTF8 { bytes.lexicographicallyPrecedes($0) } }
        }

        /// One word of the token for `Hasher`, which then hashes one word instead of three.
        func hash(into hasher: inout Hasher) {
            if let long {
                hasher.combine(long)
            } else {
                hasher.combine(inline.0 &* 0x9E37_79B9_7F4A_7C15 ^ inline.1 &* 0xC2B2_AE3D_27D4_EB4F ^ UInt64(count))
            }
        }

        static func == (one: Token, other: Token) -> Bool {
            one.inline == other.inline && one.count == other.count && one.long == other.long
        }
    }
}
