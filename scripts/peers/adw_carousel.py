#!/usr/bin/python3
"""libadwaita's AdwCarousel with four pages of text, for `make bench-peer`.

The peer that scripts/bench-peer.py sets beside the gallery's Pages demo: one undecorated
window (1920x1080 by default), a title, the carousel filling the rest, and dots below it.
It prints one JSON line per event on standard output, flushed at once, as the gallery's
--trace does: "ready" and "frame" as peer_window.py describes them, and

  {"event": "page", "index": 1}
      when the carousel settled on another page.

Usage: adw_carousel.py [--size WxH]. Needs PyGObject with GTK 4 and libadwaita 1
(Debian: python3-gi gir1.2-adw-1; scripts/install-deps.sh peer installs them).
"""

import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
from gi.repository import Adw, Gtk  # noqa: E402
from peer_window import FrameReporter, emit, make_window, run  # noqa: E402

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
        self.window = make_window(application, "AdwCarousel peer", width, height)

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
        self.frames = FrameReporter(self.window)

    def page_changed(self, carousel, index):
        emit(event="page", index=int(index))


def main():
    return run("org.strata.AdwCarouselPeer", CarouselWindow)


if __name__ == "__main__":
    sys.exit(main())
