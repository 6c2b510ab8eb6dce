import StoreSupport

/// A failure a feature's dependencies can have, by name: an override of its dependencies
/// (offline, an error answer, a slow load) that a session switches on with `:fault NAME` and
/// off with `:fault none`. The log records the switch as a `% fault NAME` line, so a session
/// found under a fault replays, purely and live, updates and shrinks like any other.
///
/// ```swift
/// extension NotesApp: NamedFaults {
///     static let faults = [
///         Fault("offline", "the disk cannot be read") {
///             $0.notesClient.load = { throw NotesError.offline }
///         },
///     ]
/// }
/// ```
public struct Fault: Sendable {
    /// The name typed after `:fault` and written in the log: a word, like `offline` or `429`.
    public let name: String
    /// What goes wrong, for `:help` and the note the console prints when it is switched on.
    public let summary: String
    /// The override: what the dependencies become while the fault is on.
    public let override: @Sendable (inout DependencyValues) -> Void

    /// A fault named `name` that changes the dependencies as `override` says.
    public init(_ name: String, _ summary: String, override: @escaping @Sendable (inout DependencyValues) -> Void) {
        self.name = name
        self.summary = summary
        self.override = override
    }

    /// The log's setting that switches a fault: `% fault offline`, `% fault none`.
    package static let settingName = "fault"
    /// The word that switches every fault off.
    static let none = "none"
}

/// A feature that names the failures its dependencies can have: its consoles offer them as
/// `:fault NAME`, its explorer switches them as it walks, and its replays follow the log's
/// `% fault` lines.
///
/// ```swift
/// extension HolidayApp: NamedFaults {
///     public static var faults: [Fault] { HolidayClient.faults }
/// }
/// ```
public protocol NamedFaults {
    /// Every fault, in the order `:help` lists them.
    static var faults: [Fault] { get }
}

/// The faults of a session's dependencies and the one switched on: the values of the override
/// it made, read in place of the session's own while it is on. A session's stores keep their
/// dependencies for their life, so the switch is shared by reference.
package final class FaultSwitch: Sendable {
    package let faults: [Fault]
    private let state = Locked<(base: DependencyValues?, on: String?, overlay: [ObjectIdentifier: any Sendable])>((nil, nil, [:]))

    init(_ faults: [Fault]) {
        self.faults = faults
    }

    /// The faults of `feature`, when it names any.
    package static func faults<Feature>(of feature: Feature.Type) -> [Fault] {
        (feature as? any NamedFaults.Type)?.faults ?? []
    }

    /// The names a session accepts after `:fault`: each fault's, then `none`.
    package var names: [String] { faults.map(\.name) + [Fault.none] }

    /// The fault switched on, or `nil`.
    var current: String? { state.withLock { $0.on } }

    /// The session's own values, which a fault's override starts from.
    func setBase(_ values: DependencyValues) {
        var base = values
        base.faultSwitch = nil
        state.withLock { $0.base = base }
    }

    /// The value the fault switched on gives `key`, when it changed it.
    func value(for key: ObjectIdentifier) -> (any Sendable)? {
        state.withLock { $0.on == nil ? nil : $0.overlay[key] }
    }

    /// Switches on the fault `name` (`none`: every fault off); why not, when no fault has it.
    package func switchOn(_ name: String) -> String? {
        if name == Fault.none {
            state.withLock { $0 = ($0.base, nil, [:]) }
            return nil
        }
        guard let fault = faults.first(where: { $0.name == name }) else { return Self.unknown(name, among: names) }
        state.withLock { state in
            var values = state.base ?? DependencyValues(context: DependencyValues.defaultContext)
            let changed = DependencyValues.recordingChanges { fault.override(&values) }
            state.on = name
            state.overlay = changed.reduce(into: [:]) { overlay, key in overlay[key] = values.storage[key] }
        }
        return nil
    }

    /// What is said of a fault no one named.
    static func unknown(_ name: String, among names: [String]) -> String {
        let shown = name.isEmpty ? "`:fault` needs a fault's name" : "there is no fault `\(name)`"
        return shown + "; the faults here are " + names.joined(separator: ", ")
    }
}
