// The Swift runtime's description of an enum, as derived case paths read it: its value
// witnesses, its cases' field records and their payload types. The design note, and which
// facts are relied on, are in `CaseReflection.swift`; `CaseReflectionTests` checks each one.
import StoreSupport

/// What the runtime says about an enum's cases: read once per enum type, then kept.
enum CaseLayout {
    /// One case with a payload.
    struct PayloadCase: @unchecked Sendable {
        let tag: UInt32
        let name: String
        let type: Any.Type
        let isIndirect: Bool
    }

    /// Metadata kinds (the metadata's first word).
    static let enumKind = 0x201, optionalKind = 0x202, tupleKind = 0x301, functionKind = 0x302
    static let metatypeKind = 0x304
    /// The value witness flag that says the table carries the enum witnesses.
    static let hasEnumWitnesses: UInt32 = 0x0020_0000
    /// Byte offsets in the value witness table: the flags, then the first two enum witnesses.
    static let flagsOffset = 10 * MemoryLayout<Int>.size, tagOffset = 11 * MemoryLayout<Int>.size
    static let projectOffset = 12 * MemoryLayout<Int>.size

    static func metadata(_ type: Any.Type) -> UnsafeRawPointer { unsafeBitCast(type, to: UnsafeRawPointer.self) }

    static func isEnum(_ type: Any.Type) -> Bool {
        let kind = metadata(type).load(as: Int.self)
        guard kind == enumKind || kind == optionalKind else { return false }
        return witnesses(type).load(fromByteOffset: flagsOffset, as: UInt32.self) & hasEnumWitnesses != 0
    }

    static func witnesses(_ type: Any.Type) -> UnsafeRawPointer {
        metadata(type).load(fromByteOffset: -MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
    }

    static func tagWitness(_ type: Any.Type) -> EnumTagWitness {
        witnesses(type).load(fromByteOffset: tagOffset, as: EnumTagWitness.self)
    }

    static func projectWitness(_ type: Any.Type) -> ProjectWitness {
        witnesses(type).load(fromByteOffset: projectOffset, as: ProjectWitness.self)
    }

    /// The cases of the enum `type` that carry a payload, with the payload's type resolved.
    ///
    /// A record's index is its case's tag. A payload of no size (an empty struct) is laid out as
    /// a case without one, among those after the cases with a payload, so every record is read.
    ///
    /// Kept by type: a reducer whose `body` names its cases by constructor makes its case paths
    /// anew on every action, and reading the records (each payload type resolved from its
    /// mangled name) costs more than the action itself.
    static func payloadCases(of type: Any.Type) -> [PayloadCase] {
        let key = UInt(bitPattern: metadata(type))
        if let known = knownCases.withLock({ $0[key] }) { return known }
        let cases = readPayloadCases(of: type)
        knownCases.withLock { $0[key] = cases }
        return cases
    }

    /// The payload cases read so far, by the enum's metadata (which lives as long as the program).
    private static let knownCases = Locked<[UInt: [PayloadCase]]>([:])

    private static func readPayloadCases(of type: Any.Type) -> [PayloadCase] {
        let metadata = metadata(type)
        let descriptor = metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
        guard let fields = relative(descriptor + 16) else { return [] }
        let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
        let recordCount = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
        let genericArguments = metadata + 2 * MemoryLayout<Int>.size
        return (0..<recordCount).compactMap { index in
            let record = fields + 16 + index * recordSize
            guard let typeName = relative(record + 4), let nameText = relative(record + 8) else { return nil }
            let name = typeName.assumingMemoryBound(to: UInt8.self)
            guard let resolved = resolveType(name, mangledLength(name), descriptor, genericArguments) else { return nil }
            return PayloadCase(
                tag: UInt32(index),
                name: String(cString: nameText.assumingMemoryBound(to: CChar.self)),
                type: unsafeBitCast(resolved, to: Any.Type.self),
                isIndirect: record.load(as: UInt32.self) & 1 != 0
            )
        }
    }

    /// Whether a payload of type `payload` can be read as a `value`: the same type, or tuples
    /// of the same element types whatever their labels, or a one-element tuple (a payload with
    /// one label) and its element.
    static func payload(_ payload: Any.Type, canBeRead value: Any.Type) -> Bool {
        if payload == value { return true }
        let payloadElements = tupleElements(payload), valueElements = tupleElements(value)
        switch (payloadElements, valueElements) {
        case let (payloadElements?, valueElements?):
            return payloadElements.count == valueElements.count
                && zip(payloadElements, valueElements).allSatisfy { metadata($0) == metadata($1) }
        case let (payloadElements?, nil):
            return payloadElements.count == 1 && metadata(payloadElements[0]) == metadata(value)
        default:
            return false
        }
    }

    /// Whether a value of `type` may be laid out differently in an enum's payload than where
    /// generic code holds it: a function (stored with its own calling convention in the enum,
    /// with the most general one in generic code), a metatype, or a tuple or optional of one.
    static func isReabstracted(_ type: Any.Type) -> Bool {
        let metadata = metadata(type)
        switch metadata.load(as: Int.self) {
        case functionKind, metatypeKind:
            return true
        case tupleKind:
            return tupleElements(type)?.contains(where: isReabstracted) ?? false
        case optionalKind:
            return isReabstracted(metadata.load(fromByteOffset: 2 * MemoryLayout<Int>.size, as: Any.Type.self))
        default:
            return false
        }
    }

    /// A tuple's element types, or `nil` when `type` is not a tuple. A tuple's metadata holds
    /// its kind, its element count, its labels, then (type, offset) for each element.
    static func tupleElements(_ type: Any.Type) -> [Any.Type]? {
        let metadata = metadata(type)
        guard metadata.load(as: Int.self) == tupleKind else { return nil }
        let count = metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: Int.self)
        return (0..<count).map {
            metadata.load(fromByteOffset: (3 + 2 * $0) * MemoryLayout<Int>.size, as: Any.Type.self)
        }
    }

    /// The address a 32-bit relative pointer at `field` points to; `nil` for a zero offset.
    static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.load(as: Int32.self)
        return offset == 0 ? nil : field + Int(offset)
    }

    /// The length of a mangled name, whose symbolic references hold zero bytes: 1 to 0x17 is
    /// followed by a 4-byte relative reference, 0x18 to 0x1F by a pointer.
    static func mangledLength(_ name: UnsafePointer<UInt8>) -> Int {
        var index = 0
        while true {
            switch name[index] {
            case 0: return index
            case 0x01...0x17: index += 5
            case 0x18...0x1F: index += 1 + MemoryLayout<Int>.size
            default: index += 1
            }
        }
    }

    private typealias ResolveType = @convention(c) (
        UnsafePointer<UInt8>, Int, UnsafeRawPointer, UnsafeRawPointer
    ) -> UnsafeRawPointer?

    /// The runtime's `swift_getTypeByMangledNameInContext`, looked up once.
    private static let resolveType: ResolveType = {
        guard let address = Platform.symbol(named: "swift_getTypeByMangledNameInContext") else {
            preconditionFailure("the Swift runtime's swift_getTypeByMangledNameInContext was not found")
        }
        return unsafeBitCast(address, to: ResolveType.self)
    }()
}
