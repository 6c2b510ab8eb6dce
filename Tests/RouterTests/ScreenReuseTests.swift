import Router
import Testing

/// What a UIKit front made for each screen, kept while the screen stays.
@Suite struct ScreenReuseTests {
    final class Made {
        let id: StackElementID
        init(_ id: StackElementID) { self.id = id }
    }

    @Test func aScreenThatStaysKeepsWhatWasMadeForItAndOnlyNewScreensAreMade() {
        var reuse = ScreenReuse<Made>()
        var makes = 0
        let make = { (id: StackElementID) -> Made? in makes += 1; return Made(id) }
        let first = reuse.values(for: StackFrontTests.ids(0, 1, 2), make: make)
        #expect(makes == 3)
        let second = reuse.values(for: StackFrontTests.ids(0, 1, 3), make: make)
        #expect(makes == 4, "only 3 is new")
        #expect(second[0] === first[0] && second[1] === first[1])
        #expect(second.map(\.id) == StackFrontTests.ids(0, 1, 3))
        #expect(reuse.id(of: first[2]) == nil, "2 left the stack and was let go")
        #expect(reuse.id(of: second[2]) == StackElementID(3))
        let again = reuse.values(for: StackFrontTests.ids(0, 1, 2), make: make)
        #expect(again[2] !== first[2], "a screen that comes back is a new screen")
    }
}
