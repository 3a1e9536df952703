#!/usr/bin/python3
"""GTK 4's GtkListView of ten thousand rows of text, for `make bench-peer`.

The peer that scripts/bench-peer.py sets beside the gallery's "List (10,000)" demo
(strata-gallery --demo list-10000) for its fling and its wheel: one undecorated window
(1920x1080 by default), a header bar titled "List (10,000)" standing for the gallery's bar, and
under it a GtkListView of the strings "Row 1" to "Row 10000", the rows the demo shows, in a
scrolled window. GtkListView, like the demo's ListView, makes widgets only for the rows in view
and reuses them as they scroll (a GtkSignalListItemFactory binding each row's label to its
string). Each row is 44 px high (in the window's points, as the demo's), its text 17 px high
and 16 px from the row's start, as the demo's rows have it.

A drag scrolls it and a fling carries on after the button comes up, slowing down, as in the
demo. GTK gives a scrolled window that drag and its kinetic deceleration for touchscreens only
(GTK_DEBUG=touchscreen, which would lend them to the mouse, works only in debug builds of
GTK), so this script does it for the mouse with GTK's own pieces: a GtkGestureDrag moves the
list's vertical adjustment with the pointer, a GtkGestureSwipe grouped with it measures the
release velocity, and a tick callback on the list's frame clock carries the scroll on, its
velocity decaying as exp(-4 t) (GTK's kinetic friction for a scrolled window) until it falls
under 1 px/s or the list reaches an end. The wheel scrolls the list as GTK always does.

It prints one JSON line per event on standard output, flushed at once, as the gallery's
--trace does: "ready", "frame" and "rest" as peer_window.py describes them ("ready" adds
`rows`, how many rows the list has).

Usage: gtk_list.py [--size WxH]. Needs PyGObject with GTK 4 and libadwaita 1 (Debian: python3-gi
gir1.2-adw-1; scripts/install-deps.sh peer installs them).
"""

import math
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
from gi.repository import Adw, GLib, Gtk  # noqa: E402
from peer_window import FrameReporter, make_window, run  # noqa: E402

TITLE = "List (10,000)"
ROW_COUNT = 10_000
# The label's height; GTK's row adds 2 px above and below it: rows of 44 px.
LABEL_HEIGHT = 40
TEXT_INSET = 16
# The rows' text size, in px (the demo's rows: 17 points).
TEXT_CSS = b".peer-row { font-size: 17px; }"
# The fling's deceleration: its velocity decays as exp(-FRICTION t), t in seconds, and it ends
# below STOP_VELOCITY px/s.
FRICTION = 4.0
STOP_VELOCITY = 1.0


def setup_row(_factory, item):
    """Gives a new row its label, left-aligned and vertically centred in LABEL_HEIGHT."""
    label = Gtk.Label()
    label.set_xalign(0)
    label.set_margin_start(TEXT_INSET)
    label.set_margin_end(TEXT_INSET)
    label.set_size_request(-1, LABEL_HEIGHT)
    label.add_css_class("peer-row")
    item.set_child(label)


def bind_row(_factory, item):
    """Shows the row's string in the label the row was given."""
    item.get_child().set_label(item.get_item().get_string())


def make_list():
    """The list in its scrolled window: ROW_COUNT rows of "Row N", made as they show."""
    strings = Gtk.StringList.new([f"Row {number}" for number in range(1, ROW_COUNT + 1)])
    factory = Gtk.SignalListItemFactory()
    factory.connect("setup", setup_row)
    factory.connect("bind", bind_row)
    view = Gtk.ListView(model=Gtk.NoSelection(model=strings), factory=factory)
    scroller = Gtk.ScrolledWindow()
    scroller.set_policy(Gtk.PolicyType.NEVER, Gtk.PolicyType.AUTOMATIC)
    scroller.set_child(view)
    scroller.set_hexpand(True)
    scroller.set_vexpand(True)
    return scroller


class MouseFling:
    """Drags `scroller`'s content with the mouse and flings it on release (see above)."""

    def __init__(self, scroller):
        self.scroller = scroller
        self.adjustment = scroller.get_vadjustment()
        self.start_value = 0.0
        self.tick = None
        self.fling_start = None
        self.fling_value = 0.0
        self.fling_velocity = 0.0
        drag = Gtk.GestureDrag()
        drag.set_button(1)
        drag.connect("drag-begin", self.drag_began)
        drag.connect("drag-update", self.drag_moved)
        swipe = Gtk.GestureSwipe()
        swipe.set_button(1)
        swipe.connect("swipe", self.swiped)
        scroller.add_controller(drag)
        scroller.add_controller(swipe)
        drag.group(swipe)

    def drag_began(self, _gesture, _x, _y):
        self.stop()
        self.start_value = self.adjustment.get_value()

    def drag_moved(self, _gesture, _offset_x, offset_y):
        self.set_value(self.start_value - offset_y)

    def swiped(self, _gesture, _velocity_x, velocity_y):
        """Carries the scroll on at the pointer's release velocity (px/s), slowing down."""
        self.stop()
        if abs(velocity_y) < STOP_VELOCITY:
            return
        self.fling_start = None
        self.fling_value = self.adjustment.get_value()
        self.fling_velocity = -velocity_y
        self.tick = self.scroller.add_tick_callback(self.step)

    def step(self, _widget, clock):
        """One frame of the fling, at the frame clock's time."""
        now = clock.get_frame_time() / 1e6
        if self.fling_start is None:
            self.fling_start = now
        elapsed = now - self.fling_start
        decay = math.exp(-FRICTION * elapsed)
        value = self.fling_value + self.fling_velocity / FRICTION * (1 - decay)
        reached_end = not self.set_value(value)
        if reached_end or abs(self.fling_velocity * decay) < STOP_VELOCITY:
            self.tick = None
            return GLib.SOURCE_REMOVE
        return GLib.SOURCE_CONTINUE

    def set_value(self, value):
        """Scrolls to `value`, clamped to the list; returns whether it was within it."""
        lower = self.adjustment.get_lower()
        upper = self.adjustment.get_upper() - self.adjustment.get_page_size()
        clamped = min(max(value, lower), upper)
        self.adjustment.set_value(clamped)
        return clamped == value

    def stop(self):
        if self.tick is not None:
            self.scroller.remove_tick_callback(self.tick)
            self.tick = None


class ListWindow:
    """The window, its list, and the frame clock it reports."""

    def __init__(self, application, width, height):
        self.window = make_window(application, "GtkListView peer", width, height)
        css = Gtk.CssProvider()
        css.load_from_data(TEXT_CSS)
        Gtk.StyleContext.add_provider_for_display(
            self.window.get_display(), css, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION
        )
        bar = Adw.HeaderBar()
        bar.set_show_start_title_buttons(False)
        bar.set_show_end_title_buttons(False)
        bar.set_title_widget(Adw.WindowTitle(title=TITLE))
        box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
        scroller = make_list()
        self.fling = MouseFling(scroller)
        box.append(bar)
        box.append(scroller)
        self.window.set_content(box)
        self.frames = FrameReporter(self.window, lambda: {"rows": ROW_COUNT})


def main():
    return run("org.strata.GtkListPeer", ListWindow)


if __name__ == "__main__":
    sys.exit(main())
