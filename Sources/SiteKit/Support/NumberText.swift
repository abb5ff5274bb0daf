import Foundation

/// Two decimal digits, zero-padded: `07`, `12`.
public func twoDigits(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
}

/// Four decimal digits, zero-padded, as years are written in ISO dates: `0999`, `2026`.
func fourDigits(_ number: Int) -> String {
    guard number >= 0 else { return String(format: "%04d", number) }
    let digits = String(number)
    return digits.utf8.count < 4 ? String(repeating: "0", count: 4 - digits.utf8.count) + digits : digits
}

/// Seconds as people write them: `10`, `0.5`, `2.25`; with `places`, always that many decimals: `0.10`.
public func formatSeconds(_ seconds: Double, places: Int? = nil) -> String {
    String(format: places.map { "%.\($0)f" } ?? "%g", seconds)
}

extension Duration {
    /// The duration in seconds, as a `Double`, for the APIs that take a `TimeInterval`.
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
