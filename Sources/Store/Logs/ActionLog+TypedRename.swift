import StoreSupport
import StoreText
import StoreCore

/// Renaming a case in the one type it was renamed in: the log's text does not say which type a
/// `.name` belongs to, so each line that holds a value is decoded carefully with the app's own
/// types, and the decoder says which type asks for each case. A case the type no longer has
/// (the code renamed it) is renamed where it stands and the line decoded again, so the cases
/// inside it are found too. A line that does not read for another reason (a state that gained
/// a field) keeps what it has past the point it stops: `--update` re-derives such lines.
extension ActionLog {
    /// Renames the enum case `old` to `new` in the log at `path`, only where it is a case of the
    /// type `old` names (`Row.Action.removeTapped`, or `Action.removeTapped`: the type's name,
    /// or as many of its enclosing types' names as tell it apart), and returns in how many
    /// places. A bare `old` (`removeTapped`) renames it in the one type of the log that has
    /// it, and is refused, naming the spellings to use, when two or more types in the log do.
    /// The file is replaced in one rename, and only when something changed.
    ///
    /// ```swift
    /// try ActionLog.rename(
    ///     "Sessions/list.log",
    ///     case: "Row.Action.removeTapped", to: "removeRequested",
    ///     state: ListFeature.State.self, action: ListFeature.Action.self
    /// )
    /// ```
    @discardableResult
    public static func rename<State: Decodable, Action: Decodable>(
        _ path: String, case old: String, to new: String, state: State.Type, action: Action.Type
    ) throws(ActionLogError) -> Int {
        let target = try CaseTarget(old)
        guard isCaseName(new) else {
            throw ActionLogError(kind: .unavailable, line: nil, message: "`\(new)` must be a case name (letters, digits and `_`, not starting with a digit)")
        }
        guard let bytes = POSIXFile.contents(of: path) else {
            throw ActionLogError(kind: .unavailable, line: nil, message: "cannot read the log \(path): \(POSIXFile.reason)")
        }
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [CaseRename.Found] = []
        for index in lines.indices {
            guard let (kind, body) = LogLineKind.of(lines[index].utf8), kind.holdsValue else { continue }
            let holdsState = kind == .start || kind == .checkpoint
            var rename = CaseRename(target: target, new: new, text: Array(lines[index].utf8.dropFirst(body)), line: index + 1)
            holdsState ? rename.run(State.self) : rename.run(Action.self)
            found += rename.found
            lines[index] = String(lines[index].prefix(body)) + String(decoding: rename.text, as: UTF8.self)
        }
        let types = CaseRename.distinctTypes(found)
        if types.count > 1 {
            let spellings = CaseRename.spellings(types).map { "`\($0).\(target.name)`" }
            throw ActionLogError(
                kind: .unavailable, line: nil,
                message: "`.\(target.name)` is a case of \(types.count) types in the log; say which one to rename: \(spellings.joined(separator: ", "))"
            )
        }
        guard !found.isEmpty else { return 0 }
        // The ones the decoding passed over (the type still has the case) are renamed now,
        // from the last in a line to the first, so the places before stay where they were.
        for (line, places) in Dictionary(grouping: found.filter { !$0.renamed }, by: \.line) {
            var text = Array(lines[line - 1].utf8)
            let body = LogLineKind.of(text)?.body ?? 0
            for place in places.sorted(by: { $0.name.lowerBound > $1.name.lowerBound }) {
                text.replaceSubrange((body + place.name.lowerBound)..<(body + place.name.upperBound), with: Array(new.utf8))
            }
            lines[line - 1] = String(decoding: text, as: UTF8.self)
        }
        if let failure = POSIXFile.replaceWhole(path, lines.joined(separator: "\n"), suffix: ".renaming") {
            throw ActionLogError(kind: .unavailable, line: nil, message: failure)
        }
        return found.count
    }
}

