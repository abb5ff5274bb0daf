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

The browser is driven over the DevTools protocol on a pipe (--remote-debugging-pipe: JSON messages
ended by NUL on file descriptors 3 and 4), so nothing beyond Python's standard library is needed.
"""
import json
import os
import subprocess
import sys
import tempfile
import time


class Browser:
    def __init__(self, chromium, profile):
        commands_read, self.commands = os.pipe()
        self.replies, replies_write = os.pipe()

        def on_fds_3_and_4():
            # Through fresh numbers first, so that neither pipe end is overwritten by the other.
            commands, replies = os.dup(commands_read), os.dup(replies_write)
            os.dup2(commands, 3)
            os.dup2(replies, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--no-default-browser-check", "--disable-extensions", f"--user-data-dir={profile}",
             "--remote-debugging-pipe", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            close_fds=False, preexec_fn=on_fds_3_and_4)
        os.close(commands_read)
        os.close(replies_write)
        self.buffer = b""
        self.next_id = 0
        self.session = None

    def call(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply["result"]

    def receive(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.replies, 65536)
            if not chunk:
                raise RuntimeError("the browser closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def open(self, url):
        target = self.call("Target.createTarget", {"url": url}, session=False)["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        return result.get("result", {}).get("value")

    def close(self):
        # Browser.close lets Chromium end its own helper processes; killing it is the fallback.
        try:
            os.write(self.commands, json.dumps({"id": 0, "method": "Browser.close"}).encode() + b"\0")
            self.process.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()


def wait_for(browser, expression, seconds=30):
    """Whether the expression became true in the page within the time."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if browser.evaluate(expression):
                return True
        except RuntimeError:
            pass  # the page is between two documents while it reloads
        time.sleep(0.1)
    return False


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
