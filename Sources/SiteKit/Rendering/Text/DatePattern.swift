import Foundation

/// A date pattern of the site's locale (`EEEE, MMMM d, y`), read once from ICU for a skeleton of the
/// theme's strings (`yMMMMEEEEd`), with the locale's month and weekday names and digits: formatting a day is
/// then a walk over a few fields, pure and safe from any number of threads, where a `DateFormatter` costs
/// microseconds a call behind one lock, and a site writes tens of thousands of dates.
struct DatePattern: Sendable {
    private enum Field: Sendable {
        case text(String)
        case year(width: Int)
        case month(width: Int, standalone: Bool)
        case day(width: Int)
        case weekday(width: Int, standalone: Bool)
    }

    private let fields: [Field]
    private let names: LocaleNames

    /// The locale's pattern for `skeleton`; the skeleton itself, which is a pattern too, if ICU had none.
    init(skeleton: String, names: LocaleNames) {
        let pattern = DateFormatter.dateFormat(fromTemplate: skeleton, options: 0, locale: names.locale) ?? skeleton
        fields = Self.fields(of: pattern)
        self.names = names
    }

    /// The pattern's fields, as Unicode's date field symbols read: a run of one letter is a field, text in
    /// single quotes is text (`''` is a quote), and so is every other character. Letters other than `y`, `M`,
    /// `L`, `d`, `E` and `c` never come from a skeleton of those letters; they are kept as text.
    private static func fields(of pattern: String) -> [Field] {
        var fields: [Field] = []
        var characters = Array(pattern)[...]
        var text = ""
        while let character = characters.popFirst() {
            if character == "'" {
                if characters.first == "'" {
                    text.append(characters.removeFirst())
                    continue
                }
                while let quoted = characters.popFirst() {
                    if quoted == "'" {
                        guard characters.first == "'" else { break }
                        characters.removeFirst()
                    }
                    text.append(quoted)
                }
                continue
            }
            var width = 1
            while characters.first == character {
                characters.removeFirst()
                width += 1
            }
            let field: Field? =
                switch character {
                case "y": .year(width: width)
                case "M", "L": .month(width: width, standalone: character == "L")
                case "d": .day(width: width)
                case "E", "c": .weekday(width: max(width, 3), standalone: character == "c")
                default: nil
                }
            guard let field else {
                text += String(repeating: character, count: width)
                continue
            }
            if !text.isEmpty { fields.append(.text(text)) }
            text = ""
            fields.append(field)
        }
        if !text.isEmpty { fields.append(.text(text)) }
        return fields
    }

    /// `day` written in the pattern.
    func format(_ day: Day) -> String {
        var text = ""
        for field in fields {
            switch field {
            case .text(let literal): text += literal
            case .year(let width):
                text += names.number(width == 2 ? day.year % 100 : day.year, width: width == 2 ? 2 : width)
            case .month(let width, let standalone):
                text +=
                    width <= 2
                    ? names.number(day.month, width: width)
                    : names.month(day.month, width: width, standalone: standalone)
            case .day(let width): text += names.number(day.day, width: width)
            case .weekday(let width, let standalone):
                text += names.weekday(day.weekday, width: width, standalone: standalone)
            }
        }
        return text
    }
}

/// A locale's names of months and weekdays in each width, and its digits, read once from ICU.
struct LocaleNames: Sendable {
    let locale: Locale
    private let months: [[String]]
    private let standaloneMonths: [[String]]
    private let weekdays: [[String]]
    private let standaloneWeekdays: [[String]]
    private let digits: [Character]

    init(_ language: SiteLanguage) {
        locale = language.locale
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = Calendar(identifier: .gregorian)
        // Abbreviated, wide and narrow, as widths 3, 4 and 5 ask.
        months = [formatter.shortMonthSymbols, formatter.monthSymbols, formatter.veryShortMonthSymbols]
        standaloneMonths = [
            formatter.shortStandaloneMonthSymbols, formatter.standaloneMonthSymbols,
            formatter.veryShortStandaloneMonthSymbols,
        ]
        weekdays = [formatter.shortWeekdaySymbols, formatter.weekdaySymbols, formatter.veryShortWeekdaySymbols]
        standaloneWeekdays = [
            formatter.shortStandaloneWeekdaySymbols, formatter.standaloneWeekdaySymbols,
            formatter.veryShortStandaloneWeekdaySymbols,
        ]
        let numbers = NumberFormatter()
        numbers.locale = locale
        numbers.usesGroupingSeparator = false
        let written = (0...9).map { numbers.string(from: NSNumber(value: $0)) ?? "" }
        digits = written.allSatisfy { $0.count == 1 } ? written.map { $0.first! } : Array("0123456789")
    }

    /// A month's name, 1 = January, in width 3 (abbreviated), 4 (wide) or 5 (narrow).
    func month(_ month: Int, width: Int, standalone: Bool) -> String {
        (standalone ? standaloneMonths : months)[min(width, 5) - 3][month - 1]
    }

    /// A weekday's name, 0 = Sunday as in `Day.weekday`, in width 3 (abbreviated), 4 (wide) or 5 (narrow).
    func weekday(_ weekday: Int, width: Int, standalone: Bool) -> String {
        (standalone ? standaloneWeekdays : weekdays)[min(width, 5) - 3][weekday]
    }

    /// `number` in the locale's digits, with leading zeros up to `width`.
    func number(_ number: Int, width: Int) -> String {
        let plain = String(number)
        return String(repeating: digits[0], count: max(0, width - plain.count))
            + String(plain.map { digits[Int(String($0))!] })
    }
}
