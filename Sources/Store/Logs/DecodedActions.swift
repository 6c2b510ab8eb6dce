import StoreSupport
import StoreText

/// Actions replays have decoded, by the exact text they were decoded from: decoding is a
/// function of the text, so a line read before takes the value decoded then.
///
/// An explorer hands one to every replay it runs (``DecodedActionsScope``): each walk's log is
/// replayed twice (purely and live), and walks share most of their lines, among them long ones
/// (a list loaded from a client). A user's replay never has one.
package final class DecodedActions<Action>: @unchecked Sendable {
    private struct Known {
        let text: String
        let action: Action
    }

    private let known = Locked<[UInt64: Known]>([:])
    private let bytesKept = Locked(0)

    package init() {}
    /// How much text it keeps at most, all lines together; past it, new lines are decoded
    /// each time and not kept.
    static var maximumBytes: Int { 16 << 20 }

    /// Decodes the text syntax in `bytes` into `slot`, or takes the value `bytes` decoded to
    /// before.
    func decode(_ bytes: UnsafeBufferPointer<UInt8>, into slot: Slot<Action>) throws(LiteralError) where Action: Decodable {
        var hash = FNV1a()
        hash.add(bytes)
        let key = hash.value
        if let found = known.withLock({ $0[key] }), Self.same(found.text, bytes) {
            slot.keep(found.action)
            return
        }
        try slot.decode(utf8: bytes)
        guard fits(bytes.count), let action = slot.read({ $0 }) else { return }
        known.withLock { $0[key] = Known(text: String(decoding: bytes, as: UTF8.self), action: action) }
    }

    /// Keeps `action` as what `text` decodes to: the caller decoded it so.
    package func keep(_ action: Action, decodedFrom text: String) {
        guard fits(text.utf8.count) else { return }
        var hash = FNV1a()
        hash.add(text)
        known.withLock { $0[hash.value] = Known(text: text, action: action) }
    }

    /// Whether `count` more bytes of text may be kept; they are counted if so.
    private func fits(_ count: Int) -> Bool {
        bytesKept.withLock { kept in
            guard kept + count <= Self.maximumBytes else { return false }
            kept += count
            return true
        }
    }

    private static func same(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var text = text
        return text.withUTF8 { kept in
            kept.count == bytes.count && kept.elementsEqual(bytes)
        }
    }
}

package enum DecodedActionsScope {
    /// The ``DecodedActions`` replays share, if any; read once when each replay starts.
    @TaskLocal package static var current: (any Sendable)?
}
