#!/usr/bin/env python3
"""Pages of a built site in headless Chromium, served over HTTP on 127.0.0.1, measured in the browser.

Usage: browser_probe.py CHROMIUM SITE < STEPS

Serves the folder SITE with Python's http.server on a free port of 127.0.0.1, and runs the steps, a JSON
list read from standard input, each in a fresh tab of one browser: {"path": "/search/?q=x", "width": 390,
"height": 844, "scheme": "light" or "dark", "wait": "a JavaScript condition", "evaluate": "a JavaScript
expression (awaited)", "screenshot": "/tmp/x.png" (optional), "scripts": false (optional: the page's own
scripts do not run)}. Prints a JSON list of each step's
value; exits 1, saying which step, when a condition did not become true within 30 s.
"""
import functools
import http.server
import json
import sys
import tempfile
import threading

from devtools import Browser, wait_for


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


def main(chromium, site, steps):
    handler = functools.partial(QuietHandler, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    values = []
    try:
        with tempfile.TemporaryDirectory(prefix="sitegen-browser-") as profile:
            browser = Browser(chromium, profile)
            try:
                for number, step in enumerate(steps, 1):
                    browser.open("about:blank")
                    browser.emulate(step.get("width", 1280), step.get("height", 900), step.get("scheme", "light"))
                    if step.get("scripts") is False:
                        browser.call("Emulation.setScriptExecutionDisabled", {"value": True})
                    browser.navigate(f"http://127.0.0.1:{server.server_port}{step['path']}")
                    if not wait_for(browser, step.get("wait", "document.readyState === 'complete'")):
                        return None, f"step {number} ({step['path']}): {step.get('wait')!r} never became true"
                    values.append(browser.evaluate(step["evaluate"]))
                    if "screenshot" in step:
                        browser.screenshot(step["screenshot"])
                    browser.call("Target.closeTarget", {"targetId": browser.target}, session=False)
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return values, None


if __name__ == "__main__":
    values, problem = main(sys.argv[1], sys.argv[2], json.load(sys.stdin))
    if problem:
        print(f"failed: {problem}")
        sys.exit(1)
    print(json.dumps(values, ensure_ascii=False))
