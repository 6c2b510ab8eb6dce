import Synchronization

// Design note: a case path from the case's constructor alone.
//
// `EnumCase(Action.child)` is given only `embed`. Its `extract` is derived from the Swift
// runtime's description of the enum, read once, when the case path is made:
//
//   metadata ─► value witness table (the word before it) ─► getEnumTag, destructiveProjectEnumData
//      │
//      └──► nominal type descriptor ─► field descriptor ─► one record per case, in tag order
//                                                          (cases with a payload of some size
//                                                          first): its payload's mangled type,
//                                                          if any, and `indirect`
//
// Making the path lists the cases whose payload type is `Value` (a labeled payload is a tuple:
// it matches a tuple of the same element types, and a one-element one matches its element).
// None: the function is not a case's constructor, and the path is refused there and then. A
// `Value` that is a function or a metatype (or a tuple or optional holding one) is refused too:
// the enum holds it at its own abstraction, generic code at the most general one, and only
// code the compiler writes can convert between the two (the runtime's `Mirror` reads such a
// payload wrongly too).
// Extracting reads the root's tag with the enum's own `getEnumTag` witness and compares it with
// the case's tag. When they are equal and the case keeps no tag bits in its payload (most do:
// single-payload enums, and multi-payload ones whose tag sits in extra bytes), it copies the
// payload where it stands (or out of the box an `indirect` case keeps it in). Otherwise (a
// tag in the payloads' spare bits, as an enum of class references has) it copies the root onto
// the stack, lets the enum's `destructiveProjectEnumData` witness clear the tag, and moves the
// payload out. Which of the two a case needs is seen once, on the first root of it. Which of the candidate cases `embed` makes is
// learned the first time a root of a candidate case is extracted: its payload is a `Value`, so
// `embed` can be called with it and the result's tag read. That also checks `embed` once: a
// function that makes a case that is not a candidate stops with a message there.
//
// The layouts read here are the Swift runtime's ABI (stable on Apple platforms since Swift 5,
// and the same on Linux); `CaseReflectionTests` checks each fact this file relies on, so a
// change fails there rather than as a wrong answer.

/// The enum's own `getEnumTag` witness.
@usableFromInline typealias EnumTagWitness = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
/// The enum's own `destructiveProjectEnumData` witness.
@usableFromInline typealias ProjectWitness = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void

/// The derived half of a case path made from a constructor: the enum's witnesses, the cases that
/// could be `embed`'s, and, once learned, which one it is.
@usableFromInline
final class DerivedCase<Root, Value>: @unchecked Sendable {
    @usableFromInline let metadata: UnsafeRawPointer
    @usableFromInline let tagOf: EnumTagWitness
    @usableFromInline let project: ProjectWitness
    /// `embed`'s case as `tag << 2 | inPlace << 1 | indirect`, -1 until it is learned, -2 when
    /// `embed` turned out to make no case of a `Value`.
    @usableFromInline let learned: Atomic<Int>
    let candidates: [CaseLayout.PayloadCase]
    let embed: @Sendable (Value) -> Root

    /// A function that makes no case of a `Value` stops here (a precondition), or, for
    /// `init(attempting:)`, the first time it makes one that does not.
    let strict: Bool

    @usableFromInline
    convenience init(_ embed: @escaping @Sendable (Value) -> Root) {
        if let problem = Self.problem() { preconditionFailure(problem) }
        self.init(checked: embed, strict: true)
    }

    /// The derived case of `embed`, or `nil` when it cannot be one's constructor; a function
    /// that turns out to make another case later extracts nothing (a runtime warning says so).
    convenience init?(attempting embed: @escaping @Sendable (Value) -> Root) {
        guard Self.problem() == nil else { return nil }
        self.init(checked: embed, strict: false)
    }

