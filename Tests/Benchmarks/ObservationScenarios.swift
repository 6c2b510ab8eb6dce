import Observation
import Store

/// Ten fields a view shows, and one it does not.
struct TenFields: Equatable, Sendable {
    var a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0, i = 0, j = 0
    var hidden = 0
}

enum Bump: Sendable { case a, hidden }

struct BumpField: Reducer {
    func reduce(into state: inout TenFields, action: Bump) -> Effect<Bump> {
        switch action {
        case .a: state.a &+= 1
        case .hidden: state.hidden &+= 1
        }
        return .none
    }
}

/// A screen whose ten fields a scoped store shows.
struct Screen: Equatable, Sendable {
    var title = "Ten"
    var fields = TenFields()
}

enum ScreenAction: Sendable {
    case fields(Bump)
}

/// The floor for a store observed field by field: ten stored properties written as the
/// `@Observable` macro expands them, on an `ObservationRegistrar` of their own.
final class TenFieldsModel: Observable {
    private let registrar = ObservationRegistrar()
    private var _a = 0, _b = 0, _c = 0, _d = 0, _e = 0, _f = 0, _g = 0, _h = 0, _i = 0, _j = 0

    var a: Int {
        get { registrar.access(self, keyPath: \.a); return _a }
        set { registrar.withMutation(of: self, keyPath: \.a) { _a = newValue } }
    }
    var b: Int {
        get { registrar.access(self, keyPath: \.b); return _b }
        set { registrar.withMutation(of: self, keyPath: \.b) { _b = newValue } }
    }
    var c: Int {
        get { registrar.access(self, keyPath: \.c); return _c }
        set { registrar.withMutation(of: self, keyPath: \.c) { _c = newValue } }
    }
    var d: Int {
        get { registrar.access(self, keyPath: \.d); return _d }
        set { registrar.withMutation(of: self, keyPath: \.d) { _d = newValue } }
    }
    var e: Int {
        get { registrar.access(self, keyPath: \.e); return _e }
        set { registrar.withMutation(of: self, keyPath: \.e) { _e = newValue } }
    }
    var f: Int {
        get { registrar.access(self, keyPath: \.f); return _f }
        set { registrar.withMutation(of: self, keyPath: \.f) { _f = newValue } }
    }
    var g: Int {
        get { registrar.access(self, keyPath: \.g); return _g }
        set { registrar.withMutation(of: self, keyPath: \.g) { _g = newValue } }
    }
    var h: Int {
        get { registrar.access(self, keyPath: \.h); return _h }
        set { registrar.withMutation(of: self, keyPath: \.h) { _h = newValue } }
    }
    var i: Int {
        get { registrar.access(self, keyPath: \.i); return _i }
        set { registrar.withMutation(of: self, keyPath: \.i) { _i = newValue } }
    }
    var j: Int {
        get { registrar.access(self, keyPath: \.j); return _j }
        set { registrar.withMutation(of: self, keyPath: \.j) { _j = newValue } }
    }
}

/// A view's body: reads the ten fields it shows, tracked as SwiftUI tracks a body.
@MainActor
func render(_ store: Store<TenFields, Bump>) {
    withObservationTracking {
        consume(store.a &+ store.b &+ store.c &+ store.d &+ store.e &+ store.f &+ store.g &+ store.h &+ store.i &+ store.j)
    } onChange: {}
}

@MainActor
func render(_ model: TenFieldsModel) {
    withObservationTracking {
        consume(model.a &+ model.b &+ model.c &+ model.d &+ model.e &+ model.f &+ model.g &+ model.h &+ model.i &+ model.j)
    } onChange: {}
}

