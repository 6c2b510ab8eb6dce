import Store
import Testing

@MainActor
@Suite struct EffectTests {
    @Test func mergeAndConcatenateOfNothingAreNone() {
        #expect(Effect<Int>.merge(.none, .none).isNone)
        #expect(Effect<Int>.concatenate([]).isNone)
        #expect(Effect<Int>.none.map { $0 + 1 }.isNone)
        #expect(!Effect<Int>.send(1).isNone)
    }

    @Test func concatenateRunsEachAfterThePreviousEnds() async {
        let clock = TestClock()
        let store = Store<[String], String>(initialState: [], reducer: Reduce { state, action in
            state.append(action)
            guard action == "go" else { return .none }
            return .concatenate(
                .run { send in
                    try? await clock.sleep(for: .seconds(1))
                    await send("one")
                },
                .run { send in await send("two") }
            )
        })
        let task = store.send("go")
        #expect(store.state == ["go"])
        await clock.advance(by: .seconds(1))
        await task.finish()
        #expect(store.state == ["go", "one", "two"])
    }

    @Test func mergeRunsAllAndFinishesWhenAllEnd() async {
        let store = Store<[String], String>(initialState: [], reducer: Reduce { state, action in
            state.append(action)
            guard action == "go" else { return .none }
            return .merge(.run { await $0("a") }, .run { await $0("b") }, .send("c"))
        })
        await store.send("go").finish()
        #expect(store.state.first == "go")
        #expect(Set(store.state) == ["go", "a", "b", "c"])
    }

    @Test func mapTurnsEverySentActionIntoAnother() async {
        let store = Store<[String], String>(initialState: [], reducer: Reduce { state, action in
            state.append(action)
            guard action == "go" else { return .none }
            return Effect<Int>.merge(.send(1), .run { await $0(2) }).map { "n\($0)" }
        })
        await store.send("go").finish()
        #expect(store.state.sorted() == ["go", "n1", "n2"])
    }

    @Test func namespacedIDsDoNotCancelEachOther() async {
        struct ID: Hashable, Sendable {}
        let clock = TestClock()
        let store = Store<[String], String>(initialState: [], reducer: Reduce { state, action in
            state.append(action)
            switch action {
            case "start a", "start b":
                let name = String(action.dropFirst(6))
                return Effect.run { send in
                    try? await clock.sleep(for: .seconds(1))
                    await send("done \(name)")
                }
                .cancellable(id: ID())
                .namespaced(name)
            case "stop a":
                return Effect.cancel(id: ID()).namespaced("a")
            default:
                return .none
            }
        })
        store.send("start a")
        store.send("start b")
        store.send("stop a")
        await clock.advance(by: .seconds(1))
        #expect(clock.pendingSleeps == 0)
        #expect(store.state == ["start a", "start b", "stop a", "done b"])
    }

    @Test func anUncaughtErrorIsReportedAsAWarning() async {
        struct Boom: Error {}
        let store = Store<Int, Int>(initialState: 0, reducer: Reduce { _, _ in
            .run { _ in throw Boom() }
        })
        let warnings = await collectingWarnings {
            await store.send(1).finish()
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("no catch handled") == true)
    }
}
