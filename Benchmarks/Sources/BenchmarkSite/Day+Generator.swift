import SiteKit

// What the generator needs of a day beyond SiteKit's `Day`.
extension Day {
    /// `20261103`, for iCalendar.
    var compact: String {
        String(iso.filter { $0 != "-" })
    }

    /// This day and every `step` days after it, up to `last`.
    func every(_ step: Int, through last: Day) -> [Day] {
        stride(from: daysSinceEpoch, through: last.daysSinceEpoch, by: step).map(Day.init(daysSinceEpoch:))
    }
}

func pad(_ number: Int, _ width: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
