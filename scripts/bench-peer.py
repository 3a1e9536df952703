#!/usr/bin/env python3
"""The side-by-side peer benchmark (`make bench-peer`): every gesture of the gallery that has
a peer in GTK 4 and libadwaita, at scale 1 and 2, for CPU, frames and frame pacing.

Each gesture sets a part of the gallery (a release build of strata-gallery) beside a peer
that shows the same content (scripts/peers/*.py, PyGObject, GSK_RENDERER=cairo), each app
alone on its own Xvfb screen, full size at the top left, and drives both with the same input
from xdotool. The apps take their gestures in turn, one each per round, so that a machine
whose load changes during the run weighs on both alike (an idle app takes no CPU).

  swipe       the Pages demo (--demo pages, drawn animals) beside libadwaita's AdwCarousel of
              four pages of text (adw_carousel.py). The button goes down in the middle of the
              page, 30 moves of 20 points at 1/60 s apart (0.5 s, 600 points), the button
              comes up, then 2 s to settle; swipes alternate direction, starting towards the
              next page, so that the page changes each time. Counted from just before the
              button goes down to the end of the settle.
  swipe-text  the same swipes through the text pages demo (--demo pages-text), whose four
              pages hold what the carousel's do: a counter, the animal's name and a
              paragraph, so that both sides draw the same content.
  slide       the home list (--fresh) beside libadwaita's AdwLeaflet of a list and a page of
              text (adw_leaflet.py): Return opens the first row (the gallery's demo slides in
              under its bar; the leaflet slides its second page in over the list) and Escape
              goes back, each key after the app presented no frame for 1.5 s, counted from
              just before the key for 1.5 s. A round gives each app one push and one pop.
  fling       the "List (10,000)" demo (--demo list-10000) beside GTK's GtkListView of the
              same ten thousand rows (gtk_list.py): the button goes down three quarters of the
              way down the list, 6 moves of 60 points upward 1/60 s apart (3,600 points/s),
              and up again at once, flinging the list on towards its end. Counted from just
              before the button goes down until the app came to rest (the gallery's `rest`
              trace line; the peer's `rest`, after 1 s without a paint; either with nothing
              after it for 0.3 s), at most 30 s. Input that took over 100 ms longer than
              planned (xdotool held up on a busy machine) is noted.
  wheel       the same two lists, scrolled by 20 clicks of the wheel (button 5, down) 16 ms
              apart, with the pointer over the list; counted the same way as the fling.

At scale 2 each Xvfb screen is 3840x2160, the gallery runs with --scale 2 and the peer with
GDK_SCALE=2, both windows 1920x1080 points (3840x2160 pixels), and every input's coordinates
and distances are doubled in pixels: the same gesture in points.

For each gesture, scale and app it prints the median CPU per gesture (the app plus its X
server: the sum of their threads' run time from /proc/PID/task/*/schedstat), the frames
presented per gesture (the gallery's --trace `frame` events; the peer's frame clock cycles
that painted), the median wall-clock time of a frame, and the hitch time ratio; then Strata's
ratio to the peer.

The hitch time ratio, in milliseconds per second: how late frames came, beyond one 60 Hz
interval, per second of motion. For each gesture, take the times of its presented frames in
order, from the first frame after the input started to the last frame of the motion: the last
before the first pause between frames that lasts more than 100 ms past the end of the input (a
frame after such a pause is no part of the motion: the gallery's scroll indicator fades out
half a second after the list stops, and the Pages demo presents one more frame, of a column of
pixels, about 0.13 s after its pages stopped; a stall of more than 100 ms after the input
ended would end the motion there rather than count, while during the input every gap
counts). Round each gap
between two consecutive frames to a whole number n of 60 Hz intervals (1000/60 ms), as a
display refreshing at 60 Hz would show the frames, and add (n - 1) intervals, the refreshes it
missed: a gap under 25 ms adds nothing, one of 25 to 41.7 ms one interval. Divide the sum by
the time from the first of those frames to the last, in seconds. A run's figure is the sum over
all its gestures of the late milliseconds divided by the sum of their seconds of motion
(Apple's "good" band is at most 5 ms/s, "warning" up to 10); the JSON also gives it unrounded
(each gap adding max(0, gap - 1000/60 ms)). A gesture with fewer than two frames adds nothing.
The frame times are the apps' own: the gallery's `frame` event carries "t", the system's
monotonic clock (CLOCK_MONOTONIC) just after the present, to the millisecond; a peer's paint
line carries "frame_time", its frame clock's frame time (gdk_frame_clock_get_frame_time,
microseconds of the same clock). GTK smooths its frame times to whole refresh intervals after
the frame before, so its gaps come rounded already; the gallery's, on Xvfb without a refresh to
wait for, come as they are (17 to 21 ms apart on a busy machine), which the rounding puts on
the same footing: unrounded, each of the gallery's 18 ms gaps would count 1.3 ms late where
GTK's cannot. The input comes from xdotool at 1/60 s steps, with its own jitter, which both
apps meet alike.

`--gestures swipe,swipe-text,slide,fling,wheel` chooses what runs and `--scales 1,2` at which
scales (everything by default); `--rounds N` how many rounds of every gesture (5 at scale 1
and 3 at scale 2 by default), which `--swipes N` (swipe and swipe-text), `--slides N`,
`--flings N` and `--wheels N` override for theirs; `--all` adds the gallery with
STRATA_RENDERER=accelerated and the peers with GTK's default renderer; `--json FILE` writes
every gesture's figures.

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
# The windows' size in points (at scale 2, twice as many pixels each way).
WIDTH, HEIGHT = 1920, 1080
READY_TIMEOUT = 60.0
QUIET_BEFORE_GESTURES = 1.0
# One 60 Hz interval, in milliseconds: a gap between two frames beyond it is late.
FRAME_INTERVAL_MS = 1000 / 60
# A pause between frames longer than this, in seconds, once the input has ended, ends the
# motion whose hitches are counted.
MOTION_PAUSE = 0.1
# The swipe: moves, their interval and length (points), and the settle after the button is up.
MOVES = 30
MOVE_INTERVAL = 0.5 / MOVES
STEP = 20
SETTLE = 2.0
# The slide: how long an app presents no frame before each key, how long it may take to get
# there, and how long after the key its CPU and frames are counted.
REST = 1.5
REST_TIMEOUT = 20.0
SLIDE_SETTLE = 1.5
# How many times the gallery's home list takes Down before the slides: once selects its first
# row (Toolkit), which Return opens and Escape closes again, keeping it selected.
SLIDE_ROW_DOWNS = 1
# The fling: moves upward, their length (points) and interval.
FLING_MOVES = 6
FLING_STEP = 60
FLING_INTERVAL = 1 / 60
# The wheel: clicks of button 5 (down) and the milliseconds between them.
WHEEL_CLICKS = 20
WHEEL_DELAY_MS = 16
# The fling and the wheel: how long the app may take to come to rest, and how long without a
# frame counts as rest for an app that never says so.
MOTION_TIMEOUT = 30.0
# How long after an app said `rest` nothing more may come before it counts as at rest.
REST_CONFIRM = 0.3
# Input that takes this much longer than planned, in seconds, is noted as late.
LATE_INPUT = 0.1
SILENT_REST = 3.0
GESTURES = ("swipe", "swipe-text", "slide", "fling", "wheel")
SCALES = (1, 2)
# Rounds of each gesture by default, at scale 1 and at scale 2.
DEFAULT_ROUNDS = {1: 5, 2: 3}
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
    """An app on its own Xvfb (of `width` x `height` pixels) whose JSON lines on standard
    output are collected as they come, each with the time (time.monotonic()) it was read.
    `environment` adds variables to this process's environment, or takes out those set to
    None."""

    def __init__(self, command, environment, width=WIDTH, height=HEIGHT):
        self.xvfb = Xvfb(width, height)
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


def xdotool(display, arguments):
    """Runs xdotool with `arguments` on `display`; returns when it is done."""
    env = dict(os.environ, DISPLAY=display)
    subprocess.run([require("xdotool"), *arguments], env=env, check=True, stdout=subprocess.DEVNULL)


def swipe(display, direction, y, scale=1):
    """One swipe across the middle of the screen at `y` points: towards the next page
    (`direction` -1, the pointer moving left) or the previous one (+1), in a window of `scale`
    pixels per point; returns when the button is up."""
    start_x = WIDTH // 2 - direction * MOVES * STEP // 2
    arguments = ["mousemove", str(start_x * scale), str(y * scale), "mousedown", "1"]
    for move in range(1, MOVES + 1):
        x = start_x + direction * STEP * move
        arguments += ["sleep", f"{MOVE_INTERVAL:.4f}", "mousemove", str(x * scale), str(y * scale)]
    arguments += ["mouseup", "1"]
    xdotool(display, arguments)


def fling(display, scale):
    """One fling up the list: the button down three quarters of the way down the window,
    FLING_MOVES moves of FLING_STEP points upward FLING_INTERVAL apart, and the button up at
    once; returns when it is up."""
    x, y = WIDTH // 2, HEIGHT * 3 // 4
    arguments = ["mousemove", str(x * scale), str(y * scale), "mousedown", "1"]
    for move in range(1, FLING_MOVES + 1):
        arguments += [
            "sleep",
            f"{FLING_INTERVAL:.4f}",
            "mousemove",
            str(x * scale),
            str((y - FLING_STEP * move) * scale),
        ]
    arguments += ["mouseup", "1"]
    xdotool(display, arguments)


def wheel(display):
    """WHEEL_CLICKS clicks of the wheel down, WHEEL_DELAY_MS apart, where the pointer is."""
    xdotool(display, ["click", "--repeat", str(WHEEL_CLICKS), "--delay", str(WHEEL_DELAY_MS), "5"])


def press(display, *keys):
    """Presses and releases `keys` one after the other on `display`'s keyboard; returns when
    they are sent. Without a window manager the keyboard's focus follows the pointer, which
    the slide puts in the app's bar."""
    xdotool(display, ["key", *keys])


