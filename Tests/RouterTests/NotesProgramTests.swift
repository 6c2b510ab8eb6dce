import Foundation
import Testing
import TestSupport

/// The Notes app's five-line `main.swift` (Tests/NotesRepl) as a user runs it: a session typed
/// through a pipe, recorded, replayed live, broken by a change, and updated.
@Suite(.serialized) struct NotesProgramTests {
    let folder = NSTemporaryDirectory() + "notes-program-\(UUID().uuidString)/"

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func run(_ arguments: [String], input: String = "") throws -> BuiltProgram.Run {
        let program = try #require(BuiltProgram.url(named: "notes-repl"), "notes-repl is not built next to the tests")
        return try BuiltProgram.run(program, arguments, input: input)
    }

    @Test func aSessionIsEchoedRecordedReplayedLiveAndUpdatedAfterAChange() throws {
        let log = folder + "notes.log"
        let typed = ["add", "# comments are skipped, as in logs", "title Buy milk", "save", "add", "cancel", "delete 1", "keep"]
        let session = try run(["--record", log, "--echo", "--no-color"], input: typed.joined(separator: "\n") + "\n")
        #expect(session.status == 0)
        #expect(session.err == "")
        #expect(session.out.contains("› title Buy milk\nNotes › New note (modal)\n── New note ──\ntitle: Buy milk\n"), "each line is echoed before its screen, with the stack's breadcrumbs")
        #expect(session.out.contains("› # comments are skipped, as in logs\n› title"), "a comment prints nothing")
        #expect(session.out.contains("┌ alert: Delete “Buy milk”?"))

        let live = try run(["replay", log, "--live", "--no-color"])
        #expect(live.status == 0, "\(live.err)")
        #expect(live.out.hasSuffix(": 12 actions replayed live, 8 checkpoints matched\n"), "\(live.out)")

        // The app changes what a step leaves in the state (here: the log is edited as if it had):
        // the replay stops at that step, and --update rewrites what derives from the actions.
        let text = try String(contentsOfFile: log, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let checksum = try #require(lines.firstIndex { $0.hasPrefix("~ ") })
        var changed = lines
        changed[checksum] = "~ 0000000000000000" + lines[checksum].dropFirst(18)
        try changed.joined(separator: "\n").write(toFile: log, atomically: true, encoding: .utf8)
        let diverged = try run(["replay", log, "--no-color"])
        #expect(diverged.status == 1)
        #expect(diverged.err.contains("line \(checksum + 1)"), "\(diverged.err)")

        let update = try run(["replay", log, "--update", "--no-color"])
        #expect(update.status == 0, "\(update.err)")
        #expect(update.out.contains("updated, 1 line out and 1 in; the `>` lines are as they were"), "\(update.out)")
        #expect(try String(contentsOfFile: log, encoding: .utf8) == text, "the log is as it was recorded")
        #expect(try run(["replay", log]).status == 0)
    }

    @Test func aLogCutOffMidLineReplaysLenientlyUpToTheCutAndExitsThree() throws {
        let log = folder + "cut.log"
        _ = try run(["--record", log], input: "add\ntitle Tea\nsave\n")
        let whole = try String(contentsOfFile: log, encoding: .utf8)
        // A killed writer leaves half a line behind.
        try (whole + "> .ad").write(toFile: log, atomically: true, encoding: .utf8)
        let cut = whole.split(separator: "\n").count + 1

        let strict = try run(["replay", log, "--no-color"])
        #expect(strict.status == 3)
        #expect(strict.err.contains("line \(cut): the log ends in the middle of this line"), "\(strict.err)")

        let lenient = try run(["replay", log, "--lenient", "--no-color"])
        #expect(lenient.status == 3, "what was cut is still said, in the exit code")
        #expect(lenient.out.contains("Tea"), "the complete part is replayed and shown: \(lenient.out)")
        #expect(lenient.err.contains("line \(cut): the log ends in the middle of this line (it has no newline); it was cut off; what came before it was replayed"), "\(lenient.err)")
    }

    @Test func theUsageNamesTheProgramAndABadFlagExitsTwo() throws {
        let help = try run(["--help"])
        #expect(help.status == 0)
        #expect(help.out.hasPrefix("notes-repl: "))
        // The usage is flowed to 80 columns: read as words, and no line wider.
        let words = help.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("notes-repl replay FILE [--verbose | --live | --update] [--rename OLD=NEW] [--lenient]"))
        #expect(help.out.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(help.out)")
        let bad = try run(["--layout", "grid"])
        #expect(bad.status == 2)
        #expect(bad.err == "notes-repl: unknown option `--layout`; see notes-repl --help\n")
        #expect(try run(["replay", folder + "missing.log"]).status == 2)
    }

