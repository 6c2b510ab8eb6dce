import Store
import Testing

@Suite struct ReducerTests {
    @Test func reduceRunsItsClosure() {
        let double = Reduce<Int, Int> { state, action in
            state += action * 2
            return .none
        }
        var state = 1
        #expect(double.reduce(into: &state, action: 3).isNone)
        #expect(state == 7)
    }

    @Test func combinedRunsReducersInOrderOnTheSameState() {
        let append = { (tag: String) in
            Reduce<[String], String> { state, action in
                state.append("\(tag):\(action)")
                return .none
            }
        }
        var state: [String] = []
        let effect = append("a").combined(with: append("b")).combined(with: append("c"))
            .reduce(into: &state, action: "x")
        #expect(state == ["a:x", "b:x", "c:x"])
        #expect(effect.isNone)
    }

    @Test func combinedMergesTheEffectsOfBoth() {
        let sends = { (value: Int) in Reduce<Int, Int> { _, _ in .send(value) } }
        var state = 0
        let effect = sends(1).combined(with: sends(2)).reduce(into: &state, action: 0)
        #expect(!effect.isNone)
    }
}
