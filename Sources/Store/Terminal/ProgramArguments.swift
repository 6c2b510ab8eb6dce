import StoreLogs
import StoreConsole
import StoreAttach
import StoreExplorer

/// A flag a program adds to the ones every console program has, such as `--layout
/// list|calendar`.
///
/// A setting (the default) is written at the head of a recorded log as `% name value`; a replay
/// reads it back from there, and takes the flag to override it.
///
/// ```swift
/// ProgramOption(
///     "layout", choices: ["list", "calendar"],
///     summary: "how the list is drawn (default: list)"
/// )
/// ```
public struct ProgramOption: Sendable {
    /// Choices as a sentence says them: `a or b`, `a, b or c`.
    static func listed(_ choices: [String]) -> String {
        guard choices.count > 2 else { return choices.joined(separator: " or ") }
        return choices.dropLast().joined(separator: ", ") + " or " + choices[choices.count - 1]
    }

    /// The flag without its dashes: `layout` for `--layout`.
    public let name: String
    /// The value as the usage shows it: `list|calendar`, `YYYY`.
    public let argument: String
    /// What the flag needs, for the error when it has no value: `a year, like 2026`.
    public let needs: String
    /// The values it takes, when there is a fixed list.
    public let choices: [String]?
    /// What it does, for the usage; its own lines after the first are indented.
    public let summary: String
    /// Whether it is a setting: recorded in logs, read back by replays.
    public let isSetting: Bool
    /// Why a value is refused, or `nil` when it is fine (beyond ``choices``).
    public let validate: @Sendable (String) -> String?

    /// A flag that takes one of `choices`.
    public init(_ name: String, choices: [String], summary: String, isSetting: Bool = true) {
        self.name = name
        argument = choices.joined(separator: "|")
        needs = ProgramOption.listed(choices)
        self.choices = choices
        self.summary = summary
        self.isSetting = isSetting
        validate = { _ in nil }
    }

    /// A flag that takes a value `validate` accepts (it returns why not, or `nil`).
    public init(
        _ name: String, argument: String, needs: String, summary: String, isSetting: Bool = true,
        validate: @escaping @Sendable (String) -> String? = { _ in nil }
    ) {
        self.name = name
        self.argument = argument
        self.needs = needs
        choices = nil
        self.summary = summary
        self.isSetting = isSetting
        self.validate = validate
    }
}

/// What a console program's command line asked for: a pure reading of its arguments.
enum ProgramInvocation: Equatable {
    case session(SessionArguments)
    case replay(ReplayArguments)
    case explore(ExploreArguments)
    case attach(AttachArguments)
    case help
    case version
}

/// The interactive session's flags.
struct SessionArguments: Equatable {
    /// The program's own options, by name.
    var values: [String: String] = [:]
    var record: String?
    var recordMode = ActionLogWriter.Mode.createNew
    var color = true
    var history = true
    var echo = false
    /// `--listen PATH`: consoles may attach to the session there.
    var listen: String?
}

/// `replay FILE` and its flags.
struct ReplayArguments: Equatable {
    var file = ""
    var verbose = false
    var live = false
    var update = false
    var lenient = false
    /// Case names to rename in the log before it is updated: `--rename OLD=NEW` (`OLD` may name its type).
    var renames: [Renaming] = []
    /// The settings given as flags; the log's own are used for the rest.
    var values: [String: String] = [:]
    var color = true
}

/// A case renamed in the code, for `--rename OLD=NEW`: `OLD` is a case name, after its type's
/// name when two types of the log have it (`Row.Action.removeTapped`).
struct Renaming: Equatable {
    let old: String
    let new: String

    /// The old name as messages show it: `.removeTapped`, or `Row.Action.removeTapped`.
    var shownOld: String { old.contains(".") ? old : "." + old }
}

/// A bad command line, in one line for the user.
struct UsageError: Error, Equatable, CustomStringConvertible {
    package let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// Reads a console program's arguments (without the program's name): the flags every such
/// program has, and `options`, the program's own.
struct ProgramArguments {
    let program: String
    let options: [ProgramOption]

