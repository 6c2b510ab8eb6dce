import StoreSupport

/// Writes a value's canonical text straight into bytes, in one pass through `Encodable`.
///
/// It writes every text of the syntax (logs, checkpoints, the console); pretty printing, diffs
/// and change lists lay out the text it wrote (``TextLayout/init(literal:)``, ``ChangeList``).
///
/// What it cannot know yet it settles when a container ends: a keyed container writes its `(`
/// at its first entry, or `.name(` when that entry opens a nested container (an enum case), and
/// a case with no associated values takes its `(` back. Containers end when one below them is
/// written to, or when the value they belong to is done.
///
/// It gives up, and its one fallback (``FallbackEncoding``) encodes the value again, on
/// anything written out of that order: a container written to after it ended, a case followed
/// by a second entry, two kinds of container asked of one encoder, two values in one
/// single-value container. Errors the value throws are the fallback's too, since it runs again.
package final class FastEncoding {
    package enum Kind { case slot, keyed, payload, unkeyed }

    /// An open value or container. Containers name theirs by index and generation; a frame
    /// that ended never comes back, since generations are not reused.
    struct Frame {
        var kind: Kind
        var generation: UInt
        /// Entries or elements written so far.
        var count = 0
        /// A slot: where its value starts. A payload: just after its `(`.
        var start = 0
        /// A keyed container whose first entry opened a case: `.name(`.
        var openedCase = false
        /// The key that leads here from the frame below, for `codingPath`.
        var key: (any CodingKey)?
    }

    /// Thrown by a container that cannot go on, to stop the walk early.
    struct GaveUp: Error {}

    /// The text written so far: `count` bytes of `capacity`.
    @exclusivity(unchecked) var bytes: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) var capacity: Int
    @exclusivity(unchecked) var count = 0
    @exclusivity(unchecked) var frames: [Frame] = []
    @exclusivity(unchecked) private var generation: UInt = 0
    @exclusivity(unchecked) private(set) var gaveUp = false
    @exclusivity(unchecked) private var busy = false
    /// The encoding for a value encoded while this one is busy (an `encode(to:)` that encodes
    /// text itself): made on first need and kept, like this one, for the thread's life, so an
    /// encoder or container a value keeps never points at freed memory.
    @exclusivity(unchecked) private var inner: FastEncoding?
    /// Keyed containers handed out before, handed out again once free.
    @exclusivity(unchecked) var keptContainers = FastEncoderKeptContainers()
    /// Struct types met before, in the slot their address picks, and whether each is a `Dictionary`.
    @exclusivity(unchecked) private var knownTypes = [(type: UnsafeRawPointer?, isDictionary: Bool)](repeating: (nil, false), count: 64)

    private init() {
        capacity = 256
        bytes = .allocate(capacity: capacity)
        frames.reserveCapacity(32)
    }

    deinit { bytes.deallocate() }

    /// Calls `body` with the canonical text of `value` as UTF-8 bytes, valid only inside it.
    package static func withText<T: Encodable, R>(of value: T, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) throws -> R {
        let encoding = available
        encoding.begin()
        defer { encoding.finish() }
        var finished = true
        do { try encoding.encodeValue(value, key: nil) } catch { finished = false }
        if finished && !encoding.gaveUp && encoding.frames.isEmpty {
            return try body(encoding.written(since: 0))
        }
        // Given up, or the value threw: the fallback encodes it, or throws what it throws.
        var text = try FallbackEncoding.text(of: value)
        return try text.withUTF8 { try body($0) }
    }

    /// The canonical text of `value`.
    static func text<T: Encodable>(of value: T) throws -> String {
        try withText(of: value) { String(decoding: $0, as: UTF8.self) }
    }

    /// The text this encoder alone writes, or `nil` where it gives up or the value throws (for
    /// tests and fuzzing, which hold it to the fallback's text).
    static func textWithoutFallback<T: Encodable>(of value: T) -> String? {
        let encoding = available
        encoding.begin()
        defer { encoding.finish() }
        guard (try? encoding.encodeValue(value, key: nil)) != nil, !encoding.gaveUp, encoding.frames.isEmpty else { return nil }
        return String(decoding: encoding.written(since: 0), as: UTF8.self)
    }

    private func begin() {
        busy = true
        count = 0
        gaveUp = false
        frames.removeAll(keepingCapacity: true)
    }

    private func finish() {
        frames.removeAll(keepingCapacity: true)
        busy = false
        if capacity > 1 << 20 { shrink() }
    }

    // MARK: Values

    /// Writes `value` where the frame on top expects a value.
    func encodeValue<T: Encodable>(_ value: T, key: (any CodingKey)?) throws {
        if T.self == String.self { return writeQuoted(Self.load(value, as: String.self)) }
        if T.self == Int.self { return writeInteger(Int64(Self.load(value, as: Int.self))) }
        if T.self == Bool.self { return write(Self.load(value, as: Bool.self) ? "true" : "false") }
        if T.self == Double.self { return writeText(LiteralSpelling.number(Self.load(value, as: Double.self))) }
        if T.self == Float.self { return writeText(LiteralSpelling.number(Self.load(value, as: Float.self))) }
        if isDictionary(T.self), let dictionary = value as? any LiteralDictionary {
            return try dictionary.writeEntries(to: self, key: key)
        }
        let level = frames.count
        generation &+= 1
        let mine = generation
        frames.append(Frame(kind: .slot, generation: mine, start: count, key: key))
        try value.encode(to: FastEncoder(encoding: self, level: level, generation: mine))
        // The value's frames end with it; a value that ended its own slot wrote below it.
        guard isOpen(level, mine) else { throw giveUp() }
        end(downTo: level)
    }

    private static func load<T, U>(_ value: T, as type: U.Type) -> U {
        withUnsafePointer(to: value) { UnsafeRawPointer($0).load(as: U.self) }
    }

    /// Whether `type` is a `Dictionary`, answered once per type and kept: a conformance
    /// look-up for every value would cost more than writing most of them. Only a struct can be
    /// one (the metadata's first word is its kind, 0x200 for a struct).
    private func isDictionary<T>(_ type: T.Type) -> Bool {
        let metadata = unsafeBitCast(type as Any.Type, to: UnsafeRawPointer.self)
        guard metadata.load(as: Int.self) == 0x200 else { return false }
        let slot = Int(bitPattern: UInt(bitPattern: metadata) >> 4) & (knownTypes.count - 1)
        if knownTypes[slot].type == metadata { return knownTypes[slot].isDictionary }
        let answer = type is any LiteralDictionary.Type
        knownTypes[slot] = (metadata, answer)
        return answer
    }

    // MARK: Frames

    func isOpen(_ index: Int, _ generation: UInt) -> Bool {
        index < frames.count && frames[index].generation == generation
    }

    /// Marks the encoding as given up, for the caller to throw or ignore.
    @discardableResult
    func giveUp() -> GaveUp {
        gaveUp = true
        return GaveUp()
    }

    /// Opens a frame on top, and returns its generation.
    func push(_ kind: Kind, key: (any CodingKey)?) -> UInt {
        generation &+= 1
        frames.append(Frame(kind: kind, generation: generation, start: count, key: key))
        if kind == .unkeyed { write("[") }
        return generation
    }

    /// Ends every frame from the top down to, but not including, `level`.
    func end(downTo level: Int) {
        while frames.count > level {
            let frame = frames.removeLast()
            switch frame.kind {
            case .slot: if count == frame.start { write("()") }
            case .keyed: if frame.count == 0 { write("()") } else if !frame.openedCase { write(")") }
            case .payload: if frame.count == 0 { count -= 1 } else { write(")") }
            case .unkeyed: write("]")
            }
        }
    }

    /// Makes the keyed frame at `index` ready for an entry labelled `label`; false (given up)
    /// when it has ended or holds a case already.
    func beginEntry(_ index: Int, _ generation: UInt, label: String) -> Bool {
        guard isOpen(index, generation) else { giveUp(); return false }
        end(downTo: index + 1)
        if frames[index].kind == .keyed {
            if frames[index].openedCase { giveUp(); return false }
            write(frames[index].count == 0 ? "(" : LiteralSpelling.separator)
        } else if frames[index].count > 0 {
            write(LiteralSpelling.separator)
        }
        frames[index].count += 1
        writeLabel(label)
        return true
    }

    /// Opens a keyed container as the entry `name` of the keyed frame at `index`: an enum
    /// case's payload when it is the frame's first entry. Returns the new frame's generation,
    /// or 0 (given up).
    func beginNested(_ index: Int, _ generation: UInt, name: String, key: any CodingKey) -> UInt {
        guard isOpen(index, generation) else { giveUp(); return 0 }
        end(downTo: index + 1)
        if frames[index].kind == .keyed && frames[index].count == 0 {
            write(".")
            writeText(name)
            write("(")
            frames[index].count = 1
            frames[index].openedCase = true
            return push(.payload, key: key)
        }
        guard beginEntry(index, generation, label: name) else { return 0 }
        return push(.keyed, key: key)
    }

    /// Makes the unkeyed frame at `index` ready for an element; false (given up) when it ended.
    func beginElement(_ index: Int, _ generation: UInt) -> Bool {
        guard isOpen(index, generation) else { giveUp(); return false }
        end(downTo: index + 1)
        if frames[index].count > 0 { write(LiteralSpelling.separator) }
        frames[index].count += 1
        return true
    }

    /// The container of `kind` that the slot at `slot` holds, made on first asking. Returns
    /// its index and generation, or generation 0 (given up).
    func container(in slot: Int, _ generation: UInt, kind: Kind) -> (index: Int, generation: UInt) {
        guard isOpen(slot, generation) else { giveUp(); return (0, 0) }
        if frames.count > slot + 1 {
            guard frames[slot + 1].kind == kind else { giveUp(); return (0, 0) }
            end(downTo: slot + 2)
            return (slot + 1, frames[slot + 1].generation)
        }
        // A single value was written here already.
        guard count == frames[slot].start else { giveUp(); return (0, 0) }
        return (slot + 1, push(kind, key: nil))
    }

    /// Whether the slot at `slot` can take its single value now.
    func beginSingle(_ slot: Int, _ generation: UInt) -> Bool {
        guard isOpen(slot, generation), frames.count == slot + 1, count == frames[slot].start else {
            giveUp()
            return false
        }
        return true
    }

    /// The coding path of the frame at `index`: the keys that lead to it.
    func codingPath(_ index: Int, _ generation: UInt) -> [any CodingKey] {
        guard isOpen(index, generation) else {
            giveUp()
            return []
        }
        return frames[...index].compactMap(\.key)
    }

    // MARK: This thread's

    private static let perThread = PerThread { FastEncoding() }

    /// This thread's first encoding that is not busy.
    private static var available: FastEncoding {
        var encoding = perThread.current
        while encoding.busy {
            if encoding.inner == nil { encoding.inner = FastEncoding() }
            encoding = encoding.inner!
        }
        return encoding
    }
}
