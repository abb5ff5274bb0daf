#!/usr/bin/env python3
"""The days a calendar program shows each event of an iCalendar file on, read with icalendar and
recurring-ical-events (an iCalendar reader independent of sitegen's).

Usage: ics_occurrences.py FILE FIRST LAST ZONE [--times]
Prints one `YYYY-MM-DD<TAB>SUMMARY` line per event per day it covers, FIRST to LAST (days in the IANA
zone ZONE), sorted; with --times, `YYYY-MM-DD<TAB>HH:MM<TAB>SUMMARY`, the start in ZONE (`all-day` for
a date). Cancelled occurrences are left out, as calendar programs hide them; a timed event
ending exactly at midnight does not cover the day that midnight begins.
"""
import datetime
import sys
import zoneinfo

import icalendar
import recurring_ical_events


def start_time(event, zone):
    start = event["DTSTART"].dt
    if not isinstance(start, datetime.datetime):
        return "all-day"
    return start.astimezone(zone).strftime("%H:%M")


def days_covered(event, zone):
    start = event["DTSTART"].dt
    if "DTEND" in event:
        end = event["DTEND"].dt
    elif "DURATION" in event:
        end = start + event["DURATION"].dt
    else:
        end = start
    if not isinstance(start, datetime.datetime):
        length = max(1, (end - start).days)
        return [start + datetime.timedelta(days=n) for n in range(length)]
    start, end = start.astimezone(zone), end.astimezone(zone)
    last = end.date()
    if end > start and end.time() == datetime.time(0, 0):
        last -= datetime.timedelta(days=1)
    last = max(last, start.date())
    return [start.date() + datetime.timedelta(days=n) for n in range((last - start.date()).days + 1)]


def main():
    path, first, last, zone_name = sys.argv[1:5]
    with_times = sys.argv[5:] == ["--times"]
    zone = zoneinfo.ZoneInfo(zone_name)
    first, last = datetime.date.fromisoformat(first), datetime.date.fromisoformat(last)
    with open(path, "rb") as file:
        calendar = icalendar.Calendar.from_ical(file.read())
    # A margin on each side: an event may start on another day in its own zone than in the site's.
    window = recurring_ical_events.of(calendar).between(first - datetime.timedelta(days=2), last + datetime.timedelta(days=3))
    lines = []
    for event in window:
        if str(event.get("STATUS", "")).upper() == "CANCELLED":
            continue
        for day in days_covered(event, zone):
            if first <= day <= last:
                time = f"{start_time(event, zone)}\t" if with_times else ""
                lines.append(f"{day.isoformat()}\t{time}{event.get('SUMMARY', '')}")
    sys.stdout.reconfigure(encoding="utf-8")
    for line in sorted(lines):
        print(line)


if __name__ == "__main__":
    main()
