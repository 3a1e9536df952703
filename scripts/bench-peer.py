#!/usr/bin/env python3
"""The side-by-side peer benchmark (`make bench-peer`): swipes through pages, and slides of
a page pushed and popped.

The swipe. Runs the gallery's Pages demo (strata-gallery --demo pages, a release build) and
libadwaita's AdwCarousel of four pages of text (scripts/peers/adw_carousel.py), each alone on
its own Xvfb screen of 1920x1080, drives both with the same mouse swipes through xdotool, and
prints for each app the median CPU per swipe (the app plus its X server, from /proc/PID/stat),
the frames presented per swipe (the gallery's --trace `frame` events; GTK's frame clock
paints, which the peer script prints), and Strata's ratio to the peer.

A swipe: the button goes down in the middle of the page, 30 moves of 20 px at 1/60 s apart
(0.5 s, 600 px), the button comes up, then 2 s to settle. Swipes alternate direction, starting
towards the next page, so that the page really changes each time. CPU and frames are counted
from just before the button goes down to the end of the settle. The apps run side by side and
take their swipes in turn, one each per round, so that a machine whose load changes during the
run weighs on both alike (an idle app takes no CPU).

The slide. Runs the gallery on its home list (strata-gallery --fresh, at the same size) and
libadwaita's AdwLeaflet of two pages, a list and a page of text (scripts/peers/adw_leaflet.py),
each on its own Xvfb screen again, and presses the same keys in both through xdotool: Return
opens the first row (the gallery's demo slides in under its bar; the leaflet slides its second
page in over the list) and Escape goes back. Each key comes after the app presented no frame
for 1.5 s (a window at rest, where a transition started has to take its time from the clock
rather than from the last frame drawn), and its CPU and frames are counted from just before
the key to 1.5 s after it. A round gives each app one push (Return) and one pop (Escape) in
turn, and the report gives the medians of the pushes, of the pops, and of all slides.

`--gestures swipe,slide` chooses what runs (both by default); `--swipes N` and `--slides N`
how many rounds of each.

Python 3's standard library only; the peers need PyGObject, GTK 4 and libadwaita 1.2
(scripts/install-deps.sh peer).
"""

import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from datetime import datetime, timezone

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WIDTH, HEIGHT = 1920, 1080
MOVES = 30
MOVE_INTERVAL = 0.5 / MOVES
STEP = 20
SETTLE = 2.0
READY_TIMEOUT = 60.0
QUIET_BEFORE_SWIPES = 1.0
# The slide: how long an app presents no frame before each key, how long it may take to get
# there, and how long after the key its CPU and frames are counted.
REST = 1.5
REST_TIMEOUT = 20.0
SLIDE_SETTLE = 1.5
# How many times the gallery's home list takes Down before the slides: once selects its first
# row (Toolkit), which Return opens and Escape closes again, keeping it selected.
SLIDE_ROW_DOWNS = 1
GESTURES = ("swipe", "slide")
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


class BenchError(Exception):
    """Something the benchmark needs is missing or did not start."""


def cpu_seconds(pid):
    """The CPU time process `pid` (all its threads) has run so far, in seconds: the sum of its
    threads' run time in nanoseconds from /proc/PID/task/*/schedstat, or, without schedstat,
    utime plus stime in clock ticks (10 ms) from /proc/PID/stat. A swipe costs a few ticks, so
    ticks would round each figure by up to 10 ms."""
    try:
        total = 0
        for task in os.listdir(f"/proc/{pid}/task"):
            try:
                with open(f"/proc/{pid}/task/{task}/schedstat", encoding="ascii") as schedstat:
                    total += int(schedstat.read().split()[0])
            except FileNotFoundError:
                continue  # The thread ended meanwhile.
        return total / 1e9
    except (OSError, ValueError, IndexError):
        pass
    with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as stat:
        text = stat.read()
    # After the command's closing parenthesis: state (field 3), ..., utime (14), stime (15).
    fields = text[text.rindex(")") + 2 :].split()
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS


def require(program):
    """The path of `program`, or BenchError naming the package that provides it."""
    path = shutil.which(program)
    if path is None:
        raise BenchError(f"{program} is not installed (scripts/install-deps.sh peer installs it)")
    return path


