"""Headless Chromium driven over the DevTools protocol on a pipe (--remote-debugging-pipe: JSON messages
ended by NUL on file descriptors 3 and 4), so that nothing beyond Python's standard library is needed.
Used by the browser tests' scripts beside it.
"""
import json
import os
import subprocess
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
        self.target = self.call("Target.createTarget", {"url": url}, session=False)["targetId"]
        self.session = self.call(
            "Target.attachToTarget", {"targetId": self.target, "flatten": True}, session=False)["sessionId"]

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails'].get('exception', {}).get('description')}")
        return result.get("result", {}).get("value")

    def emulate(self, width, height, scheme):
        """A viewport of WIDTH x HEIGHT CSS pixels (a phone's, honouring the viewport meta tag, under 600)
        and prefers-color-scheme SCHEME."""
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
        self.call("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})

    def navigate(self, url):
        self.call("Page.navigate", {"url": url})

    def screenshot(self, path):
        """The whole page, not only the viewport, as a PNG file."""
        import base64
        result = self.call("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})
        with open(path, "wb") as file:
            file.write(base64.b64decode(result["data"]))

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