def move_pointer(display, x, y):
    """Moves the pointer on `display` to (`x`, `y`) pixels."""
    xdotool(display, ["mousemove", str(x), str(y)])


# The titles of the gallery's Pages demos' pages (AnimalPageViewController and
# AnimalTextPageViewController), which appear as the pages change.
PAGE_TITLES = {"BEAVER", "BUCK DEER", "CAT", "REALLY CUTE LION"}


# The title of the gallery's home list, which appears when a demo is closed.
GALLERY_TITLE = "Strata Gallery"


def is_page_change(app_name, event):
    """Whether `event` says the app moved to another page."""
    if app_name == "strata":
        return event.get("event") == "appear" and event.get("title") in PAGE_TITLES
    return event.get("event") == "page"


def is_slide_end(app_name, direction, event):
    """Whether `event` says the app's slide `direction` ("push" or "pop") arrived: the
    gallery's `appear` of the demo's title or of its home list, the leaflet's `page` 1 or 0."""
    if app_name == "strata":
        if event.get("event") != "appear":
            return False
        return (event.get("title") == GALLERY_TITLE) == (direction == "pop")
    return event.get("event") == "page" and event.get("index") == (1 if direction == "push" else 0)


def frame_time(event, received):
    """When the frame of `event` was presented, in seconds of the monotonic clock: the
    gallery's "t", the peer's "frame_time" (microseconds), or, from an app that gives neither,
    `received`, when this script read the line."""
    if isinstance(event.get("t"), (int, float)):
        return float(event["t"])
    if isinstance(event.get("frame_time"), (int, float)):
        return event["frame_time"] / 1e6
    return received