class Xvfb:
    """An Xvfb server of one screen of `width` x `height` pixels (1920x1080 unless given), 24 bits
    deep, on a display number it picks as free."""

    def __init__(self, width=WIDTH, height=HEIGHT):
        read_end, write_end = os.pipe()
        self.process = subprocess.Popen(
            [
                require("Xvfb"),
                "-displayfd",
                str(write_end),
                "-screen",
                "0",
                f"{width}x{height}x24",
                "-nolisten",
                "tcp",
                "-noreset",
            ],
            pass_fds=(write_end,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write_end)
        text = b""
        deadline = time.monotonic() + 15
        with os.fdopen(read_end, "rb") as pipe:
            while not text.endswith(b"\n") and time.monotonic() < deadline:
                chunk = pipe.read(1)
                if not chunk:
                    break
                text += chunk
        number = text.strip().decode("ascii", "replace")
        if not number.isdigit():
            self.stop()
            raise BenchError(f"Xvfb did not start (it printed {number!r})")
        self.display = f":{number}"

    @property
    def pid(self):
        """The server's process id."""
        return self.process.pid

    def stop(self):
        """Stops the server: SIGTERM, then SIGKILL after 3 s."""
        stop_process(self.process)


def stop_process(process):
    """Stops `process`: SIGTERM, then SIGKILL when it has not exited after 3 s."""
    if process.poll() is not None:
        return
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=3)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


class TracedApp:
    """An app on its own Xvfb whose JSON lines on standard output are collected as they come.
    `environment` adds variables to this process's environment, or takes out those set to
    None."""

    def __init__(self, command, environment):
        self.xvfb = Xvfb()
        env = dict(os.environ)
        env.pop("WAYLAND_DISPLAY", None)
        for variable, value in environment.items():
            if value is None:
                env.pop(variable, None)
            else:
                env[variable] = value
        env["DISPLAY"] = self.xvfb.display
        self.events = []
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
        self.errors = []
        threading.Thread(target=self._read_output, daemon=True).start()
        threading.Thread(target=self._read_errors, daemon=True).start()

    def _read_output(self):
        for line in self.process.stdout:
            line = line.strip()
            if not line.startswith("{"):
                continue
            try:
                event = json.loads(line)
            except json.JSONDecodeError:
                continue
            with self.lock:
                self.events.append((time.monotonic(), event))

    def _read_errors(self):
        for line in self.process.stderr:
            self.errors.append(line.rstrip())

    def snapshot(self):
        """The events received so far, as (time, event) pairs."""
        with self.lock:
            return list(self.events)

    def wait_for(self, name, timeout):
        """Waits at most `timeout` seconds for an event named `name`; returns it or None."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.process.poll() is None:
            for _, event in self.snapshot():
                if event.get("event") == name:
                    return event
            time.sleep(0.05)
        return None

    def wait_until_quiet(self, quiet, timeout):
        """Waits until no frame came for `quiet` seconds (at most `timeout` seconds); returns
        whether that came."""
        deadline = time.monotonic() + timeout
        while True:
            frames = [t for t, event in self.snapshot() if event.get("event") == "frame"]
            last = frames[-1] if frames else 0
            if time.monotonic() - last >= quiet:
                return True
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.05)

    def cpu(self):
        """The app's and its X server's CPU seconds so far."""
        return cpu_seconds(self.process.pid), cpu_seconds(self.xvfb.pid)

    def stop(self):
        """Stops the app, then its X server."""
        stop_process(self.process)
        self.xvfb.stop()


def swipe(display, direction, y):
    """One swipe across the middle of the screen: towards the next page (`direction` -1, the
    pointer moving left) or the previous one (+1); returns when the button is up."""
    start_x = WIDTH // 2 - direction * MOVES * STEP // 2
    arguments = [require("xdotool"), "mousemove", str(start_x), str(y), "mousedown", "1"]
    for move in range(1, MOVES + 1):
        x = start_x + direction * STEP * move
        arguments += ["sleep", f"{MOVE_INTERVAL:.4f}", "mousemove", str(x), str(y)]
    arguments += ["mouseup", "1"]
    env = dict(os.environ, DISPLAY=display)
    subprocess.run(arguments, env=env, check=True, stdout=subprocess.DEVNULL)


def press(display, *keys):
    """Presses and releases `keys` one after the other on `display`'s keyboard; returns when
    they are sent. Without a window manager the keyboard's focus follows the pointer, which
    the slide puts in the app's bar."""
    env = dict(os.environ, DISPLAY=display)
    subprocess.run(
        [require("xdotool"), "key", *keys], env=env, check=True, stdout=subprocess.DEVNULL
    )


