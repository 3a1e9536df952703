import CGIO
package import StrataKit

#if canImport(Glibc)
  import Glibc
#endif

/// Shows a window to AT-SPI clients (Orca, Accerciser, pyatspi) on the Linux desktop: Strata's
/// counterpart of GTK's accessibility bridge, over GIO's D-Bus.
///
/// ``start(window:applicationName:placement:wake:)`` asks the session bus's `org.a11y.Bus` for
/// the accessibility bus, connects there, exports the application at
/// `/org/a11y/atspi/accessible/root` and every element of the window's tree under
/// `/org/a11y/atspi/accessible/`, and embeds the application in the registry's desktop
/// (`org.a11y.atspi.Socket.Embed`). Calls are answered by an ``ATSPIObjectModel`` on the main
/// actor, in the loop's turn (``service()``); after a frame, the tree is read again and what
/// changed goes out as `org.a11y.atspi.Event` signals (``windowDidRender()``).
///
/// Without a session bus, or with no accessibility bus running, it does nothing and costs
/// nothing: `start` returns `nil` after at most one local D-Bus call.
@MainActor
package final class AccessibilityBridge {
  /// The bridge that answers calls now; the C callbacks find it here.
  private static weak var active: AccessibilityBridge?

  private let model: ATSPIObjectModel
  private let context: OpaquePointer
  private let connection: OpaquePointer
  /// The introspection data and the callback tables, which GDBus reads while the objects are
  /// exported (their address is the subtree's user data).
  private let tables: UnsafeMutablePointer<Tables>
  private var registration: guint = 0
  private var cacheRegistration: guint = 0
  private var watcher: MainContextWatcher?
  /// Keeps the bridge hearing the window's notifications.
  private var notifications: ObservationToken?
  /// Whether the registry embedded the application: events go out from then on.
  private(set) var isEmbedded = false

  /// Connects `window` to the accessibility bus when one runs, and embeds it in the desktop.
  ///
  /// - Parameters:
  ///   - window: The window to show.
  ///   - applicationName: The application's name as readers list it (the program's name).
  ///   - placement: Where the window is on the screen now.
  ///   - wake: Wakes the application's event loop; called from another thread when D-Bus has
  ///     work for the loop, which then calls ``service()``.
  /// - Returns: The bridge, or `nil` when no accessibility bus runs (or `NO_AT_BRIDGE=1`).
  package static func start(
    window: Window, applicationName: String,
    placement: @escaping () -> (originX: Int, originY: Int, unitsPerPoint: Double),
    wake: @escaping @Sendable () -> Void
  ) -> AccessibilityBridge? {
    guard environment("NO_AT_BRIDGE") != "1", let address = accessibilityBusAddress() else {
      return nil
    }
    let model = ATSPIObjectModel(window: window, applicationName: applicationName) {
      let (x, y, units) = placement()
      return ScreenPlacement(originX: x, originY: y, unitsPerPoint: units)
    }
    guard let bridge = AccessibilityBridge(address: address, model: model) else { return nil }
    active = bridge
    bridge.notifications = window.observeAccessibilityNotifications { [weak bridge] in
      bridge?.model.note($0)
    }
    bridge.startWatching(wake: wake)
    bridge.embed()
    return bridge
  }

  private init?(address: String, model: ATSPIObjectModel) {
    var error: UnsafeMutablePointer<GError>?
    guard let nodeInfo = g_dbus_node_info_new_for_xml(ATSPIIntrospection.xml, &error) else {
      Self.debug("the AT-SPI interfaces do not parse", error)
      return nil
    }
    let context = g_main_context_new()!
    // The main thread owns the context for good, so that GDBus's worker wakes it (and the
    // watcher) when it queues work for it.
    _ = g_main_context_acquire(context)
    g_main_context_push_thread_default(context)
    defer { g_main_context_pop_thread_default(context) }
    let flags = GDBusConnectionFlags(
      G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
        | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
    guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error)
    else {
      Self.debug("no connection to the accessibility bus", error)
      g_dbus_node_info_unref(nodeInfo)
      g_main_context_release(context)
      g_main_context_unref(context)
      return nil
    }
    self.model = model
    self.context = context
    self.connection = connection
    model.busName = String(cString: g_dbus_connection_get_unique_name(connection))
    tables = .allocate(capacity: 1)
    tables.initialize(
      to: Tables(
        nodeInfo: nodeInfo, methods: Self.makeMethodTable(), subtree: Self.makeSubtreeTable()))
    registration = g_dbus_connection_register_subtree(
      connection, ATSPIPaths.prefix, &tables.pointee.subtree,
      G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES, tables, nil, &error)
    if registration == 0 { Self.debug("the accessible objects could not be exported", error) }
    if let cache = g_dbus_node_info_lookup_interface(nodeInfo, "org.a11y.atspi.Cache") {
      cacheRegistration = g_dbus_connection_register_object(
        connection, ATSPIPaths.cache, cache, &tables.pointee.methods, nil, nil, &error)
      if cacheRegistration == 0 { Self.debug("the cache could not be exported", error) }
    }
  }

  isolated deinit {
    if registration != 0 { g_dbus_connection_unregister_subtree(connection, registration) }
    if cacheRegistration != 0 { g_dbus_connection_unregister_object(connection, cacheRegistration) }
    g_object_unref(UnsafeMutableRawPointer(connection))
    g_dbus_node_info_unref(tables.pointee.nodeInfo)
    tables.deinitialize(count: 1)
    tables.deallocate()
    g_main_context_release(context)
    g_main_context_unref(context)
  }

  /// Runs what D-Bus queued for the bridge (calls to answer, replies), without waiting; call
  /// it each turn of the event loop.
  package func service() {
    var rounds = 0
    while rounds < 256, g_main_context_iteration(context, 0) != 0 { rounds += 1 }
    watcher?.didService()
  }

  /// Tells the bridge a frame was drawn: once embedded, it reads the tree again and sends what
  /// changed (children added and removed, names, states, the focus), one batch per frame.
  package func windowDidRender() {
    model.invalidate()
    guard isEmbedded else { return }
    send(model.refresh())
  }

  /// Leaves the accessibility bus: the objects go, and the watcher stops.
  package func stop() {
    if registration != 0 {
      g_dbus_connection_unregister_subtree(connection, registration)
      registration = 0
    }
    if cacheRegistration != 0 {
      g_dbus_connection_unregister_object(connection, cacheRegistration)
      cacheRegistration = 0
    }
    notifications = nil
    watcher?.stop()
    g_main_context_wakeup(context)
    watcher = nil
    isEmbedded = false
    if Self.active === self { Self.active = nil }
    g_dbus_connection_close(connection, nil, nil, nil)
  }

  // MARK: - Setting up

  /// The accessibility bus's address: `AT_SPI_BUS_ADDRESS`, else what the session bus's
  /// `org.a11y.Bus` answers; `nil` when neither is there. A session bus that is not running
  /// is not started.
  private static func accessibilityBusAddress() -> String? {
    if let address = environment("AT_SPI_BUS_ADDRESS"), !address.isEmpty { return address }
    guard hasSessionBus else { return nil }
    var error: UnsafeMutablePointer<GError>?
    guard let session = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
      debug("no session bus", error)
      return nil
    }
    defer { g_object_unref(UnsafeMutableRawPointer(session)) }
    let reply = "(s)".withCString { type in
      g_dbus_connection_call_sync(
        session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil,
        strata_variant_type(type), G_DBUS_CALL_FLAGS_NO_AUTO_START, 2000, nil, &error)
    }
    guard let reply else {
      debug("no accessibility bus", error)
      return nil
    }
    defer { g_variant_unref(reply) }
    return GVariantConversion.value(of: reply)?.members.first?.stringValue
  }

  /// Whether a session bus can be reached without starting one: its address is in the
  /// environment, or the user's bus socket exists.
  private static var hasSessionBus: Bool {
    if let address = environment("DBUS_SESSION_BUS_ADDRESS"), !address.isEmpty { return true }
    guard let runtime = environment("XDG_RUNTIME_DIR"), !runtime.isEmpty else { return false }
    return access(runtime + "/bus", F_OK) == 0
  }

  private func startWatching(wake: @escaping @Sendable () -> Void) {
    var priority: Int32 = 0
    _ = g_main_context_prepare(context, &priority)
    var timeout: Int32 = 0
    var polled = [GPollFD](repeating: GPollFD(), count: 8)
    let count = Int(g_main_context_query(context, priority, &timeout, &polled, 8))
    _ = g_main_context_check(context, priority, &polled, Int32(min(count, 8)))
    g_main_context_dispatch(context)
    let descriptors = polled.prefix(min(count, 8)).map {
      pollfd(fd: $0.fd, events: Int16(bitPattern: $0.events), revents: 0)
    }
    guard !descriptors.isEmpty else { return }
    let watcher = MainContextWatcher(descriptors: descriptors, wake: wake)
    watcher.start()
    self.watcher = watcher
  }

  /// Asks the registry to embed the application in the desktop; its reply names the desktop,
  /// the application's parent.
  private func embed() {
    g_main_context_push_thread_default(context)
    defer { g_main_context_pop_thread_default(context) }
    let plug = DBusValue.tuple([.reference(busName: model.busName, path: ATSPIPaths.root)])
    "((so))".withCString { type in
      g_dbus_connection_call(
        connection, "org.a11y.atspi.Registry", ATSPIPaths.root, "org.a11y.atspi.Socket",
        "Embed", GVariantConversion.variant(of: plug), strata_variant_type(type),
        G_DBUS_CALL_FLAGS_NONE, -1, nil,
        { source, result, _ in
          var error: UnsafeMutablePointer<GError>?
          let reply = g_dbus_connection_call_finish(source.map(OpaquePointer.init), result, &error)
          let desktop = reply.flatMap { GVariantConversion.value(of: $0)?.members.first }
          if let reply { g_variant_unref(reply) }
          if reply == nil { AccessibilityBridge.debug("the registry did not embed us", error) }
          MainActor.assumeIsolated { AccessibilityBridge.active?.didEmbed(in: desktop) }
        }, nil)
    }
  }

  private func didEmbed(in desktop: DBusValue?) {
    guard let desktop else { return }
    model.desktop = desktop
    isEmbedded = true
    // What the registry and its clients read from now on is the baseline of the events.
    model.invalidate()
    model.refresh()
  }

  // MARK: - Events

  private func send(_ events: [ATSPIEvent]) {
    for event in events {
      let signal = event.signal(busName: model.busName)
      var error: UnsafeMutablePointer<GError>?
      let sent = g_dbus_connection_emit_signal(
        connection, nil, signal.path, signal.interface, signal.member,
        GVariantConversion.variant(of: signal.body), &error)
      if sent == 0 {
        Self.debug("an event could not be sent", error)
        return
      }
    }
  }

  // MARK: - Answering

  private func answer(_ method: String, of interface: String, at path: String, arguments: DBusValue)
    -> Result<DBusValue, ATSPIError>
  {
    let result = model.call(method, of: interface, at: path, arguments: arguments)
    // An action performed, or the tree read again, may have found changes to announce.
    if isEmbedded { send(model.refresh()) }
    return result
  }

  private static func makeMethodTable() -> GDBusInterfaceVTable {
    var table = GDBusInterfaceVTable()
    table.method_call = { _, _, path, interface, method, parameters, invocation, _ in
      guard let path, let interface, let method, let invocation else { return }
      let (pathName, interfaceName, methodName) = (
        String(cString: path), String(cString: interface), String(cString: method)
      )
      let arguments = parameters.flatMap(GVariantConversion.value(of:)) ?? .tuple([])
      let result = MainActor.assumeIsolated {
        AccessibilityBridge.active?.answer(
          methodName, of: interfaceName, at: pathName, arguments: arguments)
          ?? .failure(.unknownObject(pathName))
      }
      switch result {
      case .success(let reply):
        g_dbus_method_invocation_return_value(invocation, GVariantConversion.variant(of: reply))
      case .failure(let error):
        g_dbus_method_invocation_return_dbus_error(invocation, error.name, error.message)
      }
    }
    table.get_property = { _, _, path, interface, property, error, _ in
      guard let path, let interface, let property else { return nil }
      let (pathName, interfaceName, propertyName) = (
        String(cString: path), String(cString: interface), String(cString: property)
      )
      let value = MainActor.assumeIsolated {
        AccessibilityBridge.active?.model.property(propertyName, of: interfaceName, at: pathName)
      }
      guard let value else {
        g_set_error_literal(
          error, g_dbus_error_quark(), Int32(G_DBUS_ERROR_UNKNOWN_PROPERTY.rawValue),
          "No property \(propertyName) at \(pathName)")
        return nil
      }
      return GVariantConversion.variant(of: value)
    }
    table.set_property = { _, _, path, interface, property, value, error, _ in
      guard let path, let interface, let property, let value,
        let newValue = GVariantConversion.value(of: value)
      else { return 0 }
      let (pathName, interfaceName, propertyName) = (
        String(cString: path), String(cString: interface), String(cString: property)
      )
      let isSet = MainActor.assumeIsolated {
        AccessibilityBridge.active?.model.setProperty(
          propertyName, of: interfaceName, at: pathName, to: newValue) ?? false
      }
      if !isSet {
        g_set_error_literal(
          error, g_dbus_error_quark(), Int32(G_DBUS_ERROR_PROPERTY_READ_ONLY.rawValue),
          "\(propertyName) at \(pathName) cannot be set to that")
      }
      return isSet ? 1 : 0
    }
    return table
  }

  private static func makeSubtreeTable() -> GDBusSubtreeVTable {
    var table = GDBusSubtreeVTable()
    // The introspection data of the interfaces the object implements: a new NULL-terminated
    // array of new references, as GDBus's subtree asks for them.
    table.introspect = { _, _, _, node, userData in
      guard let node, let userData else { return nil }
      let path = ATSPIPaths.prefix + "/" + String(cString: node)
      let names = MainActor.assumeIsolated {
        AccessibilityBridge.active?.model.interfaces(at: path)
      }
      guard let names else { return nil }
      let nodeInfo = userData.assumingMemoryBound(to: Tables.self).pointee.nodeInfo
      let infos = names.compactMap { g_dbus_node_info_lookup_interface(nodeInfo, $0) }
      let slots = infos.count + 1
      let array = g_malloc0(gsize(MemoryLayout<UnsafeMutableRawPointer?>.stride * slots))!
        .bindMemory(to: UnsafeMutablePointer<GDBusInterfaceInfo>?.self, capacity: slots)
      for (index, info) in infos.enumerated() { array[index] = g_dbus_interface_info_ref(info) }
      return array
    }
    table.dispatch = { _, _, _, _, _, _, userData in
      guard let userData else { return nil }
      let offset = MemoryLayout<Tables>.offset(of: \Tables.methods)!
      return UnsafePointer(
        userData.advanced(by: offset).assumingMemoryBound(to: GDBusInterfaceVTable.self))
    }
    return table
  }

  // MARK: - Helpers

  /// What GDBus reads while the objects are exported.
  private struct Tables {
    /// The interfaces' introspection data.
    var nodeInfo: UnsafeMutablePointer<GDBusNodeInfo>
    /// The callbacks that answer methods and properties.
    var methods: GDBusInterfaceVTable
    /// The callbacks that say which interfaces an object implements.
    var subtree: GDBusSubtreeVTable
  }

  private static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// One line on standard error when `STRATA_ATSPI_DEBUG` is set, and nothing otherwise: why
  /// the bridge is not there is not an error of the application's.
  private static func debug(_ what: String, _ error: UnsafeMutablePointer<GError>?) {
    defer { if let error { g_error_free(error) } }
    guard environment("STRATA_ATSPI_DEBUG") != nil else { return }
    let message = error.map { String(cString: $0.pointee.message) } ?? ""
    let line = "strata: accessibility: \(what)\(message.isEmpty ? "" : ": " + message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
  }
}