def motion(times, input_end):
    """The frames of the motion among frames presented at `times` (seconds, in order), the
    input having ended at `input_end`: from the first frame on, up to the first pause between
    two frames that lasts more than MOTION_PAUSE seconds past the end of the input (a frame
    that comes after such a pause, such as a scroll indicator fading out or a last column of
    pixels settled, is no part of it; a pause while the input still came counts)."""
    frames = times[:1]
    for time_ in times[1:]:
        if time_ - max(frames[-1], input_end) > MOTION_PAUSE:
            break
        frames.append(time_)
    return frames


def late_intervals(gap_ms):
    """How many whole 60 Hz intervals a gap of `gap_ms` between two frames missed: the gap
    rounded to whole intervals, as a display refreshing at 60 Hz would show the frames, less
    the one it should take (0 for a gap under 1.5 intervals)."""
    return max(0, round(gap_ms / FRAME_INTERVAL_MS) - 1)


def hitch(times):
    """The late milliseconds, the seconds of motion and the raw late milliseconds of frames
    presented at `times` (seconds, in order): the sum over consecutive frames of the
    intervals each gap missed (late_intervals) times FRAME_INTERVAL_MS; the time from the
    first frame to the last; and the sum of max(0, gap - FRAME_INTERVAL_MS), unrounded."""
    gaps = [1000 * (later - earlier) for earlier, later in zip(times, times[1:])]
    late = sum(late_intervals(gap) * FRAME_INTERVAL_MS for gap in gaps)
    raw = sum(max(0.0, gap - FRAME_INTERVAL_MS) for gap in gaps)
    return late, (times[-1] - times[0]) if len(times) > 1 else 0.0, raw


def counted(app, mark, app_before, server_before, input_end):
    """The figures common to every gesture of `app` from its `mark`th event on: CPU since
    `app_before` and `server_before`, frames, their durations, their times, and the hitch of
    those of the motion, the input having ended at `input_end` (time.monotonic())."""
    app_after, server_after = app.cpu()
    timed = app.snapshot()[mark:]
    frames = [(received, event) for received, event in timed if event.get("event") == "frame"]
    times = sorted(frame_time(event, received) for received, event in frames)
    # The gallery's frames that came due while something moved and showed nothing new (a
    # glide too slow to cross a pixel in every frame): on time, though nothing was presented.
    unchanged = [
        frame_time(event, received) for received, event in timed if event.get("event") == "unchanged"
    ]
    moving = motion(sorted(times + unchanged), input_end)
    late_ms, motion_s, raw_late_ms = hitch(moving)
    return {
        "app_cpu": app_after - app_before,
        "server_cpu": server_after - server_before,
        "frames": len(frames),
        "frame_ms": [float(event.get("ms", 0)) for _, event in frames],
        "frame_times": [round(t, 6) for t in times],
        "unchanged_times": [round(t, 6) for t in sorted(unchanged)],
        "motion_frames": len(moving),
        "late_ms": late_ms,
        "raw_late_ms": raw_late_ms,
        "motion_s": motion_s,
        "events": [event for _, event in timed],
    }


