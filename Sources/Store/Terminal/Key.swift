/// A key as the line editor understands it, decoded from the bytes a terminal sends.
enum Key: Equatable {
    /// Printable text: every character read at once, up to the next key of another kind (so
    /// a paste the terminal does not bracket is inserted, and drawn, once per read).
    case text(String)
    /// Text between a terminal's bracketed-paste markers: inserted as text, never taken as
    /// editing keys (a tab in it completes nothing).
    case paste(String)
    case enter, tab, backspace, delete
    case left, right, up, down, home, end
    case wordLeft, wordRight
    /// A control key, by its letter: `.control("a")` is Ctrl-A.
    case control(Character)
    /// Escape on its own, or a sequence this editor does not know (ignored).
    case escape
}

/// Turns the bytes read from a terminal in raw mode into keys, keeping an incomplete sequence
/// (half a UTF-8 character, an escape sequence split across reads) for the next bytes.
struct KeyDecoder {
    private var pending: [UInt8] = []
    private var paste: [UInt8]?

    private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// `true` when bytes of an unfinished sequence are waiting for more.
    var isWaiting: Bool { !pending.isEmpty || paste != nil }

    /// The keys `bytes` complete. `flush` says no more bytes are coming soon: a lone Escape is
    /// a key then, not the start of a sequence.
    mutating func decode(_ bytes: some Sequence<UInt8>, flush: Bool = false) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        while !pending.isEmpty {
            if var pasted = paste {
                if let end = Self.find(Self.pasteEnd, in: pending) {
                    pasted += pending[..<end]
                    pending.removeFirst(end + Self.pasteEnd.count)
                    paste = nil
                    keys.append(.paste(String(decoding: pasted, as: UTF8.self)))
                } else {
                    // Keep a tail that may be the start of the end marker.
                    let keep = min(pending.count, Self.pasteEnd.count - 1)
                    pasted += pending[..<(pending.count - keep)]
                    pending.removeFirst(pending.count - keep)
                    paste = pasted
                    break
                }
                continue
            }
            guard let (key, length) = next(flush: flush) else { break }
            pending.removeFirst(length)
            if case .text(let text) = key, case .text(let before)? = keys.last {
                keys[keys.count - 1] = .text(before + text)
            } else if let key {
                keys.append(key)
            }
        }
        return keys
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
        }
        return nil
    }

    /// The key at the head of `pending` and how many bytes it takes; `nil` when more bytes are
    /// needed; a `nil` key for bytes that are dropped.
    private mutating func next(flush: Bool) -> (Key?, Int)? {
        let byte = pending[0]
        switch byte {
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x1B: return escape(flush: flush)
        case 0x00..<0x20: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x20..<0x80: return (.text(String(Unicode.Scalar(byte))), 1)
        default: return utf8(flush: flush)
        }
    }

    private func utf8(flush: Bool) -> (Key?, Int)? {
        let lead = pending[0]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard lead >= 0xC0, lead < 0xF8 else { return (nil, 1) }   // a stray continuation byte
        // A byte that cannot go on the character ends it: drop the lead, keep the rest.
        guard pending.dropFirst().prefix(length - 1).allSatisfy({ $0 & 0xC0 == 0x80 }) else { return (nil, 1) }
        guard pending.count >= length else { return flush ? (nil, 1) : nil }
        let bytes = pending[0..<length]
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.unicodeScalars.allSatisfy({ $0.value != 0xFFFD }) else { return (nil, length) }
        return (.text(text), length)
    }

    /// An escape sequence: CSI (`ESC [`), SS3 (`ESC O`), or Alt with a key (`ESC b`).
    private mutating func escape(flush: Bool) -> (Key?, Int)? {
        guard pending.count >= 2 else { return flush ? (.escape, 1) : nil }
        switch pending[1] {
        case UInt8(ascii: "["):
            // Parameters and intermediates, then one final byte in 0x40...0x7E.
            var index = 2
            while index < pending.count, (0x20...0x3F).contains(pending[index]) { index += 1 }
            guard index < pending.count else { return flush ? (.escape, pending.count) : nil }
            let final = pending[index]
            // Not a final byte (Enter, another Escape): the sequence was cut short; drop what
            // came of it and let that byte be a key of its own.
            guard (0x40...0x7E).contains(final) else { return (.escape, index) }
            let parameters = String(decoding: pending[2..<index], as: UTF8.self)
            let length = index + 1
            if final == UInt8(ascii: "~"), parameters == "200" {
                paste = []
                return (nil, length)
            }
            return (Self.csi(parameters, final), length)
        case UInt8(ascii: "O"):
            guard pending.count >= 3 else { return flush ? (.escape, pending.count) : nil }
            return (Self.csi("", pending[2]), 3)
        case UInt8(ascii: "b"): return (.wordLeft, 2)
        case UInt8(ascii: "f"): return (.wordRight, 2)
        case 0x7F: return (.control("w"), 2)   // Alt-Backspace: delete a word
        case 0x21...0x7E: return (.escape, 2)   // Alt with another key: not ours, and not text
        default: return (.escape, 1)
        }
    }

    private static func csi(_ parameters: String, _ final: UInt8) -> Key {
        let modified = parameters.contains(";5") || parameters.contains(";3")   // Ctrl or Alt
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return modified ? .wordRight : .right
        case UInt8(ascii: "D"): return modified ? .wordLeft : .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            switch parameters.split(separator: ";").first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            default: return .escape
            }
        default: return .escape
        }
    }
}
