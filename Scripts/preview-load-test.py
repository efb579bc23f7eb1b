#!/usr/bin/env python3
"""Loopback load test of `plumb preview`: 20 edits a second for 30 seconds over one WebSocket.

Each edit changes a constant in Examples/000-media-player.yaml (the player's priority-250 width
constraint gets a new constant), so every answer is a real re-layout on every scenario. Checks:
  * no lost update: every edit's number comes back, in order, and the last answer's text is the
    last edit's text;
  * the toggles under load: once a second an edit also flips the keyboard toggle, and every
    answer must be laid out with the keyboard state chosen last;
  * saves on disk reach the page: 20 saves, each timed from the write to the pushed update;
  * memory not growing: the server's resident set (VmRSS from /proc) sampled once a second; the
    median of the last ten samples may exceed the median of the ten after warm-up by at most 10%.
Prints the figures as a Markdown table row for Benchmarks/Results/.

Usage: python3 Scripts/preview-load-test.py [path/to/plumb] [--seconds 30] [--rate 20]
A minimal RFC 6455 client is written here (https://www.rfc-editor.org/rfc/rfc6455) so that the
test needs nothing beyond Python's standard library.
"""
import base64
import json
import os
import shutil
import socket
import statistics
import struct
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Socket:
    """A WebSocket client: text frames out (masked, as RFC 6455 §5.3 requires), text in."""

    def __init__(self, host, port, origin):
        self.sock = socket.create_connection((host, port))
        key = base64.b64encode(os.urandom(16)).decode()
        request = (f"GET /ws HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\nOrigin: {origin}\r\n\r\n")
        self.sock.sendall(request.encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.sock.recv(1)
        assert head.startswith(b"HTTP/1.1 101"), head
        self.lock = threading.Lock()

    def send(self, text):
        data, mask = text.encode(), os.urandom(4)
        n = len(data)
        header = bytes([0x81]) + (bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + struct.pack(">H", n)
                                  if n < 65536 else bytes([0x80 | 127]) + struct.pack(">Q", n))
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
        with self.lock:
            self.sock.sendall(header + mask + masked)

    def exact(self, n):
        out = bytearray()
        while len(out) < n:
            chunk = self.sock.recv(n - len(out))
            if not chunk:
                raise EOFError("server closed the connection")
            out += chunk
        return bytes(out)

    def receive(self):
        """The next whole text message (continuation frames joined)."""
        message = bytearray()
        while True:
            b0, b1 = self.exact(2)
            n = b1 & 0x7F
            if n == 126: n = struct.unpack(">H", self.exact(2))[0]
            elif n == 127: n = struct.unpack(">Q", self.exact(8))[0]
            payload = self.exact(n)
            opcode = b0 & 0x0F
            if opcode == 8:
                raise EOFError("close frame")
            if opcode in (9, 10):  # ping, pong: the server's keep-alive
                continue
            message += payload
            if b0 & 0x80:
                return message.decode()


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main():
    args = sys.argv[1:]
    seconds, rate = 30, 20
    if "--seconds" in args:
        i = args.index("--seconds"); seconds = int(args[i + 1]); del args[i:i + 2]
    if "--rate" in args:
        i = args.index("--rate"); rate = int(args[i + 1]); del args[i:i + 2]
    plumb = args[0] if args else os.path.join(ROOT, ".build", "debug", "plumb")
    work = tempfile.mkdtemp(prefix="plumb-load-")
    layout = os.path.join(work, "player.yaml")
    shutil.copy(os.path.join(ROOT, "Examples", "000-media-player.yaml"), layout)
    text = open(layout).read()
    target = "player.width == aspectFit.width @250"
    assert target in text
    server = subprocess.Popen([plumb, "preview", layout], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        url = server.stdout.readline().split()[2]  # http://127.0.0.1:PORT/
        host, port = url[len("http://"):].rstrip("/").rsplit(":", 1)
        ws = Socket(host, int(port), f"http://{host}:{port}")
        initial = json.loads(ws.receive())
        scenarios = len(initial["panels"])
        total = seconds * rate
        answers, latencies, sent_at = [], [], {}
        edits, keyboards, keyboard = {}, {}, "hidden"

        def reader():
            while len(answers) < total:
                update = json.loads(ws.receive())
                if update.get("seq") is None:
                    continue
                answers.append(update)
                latencies.append(time.monotonic() - sent_at[update["seq"]])

        thread = threading.Thread(target=reader, daemon=True)
        thread.start()
        samples = []
        start = time.monotonic()
        for seq in range(1, total + 1):
            due = start + (seq - 1) / rate
            time.sleep(max(0.0, due - time.monotonic()))
            edit = text.replace(target, f"player.width == aspectFit.width - {seq % 97} @250")
            edits[seq] = edit
            message = {"file": 0, "seq": seq, "text": edit}
            if seq % rate == 0:
                keyboard = "hidden" if keyboard == "shown" else "shown"
                message["selection"] = {"keyboard": [keyboard]}
            keyboards[seq] = keyboard
            sent_at[seq] = time.monotonic()
            ws.send(json.dumps(message))
            if seq % rate == 0:
                samples.append(rss_kib(server.pid))
        send_time = time.monotonic() - start
        thread.join(timeout=120)
        drained = time.monotonic() - start
        seqs = [a["seq"] for a in answers]
        assert seqs == list(range(1, total + 1)), f"lost or reordered: got {len(seqs)} of {total}"
        assert answers[-1]["source"] == edits[total], "the last answer is not the last edit"
        assert all(a.get("problem") is None and len(a["panels"]) == scenarios for a in answers)
        assert all(p["conditions"]["keyboard"] == keyboards[a["seq"]] for a in answers for p in a["panels"]), \
            "an answer was laid out with another keyboard state than the one chosen last"
        warm = statistics.median(samples[2:12]) if len(samples) >= 12 else samples[0]
        late = statistics.median(samples[-10:])
        growth = (late - warm) / warm
        assert growth <= 0.10, f"memory grew {growth:.1%}: {samples}"
        lat = sorted(latencies)

        # Saves on disk: from the write to the pushed update arriving (poll interval + layout).
        saves = []
        for i in range(20):
            time.sleep(0.3)
            saved = text.replace(target, f"player.width == aspectFit.width - {i + 1} @250") + f"# save {i}\n"
            started = time.monotonic()
            with open(layout, "w") as f:
                f.write(saved)
            while True:
                update = json.loads(ws.receive())
                if update.get("seq") is None and update["source"] == saved:
                    saves.append(time.monotonic() - started)
                    break
        saves.sort()
        slow = sum(1 for s in saves if s > 0.2)
        print(f"| {total} edits at {rate}/s over {seconds} s | {scenarios} scenarios | all {total} answered in order "
              f"| sending {send_time:.1f} s, last answer at {drained:.1f} s | latency median {statistics.median(lat) * 1000:.0f} ms, "
              f"p95 {lat[int(0.95 * (len(lat) - 1))] * 1000:.0f} ms, max {lat[-1] * 1000:.0f} ms "
              f"| RSS after warm-up {warm / 1024:.1f} MiB, at end {late / 1024:.1f} MiB ({growth:+.1%}), max {max(samples) / 1024:.1f} MiB "
              f"| save → update: median {statistics.median(saves) * 1000:.0f} ms, p95 {saves[int(0.95 * (len(saves) - 1))] * 1000:.0f} ms, "
              f"max {saves[-1] * 1000:.0f} ms, {slow} of 20 over 200 ms |")
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