def move_pointer(display, x, y):
    """Moves the pointer on `display` to (`x`, `y`)."""
    env = dict(os.environ, DISPLAY=display)
    subprocess.run(
        [require("xdotool"), "mousemove", str(x), str(y)],
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
    )


def is_page_change(app_name, event):
    """Whether `event` says the app moved to another page."""
    if app_name == "strata":
        return event.get("event") == "appear" and event.get("title") in PAGE_TITLES
    return event.get("event") == "page"


# The titles of the gallery's Pages demo's pages (AnimalPageViewController), which appear as
# the pages change.
PAGE_TITLES = {"BEAVER", "BUCK DEER", "CAT", "REALLY CUTE LION"}


# The title of the gallery's home list, which appears when a demo is closed.
GALLERY_TITLE = "Strata Gallery"


def is_slide_end(app_name, direction, event):
    """Whether `event` says the app's slide `direction` ("push" or "pop") arrived: the
    gallery's `appear` of the demo's title or of its home list, the leaflet's `page` 1 or 0."""
    if app_name == "strata":
        if event.get("event") != "appear":
            return False
        return (event.get("title") == GALLERY_TITLE) == (direction == "pop")
    return event.get("event") == "page" and event.get("index") == (1 if direction == "push" else 0)


def start(label, command, environment):
    """Starts one app on its own Xvfb and waits until it is ready and presents no frames."""
    app = TracedApp(command, environment)
    ready = app.wait_for("ready", READY_TIMEOUT)
    if ready is None:
        app.stop()
        raise BenchError(
            f"{label} did not report ready within {READY_TIMEOUT:.0f} s; "
            f"stderr: {' | '.join(app.errors[-5:])}"
        )
    app.wait_until_quiet(QUIET_BEFORE_SWIPES, timeout=30)
    return app, ready


def measure_swipe(app, name, label, index, swipe_y):
    """Swipes once across `app` (towards the next page on even `index`es) and returns the
    swipe's figures."""
    direction = -1 if index % 2 == 0 else 1
    mark = len(app.snapshot())
    app_before, server_before = app.cpu()
    swipe(app.xvfb.display, direction, swipe_y)
    time.sleep(SETTLE)
    app_after, server_after = app.cpu()
    if app.process.poll() is not None:
        raise BenchError(f"{label} exited during the swipes")
    events = [event for _, event in app.snapshot()[mark:]]
    frames = [event for event in events if event.get("event") == "frame"]
    return {
        "app_cpu": app_after - app_before,
        "server_cpu": server_after - server_before,
        "frames": len(frames),
        "frame_ms": [float(event.get("ms", 0)) for event in frames],
        "page_changed": any(is_page_change(name, event) for event in events),
    }


def measure(configurations, swipes, swipe_y):
    """Starts every configuration's app, each on its own Xvfb, then swipes them in turn, one
    swipe each per round, so that a machine that gets busier or quieter during the run weighs
    on all of them alike; returns each one's figures by key."""
    apps = {}
    try:
        for key, name, label, command, environment in configurations:
            print(f"bench-peer: starting {label} ...", file=sys.stderr, flush=True)
            apps[key] = start(label, command, environment)
        results = {key: [] for key in apps}
        for index in range(swipes):
            print(f"bench-peer: swipe {index + 1} of {swipes} ...", file=sys.stderr, flush=True)
            for key, name, label, _, _ in configurations:
                app, _ = apps[key]
                results[key].append(measure_swipe(app, name, label, index, swipe_y))
        return {
            key: {"name": name, "label": label, "ready": apps[key][1], "swipes": results[key]}
            for key, name, label, _, _ in configurations
        }
    finally:
        for app, _ in apps.values():
            app.stop()


def prepare_slides(app, name):
    """Puts the pointer in the app's bar, out of the way of the pages (the keyboard follows
    it), and on the gallery selects the row that Return opens."""
    move_pointer(app.xvfb.display, WIDTH - 40, 20)
    if name == "strata":
        press(app.xvfb.display, *(["Down"] * SLIDE_ROW_DOWNS))


