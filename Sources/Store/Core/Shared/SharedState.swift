/// A root state that keeps values its screens share: each is an ordinary field of the root,
/// listed once in ``shared``, and any screen below reads and changes it with ``Shared``,
/// with no parent passing it down and no line copying it back.
///
/// ```swift
/// struct App: Reducer {
///     struct State: SharingState, Equatable, Codable {
///         var logbook = Logbook()
///         var path = ScreenStack<Screen>(root: .list(List.State()))
///         static let shared = SharedFields<Self>(\.logbook)
///     }
///     …
/// }
/// ```
///
/// The field is the one source of truth: tests assert it where the root keeps it
/// (`$0.logbook.routines[id: 1]?.name = "Run"`), and logs, diffs and replays see it as any
/// other state. Every store, test store, console and replay that runs such a root lends its
/// fields to the screens while they reduce and while they are drawn.
public protocol SharingState {
    /// The fields of this state that screens below it share, one per type.
    static var shared: SharedFields<Self> { get }
}

/// The fields a ``SharingState`` shares, each found by its type: a screen that declares
/// `@Shared var logbook: Logbook` reaches the root's one `Logbook` field.
///
/// ```swift
/// static let shared = SharedFields<Self>(\.logbook, \.settings)
/// ```
public struct SharedFields<Root>: Sendable {
    let table: SharedTable

    /// The fields at `paths`, each of a type of its own.
    public init<each Value>(_ paths: repeat WritableKeyPath<Root, each Value> & Sendable) {
        var fields: [ObjectIdentifier: SharedFieldBase] = [:]
        var duplicates: [String] = []
        for path in repeat each paths {
            let field = SharedField(path)
            if fields.updateValue(field, forKey: field.valueType) != nil { duplicates.append(field.valueName) }
        }
        if !duplicates.isEmpty {
            RuntimeWarnings.report("\(String(reflecting: Root.self)) shares more than one field of type \(duplicates.joined(separator: ", ")); a screen finds a shared field by its type, so give each a type of its own")
        }
        table = SharedTable(rootName: "\(Root.self)", fields: fields)
    }
}

extension SharingState {
    static var sharedTable: SharedTable { shared.table }
}

/// The shared fields of one root type, by the type of their values: a handful, found by a
/// scan that costs less than hashing.
@usableFromInline
package final class SharedTable: Sendable {
    let rootName: String
    /// What to do when a screen reads a type the root does not share.
    let advice: String
    /// The types of the values a test store was given, as a reader writes them (`[SyncUp]`),
    /// in the order given; `nil` for a root's own fields.
    let given: [String]?
    let types: [ObjectIdentifier]
    let fields: [SharedFieldBase]

    init(rootName: String, fields: [ObjectIdentifier: SharedFieldBase], advice: String? = nil, given: [String]? = nil) {
        self.rootName = rootName
        self.advice = advice ?? "add its key path to `static let shared = SharedFields<Self>(…)` there"
        self.given = given
        types = Array(fields.keys)
        self.fields = types.map { fields[$0]! }
    }

    /// The field whose values are of type `type`.
    @inline(__always)
    func field(of type: ObjectIdentifier) -> SharedFieldBase? {
        var index = 0
        while index < types.count {
            if types[index] == type { return fields[index] }
            index += 1
        }
        return nil
    }

    /// The table of `State`, or `nil` when it shares nothing: asked once by whoever runs a
    /// reducer, never per action.
    @usableFromInline
    package static func of<State>(_ type: State.Type) -> SharedTable? {
        (type as? any SharingState.Type)?.sharedTable
    }
}

class SharedFieldBase: @unchecked Sendable {
    /// Where a stored field lies in its root; `nil` for a computed one. Immutable after `init`.
    let offset: Int?

    init(offset: Int?) {
        self.offset = offset
    }

    var valueName: String { fatalError("a SharedField overrides it") }
}

/// How a shared field of type `Value` is read and changed inside a root lent by pointer: in
/// place at its offset when it is stored, through its key path otherwise.
class SharedValueField<Value>: SharedFieldBase, @unchecked Sendable {
    override var valueName: String { "\(Value.self)" }
    func read(in root: UnsafeMutableRawPointer) -> Value { fatalError("a SharedField overrides it") }
    func write(_ value: Value, in root: UnsafeMutableRawPointer) {}
}

/// A field of `Root`.
final class SharedField<Root, Value>: SharedValueField<Value>, @unchecked Sendable {
    let path: WritableKeyPath<Root, Value>

    init(_ path: WritableKeyPath<Root, Value>) {
        self.path = path
        super.init(offset: MemoryLayout<Root>.offset(of: path))
    }

    var valueType: ObjectIdentifier { ObjectIdentifier(Value.self) }

    override func read(in root: UnsafeMutableRawPointer) -> Value {
        root.assumingMemoryBound(to: Root.self).pointee[keyPath: path]
    }

    override func write(_ value: Value, in root: UnsafeMutableRawPointer) {
        root.assumingMemoryBound(to: Root.self).pointee[keyPath: path] = value
    }
}
