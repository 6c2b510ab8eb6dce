#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The terminal's modes, kept here beside the signal handlers (PlatformSignals.swift) that put
// the user's own back when a signal ends the process; the line editor (StoreTerminal) sets them.

/// The terminal's modes while the session runs: *editing* (raw) while a line is edited, and
/// *busy* while an action runs: raw too, except that Ctrl-C sends SIGINT (to cancel a load)
/// without flushing what was typed ahead (`NOFLSH`), and nothing typed is echoed, so keys typed
/// ahead, Ctrl-D included, wait as bytes for the next line. The user's own mode is put back at
/// exit and on the signals that end the process.
package enum RawMode {
    /// The modes, in memory of their own. (Held in static `termios` variables, with Swift 6.3
    /// on Linux, a `Bool` beside them was laid out inside the second one's 60 bytes and
    /// overwritten by it, so `restore()` found nothing prepared.)
    private struct Modes {
        var original = termios()
        var busy = termios()
        var prepared = false
        /// Where bracketed paste was turned on, while a line is edited; -1 otherwise.
        var drawing: Int32 = -1
    }

    nonisolated(unsafe) private static let modes: UnsafeMutablePointer<Modes> = {
        let modes = UnsafeMutablePointer<Modes>.allocate(capacity: 1)
        modes.initialize(to: Modes())
        return modes
    }()

    /// Saves the terminal's mode and arranges for it to be restored; `false` when `descriptor`
    /// has no terminal mode.
    package static func prepare(_ descriptor: Int32) -> Bool {
        guard !modes.pointee.prepared else { return true }
        guard tcgetattr(descriptor, &modes.pointee.original) == 0 else { return false }
        modes.pointee.prepared = true
        var busy = modes.pointee.original
        // `tcflag_t` is UInt32 on Glibc and UInt on Darwin; these flags are Int32 on both.
        busy.c_iflag &= ~(tcflag_t(BRKINT) | tcflag_t(ICRNL) | tcflag_t(INPCK) | tcflag_t(ISTRIP) | tcflag_t(IXON))
        busy.c_lflag &= ~(tcflag_t(ECHO) | tcflag_t(ICANON) | tcflag_t(IEXTEN))
        // Each flag converted on its own: Darwin's NOFLSH is 0x80000000, imported as UInt32,
        // where ISIG is an Int32 (on Glibc both are Int32), so `ISIG | NOFLSH` does not compile there.
        busy.c_lflag |= tcflag_t(ISIG) | tcflag_t(NOFLSH)
        withUnsafeMutableBytes(of: &busy.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        modes.pointee.busy = busy
        tcsetattr(descriptor, TCSANOW, &busy)
        atexit { RawMode.restore() }
        // A signal that ends the session puts the terminal back first.
        EndingSignals.installForTerminal()
        return true
    }

    /// Raw mode, and bracketed paste on `output` (pasted text arrives marked, never as keys).
    package static func enter(_ descriptor: Int32, drawingOn output: Int32) {
        var raw = modes.pointee.busy
        raw.c_lflag &= ~tcflag_t(ISIG)
        tcsetattr(descriptor, TCSANOW, &raw)
        modes.pointee.drawing = output
        _ = POSIXFile.write(output, "\u{1B}[?2004h")
    }

    package static func leave(_ descriptor: Int32) {
        _ = POSIXFile.write(modes.pointee.drawing, pasteOff)
        modes.pointee.drawing = -1
        tcsetattr(descriptor, TCSANOW, &modes.pointee.busy)
    }

    private static let pasteOff = "\u{1B}[?2004l"
    private static let pasteOffBytes: [UInt8] = Array(pasteOff.utf8)

    /// Makes the memory ``restore()`` reads, so a signal's handler never allocates it.
    static func prepareForHandler() {
        _ = modes
    }

    /// The user's own mode back (at exit, or on a fatal signal: only async-signal-safe calls).
    static func restore() {
        guard modes.pointee.prepared else { return }
        tcsetattr(0, TCSANOW, &modes.pointee.original)
        let drawing = modes.pointee.drawing
        if drawing >= 0 {
            _ = pasteOffBytes.withUnsafeBytes { POSIXFile.write(drawing, $0) }
        }
    }
}
