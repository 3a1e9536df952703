#!/usr/bin/env python3
"""The memory benchmark (`make bench-memory`): what the gallery holds resident, and why.

Runs the gallery (a release build, strata-gallery --fresh --trace) on its own Xvfb screen of
1024x768 and reads its memory from /proc three times: on the home list at rest after the start;
the peak over a tour of every demo (each opened from the home list with the keyboard, as a
person does: Up to the top, Down to its row, Return; then a drag across it and a drag down it,
each followed by a rest; then Escape, or Alt+Left, until the home list is back); and on the
home list at rest after the tour. "At rest" is the gallery's `rest` trace line: nothing moves
and nothing is scheduled, and the window let go of what it no longer draws.

Each reading gives the resident memory (VmRSS, and its anonymous, file-backed and shared parts
from /proc/PID/status), the proportional set size (PSS: shared pages divided among the
processes that map them) and the private memory (from /proc/PID/smaps_rollup). The peak is the
kernel's high-water mark (VmHWM), reset after the first reading, so it is the tour's. Then what
holds the memory at each rest, mapping by mapping from /proc/PID/smaps: the Swift runtime and
Foundation, fonts (font files and fontconfig's caches), Pango, Cairo and pixman, SDL and X11,
GLib, the C and C++ runtimes, the program itself, memory shared with the X server (the layers'
pixels and the window's, MIT-SHM), the heap (malloc's arenas and large blocks: surfaces drawn
in, text layouts, the model) and the stacks. For comparison it also measures, the same way, a
trivial Swift program that links Foundation and prints the date (compiled once with swiftc
into .build/bench-memory/).

Exits with status 1 when the home list after the tour holds more than 10 % more resident
memory than at the start (`--limit` changes the fraction), or when a step of the tour fails.

`--json FILE` writes the figures as JSON too, `--gallery PATH` the program (by default the
release build), `--demos a,b` tours only those demos (by the names --demo takes).

Python 3's standard library only; Xvfb and xdotool come with the project's test packages
(scripts/install-deps.sh test).
"""

import argparse
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The gallery on its own Xvfb, the demo list and the /proc helpers of the idle benchmark.
_spec = importlib.util.spec_from_file_location(
    "bench_idle", os.path.join(ROOT, "scripts", "bench-idle.py")
)
bench_idle = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_idle)
BenchError = bench_idle.BenchError

TITLE = "Strata Gallery"
REST_TIMEOUT = 60.0
READY_TIMEOUT = 60.0
KEY_TIMEOUT = 10.0
GROWTH_LIMIT = 0.10
# What the renderer's layer cache may hold by default: six surfaces the size of the frame.
LAYER_BUDGET_FRAMES = 6

# Who holds a mapping, by the file it maps (the first pattern found in its path wins).
LIBRARIES = [
    ("Swift runtime and Foundation", ["libswift", "libFoundation", "lib_Foundation",
                                      "libdispatch", "libBlocksRuntime"]),
    ("fonts (files and fontconfig caches)", [".ttf", ".otf", ".ttc", ".pcf", "fontconfig/",
                                             ".cache-", "libfontconfig", "libfreetype",
                                             "libharfbuzz", "libfribidi", "libgraphite",
                                             "libthai", "libdatrie"]),
    ("Pango", ["libpango"]),
    ("Cairo, pixman, PNG", ["libcairo", "libpixman", "libpng", "libz.so"]),
    ("OpenGL: Mesa's software rasteriser and LLVM", ["libLLVM", "dri/", "libGL", "libEGL",
                                                     "libglapi", "libgbm", "libdrm", "libz3",
                                                     "libvulkan", "libsensors", "libedit",
                                                     "libelf", "libxml2", "libicu",
                                                     "mesa_shader_cache"]),
    ("SDL and X11", ["libSDL", "libX", "libxcb", "libxkb", "libwayland", "libdecor",
                     "libasound", "libpulse", "libdbus", "libudev", "libsndfile", "libvorbis",
                     "libFLAC", "libogg", "libopus", "libmp3lame", "libmpg123"]),
    ("GLib, GObject, GIO", ["libglib", "libgobject", "libgio", "libgmodule", "libffi",
                            "libpcre", "libmount", "libselinux", "libblkid", "libatspi"]),
    ("C and C++ runtimes", ["libc.so", "libc-", "libm.so", "libstdc++", "libgcc_s", "ld-linux",
                            "libpthread", "libdl", "librt", "libresolv", "/locale/",
                            "gconv"]),
]


