/// The coded names of an enum's cases, read from its coding keys.
///
/// Swift's synthesized `CodingKeys` are enums without payloads whose values are the numbers
/// `0..<n` in one byte; `Optional.none` of such a type is stored as `n`, the first value that
/// is not a case. That lets an unknown case name list the real ones with no code in the type.
/// Any other kind of key yields no names, and messages simply leave the list out.
enum CaseNames {
    static func of<Key: CodingKey>(_ type: Key.Type) -> [String] {
        guard isEnum(Key.self) else { return [] }
        switch MemoryLayout<Key>.size {
        case 0:
            return [unsafeBitCast((), to: Key.self).stringValue]
        case 1:
            guard MemoryLayout<Key?>.size == 1 else { return [] }
            let count = unsafeBitCast(Optional<Key>.none, to: UInt8.self)
            return (0..<count).map { unsafeBitCast($0, to: Key.self).stringValue }
        default:
            return []
        }
    }

    /// Whether the runtime's metadata for `type` says it is an enum (kind 0x201).
    private static func isEnum(_ type: Any.Type) -> Bool {
        unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self) == 0x201
    }
}
