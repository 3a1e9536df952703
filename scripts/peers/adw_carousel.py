#!/usr/bin/python3
"""libadwaita's AdwCarousel with four pages of text, for `make bench-peer`.

The peer that scripts/bench-peer.py sets beside the gallery's Pages demo: one undecorated
window (1920x1080 by default), a title, the carousel filling the rest, and dots below it.
It prints one JSON line per event on standard output, flushed at once, as the gallery's
--trace does:

  {"event": "ready", "renderer": "GskGLRenderer", "gtk": "4.8.3", "adwaita": "1.2.2"}
      once, after the first frame was painted; renderer is the GSK renderer GTK chose;
  {"event": "frame", "ms": 1.234}
      for every frame GTK painted (the frame clock's "paint" phase ran: something was
      drawn), with the milliseconds from the start of that frame clock cycle to the end of
      its paint;
  {"event": "page", "index": 1}
      when the carousel settled on another page.

Usage: adw_carousel.py [--size WxH]. Needs PyGObject with GTK 4 and libadwaita 1
(Debian: python3-gi gir1.2-adw-1; scripts/install-deps.sh peer installs them).
"""

import json
import sys
import time

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
from gi.repository import Adw, GLib, Gtk  # noqa: E402

PAGES = [
    (
        "Beaver",
        "Beavers build dams of branches and mud across streams, turning running water into "
        "still ponds where they raise their young in lodges reachable only from underwater.",
    ),
    (
        "Buck deer",
        "A buck grows a new set of antlers every year. They start as soft bone under a velvet "
        "skin, harden over the summer, and fall off again late in the winter.",
    ),
    (
        "Cat",
        "A cat's whiskers are about as wide as its body, so it can tell whether it fits "
        "through a gap before it tries. It sleeps for most of the day and hunts at dusk.",
    ),
    (
        "Really cute lion",
        "Lions live in prides of related females, their cubs and a few males. A lion's roar "
        "can be heard eight kilometres away, and it rests up to twenty hours a day.",
    ),
]


def emit(**fields):
    """Prints one event as a JSON line with sorted keys and flushes it."""
    sys.stdout.write(json.dumps(fields, sort_keys=True) + "\n")
    sys.stdout.flush()


def parse_size(arguments):
    """The --size WxH argument, or 1920x1080."""
    width, height = 1920, 1080
    if "--size" in arguments:
        index = arguments.index("--size")
        try:
            text = arguments[index + 1]
            width, height = (int(part) for part in text.lower().split("x"))
        except (IndexError, ValueError):
            sys.exit("usage: adw_carousel.py [--size WxH]")
        if width < 1 or height < 1:
            sys.exit("usage: adw_carousel.py [--size WxH]")
    return width, height


def make_page(title, text, number):
    """One page: its number, a heading and a paragraph of wrapped text, centred."""
    page = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=24)
    page.set_hexpand(True)
    page.set_vexpand(True)
    page.set_valign(Gtk.Align.CENTER)
    page.set_margin_start(160)
    page.set_margin_end(160)
    counter = Gtk.Label(label=f"Page {number} of {len(PAGES)}")
    counter.add_css_class("dim-label")
    heading = Gtk.Label(label=title.upper())
    heading.add_css_class("title-1")
    body = Gtk.Label(label=text)
    body.set_wrap(True)
    body.set_max_width_chars(60)
    body.set_justify(Gtk.Justification.CENTER)
    for child in (counter, heading, body):
        page.append(child)
    return page


class CarouselWindow:
    """The window, its carousel, and the frame clock it reports."""

    def __init__(self, application, width, height):
        self.window = Adw.ApplicationWindow(application=application)
        self.window.set_title("AdwCarousel peer")
        self.window.set_decorated(False)
        self.window.set_default_size(width, height)
        self.window.set_resizable(False)
        self.cycle_start = None
        self.is_ready = False

        self.carousel = Adw.Carousel()
        self.carousel.set_hexpand(True)
        self.carousel.set_vexpand(True)
        self.carousel.set_allow_mouse_drag(True)
        for number, (title, text) in enumerate(PAGES, start=1):
            self.carousel.append(make_page(title, text, number))
        self.carousel.connect("page-changed", self.page_changed)

        heading = Gtk.Label(label="Pages")
        heading.add_css_class("title-2")
        heading.set_margin_top(12)
        heading.set_margin_bottom(12)
        dots = Adw.CarouselIndicatorDots(carousel=self.carousel)
        dots.set_margin_bottom(12)
        box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
        box.append(heading)
        box.append(self.carousel)
        box.append(dots)
        self.window.set_content(box)
        self.window.connect("realize", self.realized)

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
        if not getattr(self, "did_paint", False):
            return
        self.did_paint = False
        start = self.cycle_start if self.cycle_start is not None else time.monotonic()
        emit(event="frame", ms=round((time.monotonic() - start) * 1000, 3))
        if not self.is_ready:
            self.is_ready = True
            renderer = self.window.get_renderer()
            emit(
                event="ready",
                renderer=renderer.__gtype__.name if renderer is not None else "none",
                gtk=f"{Gtk.get_major_version()}.{Gtk.get_minor_version()}."
                f"{Gtk.get_micro_version()}",
                adwaita=f"{Adw.get_major_version()}.{Adw.get_minor_version()}."
                f"{Adw.get_micro_version()}",
            )

    def page_changed(self, carousel, index):
        emit(event="page", index=int(index))


def main():
    width, height = parse_size(sys.argv[1:])
    application = Adw.Application(application_id="org.strata.AdwCarouselPeer")
    windows = []

    def activate(app):
        peer = CarouselWindow(app, width, height)
        windows.append(peer)
        peer.window.present()

    application.connect("activate", activate)
    # GLib handles SIGTERM/SIGINT so the main loop ends cleanly when the harness stops us.
    for signal_number in (2, 15):
        GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal_number, application.quit)
    return application.run([sys.argv[0]])


if __name__ == "__main__":
    sys.exit(main())
