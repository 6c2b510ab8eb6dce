@testable import StoreCore
import Testing

private final class FieldBox {
    var rows: IdentifiedList<FieldTally> = [FieldTally(id: 1)]
}

private struct FieldTally: Identifiable, Equatable {
    let id: Int
    var count = 0
}

private struct FieldInner {
    var flag = false
    var rows: IdentifiedList<FieldTally> = [FieldTally(id: 1), FieldTally(id: 2)]
}

private struct FieldOuter {
    var name = "outer"
    var inner = FieldInner()
    let box = FieldBox()
    var computed: IdentifiedList<FieldTally> {
        get { inner.rows }
        set { inner.rows = newValue }
    }
    var boxed: IdentifiedList<FieldTally> {
        get { box.rows }
        set { box.rows = newValue }
    }
}

@Suite struct StoredFieldTests {
    @Test func aNestedStoredFieldIsReachedByItsOffsetAndChangedInPlace() {
        let field = StoredField(\FieldOuter.inner.rows)
        #expect(field.offset != nil)
        var outer = FieldOuter()
        field.modify(&outer) { $0[id: 2]?.count = 5 }
        #expect(outer.inner.rows[id: 2]?.count == 5)
        #expect(outer.name == "outer" && outer.inner.flag == false)
        #expect(field.get(outer) == outer.inner.rows)
    }

    @Test func aComputedPropertyKeepsItsKeyPath() {
        let field = StoredField(\FieldOuter.computed)
        #expect(field.offset == nil)
        var outer = FieldOuter()
        field.modify(&outer) { $0[id: 1]?.count = 3 }
        #expect(outer.inner.rows[id: 1]?.count == 3)
        #expect(field.get(outer)[id: 1]?.count == 3)
    }

    @Test func aFieldBehindAClassKeepsItsKeyPath() {
        let field = StoredField(\FieldOuter.box.rows)
        #expect(field.offset == nil)
        var outer = FieldOuter()
        field.modify(&outer) { $0[id: 1]?.count = 7 }
        #expect(outer.box.rows[id: 1]?.count == 7)
    }

    @Test func forEachOnAComputedListRoutesAsOnAStoredOne() {
        let stored = Reduce<FieldOuter, ElementAction<Int, Int>> { _, _ in .none }
            .forEach(\.inner.rows, action: EnumCase(embed: { $0 }, extract: { $0 }), element: Reduce<FieldTally, Int> { row, by in row.count += by; return .none })
        let computed = Reduce<FieldOuter, ElementAction<Int, Int>> { _, _ in .none }
            .forEach(\.computed, action: EnumCase(embed: { $0 }, extract: { $0 }), element: Reduce<FieldTally, Int> { row, by in row.count += by; return .none })
        var viaStored = FieldOuter(), viaComputed = FieldOuter()
        _ = stored.reduce(into: &viaStored, action: .element(id: 2, action: 4))
        _ = computed.reduce(into: &viaComputed, action: .element(id: 2, action: 4))
        var refusal: String? = nil
        _ = stored.reduce(into: &viaStored, action: .element(id: 9, action: 1), refusal: &refusal)
        #expect(refusal?.contains("no element 9") == true)
        #expect(viaStored.inner.rows == viaComputed.inner.rows)
        #expect(viaStored.inner.rows[id: 2]?.count == 4)
    }
}
