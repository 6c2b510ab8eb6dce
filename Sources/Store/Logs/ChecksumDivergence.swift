import StoreText
import StoreCore

/// What differs when a replayed state's checksum is not the one a `~` line holds.
///
/// The log keeps a checksum there, not the state, so the logged state cannot simply be shown.
/// It is looked for instead among the states the log most likely held: the state at the last
/// checkpoint that matched, and the replayed state with one of the parts it changed since then
/// put back as it was (or with only that part changed). A candidate is checked by its checksum,
/// which is taken of its canonical text, so each costs one hash of spliced text and no decoding.
/// When one matches, the log's state is known, and the message says where it differs and both
/// values; when none does, it lists what the replay changed since the last match, among which
/// (or beside which) the difference lies.
enum ChecksumDivergence {
    /// At most this many changed parts are tried one by one.
    static let partsTried = 32

    /// The lines that explain a mismatch of `state` with the logged checksum `expected`, given
    /// the state at the last checkpoint that matched (or the start) and its line; empty when
    /// nothing can be said.
    static func explain<State: Encodable>(_ state: State, expected: String, matched: State?, matchedLine: Int) -> [String] {
        guard let matched, var replayed = try? LiteralText.encode(state), var before = try? LiteralText.encode(matched) else { return [] }
        return replayed.withUTF8 { replayed in
            before.withUTF8 { before in
                explain(replayed: replayed, before: before, expected: expected, matchedLine: matchedLine)
            }
        }
    }

    static func explain(
        replayed: UnsafeBufferPointer<UInt8>, before: UnsafeBufferPointer<UInt8>, expected: String, matchedLine: Int
    ) -> [String] {
        guard let now = try? ChangeList.Side(replayed), let then = try? ChangeList.Side(before) else { return [] }
        var parts: [(before: Range<Int>, now: Range<Int>)] = []
        changedParts(then, 0, now, 0, into: &parts)
        if let logged = loggedText(replayed: replayed, before: before, parts: parts, expected: expected) {
            var lines = ["the log's state here, found from its checksum, differs from the replayed one at (logged → replayed):"]
            lines += changes(from: logged[...], to: Array(replayed)[...]).map { "  " + $0 }
            return lines
        }
        let changed = changes(from: Array(before)[...], to: Array(replayed)[...])
        guard !changed.isEmpty else {
            return ["the replay changed nothing since line \(matchedLine), where the state last matched the log: the logged session changed something here that the app no longer changes"]
        }
        return ["the log keeps only this checksum, not the state, so what it held is not known; since line \(matchedLine), where the state last matched the log, the replay changed (before → after):"]
            + changed.map { "  " + $0 }
    }

    /// The text among the likely ones whose checksum is `expected`.
    private static func loggedText(
        replayed: UnsafeBufferPointer<UInt8>, before: UnsafeBufferPointer<UInt8>,
        parts: [(before: Range<Int>, now: Range<Int>)], expected: String
    ) -> [UInt8]? {
        if checksum(Array(before)[...]) == expected { return Array(before) }
        for part in parts.prefix(partsTried) {
            // The replayed state with this part as it was…
            let reverted = Array(replayed[..<part.now.lowerBound]) + before[part.before] + replayed[part.now.upperBound...]
            if checksum(reverted[...]) == expected { return reverted }
            // …and the state as it was with only this part changed.
            let alone = Array(before[..<part.before.lowerBound]) + replayed[part.now] + before[part.before.upperBound...]
            if checksum(alone[...]) == expected { return alone }
        }
        return nil
    }

    /// The smallest parts in which two texts differ, as byte ranges of each: the values of a
    /// case, tuple or array of one shape are compared one by one; anything else that differs
    /// is one part.
    private static func changedParts(
        _ old: ChangeList.Side, _ a: Int, _ new: ChangeList.Side, _ b: Int, into parts: inout [(before: Range<Int>, now: Range<Int>)]
    ) {
        guard old.full(a) != new.full(b) else { return }
        let oldEntry = old.entries[a], newEntry = new.entries[b]
        let sameShape = switch (oldEntry.kind, newEntry.kind) {
        case (.enumCaseWithArguments, .enumCaseWithArguments): old.name(a) == new.name(b)
        case (.tuple, .tuple), (.array, .array): true
        default: false
        }
        let oldChildren = old.children(a), newChildren = new.children(b)
        guard sameShape, oldChildren.map(\.label) == newChildren.map(\.label) else {
            parts.append((Int(oldEntry.at)..<Int(oldEntry.valueEnd), Int(newEntry.at)..<Int(newEntry.valueEnd)))
            return
        }
        for (before, after) in zip(oldChildren, newChildren) {
            changedParts(old, before.node, new, after.node, into: &parts)
        }
    }

    /// The lines of ``ChangeList`` from one text to another: `path: old → new`.
    private static func changes(from old: ArraySlice<UInt8>, to new: ArraySlice<UInt8>) -> [String] {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                guard let before = try? ChangeList.Side(old), let after = try? ChangeList.Side(new) else { return [] }
                var lines: [String] = []
                ChangeList(old: before, new: after).compare(0, 0, path: "", into: &lines)
                return lines
            }
        }
    }

    private static func checksum(_ bytes: ArraySlice<UInt8>) -> String {
        var hash = FNV1a()
        bytes.withUnsafeBufferPointer { hash.add($0) }
        return hash.hex
    }
}
