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
    let root = Store(initialState: Deep(inner: .init(inner: .init(inner: 0))), reducer: deep)
    let leaf = root.scope(state: \.inner, action: DeepAction.inner)
        .scope(state: \.inner, action: Wrap<Wrap<Bool>>.inner)
        .scope(state: \.inner, action: Wrap<Bool>.inner)
    let scopedLoop: (Int) -> Void = { n in
        for _ in 0..<n { leaf.send(action) }
    }
    let scoped = harness.nanoseconds(per: count, scopedLoop)
    // The three levels by hand: the same reducer called in a plain loop, in alternate rounds.
    let deepPlainLoop: (Int) -> Void = { n in
        var state = Deep(inner: .init(inner: .init(inner: 0)))
        for _ in 0..<n { consume(deepReduce(&state, deepAction)) }
        consume(state)
    }
    harness.report(
        "send through three scopes", harness.compare(per: count, scopedLoop, baseline: deepPlainLoop),
        baselineName: "plain loop", target: 2
    )
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
    let handLoop: (Int) -> Void = { n in
        for _ in 0..<n { byHand.send(rowAction) }
    }
    let forEachLoop: (Int) -> Void = { n in
        for _ in 0..<n { byForEach.send(rowAction) }
    }
    let forEachTime = harness.nanoseconds(per: count / 4, forEachLoop)
    harness.report(
        "action to 1 of 1,000 rows by forEach", harness.compare(per: count / 4, forEachLoop, baseline: handLoop),
        baselineName: "by hand", target: 1.5
    )
    let byForEachByHand = Store(initialState: Rows(), reducer: Reduce<Rows, RowsAction> { _, _ in .none }.forEach(\.rows, action: RowsAction.rowByHand, element: CountedRow()))
    let forEachByHandTime = harness.nanoseconds(per: count / 4) { n in
        for _ in 0..<n { byForEachByHand.send(rowAction) }
    }
    harness.report("  the same, its case path written by hand", forEachTime, baseline: forEachByHandTime, baselineName: "by hand", target: nil)

}

/// For a profiler: ten million sends through three scoped stores (`scoped-send-loop`), and
/// as many by the root store of the same reducer with the three levels written by hand
/// (`scoped-send-loop by-hand`).
@MainActor
func scopedSendLoop(byHand: Bool) {
    let action = opaque(true)
    let start = Deep(inner: .init(inner: .init(inner: 0)))
    if byHand {
        let deep = opaque(deepReducer())
        let deepReduce: (inout Deep, DeepAction) -> Effect<DeepAction> = opaque { deep.reduce(into: &$0, action: $1) }
        let deepAction = opaque(DeepAction.inner(.inner(.inner(true))))
        var state = start
        for _ in 0..<10_000_000 { consume(deepReduce(&state, deepAction)) }
        consume(state)
        return
    }
    let root = Store(initialState: start, reducer: opaque(deepReducer()))
    let leaf = root.scope(state: \.inner, action: DeepAction.inner)
        .scope(state: \.inner, action: Wrap<Wrap<Bool>>.inner)
        .scope(state: \.inner, action: Wrap<Bool>.inner)
    for _ in 0..<10_000_000 { leaf.send(action) }
}

/// For a profiler: ten million actions to one row of a thousand, by `forEach`
/// (`row-send-loop`) or found by hand (`row-send-loop by-hand`).
@MainActor
func rowSendLoop(byHand: Bool) {
    let rowAction = opaque(RowsAction.row(.element(id: 500, action: true)))
    if byHand {
        let store = Store(initialState: Rows(), reducer: RowsByHand())
        for _ in 0..<10_000_000 { store.send(rowAction) }
        return
    }
    let store = Store(
        initialState: Rows(),
        reducer: Reduce<Rows, RowsAction> { _, _ in .none }.forEach(\.rows, action: RowsAction.row, element: CountedRow())
    )
    for _ in 0..<10_000_000 { store.send(rowAction) }
}
