/// `true` when `count` bytes at `a` and `b` are the same: a field whose bytes did not change
/// did not change (a value equal to itself, as `Array`'s `==` assumes of a shared buffer).
@inlinable @inline(__always)
func sameBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
    guard count >= 16 else { return sameFewBytes(a, b, count) }
    // Sixteen bytes at a time, as vector registers take them, the last sixteen overlapping
    // what came before when the count is not a multiple of sixteen.
    var wide = SIMD2<UInt64>()
    var offset = 0
    let last = count &- 16
    while offset < last {
        wide |= a.loadUnaligned(fromByteOffset: offset, as: SIMD2<UInt64>.self)
            ^ b.loadUnaligned(fromByteOffset: offset, as: SIMD2<UInt64>.self)
        offset &+= 16
    }
    wide |= a.loadUnaligned(fromByteOffset: last, as: SIMD2<UInt64>.self) ^ b.loadUnaligned(fromByteOffset: last, as: SIMD2<UInt64>.self)
    return wide == SIMD2()
}

/// ``sameBytes(_:_:_:)`` for fewer than sixteen bytes.
@inlinable
func sameFewBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
    var difference: UInt64 = 0
    var offset = 0
    if count >= 8 {
        difference = a.loadUnaligned(as: UInt64.self) ^ b.loadUnaligned(as: UInt64.self)
        difference |= a.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        return difference == 0
    }
    while offset < count {
        difference |= UInt64(a.load(fromByteOffset: offset, as: UInt8.self) ^ b.load(fromByteOffset: offset, as: UInt8.self))
        offset &+= 1
    }
    return difference == 0
}
