import Foundation
import HolidayFeature
import Router
import Store
import Testing

/// The sessions in `Sessions/` were recorded with `holiday-repl --record`; each checks itself
/// (a checksum after every action, the whole state at the end), so a change of behaviour
/// fails here at the line where the state first differs.
@MainActor
@Suite struct RecordedSessionsTests {
    /// The app's data, for replays: the one line that says where it comes from.
    /// The holiday app's start for a log's settings, as the program derives it.
    static func start(_ settings: [String: String]) -> HolidayApp.State {
        HolidayApp.State(year: settings["year"].flatMap { Int($0) } ?? 2026, month: settings["month"].flatMap { Int($0) } ?? 1)
    }

    static let embedded: @Sendable (inout DependencyValues) -> Void = { $0.holidayClient = .embedded }
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sessions").path
    let scratch = NSTemporaryDirectory() + "sessions-\(UUID().uuidString)/"

    @Test func everyRecordedSessionReplaysPurelyAndLive() async {
        // The logs recorded with the plain embedded data, all at once; the one whose `% data`
        // names the client that fails once (as the program reads it) on its own.
        let failing = "failed-load-and-retry.log"
        let plain = NSTemporaryDirectory() + "plain-sessions-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: plain, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: plain) }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: Self.folder)) ?? [] where name.hasSuffix(".log") {
            let text = (try? String(contentsOfFile: Self.folder + "/" + name, encoding: .utf8)) ?? ""
            #expect(text.contains("\n% data embedded-failing-once\n") == (name == failing), "\(name)")
            if name != failing { try? FileManager.default.copyItem(atPath: Self.folder + "/" + name, toPath: plain + "/" + name) }
        }
        let failures = await ActionLog.replayAll(in: plain, initialState: Self.start, withDependencies: Self.embedded) { _ in HolidayApp() }
        #expect(failures.isEmpty, "\(failures)")
        do {
            _ = try ActionLog.replay(Self.folder + "/" + failing, reducer: HolidayApp(), initialState: Self.start, withDependencies: { $0.holidayClient = .embeddedFailingOnce() })
            _ = try await ActionLog.replayLive(Self.folder + "/" + failing, reducer: HolidayApp(), initialState: Self.start, withDependencies: { $0.holidayClient = .embeddedFailingOnce() })
        } catch {
            Issue.record("\(failing): \(error)")
        }
    }

    @Test func aChangeOfBehaviourFailsAtTheFirstStepItChanges() throws {
        // A regression: "public" no longer filters.
        let changed = Reduce<HolidayApp.State, HolidayApp.Action> { state, action in
            if case .path(.element(_, .holidaysList(.publicOnlyChanged))) = action { return .none }
            return HolidayApp().reduce(into: &state, action: action)
        }
        let failure = #expect(throws: ActionLogError.self) {
            try ActionLog.replay(Self.folder + "/calendar.log", reducer: changed, initialState: Self.start, withDependencies: Self.embedded)
        }
        #expect(failure?.line == 23)
        #expect(failure?.description.hasPrefix("line 23: after `> .path(.element(id: 0, action: .holidaysList(.publicOnlyChanged(true))))` (line 22), the state differs from the checkpoint") == true, "\(failure?.description ?? "")")
    }

    /// Hand edits of readme.log, each with the line a pure and a live replay stop at. Two edits
    /// leave every state as it was (the tap only starts effects, and the delegate it sends does
    /// the work): a live replay sees that no effect sends the `<` line; a pure one, that no
    /// effect can have been running (nothing ran since the start, or since a checkpoint that
    /// said nothing was running).
    nonisolated static let edits: [(name: String, pure: Int, live: Int, edit: @Sendable (inout [String]) -> Void)] = [
        ("a country code changed in a `<` line", 18, 17, { lines in
            let index = lines.firstIndex { $0.hasPrefix("< ") && $0.contains("holidaysLoaded") }!
            lines[index] = lines[index].replacingOccurrences(of: "(code: \"DE\", name: \"Germany\")", with: "(code: \"FR\", name: \"Germany\")")
        }),
        ("a `<` line deleted", 10, 10, { lines in
            lines.remove(at: lines.firstIndex { $0.hasPrefix("< ") && $0.contains("countriesLoaded") }!)
        }),
        ("the user's countryTapped deleted", 14, 14, { lines in
            lines.remove(at: lines.firstIndex { $0.contains("countryTapped") }!)
        }),
        ("two lines swapped", 7, 7, { lines in
            lines.swapAt(6, 7)
        }),
        ("an action for a screen that never existed", 19, 19, { lines in
            let index = lines.firstIndex { $0.contains("holidayTapped(3)") }!
            lines[index] = lines[index].replacingOccurrences(of: "id: 0,", with: "id: 99,")
        }),
    ]

    @Test(arguments: 0..<5)
    func aHandEditIsCaughtAtItsLinePurelyAndLive(_ index: Int) async throws {
        let (name, pureLine, liveLine, edit) = Self.edits[index]
        var lines = try String(contentsOfFile: Self.folder + "/readme.log", encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        edit(&lines)
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let file = scratch + "edited.log"
        try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)

        let pure = #expect(throws: ActionLogError.self, "\(name)") {
            try ActionLog.replay(file, reducer: HolidayApp(), initialState: Self.start, withDependencies: Self.embedded)
        }
        #expect(pure?.line == pureLine, "\(name), pure: \(pure?.description ?? "")")
        let live = await #expect(throws: ActionLogError.self, "\(name)") {
            try await ActionLog.replayLive(file, reducer: HolidayApp(), initialState: Self.start, withDependencies: Self.embedded)
        }
        #expect(live?.line == liveLine, "\(name), live: \(live?.description ?? "")")
    }

    @Test func updateOfAnUnchangedAppChangesNothingAndOfAChangedOneOnlyWhatItDoes() async throws {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let file = scratch + "calendar.log"
        try FileManager.default.copyItem(atPath: Self.folder + "/calendar.log", toPath: file)
        let original = try String(contentsOfFile: file, encoding: .utf8)
        let changed = Reduce<HolidayApp.State, HolidayApp.Action> { state, action in
            if case .path(.element(_, .holidaysList(.publicOnlyChanged))) = action { return .none }
            return HolidayApp().reduce(into: &state, action: action)
        }
        let unchanged = try await ActionLog.update(file, reducer: HolidayApp(), initialState: Self.start, withDependencies: Self.embedded)
        #expect(!unchanged.changed, "every line re-derived as it was: \(unchanged.diff)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == original)

        let update = try await ActionLog.update(file, reducer: changed, initialState: Self.start, withDependencies: Self.embedded)
        #expect(update.removed == 2 && update.added == 2, "the checksum after `public`, and the last checkpoint")
        #expect(update.diff.filter { $0.hasPrefix("−") || $0.hasPrefix("+") }.map { String($0.prefix(3)) } == ["− ~", "− =", "+ ~", "+ ="] || update.diff.filter { $0.hasPrefix("−") || $0.hasPrefix("+") }.map { String($0.prefix(3)) } == ["− ~", "+ ~", "− =", "+ ="], "\(update.diff)")
        let after = try String(contentsOfFile: file, encoding: .utf8)
        #expect(after.split(separator: "\n").filter { $0.hasPrefix("> ") } == original.split(separator: "\n").filter { $0.hasPrefix("> ") })
        _ = try ActionLog.replay(file, reducer: changed, initialState: Self.start, withDependencies: Self.embedded)
        #expect(throws: ActionLogError.self) { try ActionLog.replay(file, reducer: HolidayApp(), initialState: Self.start, withDependencies: Self.embedded) }
    }

    /// The service renames a holiday: a committed session's live replay stops at the answer
    /// that changed, `update` re-derives what the effects send, and the user's lines stay.
    @Test func aChangedResponseIsReDerivedByUpdateAndTheUsersLinesStay() async throws {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let file = scratch + "readme.log"
        try FileManager.default.copyItem(atPath: Self.folder + "/readme.log", toPath: file)
        let original = try String(contentsOfFile: file, encoding: .utf8)
        var renamed = HolidayClient.embedded
        let holidays = renamed.holidays
        renamed.holidays = { code, year in
            try await holidays(code, year).map { holiday in
                guard holiday.name == "Christmas Day" else { return holiday }
                return Holiday(name: "Christmas", date: holiday.date, observed: holiday.observed, isPublic: holiday.isPublic, country: holiday.country)
            }
        }
        let client: @Sendable (inout DependencyValues) -> Void = { [renamed] in $0.holidayClient = renamed }
        await #expect(throws: ActionLogError.self) { try await ActionLog.replayLive(file, reducer: HolidayApp(), initialState: Self.start, withDependencies: client) }
        let update = try await ActionLog.update(file, reducer: HolidayApp(), initialState: Self.start, withDependencies: client)
        #expect(update.changed)
        #expect(update.diff.contains { $0.hasPrefix("+ < ") && $0.contains(#"name: "Christmas","#) })
        let users = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("> ") } }
        #expect(users(try String(contentsOfFile: file, encoding: .utf8)) == users(original))
        _ = try ActionLog.replay(file, reducer: HolidayApp(), initialState: Self.start, withDependencies: client)
        _ = try await ActionLog.replayLive(file, reducer: HolidayApp(), initialState: Self.start, withDependencies: client)
    }

    @Test func windowsLineEndingsAndAByteOrderMarkReadFine() throws {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let file = scratch + "crlf.log"
        let text = try String(contentsOfFile: Self.folder + "/deep-link.log", encoding: .utf8)
        try ("\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")).write(toFile: file, atomically: true, encoding: .utf8)
        let summary = try ActionLog.replay(file, reducer: HolidayApp(), initialState: Self.start, withDependencies: Self.embedded)
        #expect(summary.checkpoints == 3)
    }
}
