#!/usr/bin/env python3
"""Reads the documentation as its readers do: in Chromium, at 1280 px wide. Serves the merged
archive (OUTPUT-DIR/Holidays.doccarchive, from Tests/Docs/build) as a host would (every page's
address answered with the archive's app), opens the first page, every module's page and every
article, and fails on what a reader would meet:

- a page that does not load: no title within 20 s, or DocC's "can't be found" page;
- a JavaScript error: an uncaught exception, or an error the page logs to the console;
- a clipped listing: a code box whose text is wider than the box (it scrolls sideways, or its
  last characters are cut off);
- a dead link: a link on the rendered page into /documentation that the archive has no page for.

    Tests/Docs/browser.py ARCHIVE [PAGE-URL...]     (default: the first page, modules, articles)

Prints one line a finding and the counts. What it cannot see: symbol pages (1,300 of them) are
not opened, only linked; widths other than 1280 px; a page's look (colours, overlaps), only
what the DOM measures; Safari's and Firefox's layouts. Needs `chromium` and the `websocket`
module (Tests/Docs/browser installs both).
"""
import http.server
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

import websocket

WIDTH = 1280


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(archive):
    """A host for the archive: files as they are, any other address the app's index.html."""
    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=archive, **kwargs)

        def send_head(self):
            path = self.translate_path(self.path.split("?")[0])
            if not os.path.exists(path) and self.path.startswith(("/documentation", "/tutorials")):
                self.path = "/index.html"
            return super().send_head()

        def log_message(self, *args):
            pass

    port = free_port()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, port