    /// Why no case of `Root` can be `embed`'s, or `nil`.
    private static func problem() -> String? {
        guard CaseLayout.isEnum(Root.self) else { return refusal("\(Root.self) is not an enum") }
        guard !CaseLayout.isReabstracted(Value.self) else {
            return "EnumCase<\(Root.self), \(Value.self)>: a payload that is a function or a metatype (or a "
                + "tuple or optional of one) is held in the enum with another calling convention than "
                + "generic code reads, so it cannot be derived; write EnumCase(embed:extract:) for it"
        }
        guard CaseLayout.payloadCases(of: Root.self).contains(where: { CaseLayout.payload($0.type, canBeRead: Value.self) }) else {
            return refusal("no case of \(Root.self) carries a \(Value.self)")
        }
        return nil
    }

    private init(checked embed: @escaping @Sendable (Value) -> Root, strict: Bool) {
        metadata = CaseLayout.metadata(Root.self)
        tagOf = CaseLayout.tagWitness(Root.self)
        project = CaseLayout.projectWitness(Root.self)
        learned = Atomic(-1)
        candidates = CaseLayout.payloadCases(of: Root.self).filter { CaseLayout.payload($0.type, canBeRead: Value.self) }
        self.embed = embed
        self.strict = strict
    }

    /// `embed` turned out to make no case of a `Value` (only ever for `init(attempting:)`).
    var isRefused: Bool { learned.load(ordering: .relaxed) == -2 }

    /// Learns `embed`'s case from what it `made` of a value in hand, before any root of a
    /// candidate case is seen: a function that makes another case is refused at once.
    func check(_ made: Root) {
        guard learned.load(ordering: .relaxed) == -1 else { return }
        let tag = withUnsafePointer(to: made) { tagOf(UnsafeRawPointer($0), metadata) }
        guard candidates.contains(where: { $0.tag == tag }) else {
            learned.store(-2, ordering: .relaxed)
            return
        }
        _ = learn(made, tag)
    }

    static func refusal(_ reason: String) -> String {
        "EnumCase<\(Root.self), \(Value.self)>: \(reason), so the function given is not one of its "
            + "cases' constructors; write EnumCase(embed:extract:) for it"
    }

    /// The payload of `root` when it is `embed`'s case.
    @inlinable
    func extract(_ root: Root) -> Value? {
        withUnsafePointer(to: root) { pointer in
            let raw = UnsafeRawPointer(pointer)
            let tag = tagOf(raw, metadata)
            let known = learned.load(ordering: .relaxed)
            guard known >= 0 else { return known == -1 ? learn(root, tag) : nil }
            guard tag == UInt32(truncatingIfNeeded: known >> 2) else { return nil }
            let indirect = known & 1 != 0
            guard known & 2 != 0 else { return payload(of: root, indirect: indirect) }
            // The case keeps no tag in its payload's bits: copy the payload where it stands.
            guard indirect else { return raw.load(as: Value.self) }
            return (raw.load(as: UnsafeRawPointer.self) + Self.boxHeader).load(as: Value.self)
        }
    }

    /// Where a box of an `indirect` case keeps its value: after the heap object's header,
    /// aligned for the value.
    @inlinable
    static var boxHeader: Int {
        let alignment = MemoryLayout<Value>.alignment
        return (2 * MemoryLayout<Int>.size + alignment - 1) & ~(alignment - 1)
    }

    /// The payload of `root`, whose case carries a `Value`: the root copied onto the stack, its
    /// tag cleared from the payload, and the payload moved out (or copied out of its box).
    @inlinable
    func payload(of root: Root, indirect: Bool) -> Value {
        withUnsafeTemporaryAllocation(of: Root.self, capacity: 1) { buffer in
            let copy = buffer.baseAddress!
            copy.initialize(to: root)
            let raw = UnsafeMutableRawPointer(copy)
            project(raw, metadata)
            guard indirect else { return raw.assumingMemoryBound(to: Value.self).move() }
            let box = raw.load(as: UnsafeRawPointer.self)
            let value = (box + Self.boxHeader).load(as: Value.self)
            Unmanaged<AnyObject>.fromOpaque(box).release()
            return value
        }
    }

