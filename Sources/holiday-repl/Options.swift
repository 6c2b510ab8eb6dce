import HolidayFeature

/// What the command line asked for.
enum Invocation: Equatable {
    /// The interactive session (the default).
    case session(SessionOptions)
    /// `replay FILE`: replay a log and print the final screen.
    case replay(ReplayOptions)
    case help
    case version
}

enum DataSource: String, Equatable, CaseIterable {
    case embedded, live
}

struct SessionOptions: Equatable {
    var data = DataSource.embedded
    var year: Int?
    var layout = HolidaysLayout.list
    var record: String?
    /// What `--record` does with a file that is already there.
    var recordMode = RecordMode.createNew
    var color = true
    /// Whether lines typed at a terminal are kept for later sessions.
    var history = true
}

enum RecordMode: Equatable {
    case createNew, replace, append
}

struct ReplayOptions: Equatable {
    var file = ""
    var verbose = false
    var live = false
    var update = false
    var lenient = false
    /// `nil`: as the log says (its `% data` and `% layout` lines), else the default.
    var data: DataSource?
    var layout: HolidaysLayout?
    var color = true
}

/// A bad command line, in one line for the user.
struct UsageError: Error, Equatable, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

enum Options {
    static let version = "holiday-repl 1.0.0"

    static let usage = """
    holiday-repl: browse public holidays by typing actions; record and replay sessions.

    usage: holiday-repl [options]
           holiday-repl replay FILE [--verbose | --live | --update] [--lenient] [--data embedded|live]
                                    [--layout list|calendar] [--no-color]

    options:
      --data embedded|live     where holidays come from (default: embedded, no network);
                               live uses holidayapi.com with HOLIDAY_API_KEY
      --year YYYY              the year to start on (default: this year)
      --layout list|calendar   how the holidays screen is drawn (default: list)
      --record FILE            write the session's action log to FILE as it happens; an
                               existing FILE is refused unless one of these is given:
      --append                 with --record: continue the log in FILE
      --force                  with --record: replace FILE
      --no-color               no colour, even on a terminal (NO_COLOR works too)
      --no-history             keep no history of typed lines (it is kept in
                               $XDG_STATE_HOME/holiday-repl/history, or ~/.local/state/…)
      --help                   this text
      --version                the version

    replay options:
      --verbose                print every step, not just the final screen (pure replay)
      --live                   run the effects against the data source and check what they send back
      --update                 rewrite the log's checkpoints where the app's state changed (after an
                               intended change), and list those steps
      --lenient                apply actions the app rejects (for logs written by hand)
      --data, --layout         default to what the log recorded

    exit codes: 0 done (a replay matched), 1 a replay diverged, 2 a bad command line or a file
                that cannot be read or written, 3 a damaged log
    In the session, type `help` for the screen's commands and `:help` for the rest.
    """

    /// Reads the arguments (without the program's name).
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var reader = ArgumentReader(arguments)
        if arguments.first == "replay" {
            _ = reader.next()
            return .replay(try parseReplay(&reader))
        }
        var options = SessionOptions()
        while let argument = reader.next() {
            switch try reader.flag(argument) {
            case "--help", "-h":
                try reader.noValue("--help")
                return .help
            case "--version":
                try reader.noValue("--version")
                return .version
            case "--data": options.data = try reader.choice("--data", DataSource.self)
            case "--year": options.year = try reader.year()
            case "--layout": options.layout = try reader.choice("--layout", HolidaysLayout.self)
            case "--record": options.record = try reader.value("--record", "a file")
            case "--append":
                try reader.noValue("--append")
                options.recordMode = .append
            case "--force":
                try reader.noValue("--force")
                options.recordMode = .replace
            case "--no-color":
                try reader.noValue("--no-color")
                options.color = false
            case "--no-history":
                try reader.noValue("--no-history")
                options.history = false
            default: throw reader.unknown(argument)
            }
        }
        if options.recordMode != .createNew, options.record == nil {
            throw UsageError("\(options.recordMode == .append ? "--append" : "--force") says what --record does with an existing file; give --record FILE too")
        }
        return .session(options)
    }

    private static func parseReplay(_ reader: inout ArgumentReader) throws(UsageError) -> ReplayOptions {
        var options = ReplayOptions()
        var file: String?
        while let argument = reader.next() {
            if !argument.hasPrefix("-") || argument == "-" {
                guard file == nil else { throw UsageError("replay takes one file, but got `\(file!)` and `\(argument)`") }
                file = argument
                continue
            }
            switch try reader.flag(argument) {
            case "--verbose":
                try reader.noValue("--verbose")
                options.verbose = true
            case "--live":
                try reader.noValue("--live")
                options.live = true
            case "--update":
                try reader.noValue("--update")
                options.update = true
            case "--lenient":
                try reader.noValue("--lenient")
                options.lenient = true
            case "--data": options.data = try reader.choice("--data", DataSource.self)
            case "--layout": options.layout = try reader.choice("--layout", HolidaysLayout.self)
            case "--no-color":
                try reader.noValue("--no-color")
                options.color = false
            default: throw reader.unknown(argument)
            }
        }
        guard let file else { throw UsageError("replay needs a log file: holiday-repl replay FILE") }
        if options.verbose, options.live {
            throw UsageError("--verbose shows the steps of a pure replay; it cannot be used with --live")
        }
        if options.update, options.live || options.verbose {
            throw UsageError("--update replays purely and rewrites checkpoints; it cannot be used with \(options.live ? "--live" : "--verbose")")
        }
        options.file = file
        return options
    }
}

/// Walks the arguments; `--name=value` and `--name value` both work.
struct ArgumentReader {
    private var arguments: [String]
    private var index = 0
    private var inlineValue: String?

    init(_ arguments: [String]) { self.arguments = arguments }

    mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
    }

    /// The flag's name; a value written `--flag=value` is kept for ``value(_:_:)``.
    mutating func flag(_ argument: String) throws(UsageError) -> String {
        inlineValue = nil
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return argument }
        inlineValue = String(argument[argument.index(after: equals)...])
        return String(argument[..<equals])
    }

    mutating func value(_ flag: String, _ what: String) throws(UsageError) -> String {
        if let inlineValue {
            self.inlineValue = nil
            guard !inlineValue.isEmpty else { throw UsageError("\(flag) needs \(what)") }
            return inlineValue
        }
        guard let value = next(), !value.hasPrefix("--") else { throw UsageError("\(flag) needs \(what)") }
        return value
    }

    mutating func noValue(_ flag: String) throws(UsageError) {
        guard let inlineValue else { return }
        throw UsageError("\(flag) takes no value, but got `\(inlineValue)`")
    }

    mutating func choice<T: RawRepresentable & CaseIterable>(_ flag: String, _ type: T.Type) throws(UsageError) -> T where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        let text = try value(flag, names.joined(separator: " or "))
        guard let choice = T(rawValue: text) else {
            throw UsageError("\(flag) takes \(names.joined(separator: " or ")), not `\(text)`")
        }
        return choice
    }

    mutating func year() throws(UsageError) -> Int {
        let text = try value("--year", "a year, like 2026")
        guard let year = Years.parse(text) else {
            throw UsageError("--year takes a year with four digits, like 2026, not `\(text)`")
        }
        return year
    }

    func unknown(_ argument: String) -> UsageError {
        if argument.hasPrefix("-") { return UsageError("unknown option `\(argument)`; see holiday-repl --help") }
        return UsageError("unexpected argument `\(argument)`; see holiday-repl --help")
    }
}