    @Test func exploreWalksTheAppAndSaysWhatIsWrongWithItsFlagsBeforeItStarts() throws {
        let walk = try run(["explore", "--steps", "300", "--seed", "1", "--no-color"])
        #expect(walk.status == 0, "\(walk.err)")
        #expect(walk.out.contains("300 steps in 3 walks (seed 1): "), "\(walk.out)")
        #expect(walk.out.contains("no invariant failed"))
        #expect(try run(["explore", "--help"]).out.contains("notes-repl explore [--steps N] [--seed S] [--depth D] [--out FILE]"))
        #expect(try run(["replay", "--help"]).status == 0)
        let both = try run(["explore", "--depth", "2", "--seed", "1"])
        #expect(both.status == 2)
        #expect(both.err.contains("--depth searches every state within that many steps; it cannot be used with --seed"), "\(both.err)")
        let nowhere = try run(["explore", "--out", folder + "nowhere/found.log", "--no-color"])
        #expect(nowhere.status == 2)
        #expect(nowhere.err.contains("there is no folder \(folder)nowhere"), "said before the run: \(nowhere.err)")
        #expect(!nowhere.out.contains("steps in"), "nothing was explored")
        #expect(try run(["explore", "--out", folder, "--no-color"]).err.contains("is a folder"))
    }

    @Test func exploreWritesItsMapAsMermaidOrGraphvizAndRefusesAPlaceItCannotWriteBeforeItStarts() throws {
        let mermaid = try run(["explore", "--steps", "200", "--seed", "1", "--map", folder + "map.mmd", "--no-color"])
        #expect(mermaid.status == 0, "\(mermaid.err)")
        #expect(mermaid.out.contains("\nmap: 3 screens, "), "Notes, New note, and the alert over Notes: \(mermaid.out)")
        #expect(mermaid.out.contains("the map is written to \(folder)map.mmd"), "\(mermaid.out)")
        let chart = try String(contentsOfFile: folder + "map.mmd", encoding: .utf8)
        #expect(chart.hasPrefix("flowchart LR\n    s0[\"Notes\"]\n    s1[\"New note\"]\n    s2[\"Notes › Delete “‹title›”?\"]\n"), "\(chart)")
        #expect(chart.contains("s0 -->|\"add ×"), "\(chart)")
        // A map is written anew each time; Graphviz for a name ending .dot.
        let dot = try run(["explore", "--depth", "2", "--map", folder + "map.dot", "--no-color"])
        #expect(dot.status == 0, "\(dot.err)")
        let graph = try String(contentsOfFile: folder + "map.dot", encoding: .utf8)
        #expect(graph.hasPrefix("digraph explored {\n    rankdir=LR;\n"), "\(graph)")
        #expect(graph.contains("    s0 [label=\"Notes\"];\n"), "\(graph)")
        #expect(graph.contains("    s0 -> s1 [label=\"add ×"), "\(graph)")
        #expect(graph.hasSuffix("}\n"))

        let nowhere = try run(["explore", "--map", folder + "nowhere/map.mmd", "--no-color"])
        #expect(nowhere.status == 2)
        #expect(nowhere.err == "notes-repl: --map \(folder)nowhere/map.mmd: there is no folder \(folder)nowhere\n", "one line, before the run: \(nowhere.err)")
        #expect(!nowhere.out.contains("steps in"), "nothing was explored")
        let isFolder = try run(["explore", "--map", folder, "--no-color"])
        #expect(isFolder.status == 2)
        #expect(isFolder.err.contains("--map \(folder): is a folder; give a file in it"), "\(isFolder.err)")
        let missing = try run(["explore", "--map"])
        #expect(missing.status == 2)
        #expect(missing.err.contains("--map needs a file for the map, like map.mmd or map.dot"), "\(missing.err)")
    }
}
