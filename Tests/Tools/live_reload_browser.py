#!/usr/bin/env python3
"""Headless Chromium through sitegen serve's live reload, as a writer sees it.

Usage: live_reload_browser.py CHROMIUM URL MEMO OLD NEW ERROR
       live_reload_browser.py --first-build CHROMIUM URL ERROR

Opens URL (a page that shows the text OLD), appends NEW to the memo file MEMO and waits for the open
page to reload by itself and show NEW; then breaks MEMO's front matter and waits for the overlay to show
a text starting with ERROR over the page, which must still be the last good one (not reloaded). Prints
one line per step; exits 0 when every step happened, 1 (saying which did not) otherwise.

With --first-build, URL is served by a sitegen serve whose first build failed: the page saying the site
is not built yet must show the overlay, saying there is no earlier page, then ERROR; its text is printed.

The browser is driven over the DevTools protocol (devtools.py beside this script).
"""
import json
import sys
import tempfile

from devtools import Browser, wait_for


def main(chromium, url, memo, old, new, error):
    with tempfile.TemporaryDirectory(prefix="sitegen-browser-") as profile:
        browser = Browser(chromium, profile)
        try:
            browser.open(url)
            text = json.dumps
            if not wait_for(browser, f"document.body && document.body.innerText.includes({text(old)})"):
                return f"the page never showed {old!r}"
            print("page open")
            browser.evaluate("window.sitegenTestMark = 1")
            with open(memo, "a", encoding="utf-8") as file:
                file.write(f"\n{new}\n")
            if not wait_for(browser, f"window.sitegenTestMark === undefined && document.body.innerText.includes({text(new)})"):
                return f"the page did not reload to show {new!r}"
            print("reloaded with the change")

            browser.evaluate("window.sitegenTestMark = 2")
            with open(memo, "w", encoding="utf-8") as file:
                file.write("---\ntitle: [unclosed\n---\n本文\n")
            overlay = "document.getElementById('sitegen-build-error')"
            if not wait_for(browser, f"{overlay} !== null && {overlay}.textContent.includes({text(error)})"):
                return f"no overlay showed {error!r}: {browser.evaluate(overlay + ' && ' + overlay + '.textContent')!r}"
            if browser.evaluate(f"window.sitegenTestMark === 2 && document.body.innerText.includes({text(new)}) && {overlay}.children.length === 0") is not True:
                return "the overlay did not stand over the last good page as plain text"
            print("overlay over the last good page")
            return None
        finally:
            browser.close()


def first_build(chromium, url, error):
    with tempfile.TemporaryDirectory(prefix="sitegen-browser-") as profile:
        browser = Browser(chromium, profile)
        try:
            browser.open(url)
            overlay = "document.getElementById('sitegen-build-error')"
            if not wait_for(browser, f"{overlay} !== null && {overlay}.textContent.includes({json.dumps(error)})"):
                return f"no overlay showed {error!r}"
            if browser.evaluate(f"document.body.innerText.includes('not been built yet') && {overlay}.children.length === 0") is not True:
                return "the overlay did not stand over the page saying the site is not built yet, as plain text"
            print(browser.evaluate(f"{overlay}.textContent"))
            return None
        finally:
            browser.close()


if __name__ == "__main__":
    arguments = sys.argv[1:]
    problem = first_build(*arguments[1:]) if arguments[:1] == ["--first-build"] else main(*arguments)
    if problem:
        print(f"failed: {problem}")
        sys.exit(1)
