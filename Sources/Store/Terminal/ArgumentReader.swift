/// Walks the arguments; `--name=value` and `--name value` both work.
struct ArgumentReader {
    private var arguments: [String]
    private var index = 0
    private var inlineValue: String?
    let program: String

    init(_ arguments: [String], program: String) {
        self.arguments = arguments
        self.program = program
    }

    mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
    }

    /// The next argument, left to read.
    func peek() -> String? {
        index < arguments.count ? arguments[index] : nil
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

    /// A value that names a file: empty, it is no file, and refused as one.
    mutating func path(_ flag: String, _ what: String) throws(UsageError) -> String {
        let path = try value(flag, what)
        guard !path.isEmpty else { throw UsageError("\(flag) needs \(what), and was given an empty one") }
        return path
    }

    /// The value of a program's option, checked against its choices and its own rule.
    mutating func value(of option: ProgramOption) throws(UsageError) -> String {
        let flag = "--" + option.name
        let text = try value(flag, option.needs)
        if let choices = option.choices, !choices.contains(text) {
            throw UsageError("\(flag) takes \(ProgramOption.listed(choices)), not `\(text)`")
        }
        if let reason = option.validate(text) { throw UsageError("\(flag) \(reason)") }
        return text
    }

    mutating func noValue(_ flag: String) throws(UsageError) {
        guard let inlineValue else { return }
        throw UsageError("\(flag) takes no value, but got `\(inlineValue)`")
    }

    func unknown(_ argument: String) -> UsageError {
        if argument.hasPrefix("-") { return UsageError("unknown option `\(argument)`; see \(program) --help") }
        return UsageError("unexpected argument `\(argument)`; see \(program) --help")
    }
}
