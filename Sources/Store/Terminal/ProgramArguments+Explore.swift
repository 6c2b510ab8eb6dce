import StoreSupport
import StoreExplorer

/// `explore [--steps N] [--seed S] [--depth D] [--out FILE] [--map FILE]` with `--jobs N`,
/// `--shard K/N [--report FILE]` or `--walk I`, or `explore --merge REPORTS…`, and the
/// program's own settings.
struct ExploreArguments: Equatable {
    static func == (a: Self, b: Self) -> Bool {
        (a.steps, a.seed, a.depth, a.out) == (b.steps, b.seed, b.depth, b.out)
            && (a.map?.path, a.map?.format, a.values, a.color) == (b.map?.path, b.map?.format, b.values, b.color)
            && (a.jobs, a.shard, a.report, a.walk, a.merge) == (b.jobs, b.shard, b.report, b.walk, b.merge)
            && (a.worker, a.walksFrom, a.faults) == (b.worker, b.walksFrom, b.faults)
    }

    /// Slice `index` (from 1) of `count`.
    struct Shard: Equatable {
        let index: Int
        let count: Int
    }

    var steps = 10_000
    var seed: UInt64 = 1
    /// A breadth-first search to this depth instead of random walks.
    var depth: Int?
    /// Where the shrunk session of a failure is written.
    var out: String?
    /// Where the map of the exploration is written, and in which format its name says.
    var map: (path: String, format: MapFormat)?
    var values: [String: String] = [:]
    var color = true
    /// Whether the walks switch the app's named faults (``/StoreExplorer/Explorer/switchesFaults``);
    /// `--no-faults` turns it off.
    var faults = true
    /// Worker processes the walks run in; `nil`: the machine's cores.
    var jobs: Int?
    /// The one slice of the walks this run walks, writing its report to ``report``.
    var shard: Shard?
    /// Where a slice's report is written.
    var report: String?
    /// The one walk this run walks, alone (the walk a failure names).
    var walk: Int?
    /// Slices' reports to join into one report and one map, walking nothing.
    var merge: [String]?
    /// Worker `index` of `count` of `explore --jobs`, which takes its walks one at a time from
    /// the count in ``walksFrom`` and writes its report to ``report``; not a flag for users.
    var worker: Shard?
    var walksFrom: String?
}

extension ProgramArguments {
    func parseExplore(_ reader: inout ArgumentReader) throws(UsageError) -> ExploreArguments {
        var explore = ExploreArguments()
        var stepsGiven = false
        var seedGiven = false
        while let argument = reader.next() {
            let flag = try reader.flag(argument)
            switch flag {
            case "--steps":
                explore.steps = try Self.number(try reader.value(flag, "a number of steps, like 10000"), flag, in: 1...100_000_000)
                stepsGiven = true
            case "--seed":
                let text = try reader.value(flag, "a number, like 7")
                guard let seed = UInt64(text) else { throw UsageError("--seed takes a whole number from 0, like 7, not `\(text)`") }
                explore.seed = seed
                seedGiven = true
            case "--depth":
                explore.depth = try Self.number(try reader.value(flag, "a depth, like 4"), flag, in: 1...12)
            case "--out":
                explore.out = try reader.value(flag, "a file for the shrunk session")
            case "--map":
                let path = try reader.value(flag, "a file for the map, like map.mmd or map.dot")
                explore.map = (path, try MapFormat(path: path))
            case "--no-color":
                try reader.noValue(flag)
                explore.color = false
            case "--no-faults":
                try reader.noValue(flag)
                explore.faults = false
            case "--jobs":
                explore.jobs = try Self.number(try reader.value(flag, "a number of worker processes, like 2"), flag, in: 1...256)
            case "--shard":
                explore.shard = try Self.shard(try reader.value(flag, "a slice, like 1/2 (the first of two)"), flag: flag)
            case "--report":
                explore.report = try reader.value(flag, "a file for the slice's report")
            case "--walk":
                explore.walk = try Self.number(try reader.value(flag, "a walk's number, like 37"), flag, in: 0...100_000_000)
            case "--worker":
                explore.worker = try Self.shard(try reader.value(flag, "K/N, this worker of N"), flag: flag)
            case "--walks-from":
                explore.walksFrom = try reader.value(flag, "the file the workers take their walks from")
            case "--merge":
                var files: [String] = []
                while let file = reader.peek(), !file.hasPrefix("--") {
                    files.append(file)
                    _ = reader.next()
                }
                guard !files.isEmpty else { throw UsageError("--merge needs the reports of `explore --shard`, like --merge 1.report 2.report") }
                explore.merge = files
            default:
                guard let option = options.first(where: { "--" + $0.name == flag }) else { throw reader.unknown(argument) }
                explore.values[option.name] = try reader.value(of: option)
            }
        }
        if explore.depth != nil, stepsGiven || seedGiven {
            throw UsageError("--depth searches every state within that many steps; it cannot be used with \(stepsGiven ? "--steps" : "--seed"), which are for random walks")
        }
        try Self.checkSlicing(explore, stepsGiven: stepsGiven || seedGiven)
        return explore
    }

