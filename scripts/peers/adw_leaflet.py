#!/usr/bin/python3
"""libadwaita's AdwLeaflet with two pages, a list and a page it opens, for `make bench-peer`.

The peer that scripts/bench-peer.py sets beside the gallery's home list for its slide: one
undecorated window (1920x1080 by default), a header bar, and under it a leaflet of two pages:
a list of text rows (title, subtitle and an arrow, like the gallery's home list) and a page of
text that the list opens. The leaflet cannot unfold (`can-unfold` false), so it stays folded
and shows one page at a time at any width, and it moves between them with libadwaita's own
defaults: the `over` transition (the second page slides in over the list and out again,
uncovering it) driven by its default spring. The header bar stays put; its title changes and
a back button shows on the second page.

Return, on the list, navigates forward (`adw_leaflet_navigate`); Escape, on the second page,
navigates back: the same keys that open and close a demo in the gallery. Clicking a row or the
back button does the same.

It prints one JSON line per event on standard output, flushed at once, as the gallery's
--trace does: "ready" and "frame" as peer_window.py describes them ("ready" adds `folded`,
whether the leaflet is folded, and `transition`, its transition type), and

  {"event": "push", "title": "Beaver"} and {"event": "pop", "title": "Beaver"}
      when a key or a click starts the slide forward or back;
  {"event": "page", "index": 1}
      when the slide has ended, with the page now shown (0 the list, 1 the second page).

Usage: adw_leaflet.py [--size WxH]. Needs PyGObject with GTK 4 and libadwaita 1.2 or later
(Debian: python3-gi gir1.2-adw-1; scripts/install-deps.sh peer installs them).
"""

import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
gi.require_version("Adw", "1")
from gi.repository import Adw, Gdk, Gtk  # noqa: E402
from peer_window import FrameReporter, emit, make_window, run  # noqa: E402

LIST_TITLE = "Animals"
# The list's rows: a title and a line under it. Return opens the first one.
ROWS = [
    ("Beaver", "Builds dams of branches and mud across streams"),
    ("Buck deer", "Grows a new set of antlers every year"),
    ("Cat", "Tells by its whiskers whether it fits through a gap"),
    ("Really cute lion", "Lives in a pride and rests up to twenty hours a day"),
    ("Otter", "Holds hands with another otter while it sleeps on the water"),
    ("Hedgehog", "Rolls into a ball of some five thousand spines"),
    ("Owl", "Turns its head three quarters of the way round"),
    ("Badger", "Digs setts that families use for a century"),
    ("Fox", "Hears a mouse squeak from forty metres away"),
    ("Hare", "Runs at seventy kilometres an hour across open fields"),
    ("Heron", "Stands still in the shallows until a fish comes by"),
    ("Squirrel", "Forgets where it buried most of its nuts"),
]
DETAIL_TEXT = (
    "Beavers build dams of branches and mud across streams, turning running water into still "
    "ponds where they raise their young in lodges reachable only from underwater. A family "
    "keeps its dam in repair through the year, and the pond it makes shelters fish, frogs and "
    "birds long after the beavers have moved on."
)


def make_list_page(on_activate):
    """The first page: a scrolling list of rows, each a title, a subtitle and an arrow."""
    rows = Gtk.ListBox()
    rows.set_selection_mode(Gtk.SelectionMode.NONE)
    for title, subtitle in ROWS:
        row = Adw.ActionRow(title=title, subtitle=subtitle)
        row.set_activatable(True)
        row.add_suffix(Gtk.Image.new_from_icon_name("go-next-symbolic"))
        rows.append(row)
    rows.connect("row-activated", lambda _rows, row: on_activate(row.get_index()))
    scroller = Gtk.ScrolledWindow()
    scroller.set_policy(Gtk.PolicyType.NEVER, Gtk.PolicyType.AUTOMATIC)
    scroller.set_child(rows)
    scroller.set_hexpand(True)
    scroller.set_vexpand(True)
    scroller.add_css_class("view")
    return scroller


