import StoreConsole

/// The map an exploration walked: each screen it reached (by its ``/StoreConsole/Rendering/titlePattern``,
/// not each state) and each command it took from one screen to another, with how often; and
/// apart, the screens the feature names (``/StoreConsole/Console/Configuration-swift.struct/screenPatterns``)
/// that it never reached and the commands a reached screen offered that it never took.
///
/// ```swift
/// let report = await explorer.walk(steps: 20_000, seed: 1)
/// try report.map.mermaid.write(
///     toFile: "map.mmd", atomically: true, encoding: .utf8
/// )
/// print(report.map.summary)
/// // "5 screens, 31 ways between them; never reached: 1 screen, 2 commands"
/// ```
public struct ExplorationMap: Sendable {
    /// One way from a screen to a screen: the command taken, and how often it was.
    public struct Edge: Sendable, Equatable {
        /// The screen it was taken on.
        public let from: String
        /// The command's name (`open`, a dialog's button, `:wait`).
        public let command: String
        /// The screen it led to.
        public let to: String
        /// How many steps took it.
        public internal(set) var count: Int
        let fromIndex: Int
        let toIndex: Int
        /// The walk that first took it.
        let firstWalk: Int
    }

    struct EdgeKey: Hashable {
        let from: String
        let command: String
        let to: String
    }

    /// The screens reached, in the order first reached.
    public private(set) var screens: [String] = []
    /// The ways taken, in the order first taken.
    public private(set) var edges: [Edge] = []
    private var screenIndex: [String: Int] = [:]
    private var edgeIndex: [EdgeKey: Int] = [:]
    /// The commands each reached screen offered, in the order first offered.
    private(set) var offered: [String: [String]] = [:]
    private var offeredSets: [String: Set<String>] = [:]
    /// The walk now walked: what is met for the first time is noted as first met in it, so
    /// maps of slices walked in separate processes join in the order one process meets them.
    var walk = 0
    /// The walk that first reached each screen of ``screens``, and that first saw each
    /// command of ``offered`` offered.
    private(set) var screenWalks: [Int] = []
    private(set) var offeredWalks: [String: [Int]] = [:]
    /// The screens the feature names, reached or not.
    var known: [String] = []

    init() {}

    /// The screens the feature names (``/StoreConsole/Console/Configuration-swift.struct/screenPatterns``)
    /// that no step reached.
    public var unreachedScreens: [String] {
        known.filter { screenIndex[$0] == nil }
    }

    /// The commands a reached screen offered that no step took from it, screen by screen.
    public var untakenCommands: [(screen: String, command: String)] {
        var taken: Set<String> = []
        for edge in edges { taken.insert(edge.from + "\u{0}" + edge.command) }
        return screens.flatMap { screen in
            (offered[screen] ?? []).filter { !taken.contains(screen + "\u{0}" + $0) }.map { (screen, $0) }
        }
    }

    /// Notes `screen` as reached; its index.
    @discardableResult
    mutating func reach(_ screen: String) -> Int {
        if let index = screenIndex[screen] { return index }
        screenIndex[screen] = screens.count
        screens.append(screen)
        screenWalks.append(walk)
        return screens.count - 1
    }

    mutating func offer(_ commands: [String], on screen: String) {
        for command in commands where offeredSets[screen, default: []].insert(command).inserted {
            offered[screen, default: []].append(command)
            offeredWalks[screen, default: []].append(walk)
        }
    }

    /// A step that took `line` (its first word is the command) from `from` to `to`.
    mutating func take(_ line: String, from: String, to: String) {
        let command = line.firstIndex(of: " ").map { String(line[..<$0]) } ?? line
        take(command: command, from: from, to: to, count: 1)
    }