def measure_slide(app, name, label, direction):
    """Waits until `app` has presented no frame for REST seconds, presses Return (`direction`
    "push") or Escape ("pop"), and returns the figures of the SLIDE_SETTLE seconds from just
    before the key."""
    rested = app.wait_until_quiet(REST, REST_TIMEOUT)
    mark = len(app.snapshot())
    app_before, server_before = app.cpu()
    pressed_at = time.monotonic()
    press(app.xvfb.display, "Return" if direction == "push" else "Escape")
    time.sleep(max(0.0, pressed_at + SLIDE_SETTLE - time.monotonic()))
    app_after, server_after = app.cpu()
    if app.process.poll() is not None:
        raise BenchError(f"{label} exited during the slides")
    timed = app.snapshot()[mark:]
    events = [event for _, event in timed]
    frames = [event for event in events if event.get("event") == "frame"]
    frame_times = [t for t, event in timed if event.get("event") == "frame"]
    return {
        "direction": direction,
        "rested": rested,
        "app_cpu": app_after - app_before,
        "server_cpu": server_after - server_before,
        "frames": len(frames),
        "frame_ms": [float(event.get("ms", 0)) for event in frames],
        # From the key to the last frame read, as this script received them (milliseconds).
        "last_frame_ms": 1000 * (frame_times[-1] - pressed_at) if frame_times else 0.0,
        "arrived": any(is_slide_end(name, direction, event) for event in events),
    }


def measure_slides(configurations, slides):
    """Starts every configuration's app, each on its own Xvfb, then gives each in turn one
    push and one pop per round; returns each one's figures by key."""
    apps = {}
    try:
        for key, name, label, command, environment in configurations:
            print(f"bench-peer: starting {label} ...", file=sys.stderr, flush=True)
            apps[key] = start(label, command, environment)
            prepare_slides(apps[key][0], name)
        results = {key: [] for key in apps}
        for index in range(slides):
            print(f"bench-peer: slide {index + 1} of {slides} ...", file=sys.stderr, flush=True)
            for key, name, label, _, _ in configurations:
                app, _ = apps[key]
                for direction in ("push", "pop"):
                    results[key].append(measure_slide(app, name, label, direction))
        return {
            key: {"name": name, "label": label, "ready": apps[key][1], "slides": results[key]}
            for key, name, label, _, _ in configurations
        }
    finally:
        for app, _ in apps.values():
            app.stop()


def median(values):
    """The median of `values` (0 when empty)."""
    return statistics.median(values) if values else 0.0


def summarise(run):
    """The medians of one app's swipes."""
    swipes = run["swipes"]
    all_ms = [ms for result in swipes for ms in result["frame_ms"]]
    return {
        "cpu": median([s["app_cpu"] + s["server_cpu"] for s in swipes]),
        "app_cpu": median([s["app_cpu"] for s in swipes]),
        "server_cpu": median([s["server_cpu"] for s in swipes]),
        "frames": median([s["frames"] for s in swipes]),
        "frame_ms": median(all_ms),
        "cpu_per_frame_ms": median(
            [
                1000 * (s["app_cpu"] + s["server_cpu"]) / s["frames"]
                for s in swipes
                if s["frames"] > 0
            ]
        ),
        "page_changes": sum(1 for s in swipes if s["page_changed"]),
    }


def summarise_slides(run):
    """The medians of one app's pushes, of its pops, and of all its slides."""
    slides = run["slides"]

    def cpu(slide):
        return slide["app_cpu"] + slide["server_cpu"]

    summary = {}
    for part, chosen in (
        ("push", [s for s in slides if s["direction"] == "push"]),
        ("pop", [s for s in slides if s["direction"] == "pop"]),
        ("slide", slides),
    ):
        summary[f"{part}_cpu"] = median([cpu(s) for s in chosen])
        summary[f"{part}_app_cpu"] = median([s["app_cpu"] for s in chosen])
        summary[f"{part}_server_cpu"] = median([s["server_cpu"] for s in chosen])
        summary[f"{part}_frames"] = median([s["frames"] for s in chosen])
        summary[f"{part}_last_frame_ms"] = median([s["last_frame_ms"] for s in chosen])
    summary["frame_ms"] = median([ms for s in slides for ms in s["frame_ms"]])
    summary["arrived"] = sum(1 for s in slides if s["arrived"])
    summary["rested"] = sum(1 for s in slides if s["rested"])
    summary["fewest_frames"] = min((s["frames"] for s in slides), default=0)
    return summary


def renderer_text(run):
    """How the app presented, from its ready event."""
    ready = run["ready"]
    if run["name"] == "strata":
        return f"{ready.get('renderer', '?')} ({ready.get('driver', '?')})"
    return f"{ready.get('renderer', '?')}, GTK {ready.get('gtk', '?')}"


