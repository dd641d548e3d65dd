#!/usr/bin/env python3
"""A loopback server for the OverTheAir example: a static host and a small Realtime Database.

    serve.py --static PUBLIC_FOLDER --port-file FILE --log FILE

- `GET /cdn/<path>` serves the files of PUBLIC_FOLDER, with an ETag, answering `304 Not
  Modified` to a matching `If-None-Match`.
- `/db/<path>.json` is a Realtime Database REST API: `GET` answers the node (`null` where there
  is none; an `ETag` with `X-Firebase-ETag: true`), `PUT` replaces it, and a `GET` with
  `Accept: text/event-stream` streams it as the service does: a `put` of the whole node, then a
  `put` for each change at, above or under it, and a `keep-alive` every 10 seconds.

It listens on 127.0.0.1 on a free port, written to FILE once it accepts connections, logs one
line per request to the log file, and runs until it is terminated. Standard library only.
"""
import argparse
import hashlib
import json
import os
import sys
import threading
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

STATE = {"root": None}
LOCK = threading.Condition()
STREAMS = []  # (path components, queue list) of open streams


def components(path):
    return [urllib.parse.unquote(part) for part in path.split("/") if part]


def node_at(path):
    node = STATE["root"]
    for part in path:
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node


def prune(value):
    if isinstance(value, dict):
        kept = {key: prune(member) for key, member in value.items()}
        kept = {key: member for key, member in kept.items() if member is not None}
        return kept or None
    return value


def set_node(path, value):
    def setting(node, rest):
        if not rest:
            return prune(value)
        members = dict(node) if isinstance(node, dict) else {}
        members[rest[0]] = setting(members.get(rest[0]), rest[1:])
        members = {key: member for key, member in members.items() if member is not None}
        return members or None

    STATE["root"] = setting(STATE["root"], path)
    for stream_path, queue in STREAMS:
        if path[: len(stream_path)] == stream_path:
            relative = "/" + "/".join(path[len(stream_path):])
            queue.append({"path": relative, "data": prune(value)})
        elif stream_path[: len(path)] == path:
            queue.append({"path": "/", "data": node_at(stream_path)})
    LOCK.notify_all()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    public = "."
    log_file = None

    def log_message(self, format, *args):
        with open(self.log_file, "a") as log:
            log.write("%s %s\n" % (self.command, self.path))

    def answer(self, status, body=b"", headers=()):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD" and status != 304:
            self.wfile.write(body)

    def do_GET(self):
        url = urllib.parse.urlsplit(self.path)
        if url.path.startswith("/cdn/"):
            return self.serve_file(url.path[len("/cdn/"):])
        if url.path.startswith("/db/") and url.path.endswith(".json"):
            path = components(url.path[len("/db/"):-len(".json")])
            if self.headers.get("Accept") == "text/event-stream":
                return self.stream(path)
            with LOCK:
                body = json.dumps(node_at(path), ensure_ascii=False, separators=(",", ":"))
            data = body.encode()
            headers = [("Content-Type", "application/json")]
            if self.headers.get("X-Firebase-ETag") == "true":
                headers.append(("ETag", hashlib.sha1(data).hexdigest()))
            return self.answer(200, data, headers)
        self.answer(404, b"not found")

    def serve_file(self, relative):
        file = os.path.normpath(os.path.join(self.public, relative))
        if not file.startswith(os.path.abspath(self.public)) or not os.path.isfile(file):
            return self.answer(404, b"not found")
        data = open(file, "rb").read()
        etag = '"%s"' % hashlib.sha256(data).hexdigest()[:16]
        if self.headers.get("If-None-Match") == etag:
            return self.answer(304, headers=[("ETag", etag)])
        self.answer(200, data, [("ETag", etag), ("Content-Type", "application/json")])

    def do_PUT(self):
        url = urllib.parse.urlsplit(self.path)
        if not (url.path.startswith("/db/") and url.path.endswith(".json")):
            return self.answer(404, b"not found")
        path = components(url.path[len("/db/"):-len(".json")])
        length = int(self.headers.get("Content-Length") or 0)
        value = json.loads(self.rfile.read(length) or b"null")
        with LOCK:
            set_node(path, value)
        if "print=silent" in (url.query or ""):
            return self.answer(204)
        self.answer(200, json.dumps(value).encode(), [("Content-Type", "application/json")])

    def stream(self, path):
        queue = []
        with LOCK:
            queue.append({"path": "/", "data": node_at(path)})
            STREAMS.append((path, queue))
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        try:
            while True:
                with LOCK:
                    if not queue:
                        LOCK.wait(timeout=10)
                    events = list(queue)
                    queue.clear()
                if not events:
                    self.wfile.write(b"event: keep-alive\ndata: null\n\n")
                for event in events:
                    data = json.dumps(event, ensure_ascii=False, separators=(",", ":"))
                    self.wfile.write(("event: put\ndata: %s\n\n" % data).encode())
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError, OSError):
            pass
        finally:
            with LOCK:
                STREAMS[:] = [entry for entry in STREAMS if entry[1] is not queue]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--static", required=True)
    parser.add_argument("--port-file", required=True)
    parser.add_argument("--log", required=True)
    options = parser.parse_args()
    Handler.public = os.path.abspath(options.static)
    Handler.log_file = options.log
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    with open(options.port_file + ".tmp", "w") as file:
        file.write(str(server.server_address[1]))
    os.rename(options.port_file + ".tmp", options.port_file)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
