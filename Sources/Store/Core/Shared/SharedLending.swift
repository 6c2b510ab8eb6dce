import StoreSupport

/// The root whose shared fields the screens running on this thread reach now.
///
/// Design note: a ``SharingState`` root is lent by pointer, not copied. While a store reduces
/// an action (or a console draws a screen), this thread's lending names the root's memory and
/// its ``SharedTable``; a ``Shared`` field reads and changes the root's field there, in place,
/// so an edit costs what an edit of the screen's own state costs and no copy of the value
/// exists to fall out of step. Lendings nest (the previous one comes back after), and nothing
/// is lent between actions: a `Shared` read in an effect's async work finds nothing, by design.
@usableFromInline
package final class SharedLending {
    var root: UnsafeMutableRawPointer?
    var table: SharedTable?

    static let here = PerThread { SharedLending() }

    /// Runs `body` with `root` lent to the screens it runs.
    @inline(__always)
    package static func lend<State, Result>(
        _ root: UnsafeMutablePointer<State>, _ table: SharedTable, _ body: () throws -> Result
    ) rethrows -> Result {
        try here.current.lend(root, table, body)
    }

    /// Runs `body` with `root` lent, on the thread this lending belongs to.
    @inline(__always)
    func lend<State, Result>(
        _ root: UnsafeMutablePointer<State>, _ table: SharedTable, _ body: () throws -> Result
    ) rethrows -> Result {
        let lending = self
        let (outerRoot, outerTable) = (lending.root, lending.table)
        lending.root = UnsafeMutableRawPointer(root)
        lending.table = table
        defer { (lending.root, lending.table) = (outerRoot, outerTable) }
        return try body()
    }

    /// `body` run on `state`, lent first when it is a sharing root (`table`): how a parent's
    /// ``Scope`` runs an app that shares fields inside a larger one.
    @usableFromInline
    static func reducing<State, Result>(_ state: inout State, _ table: SharedTable, _ body: (inout State) -> Result) -> Result {
        withUnsafeMutablePointer(to: &state) { root in lend(root, table) { body(&root.pointee) } }
    }

    /// Runs `body` with a copy of `state` lent for reading (drawing a screen, asking whether
    /// an action would be refused); `state` itself is left as it was.
    @usableFromInline
    package static func reading<State, Result>(_ state: State, _ body: () throws -> Result) rethrows -> Result {
        guard let table = SharedTable.of(State.self) else { return try body() }
        var copy = state
        return try withUnsafeMutablePointer(to: &copy) { try lend($0, table, body) }
    }

    /// Whether a store of `State` lends its root while it reduces (``lending(_:)`` wraps).
    static func lends<State>(_: State.Type) -> Bool {
        SharedTable.of(State.self) != nil
    }

    /// `reduce` with its root lent to the screens while it runs, when `State` shares fields;
    /// `reduce` itself otherwise. The lending is this thread's, found per action: the main
    /// actor is not always served by one thread (after `dispatchMain()`, a worker drains it).
    static func lending<State, Action>(
        _ reduce: @escaping (inout State, Action) -> Effect<Action>
    ) -> (inout State, Action) -> Effect<Action> {
        guard let table = SharedTable.of(State.self) else { return reduce }
        return { state, action in
            withUnsafeMutablePointer(to: &state) { root in lend(root, table) { reduce(&root.pointee, action) } }
        }
    }
}
