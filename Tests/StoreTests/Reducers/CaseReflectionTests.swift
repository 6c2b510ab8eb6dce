import Testing
@testable import StoreCore

/// The Swift runtime facts a case path made from a constructor relies on (see the design note in
/// `CaseReflection.swift`): each fails the day the runtime's layout changes.
struct CaseReflectionTests {
    @Test func enumsCarryTheirWitnessesAndOtherTypesAreNotEnums() {
        #expect(CaseLayout.isEnum(Shapes.self))
        #expect(CaseLayout.isEnum(Tree.self))
        #expect(CaseLayout.isEnum(Int?.self))
        #expect(!CaseLayout.isEnum(Plain.self))
        #expect(!CaseLayout.isEnum(Reference.self))
        #expect(!CaseLayout.isEnum((Int, String).self))
    }

    @Test func theTagWitnessNumbersPayloadCasesFirstThenEmptyOnesInDeclarationOrder() {
        let tag = CaseLayout.tagWitness(Shapes.self), metadata = CaseLayout.metadata(Shapes.self)
        func tagOf(_ value: Shapes) -> UInt32 { withUnsafePointer(to: value) { tag(UnsafeRawPointer($0), metadata) } }
        #expect(tagOf(.first(1)) == 0)
        #expect(tagOf(.second(1)) == 1)
        #expect(tagOf(.boxedPair(1, Reference(1))) == 11)
        // A payload of no size is laid out as no payload: its case comes after those with one.
        #expect(tagOf(.empty(Nothing())) == 12)
        #expect(tagOf(.none) == 13)
        #expect(tagOf(.other) == 14)
    }

    @Test func fieldRecordsNameThePayloadCasesWithTheirTypesAndIndirection() {
        let cases = CaseLayout.payloadCases(of: Shapes.self)
        #expect(cases.map(\.name) == [
            "first", "second", "text", "labeled", "oneLabel", "pair", "reference", "existential",
            "function", "optional", "nested", "boxedPair", "empty",
        ])
        #expect(cases.map(\.tag) == Array(0..<13))
        #expect(same(cases[0].type, Int.self))
        #expect(same(cases[2].type, String.self))
        #expect(same(cases[3].type, (name: String, count: Int).self))
        #expect(same(cases[7].type, (any Described).self))
        #expect(same(cases[8].type, (@Sendable (Int) -> Int).self))
        #expect(same(cases[12].type, Nothing.self))
        #expect(cases.filter(\.isIndirect).map(\.name) == ["nested", "boxedPair"])
        #expect(CaseLayout.payloadCases(of: Generic<Reference>.self).map { "\($0.type)" }.first == "Reference")
        let tree = CaseLayout.payloadCases(of: Tree.self)
        #expect(tree.count == 3 && tree.allSatisfy(\.isIndirect))
    }

    @Test func tuplesMatchByTheirElementTypesWhateverTheirLabels() {
        #expect(CaseLayout.tupleElements((name: String, count: Int).self).map { $0.map { "\($0)" } } == ["String", "Int"])
        #expect(CaseLayout.payload((name: String, count: Int).self, canBeRead: (String, Int).self))
        #expect(!CaseLayout.payload((name: String, count: Int).self, canBeRead: (Int, String).self))
        // A payload with one label is a one-element tuple, which Swift code cannot spell.
        let oneLabel = CaseLayout.payloadCases(of: Shapes.self)[4]
        #expect(oneLabel.name == "oneLabel" && CaseLayout.tupleElements(oneLabel.type)?.count == 1)
        #expect(CaseLayout.payload(oneLabel.type, canBeRead: String.self))
        #expect(!CaseLayout.payload(Int.self, canBeRead: String.self))
        #expect(CaseLayout.tupleElements(Int.self) == nil)
    }

    @Test func projectingClearsTheTagThatSpareBitsHoldAndAnIndirectPayloadSitsAfterTheBoxHeader() {
        // References keep their case in the pointers' spare bits: projecting must clear them.
        let object = Reference(7)
        let path = DerivedCase<References, Reference>(References.c)
        #expect(path.payload(of: .c(object), indirect: false) === object)
        let boxed = DerivedCase<Shapes, (Double, Reference)>(Shapes.boxedPair)
        #expect(boxed.payload(of: .boxedPair(2.5, object), indirect: true).0 == 2.5)
    }

    @Test func aCaseWhoseTagIsInItsPayloadsSpareBitsIsProjectedAndOthersAreReadInPlace() {
        let object = Reference(3)
        // Only class payloads: the tag is kept in the references' spare bits, zero for the first.
        #expect(DerivedCase<References, Reference>(References.a).projectionKeepsPayload(of: .a(object), indirect: false))
        #expect(!DerivedCase<References, Reference>(References.c).projectionKeepsPayload(of: .c(object), indirect: false))
        // An `Int` among the payloads has no spare bits: the tag is in an extra byte.
        #expect(DerivedCase<Shapes, String>(Shapes.text).projectionKeepsPayload(of: .text("t"), indirect: false))
        // One payload case: its tag is never in its bits.
        #expect(DerivedCase<Single, Reference>(Single.only).projectionKeepsPayload(of: .only(object), indirect: false))
        #expect(DerivedCase<Tree, Int>(Tree.leaf).projectionKeepsPayload(of: .leaf(1), indirect: true))
    }

    @Test func mangledNamesAreMeasuredPastTheirSymbolicReferences() {
        let bytes: [UInt8] = [0x53, 0x69, 0x01, 0, 0, 0, 0, 0x18] + Array(repeating: 0, count: MemoryLayout<Int>.size) + [0x44, 0]
        bytes.withUnsafeBufferPointer { #expect(CaseLayout.mangledLength($0.baseAddress!) == bytes.count - 1) }
    }
}

/// Whether two metatypes are the same type.
func same(_ a: Any.Type, _ b: Any.Type) -> Bool { ObjectIdentifier(a) == ObjectIdentifier(b) }
