import StoreSupport
import StoreLogs

extension Explorer {
    /// The shortest session found that still breaks what `broken` broke: chunks of lines
    /// removed while it does (halves, then smaller), then single lines, then `:wait`s made
    /// shorter; and its log, with the failure in a comment.
    func shrink(_ lines: [String], _ broken: ExplorerSession<Feature>.Broken) async -> ExplorationFailure {
        var current = lines
        var last = broken
        var parts = 2
        while current.count >= 2 {
            let size = (current.count + parts - 1) / parts
            var removed = false
            var start = 0
            while start < current.count {
                let candidate = Array(current[..<start]) + Array(current[min(current.count, start + size)...])
                if let still = await stillBreaks(candidate, broken.invariant) {
                    (current, last, removed) = (candidate, still, true)
                    parts = max(parts - 1, 2)
                    break
                }
                start += size
            }
            if !removed {
                if parts >= current.count { break }
                parts = min(parts * 2, current.count)
            }
        }
        var index = 0
        while index < current.count {
            var candidate = current
            candidate.remove(at: index)
            if let still = await stillBreaks(candidate, broken.invariant) {
                (current, last) = (candidate, still)
            } else {
                index += 1
            }
        }
        return await failure(current, last, linesBeforeShrinking: lines.count)
    }

    /// `lines` typed again from the start, with what `broken` said of them: the session as a
    /// log, the failure and each line typed in comments above its start (a refused line
    /// leaves no action behind, and ``check(sessionLog:)`` types them again).
    func failure(_ lines: [String], _ broken: ExplorerSession<Feature>.Broken, linesBeforeShrinking: Int) async -> ExplorationFailure {
        let session = ExplorerSession(self)
        for line in lines { _ = await session.type(line) }
        let log = session.console.log
        let comments = ["# explore: \(broken.invariant): \(broken.message)".drawable] + lines.map { Self.typedPrefix + $0.drawable }
        log.preamble += comments.map { LogComment(afterSettings: log.settings.count, text: $0) }
        return ExplorationFailure(
            invariant: broken.invariant, message: broken.message, lines: lines,
            linesBeforeShrinking: linesBeforeShrinking, log: log.text + "\n"
        )
    }

    static var typedPrefix: String { "# explore typed: " }

    /// Types `lines` from the start, as a walk does, checking every invariant after each and
    /// that the session's log replays at the end: what failed, or `nil` when nothing did.
    ///
    /// ```swift
    /// #expect(await explorer.check(["year 2020", "year 2019"]) == nil)
    /// ```
    public func check(_ lines: [String]) async -> ExplorationFailure? {
        let session = ExplorerSession(self)
        for (index, line) in lines.enumerated() {
            if let broken = await session.type(line) { return await failure(Array(lines[...index]), broken, linesBeforeShrinking: index + 1) }
        }
        if let broken = await session.replays() { return await failure(lines, broken, linesBeforeShrinking: lines.count) }
        return nil
    }

    /// Types again the lines of a session an explorer found and wrote (``ExplorationFailure/log``,
    /// or `explore --out`), read from its `# explore typed:` comments: what fails, or `nil` once
    /// the bug is fixed. A session committed with the others stays a test of what it found,
    /// even when what broke was a refused line, which leaves no action in the log.
    ///
    /// ```swift
    /// let text = try String(
    ///     contentsOfFile: "Sessions/year-before-the-data.log", encoding: .utf8
    /// )
    /// #expect(await explorer.check(sessionLog: text) == nil)
    /// ```
    public func check(sessionLog text: String) async -> ExplorationFailure? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0.hasPrefix(Self.typedPrefix) }.map { String($0.dropFirst(Self.typedPrefix.count)) }
        return await check(lines)
    }
}