def wait_for_rest(app, mark, not_before, timeout):
    """Waits until `app`, from its `mark`th event on, came to rest after `not_before`
    (time.monotonic()): it said `rest` after its last frame, and nothing came for REST_CONFIRM
    seconds after that (the gallery may rest between input events that it has yet to read,
    such as the last moves and the release of a fling), or it presented nothing for
    SILENT_REST seconds; at most `timeout` seconds. Returns whether it said so."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        timed = app.snapshot()[mark:]
        frames = [t for t, event in timed if event.get("event") == "frame"]
        rests = [t for t, event in timed if event.get("event") == "rest"]
        now = time.monotonic()
        if now >= not_before:
            if (
                rests
                and (not frames or rests[-1] >= frames[-1])
                and rests[-1] >= not_before
                and now - rests[-1] >= REST_CONFIRM
            ):
                return True
            if now - max([not_before] + frames) >= SILENT_REST:
                return False
        time.sleep(0.02)
    return False


class Gesture:
    """One gesture of the benchmark: what each app shows for it, how it is driven, and how
    its figures are told."""

    def __init__(self, name, title, gallery_arguments, strata_label, peer_script, peer_label):
        self.name = name
        self.title = title
        self.gallery_arguments = gallery_arguments
        self.strata_label = strata_label
        self.peer_script = peer_script
        self.peer_label = peer_label

    def describe(self, rounds, width, height):
        """One line saying how the gesture was driven and counted."""
        screen = f"each on its own Xvfb {width}x{height}x24"
        if self.name in ("swipe", "swipe-text"):
            return (
                f"{screen}, swiped in turn; {rounds} swipes of {MOVES * STEP} points "
                f"({MOVES} moves over {MOVES * MOVE_INTERVAL:.1f} s, then {SETTLE:.0f} s to "
                "settle), alternating direction"
            )
        if self.name == "slide":
            return (
                f"{screen}, slid in turn; {rounds} pushes (Return) and {rounds} pops "
                f"(Escape), each after {REST:.1f} s without a frame, counted from the key for "
                f"{SLIDE_SETTLE:.1f} s"
            )
        if self.name == "fling":
            return (
                f"{screen}, flung in turn; {rounds} flings up ({FLING_MOVES} moves of "
                f"{FLING_STEP} points, {FLING_STEP / FLING_INTERVAL:,.0f} points/s, then the "
                "button up), counted until the app came to rest"
            )
        return (
            f"{screen}, scrolled in turn; {rounds} times {WHEEL_CLICKS} wheel clicks down "
            f"{WHEEL_DELAY_MS} ms apart, counted until the app came to rest"
        )

    def planned_input(self):
        """How long the gesture's input should take, in seconds: what xdotool sleeps between
        its events (a key, none)."""
        if self.name in ("swipe", "swipe-text"):
            return MOVES * MOVE_INTERVAL
        if self.name == "fling":
            return FLING_MOVES * FLING_INTERVAL
        if self.name == "wheel":
            return (WHEEL_CLICKS - 1) * WHEEL_DELAY_MS / 1000
        return 0.0

    def prepare(self, app, name, scale):
        """Puts the pointer where the gesture needs it before the first round."""
        display = app.xvfb.display
        if self.name == "slide":
            # In the app's bar, out of the way of the pages (the keyboard follows it); on the
            # gallery, the row that Return opens selected.
            move_pointer(display, (WIDTH - 40) * scale, 20 * scale)
            if name == "strata":
                press(display, *(["Down"] * SLIDE_ROW_DOWNS))
        elif self.name == "wheel":
            move_pointer(display, WIDTH // 2 * scale, HEIGHT // 2 * scale)

    def measure(self, app, name, label, index, scale):
        """Gives `app` the gesture's `index`th round and returns its figures: one dict per
        gesture (a slide round gives two, the push and the pop)."""
        display = app.xvfb.display
        if self.name == "slide":
            return [self.measure_slide(app, name, label, d, scale) for d in ("push", "pop")]
        if self.name in ("fling", "wheel"):
            rested_before = app.wait_until_quiet(QUIET_BEFORE_GESTURES, REST_TIMEOUT)
            mark = len(app.snapshot())
            app_before, server_before = app.cpu()
            started = time.monotonic()
            if self.name == "fling":
                fling(display, scale)
            else:
                wheel(display)
            input_end = time.monotonic()
            said_rest = wait_for_rest(app, mark, input_end, MOTION_TIMEOUT)
            figures = counted(app, mark, app_before, server_before, input_end)
            figures.update(
                input_s=input_end - started,
                input_planned_s=self.planned_input(),
                rested_before=rested_before,
                said_rest=said_rest,
                counted_s=time.monotonic() - started,
                done=figures["frames"] > 0,
            )
        else:
            # The middle of the pages' content, below the gallery's bar and strip of titles.
            direction = -1 if index % 2 == 0 else 1
            app.wait_until_quiet(QUIET_BEFORE_GESTURES, REST_TIMEOUT)
            mark = len(app.snapshot())
            app_before, server_before = app.cpu()
            started = time.monotonic()
            swipe(display, direction, HEIGHT // 2 + 60, scale)
            input_end = time.monotonic()
            time.sleep(SETTLE)
            figures = counted(app, mark, app_before, server_before, input_end)
            figures.update(
                input_s=input_end - started,
                input_planned_s=self.planned_input(),
                done=any(is_page_change(name, event) for event in figures["events"]),
            )
        if app.process.poll() is not None:
            raise BenchError(f"{label} exited during the {self.name} gestures")
        del figures["events"]
        return [figures]

    def measure_slide(self, app, name, label, direction, scale):
        """Waits until `app` has presented no frame for REST seconds, presses Return
        (`direction` "push") or Escape ("pop"), and returns the figures of the SLIDE_SETTLE
        seconds from just before the key."""
        rested = app.wait_until_quiet(REST, REST_TIMEOUT)
        mark = len(app.snapshot())
        app_before, server_before = app.cpu()
        pressed_at = time.monotonic()
        press(app.xvfb.display, "Return" if direction == "push" else "Escape")
        input_end = time.monotonic()
        time.sleep(max(0.0, pressed_at + SLIDE_SETTLE - time.monotonic()))
        if app.process.poll() is not None:
            raise BenchError(f"{label} exited during the slides")
        figures = counted(app, mark, app_before, server_before, input_end)
        arrivals = [t for t, event in app.snapshot()[mark:] if event.get("event") == "frame"]
        figures.update(
            direction=direction,
            input_s=input_end - pressed_at,
            input_planned_s=self.planned_input(),
            rested_before=rested,
            # From the key to the last frame read, as this script received them (milliseconds).
            last_frame_ms=1000 * (arrivals[-1] - pressed_at) if arrivals else 0.0,
            done=any(is_slide_end(name, direction, event) for event in figures["events"]),
        )
        del figures["events"]
        return figures


GESTURE_SPECS = {
    "swipe": Gesture(
        "swipe",
        "strata-gallery's Pages demo beside libadwaita's AdwCarousel",
        ["--demo", "pages"],
        "strata-gallery --demo pages",
        "adw_carousel.py",
        "AdwCarousel",
    ),
    "swipe-text": Gesture(
        "swipe-text",
        "strata-gallery's text pages demo beside libadwaita's AdwCarousel",
        ["--demo", "pages-text"],
        "strata-gallery --demo pages-text",
        "adw_carousel.py",
        "AdwCarousel",
    ),
    "slide": Gesture(
        "slide",
        "strata-gallery's home list beside libadwaita's AdwLeaflet",
        ["--fresh"],
        "strata-gallery --fresh (home)",
        "adw_leaflet.py",
        "AdwLeaflet",
    ),
    "fling": Gesture(
        "fling",
        "strata-gallery's List (10,000) demo beside GTK's GtkListView, flung",
        ["--demo", "list-10000"],
        "strata-gallery --demo list-10000",
        "gtk_list.py",
        "GtkListView",
    ),
    "wheel": Gesture(
        "wheel",
        "strata-gallery's List (10,000) demo beside GTK's GtkListView, wheel",
        ["--demo", "list-10000"],
        "strata-gallery --demo list-10000",
        "gtk_list.py",
        "GtkListView",
    ),
}


def start(label, command, environment, width, height):
    """Starts one app on its own Xvfb and waits until it is ready and presents no frames."""
    app = TracedApp(command, environment, width, height)
    ready = app.wait_for("ready", READY_TIMEOUT)
    if ready is None:
        app.stop()
        raise BenchError(
            f"{label} did not report ready within {READY_TIMEOUT:.0f} s; "
            f"stderr: {' | '.join(app.errors[-5:])}"
        )
    app.wait_until_quiet(QUIET_BEFORE_GESTURES, timeout=30)
    return app, ready


def measure(gesture, configurations, rounds, scale):
    """Starts every configuration's app, each on its own Xvfb, then gives each in turn one
    round of `gesture` per round, so that a machine that gets busier or quieter during the run
    weighs on all of them alike; returns each one's figures by key."""
    apps = {}
    width, height = WIDTH * scale, HEIGHT * scale
    try:
        for key, name, label, command, environment in configurations:
            print(f"bench-peer: starting {label} at scale {scale} ...", file=sys.stderr, flush=True)
            apps[key] = start(label, command, environment, width, height)
            gesture.prepare(apps[key][0], name, scale)
        results = {key: [] for key in apps}
        for index in range(rounds):
            print(
                f"bench-peer: {gesture.name} at scale {scale}, round {index + 1} of {rounds} ...",
                file=sys.stderr,
                flush=True,
            )
            for key, name, label, _, _ in configurations:
                app, _ = apps[key]
                results[key] += gesture.measure(app, name, label, index, scale)
        return {
            key: {"name": name, "label": label, "ready": apps[key][1], "gestures": results[key]}
            for key, name, label, _, _ in configurations
        }
    finally:
        for app, _ in apps.values():
            app.stop()


