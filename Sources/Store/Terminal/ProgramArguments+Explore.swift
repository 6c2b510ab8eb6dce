/// `explore [--steps N] [--seed S] [--depth D] [--out FILE] [--map FILE]` and the program's own
/// settings.
struct ExploreArguments: Equatable {
    var steps = 10_000
    var seed: UInt64 = 1
    /// A breadth-first search to this depth instead of random walks.
    var depth: Int?
    /// Where the shrunk session of a failure is written.
    var out: String?
    /// Where the map of the exploration is written: Graphviz for a name ending `.dot`, else
    /// Mermaid.
    var map: String?
    var values: [String: String] = [:]
    var color = true
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
                explore.map = try reader.value(flag, "a file for the map, like map.mmd or map.dot")
            case "--no-color":
                try reader.noValue(flag)
                explore.color = false
            default:
                guard let option = options.first(where: { "--" + $0.name == flag }) else { throw reader.unknown(argument) }
                explore.values[option.name] = try reader.value(of: option)
            }
        }
        if explore.depth != nil, stepsGiven || seedGiven {
            throw UsageError("--depth searches every state within that many steps; it cannot be used with \(stepsGiven ? "--steps" : "--seed"), which are for random walks")
        }
        return explore
    }

    static func number(_ text: String, _ flag: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("\(flag) takes a whole number from \(range.lowerBound) to \(range.upperBound), not `\(text)`")
        }
        return number
    }
}
