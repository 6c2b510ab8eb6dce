import StoreSupport
import StoreText

/// The runtimes that have effects started by each task, so a test clock advanced from a test's
/// task waits for the stores that test drives, and for no other test's.
enum RuntimeDirectory {
    package struct Entry {
        weak var runtime: EffectRuntime?
    }

    private static let entries = Locked<[ObjectIdentifier: Entry]>([:])

    static func add(_ runtime: EffectRuntime) {
        entries.withLock { $0[ObjectIdentifier(runtime)] = Entry(runtime: runtime) }
    }

    static func remove(_ runtime: EffectRuntime) {
        entries.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(runtime)) }
    }

    /// The live runtimes whose effects were last started by `task`.
    static func runtimes(ownedBy task: UInt) -> [EffectRuntime] {
        let all = entries.withLock { $0.values.compactMap(\.runtime) }
        return all.filter { $0.owner == task }
    }
}
