/// The store's state, kept out of line so that reducing in place needs no exclusivity checks.
///
/// Only the owning root core touches it, on the main actor, and frees it in `deinit`, when nothing
/// else can reach it; that is what makes the unchecked `Sendable` sound.
@usableFromInline
struct StatePointer<State>: @unchecked Sendable {
    @usableFromInline let pointer: UnsafeMutablePointer<State>

    init(_ initial: State) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: initial)
    }

    func free() {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}