def median(values):
    """The median of `values` (0 when empty)."""
    return statistics.median(values) if values else 0.0


def summarise(run):
    """The medians of one app's gestures, and its hitch time ratio over all of them."""
    gestures = run["gestures"]
    late = sum(g["late_ms"] for g in gestures)
    motion = sum(g["motion_s"] for g in gestures)
    summary = {
        "cpu": median([g["app_cpu"] + g["server_cpu"] for g in gestures]),
        "app_cpu": median([g["app_cpu"] for g in gestures]),
        "server_cpu": median([g["server_cpu"] for g in gestures]),
        "frames": median([g["frames"] for g in gestures]),
        "frame_ms": median([ms for g in gestures for ms in g["frame_ms"]]),
        "cpu_per_frame_ms": median(
            [1000 * (g["app_cpu"] + g["server_cpu"]) / g["frames"] for g in gestures if g["frames"]]
        ),
        "hitch_ms_per_s": late / motion if motion > 0 else None,
        "late_ms": late,
        "raw_hitch_ms_per_s": (
            sum(g["raw_late_ms"] for g in gestures) / motion if motion > 0 else None
        ),
        "motion_s": motion,
        "worst_hitch_ms_per_s": max(
            (g["late_ms"] / g["motion_s"] for g in gestures if g["motion_s"] > 0), default=None
        ),
        "done": sum(1 for g in gestures if g["done"]),
        "count": len(gestures),
    }
    for direction in ("push", "pop"):
        chosen = [g for g in gestures if g.get("direction") == direction]
        if chosen:
            summary[f"{direction}_cpu"] = median([g["app_cpu"] + g["server_cpu"] for g in chosen])
            summary[f"{direction}_frames"] = median([g["frames"] for g in chosen])
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