class Browser:
    """Chromium, headless, driven over the DevTools protocol."""

    def __init__(self):
        self.port = free_port()
        self.profile = tempfile.mkdtemp()
        binary = shutil.which("chromium") or shutil.which("chromium-browser")
        if not binary:
            sys.exit("browser: no chromium on the PATH (Tests/Docs/browser installs it)")
        self.process = subprocess.Popen(
            [binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
             f"--remote-debugging-port={self.port}", f"--user-data-dir={self.profile}",
             f"--window-size={WIDTH},900", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 30
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/json/list") as answer:
                    targets = [t for t in json.load(answer) if t.get("type") == "page"]
                if targets:
                    break
            except OSError:
                pass
            if time.time() > deadline:
                sys.exit("browser: chromium did not open its DevTools port in 30 s")
            time.sleep(0.2)
        self.socket = websocket.create_connection(targets[0]["webSocketDebuggerUrl"], timeout=30)
        self.next = 0
        self.events = []
        for method in ("Page.enable", "Runtime.enable", "Log.enable"):
            self.call(method)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": WIDTH, "height": 900, "deviceScaleFactor": 1, "mobile": False})

    def call(self, method, params=None):
        self.next += 1
        self.socket.send(json.dumps({"id": self.next, "method": method, "params": params or {}}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        return result.get("result", {}).get("value")

    def errors(self):
        """The JavaScript errors since the last call: uncaught, or logged as errors."""
        found = []
        for event in self.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.exceptionThrown":
                details = params.get("exceptionDetails", {})
                found.append(details.get("exception", {}).get("description") or details.get("text", "an exception"))
            elif method == "Runtime.consoleAPICalled" and params.get("type") == "error":
                found.append(" ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", [])))
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                entry = params["entry"]
                # A favicon the archive does not ship is the host's business, not the page's.
                if "favicon" not in entry.get("url", ""):
                    found.append(entry.get("text", "an error") + (f" ({entry['url']})" if entry.get("url") else ""))
        self.events = []
        return [line.split("\n")[0][:200] for line in found]

    def close(self):
        try:
            self.socket.close()
        finally:
            self.process.terminate()
            self.process.wait(timeout=10)
            shutil.rmtree(self.profile, ignore_errors=True)


# Runs in the page once it has a title: the clipped listings and the links.
MEASURE = """(() => {
  // A listing is clipped when it, or the box around it, is wider inside than it shows
  // (DocC's code box scrolls; the <pre> inside it grows to its text).
  const box = p => {
    for (let e = p; e && e !== document.body; e = e.parentElement)
      if (e.scrollWidth > e.clientWidth + 1) return e;
    return null;
  };
  const clipped = [...document.querySelectorAll('pre')]
    .map(p => [p, box(p)]).filter(([p, b]) => b)
    .map(([p, b]) => [b.scrollWidth, b.clientWidth,
      p.innerText.split('\\n').reduce((a, b) => b.length > a.length ? b : a, '')]);
  const links = [...document.querySelectorAll('a[href]')].map(a => a.getAttribute('href'));
  return {clipped, links};
})()"""

STATE = """(() => {
  if (document.querySelector('.error-content, .not-found') ||
      /can.t be found/i.test(document.body ? document.body.innerText : '')) return 'missing';
  const title = document.querySelector('main h1, .title');
  return title && title.innerText.trim() ? 'loaded' : 'waiting';
})()"""


def pages(archive):
    """The first page, every module's page and every article, by address."""
    urls = ["/documentation"]
    data = os.path.join(archive, "data", "documentation")
    for name in sorted(os.listdir(data)):
        if name.endswith(".json"):
            module = name[:-5]
            urls.append(f"/documentation/{module}")
            folder = os.path.join(data, module)
            for article in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
                if not article.endswith(".json"):
                    continue
                try:
                    with open(os.path.join(folder, article)) as file:
                        kind = json.load(file).get("kind")
                except (OSError, ValueError):
                    kind = "article"  # unreadable: opened, so that the reader's failure shows
                if kind == "article":
                    urls.append(f"/documentation/{module}/{article[:-5]}")
    return urls


def has_page(archive, href):
    path = href.split("#")[0].split("?")[0].rstrip("/")
    return os.path.exists(os.path.join(archive, "data", path.strip("/").lower() + ".json"))


def main():
    archive = os.path.abspath(sys.argv[1])
    urls = sys.argv[2:] or pages(archive)
    server, port = serve(archive)
    browser = Browser()
    counts = {"pages loaded": 0, "pages not loaded": 0, "listings clipped": 0, "links dead": 0, "errors": 0}
    dead_seen = set()
    try:
        for url in urls:
            browser.call("Page.navigate", {"url": f"http://127.0.0.1:{port}{url}"})
            deadline, state = time.time() + 20, "waiting"
            while time.time() < deadline:
                state = browser.evaluate(STATE)
                if state != "waiting":
                    break
                time.sleep(0.1)
            if state != "loaded":
                counts["pages not loaded"] += 1
                print(f"browser: {url}: the page did not load ({'DocC: not found' if state == 'missing' else 'no title in 20 s'})")
            else:
                counts["pages loaded"] += 1
                time.sleep(0.2)  # the page's own scripts settle (highlighting, the sidebar)
                measured = browser.evaluate(MEASURE) or {"clipped": [], "links": []}
                for scroll, client, line in measured["clipped"]:
                    counts["listings clipped"] += 1
                    print(f"browser: {url}: a listing {scroll} px wide in a box of {client} px, its longest line {len(line)} columns: {line.strip()[:90]}")
                for href in measured["links"]:
                    if href.startswith("/documentation") and not has_page(archive, href) and href not in dead_seen:
                        dead_seen.add(href)
                        counts["links dead"] += 1
                        print(f"browser: {url}: a dead link to {href}")
            for error in browser.errors():
                counts["errors"] += 1
                print(f"browser: {url}: JavaScript: {error}")
    finally:
        browser.close()
        server.shutdown()
    print("browser: " + ", ".join(f"{name} {count}" for name, count in counts.items()) + f" (at {WIDTH} px)")
    failed = counts["pages not loaded"] + counts["listings clipped"] + counts["links dead"] + counts["errors"]
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