def load_average():
    """The 1, 5 and 15 minute load averages, as /proc/loadavg gives them."""
    try:
        with open("/proc/loadavg", encoding="ascii") as file:
            return " ".join(file.read().split()[:3])
    except OSError:
        return "unknown"


def machine_summary():
    """The CPU's model name and the number of logical cores."""
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as file:
            for line in file:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{model}, {os.cpu_count()} logical cores"


LOAD_AT_START = load_average()


def print_report(runs, swipes, strata_key, peer_key):
    """Prints the table and the ratio of `strata_key`'s run to `peer_key`'s."""
    print(
        "bench-peer: strata-gallery's Pages demo beside libadwaita's AdwCarousel, "
        f"{datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')}"
    )
    print(
        f"each on its own Xvfb {WIDTH}x{HEIGHT}x24, swiped in turn; {swipes} swipes of "
        f"{MOVES * STEP} px ({MOVES} moves over {MOVES * MOVE_INTERVAL:.1f} s, then "
        f"{SETTLE:.0f} s to settle), alternating direction; CPU = app + X server "
        "(threads' run time, /proc/PID/task/*/schedstat)"
    )
    print(f"machine: {machine_summary()}; load average at the start: {LOAD_AT_START}")
    print()
    header = (
        f"{'app':<34} {'presents with':<28} {'CPU/swipe':>9} {'app':>7} {'X':>7} "
        f"{'frames':>7} {'ms/frame':>9} {'CPU/frame':>10} {'pages':>6}"
    )
    print(header)
    print(
        f"{'':<34} {'':<28} {'s':>9} {'s':>7} {'s':>7} {'/swipe':>7} {'median':>9} "
        f"{'ms':>10} {'changed':>6}"
    )
    summaries = {}
    for key, run in runs.items():
        summary = summarise(run)
        summaries[key] = summary
        print(
            f"{run['label']:<34} {renderer_text(run):<28} {summary['cpu']:>9.3f} "
            f"{summary['app_cpu']:>7.3f} {summary['server_cpu']:>7.3f} "
            f"{summary['frames']:>7.1f} {summary['frame_ms']:>9.2f} "
            f"{summary['cpu_per_frame_ms']:>10.2f} {summary['page_changes']:>3}/{swipes}"
        )
    print()
    print("per swipe (CPU s app+X, frames):")
    for key, run in runs.items():
        cells = ", ".join(
            f"{s['app_cpu'] + s['server_cpu']:.2f} s/{s['frames']}" for s in run["swipes"]
        )
        print(f"  {run['label']:<32} {cells}")
    for key, run in runs.items():
        if run["name"] == "strata" and summaries[key]["frames"] == 0:
            print(
                f"note: {run['label']} printed no frame events; a gallery built before --trace "
                "had them cannot be counted"
            )
    if strata_key in summaries and peer_key in summaries:
        strata, peer = summaries[strata_key], summaries[peer_key]
        print()
        cpu_ratio = strata["cpu"] / peer["cpu"] if peer["cpu"] > 0 else float("inf")
        frame_ratio = strata["frames"] / peer["frames"] if peer["frames"] > 0 else float("inf")
        print(
            f"ratio, {runs[strata_key]['label']} / {runs[peer_key]['label']}: "
            f"CPU per swipe {cpu_ratio:.2f}x, frames per swipe {frame_ratio:.2f}x"
        )
    return summaries


