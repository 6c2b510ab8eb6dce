/// A value a feature uses that differs between the app and its tests: a clock, the date, new
/// ids, a data client. A feature declares what it uses once, with ``Dependency``; whoever runs
/// it (a store, a test store, a console, a replay) supplies the values in one place, and no
/// parent between them ever mentions them.
///
/// ```swift
/// struct NotesClient: Sendable { var load: @Sendable () async throws -> [Note] }
///
/// enum NotesClientKey: DependencyKey {
///     static let liveValue = NotesClient(load: { try await loadFromDisk() })
///     static let testValue = NotesClient(load: { [] })
/// }
///
/// extension DependencyValues {
///     var notesClient: NotesClient {
///         get { self[NotesClientKey.self] }
///         set { self[NotesClientKey.self] = newValue }
///     }
/// }
/// ```
public protocol DependencyKey {
    /// The value's type.
    associatedtype Value: Sendable
    /// What the app uses.
    static var liveValue: Value { get }
    /// What a test uses unless it provides one. Without it, a test that uses the dependency
    /// fails, naming it, and gets the live value.
    static var testValue: Value { get }
}

extension DependencyKey {
    /// For a key with no test value of its own: the test that reads it fails, naming the
    /// dependency, and gets the live value.
    public static var testValue: Value {
        DependencyValues.reportUnprovided(String(describing: Self.self))
        return liveValue
    }
}

/// The values of every dependency, for the work running now: the app's live values, or in a
/// test process the keys' test values, with whatever a store, test store, console or replay
/// was given on top.
///
/// ```swift
/// let store = TestStore(initialState: Editor.State(), reducer: Editor()) {
///     $0.uuid = .incrementing
///     $0.now = .constant(Date(timeIntervalSince1970: 0))
/// }
/// ```
public struct DependencyValues: Sendable {
    /// Where the values come from when nothing was given for a key.
    public enum Context: Sendable {
        /// The keys' live values: an app.
        case live
        /// The keys' test values: a process that runs tests. Those without one fail when
        /// used, naming themselves.
        case test
    }

    private var storage: [ObjectIdentifier: any Sendable] = [:]
    /// Where values not given come from.
    public var context: Context

    /// The values of a context, with none given.
    public init(context: Context) {
        self.context = context
    }

    /// The value for `key`: the one given, or the context's default.
    public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
        get {
            if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
            return context == .live ? Key.liveValue : Key.testValue
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The values of the work running now.
    @TaskLocal static var current = DependencyValues(context: defaultContext)

    /// `.test` in a process that runs tests (Swift Testing or XCTest is loaded), `.live` otherwise.
    static let defaultContext: Context = TestFailureReporter.isTestProcess ? .test : .live

    /// The values now, changed by `change`: what a store given `withDependencies:` runs with.
    static func current(changedBy change: (inout DependencyValues) -> Void) -> DependencyValues {
        var values = current
        change(&values)
        return values
    }

    /// Runs `operation` with the values now changed by `change`, and the tasks it starts.
    ///
    /// ```swift
    /// let summary = try withDependencies { $0.uuid = .incrementing } operation: {
    ///     try ActionLog.replay("session.log", reducer: Editor())
    /// }
    /// ```
    public static func with<Result>(
        _ change: (inout DependencyValues) -> Void,
        operation: () throws -> Result
    ) rethrows -> Result {
        try $current.withValue(current(changedBy: change), operation: operation)
    }

    /// Runs async `operation` with the values now changed by `change`, and the tasks it starts.
    public static func with<Result>(
        _ change: (inout DependencyValues) -> Void,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $current.withValue(current(changedBy: change), operation: operation)
    }

    /// Fails the running test, at the `@Dependency` that read it: it used a dependency it did
    /// not provide.
    static func reportUnprovided(_ name: String, property: String? = nil, standIn: Bool = false) {
        let location = ReadingSite.here.current.location
        let given = property.map { "$0.\($0) = …" } ?? "$0[\(name).self] = …"
        let stand = property == nil && !standIn ? "the live value" : "a stand-in"
        let message = "the test did not provide the dependency `\(property ?? name)`, so it got \(stand); provide it where the feature is run: TestStore(initialState:reducer:) { \(given) }, or a replay's `withDependencies:`"
        if let location, TestFailureReporter.record(message, at: location) { return }
        RuntimeWarnings.report(message, inRelease: true)
    }
}

/// Where the `@Dependency` being read now was declared, so that a test that did not provide
/// it fails there.
final class ReadingSite {
    var location: TestLocation?
    static let here = PerThread { ReadingSite() }
}

/// Reads a dependency in a reducer or an effect: the value that whoever runs the feature gave,
/// never a parent's argument.
///
/// ```swift
/// struct Editor: Reducer {
///     @Dependency(\.uuid) var uuid
///     @Dependency(\.now) var now
///
///     func reduce(into state: inout State, action: Action) -> Effect<Action> {
///         state.notes.append(Note(id: uuid(), created: now()))
///         return .none
///     }
/// }
/// ```
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
    private let keyPath: KeyPath<DependencyValues, Value> & Sendable
    private let location: TestLocation

    /// The dependency at `keyPath` of ``DependencyValues``.
    public init(
        _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.keyPath = keyPath
        location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The value for the work running now.
    public var wrappedValue: Value {
        let values = DependencyValues.current
        guard values.context == .test else { return values[keyPath: keyPath] }
        let site = ReadingSite.here.current
        let outer = site.location
        site.location = location
        defer { site.location = outer }
        return values[keyPath: keyPath]
    }
}