def read_kilobytes(path, names):
    """The numbers (kB) of the lines `name:` of a /proc file, for each of `names`; 0 when one
    is missing."""
    values = dict.fromkeys(names, 0)
    try:
        with open(path, encoding="ascii", errors="replace") as file:
            for line in file:
                name, _, rest = line.partition(":")
                if name in values:
                    values[name] = int(rest.split()[0])
    except (OSError, ValueError, IndexError):
        pass
    return values


def reading(pid):
    """The memory of process `pid` now, in kB: VmRSS and its parts, VmHWM, and PSS and private
    from smaps_rollup."""
    status = read_kilobytes(
        f"/proc/{pid}/status", ["VmRSS", "VmHWM", "RssAnon", "RssFile", "RssShmem"]
    )
    rollup = read_kilobytes(
        f"/proc/{pid}/smaps_rollup", ["Pss", "Private_Clean", "Private_Dirty"]
    )
    return {
        "rss_kb": status["VmRSS"],
        "peak_rss_kb": status["VmHWM"],
        "anon_kb": status["RssAnon"],
        "file_kb": status["RssFile"],
        "shmem_kb": status["RssShmem"],
        "pss_kb": rollup["Pss"],
        "private_kb": rollup["Private_Clean"] + rollup["Private_Dirty"],
    }


def reset_peak(pid):
    """Starts the kernel's high-water mark of resident memory (VmHWM) of `pid` again from now."""
    try:
        with open(f"/proc/{pid}/clear_refs", "w", encoding="ascii") as file:
            file.write("5")
        return True
    except OSError:
        return False


def mappings(pid):
    """The mappings of process `pid` from /proc/PID/smaps: (name, size, rss, pss), in kB; the
    name is the mapped path, or the kernel's name ([heap], [stack]), or "" for anonymous
    memory."""
    result = []
    current = None
    try:
        with open(f"/proc/{pid}/smaps", encoding="utf-8", errors="replace") as file:
            for line in file:
                head = line.split(None, 5)
                if len(head) >= 5 and "-" in head[0] and ":" not in head[0]:
                    if current is not None:
                        result.append(current)
                    name = head[5].strip() if len(head) == 6 else ""
                    current = {"name": name, "size": 0, "rss": 0, "pss": 0}
                    continue
                key, _, value = line.partition(":")
                if current is not None and key in ("Size", "Rss", "Pss"):
                    current[key.lower()] = int(value.split()[0])
    except (OSError, ValueError, IndexError):
        return []
    if current is not None:
        result.append(current)
    return result


def holder(name, program):
    """Who holds a mapping named `name` in a process running `program`."""
    if name.startswith("/SYSV") or name.startswith("/dev/shm") or name.startswith("/memfd:"):
        return "shared with the X server (MIT-SHM pixels)"
    if name == "[heap]" or name == "":
        return "heap and anonymous memory (malloc)"
    if name.startswith("[stack"):
        return "stacks"
    if name.startswith("["):
        return "kernel ([vdso], [vvar])"
    if os.path.realpath(name) == os.path.realpath(program):
        return "the program itself"
    for owner, patterns in LIBRARIES:
        if any(pattern in name for pattern in patterns):
            return owner
    return "other mapped files"


def breakdown(pid, program):
    """The resident and proportional memory (kB) of `pid` by who holds it, and the segments of
    memory it shares with the X server (sizes in kB)."""
    totals = {}
    segments = []
    for mapping in mappings(pid):
        owner = holder(mapping["name"], program)
        rss, pss = totals.get(owner, (0, 0))
        totals[owner] = (rss + mapping["rss"], pss + mapping["pss"])
        if owner.startswith("shared with"):
            segments.append(mapping["size"])
    return totals, sorted(segments, reverse=True)