def print_slide_report(runs, slides, strata_key, peer_key):
    """Prints the slides' table and the ratio of `strata_key`'s run to `peer_key`'s."""
    print(
        "bench-peer: strata-gallery's home list beside libadwaita's AdwLeaflet, "
        f"{datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')}"
    )
    print(
        f"each on its own Xvfb {WIDTH}x{HEIGHT}x24, slid in turn; {slides} pushes (Return) and "
        f"{slides} pops (Escape), each after {REST:.1f} s without a frame, counted from the key "
        f"for {SLIDE_SETTLE:.1f} s; CPU = app + X server "
        "(threads' run time, /proc/PID/task/*/schedstat)"
    )
    print(f"machine: {machine_summary()}; load average at the start: {LOAD_AT_START}")
    print()
    print(
        f"{'app':<34} {'presents with':<28} {'CPU/push':>8} {'frames':>6} {'CPU/pop':>8} "
        f"{'frames':>6} {'CPU/slide':>9} {'app':>6} {'X':>6} {'frames':>6} {'ms/frame':>8} "
        f"{'slides':>7}"
    )
    print(
        f"{'':<34} {'':<28} {'s':>8} {'/push':>6} {'s':>8} {'/pop':>6} {'s':>9} {'s':>6} "
        f"{'s':>6} {'/slide':>6} {'median':>8} {'arrived':>7}"
    )
    summaries = {}
    for key, run in runs.items():
        summary = summarise_slides(run)
        summaries[key] = summary
        count = len(run["slides"])
        print(
            f"{run['label']:<34} {renderer_text(run):<28} {summary['push_cpu']:>8.3f} "
            f"{summary['push_frames']:>6.1f} {summary['pop_cpu']:>8.3f} "
            f"{summary['pop_frames']:>6.1f} {summary['slide_cpu']:>9.3f} "
            f"{summary['slide_app_cpu']:>6.3f} {summary['slide_server_cpu']:>6.3f} "
            f"{summary['slide_frames']:>6.1f} {summary['frame_ms']:>8.2f} "
            f"{summary['arrived']:>3}/{count}"
        )
    print()
    print("per slide (CPU s app+X, frames, ms from the key to the last frame; push, pop, ...):")
    for key, run in runs.items():
        cells = ", ".join(
            f"{s['app_cpu'] + s['server_cpu']:.3f} s/{s['frames']}/{s['last_frame_ms']:.0f}"
            for s in run["slides"]
        )
        print(f"  {run['label']:<32} {cells}")
    for key, run in runs.items():
        summary = summaries[key]
        count = len(run["slides"])
        if summary["rested"] < count:
            print(
                f"note: {run['label']} did not rest {REST:.1f} s before "
                f"{count - summary['rested']} of its {count} slides (it kept presenting frames "
                f"for {REST_TIMEOUT:.0f} s)"
            )
        fewest = summary["fewest_frames"]
        if fewest < 5:
            print(
                f"note: {run['label']} presented {fewest} frame{'' if fewest == 1 else 's'} "
                "in its shortest slide: a slide that jumps to its end presents one, a renderer "
                "too slow for the slide a few"
            )
    if strata_key in summaries and peer_key in summaries:
        strata, peer = summaries[strata_key], summaries[peer_key]

        def ratio(part, figure):
            mine, theirs = strata[f"{part}_{figure}"], peer[f"{part}_{figure}"]
            return mine / theirs if theirs > 0 else float("inf")

        print()
        print(
            f"ratio, {runs[strata_key]['label']} / {runs[peer_key]['label']}: "
            f"CPU per push {ratio('push', 'cpu'):.2f}x, per pop {ratio('pop', 'cpu'):.2f}x, "
            f"per slide {ratio('slide', 'cpu'):.2f}x; frames per slide "
            f"{ratio('slide', 'frames'):.2f}x"
        )
    return summaries


