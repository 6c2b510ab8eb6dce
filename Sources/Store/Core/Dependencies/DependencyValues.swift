import StoreSupport

/// A value a feature uses that differs between the app and its tests: a clock, the date, new
/// ids, a data client. A feature declares what it uses once, with ``Dependency``; whoever runs
/// it (a store, a test store, a console, a replay) supplies the values in one place, and no
/// parent between them ever mentions them.
///
/// A key says what the app uses (`liveValue`) and what a test gets when it does not provide
/// the value (`testValue`): a test never reaches a live value unless it gives it. For a client,
/// the test value is one whose endpoints fail the test when called (``unimplemented(_:fileID:filePath:line:column:)``),
/// so a test that overrides one endpoint finds every other one failing, naming itself:
///
/// ```swift
/// struct NotesClient: Sendable {
///     var load: @Sendable () async throws -> [Note]
/// }
///
/// enum NotesClientKey: DependencyKey {
///     static let liveValue = NotesClient(load: { try await loadFromDisk() })
///     static let testValue = NotesClient(
///         load: unimplemented("notesClient.load")
///     )
/// }
///
/// extension DependencyValues {
///     var notesClient: NotesClient {
///         get { self[NotesClientKey.self] }
///         set { self[NotesClientKey.self] = newValue }
///     }
/// }
/// ```
///
/// A key whose value has a harmless ``TestStandIn`` (``SharedStorage`` keeps it in memory)
/// may leave `testValue` out: a test that uses it without providing it fails, naming its
/// property, and gets the stand-in.
public protocol DependencyKey {
    /// The value's type.
    associatedtype Value: Sendable
    /// What the app uses.
    static var liveValue: Value { get }
    /// What a test uses unless it provides one: never the live value. Required unless the
    /// value has a ``TestStandIn``.
    static var testValue: Value { get }
}

extension DependencyKey {
    /// Not a default: a key says what a test gets, so that no test reaches the live value.
    @available(*, unavailable, message: "give the key a `static let testValue`, what a test gets when it does not provide the dependency: for a client, endpoints that fail when called, `unimplemented(\"client.endpoint\")`")
    public static var testValue: Value {
        fatalError("unavailable")
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
        /// The keys' test values, never their live ones: a process that runs tests. A key with
        /// only a stand-in, and a built-in, fails the test that uses it, naming its property.
        case test
    }

    var storage: [ObjectIdentifier: any Sendable] = [:]
    /// Where values not given come from.
    public var context: Context
    /// Whether a store, test store, replay or `with` set these values up: `false` for the values
    /// of work that nothing runs (a state built before its test store).
    var isGiven = false
    /// A session's switch of its feature's faults (``Fault``): while one is on, the values it
    /// overrides are read from it.
    package var faultSwitch: FaultSwitch?

    /// The values of a context, with none given.
    public init(context: Context) {
        self.context = context
    }

    /// The value for `key`: the one given, or the context's default. Read from the property
    /// that names the dependency (`get { self[NotesClientKey.self] }`), `property` is that
    /// property's name, which a test that did not provide the value is told to set.
    public subscript<Key: DependencyKey>(key: Key.Type, property: String = #function) -> Key.Value {
        get {
            if let faultSwitch, let value = faultSwitch.value(for: ObjectIdentifier(key)) as? Key.Value { return value }
            if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
            if context == .live { return Key.liveValue }
            let site = ReadingSite.here.current
            let outer = site.property
            site.property = Self.propertyName(property)
            defer { site.property = outer }
            return Key.testValue
        }
        set {
            storage[ObjectIdentifier(key)] = newValue
            let site = ReadingSite.here.current
            if site.changedKeys != nil { site.changedKeys?.insert(ObjectIdentifier(key)) }
        }
    }

    /// The keys `change` sets, as it sets them (a fault's override), read as a caller's.
    static func recordingChanges(_ change: () -> Void) -> Set<ObjectIdentifier> {
        let site = ReadingSite.here.current
        let outer = site.changedKeys
        site.changedKeys = []
        defer { site.changedKeys = outer }
        configuring(change)
        return site.changedKeys ?? []
    }

