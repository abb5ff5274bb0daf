import Foundation
import SiteKit

extension BuildDate {
    /// The last accepted `SOURCE_DATE_EPOCH`: 9999-12-31T23:59:59Z less 14 hours, so that the day is
    /// still in 9999 in every time zone (the furthest ahead, Kiritimati, is UTC+14).
    static let latestEpoch = 253_402_300_799 - 14 * 3_600

    /// `--date` if given, else `SOURCE_DATE_EPOCH` (reproducible builds), else the clock. A
    /// `SOURCE_DATE_EPOCH` that is not a second of the years 1970 to 9999 is a usage error.
    static func resolve(option: Day?, environment: [String: String], now: Date) throws(UsageError) -> BuildDate {
        if let option { return .day(option) }
        if let epoch = environment["SOURCE_DATE_EPOCH"] {
            guard let seconds = Int(epoch), seconds >= 0 else {
                throw UsageError(message: "SOURCE_DATE_EPOCH: \"\(epoch)\" is not a number of seconds since 1970")
            }
            guard seconds <= latestEpoch else {
                throw UsageError(
                    message:
                        "SOURCE_DATE_EPOCH: \"\(epoch)\" is too late: the build's date must be in the years \(years.lowerBound) to \(years.upperBound) in every time zone"
                )
            }
            return .instant(Date(timeIntervalSince1970: TimeInterval(seconds)))
        }
        return .instant(now)
    }
}