def parse_gestures(text):
    """The gestures named in `text`, comma-separated, in GESTURES' order; ValueError names
    one that is not known."""
    names = {part.strip() for part in text.split(",") if part.strip()}
    unknown = names - set(GESTURES)
    if not names:
        raise ValueError(f"no gesture given; choose from {','.join(GESTURES)}")
    if unknown:
        raise ValueError(
            f"unknown gesture {', '.join(sorted(unknown))}; choose from {','.join(GESTURES)}"
        )
    return [gesture for gesture in GESTURES if gesture in names]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--gestures",
        default=",".join(GESTURES),
        help="which gestures to run, comma-separated: swipe (the Pages demo beside "
        "AdwCarousel), slide (the home list's push and pop beside AdwLeaflet); default both",
    )
    parser.add_argument("--swipes", type=int, default=5, help="swipes per app (default 5)")
    parser.add_argument(
        "--slides",
        type=int,
        default=5,
        help="slides each way (push and pop) per app (default 5)",
    )
    parser.add_argument(
        "--gallery",
        default=os.path.join(ROOT, ".build", "release", "strata-gallery"),
        help="the strata-gallery executable (default: the release build)",
    )
    parser.add_argument(
        "--all",
        action="store_true",
        help="also run the gallery with STRATA_RENDERER=accelerated and the carousel and the "
        "leaflet with GTK's default renderer (OpenGL, on Mesa's software rasteriser under Xvfb)",
    )
    parser.add_argument(
        "--json", metavar="FILE", help="also write every swipe's and slide's figures here"
    )
    options = parser.parse_args()
    try:
        gestures = parse_gestures(options.gestures)
    except ValueError as error:
        parser.error(str(error))
    if options.swipes < 1:
        parser.error("--swipes must be at least 1")
    if options.slides < 1:
        parser.error("--slides must be at least 1")
    if not os.access(options.gallery, os.X_OK):
        raise BenchError(
            f"{options.gallery} is not built; run `swift build -c release --product "
            "strata-gallery` (make bench-peer does)"
        )
    peers = os.path.join(ROOT, "scripts", "peers")
    # Debian's PyGObject belongs to Debian's Python, which another python3 on PATH may not see.
    peer_python = "/usr/bin/python3" if os.access("/usr/bin/python3", os.X_OK) else sys.executable
    require("xdotool")
    require("Xvfb")

    size = f"{WIDTH}x{HEIGHT}"
    # The gallery neither reads nor leaves a saved state of the person running it.
    state = tempfile.TemporaryDirectory(prefix="bench-peer-state-")
    gallery_environment = {"STRATA_RENDERER": None, "XDG_STATE_HOME": state.name}
    accelerated_environment = dict(gallery_environment, STRATA_RENDERER="accelerated")
    report = {}
    try:
        if "swipe" in gestures:
            report.update(
                run_swipes(
                    options, size, peers, peer_python, gallery_environment, accelerated_environment
                )
            )
        if "slide" in gestures:
            if "swipe" in gestures:
                print()
            report["slides"] = run_slides(
                options, size, peers, peer_python, gallery_environment, accelerated_environment
            )
    finally:
        state.cleanup()
    if options.json:
        with open(options.json, "w", encoding="utf-8") as file:
            json.dump(report, file, indent=2, sort_keys=True)
    return 0


def run_swipes(options, size, peers, peer_python, gallery_environment, accelerated_environment):
    """The swipes: the Pages demo beside AdwCarousel; prints their report and returns their
    runs and summaries."""
    gallery = [options.gallery, "--trace", "--demo", "pages", "--size", size, "--scale", "1"]
    peer = [peer_python, os.path.join(peers, "adw_carousel.py"), "--size", size]
    # The middle of the pages' content, below the gallery's bar and the strip of titles.
    swipe_y = HEIGHT // 2 + 60
    # Each run: its key, which app it is, its label, its command, and its environment (a
    # variable set to None is taken out).
    configurations = [
        ("strata", "strata", "strata-gallery --demo pages", gallery, gallery_environment),
        ("peer", "peer", "AdwCarousel (GSK_RENDERER=cairo)", peer, {"GSK_RENDERER": "cairo"}),
    ]
    if options.all:
        configurations += [
            (
                "strata-accelerated",
                "strata",
                "strata-gallery, accelerated",
                gallery,
                accelerated_environment,
            ),
            ("peer-default", "peer", "AdwCarousel (GTK's default)", peer, {"GSK_RENDERER": None}),
        ]
    runs = measure(configurations, options.swipes, swipe_y)
    summaries = print_report(runs, options.swipes, "strata", "peer")
    return {"runs": runs, "summaries": summaries}


def run_slides(options, size, peers, peer_python, gallery_environment, accelerated_environment):
    """The slides: the gallery's home list beside AdwLeaflet; prints their report and returns
    their runs and summaries."""
    gallery = [options.gallery, "--trace", "--fresh", "--size", size, "--scale", "1"]
    peer = [peer_python, os.path.join(peers, "adw_leaflet.py"), "--size", size]
    configurations = [
        ("strata", "strata", "strata-gallery --fresh (home)", gallery, gallery_environment),
        ("peer", "peer", "AdwLeaflet (GSK_RENDERER=cairo)", peer, {"GSK_RENDERER": "cairo"}),
    ]
    if options.all:
        configurations += [
            (
                "strata-accelerated",
                "strata",
                "strata-gallery home, accelerated",
                gallery,
                accelerated_environment,
            ),
            ("peer-default", "peer", "AdwLeaflet (GTK's default)", peer, {"GSK_RENDERER": None}),
        ]
    runs = measure_slides(configurations, options.slides)
    summaries = print_slide_report(runs, options.slides, "strata", "peer")
    return {"runs": runs, "summaries": summaries}


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BenchError as error:
        print(f"bench-peer: {error}", file=sys.stderr)
        sys.exit(1)
