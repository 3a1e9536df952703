import CGIO

/// Turns ``DBusValue``s into GLib's `GVariant`s and back: the one place the bridge builds or
/// reads GLib's values.
enum GVariantConversion {
  /// A new floating `GVariant` holding `value`, for a call that takes ownership of it (a reply,
  /// a signal's body, a property).
  static func variant(of value: DBusValue) -> OpaquePointer {
    switch value {
    case .string(let string): return g_variant_new_string(string)
    case .objectPath(let path): return g_variant_new_object_path(path)
    case .int32(let number): return g_variant_new_int32(number)
    case .uint32(let number): return g_variant_new_uint32(number)
    case .boolean(let flag): return g_variant_new_boolean(flag ? 1 : 0)
    case .double(let number): return g_variant_new_double(number)
    case .tuple(let members):
      let children: [OpaquePointer?] = members.map { variant(of: $0) }
      return children.withUnsafeBufferPointer {
        g_variant_new_tuple($0.baseAddress, gsize($0.count))
      }
    case .array(let elementType, let elements):
      let children: [OpaquePointer?] = elements.map { variant(of: $0) }
      return elementType.withCString { type in
        children.withUnsafeBufferPointer {
          g_variant_new_array(strata_variant_type(type), $0.baseAddress, gsize($0.count))
        }
      }
    case .dictEntry(let key, let value):
      return g_variant_new_dict_entry(variant(of: key), variant(of: value))
    case .variant(let inner):
      return g_variant_new_variant(variant(of: inner))
    }
  }

  /// The value `variant` holds; `nil` for a kind the bridge never reads (bytes, 64-bit
  /// numbers, handles). Does not take ownership of `variant`.
  static func value(of variant: OpaquePointer) -> DBusValue? {
    let kind = g_variant_classify(variant)
    switch kind {
    case G_VARIANT_CLASS_STRING, G_VARIANT_CLASS_SIGNATURE:
      return .string(String(cString: g_variant_get_string(variant, nil)))
    case G_VARIANT_CLASS_OBJECT_PATH:
      return .objectPath(String(cString: g_variant_get_string(variant, nil)))
    case G_VARIANT_CLASS_INT32: return .int32(g_variant_get_int32(variant))
    case G_VARIANT_CLASS_UINT32: return .uint32(g_variant_get_uint32(variant))
    case G_VARIANT_CLASS_INT16: return .int32(Int32(g_variant_get_int16(variant)))
    case G_VARIANT_CLASS_UINT16: return .uint32(UInt32(g_variant_get_uint16(variant)))
    case G_VARIANT_CLASS_BYTE: return .uint32(UInt32(g_variant_get_byte(variant)))
    case G_VARIANT_CLASS_BOOLEAN: return .boolean(g_variant_get_boolean(variant) != 0)
    case G_VARIANT_CLASS_DOUBLE: return .double(g_variant_get_double(variant))
    case G_VARIANT_CLASS_VARIANT:
      guard let inner = g_variant_get_variant(variant) else { return nil }
      defer { g_variant_unref(inner) }
      return value(of: inner).map(DBusValue.variant)
    case G_VARIANT_CLASS_TUPLE, G_VARIANT_CLASS_ARRAY, G_VARIANT_CLASS_DICT_ENTRY:
      var children: [DBusValue] = []
      for index in 0..<g_variant_n_children(variant) {
        guard let child = g_variant_get_child_value(variant, index) else { return nil }
        defer { g_variant_unref(child) }
        guard let value = value(of: child) else { return nil }
        children.append(value)
      }
      if kind == G_VARIANT_CLASS_TUPLE { return .tuple(children) }
      if kind == G_VARIANT_CLASS_DICT_ENTRY, children.count == 2 {
        return .dictEntry(key: children[0], value: children[1])
      }
      let type = String(cString: g_variant_get_type_string(variant))
      return .array(elementType: String(type.dropFirst()), children)
    default:
      return nil
    }
  }
}
