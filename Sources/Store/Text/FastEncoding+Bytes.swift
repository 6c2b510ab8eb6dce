/// How a ``FastEncoding`` writes its bytes.
extension FastEncoding {
    @inline(__always)
    func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: extra) }
    }

    @inline(never)
    func grow(toHold extra: Int) {
        var grown = capacity * 2
        while grown < count + extra { grown *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.update(from: bytes, count: count)
        bytes.deallocate()
        bytes = larger
        capacity = grown
    }

    func shrink() {
        bytes.deallocate()
        capacity = 256
        bytes = .allocate(capacity: capacity)
    }

    func write(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        reserve(length)
        (bytes + count).update(from: text.utf8Start, count: length)
        count += length
    }

    func write(_ source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress else { return }
        reserve(source.count)
        (bytes + count).update(from: base, count: source.count)
        count += source.count
    }

    /// The bytes written since `mark`, valid until the next write.
    func written(since mark: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes + mark, count: count - mark)
    }

    func writeText(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    /// `label: `, or nothing for the `_0`, `_1`… of unlabelled associated values.
    func writeLabel(_ label: String) {
        var label = label
        label.withUTF8 { utf8 in
            if LiteralSpelling.isPositional(utf8) { return }
            write(utf8)
            write(LiteralSpelling.labelSeparator)
        }
    }

    /// `text` in quotes; text with anything to escape goes through ``LiteralSpelling/quoted(_:)``.
    func writeQuoted(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            for byte in utf8 where LiteralBytes.mayNeedEscape(byte) {
                writeText(LiteralSpelling.quoted(String(decoding: utf8, as: UTF8.self)))
                return
            }
            write("\"")
            write(utf8)
            write("\"")
        }
    }

    func writeInteger(_ value: Int64) {
        if value < 0 { write("-") }
        writeInteger(value.magnitude)
    }

    func writeInteger(_ value: UInt64) {
        reserve(20)
        var digits = 1
        var rest = value / 10
        while rest > 0 { digits += 1; rest /= 10 }
        var remaining = value
        for position in stride(from: count + digits - 1, through: count, by: -1) {
            bytes[position] = UInt8(truncatingIfNeeded: remaining % 10) + 48
            remaining /= 10
        }
        count += digits
    }
}
