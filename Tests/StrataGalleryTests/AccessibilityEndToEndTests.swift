import Foundation
import StrataTestSupport
import StrataTesting
import Testing

/// Reads and operates the gallery in a real window as a screen reader does: through AT-SPI,
/// with Debian's `python3-pyatspi` (GObject introspection's Atspi), on a private session bus
/// (`dbus-run-session`) with its own accessibility bus (`at-spi-bus-launcher`) and registry.
@Suite("strata-gallery read and operated through AT-SPI", .serialized, .strictDiagnostics)
struct AccessibilityEndToEndTests {
  /// The accessibility bus's launcher, from Debian's `at-spi2-core`.
  static let busLauncher = "/usr/libexec/at-spi-bus-launcher"
  /// The Python with Debian's `python3-gi` and `python3-pyatspi`.
  static let python = "/usr/bin/python3"

  @Test(
    "a reader finds the frame, reads the demos, opens Pages, sees BEAVER then BUCK DEER selected, goes back, finds covered layers not showing, and searches the Split demo's places"
  )
  func readAndOperate() async throws {
    let runner = try Tool.requirePath(of: "dbus-run-session")
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.busLauncher),
      "at-spi2-core is not installed: scripts/install-deps.sh test installs it")
    let xvfb = try await XvfbServer.start()
    defer { xvfb.stop() }
    let folder = try TemporaryFolder("gallery-atspi")
    defer { folder.remove() }
    let script = folder.path("read-gallery.py")
    try Self.script.write(toFile: script, atomically: true, encoding: .utf8)

    var environment = GalleryExecutable.environment(adding: [
      "DISPLAY": xvfb.display, "STRATA_RENDERER": "", "XDG_STATE_HOME": folder.path("state"),
    ])
    // The session and accessibility buses are the script's own.
    for name in ["DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "NO_AT_BRIDGE"] {
      environment[name] = .some(nil)
    }
    let run = try await ChildProcess(
      path: runner,
      arguments: ["--", Self.python, script, GalleryExecutable.product.path],
      environment: environment, keepsErrors: true
    ).finish()
    let lines = run.output.split(separator: "\n").map(String.init)
    let report = "output:\n\(run.output)\nerrors:\n\(run.errors)"
    #expect(run.status == 0, "\(report)")
    #expect(lines.contains("application strata-gallery toolkit Strata"), "\(report)")
    #expect(lines.contains("frame Strata Gallery"), "\(report)")
    #expect(
      lines.contains(
        "home Toolkit|Sample scene|Stack|Pages|Pages (30)|Pages (1,000)|Layered|Layered (100)|Split"
      ), "\(report)")
    // Activating the Pages row opens the demo on its first page, over the home list.
    #expect(lines.contains("tabs BEAVER*|BUCK DEER|CAT|REALLY CUTE LION"), "\(report)")
    #expect(lines.contains("home hidden"), "\(report)")
    // The container's "Next page" action turns to the second page.
    #expect(lines.contains("next page True"), "\(report)")
    #expect(lines.contains("tabs BEAVER|BUCK DEER*|CAT|REALLY CUTE LION"), "\(report)")
    // A second Next page while the first still slides should be applied after it, not lost.
    #expect(lines.contains("next page twice True True"), "\(report)")
    #expect(lines.contains("tabs BEAVER|BUCK DEER|CAT|REALLY CUTE LION*"), "\(report)")
    // Selecting a tab through the tab list's Selection interface turns to its page.
    #expect(lines.contains("selected by selection BEAVER"), "\(report)")
    #expect(lines.contains("back True"), "\(report)")
    #expect(lines.contains("home again True tabs gone True"), "\(report)")
    // Of a hundred layers, the ones covered by the top two are not in the tree.
    let layers = lines.first { $0.hasPrefix("layers showing ") }
    #expect(layers == "layers showing Page 1|Page 98|Page 99", "\(report)")
    // The Split demo's search field is a search entry; grabbing its focus begins editing, and
    // text set and inserted through EditableText filters the places as typing does.
    #expect(lines.contains("search entry places 6"), "\(report)")
    #expect(lines.contains("grab focus True"), "\(report)")
    #expect(lines.contains("search focused"), "\(report)")
    #expect(lines.contains("set text True"), "\(report)")
    #expect(lines.contains("insert True"), "\(report)")
    #expect(lines.contains("text ri caret 2 count 2"), "\(report)")
    #expect(lines.contains("places Rivers"), "\(report)")
    let heard = lines.first { $0.hasPrefix("heard ") }?.split(separator: " ").map(String.init)
    for event in [
      "object:children-changed:add", "object:children-changed:remove",
      "object:state-changed:selected", "object:state-changed:showing",
      "object:state-changed:focused", "object:property-change:accessible-name",
      "object:text-changed:insert", "object:text-caret-moved",
      // A container that moved to a new screen moves the reader there.
      "focus:",
    ] {
      #expect(heard?.contains(event) == true, "\(event) not heard; \(report)")
    }
    #expect(lines.last == "done", "\(report)")
  }

  /// What a reader does, as a Python script run with the gallery's path.
  static let script = #"""
    # Reads and operates strata-gallery through AT-SPI, as a screen reader does, and prints what it
    # finds, one fact a line, for the Swift test to check. Run it under dbus-run-session:
    #   python3 check.py /path/to/strata-gallery
    import subprocess
    import sys
    import time

    import gi

    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi, Gio, GLib

    TIMEOUT = 20.0
    context = GLib.MainContext.default()
    events = []


    def say(*words):
        print(*words, flush=True)


    def heard(event):
        events.append(event.type)


    def wait_for(what, predicate, timeout=TIMEOUT, required=True):
        """Returns predicate()'s first true value, checked again after each event (or each tenth of a
        second when none comes), or fails after `timeout` seconds (returns None when not
        `required`)."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                value = predicate()
            except GLib.Error:
                # An object went away while it was read: read again after the events that say so.
                value = None
            if value:
                return value
            if time.monotonic() > deadline:
                say("timeout", what)
                if not required:
                    return None
                sys.exit(1)
            tick = GLib.timeout_source_new(100)
            tick.set_callback(lambda *_: False)
            tick.attach(context)
            context.iteration(True)
            tick.destroy()


    def bus_has_owner(name):
        bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        reply = bus.call_sync(
            "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
            GLib.Variant("(s)", (name,)), None, Gio.DBusCallFlags.NONE, -1, None)
        return reply.unpack()[0]


    def children(accessible):
        return [accessible.get_child_at_index(i) for i in range(accessible.get_child_count())]


    def walk(accessible):
        yield accessible
        for child in children(accessible):
            if child is not None:
                yield from walk(child)


    def states(accessible):
        return accessible.get_state_set()


    def showing(accessible):
        return states(accessible).contains(Atspi.StateType.SHOWING)


    def find(root, role, name=None):
        for accessible in walk(root):
            if accessible.get_role() == role and (name is None or accessible.get_name() == name):
                return accessible
        return None


    def find_all(root, role):
        return [a for a in walk(root) if a.get_role() == role]


    def action_index(accessible, name):
        if "Action" not in accessible.get_interfaces():
            return None
        for index in range(accessible.get_n_actions()):
            if accessible.get_action_name(index) == name:
                return index
        return None


    def perform(accessible, name):
        index = action_index(accessible, name)
        if index is None:
            say("no action", name, "on", accessible.get_role_name(), repr(accessible.get_name()))
            sys.exit(1)
        return accessible.do_action(index)


    def perform_until(what, find_target, name, predicate):
        """Performs `name` on what find_target() returns until predicate() holds, waiting for
        it after each try: the gallery ignores a row chosen or Back pressed while its slide
        still runs, as a person would find, and is asked again. Returns predicate()'s value
        and whether the first try did it."""
        deadline = time.monotonic() + TIMEOUT
        tries = 0
        while True:
            target = wait_for(what + ": its target", find_target)
            perform(target, name)
            tries += 1
            value = wait_for(what, predicate, timeout=2.0, required=False)
            if value:
                return value, tries == 1
            if time.monotonic() > deadline:
                say("timeout", what)
                sys.exit(1)


    def tabs_line(tab_list):
        names = []
        for tab in children(tab_list):
            selected = states(tab).contains(Atspi.StateType.SELECTED)
            names.append(tab.get_name() + ("*" if selected else ""))
        return "|".join(names)


    def selected_tab(tab_list):
        if tab_list.get_n_selected_children() != 1:
            return None
        return tab_list.get_selected_child(0).get_name()


    launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"])
    wait_for("the accessibility bus", lambda: bus_has_owner("org.a11y.Bus"))
    listener = Atspi.EventListener.new(heard)
    for kind in ["object:children-changed", "object:state-changed", "object:property-change",
                 "object:text-changed", "object:text-caret-moved", "focus:"]:
        listener.register(kind)

    gallery = subprocess.Popen([sys.argv[1], "--size", "800x600"])
    try:
        desktop = Atspi.get_desktop(0)

        def application():
            for app in children(desktop):
                if app is not None and app.get_name() == "strata-gallery":
                    return app
            return None

        app = wait_for("the application on the desktop", application)
        say("application", app.get_name(), "toolkit", app.get_toolkit_name())
        frame = wait_for("the frame", lambda: find(app, Atspi.Role.FRAME, "Strata Gallery"))
        say("frame", frame.get_name())
        home = wait_for("the home list", lambda: find(frame, Atspi.Role.LIST))
        rows = [row.get_name() for row in children(home)]
        say("home", "|".join(rows))

        pages_row = find(home, Atspi.Role.LIST_ITEM, "Pages")
        say("click", perform(pages_row, "click"))
        tabs = wait_for("the pages' tab list", lambda: find(frame, Atspi.Role.PAGE_TAB_LIST))
        wait_for(
            "four tabs, BEAVER selected",
            lambda: tabs.get_child_count() == 4 and selected_tab(tabs) == "BEAVER")
        say("tabs", tabs_line(tabs))
        wait_for("the home list hidden", lambda: find(frame, Atspi.Role.LIST) is None)
        say("home hidden")

        pages = wait_for(
            "the container offering Next page",
            lambda: next((a for a in walk(frame) if action_index(a, "Next page") is not None), None))
        say("next page", perform(pages, "Next page"))
        wait_for("BUCK DEER selected", lambda: selected_tab(tabs) == "BUCK DEER")
        say("tabs", tabs_line(tabs))

        # Twice more at once: the second comes while the first still slides, and is not lost.
        say("next page twice", perform(pages, "Next page"), perform(pages, "Next page"))
        wait_for(
            "REALLY CUTE LION selected", lambda: selected_tab(tabs) == "REALLY CUTE LION",
            timeout=5, required=False)
        say("tabs", tabs_line(tabs))

        tabs.select_child(0)
        wait_for("BEAVER selected again", lambda: selected_tab(tabs) == "BEAVER")
        say("selected by selection", selected_tab(tabs))

        def back_button():
            for button in find_all(frame, Atspi.Role.PUSH_BUTTON):
                if button.get_name().endswith("Back"):
                    return button
            return None

        back = wait_for("the Back button", back_button)
        say("back button", back.get_name())
        say("back", perform(back, "click"))
        home = wait_for(
            "the home list again",
            lambda: find(frame, Atspi.Role.LIST_ITEM, "Pages") and find(frame, Atspi.Role.LIST))
        wait_for("the demo gone", lambda: find(frame, Atspi.Role.PAGE_TAB_LIST) is None)
        say("home again", showing(home), "tabs gone", find(frame, Atspi.Role.PAGE_TAB_LIST) is None)

        layered_row = find(home, Atspi.Role.LIST_ITEM, "Layered (100)")
        say("click", perform(layered_row, "click"))

        def layer_headings():
            names = [a.get_name() for a in walk(frame)
                     if a.get_role() == Atspi.Role.LABEL and a.get_name().startswith("Page ")
                     and showing(a)]
            return names if names else None

        shown = wait_for("the top layer", lambda: "Page 99" in (layer_headings() or []) and layer_headings())
        say("layers showing", "|".join(sorted(set(shown), key=lambda name: int(name[5:]))))

        # The Split demo's search field, read and edited through Text and EditableText.
        home, _ = perform_until(
            "the home list again, the layers gone", back_button, "click",
            lambda: find(frame, Atspi.Role.HEADING, "Top of 100") is None
            and find(frame, Atspi.Role.LIST_ITEM, "Split") and find(frame, Atspi.Role.LIST))
        say("back from layered", True)
        places = ["Mountains", "Rivers", "Forests", "Coasts", "Deserts", "Islands"]

        def places_shown():
            return [a.get_name() for a in find_all(frame, Atspi.Role.LIST_ITEM)
                    if a.get_name() in places]

        def search_or_back():
            search = find(frame, Atspi.Role.ENTRY, "Search places")
            if search is not None:
                return search
            # Where the places are collapsed under the items, their column goes back to them.
            return next((a for a in walk(frame) if action_index(a, "Back") is not None), None)

        found, _ = perform_until(
            "the split, with its search field or a column going back",
            lambda: find(home, Atspi.Role.LIST_ITEM, "Split"), "click", search_or_back)
        say("click", True)
        if found.get_role() != Atspi.Role.ENTRY:
            say("column back", perform(found, "Back"))
        search = wait_for(
            "the search field", lambda: find(frame, Atspi.Role.ENTRY, "Search places"))
        six = wait_for("six places", lambda: len(places_shown()) == 6 and places_shown())
        say("search", search.get_role_name(), "places", len(six))
        say("grab focus", search.grab_focus())
        wait_for("the search field focused",
                 lambda: states(search).contains(Atspi.StateType.FOCUSED))
        say("search focused")
        say("set text", search.set_text_contents("r"))
        wait_for("three places", lambda: len(places_shown()) == 3)
        say("insert", search.insert_text(1, "i", 1))
        wait_for("the text read back", lambda: search.get_text(0, -1) == "ri")
        say("text", search.get_text(0, -1), "caret", search.get_caret_offset(),
            "count", search.get_character_count())
        wait_for("the places filtered", lambda: places_shown() == ["Rivers"])
        say("places", "|".join(places_shown()))
        say("heard", " ".join(sorted(set(events))))
        say("done")
    finally:
        gallery.terminate()
        gallery.wait()
        launcher.terminate()
        launcher.wait()
    """#
}
