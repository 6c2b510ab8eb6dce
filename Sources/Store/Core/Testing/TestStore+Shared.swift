import StoreSupport

extension TestStore {
    /// Makes a test store of one screen that reads shared values, given here: the screen
    /// finds each by its type, as it finds its root's field in the app, and a step asserts
    /// the screen's fields as before and a shared value by its type.
    ///
    /// ```swift
    /// let store = TestStore(
    ///     initialState: RoutineDetail.State(routineID: run.id),
    ///     reducer: RoutineDetail(),
    ///     shared: Logbook(routines: [run])
    /// )
    /// try await store.send(.nameChanged("Long run")) {
    ///     $0.shared.routines[id: run.id]?.name = "Long run"
    /// }
    /// ```
    public convenience init<Screen: Reducer, First: Equatable & Sendable, each More: Equatable & Sendable>(
        initialState: @autoclosure () -> Screen.State,
        reducer: Screen,
        shared first: First,
        _ more: repeat each More,
        withDependencies dependencies: (inout DependencyValues) -> Void = { _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where State == SharedScreenState<Screen.State, First>, Screen.Action == Action {
        var values = SharedValues()
        var twice: [String] = []
        func add<Value: Equatable & Sendable>(_ value: Value) {
            if values.set(value) { twice.append("\(Value.self)") }
        }
        add(first)
        repeat add(each more)
        let table = State.table(of: values)
        self.init(
            initialState: { SharedScreenState(screen: initialState(), values: values) }, dependencies: dependencies,
            reduce: { state, action in
                withUnsafeMutablePointer(to: &state) { root in
                    SharedLending.lend(root, table) { reducer.reduce(into: &root.pointee.screen, action: action) }
                }
            },
            refuse: { state, action in
                var lent = state
                return withUnsafeMutablePointer(to: &lent) { root in
                    SharedLending.lend(root, table) { reducer.composedRejection(of: action, in: root.pointee.screen) }
                }
            }
        )
        if !twice.isEmpty {
            let message = "the test store was given more than one \(twice.joined(separator: ", ")); a screen finds a shared value by its type, so it gets the last"
            let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
            if !TestFailureReporter.record(message, at: location) { RuntimeWarnings.report(message, inRelease: true) }
        }
    }

    /// Fails the step at its line and throws, ending the test, when a `@Shared` read in it
    /// found nothing lent (the message names the declaration): the screen went on with a
    /// placeholder, so nothing after it could be trusted.
    func endIfSharedWasMissed(_ step: String, at location: TestLocation) throws {
        guard let miss = sharedMisses.take() else { return }
        let failure = TestStoreFailure(step: step, message: "\(miss); the test ends here", fileID: "\(location.fileID)", line: location.line)
        if failureReporting == .testFramework { _ = TestFailureReporter.record(failure.description, at: location) }
        throw failure
    }
}

/// The `@Shared` reads of a test store's screens that found nothing lent, reached from its
/// reducer and effects through their dependencies.
final class SharedMisses: Sendable {
    package let first = Locked<String?>(nil)

    /// Notes `message` in the misses of the test store running now; `false` when none runs.
    @discardableResult
    static func note(_ message: String) -> Bool {
        guard let misses = DependencyValues.current[SharedMissesKey.self] else { return false }
        misses.first.withLock { $0 = $0 ?? message }
        return true
    }

    /// The first miss since the last call, if any.
    func take() -> String? {
        first.withLock { value in
            defer { value = nil }
            return value
        }
    }
}

enum SharedMissesKey: DependencyKey {
    static var liveValue: SharedMisses? { nil }
    static var testValue: SharedMisses? { nil }
}