/// A case named for a rename: its name, and the names of its type and the types around it
/// (`Row.Action.removeTapped`), none for a bare name.
package struct CaseTarget: Equatable {
    let type: [String]
    let name: String

    package init(_ spelled: String) throws(ActionLogError) {
        let parts = spelled.split(separator: ".", omittingEmptySubsequences: false)
        guard let last = parts.last, parts.allSatisfy({ ActionLog.isCaseName($0) }) else {
            throw ActionLogError(
                kind: .unavailable, line: nil,
                message: "`\(spelled)` must be a case name, or a type's name and a case name (`Row.Action.removeTapped`): letters, digits and `_`, not starting with a digit"
            )
        }
        name = String(last)
        type = parts.dropLast().map(String.init)
    }

    /// Whether a type, named by its module and enclosing types' names, is the one meant.
    func means(_ path: [String]) -> Bool {
        type.isEmpty || path.count >= type.count && Array(path.suffix(type.count)) == type
    }
}

/// The rename of one line's value: the cases found, by type, and the text as it stands.
struct CaseRename {
    struct Found {
        /// The type's name, from its module: `["Shop", "Row", "Action"]`.
        let type: [String]
        let line: Int
        /// Where the name stands in the line's value, as it stands after the line's renames.
        let name: Range<Int>
        /// Renamed while decoding (the type no longer has the case), or left for later.
        let renamed: Bool
    }

    let target: CaseTarget
    let new: String
    private(set) var text: [UInt8]
    let line: Int
    private(set) var found: [Found] = []

    init(target: CaseTarget, new: String, text: [UInt8], line: Int) {
        self.target = target
        self.new = new
        self.text = text
        self.line = line
    }

    /// Decodes the text as a `T` again and again: each time a case the type no longer has is
    /// met where a rename applies, it is renamed and the decoding starts over.
    mutating func run<T: Decodable>(_ type: T.Type) {
        var renamed: [Found] = []
        // Each round renames one place or ends, and there are no more places than bytes.
        for _ in 0...text.count {
            var passed: [Found] = []
            var stop: Found?
            let (target, line) = (target, line)
            _ = text.withUnsafeBufferPointer { bytes in
                LiteralDecoding.decodeNotingCases(type, utf8: bytes) { keys, range in
                    guard bytes[range].elementsEqual(target.name.utf8) else { return }
                    let path = Self.typePath(of: keys)
                    guard target.means(path) else { return }
                    if keys.init(stringValue: target.name) == nil {
                        stop = Found(type: path, line: line, name: range, renamed: true)
                        throw RenameHere()
                    }
                    passed.append(Found(type: path, line: line, name: range, renamed: false))
                }
            }
            guard let here = stop else {
                found = renamed + passed
                return
            }
            text.replaceSubrange(here.name, with: Array(new.utf8))
            renamed.append(here)
        }
    }

    private struct RenameHere: Error {}

    /// The names of the type whose coding keys are `keys`, from its module: Swift's synthesized
    /// `CodingKeys` stand inside their type. Generic arguments and the places of types declared
    /// inside functions are left out.
    static func typePath(of keys: any CodingKey.Type) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in String(reflecting: keys) {
            switch character {
            case "<", "(": depth += 1
            case ">", ")": depth -= 1
            case "." where depth == 0:
                if !current.isEmpty { parts.append(current) }
                current = ""
            default:
                if depth == 0 { current.append(character) }
            }
        }
        if !current.isEmpty { parts.append(current) }
        return Array(parts.dropLast())
    }

    /// The different types among `found`, in the order they were first found.
    static func distinctTypes(_ found: [Found]) -> [[String]] {
        var types: [[String]] = []
        for place in found where !types.contains(place.type) { types.append(place.type) }
        return types
    }

    /// For each type, the fewest of its last names that no other type of `types` ends with.
    static func spellings(_ types: [[String]]) -> [String] {
        types.map { type in
            for count in 1...max(1, type.count) {
                let suffix = Array(type.suffix(count))
                let shared = types.contains { $0 != type && $0.count >= count && Array($0.suffix(count)) == suffix }
                if !shared || count == type.count { return suffix.joined(separator: ".") }
            }
            return type.joined(separator: ".")
        }
    }
}