# What the last column counts, for each gesture.
DONE_HEADINGS = {
    "swipe": ("pages", "changed"),
    "swipe-text": ("pages", "changed"),
    "slide": ("slides", "arrived"),
    "fling": ("list", "moved"),
    "wheel": ("list", "moved"),
}


def optional(value, width, digits):
    """`value` right-aligned in `width` with `digits` decimals, or "-" when it is None."""
    return f"{'-':>{width}}" if value is None else f"{value:>{width}.{digits}f}"


def ratio(mine, theirs):
    """`mine` / `theirs` as text ("2.00x"), or "-" when either is missing or `theirs` is 0."""
    if mine is None or theirs is None or theirs <= 0:
        return "-"
    return f"{mine / theirs:.2f}x"


def print_report(gesture, scale, runs, rounds, load):
    """Prints one gesture's table at one scale and Strata's ratios to the peer; returns each
    run's summary by key."""
    width, height = WIDTH * scale, HEIGHT * scale
    print(
        f"bench-peer: {gesture.title}, scale {scale}, "
        f"{datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')}"
    )
    print(
        f"{gesture.describe(rounds, width, height)}; CPU = app + X server (threads' run time, "
        "/proc/PID/task/*/schedstat); hitch = ms of frame lateness beyond 1/60 s per s of "
        "motion"
    )
    print(f"machine: {machine_summary()}; load average at the start: {load}")
    print()
    done_top, done_bottom = DONE_HEADINGS[gesture.name]
    print(
        f"{'app':<36} {'presents with':<28} {'CPU/gesture':>11} {'app':>7} {'X':>7} "
        f"{'frames':>8} {'ms/frame':>9} {'CPU/frame':>10} {'hitch':>7} {'worst':>7} "
        f"{done_top:>7}"
    )
    print(
        f"{'':<36} {'':<28} {'s':>11} {'s':>7} {'s':>7} {'/gesture':>8} {'median':>9} "
        f"{'ms':>10} {'ms/s':>7} {'ms/s':>7} {done_bottom:>7}"
    )
    summaries = {}
    for key, run in runs.items():
        summary = summarise(run)
        summaries[key] = summary
        print(
            f"{run['label']:<36} {renderer_text(run):<28} {summary['cpu']:>11.3f} "
            f"{summary['app_cpu']:>7.3f} {summary['server_cpu']:>7.3f} "
            f"{summary['frames']:>8.1f} {summary['frame_ms']:>9.2f} "
            f"{summary['cpu_per_frame_ms']:>10.2f} "
            f"{optional(summary['hitch_ms_per_s'], 7, 1)} "
            f"{optional(summary['worst_hitch_ms_per_s'], 7, 1)} "
            f"{summary['done']:>3}/{summary['count']:<3}"
        )
    print()
    print("per gesture (CPU s app+X, frames, hitch ms/s):")
    for key, run in runs.items():
        cells = ", ".join(
            f"{g['app_cpu'] + g['server_cpu']:.3f} s/{g['frames']}/"
            + (f"{g['late_ms'] / g['motion_s']:.1f}" if g["motion_s"] > 0 else "-")
            for g in run["gestures"]
        )
        print(f"  {run['label']:<34} {cells}")
    for key, run in runs.items():
        summary = summaries[key]
        if run["name"] == "strata" and summary["frames"] == 0:
            print(f"note: {run['label']} printed no frame events")
        not_rested = sum(1 for g in run["gestures"] if g.get("rested_before") is False)
        if not_rested:
            print(
                f"note: {run['label']} was still presenting frames before {not_rested} of its "
                f"{summary['count']} gestures"
            )
        late_input = sum(
            1 for g in run["gestures"] if g["input_s"] > g["input_planned_s"] + LATE_INPUT
        )
        if late_input:
            print(
                f"note: the input of {late_input} of {run['label']}'s {summary['count']} "
                f"gestures took over {1000 * LATE_INPUT:.0f} ms longer than planned (xdotool "
                "held up on a busy machine; a swipe or a fling released late carries less "
                "velocity)"
            )
        silent = sum(1 for g in run["gestures"] if g.get("said_rest") is False)
        if silent:
            print(
                f"note: {run['label']} did not say it rested after {silent} of its "
                f"{summary['count']} gestures (counted until {SILENT_REST:.0f} s without a frame, "
                f"or {MOTION_TIMEOUT:.0f} s)"
            )
    strata, peer = summaries.get("strata"), summaries.get("peer")
    if strata and peer:
        print()
        text = (
            f"ratio, {runs['strata']['label']} / {runs['peer']['label']}: CPU per gesture "
            f"{ratio(strata['cpu'], peer['cpu'])}, frames per gesture "
            f"{ratio(strata['frames'], peer['frames'])}, hitch time "
            f"{ratio(strata['hitch_ms_per_s'], peer['hitch_ms_per_s'])} "
            f"({optional(strata['hitch_ms_per_s'], 0, 1).strip()} against "
            f"{optional(peer['hitch_ms_per_s'], 0, 1).strip()} ms/s)"
        )
        if "push_cpu" in strata and "push_cpu" in peer:
            text += (
                f"; CPU per push {ratio(strata['push_cpu'], peer['push_cpu'])}, per pop "
                f"{ratio(strata['pop_cpu'], peer['pop_cpu'])}"
            )
        print(text)
    return summaries