    func parse(_ arguments: [String]) throws(UsageError) -> ProgramInvocation {
        var reader = ArgumentReader(arguments, program: program)
        // `replay --help` and `explore --help` are the usage too, which covers both; what else
        // is given must still read (`--help --bogus` is an error, not the usage).
        if ["replay", "explore", "attach"].contains(arguments.first), let help = arguments.firstIndex(where: { $0 == "--help" || $0 == "-h" }) {
            var rest = arguments
            rest.remove(at: help)
            if rest.count > 1 { _ = try parse(rest) }
            return .help
        }
        if arguments.first == "replay" {
            _ = reader.next()
            return .replay(try parseReplay(&reader))
        }
        if arguments.first == "explore" {
            _ = reader.next()
            return .explore(try parseExplore(&reader))
        }
        if arguments.first == "attach" {
            _ = reader.next()
            return try parseAttach(&reader)
        }
        var session = SessionArguments()
        var recordModeFlag: String?
        var asked: ProgramInvocation?
        while let argument = reader.next() {
            let flag = try reader.flag(argument)
            switch flag {
            case "--help", "-h":
                try reader.noValue(flag)
                asked = asked ?? .help
            case "--version":
                try reader.noValue(flag)
                asked = asked ?? .version
            case "--record": session.record = try reader.path(flag, "a file")
            case "--listen": session.listen = try reader.path(flag, "a socket path")
            case "--append", "--force":
                try reader.noValue(flag)
                if let earlier = recordModeFlag, earlier != flag {
                    throw UsageError("--append continues the file and --force replaces it; give one of them, not both")
                }
                recordModeFlag = flag
                session.recordMode = flag == "--append" ? .append : .replace
            case "--no-color":
                try reader.noValue(flag)
                session.color = false
            case "--no-history":
                try reader.noValue(flag)
                session.history = false
            case "--echo":
                try reader.noValue(flag)
                session.echo = true
            default:
                guard let option = option(flag) else { throw reader.unknown(argument) }
                session.values[option.name] = try reader.value(of: option)
            }
        }
        // `--help` and `--version` answer once every other argument has read.
        if let asked { return asked }
        if let recordModeFlag, session.record == nil {
            throw UsageError("\(recordModeFlag) says what --record does with an existing file; give --record FILE too")
        }
        return .session(session)
    }

    private func option(_ flag: String) -> ProgramOption? {
        guard flag.hasPrefix("--") else { return nil }
        return options.first { "--" + $0.name == flag }
    }

    private func parseReplay(_ reader: inout ArgumentReader) throws(UsageError) -> ReplayArguments {
        var replay = ReplayArguments()
        var file: String?
        while let argument = reader.next() {
            if !argument.hasPrefix("-") || argument == "-" {
                if let file { throw UsageError("replay takes one file, but got `\(file)` and `\(argument)`") }
                guard !argument.isEmpty else { throw UsageError("replay needs a log file, and was given an empty name") }
                file = argument
                continue
            }
            let flag = try reader.flag(argument)
            switch flag {
            case "--verbose", "--live", "--update", "--lenient", "--no-color":
                try reader.noValue(flag)
                switch flag {
                case "--verbose": replay.verbose = true
                case "--live": replay.live = true
                case "--update": replay.update = true
                case "--lenient": replay.lenient = true
                default: replay.color = false
                }
            case "--rename":
                let text = try reader.value(flag, "OLD=NEW, the old and the new name of a case")
                let parts = text.split(separator: "=", omittingEmptySubsequences: false).map { $0.hasPrefix(".") ? $0.dropFirst() : $0 }
                guard parts.count == 2, (try? CaseTarget(String(parts[0]))) != nil, ActionLog.isCaseName(parts[1]) else {
                    throw UsageError("--rename takes OLD=NEW, two case names such as searchChanged=queryChanged, the old one after its type's name where two types have it (Row.Action.removeTapped=removeRequested), not `\(text)`")
                }
                replay.renames.append(Renaming(old: String(parts[0]), new: String(parts[1])))
                replay.update = true
            default:
                guard let option = option(flag), option.isSetting else { throw reader.unknown(argument) }
                replay.values[option.name] = try reader.value(of: option)
            }
        }
        guard let file else { throw UsageError("replay needs a log file: \(program) replay FILE") }
        if replay.verbose, replay.live {
            throw UsageError("--verbose shows the steps of a pure replay; it cannot be used with --live")
        }
        if replay.update, replay.live || replay.verbose {
            throw UsageError("--update re-derives the log from its user actions; it cannot be used with \(replay.live ? "--live" : "--verbose")")
        }
        replay.file = file
        return replay
    }
}
