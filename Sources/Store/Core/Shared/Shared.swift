/// A value that screens share, read and changed where its root keeps it: the one field of its
/// type that the running ``SharingState`` lists in ``SharingState/shared``.
///
/// Declare it in the reducer, as a ``Dependency`` is declared, or inside a rendering function;
/// no parent passes it down, and no line copies a change back:
///
/// ```swift
/// struct RoutineDetail: Reducer {
///     @Shared var logbook: Logbook
///
///     func reduce(
///         into state: inout State, action: Action
///     ) -> Effect<Action> {
///         switch action {
///         case .nameChanged(let name):
///             logbook.routines[id: state.routineID]?.name = name
///             return .none
///         }
///     }
/// }
/// ```
///
/// It is reached while a store reduces an action and while a console draws a screen. An effect's
/// async work runs later, when nothing is lent: read the value in the reducer and pass it on.
@propertyWrapper
public struct Shared<Value>: Sendable {
    private let location: TestLocation

    /// The root's field of type `Value`.
    public init(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The value where the root keeps it; changed there, in place.
    public var wrappedValue: Value {
        get {
            guard let (root, field) = lent() else { return missing() }
            if let offset = field.offset { return (root + offset).assumingMemoryBound(to: Value.self).pointee }
            return field.read(in: root)
        }
        nonmutating _modify {
            guard let (root, field) = lent() else {
                var placeholder = missing()
                yield &placeholder
                return
            }
            if let offset = field.offset {
                yield &(root + offset).assumingMemoryBound(to: Value.self).pointee
            } else {
                var value = field.read(in: root)
                yield &value
                field.write(value, in: root)
            }
        }
    }

    @inline(__always)
    private func lent() -> (UnsafeMutableRawPointer, SharedValueField<Value>)? {
        let lending = SharedLending.here.current
        guard let root = lending.root, let field = lending.table?.field(of: ObjectIdentifier(Value.self)) else { return nil }
        return (root, unsafeDowncast(field, to: SharedValueField<Value>.self))
    }

    /// Nothing lends a `Value` here. In a test: the test store's step fails at its line and
    /// ends the test (outside a step, the test fails at this declaration), and the screen goes
    /// on with a placeholder until then. Elsewhere
    /// the program stops with the message.
    private func missing() -> Value {
        let message = Self.unlent(SharedLending.here.current.table)
        guard TestFailureReporter.isTestProcess else {
            RuntimeWarnings.report(message, inRelease: true)
            fatalError(message)
        }
        // Under a test store's step, the step fails with it at its own line (see
        // `endIfSharedWasMissed`); anywhere else, the test fails at this declaration.
        let noted = SharedMisses.note(message + " (\(location.fileID):\(location.line))")
        if !noted, !TestFailureReporter.record(message, at: location) { RuntimeWarnings.report(message, inRelease: true) }
        guard let placeholder = SharedPlaceholder.make(Value.self) else {
            fatalError(message + "; and no \(Value.self) can be made from nothing to go on with until the test ends")
        }
        return placeholder
    }

    private static func unlent(_ table: SharedTable?) -> String {
        if let table, let given = table.given {
            let wanted = SharedValues.readableName("\(Value.self)")
            let array = given.contains { $0.hasPrefix("[") } && !wanted.hasPrefix("[")
            return "`@Shared var …: \(wanted)` found no \(wanted) in the test store's shared values, which were given "
                + "as \(given.joined(separator: ", ")): a screen finds a shared value by its exact type, so give the "
                + "TestStore a value of type \(wanted) (`TestStore(initialState:reducer:shared:)` with `\(wanted)(…)`)"
                + (array ? "; an array literal given there is an Array, not the \(wanted) the screen reads" : "")
        }
        if let table {
            return "`@Shared var …: \(Value.self)` found no field of type \(Value.self) in \(table.rootName): \(table.advice)"
        }
        return "`@Shared var …: \(Value.self)` was read where no root lends its shared fields: a store, test store, console or replay lends them while it reduces and draws, when the root state is a `SharingState` that lists a \(Value.self) field, or a test store is given one with `TestStore(initialState:reducer:shared:)`; an effect's async work must get the value from its reducer"
    }
}
