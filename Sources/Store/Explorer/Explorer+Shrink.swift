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
        let session = ExplorerSession(self)
        for line in current { _ = await session.type(line) }
        let comment = "# explore: \(last.invariant): \(last.message)".drawable
        session.console.log.preamble.append(LogComment(afterSettings: session.console.log.settings.count, text: comment))
        return ExplorationFailure(
            invariant: last.invariant, message: last.message, lines: current,
            linesBeforeShrinking: lines.count, log: session.console.log.text + "\n"
        )
    }
}
