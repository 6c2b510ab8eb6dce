import Store

/// Case paths on the store's hot paths: a derived extract against one written by hand, and
/// sends through three scopes and to one row of a forEach, with derived paths and with paths
/// written by hand, each pair in this same run. Part of `store`; alone as `cases`. `strict` is
/// the store group's one-closure-call baseline, when it has measured it.
@MainActor
func casePathScenarios(_ harness: Harness, strict: Double? = nil) {
    let count = 2_000_000
    let action = opaque(true)
    let deep = opaque(deepReducer())
    let deepReduce: (inout Deep, DeepAction) -> Effect<DeepAction> = opaque { deep.reduce(into: &$0, action: $1) }
    let deepAction = opaque(DeepAction.inner(.inner(.inner(true))))
    let deepPlain = harness.nanoseconds(per: count) { n in
        var state = Deep(inner: .init(inner: .init(inner: 0)))
        for _ in 0..<n { consume(deepReduce(&state, deepAction)) }
        consume(state)
    }
    let root = Store(initialState: Deep(inner: .init(inner: .init(inner: 0))), reducer: deep)
    let leaf = root.scope(state: \.inner, action: DeepAction.inner)
        .scope(state: \.inner, action: Wrap<Wrap<Bool>>.inner)
        .scope(state: \.inner, action: Wrap<Bool>.inner)
    let scoped = harness.nanoseconds(per: count) { n in
        for _ in 0..<n { leaf.send(action) }
    }
    harness.report("send through three scopes", scoped, baseline: deepPlain, baselineName: "plain loop", target: 5)
    if let strict { harness.report("  the same, strictly", scoped, baseline: strict, baselineName: "one closure call", target: nil) }
    let rootByHand = Store(initialState: Deep(inner: .init(inner: .init(inner: 0))), reducer: opaque(deepReducerByHand()))
    let leafByHand = rootByHand.scope(state: \.inner, action: DeepAction.innerByHand)
        .scope(state: \.inner, action: Wrap<Wrap<Bool>>.innerByHand)
        .scope(state: \.inner, action: Wrap<Bool>.innerByHand)
    let scopedByHand = harness.nanoseconds(per: count) { n in
        for _ in 0..<n { leafByHand.send(action) }
    }
    harness.report("  the same, case paths written by hand", scoped, baseline: scopedByHand, baselineName: "by hand", target: nil)

    // A case path's extract, derived from the constructor against the closure written by hand:
    // four actions, two of the case (a payload with a reference, and one without) and two not.
    let derivedCase = EnumCase(Tagged.named), handCase = Tagged.namedByHand
    let tagged = opaque([Tagged.named("one", 1), .count(2), .named(String(repeating: "x", count: 40), 3), .none])
    let handExtract = harness.nanoseconds(per: count) { n in
        for i in 0..<n { consume(handCase.extract(tagged[i & 3])) }
    }
    let derivedExtract = harness.nanoseconds(per: count) { n in
        for i in 0..<n { consume(derivedCase.extract(tagged[i & 3])) }
    }
    harness.report("derived extract", derivedExtract, baseline: handExtract, baselineName: "written by hand", target: 2)

    // An action to one row of a thousand: forEach against the row found and run by hand.
    let byHand = Store(initialState: Rows(), reducer: RowsByHand())
    let byForEach = Store(initialState: Rows(), reducer: Reduce<Rows, RowsAction> { _, _ in .none }.forEach(\.rows, action: RowsAction.row, element: CountedRow()))
    let rowAction = opaque(RowsAction.row(.element(id: 500, action: true)))
    let handTime = harness.nanoseconds(per: count / 4) { n in
        for _ in 0..<n { byHand.send(rowAction) }
    }
    let forEachTime = harness.nanoseconds(per: count / 4) { n in
        for _ in 0..<n { byForEach.send(rowAction) }
    }
    harness.report("action to 1 of 1,000 rows by forEach", forEachTime, baseline: handTime, baselineName: "by hand", target: 2)
    let byForEachByHand = Store(initialState: Rows(), reducer: Reduce<Rows, RowsAction> { _, _ in .none }.forEach(\.rows, action: RowsAction.rowByHand, element: CountedRow()))
    let forEachByHandTime = harness.nanoseconds(per: count / 4) { n in
        for _ in 0..<n { byForEachByHand.send(rowAction) }
    }
    harness.report("  the same, its case path written by hand", forEachTime, baseline: forEachByHandTime, baselineName: "by hand", target: nil)

}
