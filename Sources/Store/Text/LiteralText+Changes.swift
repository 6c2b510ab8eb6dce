import StoreSupport

extension LiteralText {
    /// What changed from `old` to `new`, one line a changed path, with long values summarised:
    /// the compact form of ``diff(from:to:)``. `nil` when nothing changed.
    ///
    /// ```swift
    /// try LiteralText.changes(from: before, to: after)
    /// // items[2]: added (name: "tea", done: false)
    /// // tags: [] → [100 elements]
    /// ```
    public static func changes<T: Encodable>(from old: T, to new: T) throws -> String? {
        var before = try encode(old)
        var after = try encode(new)
        let lines = try before.withUTF8 { before in
            try after.withUTF8 { after in
                var lines: [String] = []
                let list = ChangeList(old: try ChangeList.Side(before), new: try ChangeList.Side(after))
                list.compare(0, 0, path: "", into: &lines)
                return lines
            }
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
}

/// The paths where two values' canonical texts differ, read from their tapes.
package struct ChangeList {
    /// At most this many changed elements of one array are listed; more are counted.
    static let elementsListed = 3
    /// Values longer than this are summarised.
    static let shortValue = 72

    /// One value's canonical text and its tape.
    package struct Side {
        let bytes: UnsafeBufferPointer<UInt8>
        package var entries: [LiteralTape.Entry] = []

        package init(_ bytes: UnsafeBufferPointer<UInt8>) throws(LiteralError) {
            self.bytes = bytes
            if let failure = LiteralTape.parse(bytes, into: &entries, stackLimit: StackRoom.limit) {
                throw LiteralError(text: String(decoding: bytes, as: UTF8.self), offset: max(0, failure.offset), message: failure.message)
            }
        }

        func kind(_ index: Int) -> LiteralTape.Kind { entries[index].kind }

        func text(_ start: Int32, _ end: Int32) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(end)]), as: UTF8.self)
        }

        /// A case's name.
        package func name(_ index: Int) -> String { text(entries[index].start, entries[index].end) }

        /// The children of a case, tuple or array: each with its label, if it has one.
        package func children(_ index: Int) -> [(label: String?, node: Int)] {
            var children: [(label: String?, node: Int)] = []
            var child = index + 1
            let count = entries[index].kind == .dictionary ? 2 * Int(entries[index].count) : Int(entries[index].count)
            for _ in 0..<count {
                let entry = entries[child]
                children.append((entry.labelStart < 0 ? nil : text(entry.labelStart, entry.labelEnd), child))
                child += Int(entry.size)
            }
            return children
        }

        /// The value as one line of the text syntax: its canonical text, as written.
        package func full(_ index: Int) -> String { text(entries[index].at, entries[index].valueEnd) }

        /// A string's contents.
        func string(_ index: Int) -> String {
            let entry = entries[index]
            return entry.flag == .escaped ? LiteralTape.unescaped(entry.start, entry.end, in: bytes) : text(entry.start, entry.end)
        }
    }

    let old: Side
    let new: Side

    package init(old: Side, new: Side) {
        self.old = old
        self.new = new
    }

    package func compare(_ before: Int, _ after: Int, path: String, into lines: inout [String]) {
        switch (old.kind(before), new.kind(after)) {
        case (.enumCase, .enumCase) where old.name(before) == new.name(after):
            return
        case (.enumCaseWithArguments, .enumCaseWithArguments) where old.name(before) == new.name(after):
            compareArguments(before, after, path: path + "." + old.name(before), into: &lines)
        case (.tuple, .tuple):
            compareArguments(before, after, path: path, into: &lines)
        case (.array, .array):
            compareArrays(before, after, path: path, into: &lines)
        default:
            if old.full(before) != new.full(after) { changed(before, after, path, &lines) }
        }
    }

    private func compareArguments(_ before: Int, _ after: Int, path: String, into lines: inout [String]) {
        let oldItems = old.children(before)
        let newItems = new.children(after)
        guard oldItems.map(\.label) == newItems.map(\.label) else {
            // Optional fields come and go: pair them by label.
            let oldByLabel = Dictionary(oldItems.enumerated().map { ($0.element.label ?? "\($0.offset)", $0.element.node) }) { first, _ in first }
            let newByLabel = Dictionary(newItems.enumerated().map { ($0.element.label ?? "\($0.offset)", $0.element.node) }) { first, _ in first }
            // In the new value's order, then what only the old one had.
            let labels = newItems.enumerated().map { $0.element.label ?? "\($0.offset)" }
                + oldItems.enumerated().map { $0.element.label ?? "\($0.offset)" }
            var seen = Set<String>()
            for label in labels where seen.insert(label).inserted {
                let place = Self.join(path, label)
                switch (oldByLabel[label], newByLabel[label]) {
                case (let before?, let after?): compare(before, after, path: place, into: &lines)
                case (let before?, nil): lines.append("\(place): \(summary(old, before)) → (none)")
                case (nil, let after?): lines.append("\(place): (none) → \(summary(new, after))")
                case (nil, nil): break
                }
            }
            return
        }
        for (index, (before, after)) in zip(oldItems, newItems).enumerated() {
            let label = before.label ?? (oldItems.count == 1 ? nil : "\(index)")
            compare(before.node, after.node, path: label.map { Self.join(path, $0) } ?? path, into: &lines)
        }
    }

    private func compareArrays(_ before: Int, _ after: Int, path: String, into lines: inout [String]) {
        // A few elements added or removed at the end (a stack pushed or popped): the shared
        // ones compared, the others named. Anything else: the elements compared one by one if
        // the counts agree, else both counted.
        let oldItems = old.children(before).map(\.node)
        let newItems = new.children(after).map(\.node)
        let common = min(oldItems.count, newItems.count)
        guard oldItems.count == newItems.count || abs(oldItems.count - newItems.count) <= Self.elementsListed else {
            lines.append("\(Self.named(path)): \(summary(old, before)) → \(summary(new, after))")
            return
        }
        let differing = (0..<common).filter { old.full(oldItems[$0]) != new.full(newItems[$0]) }
        for index in differing.prefix(Self.elementsListed) {
            compare(oldItems[index], newItems[index], path: "\(path)[\(index)]", into: &lines)
        }
        if differing.count > Self.elementsListed {
            lines.append("\(Self.named(path)): and \(differing.count - Self.elementsListed) more of its \(oldItems.count) elements changed")
        }
        for index in common..<newItems.count { lines.append("\(path)[\(index)]: added \(summary(new, newItems[index]))") }
        for index in common..<oldItems.count { lines.append("\(path)[\(index)]: removed \(summary(old, oldItems[index]))") }
    }

    private static func join(_ path: String, _ label: String) -> String {
        path.isEmpty ? label : path + "." + label
    }

    private func changed(_ before: Int, _ after: Int, _ path: String, _ lines: inout [String]) {
        lines.append("\(Self.named(path)): \(summary(old, before)) → \(summary(new, after))")
    }

    /// A path as a line names it: the root is "the state".
    private static func named(_ path: String) -> String {
        path.isEmpty ? "the state" : path
    }

    /// A value in at most about ``shortValue`` characters: long collections counted, long text cut.
    func summary(_ side: Side, _ node: Int) -> String {
        let whole = side.full(node)
        if whole.count <= Self.shortValue { return whole }
        return short(side, node, depth: 0)
    }

    private func short(_ side: Side, _ node: Int, depth: Int) -> String {
        let count = Int(side.entries[node].count)
        switch side.kind(node) {
        case .array:
            return "[\(count) element\(count == 1 ? "" : "s")]"
        case .dictionary:
            return "[\(count) entr\(count == 1 ? "y" : "ies")]"
        case .string:
            let text = side.string(node)
            return LiteralSpelling.quoted(String(text.prefix(24))) + (text.count > 24 ? "…" : "")
        case .enumCaseWithArguments:
            let name = side.name(node)
            return depth > 4 ? ".\(name)(…)" : ".\(name)(\(shortArguments(side, node, depth: depth)))"
        case .tuple:
            return depth > 4 ? "(…)" : "(\(shortArguments(side, node, depth: depth)))"
        default:
            return side.full(node)
        }
    }

    private func shortArguments(_ side: Side, _ node: Int, depth: Int) -> String {
        side.children(node).map { ($0.label.map { "\($0)\(LiteralSpelling.labelSeparator)" } ?? "") + short(side, $0.node, depth: depth + 1) }
            .joined(separator: LiteralSpelling.separator.description)
    }
}