    /// `count` steps that took `command` from `from` to `to`.
    mutating func take(command: String, from: String, to: String, count: Int) {
        let fromIndex = reach(from)
        let toIndex = reach(to)
        let key = EdgeKey(from: from, command: command, to: to)
        if let index = edgeIndex[key] {
            edges[index].count += count
        } else {
            edgeIndex[key] = edges.count
            edges.append(Edge(from: from, command: command, to: to, count: count, fromIndex: fromIndex, toIndex: toIndex, firstWalk: walk))
        }
    }

    /// Screens, ways, and what was never reached, in a line.
    public var summary: String {
        let unreached = unreachedScreens
        let untaken = untakenCommands
        var text = "\(Self.counted(screens.count, "screen")), \(Self.counted(edges.count, "way")) between them"
        if unreached.isEmpty, untaken.isEmpty { return text + "; every screen named and every command offered was reached" }
        text += "; never reached: "
        var parts: [String] = []
        if !unreached.isEmpty { parts.append(Self.counted(unreached.count, "screen") + " (" + unreached.joined(separator: "; ") + ")") }
        if !untaken.isEmpty {
            parts.append(Self.counted(untaken.count, "command") + " (" + untaken.map { "\($0.command) on \($0.screen)" }.joined(separator: "; ") + ")")
        }
        return text + parts.joined(separator: ", ")
    }

    static func counted(_ number: Int, _ noun: String) -> String {
        "\(ExplorationReport.grouped(number)) \(noun)\(number == 1 ? "" : "s")"
    }

    /// The map as a Mermaid flowchart, for GitHub and DocC to draw: a node a screen, an
    /// edge a command with how often it was taken, and what was never reached in a dashed
    /// group of its own.
    public var mermaid: String {
        var lines = ["flowchart LR"]
        for (index, screen) in screens.enumerated() {
            lines.append("    s\(index)[\"\(Self.mermaidEscaped(screen))\"]")
        }
        for edge in edges {
            let label = Self.mermaidEscaped("\(edge.command) ×\(ExplorationReport.grouped(edge.count))")
            lines.append("    s\(edge.fromIndex) -->|\"\(label)\"| s\(edge.toIndex)")
        }
        let never = neverReached
        if !never.isEmpty {
            lines.append("    subgraph never[\"never reached\"]")
            for (index, name) in never.enumerated() {
                lines.append("        n\(index)[\"\(Self.mermaidEscaped(name))\"]")
            }
            lines.append("    end")
            lines.append("    style never stroke-dasharray: 5 5")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The map in Graphviz's DOT language (`dot -Tpng map.dot -o map.png`): a box a screen, an
    /// arrow a command with how often it was taken, and what was never reached in a dashed
    /// cluster of its own.
    public var graphviz: String {
        var lines = ["digraph explored {", "    rankdir=LR;", "    node [shape=box, fontname=\"Helvetica\"];", "    edge [fontname=\"Helvetica\", fontsize=10];"]
        for (index, screen) in screens.enumerated() {
            lines.append("    s\(index) [label=\(Self.dotQuoted(screen))];")
        }
        for edge in edges {
            let label = "\(edge.command) ×\(ExplorationReport.grouped(edge.count))"
            lines.append("    s\(edge.fromIndex) -> s\(edge.toIndex) [label=\(Self.dotQuoted(label))];")
        }
        let never = neverReached
        if !never.isEmpty {
            lines += ["    subgraph cluster_never {", "        label=\"never reached\";", "        style=dashed;"]
            for (index, name) in never.enumerated() {
                lines.append("        n\(index) [label=\(Self.dotQuoted(name)), style=dashed];")
            }
            lines.append("    }")
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    /// What was never reached, one name each: a screen by its name, a command as
    /// `command on screen`.
    var neverReached: [String] {
        unreachedScreens + untakenCommands.map { "\($0.command) on \($0.screen)" }
    }

    /// `text` inside a Mermaid label's quotes: a quote is written as its entity.
    static func mermaidEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;")
    }

    /// `text` as a DOT string, quoted, its quotes and backslashes escaped.
    static func dotQuoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
