#!/usr/bin/env python3
"""The real-window soak (`make soak`): the gallery on Xvfb under seeded random input from
outside, for minutes, across every demo.

The gallery runs with --trace and --check-invariants on its own Xvfb screen, its saved state
in a folder of its own. The input comes through xdotool, chosen by a random generator seeded
with --seed: clicks, drags (slow, and flung), wheel steps, keys (Tab, Shift+Tab, Escape,
Return, the arrows, Alt+Left, the containers' Ctrl shortcuts, Page Up/Down, Home, End, Space),
typed words, window resizes, and rests (time that passes with no input and no frame). On a
schedule it goes back to the home list and opens the next demo with the keyboard, so that
every demo is visited (first all of them, one after the other, then in turn), and it quits
with Ctrl+Q and starts the gallery again, which reopens the saved state.

The soak fails, printing the seed and the last actions, on:
- a crash: the gallery exits when it was not asked to, or with a status other than 0 when it
  was, or prints a Swift runtime error;
- a hang: no frame within --hang-seconds (default 2) after an input that must change what
  shows (a resize; a demo opened from the home list, which must also report its push);
- a broken invariant: any `invariant` event (the gallery checks the view and view-controller
  trees and its retained drawing after every frame);
- growing memory: the first gallery runs for three quarters of the soak; its resident memory
  at its end is more than 10 % above what it was after the first two minutes (both read with
  the window at its first size, at rest, once every demo was visited). A first run shorter
  than four minutes is still warming up (the caches of each demo and window size fill), so a
  soak under 5 min 20 s does not compare memory.

Python 3's standard library, Xvfb and xdotool (scripts/install-deps.sh test installs them).
"""

import argparse
import importlib.util
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The Xvfb server and process helpers of the peer benchmark.
_spec = importlib.util.spec_from_file_location(
    "bench_peer", os.path.join(ROOT, "scripts", "bench-peer.py")
)
bench_peer = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_peer)

TITLE = "Strata Gallery"
READY_TIMEOUT = 60.0
QUIT_TIMEOUT = 20.0
MEMORY_BASELINE_SECONDS = 120.0
MEMORY_GROWTH_LIMIT = 0.10
# Keys a person uses in the gallery: focus, back, choose, move, the containers' shortcuts.
KEYS = [
    "Tab",
    "shift+Tab",
    "Escape",
    "Return",
    "Up",
    "Down",
    "Left",
    "Right",
    "alt+Left",
    "alt+Right",
    "ctrl+Left",
    "ctrl+Right",
    "ctrl+bracketleft",
    "ctrl+bracketright",
    "Prior",
    "Next",
    "Home",
    "End",
    "space",
    "BackSpace",
    "ctrl+a",
    "ctrl+z",
]
WORDS = ["Lisbon", "ok", "Zürich", "a b", "fjord", "naïve", "42", "x"]
# How often each action is drawn.
ACTIONS = [
    ("click", 16),
    ("drag", 14),
    ("fling", 8),
    ("wheel", 10),
    ("key", 30),
    ("type", 5),
    ("resize", 6),
    ("rest", 5),
]


class SoakFailure(Exception):
    """The soak found a crash, a hang, a broken invariant or growing memory."""


