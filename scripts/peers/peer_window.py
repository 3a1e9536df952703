"""What the libadwaita peers of `make bench-peer` share: their event lines, their --size
argument, the frame clock they report, and how they start and stop.

Each peer (adw_carousel.py, adw_leaflet.py, gtk_list.py) builds its own window content and
hands it to `run`; this module prints, as the gallery's --trace does, one JSON line per event
on standard output, flushed at once:

  {"event": "ready", "renderer": "GskCairoRenderer", "gtk": "4.8.3", "adwaita": "1.2.2",
   "scale": 1, ...}
      once, after the first frame was painted; renderer is the GSK renderer GTK chose, scale
      the window's scale factor (2 under GDK_SCALE=2), and a peer may add fields of its own;
  {"event": "frame", "ms": 1.234, "frame_time": 5021337512}
      for every frame GTK painted (the frame clock's "paint" phase ran: something was drawn),
      with the milliseconds from the start of that frame clock cycle to the end of its paint,
      and the frame clock's frame time for the cycle (gdk_frame_clock_get_frame_time):
      microseconds on the system's monotonic clock (CLOCK_MONOTONIC, as g_get_monotonic_time
      reads it), the clock the gallery's `frame` events' "t" and the harness's input times
      are on. GTK smooths it to whole refresh intervals after the last frame's;
  {"event": "rest"}
      once REST_AFTER seconds (1 s) passed without a painted frame after one: the window came
      to rest, as the gallery's `rest` says of its own (which it writes at once).
"""

import json
import sys
import time

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
from gi.repository import Adw, GLib, Gtk  # noqa: E402

# How long a window paints nothing before the reporter says it came to rest, in seconds.
REST_AFTER = 1.0


def emit(**fields):
    """Prints one event as a JSON line with sorted keys and flushes it."""
    sys.stdout.write(json.dumps(fields, sort_keys=True) + "\n")
    sys.stdout.flush()


def parse_size(arguments, program):
    """The --size WxH argument, or 1920x1080; exits with `program`'s usage when it is bad."""
    width, height = 1920, 1080
    if "--size" in arguments:
        index = arguments.index("--size")
        try:
            text = arguments[index + 1]
            width, height = (int(part) for part in text.lower().split("x"))
        except (IndexError, ValueError):
            sys.exit(f"usage: {program} [--size WxH]")
        if width < 1 or height < 1:
            sys.exit(f"usage: {program} [--size WxH]")
    return width, height


def make_window(application, title, width, height):
    """An undecorated window of `width` x `height` that cannot be resized."""
    window = Adw.ApplicationWindow(application=application)
    window.set_title(title)
    window.set_decorated(False)
    window.set_default_size(width, height)
    window.set_resizable(False)
    return window


class FrameReporter:
    """Reports `window`'s painted frames; after the first, that it is ready, with the fields
    `ready_fields()` adds; and REST_AFTER seconds after each last frame, that it rests."""

    def __init__(self, window, ready_fields=dict):
        self.window = window
        self.ready_fields = ready_fields
        self.cycle_start = None
        self.did_paint = False
        self.is_ready = False
        self.rest_timer = None
        window.connect("realize", self.realized)

    def realized(self, window):
        clock = window.get_frame_clock()
        clock.connect("before-paint", self.before_paint)
        clock.connect("paint", self.painted)
        clock.connect("after-paint", self.after_paint)

    def before_paint(self, clock):
        self.cycle_start = time.monotonic()
        self.did_paint = False

    def painted(self, clock):
        self.did_paint = True

    def after_paint(self, clock):
        if not self.did_paint:
            return
        self.did_paint = False
        start = self.cycle_start if self.cycle_start is not None else time.monotonic()
        emit(
            event="frame",
            ms=round((time.monotonic() - start) * 1000, 3),
            frame_time=clock.get_frame_time(),
        )
        self.arm_rest_timer()
        if self.is_ready:
            return
        self.is_ready = True
        renderer = self.window.get_renderer()
        emit(
            event="ready",
            renderer=renderer.__gtype__.name if renderer is not None else "none",
            gtk=f"{Gtk.get_major_version()}.{Gtk.get_minor_version()}.{Gtk.get_micro_version()}",
            adwaita=f"{Adw.get_major_version()}.{Adw.get_minor_version()}."
            f"{Adw.get_micro_version()}",
            scale=self.window.get_scale_factor(),
            **self.ready_fields(),
        )

    def arm_rest_timer(self):
        """Says `rest` REST_AFTER seconds from now, unless another frame comes first."""
        if self.rest_timer is not None:
            GLib.source_remove(self.rest_timer)
        self.rest_timer = GLib.timeout_add(int(REST_AFTER * 1000), self.rested)

    def rested(self):
        self.rest_timer = None
        emit(event="rest")
        return GLib.SOURCE_REMOVE


def run(application_id, make_peer):
    """Runs an application whose window `make_peer(application, width, height)` makes (an
    object with a `window`), sized by the --size argument, until SIGINT or SIGTERM."""
    program = sys.argv[0].rsplit("/", 1)[-1]
    width, height = parse_size(sys.argv[1:], program)
    application = Adw.Application(application_id=application_id)
    peers = []

    def activate(app):
        peer = make_peer(app, width, height)
        peers.append(peer)
        peer.window.present()

    application.connect("activate", activate)
    # GLib handles SIGTERM/SIGINT so the main loop ends cleanly when the harness stops us.
    for signal_number in (2, 15):
        GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal_number, application.quit)
    return application.run([sys.argv[0]])