def print_overview(results):
    """Prints one line per gesture and scale: Strata's and the peer's CPU per gesture, frames
    and hitch time ratio, and Strata's ratios."""
    print("bench-peer: every gesture, Strata against its peer (CPU s app+X / frames / hitch ms/s)")
    print(
        f"{'gesture':<11} {'scale':>5} {'Strata':>22} {'peer':>22} {'CPU':>7} {'frames':>7} "
        f"{'hitch':>7}"
    )
    for (name, scale), result in results.items():
        strata, peer = result["summaries"].get("strata"), result["summaries"].get("peer")
        if not strata or not peer:
            continue

        def cell(summary):
            hitch_text = optional(summary["hitch_ms_per_s"], 0, 1).strip()
            return f"{summary['cpu']:.3f}/{summary['frames']:.0f}/{hitch_text}"

        print(
            f"{name:<11} {scale:>5} {cell(strata):>22} {cell(peer):>22} "
            f"{ratio(strata['cpu'], peer['cpu']):>7} {ratio(strata['frames'], peer['frames']):>7} "
            f"{ratio(strata['hitch_ms_per_s'], peer['hitch_ms_per_s']):>7}"
        )


def parse_list(text, known, what):
    """The items of `known` named in `text`, comma-separated, in `known`'s order;
    ValueError names one that is not known."""
    names = {part.strip() for part in text.split(",") if part.strip()}
    choices = ",".join(str(item) for item in known)
    if not names:
        raise ValueError(f"no {what} given; choose from {choices}")
    unknown = names - {str(item) for item in known}
    if unknown:
        raise ValueError(f"unknown {what} {', '.join(sorted(unknown))}; choose from {choices}")
    return [item for item in known if str(item) in names]


def parse_gestures(text):
    """The gestures named in `text`, comma-separated, in GESTURES' order; ValueError names
    one that is not known."""
    return parse_list(text, GESTURES, "gesture")


def rounds_for(options, gesture, scale):
    """How many rounds of `gesture` to run at `scale`: its own option, else --rounds, else
    DEFAULT_ROUNDS."""
    own = {
        "swipe": options.swipes,
        "swipe-text": options.swipes,
        "slide": options.slides,
        "fling": options.flings,
        "wheel": options.wheels,
    }[gesture]
    if own is not None:
        return own
    if options.rounds is not None:
        return options.rounds
    return DEFAULT_ROUNDS[scale]


