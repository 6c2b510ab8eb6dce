#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A checkpoint that ``ActionLog/update(_:reducer:strictness:)`` rewrote.
public struct UpdatedCheckpoint: Sendable, Equatable {
    /// The checkpoint's line.
    public let line: Int
    /// The line as the log had it.
    public let old: String
    /// The line as it is now.
    public let new: String
}

extension ActionLog {
    /// Replays a log purely and rewrites each checkpoint whose state changed, as snapshot
    /// testing's record mode does: for after an intended change of the app. Returns the
    /// rewritten checkpoints; the file is replaced only when there are any, in one rename.
    ///
    /// Nothing else ever rewrites a log; a damaged line or a rejected action still fails.
    ///
    /// ```swift
    /// for change in try ActionLog.update("Sessions/calendar.log", reducer: App()) {
    ///     print("line \(change.line): \(change.new)")
    /// }
    /// ```
    @discardableResult
    public static func update<R: Reducer>(
        _ path: String,
        reducer: R,
        strictness: ReplayStrictness = .strict
    ) throws(ActionLogError) -> [UpdatedCheckpoint] where R.State: Codable & Equatable, R.Action: Codable {
        var replacements: [Int: String] = [:]
        var encodingFailure: String?
        _ = try replay(path, reducer: reducer, strictness: strictness, onStep: nil) { line, state, running in
            do {
                replacements[line] = try running.map { try ActionLog.line(checksumOf: state, running: $0) }
                    ?? ActionLog.line(checkpoint: state)
            } catch {
                encodingFailure = encodingFailure ?? "line \(line): the state does not encode: \(error)"
            }
        }
        if let encodingFailure { throw ActionLogError(kind: .unavailable, line: nil, message: encodingFailure) }
        guard !replacements.isEmpty else { return [] }
        guard let bytes = POSIXFile.contents(of: path) else {
            throw ActionLogError(kind: .unavailable, line: nil, message: "cannot read the log \(path): \(POSIXFile.reason)")
        }
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var changes: [UpdatedCheckpoint] = []
        for (line, new) in replacements.sorted(by: { $0.key < $1.key }) where line - 1 < lines.count {
            let ending = lines[line - 1].hasSuffix("\r") ? "\r" : ""
            changes.append(UpdatedCheckpoint(line: line, old: String(lines[line - 1].dropLast(ending.count)), new: new))
            lines[line - 1] = new + ending
        }
        let temporary = path + ".updating"
        guard POSIXFile.writeWhole(temporary, lines.joined(separator: "\n")) else {
            throw ActionLogError(kind: .unavailable, line: nil, message: "cannot write \(temporary): \(POSIXFile.reason)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = POSIXFile.reason
            unlink(temporary)
            throw ActionLogError(kind: .unavailable, line: nil, message: "cannot replace the log \(path): \(reason)")
        }
        return changes
    }
}
