#!/usr/bin/env python3
"""The idle benchmark (`make bench-idle`): what the gallery costs while nothing happens.

Runs the gallery (a release build, strata-gallery --fresh --trace) on its home list and in
every demo (--demo NAME), each alone on its own Xvfb screen of 1024x768, waits until its trace
says `rest` (its loop went to sleep in SDL with nothing moving and nothing scheduled), then
leaves it alone for a rest (10 s by default) and prints, for each, the CPU it used over the
rest in milliseconds per 10 s (all its threads' run time from /proc/PID/task/*/schedstat, in
nanoseconds), its X server's the same way, how many times its threads woke up (voluntary
context switches) and how many frames it presented. Then the resident memory (VmRSS) of the
gallery at rest on its home list, after a fresh start.

`--rest S` sets the rest, `--demos a,b` the demos (the home list is always measured), `--json
FILE` writes the figures as JSON too, `--gallery PATH` the program (by default the release
build).

Python 3's standard library only; Xvfb comes with the project's test packages
(scripts/install-deps.sh test).
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import importlib.util
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The Xvfb server and process helpers of the peer benchmark.
_spec = importlib.util.spec_from_file_location(
    "bench_peer", os.path.join(ROOT, "scripts", "bench-peer.py")
)
_bench_peer = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_bench_peer)
BenchError = _bench_peer.BenchError
Xvfb = _bench_peer.Xvfb
require = _bench_peer.require
stop_process = _bench_peer.stop_process
WIDTH, HEIGHT = 1024, 768
REST = 10.0
REST_TIMEOUT = 120.0
READY_TIMEOUT = 60.0
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def task_ids(pid):
    """The thread ids of process `pid`."""
    try:
        return os.listdir(f"/proc/{pid}/task")
    except OSError:
        return []


def cpu_seconds(pid):
    """The CPU time process `pid` (all its threads) has run so far, in seconds: the sum of its
    threads' run time in nanoseconds from /proc/PID/task/*/schedstat, or, without schedstat,
    utime plus stime in clock ticks from /proc/PID/stat."""
    total = 0
    try:
        for task in task_ids(pid):
            try:
                with open(f"/proc/{pid}/task/{task}/schedstat", encoding="ascii") as schedstat:
                    total += int(schedstat.read().split()[0])
            except FileNotFoundError:
                continue  # The thread ended meanwhile.
        if total:
            return total / 1e9
    except (OSError, ValueError, IndexError):
        pass
    with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as stat:
        text = stat.read()
    fields = text[text.rindex(")") + 2 :].split()
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS


def status_field(path, name):
    """The first number of the line `name:` in a /proc status file, or 0."""
    try:
        with open(path, encoding="ascii", errors="replace") as status:
            for line in status:
                if line.startswith(name + ":"):
                    return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return 0


def wake_ups(pid):
    """How many times the threads of process `pid` went to sleep and were woken (voluntary
    context switches), summed over its threads."""
    return sum(
        status_field(f"/proc/{pid}/task/{task}/status", "voluntary_ctxt_switches")
        for task in task_ids(pid)
    )


def resident_kilobytes(pid):
    """The resident memory of process `pid` (VmRSS), in kB."""
    return status_field(f"/proc/{pid}/status", "VmRSS")


class Gallery:
    """The gallery on an Xvfb of its own, its trace lines collected as they come."""

    def __init__(self, program, demo, state_home):
        self.xvfb = Xvfb(WIDTH, HEIGHT)
        env = dict(os.environ)
        env.pop("WAYLAND_DISPLAY", None)
        env["DISPLAY"] = self.xvfb.display
        env["XDG_STATE_HOME"] = state_home
        command = [program, "--trace", "--fresh", "--size", f"{WIDTH}x{HEIGHT}"]
        if demo is not None:
            command += ["--demo", demo]
        self.lines = []
        self.errors = []
        self.lock = threading.Lock()
        try:
            self.process = subprocess.Popen(
                command,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                bufsize=1,
            )
        except OSError:
            self.xvfb.stop()
            raise
        streams = ((self.process.stdout, self.lines), (self.process.stderr, self.errors))
        for stream, lines in streams:
            threading.Thread(target=self._read, args=(stream, lines), daemon=True).start()

    def _read(self, stream, into):
        for line in stream:
            with self.lock:
                into.append(line.rstrip("\n"))

    def snapshot(self):
        """The trace lines so far, parsed; lines that are not JSON are left out."""
        with self.lock:
            lines = list(self.lines)
        events = []
        for line in lines:
            try:
                events.append(json.loads(line))
            except json.JSONDecodeError:
                continue
        return events

    def wait_for_rest(self, timeout):
        """Waits (at most `timeout` seconds) until the last trace line is `rest`; returns
        whether it came."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.process.poll() is None:
            events = self.snapshot()
            if events and events[-1].get("event") == "rest":
                return True
            time.sleep(0.05)
        return False

    def stop(self):
        stop_process(self.process)
        self.xvfb.stop()