def swift_baseline():
    """The memory of a trivial Swift program that links Foundation (it prints the date and
    waits), read the same way, or None when swiftc is missing or fails."""
    swiftc = shutil.which("swiftc")
    if swiftc is None:
        return None
    folder = os.path.join(ROOT, ".build", "bench-memory")
    os.makedirs(folder, exist_ok=True)
    source = os.path.join(folder, "trivial.swift")
    program = os.path.join(folder, "trivial")
    text = (
        "import Foundation\n"
        "print(DateFormatter.localizedString(from: Date(), dateStyle: .short, timeStyle: .short))\n"
        "print(\"ready\")\n"
        "fflush(stdout)\n"
        "_ = readLine()\n"
    )
    if not os.path.exists(source) or open(source, encoding="utf-8").read() != text:
        with open(source, "w", encoding="utf-8") as file:
            file.write(text)
        if os.path.exists(program):
            os.remove(program)
    if not os.path.exists(program):
        built = subprocess.run(
            [swiftc, "-O", source, "-o", program], capture_output=True, text=True, timeout=600
        )
        if built.returncode != 0:
            print(f"bench-memory: swiftc failed: {built.stderr.strip()}", file=sys.stderr)
            return None
    process = subprocess.Popen(
        [program], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
    )
    try:
        for line in process.stdout:
            if line.strip() == "ready":
                break
        time.sleep(0.2)
        result = reading(process.pid)
        result["holders"], _ = breakdown(process.pid, program)
        return result
    finally:
        process.stdin.close()
        bench_idle.stop_process(process)


