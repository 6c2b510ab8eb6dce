import Foundation
import Store
import TestSupport
import Testing

/// What a QA pass of 2.5.0 found at the command line, each as the user met it: `attach --help`,
/// `--map` names and paths checked before the walk, a file's error said once with the program's
/// prefix, and the usage saying every flag that works.
@Suite struct CommandLineQATests {
    static let binary = BuiltProgram.url(named: "holiday-repl")
    let folder = NSTemporaryDirectory() + "cli-qa-\(UUID().uuidString.prefix(8))/"

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func run(_ arguments: [String], input: String = "") throws -> BuiltProgram.Run {
        let binary = try #require(Self.binary, "holiday-repl is not built next to the tests")
        return try BuiltProgram.run(binary, arguments, input: input, removing: ["HOLIDAY_API_KEY"])
    }

    @Test func attachHelpPrintsTheUsageAsReplayAndExploreDo() throws {
        for command in ["attach", "replay", "explore"] {
            let run = try run([command, "--help"])
            #expect(run.status == 0, "\(command): \(run.err)")
            #expect(run.out.hasPrefix("holiday-repl: browse public holidays"), "\(command)")
        }
    }

    @Test func aMapNameWhoseExtensionIsNoFormatIsRefusedBeforeExploringNamingTheFormats() throws {
        for name in ["map.png", "map.svg", "MAP", "map."] {
            let run = try run(["explore", "--steps", "5", "--map", folder + name])
            #expect(run.status == 2, "\(name)")
            #expect(run.out.isEmpty, "nothing was explored: \(run.out)")
            #expect(run.err == "holiday-repl: --map \(folder + name): the map is written as Mermaid (.mmd, .mermaid, or .md for a fenced block GitHub draws) or Graphviz (.dot, .gv); give a name ending in one of them\n", "\(name): \(run.err)")
            #expect(!FileManager.default.fileExists(atPath: folder + name))
        }
    }

    @Test func theMapsFormatFollowsItsExtensionInAnyCase() throws {
        let cases: [(String, String)] = [("map.DOT", "digraph"), ("map.gv", "digraph"), ("map.MMD", "flowchart LR"), ("map.md", "```mermaid\nflowchart LR")]
        for (name, start) in cases {
            let run = try run(["explore", "--steps", "5", "--map", folder + name])
            #expect(run.status == 0, "\(name): \(run.err)")
            let text = try String(contentsOfFile: folder + name, encoding: .utf8)
            #expect(text.hasPrefix(start), "\(name): \(text.prefix(40))")
        }
    }

    @Test func anEmptyOutputPathIsRefusedBeforeExploring() throws {
        let map = try run(["explore", "--steps", "5", "--map", ""])
        #expect(map.status == 2)
        #expect(map.out.isEmpty)
        #expect(map.err == "holiday-repl: --map takes a file name, like map.mmd or map.dot, not ``\n", "\(map.err)")
        let out = try run(["explore", "--steps", "5", "--out", ""])
        #expect(out.status == 2)
        #expect(out.out.isEmpty)
        #expect(out.err == "holiday-repl: --out '': an empty name is no file; give one, like session.log\n", "\(out.err)")
    }

    @Test func aLogThatCannotBeOpenedIsNamedOnceWithTheProgramsPrefixAndNoLine() throws {
        let missing = try run(["replay", "/nonexistent-\(UUID().uuidString.prefix(6)).log"])
        #expect(missing.status == 2)
        #expect(missing.err.hasPrefix("holiday-repl: cannot read the log /nonexistent-"), "\(missing.err)")
        #expect(missing.err.components(separatedBy: "/nonexistent-").count == 2, "the path once: \(missing.err)")
        #expect(!missing.err.contains("line "), "\(missing.err)")
        let folderRun = try run(["replay", folder])
        #expect(folderRun.status == 2)
        #expect(folderRun.err == "holiday-repl: cannot read the log \(folder): it is a folder; give a log file in it\n", "\(folderRun.err)")
    }

    @Test func theUsageSaysEveryFlagThatWorks() throws {
        let usage = try run(["--help"]).out
        #expect(usage.contains("holiday-repl attach PATH [--no-color] [--no-history]"), "\(usage)")
        // The usage is flowed to 80 columns: read as words.
        let words = usage.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("[--verbose | --live | --update] [--rename OLD=NEW]"), "--rename works alone")
        let explore = usage.split(separator: "\n").drop { !$0.contains("holiday-repl explore") }.prefix(6).joined()
        #expect(explore.contains("[--year YYYY]"), "\(explore)")
        #expect(explore.contains("[--no-faults]"), "\(explore)")
        #expect(usage.contains("attach: 0 left"), "attach's exit codes are in the table")
        // Each flag the usage shows for attach and explore is read.
        #expect(try run(["attach", "/nonexistent/x.sock", "--no-history", "--no-color"]).err.contains("nothing listens at"))
        #expect(try run(["explore", "--steps", "3", "--year", "2027"]).status == 0)
        let unfaulted = try run(["explore", "--steps", "300", "--no-faults", "--jobs", "2", "--map", folder + "no-faults.mmd"])
        #expect(unfaulted.status == 0, "\(unfaulted.err)")
        let map = try String(contentsOfFile: folder + "no-faults.mmd", encoding: .utf8)
        #expect(!map.contains(":fault"), "a walk without faults switches none, in this process or its worker")
        let faulted = try run(["explore", "--steps", "300", "--map", folder + "faults.mmd"])
        #expect(faulted.status == 0, "\(faulted.err)")
        #expect(try String(contentsOfFile: folder + "faults.mmd", encoding: .utf8).contains(":fault"), "by default walks switch them")
        #expect(try run(["replay", folder + "none.log", "--rename", "a=b"]).err.contains("cannot read the log"))
    }
}