    /// `K/N`: slice K (from 1) of N.
    static func shard(_ text: String, flag: String) throws(UsageError) -> ExploreArguments.Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let count = Int(parts[1]), (1...10_000).contains(count), let index = Int(parts[0]), (1...count).contains(index) else {
            throw UsageError("\(flag) takes K/N, slice K of N (1 ≤ K ≤ N ≤ 10000), like 1/2, not `\(text)`")
        }
        return ExploreArguments.Shard(index: index, count: count)
    }

    /// The flags that split walks between processes, checked against each other.
    static func checkSlicing(_ explore: ExploreArguments, stepsGiven: Bool) throws(UsageError) {
        let splitting = [
            ("--jobs", explore.jobs != nil), ("--shard", explore.shard != nil), ("--walk", explore.walk != nil),
            ("--merge", explore.merge != nil), ("--worker", explore.worker != nil),
        ]
            .filter(\.1).map(\.0)
        if explore.depth != nil, let flag = splitting.first {
            throw UsageError("--depth searches breadth-first in one process; it cannot be used with \(flag), which splits random walks")
        }
        if splitting.count > 1 {
            throw UsageError("\(splitting[0]) and \(splitting[1]) cannot be used together: --jobs runs the walks in worker processes, --shard one slice of them, --walk one walk, --merge joins the slices' reports")
        }
        if explore.merge != nil, stepsGiven {
            throw UsageError("--merge reads the run's steps and seed from the reports; give no --steps or --seed")
        }
        if explore.report != nil, explore.shard == nil, explore.worker == nil {
            throw UsageError("--report writes a slice's report: give it with --shard K/N")
        }
        if (explore.worker == nil) != (explore.walksFrom == nil) || (explore.worker != nil && explore.report == nil) {
            throw UsageError("--worker, --walks-from and --report go together: they are how `explore --jobs` starts its workers")
        }
    }

    static func number(_ text: String, _ flag: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("\(flag) takes a whole number from \(range.lowerBound) to \(range.upperBound), not `\(text)`")
        }
        return number
    }
}

/// The formats `--map` writes, chosen by the file's extension (in any case).
enum MapFormat: Equatable {
    /// Mermaid's text (`.mmd`, `.mermaid`).
    case mermaid
    /// Mermaid's text in a fenced block, which GitHub draws (`.md`, `.markdown`).
    case markdown
    /// Graphviz's DOT (`.dot`, `.gv`).
    case graphviz

    /// The format `path`'s extension names; a name with none of them is refused, naming them.
    init(path: String) throws(UsageError) {
        if path.hasSuffix("/") || POSIXFile.isFolder(path) {
            throw UsageError("--map \(path): is a folder; give a file in it, like \(path.hasSuffix("/") ? path : path + "/")map.mmd")
        }
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        guard !name.isEmpty else { throw UsageError("--map takes a file name, like map.mmd or map.dot, not `\(path)`") }
        let dot = name.lastIndex(of: ".")
        switch dot.map({ name[name.index(after: $0)...].lowercased() }) {
        case "mmd", "mermaid": self = .mermaid
        case "md", "markdown": self = .markdown
        case "dot", "gv": self = .graphviz
        default:
            throw UsageError(
                "--map \(path): the map is written as Mermaid (.mmd, .mermaid, or .md for a fenced block GitHub draws) or Graphviz (.dot, .gv); give a name ending in one of them"
            )
        }
    }
}