    /// `name` when it is a property's name (`#function` in a property's accessor), else `nil`.
    static func propertyName(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart,
              name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isXIDContinue })
        else { return nil }
        return name
    }

    /// The values of the work running now.
    @TaskLocal package static var current = DependencyValues(context: defaultContext)

    /// `.test` in a process that runs tests (Swift Testing or XCTest is loaded), `.live` otherwise.
    static let defaultContext: Context = TestFailureReporter.isTestProcess ? .test : .live

    /// The values now, changed by `change`: what a store given `withDependencies:` runs with.
    static func current(changedBy change: (inout DependencyValues) -> Void) -> DependencyValues {
        var values = current
        values.isGiven = true
        configuring { change(&values) }
        return values
    }

    /// Runs `body`, a dry run (an action tried on a copy of the state to see whether it would
    /// be refused), with values it draws nothing from: the ids it makes are the ones the real
    /// send will make, and the real send still makes them. One draw per sent action, whoever
    /// asked first.
    package static func dryRun<Result>(_ body: () -> Result) -> Result {
        var values = current
        let given = values.storage[ObjectIdentifier(UUIDKey.self)] != nil || values.faultSwitch?.value(for: ObjectIdentifier(UUIDKey.self)) != nil
        // Ids the run was not given are made on the spot: a dry run is no use of the dependency
        // (a test that never sends what needs one does not provide it).
        configuring { values.uuid = given ? values.uuid.forDryRun : .live }
        return $current.withValue(values, operation: body)
    }

    /// Runs `change`, a caller setting values: a value it reads to change part of it (one
    /// endpoint of a client) is not a use, and fails nothing.
    static func configuring(_ change: () -> Void) {
        let site = ReadingSite.here.current
        let outer = site.configuring
        site.configuring = true
        defer { site.configuring = outer }
        change()
    }

    /// Runs `operation` with the values now changed by `change`, and the tasks it starts.
    ///
    /// ```swift
    /// let summary = try withDependencies {
    ///     $0.uuid = .incrementing
    /// } operation: {
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
    /// not provide, and got a stand-in. `property` names it; by default, the property being
    /// read, or else the key `name`.
    static func reportUnprovided(_ name: String, property: String? = nil) {
        let site = ReadingSite.here.current
        guard !site.configuring else { return }
        let named = property ?? site.property
        let given = named.map { "$0.\($0) = …" } ?? "$0[\(name).self] = …"
        let message = current.isGiven ? Self.unprovided(named ?? name, given) : Self.readOutside(named ?? name, given)
        if let location = site.location, TestFailureReporter.recordInStep(message, at: location) { return }
        RuntimeWarnings.report(message, inRelease: true)
    }

    private static func unprovided(_ name: String, _ given: String) -> String {
        "the test did not provide the dependency `\(name)`, so it got a stand-in; provide it where the feature is run: TestStore(initialState:reducer:) { \(given) }, or a replay's `withDependencies:`"
    }

    /// Read where nothing had set dependencies up: what the test gives its test store never
    /// reaches it.
    private static func readOutside(_ name: String, _ given: String) -> String {
        "the dependency `\(name)` was read outside the test's dependencies (nothing had set them up: a state "
            + "built before its TestStore, or a store made without `withDependencies:`), so it got a stand-in whatever the test "
            + "provides; build the value inside them: in the TestStore's own `initialState:` "
            + "(`TestStore(initialState: State(…), reducer: …) { \(given) }` builds it after they are set), "
            + "or in `DependencyValues.with({ \(given) }) { State(…) }`"
    }
}

/// Where the `@Dependency` being read now was declared, so that a test that did not provide
/// it fails there.
final class ReadingSite {
    var location: TestLocation?
    /// The property of ``DependencyValues`` being read, when its name is known.
    var property: String?
    /// Whether values are being set (a test store's dependencies closure), not used.
    var configuring = false
    /// The keys set on this thread while they are recorded (a fault's override).
    var changedKeys: Set<ObjectIdentifier>?
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
///     func reduce(
///         into state: inout State, action: Action
///     ) -> Effect<Action> {
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
