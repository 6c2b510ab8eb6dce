import Foundation
import StoreSupport

/// The lines typed in earlier sessions, kept in a capped file so ↑ and Ctrl-R reach them
/// across sessions: `$XDG_STATE_HOME/PROGRAM/history`, or `~/.local/state/PROGRAM/history`.
///
/// Each line is appended as it is submitted (so sessions side by side keep each other's
/// lines), readable only by the user; when the file holds twice ``limit`` lines, the newest
/// ``limit`` replace it.
struct HistoryFile {
    static let limit = 1_000
    /// Longer lines (a pasted log line) are not kept.
    static let longestLine = 4_096

    let path: String

    /// Where `program`'s history lives for this environment, or `nil` without a home folder.
    static func defaultPath(environment: [String: String], program: String) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/\(program)/history"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.local/state/\(program)/history"
    }

    /// The newest ``limit`` lines, oldest first; none when the file is missing or unreadable.
    func load() -> [String] {
        guard let bytes = POSIXFile.contents(of: path) else { return [] }
        let lines = String(decoding: bytes, as: UTF8.self)
            .split { $0 == "\n" || $0 == "\r\n" }   // "\r\n" is one Character
            .map(String.init)
            .filter { !$0.isEmpty && $0.utf8.count <= Self.longestLine && !$0.contains(where: \.isTerminalControl) }
        return Array(lines.suffix(Self.limit))
    }

    /// Adds `line` at the end; a failure to write is not worth interrupting the session for,
    /// so it returns why instead of throwing.
    @discardableResult
    func append(_ line: String) -> String? {
        guard !line.isEmpty, line.utf8.count <= Self.longestLine, !line.contains(where: \.isTerminalControl) else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            return "cannot create \(folder): \(error.localizedDescription)"
        }
        guard let descriptor = POSIXFile.open(path, .append, permissions: 0o600) else { return "cannot write \(path): \(POSIXFile.reason)" }
        defer { POSIXFile.close(descriptor) }
        guard POSIXFile.write(descriptor, line + "\n") else { return "cannot write \(path): \(POSIXFile.reason)" }
        compactIfLong()
        return nil
    }

    /// Keeps the newest ``limit`` lines once the file has twice as many, in one rename. (A line
    /// another session appends between the read and the rename is lost: history, not a log.)
    private func compactIfLong() {
        guard let bytes = POSIXFile.contents(of: path), bytes.count > Self.limit * 16 else { return }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        guard lines.count >= Self.limit * 2 else { return }
        let kept = lines.suffix(Self.limit).joined(separator: "\n") + "\n"
        _ = POSIXFile.replaceWhole(path, kept, suffix: ".\(POSIXFile.processID)", permissions: 0o600)
    }
}