class Gallery:
    """The gallery on a display, its trace lines read as they come."""

    def __init__(self, executable, display, state_home, fresh):
        command = [executable, "--trace", "--check-invariants"]
        if fresh:
            command.append("--fresh")
        env = dict(os.environ, DISPLAY=display, XDG_STATE_HOME=state_home)
        env.pop("WAYLAND_DISPLAY", None)
        env.pop("STRATA_RENDERER", None)
        self.process = subprocess.Popen(
            command,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            bufsize=1,
        )
        self.started = time.monotonic()
        self.lock = threading.Lock()
        self.events = []
        self.errors = []
        self.expected_exit = False
        threading.Thread(target=self._read_output, daemon=True).start()
        threading.Thread(target=self._read_errors, daemon=True).start()

    def _read_output(self):
        for line in self.process.stdout:
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
            with self.lock:
                self.errors.append(line.rstrip())

    def mark(self):
        """A cursor into the events: those after it are the ones that come from now on."""
        with self.lock:
            return len(self.events)

    def events_since(self, mark):
        """The events that came after `mark`."""
        with self.lock:
            return [event for _, event in self.events[mark:]]

    def wait_for(self, mark, predicate, timeout):
        """Waits at most `timeout` seconds for an event after `mark` that `predicate` accepts;
        returns it, or None."""
        deadline = time.monotonic() + timeout
        while True:
            for event in self.events_since(mark):
                if predicate(event):
                    return event
            if time.monotonic() >= deadline or self.process.poll() is not None:
                return None
            time.sleep(0.02)

    def frame_count(self):
        """The frames the trace reported so far."""
        with self.lock:
            return sum(1 for _, event in self.events if event.get("event") == "frame")

    def resident_kib(self):
        """The process's resident memory in KiB, from /proc/PID/status."""
        with open(f"/proc/{self.process.pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def stop(self):
        """Stops the process if it still runs (and continues it first, if it was stopped)."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGCONT)
        bench_peer.stop_process(self.process)


class Soak:
    """One soak: a seeded walk of input over the gallery, restarted on a schedule."""

    def __init__(self, options):
        self.options = options
        self.random = random.Random(options.seed)
        self.xvfb = bench_peer.Xvfb()
        self.env = dict(os.environ, DISPLAY=self.xvfb.display)
        self.state = tempfile.TemporaryDirectory(prefix="strata-soak-state-")
        self.actions = []
        self.demos = demo_titles(options.gallery)
        self.visited = set()
        self.next_demo = 0
        self.runs = 0
        self.retries = 0
        self.memory = None
        # What the report counts: inputs by kind, frames over every run, and the first run's
        # resident memory once a minute (KiB, as it stands: the window at whatever size).
        self.inputs = {}
        self.frames = 0
        self.curve = []
        self.gallery = None
        self.window = None
        self.geometry = (0, 0, 1024, 768)

    # MARK: Running

    def run(self):
        """Runs the soak; raises SoakFailure on the first problem."""
        seconds = self.options.minutes * 60
        start = time.monotonic()
        # The first run lasts most of the soak, so that its memory is watched for long; then
        # the gallery quits and starts again on the saved state a few times.
        restarts = [start + seconds * fraction for fraction in (0.75, 0.83, 0.91)]
        self.launch(fresh=True)
        first = self.gallery
        # Memory is compared only when the first run lasts at least twice its warm-up: in a
        # shorter one the caches of the demos and window sizes seen so far still fill.
        first_run = seconds * 0.75
        baseline_at = start + MEMORY_BASELINE_SECONDS
        compares_memory = first_run >= 2 * MEMORY_BASELINE_SECONDS
        baseline = None
        demo_interval = max(6.0, seconds / (2 * len(self.demos) + 2))
        next_demo_at = start
        next_sample_at = start
        while time.monotonic() - start < seconds:
            now = time.monotonic()
            if self.gallery is first and now >= next_sample_at:
                self.curve.append((round((now - start) / 60), self.gallery.resident_kib()))
                next_sample_at += 60
            if restarts and now >= restarts[0]:
                restarts.pop(0)
                if self.gallery is first and baseline is not None:
                    self.memory = (baseline, self.resident_at_rest())
                self.restart()
                continue
            if now >= next_demo_at:
                self.open_next_demo()
                visited_all = len(self.visited) == len(self.demos)
                next_demo_at = time.monotonic() + (demo_interval if visited_all else 1.5)
                continue
            if compares_memory and baseline is None and self.gallery is first and now >= baseline_at:
                if len(self.visited) == len(self.demos):
                    baseline = self.resident_at_rest()
            self.random_action()
            self.check()
        self.check()
        if self.gallery is first and baseline is not None:
            self.memory = (baseline, self.resident_at_rest())
        self.quit()
        missing = [title for title in self.demos if plain(title) not in self.visited]
        if missing:
            raise SoakFailure(f"these demos were never opened: {', '.join(missing)}")
        if self.memory is not None:
            before, after = self.memory
            if after > before * (1 + MEMORY_GROWTH_LIMIT):
                raise SoakFailure(
                    f"resident memory grew from {before} KiB to {after} KiB "
                    f"(more than {MEMORY_GROWTH_LIMIT:.0%})"
                )

    def resident_at_rest(self):
        """The gallery's resident memory in KiB, read with its window at its first size
        (surfaces grow with the window) and at rest."""
        self.xdotool("windowsize", self.window, "1024", "768")
        self.place_window()
        self.wait_until_quiet(0.5, timeout=5)
        return self.gallery.resident_kib()

    def launch(self, fresh):
        """Starts the gallery and waits for its first frame and its window."""
        self.gallery = Gallery(self.options.gallery, self.xvfb.display, self.state.name, fresh)
        self.runs += 1
        if self.options.fault and self.runs == 1:
            self.inject_fault(self.gallery.process)
        self.log(f"start (run {self.runs}{', fresh' if fresh else ''})")
        if self.gallery.wait_for(0, lambda e: e.get("event") == "ready", READY_TIMEOUT) is None:
            raise SoakFailure(f"the gallery did not report ready within {READY_TIMEOUT:.0f} s")
        found = self.xdotool("search", "--sync", "--name", TITLE, capture=True)
        self.window = found.split()[0]
        self.place_window()

    def inject_fault(self, process):
        """For --self-test: after --fault-after seconds, kills the gallery (`kill`: a crash)
        or stops it (`stop`: a hang), to show that the soak sees each."""
        fault = signal.SIGKILL if self.options.fault == "kill" else signal.SIGSTOP

        def strike():
            if process.poll() is None:
                process.send_signal(fault)

        timer = threading.Timer(self.options.fault_after, strike)
        timer.daemon = True
        timer.start()

    def restart(self):
        """Quits with Ctrl+Q (the state is saved) and starts again on the saved state."""
        self.quit()
        self.launch(fresh=False)

    def quit(self):
        """Quits with Ctrl+Q and checks that the gallery exits with status 0."""
        self.log("quit")
        self.gallery.expected_exit = True
        x, y, width, height = self.geometry
        self.xdotool("mousemove", str(x + width // 2), str(y + height // 2), "key", "ctrl+q")
        try:
            status = self.gallery.process.wait(timeout=QUIT_TIMEOUT)
        except subprocess.TimeoutExpired:
            self.gallery.stop()
            raise SoakFailure(f"the gallery did not quit within {QUIT_TIMEOUT:.0f} s of Ctrl+Q")
        self.frames += self.gallery.frame_count()
        self.check()
        if status != 0:
            raise SoakFailure(f"the gallery quit with status {status}")

    def stop(self):
        """Stops whatever still runs."""
        if self.gallery is not None:
            self.gallery.stop()
        self.xvfb.stop()
        self.state.cleanup()

    # MARK: Checks

    def check(self):
        """Fails on an exit nobody asked for, a runtime error, or a broken invariant."""
        gallery = self.gallery
        status = gallery.process.poll()
        if status is not None and not gallery.expected_exit:
            raise SoakFailure(f"the gallery exited unasked, status {status}")
        with gallery.lock:
            errors = list(gallery.errors)
        for line in errors:
            if "Fatal error" in line or "invariant broken" in line:
                raise SoakFailure(f"the gallery reported: {line}")
        for event in gallery.events_since(0):
            if event.get("event") == "invariant":
                raise SoakFailure(f"an invariant broke: {event.get('violations')}")

    def expect_frame(self, mark, what):
        """Fails unless a frame comes within the hang limit after `mark`."""
        frame = self.gallery.wait_for(
            mark, lambda e: e.get("event") == "frame", self.options.hang_seconds
        )
        if frame is None:
            self.check()
            raise SoakFailure(f"no frame within {self.options.hang_seconds} s after {what}")

    # MARK: Input

    def open_next_demo(self):
        """Goes back to the home list (Escape until it shows), then opens the next demo with
        Up to the top, Down to its row and Return; it must report the push of that demo and
        draw. Keys that find the home list still settling can be lost (the window ignores keys
        for a screen that is going, as UIKit ignores input during a transition), so that
        nothing opens or another row does: the keys are sent again, up to three times, after a
        longer rest, and each retry is counted."""
        index = self.next_demo
        self.next_demo = (self.next_demo + 1) % len(self.demos)
        title = self.demos[index]
        self.log(f"open demo {index} ({title})")
        x, y, width, height = self.geometry
        self.xdotool("mousemove", str(x + width // 2), str(y + height // 2))
        for attempt in range(3):
            self.go_home()
            self.wait_until_quiet(0.25 + attempt * 0.75, timeout=5)
            # Up from no selection selects the last row; enough of them select the first.
            keys = ["Up"] * (len(self.demos) + 1) + ["Down"] * index
            self.xdotool("key", "--delay", "15", *keys)
            mark = self.gallery.mark()
            self.xdotool("key", "Return")
            pushed = self.gallery.wait_for(
                mark, lambda e: e.get("event") == "push", self.options.hang_seconds
            )
            self.check()
            if pushed is not None:
                self.expect_frame(mark, f"opening {title}")
                opened = pushed.get("title", "")
                self.visited.add(plain(opened))
                if plain(opened) == plain(title):
                    return
                # A lost Down key opens the row above: go back and send the keys again.
                self.retries += 1
                self.log(f"{opened} opened instead; again (retry {self.retries})")
                continue
            self.retries += 1
            self.log(f"no push after the keys; again (retry {self.retries})")
        # Lost keys, or a gallery that no longer draws: a resize always draws, so it tells.
        _, _, width, height = self.geometry
        mark = self.gallery.mark()
        self.xdotool("windowsize", self.window, str(width - 1), str(height))
        self.expect_frame(mark, f"a resize, after opening {title} failed three times")
        self.place_window()
        raise SoakFailure(
            f"opening {title} from the home list failed three times (no push, or another demo's)"
        )

    def go_home(self):
        """Presses Escape (and Alt+Left) until the home list appears, at most ten times. A
        gallery away from home that draws no frame for all those keys hangs."""
        start = self.gallery.mark()
        for _ in range(10):
            if self.at_home():
                return
            mark = self.gallery.mark()
            self.xdotool("key", "Escape")
            if self.gallery.wait_for(mark, is_home_appearing, 0.6) is not None:
                return
            self.xdotool("key", "alt+Left")
            if self.gallery.wait_for(mark, is_home_appearing, 0.6) is not None:
                return
        self.check()
        if self.at_home():
            return
        if not any(event.get("event") == "frame" for event in self.gallery.events_since(start)):
            raise SoakFailure("no frame after ten times Escape and Alt+Left away from home")
        raise SoakFailure("the home list could not be reached with Escape and Alt+Left")

    def wait_until_quiet(self, quiet, timeout):
        """Waits until no frame came for `quiet` seconds, at most `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self.gallery.lock:
                frames = [t for t, e in self.gallery.events[-50:] if e.get("event") == "frame"]
            if not frames or time.monotonic() - frames[-1] >= quiet:
                return
            time.sleep(0.02)

    def at_home(self):
        """Whether the home list shows, as the trace tells: it appeared last (after the start
        or a pop), and no demo was pushed since."""
        for event in reversed(self.gallery.events_since(0)):
            if is_home_appearing(event):
                return True
            if event.get("event") == "push" or (
                event.get("event") == "disappear" and event.get("title") == TITLE
            ):
                return False
        return False

    def random_action(self):
        """Draws one action and performs it."""
        names = [name for name, _ in ACTIONS]
        weights = [weight for _, weight in ACTIONS]
        action = self.random.choices(names, weights)[0]
        self.inputs[action] = self.inputs.get(action, 0) + 1
        getattr(self, f"do_{action}")()

    def do_click(self):
        x, y = self.point()
        self.log(f"click {x},{y}")
        self.xdotool("mousemove", str(x), str(y), "click", "1")

    def do_drag(self, moves=None, step=None):
        x, y = self.point()
        moves = moves or self.random.randint(4, 24)
        dx = step or self.random.choice([-1, 1]) * self.random.randint(5, 30)
        dy = self.random.choice([0, 0, -1, 1]) * self.random.randint(0, 20)
        self.log(f"drag {x},{y} by {dx},{dy} x{moves}")
        arguments = ["mousemove", str(x), str(y), "mousedown", "1"]
        for move in range(1, moves + 1):
            to_x, to_y = self.clamped(x + dx * move, y + dy * move)
            arguments += ["sleep", "0.016", "mousemove", str(to_x), str(to_y)]
        arguments += ["mouseup", "1"]
        self.xdotool(*arguments)

    def do_fling(self):
        self.do_drag(moves=self.random.randint(2, 5), step=self.random.choice([-1, 1]) * 90)

    def do_wheel(self):
        x, y = self.point()
        button = self.random.choice(["4", "5", "5", "6", "7"])
        count = self.random.randint(1, 8)
        self.log(f"wheel {button} x{count} at {x},{y}")
        self.xdotool("mousemove", str(x), str(y), "click", "--repeat", str(count), button)

    def do_key(self):
        key = self.random.choice(KEYS)
        self.log(f"key {key}")
        self.xdotool("key", key)

    def do_type(self):
        word = self.random.choice(WORDS)
        self.log(f"type {word!r}")
        self.xdotool("type", "--delay", "20", word)

    def do_resize(self):
        width = self.random.randint(360, bench_peer.WIDTH - 20)
        height = self.random.randint(300, bench_peer.HEIGHT - 20)
        if (width, height) == self.geometry[2:]:
            width -= 1
        self.log(f"resize {width}x{height}")
        mark = self.gallery.mark()
        self.xdotool("windowsize", self.window, str(width), str(height))
        self.expect_frame(mark, f"resizing the window to {width}x{height}")
        self.place_window()

    def do_rest(self):
        seconds = self.random.uniform(0.3, 2.0)
        self.log(f"rest {seconds:.1f} s")
        time.sleep(seconds)

    def point(self):
        """A random point in the window, in screen coordinates."""
        x, y, width, height = self.geometry
        return (
            x + self.random.randint(2, max(3, width - 3)),
            y + self.random.randint(2, max(3, height - 3)),
        )

    def place_window(self):
        """Moves the window to the screen's top left corner, so that all of it shows, and
        reads its size from xdotool."""
        self.xdotool("windowmove", self.window, "0", "0")
        text = self.xdotool("getwindowgeometry", "--shell", self.window, capture=True)
        values = dict(line.split("=", 1) for line in text.split() if "=" in line)
        self.geometry = tuple(int(values[key]) for key in ("X", "Y", "WIDTH", "HEIGHT"))

    def clamped(self, x, y):
        """(`x`, `y`) moved inside the window: without a window manager the keyboard's focus
        follows the pointer, so the pointer never leaves the window."""
        left, top, width, height = self.geometry
        return (
            min(max(x, left + 2), left + width - 3),
            min(max(y, top + 2), top + height - 3),
        )

    def xdotool(self, *arguments, capture=False):
        """Runs xdotool on the soak's display; returns its output when `capture`."""
        result = subprocess.run(
            ["xdotool", *arguments],
            env=self.env,
            check=True,
            stdout=subprocess.PIPE if capture else subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            text=True,
            timeout=30,
        )
        return result.stdout if capture else ""

    def log(self, text):
        """Keeps the last actions for the failure report."""
        self.actions.append(f"{time.strftime('%H:%M:%S')} {text}")
        del self.actions[:-40]


def plain(title):
    """`title` with only its letters and digits: a demo's title in the catalogue and the title
    its controller reports differ in punctuation ("Pages (1,000)", "Pages (1000)")."""
    return "".join(character for character in title if character.isalnum()).lower()


def is_home_appearing(event):
    """Whether `event` says the home list came back: it appeared, at the end of the pop."""
    return event.get("event") == "appear" and event.get("title") == TITLE


def demo_titles(executable):
    """The demos' titles, in the home list's order, from the list the gallery prints when
    asked for a demo that does not exist."""
    result = subprocess.run(
        [executable, "--demo", "-"], capture_output=True, text=True, timeout=60,
        env=dict(os.environ, DISPLAY=""),
    )
    titles = []
    for line in result.stderr.splitlines():
        if line.startswith("  ") and ": " in line:
            titles.append(line.strip().split("  ", 1)[1].split(": ", 1)[0].strip())
    if not titles:
        raise SoakFailure(f"could not read the demos from {executable}: {result.stderr!r}")
    return titles


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--minutes",
        type=float,
        default=float(os.environ.get("SOAK_MINUTES", "20")),
        help="how long the soak runs (default $SOAK_MINUTES, or 20)",
    )
    parser.add_argument("--seed", type=int, default=1, help="the input's seed (default 1)")
    parser.add_argument(
        "--gallery",
        default=os.path.join(ROOT, ".build", "release", "strata-gallery"),
        help="the strata-gallery executable (default: the release build)",
    )
    parser.add_argument(
        "--hang-seconds",
        type=float,
        default=2.0,
        help="how long a frame may take to come after an input that changes what shows",
    )
    parser.add_argument("--fault", choices=["kill", "stop"], help=argparse.SUPPRESS)
    parser.add_argument("--fault-after", type=float, default=8.0, help=argparse.SUPPRESS)
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check that the soak fails when the gallery is killed (a crash) and when it is "
        "stopped (a hang), in two soaks of 30 s",
    )
    options = parser.parse_args()
    if options.self_test:
        return self_test(options)
    if options.minutes <= 0:
        parser.error("--minutes must be above 0")
    if not os.access(options.gallery, os.X_OK):
        parser.error(f"{options.gallery} is not built")
    bench_peer.require("xdotool")
    return soak_once(options)


def soak_once(options):
    """Runs one soak with `options` and reports it; returns the exit status."""
    soak = Soak(options)
    began = time.monotonic()
    try:
        soak.run()
    except (SoakFailure, subprocess.SubprocessError) as failure:
        print(f"soak FAILED after {time.monotonic() - began:.0f} s (seed {options.seed}): "
              f"{failure}", file=sys.stderr)
        print("last actions:", file=sys.stderr)
        for line in soak.actions:
            print(f"  {line}", file=sys.stderr)
        if soak.gallery is not None:
            with soak.gallery.lock:
                errors = soak.gallery.errors[-10:]
            for line in errors:
                print(f"  gallery: {line}", file=sys.stderr)
            events = [e for e in soak.gallery.events_since(0) if e.get("event") != "frame"]
            print("last events (frames left out):", file=sys.stderr)
            for event in events[-25:]:
                print(f"  {json.dumps(event, sort_keys=True)}", file=sys.stderr)
        print_counts(soak, file=sys.stderr)
        return 1
    finally:
        soak.stop()
    memory = (
        f"resident memory {soak.memory[0]} KiB after the warm-up, {soak.memory[1]} KiB at the "
        "end of the first run"
        if soak.memory
        else "resident memory not compared (a first run under four minutes still warms up)"
    )
    print(
        f"soak passed: {options.minutes:g} min, seed {options.seed}, {soak.runs} runs, "
        f"{len(soak.visited)} of {len(soak.demos)} demos opened ({soak.retries} openings "
        f"sent again after their keys were lost); {memory}"
    )
    print_counts(soak)
    return 0


def print_counts(soak, file=None):
    """Prints the soak's inputs by kind, its frames and the first run's memory curve."""
    inputs = ", ".join(f"{count} {name}" for name, count in sorted(soak.inputs.items()))
    print(f"inputs: {sum(soak.inputs.values())} ({inputs}); frames presented: {soak.frames}",
          file=file)
    curve = ", ".join(f"{minute}: {kib / 1024:.1f}" for minute, kib in soak.curve)
    print(f"first run's resident memory (minute: MB, the window at any size): {curve}", file=file)


def self_test(options):
    """Runs a soak of 30 s with the gallery killed after 8 s, and one with it stopped, and
    checks that each fails for its reason; returns the exit status."""
    expectations = {"kill": "exited unasked", "stop": "no frame"}
    failures = []
    for fault, reason in expectations.items():
        command = [
            sys.executable,
            os.path.abspath(__file__),
            "--minutes",
            "0.5",
            "--seed",
            str(options.seed),
            "--gallery",
            options.gallery,
            "--fault",
            fault,
            "--fault-after",
            "8",
        ]
        result = subprocess.run(command, capture_output=True, text=True, timeout=300)
        first = (result.stderr.splitlines() or [""])[0]
        done = {"kill": "killed", "stop": "stopped"}[fault]
        print(f"self-test, gallery {done}: status {result.returncode}: {first}")
        if result.returncode != 1 or reason not in first:
            failures.append(f"{fault}: expected a failure naming '{reason}'")
    for failure in failures:
        print(f"soak self-test FAILED: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
