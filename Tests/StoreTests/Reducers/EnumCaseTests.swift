import Testing
@testable import StoreSupport
@testable import StoreCore

/// A case path from its constructor alone gives what the hand-written pattern gives, for every
/// payload shape, on seeded random values of every case.
struct EnumCaseTests {
    @Test func aConstructorAloneExtractsWhatThePatternExtractsForEveryShape() {
        var random = SplitMix64(seed: 41)
        var checked = 0
        let first = EnumCase(Shapes.first), second = EnumCase(Shapes.second)
        let text = EnumCase(Shapes.text), labeled = EnumCase(Shapes.labeled)
        let oneLabel = EnumCase(Shapes.oneLabel), pair = EnumCase(Shapes.pair)
        let reference = EnumCase(Shapes.reference), existential = EnumCase(Shapes.existential)
        let empty = EnumCase(Shapes.empty)
        let optional = EnumCase(Shapes.optional), nested = EnumCase(Shapes.nested)
        let boxedPair = EnumCase(Shapes.boxedPair), none = EnumCase(Shapes.none)
        for _ in 0..<5_000 {
            let root = Self.randomShape(&random, depth: 0)
            #expect(first.extract(root) == { if case .first(let v) = root { v } else { nil } }())
            #expect(second.extract(root) == { if case .second(let v) = root { v } else { nil } }())
            #expect(text.extract(root) == { if case .text(let v) = root { v } else { nil } }())
            #expect(labeled.extract(root).map { "\($0.0)|\($0.1)" }
                == { if case .labeled(let n, let c) = root { "\(n)|\(c)" } else { nil } }())
            #expect(oneLabel.extract(root) == { if case .oneLabel(let v) = root { v } else { nil } }())
            #expect(pair.extract(root).map { "\($0.0)|\($0.1)" }
                == { if case .pair(let n, let s) = root { "\(n)|\(s)" } else { nil } }())
            #expect(reference.extract(root) == { if case .reference(let v) = root { v } else { nil } }())
            #expect(existential.extract(root)?.text == { if case .existential(let v) = root { v.text } else { nil } }())
            #expect(empty.extract(root) == { if case .empty(let v) = root { v } else { nil } }())
            #expect(optional.extract(root) == { if case .optional(let v) = root { v } else { nil } }())
            #expect(nested.extract(root).map(Self.describe) == { if case .nested(let v) = root { Self.describe(v) } else { nil } }())
            #expect(boxedPair.extract(root).map { "\($0.0)|\($0.1.number)" }
                == { if case .boxedPair(let d, let r) = root { "\(d)|\(r.number)" } else { nil } }())
            #expect((none.extract(root) != nil) == { if case .none = root { true } else { false } }())
            checked += 13
        }
        #expect(checked == 65_000)
    }

    @Test func casesThatShareAPayloadTypeAreToldApartWhicheverIsSeenFirst() {
        // A fresh case path learns which case its constructor makes from the first root that
        // carries an Int: here the other case's.
        let second = EnumCase(Shapes.second)
        #expect(second.extract(.first(1)) == nil)
        #expect(second.extract(.second(2)) == 2)
        #expect(second.extract(.first(3)) == nil)
        let first = EnumCase(Shapes.first)
        #expect(first.extract(.first(4)) == 4)
        #expect(first.extract(.second(5)) == nil)
    }

    @Test func indirectEnumsSingleAndSpareBitLayoutsAndGenericsExtract() {
        var random = SplitMix64(seed: 7)
        let leaf = EnumCase(Tree.leaf), node = EnumCase(Tree.node), marked = EnumCase(Tree.marked)
        let only = EnumCase(Single.only), nothing = EnumCase(Single.nothing)
        let a = EnumCase(References.a), b = EnumCase(References.b), c = EnumCase(References.c)
        let value = EnumCase(Generic<String>.value), count = EnumCase(Generic<String>.count)
        let values = EnumCase(Generic<Reference>.values)
        let some = EnumCase(Optional<Reference>.some)
        for round in 0..<3_000 {
            let n = Int(random.next() % 1_000)
            let tree: Tree = [Tree.leaf(n), .marked(n), .node(.leaf(n), .marked(n + 1))][round % 3]
            #expect(leaf.extract(tree) == { if case .leaf(let v) = tree { v } else { nil } }())
            #expect(marked.extract(tree) == { if case .marked(let v) = tree { v } else { nil } }())
            #expect(node.extract(tree).map { [$0.0, $0.1] } == { if case .node(let l, let r) = tree { [l, r] } else { nil } }())
            let object = Reference(n)
            let single: Single = [Single.only(object), .nothing, .neither][round % 3]
            #expect(only.extract(single) === { if case .only(let v) = single { v } else { nil } }())
            #expect((nothing.extract(single) != nil) == { if case .nothing = single { true } else { false } }())
            let references: References = [References.a(object), .b(object), .c(object)][round % 3]
            #expect(a.extract(references) === { if case .a(let v) = references { v } else { nil } }())
            #expect(b.extract(references) === { if case .b(let v) = references { v } else { nil } }())
            #expect(c.extract(references) === { if case .c(let v) = references { v } else { nil } }())
            let generic: Generic<String> = [Generic.value("v\(n)"), .count(n), .values(["x"])][round % 3]
            #expect(value.extract(generic) == { if case .value(let v) = generic { v } else { nil } }())
            #expect(count.extract(generic) == { if case .count(let v) = generic { v } else { nil } }())
            #expect(values.extract(.values([object]))?.first === object)
            #expect(some.extract(round % 2 == 0 ? object : nil) === (round % 2 == 0 ? object : nil))
        }
    }

    @Test func anExtractedReferenceIsRetainedOnceAndTheRootKeepsItsOwn() {
        weak var watched: Reference?
        do {
            let object = Reference(1)
            watched = object
            let root = Shapes.boxedPair(1.5, object)
            let path = EnumCase(Shapes.boxedPair)
            for _ in 0..<1_000 { _ = path.extract(root) }
            #expect(path.extract(root)?.1 === object)
            _ = EnumCase(Single.only).extract(.only(object))
        }
        #expect(watched == nil)
    }

    @Test func embedIsTheConstructorAndModifyWritesTheCaseBack() {
        let labeled = EnumCase(Shapes.labeled)
        var root = labeled.embed(("a", 1))
        labeled.modify(&root) { $0.1 += 1 }
        #expect(labeled.extract(root)?.1 == 2)
        let deep = EnumCase(Shapes.nested).appending(EnumCase(Shapes.first))
        #expect(deep.extract(.nested(.first(9))) == 9)
        #expect(deep.extract(.nested(.second(9))) == nil)
    }

    @Test func aScreenCaseFromTwoConstructorsReadsBothEnums() {
        let screen = ScreenCase(Generic<String>.value, Shapes.text)
        #expect(screen.state.extract(.value("s")) == "s")
        #expect(screen.action.extract(.text("a")) == "a")
        #expect(screen.action.extract(.first(1)) == nil)
    }

    @Test func aFunctionThatMakesNoCaseOfItsValueIsRefusedWhenMade() async {
        await #expect(processExitsWith: .failure) {
            _ = EnumCase<Shapes, Double> { Shapes.first(Int($0)) }
        }
        await #expect(processExitsWith: .failure) {
            _ = EnumCase<Plain, String>(Plain.init(text:))
        }
    }

    @Test func aPayloadThatIsAFunctionOrHoldsOneIsRefusedWhenMade() async {
        // Derived, it would be read with the wrong calling convention: refused, never wrong.
        await #expect(processExitsWith: .failure) { _ = EnumCase(Shapes.function) }
        await #expect(processExitsWith: .failure) { _ = EnumCase(Functions.pair) }
        await #expect(processExitsWith: .failure) { _ = EnumCase(Functions.optional) }
        await #expect(processExitsWith: .failure) { _ = EnumCase(Functions.type) }
        // The explicit pair reads it as the compiler writes it.
        let byHand = EnumCase<Shapes, @Sendable (Int) -> Int>(embed: Shapes.function) {
            guard case .function(let f) = $0 else { return nil }
            return f
        }
        #expect(byHand.extract(.function { $0 * 2 })?(21) == 42)
    }

    @Test func aFunctionThatMakesAnotherCaseOfTheSameTypeIsRefusedOnFirstUse() async {
        await #expect(processExitsWith: .failure) {
            let wrong = EnumCase<Shapes, Int> { .nested(.first($0)) }
            _ = wrong.extract(.first(1))
        }
    }

    static func describe(_ shape: Shapes) -> String {
        switch shape {
        case .existential(let value): "existential(\(value.text))"
        case .function(let f): "function(\(f(2)))"
        case .nested(let inner): "nested(\(describe(inner)))"
        case .reference(let r): "reference(\(r.number))"
        case .boxedPair(let d, let r): "boxedPair(\(d), \(r.number))"
        default: "\(shape)"
        }
    }

    static func randomShape(_ random: inout SplitMix64, depth: Int) -> Shapes {
        let n = Int(random.next() % 10_000)
        switch random.next() % (depth < 2 ? 15 : 14) {
        case 0: return .first(n)
        case 1: return .second(n)
        case 2: return .text(String(repeating: "t", count: n % 40))
        case 3: return .labeled(name: "n\(n)", count: n)
        case 4: return .oneLabel(text: "o\(n)")
        case 5: return .pair(n, String(repeating: "p", count: n % 30))
        case 6: return .reference(Reference(n))
        case 7: return .existential(Plain(text: "e\(n)"))
        case 8: return .function { $0 + n }
        case 9: return .empty(Nothing())
        case 10: return .optional(n % 3 == 0 ? nil : n)
        case 11: return .boxedPair(Double(n) / 2, Reference(n))
        case 12: return .none
        case 13: return .other
        default: return .nested(randomShape(&random, depth: depth + 1))
        }
    }
}
