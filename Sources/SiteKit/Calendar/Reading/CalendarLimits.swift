/// The bounds that keep reading and expanding a calendar file cheap whatever it holds. Calendar feeds
/// come from anyone's server, so each bound is chosen so that a hostile file costs a small, fixed
/// amount of work per event and per rendered month, and so that no ordinary calendar comes near it.
enum CalendarLimits {
    /// How deeply BEGIN blocks may nest. Real files nest three deep (VCALENDAR > VTIMEZONE > STANDARD,
    /// VCALENDAR > VEVENT > VALARM); 16 leaves room for any producer's extensions while keeping the
    /// component tree shallow enough that nothing built from it can exhaust the stack. It is checked on
    /// the raw lines, before a component is made.
    static let maximumNesting = 16

    /// The most warnings one file gives for its damaged lines (joined, read through or dropped); the rest
    /// are counted in one more. A feed whose every line is damaged needs fixing at its source, and the
    /// first hundred say how; a warning for each of a million lines would only fill the memory.
    static let maximumLineWarnings = 100

    /// The most candidate times libical may step through for one RRULE in one rendered month. It is
    /// what bounds a rule that matches rarely or never (`FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30`):
    /// libical's iterator only returns on a match, so the rule is given an UNTIL this many steps ahead.
    /// 50,000 covers a month of an every-minute rule and the whole window of any coarser one.
    static let maximumIterationsPerRule = 50_000

    /// The most candidate times all rules together may take in one rendering. One sparse rule costs up
    /// to `maximumIterationsPerRule` steps per month, so a feed of thousands of them would still take
    /// minutes; this caps the whole build at about ten seconds of libical's work. Ordinary calendars use
    /// a few dozen steps per rule and month: a thousand daily events over two years of pages use about a
    /// million.
    static let maximumIterations = 2_000_000

    /// The most occurrences (days an event is shown on) one event keeps in one rendered month: every
    /// hour of the month with room to spare, far more than a calendar cell can show.
    static let maximumOccurrencesPerEvent = 1_000

    /// The most occurrences all events together keep in one rendered month, so that the page and the
    /// memory for it stay bounded however many events a feed has.
    static let maximumOccurrencesPerMonth = 10_000
}
