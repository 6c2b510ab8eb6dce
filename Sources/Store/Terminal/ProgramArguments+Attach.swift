/// `attach PATH` and its flags.
struct AttachArguments: Equatable {
    var path = ""
    var color = true
    var history = true
}

extension ProgramArguments {
    func parseAttach(_ reader: inout ArgumentReader) throws(UsageError) -> ProgramInvocation {
        var attach = AttachArguments()
        var path: String?
        while let argument = reader.next() {
            if !argument.hasPrefix("-") {
                if let path { throw UsageError("attach takes one socket path, but got `\(path)` and `\(argument)`") }
                guard !argument.isEmpty else { throw UsageError("attach needs the socket path an app listens at, and was given an empty one") }
                path = argument
                continue
            }
            let flag = try reader.flag(argument)
            switch flag {
            case "--no-color":
                try reader.noValue(flag)
                attach.color = false
            case "--no-history":
                try reader.noValue(flag)
                attach.history = false
            default:
                throw UsageError("attach takes a socket path and --no-color or --no-history, not `\(argument)`")
            }
        }
        guard let path else {
            throw UsageError("attach needs the socket an app listens at: \(program) attach PATH (an app listens with --listen PATH, or store.acceptConsoles(at:))")
        }
        attach.path = path
        return .attach(attach)
    }
}