def demo_names(program):
    """The gallery's demos, by name, as it lists them when asked for one it does not have."""
    result = subprocess.run(
        [program, "--demo", "?"],
        env={
            key: value
            for key, value in os.environ.items()
            if key not in ("DISPLAY", "WAYLAND_DISPLAY")
        },
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    names = []
    for line in result.stderr.splitlines():
        if line.startswith("  ") and line.strip():
            names.append(line.split()[0])
    if not names:
        raise BenchError(f"{program} listed no demos: {result.stderr.strip()!r}")
    return names


def measure(program, demo, rest, state_home):
    """Opens the gallery on `demo` (the home list for None), waits until it rests, and
    measures a rest of `rest` seconds."""
    gallery = Gallery(program, demo, state_home)
    try:
        if not gallery.wait_for_rest(REST_TIMEOUT):
            raise BenchError(
                f"{demo or 'home'} did not come to rest in {REST_TIMEOUT:.0f} s; "
                f"stderr: {' / '.join(gallery.errors[-5:])}"
            )
        pid, server = gallery.process.pid, gallery.xvfb.process.pid
        lines_before = len(gallery.snapshot())
        start = time.monotonic()
        cpu, server_cpu, wakes = cpu_seconds(pid), cpu_seconds(server), wake_ups(pid)
        time.sleep(rest)
        cpu, server_cpu = cpu_seconds(pid) - cpu, cpu_seconds(server) - server_cpu
        wakes = wake_ups(pid) - wakes
        elapsed = time.monotonic() - start
        during = gallery.snapshot()[lines_before:]
        per_ten = 10.0 / elapsed
        return {
            "demo": demo or "home",
            "cpu_ms_per_10s": cpu * 1000 * per_ten,
            "x_server_cpu_ms_per_10s": server_cpu * 1000 * per_ten,
            "wake_ups_per_10s": wakes * per_ten,
            "frames": sum(1 for event in during if event.get("event") == "frame"),
            "resident_mb": resident_kilobytes(pid) / 1024,
            "rest_s": elapsed,
        }
    finally:
        gallery.stop()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--gallery", default=os.path.join(ROOT, ".build", "release", "strata-gallery")
    )
    parser.add_argument("--rest", type=float, default=REST, help="seconds at rest (default 10)")
    parser.add_argument("--demos", help="comma-separated demo names (default: all)")
    parser.add_argument("--json", help="also write the figures to this file")
    options = parser.parse_args()
    if not os.access(options.gallery, os.X_OK):
        raise BenchError(f"no gallery at {options.gallery} (swift build -c release first)")
    demos = options.demos.split(",") if options.demos else demo_names(options.gallery)
    results = []
    with tempfile.TemporaryDirectory(prefix="bench-idle-") as state_home:
        for demo in [None] + demos:
            result = measure(options.gallery, demo, options.rest, state_home)
            results.append(result)
            print(
                f"{result['demo']:<16} {result['cpu_ms_per_10s']:8.3f} ms/10 s   "
                f"X server {result['x_server_cpu_ms_per_10s']:7.3f} ms/10 s   "
                f"wake-ups {result['wake_ups_per_10s']:5.1f}/10 s   frames {result['frames']}",
                flush=True,
            )
    home = results[0]
    print(f"resident memory at the home screen, at rest: {home['resident_mb']:.1f} MB")
    print(f"worst demo at rest: {max(r['cpu_ms_per_10s'] for r in results):.3f} ms of CPU per 10 s")
    if options.json:
        with open(options.json, "w", encoding="utf-8") as file:
            json.dump(
                {"width": WIDTH, "height": HEIGHT, "rest_s": options.rest, "results": results},
                file,
                indent=2,
            )
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BenchError as error:
        print(f"bench-idle: {error}", file=sys.stderr)
        sys.exit(1)