    /// The first extraction of a root whose case carries a `Value`: `embed` is called with its
    /// payload, and the case it makes is `embed`'s from then on.
    @usableFromInline
    func learn(_ root: Root, _ tag: UInt32) -> Value? {
        guard let rootCase = candidates.first(where: { $0.tag == tag }) else { return nil }
        let value = payload(of: root, indirect: rootCase.isIndirect)
        let made = embed(value)
        let madeTag = withUnsafePointer(to: made) { tagOf(UnsafeRawPointer($0), metadata) }
        guard let madeCase = candidates.first(where: { $0.tag == madeTag }) else {
            guard !strict else { preconditionFailure(DerivedCase.refusal("it made a case that carries no \(Value.self)")) }
            learned.store(-2, ordering: .relaxed)
            RuntimeWarnings.report(DerivedCase.refusal("it made a case that carries no \(Value.self)") + "; its actions are not extracted")
            return nil
        }
        let inPlace = projectionKeepsPayload(of: made, indirect: madeCase.isIndirect)
        learned.store(Int(madeCase.tag) << 2 | (inPlace ? 2 : 0) | (madeCase.isIndirect ? 1 : 0), ordering: .relaxed)
        return madeTag == tag ? value : nil
    }

    /// Whether projecting a root of `sample`'s case leaves its payload's bytes as they were: the
    /// enum keeps that case's tag outside them (in extra tag bytes, or as spare bits that are
    /// zero for it). The tag bits a case sets depend on the case alone, and a valid payload's
    /// spare bits are zero, so one sample tells for every value of the case.
    func projectionKeepsPayload(of sample: Root, indirect: Bool) -> Bool {
        let count = indirect ? MemoryLayout<UnsafeRawPointer>.size : MemoryLayout<Value>.size
        return withUnsafeTemporaryAllocation(of: Root.self, capacity: 1) { buffer in
            let copy = buffer.baseAddress!
            copy.initialize(to: sample)
            let raw = UnsafeMutableRawPointer(copy)
            let before = Array(UnsafeRawBufferPointer(start: raw, count: count))
            project(raw, metadata)
            let kept = before.elementsEqual(UnsafeRawBufferPointer(start: raw, count: count))
            // What the buffer holds now is the payload (or its box): destroy that.
            if indirect {
                Unmanaged<AnyObject>.fromOpaque(raw.load(as: UnsafeRawPointer.self)).release()
            } else {
                raw.assumingMemoryBound(to: Value.self).deinitialize(count: 1)
            }
            return kept
        }
    }
}

/// The derived half of a case path made from a case without a payload: its tag.
@usableFromInline
struct DerivedEmptyCase<Root>: @unchecked Sendable {
    @usableFromInline let metadata: UnsafeRawPointer
    @usableFromInline let tagOf: EnumTagWitness
    @usableFromInline let tag: UInt32

    @usableFromInline
    init(_ root: Root) {
        guard CaseLayout.isEnum(Root.self) else {
            preconditionFailure("EnumCase<\(Root.self), Void>: \(Root.self) is not an enum; pass one of its cases")
        }
        let metadata = CaseLayout.metadata(Root.self), tagOf = CaseLayout.tagWitness(Root.self)
        self.metadata = metadata
        self.tagOf = tagOf
        tag = withUnsafePointer(to: root) { tagOf(UnsafeRawPointer($0), metadata) }
        if CaseLayout.payloadCases(of: Root.self).contains(where: { $0.tag == tag }) {
            preconditionFailure(
                "EnumCase<\(Root.self), Void>: the case given carries a payload; pass its constructor, "
                    + "as in EnumCase(\(Root.self).\(caseName(of: root)))"
            )
        }
    }

    @inlinable
    func matches(_ root: Root) -> Bool {
        withUnsafePointer(to: root) { tagOf(UnsafeRawPointer($0), metadata) } == tag
    }
}