def configurations_for(gesture, options, scale, peer_python, state_home):
    """Each app to run for `gesture` at `scale`: its key, which app it is, its label, its
    command and its environment (a variable set to None is taken out)."""
    size = f"{WIDTH}x{HEIGHT}"
    gallery = [options.gallery, "--trace", *gesture.gallery_arguments, "--size", size]
    gallery += ["--scale", str(scale)]
    peer = [peer_python, os.path.join(ROOT, "scripts", "peers", gesture.peer_script)]
    peer += ["--size", size]
    # The gallery neither reads nor leaves a saved state of the person running it.
    gallery_environment = {"STRATA_RENDERER": None, "XDG_STATE_HOME": state_home}
    peer_environment = {"GDK_SCALE": str(scale), "GDK_DPI_SCALE": None}
    configurations = [
        ("strata", "strata", gesture.strata_label, gallery, gallery_environment),
        (
            "peer",
            "peer",
            f"{gesture.peer_label} (GSK_RENDERER=cairo)",
            peer,
            dict(peer_environment, GSK_RENDERER="cairo"),
        ),
    ]
    if options.all:
        configurations += [
            (
                "strata-accelerated",
                "strata",
                f"{gesture.strata_label}, accelerated",
                gallery,
                dict(gallery_environment, STRATA_RENDERER="accelerated"),
            ),
            (
                "peer-default",
                "peer",
                f"{gesture.peer_label} (GTK's default)",
                peer,
                dict(peer_environment, GSK_RENDERER=None),
            ),
        ]
    return configurations


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--gestures",
        default=",".join(GESTURES),
        help="which gestures to run, comma-separated, from swipe (the Pages demo beside "
        "AdwCarousel), swipe-text (the text pages demo beside it), slide (the home list's push "
        "and pop beside AdwLeaflet), fling and wheel (the List (10,000) demo beside "
        "GtkListView); default all",
    )
    parser.add_argument(
        "--scales", default="1,2", help="at which scales, comma-separated: 1, 2 (default both)"
    )
    parser.add_argument(
        "--rounds",
        type=int,
        help="rounds of every gesture per app (default 5 at scale 1, 3 at scale 2)",
    )
    parser.add_argument("--swipes", type=int, help="rounds of swipe and swipe-text")
    parser.add_argument("--slides", type=int, help="rounds of slides (a push and a pop each)")
    parser.add_argument("--flings", type=int, help="rounds of fling")
    parser.add_argument("--wheels", type=int, help="rounds of wheel")
    parser.add_argument(
        "--gallery",
        default=os.path.join(ROOT, ".build", "release", "strata-gallery"),
        help="the strata-gallery executable (default: the release build)",
    )
    parser.add_argument(
        "--all",
        action="store_true",
        help="also run the gallery with STRATA_RENDERER=accelerated and the peers with GTK's "
        "default renderer (OpenGL, on Mesa's software rasteriser under Xvfb)",
    )
    parser.add_argument("--json", metavar="FILE", help="also write every gesture's figures here")
    options = parser.parse_args()
    try:
        gestures = parse_gestures(options.gestures)
        scales = parse_list(options.scales, SCALES, "scale")
    except ValueError as error:
        parser.error(str(error))
    for option in ("rounds", "swipes", "slides", "flings", "wheels"):
        value = getattr(options, option)
        if value is not None and value < 1:
            parser.error(f"--{option} must be at least 1")
    if not os.access(options.gallery, os.X_OK):
        raise BenchError(
            f"{options.gallery} is not built; run `swift build -c release --product "
            "strata-gallery` (make bench-peer does)"
        )
    # Debian's PyGObject belongs to Debian's Python, which another python3 on PATH may not see.
    peer_python = "/usr/bin/python3" if os.access("/usr/bin/python3", os.X_OK) else sys.executable
    require("xdotool")
    require("Xvfb")

    began = time.monotonic()
    results = {}
    report = {"started": datetime.now(timezone.utc).isoformat(), "machine": machine_summary()}
    for scale in scales:
        for name in gestures:
            gesture = GESTURE_SPECS[name]
            rounds = rounds_for(options, name, scale)
            load = load_average()
            with tempfile.TemporaryDirectory(prefix="bench-peer-state-") as state_home:
                configurations = configurations_for(
                    gesture, options, scale, peer_python, state_home
                )
                runs = measure(gesture, configurations, rounds, scale)
            if results:
                print()
            summaries = print_report(gesture, scale, runs, rounds, load)
            results[(name, scale)] = {"runs": runs, "summaries": summaries}
            report.setdefault(name, {})[f"scale-{scale}"] = {
                "rounds": rounds,
                "load_average": load,
                "runs": runs,
                "summaries": summaries,
            }
    print()
    print_overview(results)
    elapsed = time.monotonic() - began
    report["seconds"] = elapsed
    print(f"bench-peer: ran for {int(elapsed // 60)} min {elapsed % 60:.0f} s")
    if options.json:
        with open(options.json, "w", encoding="utf-8") as file:
            json.dump(report, file, indent=2, sort_keys=True)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BenchError as error:
        print(f"bench-peer: {error}", file=sys.stderr)
        sys.exit(1)
