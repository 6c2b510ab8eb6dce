import StoreText

/// The state of one screen tested alone with the shared values it reads: what a ``TestStore``
/// given `shared:` keeps, so that a step asserts the screen's fields as before (`$0.draft = ""`)
/// and a shared value by its type, as a screen finds it (`$0[Logbook.self]?.routines = […]`).
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
///
/// `$0.shared` is the first value given, named nowhere in the test; `$0[Logbook.self]` finds any
/// of them by its type, as a screen does.
@dynamicMemberLookup
public struct SharedScreenState<Screen: Equatable, First: Equatable & Sendable>: Equatable {
    /// The screen's own state.
    public var screen: Screen
    var values: SharedValues

    /// The first shared value the test store was given (`shared:`), without naming its type.
    ///
    /// ```swift
    /// try await store.send(.titleChanged("Retro")) {
    ///     $0.shared[id: 1]?.title = "Retro"
    /// }
    /// ```
    public var shared: First {
        get {
            // The test store's values always hold the first given: the type's subscript does
            // not remove it, and nothing else does.
            values.value(First.self)!
        }
        set { values.set(newValue) }
    }

    /// A field of the screen's own state.
    public subscript<Field>(dynamicMember field: WritableKeyPath<Screen, Field>) -> Field {
        get { screen[keyPath: field] }
        set { screen[keyPath: field] = newValue }
    }

    /// The shared value of type `type`; `nil` when the test store was given none.
    public subscript<Value: Equatable & Sendable>(_ type: Value.Type) -> Value? {
        get { values.entries[ObjectIdentifier(type)]?.value as? Value }
        set {
            guard newValue != nil || Value.self != First.self else {
                RuntimeWarnings.report("`$0[\(Value.self).self] = nil` was ignored: the first shared value given (`$0.shared`) stays, as the screen reads it")
                return
            }
            values.set(newValue)
        }
    }

    /// The table that lends the values to the screen while it reduces, found by their types.
    static func table(of values: SharedValues) -> SharedTable {
        // `values` is a stored field, so it has an offset; 0 is never used in its place.
        let offset = MemoryLayout<Self>.offset(of: \Self.values) ?? 0
        var fields: [ObjectIdentifier: SharedFieldBase] = [:]
        for (type, entry) in values.entries { fields[type] = entry.field(offset) }
        return SharedTable(
            rootName: "the test store's shared values",
            fields: fields,
            advice: "give one to the TestStore: `TestStore(initialState:reducer:shared:)`",
            given: values.order.compactMap { values.entries[$0].map { SharedValues.readableName($0.name) } }
        )
    }
}

extension SharedScreenState: Sendable where Screen: Sendable {}

extension SharedScreenState: CustomReflectable {
    /// The screen's state, then each shared value under its type's name.
    public var customMirror: Mirror {
        let shared = values.order.compactMap { type in values.entries[type].map { (label: $0.name as String?, value: $0.value as Any) } }
        return Mirror(self, children: [(label: "screen" as String?, value: screen as Any)] + shared, displayStyle: .struct)
    }
}

extension SharedScreenState: Encodable where Screen: Encodable {
    /// `(screen: …, Logbook: …)`: the screen's state, then each shared value under its type's
    /// name; it throws when a shared value is not `Encodable`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SharedValues.Name.self)
        try container.encode(screen, forKey: SharedValues.Name(stringValue: "screen"))
        for type in values.order {
            guard let entry = values.entries[type] else { continue }
            guard let value = entry.value as? any Encodable else {
                throw EncodingError.invalidValue(entry.value, .init(codingPath: [], debugDescription: "\(entry.name) is not Encodable"))
            }
            try container.encode(value, forKey: SharedValues.Name(stringValue: entry.name))
        }
    }
}

/// Shared values by their types, compared and printed as state is.
struct SharedValues: Equatable, Sendable {
    package struct Entry: Sendable {
        let value: any Sendable
        let name: String
        let isEqual: @Sendable (any Sendable) -> Bool
        /// The field that reaches this value in a root whose `SharedValues` lie at an offset.
        let field: @Sendable (Int) -> SharedFieldBase
    }

    struct Name: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    private(set) var entries: [ObjectIdentifier: Entry] = [:]
    /// The types in the order the test gave them: the order they print in.
    private(set) var order: [ObjectIdentifier] = []

    /// Keeps `value` as the one of its type (none, when `nil`); returns whether one was there.
    @discardableResult
    mutating func set<Value: Equatable & Sendable>(_ value: Value?) -> Bool {
        let type = ObjectIdentifier(Value.self)
        guard let value else {
            order.removeAll { $0 == type }
            return entries.removeValue(forKey: type) != nil
        }
        let entry = Entry(
            value: value, name: "\(Value.self)",
            isEqual: { ($0 as? Value) == value },
            field: { SharedEntryField<Value>(valuesAt: $0) }
        )
        if entries.updateValue(entry, forKey: type) != nil { return true }
        order.append(type)
        return false
    }

    /// A type's name as Swift code writes it: `[SyncUp]` for `Array<SyncUp>`, `Int?` for
    /// `Optional<Int>`, `[String: Int]` for `Dictionary<String, Int>`, at any depth.
    static func readableName(_ name: String) -> String {
        func inner(_ prefix: String) -> String? {
            guard name.hasPrefix(prefix), name.hasSuffix(">") else { return nil }
            return String(name.dropFirst(prefix.count).dropLast())
        }
        if let element = inner("Array<") { return "[\(readableName(element))]" }
        if let wrapped = inner("Optional<") { return "\(readableName(wrapped))?" }
        if let pair = inner("Dictionary<") {
            var depth = 0
            for index in pair.indices {
                switch pair[index] {
                case "<", "[", "(": depth += 1
                case ">", "]", ")": depth -= 1
                case "," where depth == 0:
                    let key = pair[..<index], value = pair[pair.index(after: index)...].drop { $0 == " " }
                    return "[\(readableName(String(key))): \(readableName(String(value)))]"
                default: break
                }
            }
        }
        return name
    }

    func value<Value>(_: Value.Type) -> Value? {
        entries[ObjectIdentifier(Value.self)]?.value as? Value
    }

    static func == (lhs: SharedValues, rhs: SharedValues) -> Bool {
        lhs.entries.count == rhs.entries.count
            && lhs.entries.allSatisfy { type, entry in rhs.entries[type].map { entry.isEqual($0.value) } ?? false }
    }
}

/// A shared value kept in a root's ``SharedValues`` (at `valuesAt` in it), read and changed there.
final class SharedEntryField<Value: Equatable & Sendable>: SharedValueField<Value>, @unchecked Sendable {
    private let valuesAt: Int

    init(valuesAt: Int) {
        self.valuesAt = valuesAt
        super.init(offset: nil)
    }

    override func read(in root: UnsafeMutableRawPointer) -> Value {
        guard let value = (root + valuesAt).assumingMemoryBound(to: SharedValues.self).pointee.value(Value.self) else {
            // The table is made from the values of the root it lends, and nothing a screen
            // reaches removes one.
            fatalError("the test store's shared \(Value.self) is missing from the values it lends")
        }
        return value
    }

    override func write(_ value: Value, in root: UnsafeMutableRawPointer) {
        (root + valuesAt).assumingMemoryBound(to: SharedValues.self).pointee.set(value)
    }
}
