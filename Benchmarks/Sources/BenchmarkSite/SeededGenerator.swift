/// SplitMix64: a tiny generator whose sequence depends only on its seed, so that the same
/// command line writes the same site on every machine and every Swift version.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<count`, chosen without the standard library's sampling (whose
    /// algorithm is not promised to stay the same).
    mutating func below(_ count: Int) -> Int {
        Int(next() % UInt64(count))
    }

    /// True with the given chance in percent.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }

    /// An index skewed towards the start, so a few tags and words are common and most are rare.
    mutating func skewed(_ count: Int) -> Int {
        let a = below(count), b = below(count)
        return min(a, b)
    }
}
