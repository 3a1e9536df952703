#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which parser input `strata-fuzz --parsers` was checking, written to standard error when the
/// process dies on a trap, a fault or an abort: a crash among 100,000 inputs then names the
/// one input that makes it again (`--parser NAME --seed S --input N`).
///
/// The note is kept in memory written ahead of time, so that the signal handler only calls
/// `write(2)`, which is safe in a handler; the handler runs on a stack of its own, so that a
/// stack overflow (a reader recursing without end) is reported too.
enum ParserCrashNote {
  /// The note's bytes, written before each input. Read only by the signal handler, which
  /// runs on the thread that writes it.
  nonisolated(unsafe) private static var bytes = UnsafeMutablePointer<UInt8>.allocate(
    capacity: capacity)
  /// How many of ``bytes`` the note holds.
  nonisolated(unsafe) private static var count = 0
  private static let capacity = 512

  /// Installs the handler of the signals a crash raises; the handler writes the note, then
  /// lets the signal end the process as it would have.
  static func install() {
    let stackSize = 256 * 1024
    var stack = stack_t()
    stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stackSize, alignment: 16)
    stack.ss_size = stackSize
    sigaltstack(&stack, nil)
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
      _ = write(2, ParserCrashNote.bytes, ParserCrashNote.count)
      // SA_RESETHAND put the default action back: the signal now ends the process.
      raise(signal)
    }
    action.sa_flags = Int32(SA_ONSTACK) | Int32(bitPattern: UInt32(SA_RESETHAND))
    for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
      sigaction(signal, &action, nil)
    }
  }

  /// Makes `text` (and a newline) the note, cut to 511 bytes.
  static func set(_ text: String) {
    var length = 0
    for byte in text.utf8.prefix(capacity - 1) {
      bytes[length] = byte
      length += 1
    }
    bytes[length] = UInt8(ascii: "\n")
    count = length + 1
  }
}
