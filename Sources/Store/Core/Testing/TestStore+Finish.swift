import StoreText

extension TestStore {
    /// Waits for the effects to end, then fails if any still runs or any received action was
    /// not asserted. With exhaustivity off, it cancels what runs and fails on nothing.
    public func finish(
        timeout: Duration? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async throws {
        let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        step += 1
        lastStep = location
        let limit = timeout ?? self.timeout
        let runtime = store.runtime
        let settled = await runtime.waitUntil(timeout: limit) { runtime.runningCount == 0 || runtime.isIdle }
        var problems: [String] = []
        let running = runtime.runningCount
        if running > 0 {
            let them = running == 1 ? "it" : "them"
            let why = settled ? "" : " after \(limit)"
            problems.append(
                "\(count(running, "effect")) \(running == 1 ? "is" : "are") still running\(why); "
                    + "cancel \(them) in the reducer (or end the screen that owns \(them)), "
                    + (settled ? "" : "wait for \(them), ")
                    + "or call skipInFlightEffects():\n" + runningList(atEnd: true)
            )
            store.cancelAllEffects()
            _ = await runtime.waitUntil(timeout: limit) { runtime.runningCount == 0 }
        }
        if !recorder.received.isEmpty {
            problems.append("actions received from effects were not asserted (assert each with `receive`, or call "
                + "skipReceivedActions()):\n" + receivedList)
        }
        let warned = warningsProblem()
        guard exhaustivity == .on else {
            let refused = droppedRefusals(recorder.received)
            recorder.received.removeAll()
            state = store.state
            let left = [warned, refused].compactMap { $0 }
            if !left.isEmpty { try fail("step \(step), finish()", left.joined(separator: "\n"), at: location) }
            return
        }
        state = store.state
        recorder.received.removeAll()
        if let warned { problems.append(warned) }
        try endIfSharedWasMissed("step \(step), finish()", at: location)
        if !problems.isEmpty {
            try fail("step \(step), finish()", problems.joined(separator: "\n"), at: location)
        }
    }

    /// Drops the actions received so far without asserting them; ``state`` becomes the state
    /// the last of them left.
    public func skipReceivedActions() {
        if let last = recorder.received.last { state = last.state }
        recorder.received.removeAll()
    }

    /// Cancels every effect still running, so `finish` does not wait for them or fail on them.
    public func skipInFlightEffects() {
        store.cancelAllEffects()
    }

    var receivedList: String {
        recorder.received.map { "  " + DebugText.line($0.action) + ($0.refusal.map { " (refused: \($0))" } ?? "") }
            .joined(separator: "\n")
    }

    /// Each running effect on a line: the action that started it and what it waits on; `atEnd`,
    /// named by what ends it (see ``EffectRuntime/runningEffects(group:limit:atEnd:)``).
    func runningList(atEnd: Bool = false) -> String {
        store.runtime.runningEffects(atEnd: atEnd).map { "  - " + $0 }.joined(separator: "\n")
    }

    func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Applies `expectedChange` and returns what differs from `actual`, or `nil`; ``state``
    /// becomes `actual` either way.
    func check(before: State, after actual: State, _ expectedChange: ((inout State) throws -> Void)?) -> String? {
        var expected = exhaustivity == .on ? before : actual
        defer { state = actual }
        do {
            try expectedChange?(&expected)
        } catch {
            return "the assertion threw: \(error)"
        }
        guard expected != actual else { return nil }
        let diff = LineDiff.render(expected: DebugText.lines(expected), actual: DebugText.lines(actual))
            ?? DebugText.samePrint(expected, actual, what: "the two states")
        return "the state is not what the test expected (− expected, + actual; make the step's closure change what the reducer "
            + "changed, or fix the reducer):\n\(diff)"
    }

    /// Reports a failed step as the test framework's issue at `location`, or throws it.
    func fail(_ step: String, _ message: String, at location: TestLocation) throws {
        let failure = TestStoreFailure(step: step, message: message, fileID: "\(location.fileID)", line: location.line)
        if failureReporting == .testFramework, TestFailureReporter.record(failure.description, at: location) { return }
        throw failure
    }
}
