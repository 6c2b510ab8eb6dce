import StoreSupport

/// The careful pass's cold paths: what the quick pass does not read (escaped strings, numbers
/// spelled `.infinity`, dictionaries, `superDecoder`), and every error, with the sentence that
/// needs the type ("did you mean", "one value too many", "missing `id:`") and the position the
/// tape kept.
extension FastTape {
    /// Decodes the whole tape again, checking as it goes, into `result` (uninitialized before;
    /// initialized after, unless it throws).
    func decodeCarefully<T: Decodable>(_ type: T.Type, into result: UnsafeMutablePointer<T>) throws(LiteralError) {
        isCareful = true
        do {
            result.initialize(to: try decode(type, at: 0))
        } catch let error as LiteralError {
            throw error
        } catch {
            throw self.error(at: lastOffset, Self.describe(error))
        }
    }

    /// One value, as Swift's decoders do it: scalars first, then the type's own `init(from:)`,
    /// whose labels are checked when it returns.
    func decodeCarefully<T: Decodable>(_ type: T.Type, at index: Int, arguments: Bool) throws -> T {
        lastOffset = Int(entries[index].at)
        if T.self == String.self { return unsafeBitCast(try string(at: index), to: T.self) }
        if T.self == Int.self { return unsafeBitCast(try integer(Int.self, at: index), to: T.self) }
        if T.self == Bool.self { return unsafeBitCast(try bool(at: index), to: T.self) }
        if T.self == Double.self { return unsafeBitCast(try floating(Double.self, at: index), to: T.self) }
        depth += 1
        defer { depth -= 1 }
        guard StackRoom.enough(above: cache.stackLimit) else { throw error(at: lastOffset, StackRoom.message(atDepth: depth)) }
        let mark = labelUses.count
        let value = try T(from: FastDecoder(tape: self, index: index, arguments: arguments))
        try checkLabels(from: mark)
        return value
    }

    /// A keyed container in the careful pass: an unknown case is refused here, and a tuple's
    /// labels are checked when the value it belongs to is decoded.
    func carefulContainer<Key: CodingKey>(at index: Int, arguments: Bool, keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let entry = entries[index]
        lastOffset = Int(entry.at)
        var use: LabelUse? = nil
        var isCase = false
        switch entry.kind {
        case _ where arguments, .tuple:
            use = LabelUse(index: index, arguments: arguments, labels: labels(of: index), keyType: Key.self)
            labelUses.append(use!)
        case .enumCase, .enumCaseWithArguments:
            if let notingCase { try notingCase(Key.self, index) }
            let name = text(entry.start, entry.end)
            guard Key(stringValue: name) == nil else { isCase = true; break }
            let names = CaseNames.of(Key.self)
            if let close = Suggestions.closest(to: name, among: names) {
                throw error(at: Int(entry.at) + 1, "unknown case \(name.echoed("`", "`"))", suggestion: "did you mean \(close)?")
            }
            let listed = names.prefix(12).map { "`.\($0)`" }.joined(separator: ", ") + (names.count > 12 ? ", …" : "")
            throw error(at: Int(entry.at) + 1, "unknown case \(name.echoed("`", "`"))" + (names.isEmpty ? "" : "; the cases are \(listed)"))
        case .dictionary:
            var key = index + 1
            for _ in 0..<entry.count {
                guard entries[key].kind == .string || entries[key].kind == .number else { throw mismatch("a string or integer key", at: key) }
                key += Int(entries[key].size)
                key += Int(entries[key].size)
            }
        default:
            throw mismatch("a case like `.name(…)` or a labelled tuple `(label: …)`", at: index)
        }
        let cursor = FastCursor(tape: self, index: index, isCase: isCase, cache: cache.forKey(type), use: use)
        return KeyedDecodingContainer(FastKeyedContainer<Key>(cursor: cursor))
    }

    /// A label nobody asked for is a typo more often than not: report it, with the labels the
    /// type did ask for. A value without a label that nobody read is one too many.
    private func checkLabels(from mark: Int) throws(LiteralError) {
        defer { labelUses.removeSubrange(mark...) }
        for use in labelUses[mark...] {
            var child = use.index + 1
            for position in 0..<use.used.count {
                defer { child += Int(entries[child].size) }
                guard !use.used[position] else { continue }
                let argument = entries[child]
                guard argument.labelStart >= 0 else {
                    let owner = use.arguments ? "`.\(text(entries[use.index].start, entries[use.index].end))`" : "this tuple"
                    let wanted = use.used.count { $0 }
                    throw error(
                        at: Int(argument.argumentStart),
                        "one value too many: \(owner) takes \(wanted == 1 ? "1 value" : "\(wanted) values"), this is value \(position + 1)"
                    )
                }
                let label = text(argument.labelStart, argument.labelEnd)
                let known = CaseNames.of(use.keyType).filter { !use.labels.contains($0) }
                throw error(
                    at: Int(argument.argumentStart), "unknown label `\(label):`",
                    suggestion: Suggestions.closest(to: label, among: known).map { "did you mean \($0)?" }
                )
            }
        }
    }