/// A store in a view, as SwiftUI uses one: after each action that changes a field, the body
/// reads every field it shows again and is tracked again.
@MainActor
func storeObservationScenarios(_ harness: Harness) {
    // A view loop costs microseconds a round (the registrar's work): rounds of about a second.
    let count = 50_000
    let bumpA = opaque(Bump.a)
    let model = TenFieldsModel()
    let floor: (Int) -> Void = { n in
        for _ in 0..<n {
            model.a &+= 1
            render(model)
        }
    }
    let store = Store(initialState: TenFields(), reducer: BumpField())
    let viewLoop: (Int) -> Void = { n in
        for _ in 0..<n {
            store.send(bumpA)
            render(store)
        }
    }
    render(model)
    render(store)
    harness.report(
        "view loop: send, re-read 10 fields", harness.compare(per: count, viewLoop, baseline: floor),
        baselineName: "@Observable by hand", target: 2
    )

    let screen = Store(initialState: Screen(), reducer: Scope(state: \Screen.fields, action: ScreenAction.fields, child: BumpField()))
    let scoped = screen.scope(state: \.fields, action: ScreenAction.fields)
    let scopedLoop: (Int) -> Void = { n in
        for _ in 0..<n {
            scoped.send(bumpA)
            render(scoped)
        }
    }
    render(scoped)
    harness.report(
        "  the same, through a scope", harness.compare(per: count, scopedLoop, baseline: floor),
        baselineName: "@Observable by hand", target: 2
    )
    harness.report(
        "  the same, scope against root", harness.compare(per: count, scopedLoop, baseline: viewLoop),
        baselineName: "root store", target: nil
    )

    // Sends that change none of the ten fields a live tracking watches, against the same sends
    // to a store nobody reads.
    let sends = 2_000_000
    let bumpHidden = opaque(Bump.hidden)
    let unread = Store(initialState: TenFields(), reducer: BumpField())
    let watched = Store(initialState: TenFields(), reducer: BumpField())
    render(watched)
    let unobservedLoop: (Int) -> Void = { n in
        for _ in 0..<n { unread.send(bumpHidden) }
    }
    let watchedLoop: (Int) -> Void = { n in
        for _ in 0..<n { watched.send(bumpHidden) }
    }
    harness.report(
        "send, no watched field changes", harness.compare(per: sends, watchedLoop, baseline: unobservedLoop),
        baselineName: "unobserved", target: 1.2
    )
    // The bound for any design that compares what a view watches (without macros a store
    // cannot see which fields its reducer wrote): the same unobserved send, plus one
    // comparison of the ten watched fields' 80 bytes with a copy.
    let live = UnsafeMutableRawPointer.allocate(byteCount: 80, alignment: 16)
    let kept = UnsafeMutableRawPointer.allocate(byteCount: 80, alignment: 16)
    live.initializeMemory(as: UInt8.self, repeating: 0, count: 80)
    kept.initializeMemory(as: UInt8.self, repeating: 0, count: 80)
    let (liveBytes, keptBytes, watchedCount) = (opaque(UnsafeRawPointer(live)), opaque(UnsafeRawPointer(kept)), opaque(80))
    let floorLoop: (Int) -> Void = { n in
        // Counted, and the count consumed once after the loop: the loop holds no call but
        // the send's.
        var same = 0
        for _ in 0..<n {
            unread.send(bumpHidden)
            if bytesEqual(liveBytes, keptBytes, watchedCount) { same &+= 1 }
        }
        consume(same)
    }
    harness.report(
        "  floor: unobserved, then 80 bytes compared", harness.compare(per: sends, floorLoop, baseline: unobservedLoop),
        baselineName: "unobserved", target: nil
    )
    // The same comparison with its length known when compiled, as ten words in a row: what
    // no store can do (it learns which fields a view reads as the view runs), and the lowest
    // figure seen for any way of comparing the 80 bytes (`memcmp` read 1.5-1.8x).
    let knownLengthLoop: (Int) -> Void = { n in
        var same = 0
        for _ in 0..<n {
            unread.send(bumpHidden)
            var difference: UInt64 = 0
            for word in 0..<10 {
                difference |= liveBytes.load(fromByteOffset: word &* 8, as: UInt64.self) ^ keptBytes.load(fromByteOffset: word &* 8, as: UInt64.self)
            }
            if difference == 0 { same &+= 1 }
        }
        consume(same)
    }
    harness.report(
        "  the same, its length known when built", harness.compare(per: sends, knownLengthLoop, baseline: unobservedLoop),
        baselineName: "unobserved", target: nil
    )
    let oneField = Store(initialState: TenFields(), reducer: BumpField())
    withObservationTracking { consume(oneField.b) } onChange: {}
    let oneFieldLoop: (Int) -> Void = { n in
        for _ in 0..<n { oneField.send(bumpHidden) }
    }
    harness.report(
        "  the same, one field watched", harness.compare(per: sends, oneFieldLoop, baseline: unobservedLoop),
        baselineName: "unobserved", target: 1.5
    )

    // A view read the ten fields once and went away; `a` changes on every send.
    let left = Store(initialState: TenFields(), reducer: BumpField())
    render(left)
    let unreadA: (Int) -> Void = { n in
        for _ in 0..<n { unread.send(bumpA) }
    }
    let leftLoop: (Int) -> Void = { n in
        for _ in 0..<n { left.send(bumpA) }
    }
    harness.report(
        "send, after the view went away", harness.compare(per: sends, leftLoop, baseline: unreadA),
        baselineName: "unobserved", target: nil
    )
}

/// For a profiler: a hundred million sends that change none of the fields a view watches.
@MainActor
func watchedSendLoop() {
    let watched = Store(initialState: TenFields(), reducer: BumpField())
    render(watched)
    let bumpHidden = opaque(Bump.hidden)
    for _ in 0..<100_000_000 { watched.send(bumpHidden) }
}

/// Whether `count` bytes at `a` and `b` are the same, sixteen at a time: what the store's own
/// comparison of watched fields does, for the floor above.
@inline(__always)
func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
    var wide = SIMD2<UInt64>()
    var offset = 0
    while offset &+ 16 <= count {
        wide |= a.loadUnaligned(fromByteOffset: offset, as: SIMD2<UInt64>.self) ^ b.loadUnaligned(fromByteOffset: offset, as: SIMD2<UInt64>.self)
        offset &+= 16
    }
    return wide == SIMD2()
}