def make_detail_page():
    """The second page: a heading and a paragraph of wrapped text, centred on the window's
    background, with its heading set when a row opens it."""
    page = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=24)
    page.set_hexpand(True)
    page.set_vexpand(True)
    content = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=24)
    content.set_vexpand(True)
    content.set_valign(Gtk.Align.CENTER)
    content.set_margin_start(160)
    content.set_margin_end(160)
    heading = Gtk.Label()
    heading.add_css_class("title-1")
    body = Gtk.Label(label=DETAIL_TEXT)
    body.set_wrap(True)
    body.set_max_width_chars(60)
    body.set_justify(Gtk.Justification.CENTER)
    content.append(heading)
    content.append(body)
    page.append(content)
    # The leaflet's pages are opaque, as a navigation page's would be, so that the one it
    # slides over is covered.
    page.add_css_class("background")
    return page, heading


class LeafletWindow:
    """The window, its header bar and leaflet, and the frame clock it reports."""

    def __init__(self, application, width, height):
        self.window = make_window(application, "AdwLeaflet peer", width, height)
        self.opened = None

        self.leaflet = Adw.Leaflet()
        # Folded at every width: a leaflet slides between its pages only while folded.
        self.leaflet.set_can_unfold(False)
        self.leaflet.set_transition_type(Adw.LeafletTransitionType.OVER)
        self.leaflet.set_can_navigate_back(True)
        self.leaflet.set_hexpand(True)
        self.leaflet.set_vexpand(True)
        self.list_page = make_list_page(self.open_row)
        self.detail_page, self.detail_heading = make_detail_page()
        self.leaflet.append(self.list_page)
        self.leaflet.append(self.detail_page)
        self.leaflet.set_visible_child(self.list_page)
        self.leaflet.connect("notify::child-transition-running", self.transition_changed)
        self.leaflet.connect("notify::visible-child", self.visible_child_changed)

        self.title = Adw.WindowTitle(title=LIST_TITLE)
        self.back = Gtk.Button.new_from_icon_name("go-previous-symbolic")
        self.back.set_visible(False)
        self.back.connect("clicked", lambda _button: self.go_back())
        bar = Adw.HeaderBar()
        bar.set_show_start_title_buttons(False)
        bar.set_show_end_title_buttons(False)
        bar.set_title_widget(self.title)
        bar.pack_start(self.back)

        box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
        box.append(bar)
        box.append(self.leaflet)
        self.window.set_content(box)

        # Before the focused widget sees them, so that Return and Escape always navigate.
        keys = Gtk.EventControllerKey()
        keys.set_propagation_phase(Gtk.PropagationPhase.CAPTURE)
        keys.connect("key-pressed", self.key_pressed)
        self.window.add_controller(keys)
        self.frames = FrameReporter(
            self.window,
            lambda: {
                "folded": self.leaflet.get_folded(),
                "transition": self.leaflet.get_transition_type().value_nick,
            },
        )

    def key_pressed(self, controller, keyval, keycode, state):
        if keyval in (Gdk.KEY_Return, Gdk.KEY_KP_Enter):
            self.open_row(0)
            return True
        if keyval == Gdk.KEY_Escape:
            self.go_back()
            return True
        return False

    def open_row(self, index):
        """Opens the second page for the row at `index`, sliding it in over the list."""
        if self.leaflet.get_visible_child() is not self.list_page:
            return
        title = ROWS[index][0]
        self.opened = title
        self.detail_heading.set_label(title.upper())
        self.title.set_title(title)
        self.back.set_visible(True)
        emit(event="push", title=title)
        self.leaflet.navigate(Adw.NavigationDirection.FORWARD)

    def go_back(self):
        """Slides the second page out, uncovering the list."""
        if self.leaflet.get_visible_child() is not self.detail_page:
            return
        emit(event="pop", title=self.opened or "")
        self.title.set_title(LIST_TITLE)
        self.back.set_visible(False)
        self.leaflet.navigate(Adw.NavigationDirection.BACK)

    def visible_child_changed(self, leaflet, _spec):
        # A swipe back (can-navigate-back) changes the page without a key: keep the bar true.
        if leaflet.get_visible_child() is self.list_page and self.back.get_visible():
            self.title.set_title(LIST_TITLE)
            self.back.set_visible(False)

    def transition_changed(self, leaflet, _spec):
        if not leaflet.get_child_transition_running():
            index = 0 if leaflet.get_visible_child() is self.list_page else 1
            emit(event="page", index=index)


def main():
    return run("org.strata.AdwLeafletPeer", LeafletWindow)


if __name__ == "__main__":
    sys.exit(main())