    /// The keys of the arguments at `index`: each label, or `_0`, `_1`… for a value without one.
    func labels(of index: Int) -> [String] {
        var labels: [String] = []
        var child = index + 1
        for position in 0..<Int(entries[index].count) {
            let argument = entries[child]
            labels.append(argument.labelStart < 0 ? "_\(position)" : text(argument.labelStart, argument.labelEnd))
            child += Int(argument.size)
        }
        return labels
    }

    /// Why the container at `index` has no value for `name`.
    func missing(_ name: String, in index: Int, isCase: Bool) -> LiteralError {
        // What the container holds, key by key, and where each value starts.
        var keys: [(key: String, at: Int32)] = []
        let entry = entries[index]
        if isCase {
            keys = [(text(entry.start, entry.end), entry.at)]
        } else if entry.kind == .dictionary {
            var key = index + 1
            for _ in 0..<entry.count {
                let value = key + Int(entries[key].size)
                keys.append((keyText(at: key), entries[value].at))
                key = value + Int(entries[value].size)
            }
        } else {
            var child = index + 1
            for label in labels(of: index) {
                keys.append((label, entries[child].at))
                child += Int(entries[child].size)
            }
        }
        if LiteralSpelling.isPositional(name), let position = Int(name.dropFirst()), keys.indices.contains(position),
           !LiteralSpelling.isPositional(keys[position].key) {
            // A label where the case has none (`.yearChanged(year: 2027)`): point at the label.
            let label = keys[position].key
            return error(
                at: labelOffset(label, before: Int(keys[position].at)),
                "unexpected label `\(label):`: the value at position \(position + 1) of \(kindDescription(index)) has no label"
            )
        }
        let spelled = LiteralSpelling.isPositional(name)
            ? "an unlabelled value at position \((Int(name.dropFirst()) ?? 0) + 1)" : "`\(name):`"
        return error(at: Int(entry.at), "missing \(spelled) in \(kindDescription(index))")
    }

    /// Where `label` starts, for a value at `offset` written `label: value`; the value's own
    /// offset when the text is not so.
    private func labelOffset(_ label: String, before offset: Int) -> Int {
        guard let written = LiteralSpelling.label(before: offset, in: bytes),
              bytes[written].elementsEqual(label.utf8)
        else { return offset }
        return written.lowerBound
    }

    /// The entry a `superDecoder()` reads: the value labelled `super`. Without one, the careful
    /// pass says what the superclass would find: nothing to decode.
    func superEntry(in index: Int, isCase: Bool) throws -> Int {
        if !isCase, entries[index].kind != .dictionary, let position = labels(of: index).firstIndex(of: "super") {
            var child = index + 1
            for _ in 0..<position { child += Int(entries[child].size) }
            return child
        }
        throw error(at: Int(entries[index].at), "expected a case like `.name(…)` or a labelled tuple `(label: …)`, found nil")
    }

    /// The value of the dictionary at `index` whose key reads `name`.
    func dictionaryValue(at index: Int, key name: UnsafeBufferPointer<UInt8>) -> Int? {
        let wanted = String(decoding: name, as: UTF8.self)
        var key = index + 1
        for _ in 0..<entries[index].count {
            let value = key + Int(entries[key].size)
            if keyText(at: key) == wanted { return value }
            key = value + Int(entries[value].size)
        }
        return nil
    }

    /// The keys of the dictionary at `index` that `Key` has.
    @inline(never)
    func dictionaryKeys<Key: CodingKey>(at index: Int) -> [Key] {
        var keys: [Key] = []
        var key = index + 1
        for _ in 0..<entries[index].count {
            if let found = Key(stringValue: keyText(at: key)) { keys.append(found) }
            key += Int(entries[key].size)
            key += Int(entries[key].size)
        }
        return keys
    }

    /// A dictionary key as a coding key spells it: a string's contents, a number's text.
    private func keyText(at index: Int) -> String {
        entries[index].kind == .string ? stringValue(at: index) : numberText(at: index)
    }
}

/// Which arguments one keyed container of the careful pass read.
final class LabelUse {
    /// The entry of the tuple or case, and whether it was read as a case's arguments.
    let index: Int
    let arguments: Bool
    let labels: [String]
    let keyType: any CodingKey.Type
    var used: [Bool]

    init(index: Int, arguments: Bool, labels: [String], keyType: any CodingKey.Type) {
        self.index = index
        self.arguments = arguments
        self.labels = labels
        self.keyType = keyType
        used = Array(repeating: false, count: labels.count)
    }
}