class Tour:
    """The gallery on its own Xvfb, driven through its home list with xdotool."""

    def __init__(self, program, state_home):
        self.program = program
        self.gallery = bench_idle.Gallery(program, None, state_home)
        self.env = dict(os.environ, DISPLAY=self.gallery.xvfb.display)
        self.env.pop("WAYLAND_DISPLAY", None)
        self.geometry = (0, 0, bench_idle.WIDTH, bench_idle.HEIGHT)
        self.window = None

    @property
    def pid(self):
        return self.gallery.process.pid

    def stop(self):
        self.gallery.stop()

    def xdotool(self, *arguments, capture=False):
        """Runs xdotool on the gallery's display; returns its output when `capture`."""
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

    def wait_for(self, mark, predicate, timeout):
        """Waits at most `timeout` seconds for an event after the first `mark` that `predicate`
        accepts; returns it, or None."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.gallery.process.poll() is None:
            for event in self.gallery.snapshot()[mark:]:
                if predicate(event):
                    return event
            time.sleep(0.02)
        return None

    def mark(self):
        return len(self.gallery.snapshot())

    def wait_for_rest(self, mark, what):
        """Waits until an event after `mark` came and the last one is `rest`."""
        deadline = time.monotonic() + REST_TIMEOUT
        while time.monotonic() < deadline and self.gallery.process.poll() is None:
            events = self.gallery.snapshot()
            if len(events) > mark and events[-1].get("event") == "rest":
                return
            time.sleep(0.05)
        raise BenchError(
            f"the gallery did not come to rest after {what} in {REST_TIMEOUT:.0f} s; "
            f"stderr: {' / '.join(self.gallery.errors[-5:])}"
        )

    def start(self):
        """Waits for the first frame and the rest after it, and puts the window at the screen's
        top left corner."""
        if self.wait_for(0, lambda e: e.get("event") == "ready", READY_TIMEOUT) is None:
            raise BenchError(f"the gallery did not report ready in {READY_TIMEOUT:.0f} s")
        self.wait_for_rest(0, "the start")
        found = self.xdotool("search", "--sync", "--name", TITLE, capture=True)
        self.window = found.split()[0]
        self.xdotool("windowmove", self.window, "0", "0")
        text = self.xdotool("getwindowgeometry", "--shell", self.window, capture=True)
        values = dict(line.split("=", 1) for line in text.split() if "=" in line)
        self.geometry = tuple(int(values[key]) for key in ("X", "Y", "WIDTH", "HEIGHT"))
        # Without a window manager the keyboard's focus follows the pointer.
        x, y, width, height = self.geometry
        self.xdotool("mousemove", str(x + width // 2), str(y + height // 2))

    def open_demo(self, index, count, title):
        """Opens the demo on row `index` (of `count`) with the keyboard; the gallery must say
        it pushed it, then rest. Keys that find the list still settling can be lost, so they
        are sent again, at most three times."""
        for _ in range(3):
            self.xdotool("key", "--delay", "15", *(["Up"] * (count + 1) + ["Down"] * index))
            mark = self.mark()
            self.xdotool("key", "Return")
            if self.wait_for(mark, lambda e: e.get("event") == "push", KEY_TIMEOUT) is not None:
                self.wait_for_rest(mark, f"opening {title}")
                return
            time.sleep(1.0)
        raise BenchError(f"opening {title} from the home list reported no push, three times")

    def drag(self, start, end, what, moves=16):
        """Drags with the first button from `start` to `end` (fractions of the window) in
        `moves` steps a frame apart, then waits for the rest after it."""
        x, y, width, height = self.geometry
        points = [
            (
                x + int(width * (start[0] + (end[0] - start[0]) * step / moves)),
                y + int(height * (start[1] + (end[1] - start[1]) * step / moves)),
            )
            for step in range(moves + 1)
        ]
        arguments = ["mousemove", str(points[0][0]), str(points[0][1]), "mousedown", "1"]
        for to_x, to_y in points[1:]:
            arguments += ["sleep", "0.016", "mousemove", str(to_x), str(to_y)]
        arguments += ["mouseup", "1"]
        mark = self.mark()
        self.xdotool(*arguments)
        # A drag that moved nothing draws nothing: then there is no new rest to wait for.
        if self.wait_for(mark, lambda e: e.get("event") == "frame", 1.0) is not None:
            self.wait_for_rest(mark, what)
        x, y, width, height = self.geometry
        self.xdotool("mousemove", str(x + width // 2), str(y + height // 2))

    def go_home(self):
        """Presses Escape (then Alt+Left) until the home list appears, at most ten times, and
        waits for the rest after it."""
        def home(event):
            return event.get("event") == "appear" and event.get("title") == TITLE

        for _ in range(10):
            for key in ("Escape", "alt+Left"):
                mark = self.mark()
                self.xdotool("key", key)
                if self.wait_for(mark, home, 1.5) is not None:
                    self.wait_for_rest(mark, "going home")
                    return
        raise BenchError("the home list could not be reached with Escape and Alt+Left")


def home_without_opengl(program, state_home):
    """The memory of the gallery on its home list at rest after the start with
    STRATA_RENDERER=software: SDL's software renderer chosen without first trying OpenGL, whose
    libraries (Mesa's software rasteriser and LLVM, under Xvfb) then stay loaded."""
    previous = os.environ.get("STRATA_RENDERER")
    os.environ["STRATA_RENDERER"] = "software"
    try:
        tour = Tour(program, state_home)
    finally:
        if previous is None:
            os.environ.pop("STRATA_RENDERER", None)
        else:
            os.environ["STRATA_RENDERER"] = previous
    try:
        tour.start()
        return reading(tour.pid)
    finally:
        tour.stop()


def demo_rows(program):
    """The demos as the home list shows them, in order: (name, title)."""
    result = subprocess.run(
        [program, "--demo", "-"],
        env=dict(os.environ, DISPLAY=""),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    rows = []
    for line in result.stderr.splitlines():
        if line.startswith("  ") and ": " in line:
            name, _, rest = line.strip().partition("  ")
            rows.append((name, rest.split(": ", 1)[0].strip()))
    if not rows:
        raise BenchError(f"{program} listed no demos: {result.stderr.strip()!r}")
    return rows


def megabytes(kilobytes):
    return kilobytes / 1024


def print_readings(readings):
    print(f"{'':<22} {'RSS':>8} {'anon':>8} {'file':>8} {'shmem':>8} {'PSS':>8} {'private':>8}")
    for label, value in readings:
        print(
            f"{label:<22} {megabytes(value['rss_kb']):7.1f}M {megabytes(value['anon_kb']):7.1f}M "
            f"{megabytes(value['file_kb']):7.1f}M {megabytes(value['shmem_kb']):7.1f}M "
            f"{megabytes(value['pss_kb']):7.1f}M {megabytes(value['private_kb']):7.1f}M"
        )


def print_holders(columns):
    """A table of who holds the memory: one row per holder, RSS and PSS for each column."""
    owners = []
    for _, totals in columns:
        for owner in totals:
            if owner not in owners:
                owners.append(owner)
    owners.sort(key=lambda owner: -columns[0][1].get(owner, (0, 0))[0])
    header = f"{'held by':<44}" + "".join(f" {label:>19}" for label, _ in columns)
    print(header)
    print(f"{'':<44}" + "".join(f" {'RSS':>9} {'PSS':>9}" for _ in columns))
    for owner in owners:
        cells = ""
        for _, totals in columns:
            rss, pss = totals.get(owner, (0, 0))
            cells += f" {megabytes(rss):8.1f}M {megabytes(pss):8.1f}M"
        print(f"{owner:<44}{cells}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--gallery", default=os.path.join(ROOT, ".build", "release", "strata-gallery")
    )
    parser.add_argument("--demos", help="comma-separated demo names (default: all)")
    parser.add_argument(
        "--limit", type=float, default=GROWTH_LIMIT,
        help="the growth allowed after the tour, as a fraction (default 0.10)",
    )
    parser.add_argument("--json", help="also write the figures to this file")
    options = parser.parse_args()
    if not os.access(options.gallery, os.X_OK):
        raise BenchError(f"no gallery at {options.gallery} (swift build -c release first)")
    bench_idle.require("Xvfb")
    bench_idle.require("xdotool")
    rows = demo_rows(options.gallery)
    chosen = options.demos.split(",") if options.demos else [name for name, _ in rows]
    unknown = [name for name in chosen if name not in [row[0] for row in rows]]
    if unknown:
        raise BenchError(f"no demo called {', '.join(unknown)}")

    with tempfile.TemporaryDirectory(prefix="bench-memory-") as state_home:
        tour = Tour(options.gallery, state_home)
        try:
            tour.start()
            start = reading(tour.pid)
            start_holders, start_segments = breakdown(tour.pid, options.gallery)
            resets_peak = reset_peak(tour.pid)
            for index, (name, title) in enumerate(rows):
                if name not in chosen:
                    continue
                tour.open_demo(index, len(rows), title)
                tour.drag((0.75, 0.5), (0.25, 0.5), f"a drag to the left in {title}")
                tour.drag((0.5, 0.75), (0.5, 0.3), f"a drag up in {title}")
                tour.go_home()
                print(f"  toured {name:<14} RSS {megabytes(reading(tour.pid)['rss_kb']):6.1f} MB "
                      "at home, at rest", flush=True)
            after = reading(tour.pid)
            after_holders, after_segments = breakdown(tour.pid, options.gallery)
        finally:
            tour.stop()
        without_opengl = home_without_opengl(options.gallery, state_home)
    peak = after["peak_rss_kb"]
    baseline = swift_baseline()

    width, height = bench_idle.WIDTH, bench_idle.HEIGHT
    print()
    print(f"strata-gallery {width}x{height} at scale 1, release: {options.gallery}")
    print_readings(
        [
            ("home, at rest, start", start),
            ("home, at rest, after", after),
            ("start, no OpenGL probe", without_opengl),
        ]
    )
    print(
        f"peak over the tour (VmHWM{'' if resets_peak else ', since the start'}): "
        f"{megabytes(peak):.1f} MB"
    )
    print()
    columns = [("home, start", start_holders), ("home, after tour", after_holders)]
    if baseline is not None:
        columns.append(("Swift + Foundation", baseline["holders"]))
    print_holders(columns)
    print()
    surface = width * height * 4
    print(
        f"a {width}x{height} surface is {megabytes(surface / 1024):.1f} MB; the layer cache's "
        f"budget is {LAYER_BUDGET_FRAMES} of them, {megabytes(LAYER_BUDGET_FRAMES * surface / 1024):.1f} MB"
    )
    for label, segments in (("start", start_segments), ("after the tour", after_segments)):
        sizes = ", ".join(f"{megabytes(size):.1f}" for size in segments) or "none"
        print(f"memory shared with the X server at home, {label}: {len(segments)} segments "
              f"(MB: {sizes})")
    if baseline is not None:
        print(
            f"a trivial Swift program linking Foundation: RSS {megabytes(baseline['rss_kb']):.1f} MB, "
            f"PSS {megabytes(baseline['pss_kb']):.1f} MB, private "
            f"{megabytes(baseline['private_kb']):.1f} MB"
        )
    growth = after["rss_kb"] / start["rss_kb"] - 1 if start["rss_kb"] else 0
    print(f"home after the tour against the start: {growth:+.1%} (limit {options.limit:+.0%})")
    if options.json:
        with open(options.json, "w", encoding="utf-8") as file:
            json.dump(
                {
                    "width": width,
                    "height": height,
                    "demos": chosen,
                    "start": start,
                    "peak_rss_kb": peak,
                    "after": after,
                    "start_without_opengl_probe": without_opengl,
                    "holders_start_kb": {k: list(v) for k, v in start_holders.items()},
                    "holders_after_kb": {k: list(v) for k, v in after_holders.items()},
                    "shared_segments_start_kb": start_segments,
                    "shared_segments_after_kb": after_segments,
                    "swift_foundation": baseline,
                },
                file,
                indent=2,
            )
    if growth > options.limit:
        print(
            f"bench-memory: the home list holds {growth:.1%} more after the tour than at the "
            f"start (more than {options.limit:.0%})",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BenchError as error:
        print(f"bench-memory: {error}", file=sys.stderr)
        sys.exit(1)
