import StoreSupport

/// The scalars a type reads off the tape: a string, a `Bool`, an integer and a floating-point
/// number, each read in place on its common spelling, and on the cold path (``FastTape``'s
/// `unusual…` readers) otherwise; and whether a stretch of the text spells a key.
extension FastTape {
    func text(_ start: Int32, _ end: Int32) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(end)]), as: UTF8.self)
    }

    func string(at index: Int) throws -> String {
        let entry = entry(index)
        guard entry.kind == .string, entry.flag == .none else { return try unusualString(at: index) }
        return text(entry.start, entry.end)
    }

    func bool(at index: Int) throws -> Bool {
        switch entry(index).kind {
        case .boolTrue: return true
        case .boolFalse: return false
        default: throw refusal("true or false", at: index)
        }
    }

    /// An integer written with digits only (and a sign); anything else, or out of range, is
    /// read as `T(text)` reads it, on the cold path.
    func integer<T: FixedWidthInteger>(_ type: T.Type, at index: Int) throws -> T {
        let entry = entry(index)
        guard entry.kind == .number, entry.flag == .none else { return try unusualInteger(type, at: index) }
        var position = Int(entry.start)
        let end = Int(entry.end)
        let negative = bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        guard position < end else { return try unusualInteger(type, at: index) }
        var value: T = 0
        while position < end {
            let digit = bytes[position] &- UInt8(ascii: "0")
            guard digit < 10 else { return try unusualInteger(type, at: index) }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = negative
                ? times.subtractingReportingOverflow(T(digit))
                : times.addingReportingOverflow(T(digit))
            guard !overflow, !overflow2 else { return try unusualInteger(type, at: index) }
            value = next
            position += 1
        }
        return value
    }

    func floating<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type, at index: Int) throws -> T {
        let entry = entry(index)
        guard entry.kind == .number, entry.flag == .none, let value = T(text(entry.start, entry.end)) else {
            return try unusualFloating(type, at: index)
        }
        return value
    }

    /// Whether the bytes from `start` to `end` spell `key`.
    func spells(_ start: Int32, _ end: Int32, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = Int(end - start)
        guard name.count == count else { return false }
        guard count > 0 else { return true }
        return Platform.bytesEqual(bytes.baseAddress! + Int(start), name.baseAddress!, count: count)
    }
}
